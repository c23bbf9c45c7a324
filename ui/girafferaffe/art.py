"""Girafferaffe card faces, backs and apples, drawn with QPainter.

Each colour also has a shape (red circle, blue square, yellow triangle, green diamond), so
colour is never the only signal. A Copy card shows "="; on a tree it shows the card it copies
inside its purple frame, the rank it counts as in the corner too.
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
CARD_FILL = QColor("#fffaf0")
BACK_FILL = QColor("#b5651d")
APPLE = QColor("#cf3b2f")
ROTTEN = QColor("#6b5b2a")

Painter = Callable[[QPainter, QRectF], None]
MIN_TEXT = 14.0  # logical pixels: 11 on screen at a 1024x700 window (layout.py)


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


def card_face(text: str, copies: str = "") -> Painter:
    """The face painter for a card text ("R7", "="). A Copy lying on a tree shows the card it
    copies (`copies`, e.g. "R7"): that card's colour and rank inside the Copy's purple frame.
    Small print is left out rather than drawn too small to read (MIN_TEXT)."""
    letter = text[0] if text != "=" else "="
    shown = copies if letter == "=" and copies else text
    shown_letter = shown[0] if shown != "=" else "="
    fill = COLOUR_FILLS.get(shown_letter, QColor("#777777"))
    frame = COLOUR_FILLS["="] if letter == "=" else fill
    rank = shown[1:] if shown_letter != "=" else "="
    # a Copy on a tree shows the rank it counts as in its corner too (in its purple, inside its
    # purple frame): the play's next cards overlap its middle, and "=" alone hid what it counts as
    corner_text = "=" if letter == "=" and not copies else rank

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_card_body(painter, rect, CARD_FILL, frame.darker(130))
        _spots(painter, rect, fill)
        w, h = rect.width(), rect.height()
        band = QRectF(rect.left(), rect.bottom() - h * 0.1, w, h * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(frame)
        painter.drawRect(band)
        if letter == "=" and copies:  # a Copy's frame: a purple edge all round
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(frame, max(2.0, w * 0.06)))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        # corner index: rank (or "=") over the colour's shape
        size = h * 0.17
        if size >= MIN_TEXT:
            corner = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.02, w * 0.5, h * 0.2)
            draw_text(painter, corner, corner_text, frame.darker(120), size, bold=True,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        shape_rect = QRectF(rect.left() + w * 0.07, rect.top() + h * 0.21, w * 0.16, w * 0.16)
        draw_shape(painter, COLOUR_SHAPES.get(shown_letter, "circle"), shape_rect, fill)
        # centre: big rank on a shape
        centre = QRectF(rect.center().x() - w * 0.32, rect.center().y() - w * 0.28, w * 0.64, w * 0.64)
        light = QColor(fill)
        light.setAlpha(60)
        draw_shape(painter, COLOUR_SHAPES.get(shown_letter, "circle"), centre, light, fill)
        draw_text(painter, centre, rank, fill.darker(140), max(MIN_TEXT, h * (0.3 if len(rank) < 2 else 0.25)),
                  bold=True)

    return paint


def card_back(painter: QPainter, rect: QRectF) -> None:
    """The back: the shared lattice with a little apple tree in the middle (letters such as
    "GB" meant nothing to a player; a lone apple would read like one to take)."""
    paint_card_back(painter, rect, BACK_FILL, "")
    w = min(rect.width(), rect.height()) * 0.5
    c = rect.center()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#2b4f27"), max(1.0, w / 30)))
    painter.setBrush(QColor("#6b4423"))
    painter.drawRect(QRectF(c.x() - w * 0.08, c.y(), w * 0.16, w * 0.5))
    painter.setBrush(QColor("#3f7d3a"))
    painter.drawEllipse(QRectF(c.x() - w / 2, c.y() - w * 0.55, w, w * 0.7))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(APPLE)
    for dx, dy in ((-0.22, -0.25), (0.18, -0.32), (0.05, -0.08)):
        painter.drawEllipse(QPointF(c.x() + dx * w, c.y() + dy * w), w * 0.07, w * 0.07)
    painter.restore()


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
