"""Which licence covers each file of the Linux bundle, and the texts and notices the packages ship.

    python packaging/third_party.py BUNDLE_DIR --manifest build/bundle-sources.json --out build/third-party

BUNDLE_DIR is PyInstaller's one-folder bundle; the manifest is written by packaging/gamebox.spec (every
binary's destination and source path, and the top-level Python packages in the archive). Every file
of the bundle must belong to a component below (GameBox, Python, Qt and Qt for Python, ICU, or a
system library copied from a distribution package); a file or Python package nobody accounts for
fails the build, so the notices cannot fall behind what the bundle holds (THIRD-PARTY.md says the
same for people).

Writes into OUT:
  third-party/README             each component: its files, licence and where the licence text is
  third-party/*.txt, *.copyright  the licence texts (Python's, platformdirs', PyInstaller's, ICU's)
  third-party/debian/PKG.copyright  each distribution package a bundled system library came from
  third-party/system-libraries.txt  package, version and the bundled files from it
  third-party/common/             GPL-3, LGPL-3, Apache-2.0 (the .deb points at /usr/share/common-licenses)
  copyright                       the .deb's machine-readable copyright file (DEP-5)
"""

from __future__ import annotations

import argparse
import fnmatch
import glob
import importlib.metadata
import json
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMON = Path("/usr/share/common-licenses")
DOC = "/usr/share/doc/gamebox"


@dataclass(frozen=True)
class Component:
    key: str
    name: str
    patterns: tuple[str, ...]  # bundle-relative paths (fnmatch, "*" crosses folders)
    license: str  # DEP-5 license expression
    copyright: str


COMPONENTS: tuple[Component, ...] = (
    Component(
        "executables",
        "The gamebox and gamebox-cli programs: PyInstaller's bootloader with an archive of GameBox's "
        "modules, Python's standard library, platformdirs and PySide6's Python parts",
        ("gamebox", "gamebox-cli"),
        "GPL-3+ and PSF-2.0 and LGPL-3 and Expat and GPL-2+-with-bootloader-exception and Apache-2.0",
        "2026 The GameBox developers\n2001-2024 Python Software Foundation\n"
        "2010-2024 PyInstaller Development Team\n2010-2024 The platformdirs developers\n"
        "The Qt Company Ltd. and other contributors",
    ),
    Component("gamebox", "GameBox's own data (rules pages, pictures)", ("_internal/resources/*",),
              "GPL-3+", "2026 The GameBox developers"),
    Component(
        "python",
        "Python (the interpreter library, standard library and extension modules)",
        ("_internal/base_library.zip", "_internal/python3*", "_internal/libpython3*"),
        "PSF-2.0",
        "2001-2024 Python Software Foundation and the other holders named in its licence",
    ),
    Component("icu", "ICU (Unicode support inside Qt)", ("_internal/PySide6/Qt/lib/libicu*", "_internal/libicu*"),
              "ICU", "1991-2024 Unicode, Inc. and others"),
    Component(
        "qt",
        "Qt 6 and Qt for Python (PySide6, Shiboken6): libraries, plugins and bindings",
        ("_internal/PySide6/*", "_internal/shiboken6/*", "_internal/libQt6*", "_internal/libpyside6*",
         "_internal/libshiboken6*"),
        "LGPL-3",
        "The Qt Company Ltd. and other contributors",
    ),
)
SYSTEM = "system"
# Top-level Python packages the archive may hold besides the standard library.
KNOWN_PACKAGES = {"gamebox", "ui", "resources", "PySide6", "shiboken6", "platformdirs"}

LICENSE_BLURBS = {
    "GPL-3+": ("This program is free software: you can redistribute it and/or modify it under the terms of "
               "the GNU General Public License as published by the Free Software Foundation, either "
               "version 3 of the License, or (at your option) any later version.\n.\nOn Debian systems, "
               "the complete text of the GNU General Public License version 3 can be found in "
               "/usr/share/common-licenses/GPL-3."),
    "LGPL-3": ("Qt and Qt for Python are available under the GNU Lesser General Public License version 3 "
               "(or the GPL version 2 or 3); GameBox uses them under the LGPL version 3. They are "
               "separate shared libraries in the bundle, which a user may replace.\n.\nOn Debian "
               "systems, the complete text of the GNU Lesser General Public License version 3 can be "
               "found in /usr/share/common-licenses/LGPL-3 (it adds to the GPL version 3 in "
               "/usr/share/common-licenses/GPL-3)."),
    "Apache-2.0": ("PyInstaller's run-time hooks.\n.\nOn Debian systems, the complete text of the Apache "
                   "License 2.0 can be found in /usr/share/common-licenses/Apache-2.0."),
    "GPL-2+-with-bootloader-exception": (f"PyInstaller's bootloader: GPL version 2 or later with an exception "
                                         f"that allows embedding it in any program. Full terms: "
                                         f"{DOC}/third-party/pyinstaller.txt; the GPL version 2 is in "
                                         f"/usr/share/common-licenses/GPL-2."),
    "Expat": f"platformdirs' licence (MIT); its full text is in {DOC}/third-party/platformdirs.txt.",
    "ICU": f"The ICU licence (Unicode licence and its third-party terms); the full text is in {DOC}/third-party/icu.copyright.",
    "PSF-2.0": "",  # filled with Python's own licence text
    "bundled-system-library": (f"These shared libraries are copied unchanged from the distribution packages "
                               f"listed, with their versions, in {DOC}/third-party/system-libraries.txt. The "
                               f"copyright file of each package, with its complete licence texts, is in "
                               f"{DOC}/third-party/debian/."),
}


def classify(rel: str) -> str | None:
    """The component key of a bundle-relative path (system libraries: SYSTEM), None if unknown."""
    for component in COMPONENTS:
        if any(fnmatch.fnmatchcase(rel, pattern) for pattern in component.patterns):
            return component.key
    if rel.startswith("_internal/") and "/" not in rel[len("_internal/"):] and ".so" in rel:
        return SYSTEM
    return None


def bundle_files(bundle: Path) -> list[str]:
    return sorted(p.relative_to(bundle).as_posix() for p in bundle.rglob("*") if p.is_file() or p.is_symlink())


def unknown_packages(modules: list[str]) -> list[str]:
    stdlib = set(sys.stdlib_module_names)
    return sorted(m for m in modules if m not in stdlib and m not in KNOWN_PACKAGES
                  and not m.startswith(("pyimod", "_pyi", "pyi_")))


def _merged_usr_variants(path: str) -> list[str]:
    out = [path]
    if path.startswith("/usr/lib/"):
        out.append(path[len("/usr"):])
    elif path.startswith("/lib/"):
        out.append("/usr" + path)
    return out


def debian_package(source: str) -> str | None:
    """The installed distribution package that holds `source` (or the file it links to)."""
    real = str(Path(source).resolve())
    for candidate in [*_merged_usr_variants(source), *_merged_usr_variants(real)]:
        result = subprocess.run(["dpkg", "-S", candidate], check=False, capture_output=True, text=True)
        for line in result.stdout.splitlines():
            if "diversion" not in line and ":" in line:
                return line.split(":", 1)[0].split(",")[0].strip()
    return None


def package_version(package: str) -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], check=False,
                            capture_output=True, text=True)
    return result.stdout.strip() or "?"


def dist_license_file(dist: str, *names: str) -> Path:
    files = importlib.metadata.distribution(dist).files or []
    for file in files:
        if Path(str(file)).name in names:
            return Path(str(file.locate()))
    raise SystemExit(f"third_party: {dist} carries no {'/'.join(names)}")


def icu_copyright() -> Path:
    found = sorted(glob.glob("/usr/share/doc/libicu[0-9]*/copyright"))
    if not found:
        raise SystemExit("third_party: no ICU copyright file here (install the libicuNN package)")
    return Path(found[-1])


def dep5(text: str) -> str:
    """Indent a licence text as a DEP-5 continuation (blank lines become ' .')."""
    return "\n".join(" " + line.rstrip() if line.strip() else " ." for line in text.strip("\n").splitlines())


def write_copyright(out: Path, prefix: str, system_files: list[str], python_license: str) -> None:
    def files_field(patterns: list[str]) -> str:
        return "\n".join((" " if i else "") + f"{prefix}/{p}" for i, p in enumerate(patterns))

    header = (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: GameBox\n"
        "Comment: GameBox is packaged as one self-contained bundle (made with PyInstaller). Each\n"
        f" bundled part and its licence is listed in {DOC}/THIRD-PARTY.md and\n"
        f" {DOC}/third-party/README."
    )
    parts = [
        header,
        "Files: *\nCopyright: 2026 The GameBox developers\nLicense: GPL-3+",
    ]
    for component in COMPONENTS:
        patterns = list(component.patterns)
        copyright_field = dep5(component.copyright).lstrip()
        parts.append(f"Files: {files_field(patterns)}\nCopyright: {copyright_field}\nLicense: {component.license}")
    if system_files:
        parts.append(f"Files: {files_field(system_files)}\n"
                     "Copyright: the holders named in each package's copyright file\n"
                     "License: bundled-system-library")
    for name, blurb in LICENSE_BLURBS.items():
        parts.append(f"License: {name}\n{dep5(python_license if name == 'PSF-2.0' else blurb)}")
    out.write_text("\n\n".join(parts) + "\n", encoding="utf-8")


def build(bundle: Path, manifest: dict, out: Path, prefix: str) -> list[str]:
    """Write the notices; returns the problems (unknown files or packages), empty when fine."""
    problems = [f"file with no licence notice: {rel}" for rel in bundle_files(bundle) if classify(rel) is None]
    problems += [f"Python package with no licence notice: {name}" for name in unknown_packages(manifest["modules"])]
    sources = {dest.replace("\\", "/"): src for dest, src, _ in manifest["binaries"]}
    by_package: dict[str, list[str]] = {}
    system_files = [rel for rel in bundle_files(bundle) if classify(rel) == SYSTEM]
    for rel in system_files:
        source = sources.get(rel[len("_internal/"):])
        package = debian_package(source) if source else None
        if package is None:
            problems.append(f"bundled library {rel} comes from no installed distribution package ({source})")
            continue
        by_package.setdefault(package, []).append(rel)
    if problems:
        return problems

    third = out / "third-party"
    if third.exists():
        shutil.rmtree(third)
    (third / "debian").mkdir(parents=True)
    (third / "common").mkdir()
    python_license = (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt").read_text(encoding="utf-8")
    (third / "python.txt").write_text(python_license, encoding="utf-8")
    shutil.copy(dist_license_file("platformdirs", "LICENSE", "LICENSE.txt"), third / "platformdirs.txt")
    shutil.copy(dist_license_file("pyinstaller", "COPYING.txt"), third / "pyinstaller.txt")
    shutil.copy(icu_copyright(), third / "icu.copyright")
    for name in ("GPL-3", "LGPL-3", "Apache-2.0", "GPL-2"):
        shutil.copy(COMMON / name, third / "common" / f"{name}.txt")
    lines = []
    for package in sorted(by_package):
        doc = Path("/usr/share/doc") / package / "copyright"
        if not doc.exists():
            raise SystemExit(f"third_party: {doc} is missing (the package's licence text is needed)")
        shutil.copy(doc, third / "debian" / f"{package}.copyright")
        lines.append(f"{package} {package_version(package)}: " + " ".join(Path(r).name for r in by_package[package]))
    (third / "system-libraries.txt").write_text(
        "# Distribution packages the bundled system libraries were copied from (package version: files)\n"
        + "\n".join(lines) + "\n", encoding="utf-8")
    readme = ["Third-party parts of this GameBox bundle and their licences", ""]
    for component in COMPONENTS:
        readme += [f"- {component.name}", f"  licence: {component.license}"]
    readme += ["- System libraries copied from distribution packages (see system-libraries.txt)",
               "  licence: each package's own, in debian/PACKAGE.copyright", "",
               "Texts: python.txt (Python), platformdirs.txt, pyinstaller.txt (PyInstaller's bootloader),",
               "icu.copyright (ICU), common/ (GPL-3, LGPL-3, GPL-2, Apache-2.0), debian/ (system libraries).",
               "GameBox itself: GPL-3.0-or-later (the LICENSE file)."]
    (third / "README").write_text("\n".join(readme) + "\n", encoding="utf-8")
    write_copyright(out / "copyright", prefix, system_files, python_license)
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--manifest", type=Path, default=ROOT / "build" / "bundle-sources.json")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "third-party")
    parser.add_argument("--prefix", default="usr/lib/gamebox", help="where the .deb installs the bundle")
    args = parser.parse_args(argv)
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    args.out.mkdir(parents=True, exist_ok=True)
    problems = build(args.bundle, manifest, args.out, args.prefix)
    for problem in problems:
        print(f"third_party: {problem}", file=sys.stderr)
    if problems:
        print("third_party: add them to packaging/third_party.py and THIRD-PARTY.md", file=sys.stderr)
        return 1
    print(f"third_party: notices for {len(bundle_files(args.bundle))} files written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
