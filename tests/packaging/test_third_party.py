"""packaging/third_party.py places every file of the bundle under a licence and writes a DEP-5
copyright file whose licence names are all defined."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT, load

tp = load("third_party")


@pytest.mark.parametrize(
    ("path", "component"),
    [
        ("gamebox", "executables"),
        ("gamebox-cli", "executables"),
        ("_internal/resources/rules/trio.md", "gamebox"),
        ("_internal/base_library.zip", "python"),
        ("_internal/libpython3.11.so.1.0", "python"),
        ("_internal/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", "python"),
        ("_internal/PySide6/Qt/lib/libicuuc.so.73", "icu"),
        ("_internal/PySide6/Qt/plugins/platforms/libqxcb.so", "qt"),
        ("_internal/PySide6/QtCore.abi3.so", "qt"),
        ("_internal/libQt6Core.so.6", "qt"),
        ("_internal/shiboken6/Shiboken.abi3.so", "qt"),
        ("_internal/libxcb-icccm.so.4", tp.SYSTEM),
        ("_internal/libz.so.1", tp.SYSTEM),
        ("_internal/notes.txt", None),
        ("_internal/numpy/_core/_multiarray_umath.so", None),
        ("extra-program", None),
    ],
)
def test_every_bundle_path_has_one_component(path: str, component: str | None) -> None:
    assert tp.classify(path) == component


def test_python_packages_outside_the_standard_library_must_be_known() -> None:
    assert tp.unknown_packages(["json", "gamebox", "ui", "PySide6", "platformdirs", "pyimod02_importers"]) == []
    assert tp.unknown_packages(["json", "numpy", "pyqtgraph"]) == ["numpy", "pyqtgraph"]


def test_an_unplaced_file_or_package_is_reported_and_nothing_is_written(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "gamebox").write_text("")
    (bundle / "_internal" / "mystery.dat").write_text("")
    out = tmp_path / "out"
    out.mkdir()
    problems = tp.build(bundle, {"binaries": [], "modules": ["gamebox", "requests"]}, out, "usr/lib/gamebox")
    assert any("_internal/mystery.dat" in p for p in problems)
    assert any("requests" in p for p in problems)
    assert list(out.iterdir()) == []


def _paragraphs(text: str) -> list[dict[str, str]]:
    out = []
    for block in text.strip().split("\n\n"):
        fields: dict[str, str] = {}
        for line in block.splitlines():
            if not line.startswith(" "):
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        out.append(fields)
    return out


def test_copyright_file_defines_every_licence_it_uses_once(tmp_path: Path) -> None:
    target = tmp_path / "copyright"
    tp.write_copyright(target, "usr/lib/gamebox", ["_internal/libz.so.1"], "PYTHON LICENSE TEXT\n\nmore")
    paragraphs = _paragraphs(target.read_text())
    assert paragraphs[0]["Format"].startswith("https://www.debian.org/doc/packaging-manuals/copyright-format/1.0")
    used = {name.strip() for p in paragraphs if "Files" in p for name in p["License"].split(" and ")}
    defined = [p["License"] for p in paragraphs if "Files" not in p and "License" in p]
    assert sorted(defined) == sorted(set(defined))  # each defined once
    assert used == set(defined)  # each used one defined, and no definition unused
    assert all(p.get("Copyright") for p in paragraphs if "Files" in p)
    text = target.read_text()
    assert "/usr/share/common-licenses/GPL-3" in text and "/usr/share/common-licenses/LGPL-3" in text
    assert " PYTHON LICENSE TEXT\n .\n more" in text  # Python's own licence, inline
    assert "usr/lib/gamebox/_internal/libz.so.1" in text


def test_the_notice_for_people_names_every_part() -> None:
    notice = (ROOT / "THIRD-PARTY.md").read_text().lower()
    for part in ("python", "qt 6", "pyside6", "shiboken6", "icu", "platformdirs", "pyinstaller", "gpl-3.0-or-later",
                 "lgpl-3.0", "psf-2.0"):
        assert part in notice, part
    for package in tp.KNOWN_PACKAGES - {"gamebox", "ui", "resources"}:
        assert package.lower() in notice, package


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs dpkg (Debian/Ubuntu)")
def test_a_system_library_is_traced_to_its_package() -> None:
    zlib = next((p for p in (Path("/lib/x86_64-linux-gnu/libz.so.1"), Path("/usr/lib/x86_64-linux-gnu/libz.so.1"))
                 if p.exists()), None)
    if zlib is None:
        pytest.skip("zlib not found")
    assert tp.debian_package(str(zlib)) == "zlib1g"
    assert tp.debian_package("/nonexistent/libnothing.so.1") is None


def test_dep5_continuation_lines() -> None:
    assert tp.dep5("a\n\nb\n") == " a\n .\n b"
    lines = tp.dep5("x\n\n   \n  indented\n").splitlines()
    assert lines == [" x", " .", " .", "   indented"]  # never a blank line, which would end the field
