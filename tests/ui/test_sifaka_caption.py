"""The words beside Sifaka's card in hand ("Your card: drag it onto the table") are white and
pinned to the window's edge: zoomed in, they lay over the pale boxes of the board, hard to
read. They stand on a dark plate of their own."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from tests.ui.helpers import luminance
from ui.sifaka.items import Caption


def test_the_caption_reads_on_a_pale_board(qapp: Any) -> None:
    caption = Caption("Your card: drag it onto the table", 120)
    rect = caption.boundingRect()
    image = QImage(int(rect.width()) + 4, int(rect.height()) + 4, QImage.Format.Format_ARGB32)
    image.fill(QColor("#eef3d8"))  # a box's pale grass
    painter = QPainter(image)
    painter.translate(QPointF(2, 2) - rect.topLeft())
    caption.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    corner = image.pixelColor(int(rect.width()) - 2, int(rect.height()) // 2)  # right of the words, inside the plate
    assert luminance(corner) < 0.2, corner.name()
    assert caption.boundingRect().contains(QPointF(0, 0))
