"""One visual language across the box: colours, sizes, timings."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

LEGAL = QColor("#2fbf71")  # "legal here", the same everywhere
LEGAL_FILL = QColor(47, 191, 113, 60)
REFUSED = QColor("#e0533d")
SELECTED = QColor("#ffb000")
SHADOW = QColor(0, 0, 0, 70)
CARD_RADIUS = 8.0
BASE_CARD = QSizeF(84.0, 120.0)

# Player colours (the review graph's lines, which also differ by the shape of their marks)
PLAYER_COLOURS = (QColor("#d64541"), QColor("#3a7bd5"), QColor("#e6b422"), QColor("#3aa655"), QColor("#8e5bc9"))


def seat_colour(seat: int) -> QColor:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


@dataclass(frozen=True)
class TablePalette:
    background: QColor
    felt_line: QColor
    text: QColor
    muted: QColor


def palette(theme: str, base: str = "#2e6b4f") -> TablePalette:
    """A calm table: `base` is the game's felt colour; dark theme darkens it."""
    felt = QColor(base)
    if theme == "dark":
        felt = felt.darker(180)
        return TablePalette(felt, felt.lighter(130), QColor("#eeeeee"), QColor("#aaaaaa"))
    return TablePalette(felt, felt.lighter(120), QColor("#fdfdf8"), QColor("#d8e6dc"))


def duration(base_ms: int, speed: float) -> int:
    """Animation time scaled by the speed setting (0 = instant)."""
    return max(0, int(base_ms * speed))
