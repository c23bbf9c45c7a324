"""What the bundle leaves out and keeps (packaging/bundle_rules.py), on every platform's naming."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.helpers import load

rules = load("bundle_rules")

DROPPED = [
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6QmlModels.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6",
    "PySide6/Qt/lib/libQt6WlShellIntegration.so.6",
    "PySide6/QtNetwork.abi3.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/imageformats/libqpdf.so",
    "PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libwl-shell-plugin.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/qtdeclarative_fr.qm",
    "PySide6/Qt/qml/QtQuick/Controls/qmldir",
    "libfontconfig.so.1",
    "libfreetype.so.6",
    # Windows
    "PySide6\\Qt6Quick.dll",
    "PySide6\\Qt6Network.dll",
    "PySide6\\opengl32sw.dll",
    "PySide6\\plugins\\imageformats\\qpdf.dll",
    "PySide6\\translations\\qtbase_ja.qm",
    # macOS
    "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    "PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist",
]

KEPT = [
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",
    "PySide6/Qt/lib/libQt6OpenGL.so.6",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/Qt/lib/libicudata.so.73",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/imageformats/libqico.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/QtWidgets.abi3.so",
    "PySide6/QtOpenGL.abi3.so",
    "libxcb-cursor.so.0",
    "libpython3.11.so.1.0",
    "resources/icons/gamebox.svg",
    "pyqtgraph/colors/maps/CET-C1.csv",
    "numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so",
    # Windows / macOS
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6\\Qt6Widgets.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
]


@pytest.mark.parametrize("dest", DROPPED)
def test_unused_qt_parts_are_left_out(dest: str) -> None:
    assert not rules.keep(dest)


@pytest.mark.parametrize("dest", KEPT)
def test_needed_parts_stay(dest: str) -> None:
    assert rules.keep(dest)


def test_qt_translations_are_kept_only_for_our_languages() -> None:
    assert rules.keep("PySide6/Qt/translations/qtbase_de.qm", ["de"])
    assert not rules.keep("PySide6/Qt/translations/qtbase_fr.qm", ["de"])
    assert not rules.keep("PySide6/Qt/translations/qtmultimedia_de.qm", ["de"])


def test_filter_toc_keeps_tuples() -> None:
    toc = [("PySide6/Qt/lib/libQt6Quick.so.6", "/src/a", "BINARY"), ("libz.so.1", "/src/b", "BINARY")]
    assert rules.filter_toc(toc) == [("libz.so.1", "/src/b", "BINARY")]


def test_excluded_modules_do_not_hide_what_the_app_needs() -> None:
    for needed in (
        "PySide6.QtWidgets",
        "PySide6.QtGui",
        "PySide6.QtSvg",
    ):
        assert needed not in rules.EXCLUDED_MODULES
    for unused in ("PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtPdf", "tkinter"):
        assert unused in rules.EXCLUDED_MODULES


def test_pyqtgraph_stays_out_and_the_app_copes_without_it() -> None:
    """The bundle leaves pyqtgraph/numpy out (size); only the chart module may import it, lazily."""
    import ast
    from pathlib import Path

    assert rules.BUNDLE_PYQTGRAPH is False
    assert {"pyqtgraph", "numpy", "PySide6.QtOpenGL"} <= set(rules.EXCLUDED_MODULES)
    root = Path(__file__).resolve().parents[2]
    for path in list((root / "ui").rglob("*.py")) + list((root / "gamebox").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # module level only: a top-level import would break the frozen app
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.split(".")[0] in ("pyqtgraph", "numpy") for n in names), path


def test_orphans_of_left_out_plugins_are_pruned_but_shared_libs_stay() -> None:
    graph = {
        "/s/libqgtk3.so": [
            ("libgtk-3.so.0", "/s/libgtk-3.so.0"),
            ("libglib-2.0.so.0", "/s/libglib-2.0.so.0"),
        ],
        "/s/libgtk-3.so.0": [("libpango-1.0.so.0", "/s/libpango-1.0.so.0")],
        "/s/libqxcb.so": [("libglib-2.0.so.0", "/s/libglib-2.0.so.0")],
        "/s/libpango-1.0.so.0": [("libglib-2.0.so.0", "/s/libglib-2.0.so.0")],
    }
    kept = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"),
        ("libpango-1.0.so.0", "/s/libpango-1.0.so.0", "BINARY"),
        ("libglib-2.0.so.0", "/s/libglib-2.0.so.0", "BINARY"),
    ]
    dropped = [("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/s/libqgtk3.so", "BINARY")]
    result, pruned = rules.prune_orphans(kept, dropped, lambda src: graph.get(src, []))
    assert sorted(pruned) == ["libgtk-3.so.0", "libpango-1.0.so.0"]
    assert [d for d, _, _ in result] == ["PySide6/Qt/plugins/platforms/libqxcb.so", "libglib-2.0.so.0"]


def test_libraries_only_a_dropped_part_could_reach_are_pruned_even_if_unrelated_kept_lib_exists() -> None:
    kept = [("libextra.so.1", "/s/libextra.so.1", "BINARY"), ("mod.abi3.so", "/s/mod.abi3.so", "EXTENSION")]
    result, pruned = rules.prune_orphans(kept, [], lambda src: [])
    assert pruned == [] and result == kept  # nothing dropped: nothing pruned, even if unreferenced


def test_only_origin_relative_runpath_entries_stay() -> None:
    assert rules.bundle_runpath("$ORIGIN") == "$ORIGIN"
    assert rules.bundle_runpath("/home/me/.pyenv/versions/3.11.7/lib") == ""
    assert rules.bundle_runpath("$ORIGIN/:/opt/build/lib:$ORIGIN/../shiboken6/") == "$ORIGIN/:$ORIGIN/../shiboken6/"


@pytest.mark.skipif(shutil.which("patchelf") is None or shutil.which("readelf") is None,
                    reason="needs patchelf and readelf")
def test_build_machine_runpaths_are_removed(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    for name, runpath in (("foreign", "/build/python/lib"), ("mixed", "$ORIGIN:/build/python/lib"), ("own", "$ORIGIN")):
        shutil.copy(shutil.which("true") or "/bin/true", bundle / name)
        subprocess.run(["patchelf", "--set-rpath", runpath, str(bundle / name)], check=True)
    assert rules.clear_foreign_runpaths(bundle) == 2
    assert rules._runpath(bundle / "foreign") is None
    assert rules._runpath(bundle / "mixed") == "$ORIGIN"
    assert rules._runpath(bundle / "own") == "$ORIGIN"
    assert subprocess.run([str(bundle / "mixed")], check=False).returncode == 0  # still runs
