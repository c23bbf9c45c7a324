"""Goritaire card art, drawn with QPainter: a gorilla glyph (G) and a banana glyph (B).

Colour is never the only cue: every face also carries its letter, a Gorilla its level badge
and a Plant a leaf with the word "Plant".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from gamebox.games.goritaire.state import SLEEPING
from ui.table.painting import draw_text, paint_card_back, paint_card_body

FacePainter = Callable[[QPainter, QRectF], None]

GORILLA_CARD = QColor("#f3e6cf")
GORILLA_FUR = QColor("#4a3a33")
GORILLA_FACE = QColor("#b88d6a")
BANANA_CARD = QColor("#fff5c2")
BANANA_FILL = QColor("#f2c230")
BANANA_EDGE = QColor("#9c6f12")
LEAF = QColor("#3f9a4a")
EATS_BADGE = QColor("#cfe8c3")
INK = QColor("#2b2118")
BACK = QColor("#6b4a2e")


def paint_gorilla(painter: QPainter, box: QRectF) -> None:
    """A seated gorilla: round head with a pale face, broad shoulders, long arms."""
    w, h = box.width(), box.height()
    cx = box.center().x()
    painter.setPen(QPen(GORILLA_FUR.darker(130), max(1.0, w * 0.02)))
    painter.setBrush(GORILLA_FUR)
    body = QPainterPath()
    body.moveTo(cx - w * 0.42, box.bottom())
    body.cubicTo(cx - w * 0.48, box.top() + h * 0.45, cx - w * 0.2, box.top() + h * 0.36, cx, box.top() + h * 0.38)
    body.cubicTo(cx + w * 0.2, box.top() + h * 0.36, cx + w * 0.48, box.top() + h * 0.45, cx + w * 0.42, box.bottom())
    body.closeSubpath()
    painter.drawPath(body)
    head = QRectF(cx - w * 0.22, box.top() + h * 0.06, w * 0.44, h * 0.42)
    painter.drawEllipse(head)
    for dx in (-1, 1):  # ears
        painter.drawEllipse(QPointF(cx + dx * w * 0.22, head.center().y()), w * 0.06, h * 0.06)
    painter.setBrush(GORILLA_FACE)
    painter.setPen(Qt.PenStyle.NoPen)
    face = QRectF(cx - w * 0.15, head.top() + h * 0.14, w * 0.3, h * 0.24)
    painter.drawEllipse(face)
    painter.setBrush(INK)
    for dx in (-1, 1):
        painter.drawEllipse(QPointF(cx + dx * w * 0.065, face.top() + h * 0.07), w * 0.025, w * 0.025)
    painter.drawEllipse(QPointF(cx - w * 0.03, face.top() + h * 0.15), w * 0.015, w * 0.012)
    painter.drawEllipse(QPointF(cx + w * 0.03, face.top() + h * 0.15), w * 0.015, w * 0.012)
    painter.setBrush(GORILLA_FACE.lighter(115))  # chest
    painter.drawEllipse(QRectF(cx - w * 0.16, box.top() + h * 0.58, w * 0.32, h * 0.34))


def paint_banana(painter: QPainter, box: QRectF) -> None:
    """A curved banana with a dark stem."""
    w, h = box.width(), box.height()
    path = QPainterPath()
    path.moveTo(box.left() + w * 0.15, box.top() + h * 0.2)
    path.cubicTo(box.left() + w * 0.1, box.top() + h * 0.85, box.left() + w * 0.7, box.top() + h * 0.98,
                 box.right() - w * 0.05, box.top() + h * 0.55)
    path.cubicTo(box.left() + w * 0.62, box.top() + h * 0.75, box.left() + w * 0.3, box.top() + h * 0.6,
                 box.left() + w * 0.28, box.top() + h * 0.15)
    path.closeSubpath()
    painter.setPen(QPen(BANANA_EDGE, max(1.0, w * 0.03)))
    painter.setBrush(BANANA_FILL)
    painter.drawPath(path)
    # a ridge along the body and a brown tip at the far end: a plain yellow crescent read as a moon
    ridge = QPainterPath()
    ridge.moveTo(box.left() + w * 0.22, box.top() + h * 0.3)
    ridge.cubicTo(box.left() + w * 0.24, box.top() + h * 0.78, box.left() + w * 0.62, box.top() + h * 0.84,
                  box.right() - w * 0.14, box.top() + h * 0.62)
    painter.setPen(QPen(BANANA_EDGE, max(0.8, w * 0.025), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(ridge)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BANANA_EDGE.darker(160))
    tip = max(1.5, w * 0.07)
    painter.drawEllipse(QPointF(box.right() - w * 0.07, box.top() + h * 0.56), tip, tip)
    painter.setPen(QPen(BANANA_EDGE.darker(150), max(1.5, w * 0.06), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(box.left() + w * 0.2, box.top() + h * 0.18),
                     QPointF(box.left() + w * 0.24, box.top() + h * 0.05))


def paint_leaf(painter: QPainter, box: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(box.left(), box.bottom())
    path.cubicTo(box.left(), box.top(), box.right(), box.top(), box.right(), box.top())
    path.cubicTo(box.right(), box.bottom(), box.left(), box.bottom(), box.left(), box.bottom())
    painter.setPen(QPen(LEAF.darker(140), 1.0))
    painter.setBrush(LEAF)
    painter.drawPath(path)


def paint_eats_badge(painter: QPainter, rect: QRectF) -> None:
    """A small round badge with a banana: this Gorilla eats at the end of the turn (R8)."""
    painter.setPen(QPen(LEAF.darker(140), 1.2))
    painter.setBrush(EATS_BADGE)  # leaf green, so the banana stands out as fruit, not a moon
    painter.drawEllipse(rect)
    paint_banana(painter, rect.adjusted(rect.width() * 0.18, rect.height() * 0.12, -rect.width() * 0.12,
                                        -rect.height() * 0.18))


def card_face(card: str, level: int = 0, plant: bool = False, eats: bool = False) -> FacePainter:
    """The face of a Gorilla ("G"/"S") or Banana ("B"); level > 0 adds the level badge, `eats`
    the badge of a Gorilla that is fed at the end of the turn."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        gorilla = card != "B"
        paint_card_body(painter, rect, GORILLA_CARD if gorilla else BANANA_CARD)
        glyph = QRectF(rect.left() + w * 0.14, rect.top() + h * 0.2, w * 0.72, h * 0.52)
        (paint_gorilla if gorilla else paint_banana)(painter, glyph)
        letter = "G" if gorilla else "B"
        draw_text(painter, QRectF(rect.left() + 3, rect.top() + 1, w * 0.4, h * 0.24), letter, INK, h * 0.2,
                  bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        bottom = QRectF(rect.left() + 2, rect.bottom() - h * 0.27, w - 4, h * 0.25)
        if gorilla and level and card == SLEEPING:
            paint_upright_level(painter, rect, level)
        elif gorilla and level:
            badge = QRectF(bottom.right() - bottom.height() * 1.45, bottom.top(), bottom.height() * 1.45,
                           bottom.height())
            painter.setPen(QPen(INK, 1.0))
            painter.setBrush(QColor("#fdfdf8"))
            painter.drawRoundedRect(badge, 5, 5)
            draw_text(painter, badge, f"L{level}", INK, h * 0.2, bold=True)
        if gorilla and eats:
            side = min(w, h) * 0.34
            paint_eats_badge(painter, QRectF(rect.right() - side - 3, rect.top() + 3, side, side))
        if not gorilla and plant:  # a leaf (no word: the shape is the cue, the tooltip says it)
            paint_leaf(painter, QRectF(bottom.left() + 2, bottom.top(), bottom.height() * 1.3, bottom.height()))

    return paint


def paint_upright_level(painter: QPainter, rect: QRectF, level: int) -> None:
    """A sleeping Gorilla's level, larger and turned back a quarter: the card lies on its side
    (drawn smaller, turned a quarter), and its badge read "L2" sideways at a few pixels, while
    the player picks who pays by level."""
    side = rect.width() * 0.62
    badge = QRectF(rect.right() - side - 2, rect.bottom() - side - 2, side, side)
    painter.save()
    painter.translate(badge.center())
    painter.rotate(-90)
    upright = QRectF(-side / 2, -side / 2, side, side)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#fdfdf8"))
    painter.drawRoundedRect(upright, 6, 6)
    draw_text(painter, upright, f"L{level}", INK, side * 0.5, bold=True)
    painter.restore()


def card_back(painter: QPainter, rect: QRectF) -> None:
    """The lattice with a jungle leaf: neither a Gorilla nor a Banana, which would seem to tell
    what lies face down (and no letters: "GB" meant nothing to a player)."""
    paint_card_back(painter, rect, BACK, "")
    side = min(rect.width(), rect.height()) * 0.45
    paint_leaf(painter, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side))
