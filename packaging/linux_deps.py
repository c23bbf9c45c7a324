"""Which system libraries a Linux bundle needs, and whether the .deb's Depends cover them.

    python packaging/linux_deps.py BUNDLE_DIR [--depends packaging/linux/depends.txt]

Reads the ELF dynamic section (readelf -d) of every binary in the bundle, keeps the NEEDED names
the bundle does not carry itself, finds the Debian package of each (dpkg -S), and checks that each
package is listed in depends.txt (or is libc6, which is added with a version). Also finds the
newest GLIBC_x.y symbol version any bundled binary asks for, which becomes `libc6 (>= x.y)`.
Prints a table; with --control-depends prints the Depends field value instead, with --sonames the
needed library names (the tarball's launcher checks them).
Exit code 1 when a needed library is missing from the system or from depends.txt.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

DEPENDS_FILE = Path(__file__).resolve().parent / "linux" / "depends.txt"
# glibc's own libraries: covered by the libc6 dependency with a version.
GLIBC_SONAMES = {
    "libc.so.6",
    "libm.so.6",
    "libdl.so.2",
    "libpthread.so.0",
    "librt.so.1",
    "ld-linux-x86-64.so.2",
}


def elf_files(bundle: Path) -> list[Path]:
    files = []
    for path in sorted(bundle.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def needed(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], check=False, capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def glibc_versions(path: Path) -> set[tuple[int, ...]]:
    out = subprocess.run(
        ["readelf", "-V", "-W", str(path)], check=False, capture_output=True, text=True
    ).stdout
    return {tuple(int(x) for x in v.split(".")) for v in re.findall(r"Name: GLIBC_([0-9.]+)", out)}


def package_of(soname: str) -> str | None:
    result = subprocess.run(["dpkg", "-S", f"*/{soname}"], check=False, capture_output=True, text=True)
    for line in result.stdout.splitlines():
        pkg = line.split(":", 1)[0].strip()
        if pkg and "," not in pkg and "diversion" not in line:
            return pkg
    return None


def read_depends(path: Path) -> list[str]:
    return [
        line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")
    ]


def analyse(bundle: Path, depends: list[str]) -> tuple[list[tuple[str, str, str]], str, list[str]]:
    """(rows of soname/package/status, libc6 dependency, problems)."""
    files = elf_files(bundle)
    carried = {p.name for p in files}
    outside: dict[str, list[str]] = {}
    glibc: set[tuple[int, ...]] = set()
    for path in files:
        for name in needed(path):
            if name not in carried:
                outside.setdefault(name, []).append(str(path.relative_to(bundle)))
        glibc |= glibc_versions(path)
    declared = {alt.split("(")[0].strip() for line in depends for alt in line.split("|")}
    rows: list[tuple[str, str, str]] = []
    problems: list[str] = []
    for soname in sorted(outside):
        if soname in GLIBC_SONAMES:
            rows.append((soname, "libc6", "libc6 (versioned)"))
            continue
        pkg = package_of(soname)
        if pkg is None:
            rows.append((soname, "?", "NOT ON THIS SYSTEM"))
            problems.append(f"{soname} (needed by {outside[soname][0]}) is not installed here")
        elif pkg.split(":")[0] in declared:
            rows.append((soname, pkg, "in Depends"))
        else:
            rows.append((soname, pkg, "MISSING FROM depends.txt"))
            problems.append(f"{soname} from {pkg} (needed by {outside[soname][0]}) is not in depends.txt")
    newest = max(glibc) if glibc else (2, 17)
    return rows, "libc6 (>= {})".format(".".join(map(str, newest))), problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--depends", type=Path, default=DEPENDS_FILE)
    parser.add_argument("--control-depends", action="store_true", help="print the Depends value and exit")
    parser.add_argument("--sonames", action="store_true",
                        help="print the system libraries the bundle needs (glibc's aside), one a line")
    args = parser.parse_args(argv)
    depends = read_depends(args.depends)
    rows, libc, problems = analyse(args.bundle, depends)
    if args.control_depends:
        print(", ".join([libc, *depends]))
        return 1 if problems else 0
    if args.sonames:
        print("\n".join(soname for soname, pkg, _ in rows if pkg != "libc6"))
        return 1 if problems else 0
    print(f"linux_deps: system libraries {args.bundle} needs but does not carry:")
    for soname, pkg, status in rows:
        print(f"  {soname:32} {pkg:24} {status}")
    print(f"  glibc: {libc}")
    for problem in problems:
        print(f"  problem: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
