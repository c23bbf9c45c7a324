"""packaging/linux_deps.py finds the system libraries a bundle links and checks the Depends list."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.packaging.helpers import load

deps = load("linux_deps")

pytestmark = pytest.mark.skipif(
    shutil.which("readelf") is None or shutil.which("dpkg") is None, reason="needs readelf and dpkg (Debian)"
)
PNG_LIB = Path("/lib/x86_64-linux-gnu/libpng16.so.16")  # links libz.so.1 and glibc


def fake_bundle(tmp_path: Path, *extra: Path) -> Path:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    shutil.copy(shutil.which("true") or "/bin/true", bundle / "gamebox")
    for path in extra:
        shutil.copy(path, bundle / path.name)
    return bundle


def test_glibc_only_binary_needs_just_a_versioned_libc(tmp_path: Path) -> None:
    rows, libc, problems = deps.analyse(fake_bundle(tmp_path), ["libgl1"])
    assert problems == []
    assert {pkg for _, pkg, _ in rows} == {"libc6"}
    assert libc.startswith("libc6 (>= 2.")


@pytest.mark.skipif(not PNG_LIB.exists(), reason="libpng16 not installed")
def test_an_undeclared_system_library_is_a_problem(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path, PNG_LIB)
    _, _, problems = deps.analyse(bundle, ["libgl1"])
    assert any("libz.so.1" in p and "zlib1g" in p for p in problems)
    _, _, problems = deps.analyse(bundle, ["libgl1", "zlib1g | libz-ng"])
    assert problems == []


def test_a_library_the_bundle_carries_is_not_a_dependency(tmp_path: Path) -> None:
    zlib = Path("/lib/x86_64-linux-gnu/libz.so.1")
    if not (PNG_LIB.exists() and zlib.exists()):
        pytest.skip("libpng16/zlib not installed")
    bundle = fake_bundle(tmp_path, PNG_LIB)
    shutil.copy(zlib.resolve(), bundle / "libz.so.1")  # carried under its soname, as PyInstaller does
    rows, _, problems = deps.analyse(bundle, [])
    assert problems == []
    assert "libz.so.1" not in {soname for soname, _, _ in rows}
