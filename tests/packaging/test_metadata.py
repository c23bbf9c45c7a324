"""Desktop entry, AppStream metainfo, .deb control, Inno script, workflow: well formed and consistent,
with the one version number taken from gamebox.__version__ everywhere."""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.helpers import PACKAGING, ROOT, load, version

LINUX = PACKAGING / "linux"
METAINFO = LINUX / "io.github.gamebox.GameBox.metainfo.xml.in"


def filled_metainfo(tmp_path: Path) -> Path:
    text = METAINFO.read_text().replace("@VERSION@", version()).replace("@DATE@", "2026-01-01")
    out = tmp_path / "io.github.gamebox.GameBox.metainfo.xml"
    out.write_text(text)
    return out


def test_desktop_entry_has_what_menus_need() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / "gamebox.desktop")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "gamebox"
    assert entry["Icon"] == "gamebox"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(LINUX / "gamebox.desktop")], check=False, capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_is_well_formed_and_points_at_the_desktop_entry(tmp_path: Path) -> None:
    root = ET.parse(filled_metainfo(tmp_path)).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.gamebox.GameBox"
    assert root.findtext("launchable") == "gamebox.desktop"
    assert root.findtext("provides/binary") == "gamebox"
    release = root.find("releases/release")
    assert release is not None and release.get("version") == version()


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates(tmp_path: Path) -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(filled_metainfo(tmp_path))],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_control_template_fields() -> None:
    text = (LINUX / "control.in").read_text()
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", text, re.MULTILINE))
    assert fields["Package"] == "gamebox"
    assert fields["Version"] == "@VERSION@"
    assert fields["Architecture"] == "amd64"
    assert fields["Depends"] == "@DEPENDS@"
    assert fields["Installed-Size"] == "@INSTALLED_SIZE@"


def test_depends_cover_gl_egl_fontconfig_and_a_font() -> None:
    deps = load("linux_deps").read_depends(LINUX / "depends.txt")
    flat = " ".join(deps)
    for pkg in ("libgl1", "libegl1", "libfontconfig1", "fonts-dejavu-core"):
        assert pkg in flat
    assert all("libc6" not in line for line in deps)  # added with a version by linux_deps.py


def test_no_packaging_file_hard_codes_the_version() -> None:
    v = re.escape(version())
    files = [p for p in PACKAGING.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += sorted((ROOT / ".github" / "workflows").glob("*.yml"))
    offenders = [
        str(p.relative_to(ROOT)) for p in files if re.search(rf"(?<![\d.]){v}(?![\d.])", p.read_text())
    ]
    assert offenders == []


def test_spec_parses_and_reads_the_version_from_gamebox() -> None:
    spec = (PACKAGING / "gamebox.spec").read_text()
    ast.parse(spec)
    line = next(li for li in spec.splitlines() if li.startswith("VERSION ="))
    pattern = re.search(r"re\.search\(r'(.+?)',", line)
    assert pattern is not None
    found = re.search(pattern.group(1), (ROOT / "gamebox" / "__init__.py").read_text(), re.MULTILINE)
    assert found is not None and found.group(1) == version()
    for needed in ("gamebox_main.py", "smoke_probe.py", "bundle_rules", "make_icons", "BUNDLE(", "COLLECT("):
        assert needed in spec


def test_entry_script_calls_the_gui_entry_point() -> None:
    text = (PACKAGING / "gamebox_main.py").read_text()
    assert "from ui.app import main" in text
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'gamebox = "ui.app:main"' in pyproject


def test_inno_script_takes_the_version_from_outside() -> None:
    text = (PACKAGING / "windows" / "gamebox.iss").read_text()
    assert "AppVersion={#AppVersion}" in text
    assert "#error" in text  # refuses to build without /DAppVersion
    assert re.search(r"^Name: \"\{group\}\\GameBox\"", text, re.MULTILINE)  # Start-menu entry
    assert "SetupIconFile={#IconFile}" in text and "UninstallDisplayIcon=" in text


def test_workflow_builds_each_os_from_the_same_spec_and_smoke_check() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    jobs = re.split(r"\n  (?=[a-z]+:\n)", text.split("\njobs:\n", 1)[1])
    by_name = {job.split(":", 1)[0].strip(): job for job in jobs}
    assert {"linux", "windows", "macos", "release"} <= set(by_name)
    assert "build_linux.sh" in by_name["linux"]  # which runs the spec and smoke_check.py
    for name in ("windows", "macos"):
        assert "packaging/gamebox.spec" in by_name[name]
        assert by_name[name].count("packaging/smoke_check.py") >= 2  # bundle and installed/packaged app
        assert "--platform offscreen" in by_name[name]
    assert "tags:" in text and "gamebox.__version__" in text
    build = (PACKAGING / "build_linux.sh").read_text()
    assert "packaging/gamebox.spec" in build and build.count("packaging/smoke_check.py") >= 2


def _library_rows() -> list[list[str]]:
    text = (LINUX / "system-libraries.txt").read_text()
    return [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def test_system_library_table_names_a_package_on_each_distribution() -> None:
    rows = _library_rows()
    assert rows and all(len(row) == 4 for row in rows), [row for row in rows if len(row) != 4]
    names = [row[0] for row in rows]
    assert len(names) == len(set(names)) and "font" in names


def test_every_deb_dependency_is_in_the_system_library_table() -> None:
    debian = {row[1] for row in _library_rows()}
    for line in load("linux_deps").read_depends(LINUX / "depends.txt"):
        first = line.split("|")[0].split("(")[0].strip()
        assert first in debian, f"{first} (depends.txt) is not in system-libraries.txt"


def test_licence_is_gpl3_or_later_everywhere() -> None:
    assert (ROOT / "LICENSE").read_text().lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert 'license = "GPL-3.0-or-later"' in (ROOT / "pyproject.toml").read_text()
    assert ET.parse(METAINFO).getroot().findtext("project_license") == "GPL-3.0-or-later"


def test_test_workflow_runs_the_suite_on_every_os_on_every_push() -> None:
    text = (ROOT / ".github" / "workflows" / "test.yml").read_text()
    assert re.search(r"^on:\n  push:", text, re.MULTILINE)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in text
    assert "QT_QPA_PLATFORM: offscreen" in text and "python -m pytest" in text
