"""The tarball's launcher (packaging/linux/launcher.sh): names missing system libraries with the
command that installs them, starts the bundle otherwise; gamebox-cli skips the check."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not (Path("/sbin/ldconfig").exists() or shutil.which("ldconfig")),
    reason="Linux with ldconfig",
)
PRESENT = "libc.so.6 libc6 glibc glibc"
ABSENT = "libgameboxnothere.so.42 libnothere42 nothere-libs nothere-arch"


def tarball(tmp_path: Path, rows: str) -> Path:
    top = tmp_path / "gamebox-x"
    (top / "app").mkdir(parents=True)
    text = (PACKAGING / "linux" / "launcher.sh").read_text().replace("@LIBRARIES@", rows)
    (top / "gamebox").write_text(text)
    (top / "gamebox").chmod(0o755)
    (top / "gamebox-cli").symlink_to("gamebox")
    for program in ("gamebox", "gamebox-cli"):
        fake = top / "app" / program
        fake.write_text(f'#!/bin/sh\necho "{program} started with: $*"\n')
        fake.chmod(0o755)
    return top


def run(program: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(program), *args], capture_output=True, text=True, check=False, timeout=30,
                          env={**os.environ, **env})


def test_starts_the_bundle_when_the_libraries_are_there(tmp_path: Path) -> None:
    top = tarball(tmp_path, PRESENT)
    done = run(top / "gamebox", "--new", "trio")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "gamebox started with: --new trio"


def test_names_what_is_missing_and_the_command_that_installs_it(tmp_path: Path) -> None:
    top = tarball(tmp_path, f"{PRESENT}\n{ABSENT}")
    done = run(top / "gamebox")
    assert done.returncode == 1
    assert "started" not in done.stdout
    assert "libgameboxnothere.so.42" in done.stderr
    assert "libc.so.6" not in done.stderr
    assert any(f"install{sep}" in done.stderr for sep in (" libnothere42", " nothere-libs", " --needed nothere-arch"))


def test_the_command_line_tool_and_the_override_skip_the_check(tmp_path: Path) -> None:
    top = tarball(tmp_path, ABSENT)
    done = run(top / "gamebox-cli", "games")
    assert done.returncode == 0 and done.stdout.strip() == "gamebox-cli started with: games"
    done = run(top / "gamebox", GAMEBOX_SKIP_CHECK="1")
    assert done.returncode == 0 and done.stdout.startswith("gamebox started")


def test_works_through_a_link_from_elsewhere(tmp_path: Path) -> None:
    top = tarball(tmp_path, PRESENT)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "gamebox").symlink_to(top / "gamebox")
    done = run(tmp_path / "bin" / "gamebox")
    assert done.returncode == 0 and done.stdout.startswith("gamebox started")
