"""What the frozen bundle leaves out: Qt modules, plugins and translations GameBox does not use.

Used by packaging/gamebox.spec to filter PyInstaller's binaries and data, and by the fast tests in
tests/packaging. Paths are bundle destinations ("PySide6/Qt/plugins/platforms/libqxcb.so"), compared
lower-cased with forward slashes, so one rule set serves Linux (.so), Windows (.dll) and macOS
(.dylib / .framework).
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path

# pyqtgraph (with numpy and its OpenBLAS, and the Qt OpenGL bindings it asks for) is 58 MB of a
# 171 MB bundle, for the one small statistics chart. The frozen app leaves it out and draws the
# same chart with QPainter (ui/stats_chart.py); pip installs keep pyqtgraph. Measured: 113 MB.
BUNDLE_PYQTGRAPH = False

# Python modules PyInstaller must not follow. The app never imports them (or, for pyqtgraph and
# numpy, falls back without them).
EXCLUDED_MODULES: tuple[str, ...] = (
    "pyqtgraph",
    "numpy",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "tkinter",
    # No network use: without these the bundle needs no OpenSSL (hashlib falls back to its
    # built-in digests).
    "ssl",
    "_ssl",
    "_hashlib",
    "_tkinter",
    "pytest",
    "hypothesis",
    "IPython",
    "matplotlib",
    "PyQt5",
    "PyQt6",
    "PySide2",
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQmlFeatures",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtVirtualKeyboard",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtXml",
    "PySide6.QtLabsStyleKit",
    "PySide6.QtPrintSupport",
)

# Qt libraries (any platform's naming) that must not ship.
_DROPPED_QT_LIBS = (
    "network|qml|quick|pdf|virtualkeyboard|designer|help|uitools|sql|test|lottie|labs"
    "|waylandcompositor|waylandeglcompositor|wlshellintegration|eglfs|printsupport|concurrent|xml"
    # (Qt6OpenGL itself stays: the Wayland EGL client plugins link it.)
)
_LIB_RE = re.compile(rf"(^|/)(lib)?qt6?({_DROPPED_QT_LIBS})[a-z0-9_]*(\.|/|$)")

_PLUGIN_DIRS_DROPPED = (
    "networkinformation",
    "tls",
    "qmltooling",
    "sqldrivers",
    "designer",
    "egldeviceintegrations",
    "generic",
    "vectorimageformats",
    "wayland-graphics-integration-server",
    "printsupport",
    "renderers",
    "scenegraph",
    "qmllint",
    "position",
    "multimedia",
)
_PLUGIN_DIR_RE = re.compile(r"(^|/)plugins/(" + "|".join(re.escape(d) for d in _PLUGIN_DIRS_DROPPED) + r")/")
_PLUGIN_FILE_RE = re.compile(
    r"(^|/)plugins/("
    r"platformthemes/(lib)?qgtk3"
    r"|platforminputcontexts/(lib)?qtvirtualkeyboardplugin"
    r"|imageformats/(lib)?qpdf"
    r"|platforms/(lib)?q(eglfs|linuxfb|minimal|minimalegl|vnc|vkkhrdisplay|direct2d)"
    r"|wayland-shell-integration/(lib)?wl-shell-plugin"  # deprecated wl_shell; xdg-shell stays
    r")\.[a-z.]+$"
)
_QML_RE = re.compile(r"(^|/)qml/")
# Mesa software OpenGL for Windows machines without a GL driver: a raster widget app needs none.
_SOFT_GL_RE = re.compile(r"(^|/)opengl32sw\.dll$")
# Linux: use the system's fontconfig and FreeType, so fonts follow the system's own font
# configuration (a bundled fontconfig can misread a newer distribution's config). The .deb
# depends on libfontconfig1 and libfreetype6 instead.
_SYSTEM_LIB_RE = re.compile(r"(^|/)lib(fontconfig|freetype)\.so[.0-9]*$")
_TRANSLATION_RE = re.compile(r"(^|/)translations/(?P<name>[^/]+)\.qm$")

# Platform plugins that must stay in a Linux bundle (checked by the build script and the tests).
REQUIRED_LINUX_PLATFORMS: tuple[str, ...] = ("libqxcb.so", "libqwayland.so", "libqoffscreen.so")
REQUIRED_IMAGE_PLUGINS: tuple[str, ...] = ("svg", "ico", "jpeg", "gif")


def kept_translation(name: str, languages: Iterable[str]) -> bool:
    """Qt's own catalogues are kept only for languages GameBox itself is translated into."""
    return any(name == f"qtbase_{lang}" for lang in languages)


def keep(dest: str, languages: Iterable[str] = ()) -> bool:
    """True when a bundle entry with destination path `dest` belongs in GameBox's bundle."""
    path = dest.replace("\\", "/").lower()
    if any(rx.search(path) for rx in (_SYSTEM_LIB_RE, _QML_RE, _SOFT_GL_RE, _PLUGIN_DIR_RE, _PLUGIN_FILE_RE)):
        return False
    match = _TRANSLATION_RE.search(path)
    if match:
        return kept_translation(match.group("name"), languages)
    base = path.rsplit("/", 1)[-1]
    # Qt frameworks (macOS) put the library name in a folder; test every path part.
    for part in path.split("/"):
        if _LIB_RE.search(part) and (part == base or part.endswith(".framework")):
            return False
    return True


def filter_toc(
    entries: list[tuple[str, str, str]], languages: Iterable[str] = ()
) -> list[tuple[str, str, str]]:
    """Filter a PyInstaller TOC list of (dest_name, src_name, typecode) tuples."""
    langs = tuple(languages)
    return [entry for entry in entries if keep(entry[0], langs)]


def _base(name: str) -> str:
    return name.replace("\\", "/").rsplit("/", 1)[-1].lower()


def prune_orphans(
    kept: list[tuple[str, str, str]],
    dropped: list[tuple[str, str, str]],
    imports_of: Callable[[str], Iterable[tuple[str, str | None]]],
) -> tuple[list[tuple[str, str, str]], list[str]]:
    """Drop the shared libraries that only the dropped entries needed.

    PyInstaller collects the link dependencies of every plugin it finds (the GTK theme plugin
    pulls in pango, cairo, atk ...); after filtering those plugins out, their dependencies are
    orphans. `imports_of(path)` lists (referenced name, resolved path or None) of one binary, as
    PyInstaller.depend.bindepend.get_imports does. Only plain libraries are pruned, never Python
    extension modules or Qt plugins, and never a library that a kept binary needs (transitively).
    Returns (kept entries, pruned destination names).
    """
    memo: dict[str, set[str]] = {}

    def closure(entries: list[tuple[str, str, str]]) -> set[str]:
        names: set[str] = set()
        stack = [src for _, src, kind in entries if kind in ("BINARY", "EXTENSION") and src]
        while stack:
            src = stack.pop()
            if src in memo:
                names |= memo[src]
                continue
            direct: set[str] = set()
            memo[src] = direct
            for name, full in imports_of(src):
                direct.add(_base(name))
                if full:
                    stack.append(full)
            names |= direct
        return names

    def plain_lib(entry: tuple[str, str, str]) -> bool:
        dest, _, kind = entry
        return kind == "BINARY" and "/plugins/" not in "/" + dest.replace("\\", "/").lower()

    # Reachability from the roots (extension modules, plugins, the interpreter), not from the
    # plain libraries themselves: an orphan must not keep its own dependencies alive.
    roots = [entry for entry in kept if not plain_lib(entry) or _base(entry[0]).startswith("libpython")]
    needed_by_kept = closure(roots)
    orphans = closure(dropped) - needed_by_kept
    result: list[tuple[str, str, str]] = []
    pruned: list[str] = []
    for entry in kept:
        if plain_lib(entry) and _base(entry[0]) in orphans:
            pruned.append(entry[0])
        else:
            result.append(entry)
    return result, pruned


def strip_bundle(folder: Path) -> int:
    """`strip --strip-unneeded` every ELF file of a Linux bundle except those under *.libs/."""
    count = 0
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink() or any(p.endswith(".libs") for p in path.parts):
            continue
        with path.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        subprocess.run(["strip", "--strip-unneeded", str(path)], check=True)
        count += 1
    return count


def _runpath(path: Path) -> str | None:
    out = subprocess.run(["readelf", "-d", str(path)], check=False, capture_output=True, text=True).stdout
    match = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]", out)
    return match.group(1) if match else None


def bundle_runpath(runpath: str) -> str:
    """The part of a RUNPATH that stays inside the bundle (entries relative to $ORIGIN)."""
    return ":".join(entry for entry in runpath.split(":") if entry.startswith(("$ORIGIN", "${ORIGIN}")))


def clear_foreign_runpaths(folder: Path) -> int:
    """Drop RUNPATH entries that point at the build machine (a pyenv or python.org Python puts its
    own lib folder, e.g. /home/someone/.pyenv/versions/3.11.7/lib, into libpython and its extension
    modules): the bundle finds its libraries itself, and a path of the build machine has no place in
    a package (Debian's lintian: custom-library-search-path). Needs patchelf; returns files changed."""
    changed = 0
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        runpath = _runpath(path)
        if runpath is None or bundle_runpath(runpath) == runpath:
            continue
        kept = bundle_runpath(runpath)
        command = ["patchelf", "--set-rpath", kept, str(path)] if kept else ["patchelf", "--remove-rpath", str(path)]
        subprocess.run(command, check=True)
        changed += 1
    return changed
