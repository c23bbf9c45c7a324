"""The words on a Gorilla card stay on the card at every card size: on a small card "others draw
1" ran over both edges of the Panther, its first and last letters cut by the card's edge; and
they keep clear of its frame (squeezed to the last 2 pixels, a letter met the rounded corner)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from ui.gorilla.art import SPECIAL_NOTE, fit_text

MARGIN = 40


def ink_outside(text: str, width: float, pixel_size: float) -> int:
    """Pixels `fit_text` paints in the outer 5% (2 pixels at least) of a line `width` wide, or
    beyond them (the card's frame is drawn there)."""
    edge = max(2, int(width * 0.05))
    image = QImage(int(width) + 2 * MARGIN, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    fit_text(painter, QRectF(MARGIN, 5, width, 30), text, QColor("#000000"), pixel_size, bold=True)
    painter.end()
    return sum(1 for y in range(image.height()) for x in [*range(MARGIN + edge), *range(MARGIN + int(width) - edge, image.width())]
               if image.pixelColor(x, y).alpha() > 0)


@pytest.mark.parametrize("text", [*SPECIAL_NOTE.values(), "Crocodile", "GORILLA", "goes on any card"])
@pytest.mark.parametrize("width", [56.0, 70.0, 84.0, 120.0])  # the cards are 84 wide at 100%
def test_a_cards_words_stay_within_its_width(qtbot: Any, text: str, width: float) -> None:
    assert ink_outside(text, width, width / 0.7 * 0.12) == 0
