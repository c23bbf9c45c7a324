"""The window's status line: never runs past the window's edge.

A text too long for one line wraps onto a second at a word (a narrow window still reads the
whole of "Turn 2: use actions or end the Action phase. Eating: ..."); what a second line
cannot hold ends in an ellipsis and is shown whole in the tooltip. Once a width has needed two
lines the line keeps that height until the width changes or a new screen opens
(`fresh_height`), so the table above does not jump from turn to turn. A game's page keeps two
lines from its start (`fresh_height(text, MAX_LINES)`): the first long line had still moved the
whole table up and back. `text()` still gives the whole text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy

from ui.plain_text import LTR_MARK, visible

MAX_LINES = 2


def wrap_lines(metrics: QFontMetrics, text: str, room: int, max_lines: int = MAX_LINES) -> list[str]:
    """`text` in at most `max_lines` lines no wider than `room`, broken between words; the last
    line ends in an ellipsis when the rest does not fit."""
    lines: list[str] = []
    rest = text.strip()
    while rest and len(lines) < max_lines - 1 and metrics.horizontalAdvance(rest) > room:
        words = rest.split(" ")
        taken = 1
        while taken < len(words) and metrics.horizontalAdvance(" ".join(words[:taken + 1])) <= room:
            taken += 1
        if metrics.horizontalAdvance(words[0]) > room:
            break  # a single word wider than the line: leave it to the ellipsis
        lines.append(" ".join(words[:taken]))
        rest = " ".join(words[taken:])
    if rest:
        lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room))
    return lines


class StatusLine(QLabel):
    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._full = ""
        self._lines = 1  # the height kept for the current width
        self._least = 1  # the height this screen keeps whatever it says (`fresh_height`)
        self._width = -1
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

    def shown_lines(self) -> list[str]:
        """The lines on screen now (the whole text, wrapped and perhaps cut)."""
        return [visible(line) for line in QLabel.text(self).split("\n")]

    def fresh_height(self, text: str, lines: int = 1) -> None:
        """A new screen (a game opened, the box of games shown) says `text`: the line takes
        again the height that needs, and at least `lines` lines. A hint's second line had kept
        the box of games a line shorter for the rest of the session."""
        self._least = max(1, min(lines, MAX_LINES))
        self._lines, self._width = self._least, -1
        self.setText(text)
        self.updateGeometry()

    def _height(self) -> int:
        margins = self.contentsMargins()
        return self._lines * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().minimumSizeHint().width(), self._height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._show()

    def _show(self) -> None:
        room = max(0, self.contentsRect().width() - 2)
        if room < 20:  # not laid out yet
            super().setText(LTR_MARK + self._full)
            return
        lines = wrap_lines(self.fontMetrics(), self._full, room)
        kept = self._lines
        if room != self._width:
            self._width, self._lines = room, max(self._least, len(lines))  # an empty text keeps a line
        self._lines = max(self._lines, len(lines))
        if self._lines != kept:
            self.updateGeometry()  # the status bar takes the height, or gives it back
        shown = "\n".join(LTR_MARK + line for line in lines)  # each line reads left to right, even one a Hebrew name starts
        super().setText(shown)
        whole = " ".join(" ".join(lines).split()) == " ".join(self._full.split())
        self.setToolTip("" if whole else self._full)
