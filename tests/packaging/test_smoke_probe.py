"""The frozen-app probe (packaging/smoke_probe.py) run unfrozen on a tiny window: it passes when text
renders, fails when there are no fonts, and stays asleep without GAMEBOX_SMOKE_REPORT."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.packaging.helpers import PACKAGING, ROOT

APP = """
import runpy, sys
runpy.run_path(sys.argv[1])
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
w = QMainWindow()
scene = QGraphicsScene(0, 0, 300, 200)
scene.addText("Girafferaffe")
w.setCentralWidget(QGraphicsView(scene))
w.setWindowTitle("GameBox - Girafferaffe (deal 1)")
w.statusBar().showMessage("Drag cards onto a tree")
w.resize(400, 300)
w.show()
sys.exit(app.exec())
"""


def run_probe(tmp_path: Path, extra_env: dict[str, str]) -> tuple[int, dict]:
    report = tmp_path / "report.json"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        GAMEBOX_SMOKE_REPORT=str(report),
        GAMEBOX_SMOKE_EXPECT_TITLE="girafferaffe",
        GAMEBOX_SMOKE_SETTLE_MS="50",
        **extra_env,
    )
    proc = subprocess.run(
        [sys.executable, "-c", APP, str(PACKAGING / "smoke_probe.py")],
        cwd=ROOT,
        env=env,
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return proc.returncode, json.loads(report.read_text())


def test_probe_passes_a_window_with_real_text(tmp_path: Path) -> None:
    code, report = run_probe(tmp_path, {})
    assert code == 0, report
    assert report["ok"], report["problems"]
    assert report["window_shown"] >= report["probe_started"]
    assert report["glyphs"]["distinct_glyph_images"] == report["glyphs"]["chars"]
    assert report["table_items"] == [1]
    assert report["text_widgets_with_ink"] >= 1
    assert Path(report["screenshot"]).exists()
    assert "icons/gamebox.svg" in report["resource_files"]  # read through importlib.resources


def test_probe_fails_when_no_font_can_be_found(tmp_path: Path) -> None:
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        f'<?xml version="1.0"?><fontconfig><dir>{tmp_path / "none"}</dir>'
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>"
    )
    _, report = run_probe(tmp_path, {"FONTCONFIG_FILE": str(conf)})
    assert not report["ok"]
    assert any("boxes or blanks" in p for p in report["problems"]), report["problems"]


def test_probe_reports_missing_modules(tmp_path: Path) -> None:
    _, report = run_probe(tmp_path, {"GAMEBOX_SMOKE_IMPORTS": "no_such_module_here"})
    assert not report["ok"]
    assert "no_such_module_here" in report["imports"]["failed"]


def test_probe_sleeps_without_its_variable() -> None:
    code = (
        "import os, runpy, sys; os.environ.pop('GAMEBOX_SMOKE_REPORT', None);"
        f"runpy.run_path({str(PACKAGING / 'smoke_probe.py')!r});"
        "print('PySide6.QtWidgets' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60
    ).stdout
    assert out.strip() == "False"
