"""At a fractional display scale (Windows' 125% and 150%) the tables and the Review graph leave
no trails: after animated moves and clicks, what the window shows equals a fresh drawing of it (tests/ui/scaled_paint.py
runs in its own process, because the scale must be set before Qt starts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.play import open_window

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("scale", ["1.25", "1.5"])
def test_animated_tables_leave_no_trails_at_a_fractional_scale(scale: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-m", "tests.ui.scaled_paint", scale], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["scale"] == float(scale)
    assert report["stale"] == {game: 0 for game in report["stale"]}
    assert len(report["stale"]) == 6


def test_a_whole_number_scale_repaints_only_what_changed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsView

    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    view = window.page.view
    assert view.devicePixelRatioF() == 1.0
    assert view.viewportUpdateMode() == QGraphicsView.ViewportUpdateMode.SmartViewportUpdate

