"""Girafferaffe card faces, backs and apples, drawn with QPainter.

Each colour also has a letter and a shape (red circle, blue square, yellow triangle, green
diamond), so colour is never the only signal. A Copy card shows "=".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from ui.table.painting import draw_shape, draw_text, paint_card_back, paint_card_body

COLOUR_FILLS = {
    "R": QColor("#d64541"),
    "B": QColor("#3a7bd5"),
    "Y": QColor("#d9a514"),
    "G": QColor("#3aa655"),
    "=": QColor("#8e5bc9"),
}
COLOUR_SHAPES = {"R": "circle", "B": "square", "Y": "triangle", "G": "diamond", "=": "hexagon"}
COLOUR_WORDS = {"R": "red", "B": "blue", "Y": "yellow", "G": "green", "=": "copy"}
CARD_FILL = QColor("#fffaf0")
BACK_FILL = QColor("#b5651d")
APPLE = QColor("#cf3b2f")
ROTTEN = QColor("#6b5b2a")

Painter = Callable[[QPainter, QRectF], None]


def _spots(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A few giraffe patches in the card's background."""
    painter.setPen(Qt.PenStyle.NoPen)
    tint = QColor(colour)
    tint.setAlpha(28)
    painter.setBrush(QBrush(tint))
    w, h = rect.width(), rect.height()
    for fx, fy, fr in ((0.18, 0.62, 0.13), (0.8, 0.3, 0.11), (0.72, 0.78, 0.15), (0.3, 0.9, 0.08)):
        r = fr * w
        painter.drawEllipse(QPointF(rect.left() + fx * w, rect.top() + fy * h), r * 1.1, r)


def card_face(text: str) -> Painter:
    """The face painter for a card text ("R7", "=")."""
    letter = text[0] if text != "=" else "="
    fill = COLOUR_FILLS.get(letter, QColor("#777777"))
    rank = text[1:] if letter != "=" else "="

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_card_body(painter, rect, CARD_FILL, fill.darker(130))
        _spots(painter, rect, fill)
        w, h = rect.width(), rect.height()
        band = QRectF(rect.left(), rect.bottom() - h * 0.13, w, h * 0.13)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRect(band)
        # corner index: rank over letter + shape
        corner = QRectF(rect.left() + w * 0.05, rect.top() + h * 0.03, w * 0.38, h * 0.2)
        draw_text(painter, corner, rank, fill.darker(120), h * 0.17, bold=True,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        shape_rect = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.22, w * 0.16, w * 0.16)
        draw_shape(painter, COLOUR_SHAPES.get(letter, "circle"), shape_rect, fill)
        # centre: big rank on a shape
        centre = QRectF(rect.center().x() - w * 0.3, rect.center().y() - w * 0.3, w * 0.6, w * 0.6)
        light = QColor(fill)
        light.setAlpha(60)
        draw_shape(painter, COLOUR_SHAPES.get(letter, "circle"), centre, light, fill)
        draw_text(painter, centre, rank, fill.darker(140), h * (0.3 if len(rank) < 2 else 0.25), bold=True)
        word = "COPY" if letter == "=" else f"{letter} {COLOUR_WORDS[letter]}"
        draw_text(painter, band, word, QColor("#ffffff"), h * 0.08, bold=True)

    return paint


def card_back(painter: QPainter, rect: QRectF) -> None:
    paint_card_back(painter, rect, BACK_FILL, "G")


def paint_apple(painter: QPainter, rect: QRectF, colour: QColor = APPLE) -> None:
    """An apple: a round body with a dimple, a stem and a leaf."""
    w, h = rect.width(), rect.height()
    body = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.2, w * 0.88, h * 0.8)
    painter.setPen(QPen(colour.darker(150), 1.0))
    painter.setBrush(colour)
    painter.drawEllipse(body)
    shine = QColor(255, 255, 255, 90)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shine)
    painter.drawEllipse(QRectF(body.left() + w * 0.16, body.top() + h * 0.14, w * 0.18, h * 0.22))
    cx = rect.center().x()
    painter.setPen(QPen(QColor("#5b3a1a"), max(1.5, w * 0.08)))
    painter.drawLine(QPointF(cx, body.top() + h * 0.08), QPointF(cx + w * 0.06, rect.top()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#3aa655"))
    painter.drawEllipse(QRectF(cx + w * 0.06, rect.top(), w * 0.3, h * 0.16))
    if colour == ROTTEN:  # not by colour alone: a rotten apple is crossed out
        painter.setPen(QPen(QColor("#f3e9c6"), max(1.5, w * 0.09)))
        inner = body.adjusted(w * 0.22, h * 0.2, -w * 0.22, -h * 0.14)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
