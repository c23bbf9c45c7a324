"""The window's status line: one line that never runs past the window's edge.

A text too long for the width (a result naming several long player names) ends in an
ellipsis and is shown whole in the tooltip; `text()` still gives the whole text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy


class StatusLine(QLabel):
    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._full = ""
        # the label takes the width the status bar gives it; it never widens the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player named "<s>Bob</s>" reads as typed
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._show()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._show()

    def _show(self) -> None:
        room = max(0, self.contentsRect().width() - 2)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room) if room else self._full
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
