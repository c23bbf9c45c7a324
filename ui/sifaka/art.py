"""Sifaka art, drawn with QPainter: terrain boxes with palm trees, arrows and mangos, huts,
mango counters and pawns. Every colour also has a letter or shape (colour-blind players)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from gamebox.games.sifaka.deck import ALL_CARDS, LOCAL, Box, rotate_local
from ui.table.painting import draw_shape, draw_text

BOX = 48.0  # scene units per box
GRASS = QColor("#cfe0a4")
GRASS_DARK = QColor("#b7cd86")
SAND = QColor("#eadcb8")
TRUNK = QColor("#8a5a2b")
LEAF = QColor("#2f8f46")
ARROW = QColor("#e2791b")
MANGO = {"g": QColor("#4caf50"), "y": QColor("#f2c12e"), "r": QColor("#e0443a")}
MANGO_LETTER = {"g": "G", "y": "Y", "r": "R"}
MANGO_SHAPE = {"r": "circle", "y": "triangle", "g": "diamond"}  # as every colour is shaped in the box
PAWN = {"red": QColor("#d64541"), "blue": QColor("#3a7bd5"), "yellow": QColor("#e6b422"), "green": QColor("#3aa655")}
PAWN_LETTER = {"red": "R", "blue": "B", "yellow": "Y", "green": "G"}
HUT_OWNER = {"H1": "red", "H2": "blue", "H3": "yellow", "H4": "green"}


def draw_palm(painter: QPainter, base: QPointF, height: float) -> None:
    """One palm tree standing on `base`: a curved trunk and five leaves."""
    top = QPointF(base.x() + height * 0.12, base.y() - height)
    trunk = QPainterPath(base)
    trunk.quadTo(QPointF(base.x() - height * 0.15, base.y() - height * 0.5), top)
    painter.setPen(QPen(TRUNK, max(1.5, height * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(trunk)
    painter.setPen(QPen(LEAF.darker(130), 0.8))
    painter.setBrush(LEAF)
    leaf = height * 0.42
    for angle in (-160, -120, -60, -20, -90):
        painter.save()
        painter.translate(top)
        painter.rotate(angle)
        painter.drawEllipse(QRectF(0, -leaf * 0.17, leaf, leaf * 0.34))
        painter.restore()


def draw_arrow(painter: QPainter, rect: QRectF, direction: int) -> None:
    """A bold arrow across the box pointing north/east/south/west (0-3)."""
    c = rect.center()
    s = rect.width()
    painter.save()
    painter.translate(c)
    painter.rotate(90 * direction)
    shape = QPolygonF([
        QPointF(0, -s * 0.36), QPointF(s * 0.26, -s * 0.08), QPointF(s * 0.1, -s * 0.08),
        QPointF(s * 0.1, s * 0.3), QPointF(-s * 0.1, s * 0.3), QPointF(-s * 0.1, -s * 0.08),
        QPointF(-s * 0.26, -s * 0.08),
    ])
    painter.setPen(QPen(QColor("#ffffff"), 1.6))
    painter.setBrush(ARROW)
    painter.drawPolygon(shape)
    painter.restore()


def draw_mango(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A mango fruit in its colour with its letter on it."""
    c = rect.center()
    w = rect.width()
    body = QRectF(c.x() - w * 0.26, c.y() - w * 0.2, w * 0.52, w * 0.4)
    painter.setPen(QPen(MANGO[colour].darker(150), 1.2))
    painter.setBrush(MANGO[colour])
    painter.drawEllipse(body)
    painter.setBrush(LEAF)
    painter.drawEllipse(QRectF(c.x() + w * 0.06, c.y() - w * 0.3, w * 0.2, w * 0.1))
    draw_text(painter, body.adjusted(-4, -3, 4, 3), MANGO_LETTER[colour].lower(), QColor("#1b1b1b"), max(w * 0.2, 13.0))


def draw_hut(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    c = rect.center()
    w = rect.width()
    painter.setPen(QPen(colour.darker(160), 1.2))
    painter.setBrush(QColor("#c8a46a"))
    painter.drawRect(QRectF(c.x() - w * 0.2, c.y() - w * 0.05, w * 0.4, w * 0.28))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF([QPointF(c.x() - w * 0.3, c.y() - w * 0.03), QPointF(c.x(), c.y() - w * 0.32),
                                   QPointF(c.x() + w * 0.3, c.y() - w * 0.03)]))


def paint_box(painter: QPainter, rect: QRectF, box: Box, hut_colour: QColor | None = None) -> None:
    """One box: grass (sand for a blank trap), then its arrow, mango or hut, then its palms."""
    painter.setPen(QPen(GRASS_DARK, 1.0))
    painter.setBrush(SAND if box.blank else GRASS)
    painter.drawRect(rect)
    if box.blank:
        painter.setPen(QPen(QColor("#b49a66"), 1.2, Qt.PenStyle.DotLine))
        inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
        return
    w = rect.width()
    marked = box.arrow is not None or box.mango is not None or box.hut
    if marked:
        side = w * 0.7
        mark = QRectF(rect.center().x() - side / 2, rect.top() + w * 0.02, side, side)
        if box.arrow is not None:
            draw_arrow(painter, mark, box.arrow)
        elif box.mango is not None:
            draw_mango(painter, mark, box.mango)
        else:
            draw_hut(painter, mark, hut_colour or QColor("#777777"))
        size = w * 0.3
        for i in range(box.palms):  # a row of small palms along the bottom
            draw_palm(painter, QPointF(rect.left() + w * (0.2 + 0.3 * i), rect.bottom() - w * 0.03), size)
        return
    count = box.palms
    size = w * 0.5
    for i in range(count):
        x = rect.left() + w * (i + 0.5) / count - size * 0.05
        draw_palm(painter, QPointF(x, rect.bottom() - w * 0.12 - (i % 2) * w * 0.06), size)


def box_rect(rect: QRectF, col: int, row: int) -> QRectF:
    w, h = rect.width() / 2, rect.height() / 2
    return QRectF(rect.left() + col * w, rect.top() + row * h, w, h)


def paint_card(painter: QPainter, rect: QRectF, card_id: str, rotation: int) -> None:
    """A whole card turned clockwise by `rotation` degrees: boxes move, arrows turn."""
    card = ALL_CARDS()[card_id]
    quarter = rotation // 90
    hut = PAWN.get(HUT_OWNER.get(card_id, ""), None)
    for (col, row), box in zip(LOCAL, card.boxes):
        c, r = rotate_local(col, row, quarter)
        paint_box(painter, box_rect(rect, c, r), box.turned(quarter), hut)
    painter.setPen(QPen(QColor("#6d8a4a"), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(0.75, 0.75, -0.75, -0.75), 7, 7)


def paint_counter(painter: QPainter, rect: QRectF, colour: str, value: int) -> None:
    """A round mango counter: its colour, its shape as a badge and its letter; the value only
    when it is known (value 0 = hidden)."""
    painter.setPen(QPen(MANGO[colour].darker(170), 1.4))
    painter.setBrush(QColor("#fdf6e3"))
    painter.drawEllipse(rect)
    inner = rect.adjusted(rect.width() * 0.12, rect.height() * 0.12, -rect.width() * 0.12, -rect.height() * 0.12)
    painter.setBrush(MANGO[colour])
    painter.drawEllipse(inner)
    text = str(value) if value else MANGO_LETTER[colour]
    draw_text(painter, inner, text, QColor("#1b1b1b"), max(rect.height() * 0.5, 13.0), bold=True)
    badge = QRectF(rect.right() - rect.width() * 0.34, rect.top() - rect.height() * 0.04,
                   rect.width() * 0.34, rect.height() * 0.34)
    draw_shape(painter, MANGO_SHAPE[colour], badge, MANGO[colour].lighter(120), QColor("#333333"))


def paint_pawn(painter: QPainter, rect: QRectF, colour_name: str, facing: int, label: str) -> None:
    """A pawn drawn around the box it stands on, so the palm trees, the arrow and a counter in
    the box stay in sight: a thick ring in the player's colour, a pointed tab on the side it
    faces, and a chip with its mark in the top-left corner (no chip for an empty mark: the
    viewer's own pawn is the one without a mark)."""
    colour = PAWN[colour_name]
    outline = QPen(QColor("#1d1d1d"), 1.6)
    ring = rect.adjusted(2.5, 2.5, -2.5, -2.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#1d1d1d"), 7.0))
    painter.drawRoundedRect(ring, 7, 7)
    painter.setPen(QPen(colour, 4.5))
    painter.drawRoundedRect(ring, 7, 7)
    c = rect.center()
    half = rect.width() / 2
    if facing >= 0:  # the tab: a triangle just outside the side the pawn faces
        painter.save()
        painter.translate(c)
        painter.rotate(90 * facing)
        tab = QPolygonF([QPointF(-half * 0.42, -half + 1), QPointF(0, -half - half * 0.5),
                         QPointF(half * 0.42, -half + 1)])
        painter.setPen(outline)
        painter.setBrush(colour)
        painter.drawPolygon(tab)
        painter.restore()
    if not label:
        return
    side = rect.width() * 0.42
    # one character in a round chip; two ("P1", "C2") in a pill as tall, wide enough for both
    chip = QRectF(rect.left() - 4, rect.top() - 4, side * (1.0 if len(label) < 2 else 1.6), side)
    painter.setPen(outline)
    painter.setBrush(colour.darker(115))
    painter.drawRoundedRect(chip, side / 2, side / 2)
    draw_text(painter, chip, label, QColor("#ffffff"), max(side * 0.68, 13.0), bold=True)
