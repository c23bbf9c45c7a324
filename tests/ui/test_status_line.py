"""The status line never runs past the window's edge: a long text ends in an ellipsis and is
whole in the tooltip (and in text())."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QLabel

from tests.ui.play import open_window


def test_a_long_status_text_is_elided_not_cut(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1024, 700))
    long = " and ".join(f"Maximiliana Rosalind Petrovskaya-Smith {n}" for n in range(1, 5)) + " won"
    window.status.setText(long)
    qtbot.wait(10)
    shown = QLabel.text(window.status)
    assert shown != long and shown.endswith("\u2026") and shown.startswith("Maximiliana Rosalind")
    assert window.status.fontMetrics().horizontalAdvance(shown) <= window.status.contentsRect().width()
    assert window.status.text() == long and window.status.toolTip() == long
    assert window.width() == 1024
    window.status.setText("Your turn")
    assert QLabel.text(window.status) == "Your turn" and window.status.toolTip() == ""
