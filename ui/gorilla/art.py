"""Gorilla card art, drawn with QPainter: a bus in the card's colour with its letter and shape
(colour is never the only signal), the animal's name and a small drawn glyph."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from gamebox.games.gorilla.cards import ANIMALS, COLOURS, GORILLA0, JOKER
from ui.table.painting import draw_shape, draw_text, paint_card_back, paint_card_body

BUS_FILL = (QColor("#d8423a"), QColor("#2f6fd0"), QColor("#e9b81c"), QColor("#2f9e52"))
BUS_LETTER = ("R", "B", "Y", "G")
BUS_SHAPE = ("circle", "square", "triangle", "diamond")
INK = QColor("#2b2118")
PAPER = QColor("#fffaf0")
SPECIAL_NOTE = {"panther": "others draw 1", "monkey": "skip next", "elephant": "reverse"}

Painter = Callable[[QPainter, QRectF], None]


def paint_bus(painter: QPainter, rect: QRectF, colour: int) -> None:
    """A small side-view bus in the bus colour (its letter is drawn beside it, large enough to read)."""
    fill = BUS_FILL[colour]
    body = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.78)
    painter.setPen(QPen(fill.darker(170), 1.2))
    painter.setBrush(fill)
    painter.drawRoundedRect(body, rect.height() * 0.18, rect.height() * 0.18)
    painter.setBrush(QColor(255, 255, 255, 200))
    painter.setPen(Qt.PenStyle.NoPen)
    win_w = body.width() * 0.14
    for i in range(3):
        painter.drawRect(QRectF(body.left() + body.width() * (0.08 + i * 0.19), body.top() + body.height() * 0.16,
                                win_w, body.height() * 0.32))
    painter.setBrush(QColor("#222222"))
    r = rect.height() * 0.15
    for x in (0.24, 0.76):
        painter.drawEllipse(QPointF(rect.left() + rect.width() * x, body.bottom()), r, r)


def paint_glyph(painter: QPainter, rect: QRectF, animal: str, colour: QColor) -> None:
    """A simple drawn animal head: one face shape plus the animal's telling feature."""
    c = rect.center()
    r = min(rect.width(), rect.height()) * 0.3
    pen = QPen(INK, max(1.2, r * 0.08))
    painter.setPen(pen)
    if animal == "giraffe":  # long neck
        painter.setBrush(colour.lighter(150))
        painter.drawRect(QRectF(c.x() - r * 0.25, c.y() - r * 0.2, r * 0.5, r * 1.6))
        c = QPointF(c.x(), c.y() - r * 0.5)
        r *= 0.7
    if animal == "lion":  # mane
        painter.setBrush(QColor("#8a5a1c"))
        painter.drawEllipse(c, r * 1.5, r * 1.5)
    if animal == "elephant":  # ears
        painter.setBrush(QColor("#b8b8c0"))
        painter.drawEllipse(QPointF(c.x() - r, c.y()), r * 0.7, r * 0.9)
        painter.drawEllipse(QPointF(c.x() + r, c.y()), r * 0.7, r * 0.9)
    head = {"tiger": "#f0a040", "zebra": "#ffffff", "panther": "#3a3a3a", "crocodile": "#6aa84f",
            "hippo": "#a590b0", "parrot": "#e8503a", "monkey": "#9b6b43", "elephant": "#b8b8c0",
            "gorilla": "#444444", "lion": "#e8b04a", "giraffe": "#f2cf6e"}.get(animal, "#dddddd")
    painter.setBrush(QColor(head))
    if animal == "crocodile":  # long snout
        painter.drawRoundedRect(QRectF(c.x() - r * 1.4, c.y() - r * 0.45, r * 2.8, r * 0.9), r * 0.4, r * 0.4)
        painter.setPen(QPen(QColor("#ffffff"), pen.widthF()))
        for i in range(5):
            x = c.x() - r + i * r * 0.5
            painter.drawLine(QPointF(x, c.y()), QPointF(x + r * 0.2, c.y() + r * 0.2))
        painter.setPen(pen)
        painter.setBrush(INK)
        painter.drawEllipse(QPointF(c.x() + r * 0.9, c.y() - r * 0.2), r * 0.1, r * 0.1)
        return
    painter.drawEllipse(c, r, r)
    if animal in ("tiger", "zebra"):  # stripes
        painter.setPen(QPen(INK, r * 0.16))
        for dx in (-0.55, 0.0, 0.55):
            painter.drawLine(QPointF(c.x() + dx * r, c.y() - r * 0.95), QPointF(c.x() + dx * r * 0.7, c.y() - r * 0.45))
        painter.setPen(pen)
    if animal == "panther":  # yellow eyes stand out
        painter.setBrush(QColor("#f4d03f"))
    else:
        painter.setBrush(INK)
    for dx in (-0.38, 0.38):
        painter.drawEllipse(QPointF(c.x() + dx * r, c.y() - r * 0.15), r * 0.13, r * 0.13)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if animal == "parrot":  # hooked beak
        path = QPainterPath(QPointF(c.x() - r * 0.2, c.y() + r * 0.1))
        path.quadTo(QPointF(c.x() + r * 0.5, c.y()), QPointF(c.x() + r * 0.1, c.y() + r * 0.7))
        path.closeSubpath()
        painter.setBrush(QColor("#f5c542"))
        painter.drawPath(path)
    elif animal == "elephant":  # trunk
        painter.setPen(QPen(INK, r * 0.3))
        path = QPainterPath(QPointF(c.x(), c.y() + r * 0.2))
        path.quadTo(QPointF(c.x() - r * 0.1, c.y() + r * 1.3), QPointF(c.x() + r * 0.5, c.y() + r * 1.2))
        painter.drawPath(path)
    elif animal == "hippo":  # wide nostrils
        painter.setBrush(INK)
        for dx in (-0.3, 0.3):
            painter.drawEllipse(QPointF(c.x() + dx * r, c.y() + r * 0.45), r * 0.1, r * 0.08)
    elif animal in ("monkey", "gorilla"):  # face patch and ears
        painter.setBrush(QColor("#e8c9a0") if animal == "monkey" else QColor("#777777"))
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.35), r * 0.55, r * 0.42)
        painter.setBrush(QColor(head))
        for dx in (-1.05, 1.05):
            painter.drawEllipse(QPointF(c.x() + dx * r, c.y()), r * 0.25, r * 0.3)
    else:
        painter.drawArc(QRectF(c.x() - r * 0.35, c.y() + r * 0.1, r * 0.7, r * 0.45), 200 * 16, 140 * 16)


MIN_TEXT = 15.0  # logical pixels: about 12 on screen at the table's scale in a 1024x700 window
CAPTION_MARGIN = 0.06
MINI_BELOW = 100.0  # cards shorter than this (opponents' small cards) show no words


def fit_text(painter: QPainter, rect: QRectF, text: str, colour: QColor, pixel_size: float,
             bold: bool = False, shorter: str | None = None) -> None:
    """Centred text at `pixel_size` (not below MIN_TEXT while it fits); a text too wide for
    `rect` is narrowed (down to 0.6 of its width) rather than shrunk, so its height stays
    readable; `shorter` replaces it when even that does not fit, and a text that still does
    not fit is drawn smaller (on a small card "others draw 1" ran over both edges): nothing is
    cut off. It keeps a margin of its own inside `rect` (CAPTION_MARGIN of the width each side):
    squeezed to the card's very edges, "others draw 1" touched the frame and lost a letter
    to its rounded corner."""
    pad = max(2.0, rect.width() * CAPTION_MARGIN)
    rect = rect.adjusted(pad - 2, 0, 2 - pad, 0)  # the "- 4" below keeps 2 of it
    size = max(MIN_TEXT, pixel_size)
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if shorter is not None and width * 0.6 > rect.width() - 4:
        text, width = shorter, QFontMetricsF(font).horizontalAdvance(shorter)
    if width * 0.6 > rect.width() - 4 > 0:
        size = max(6.0, size * (rect.width() - 4) / (width * 0.6))
        font.setPixelSize(int(size))
        width = QFontMetricsF(font).horizontalAdvance(text)
    squeeze = min(1.0, max(0.6, (rect.width() - 4) / width)) if width > 0 else 1.0
    if squeeze >= 1.0:
        draw_text(painter, rect, text, colour, size, bold=bold)
        return
    painter.save()
    centre = rect.center()
    painter.translate(centre)
    painter.scale(squeeze, 1.0)
    wide = QRectF(-rect.width() / (2 * squeeze), -rect.height() / 2, rect.width() / squeeze, rect.height())
    draw_text(painter, wide, text, colour, size, bold=bold)
    painter.restore()


def _band(painter: QPainter, rect: QRectF, colour: int) -> None:
    """The top band: the bus colour's letter, a small bus and the colour's shape."""
    w, h = rect.width(), rect.height()
    band = QRectF(rect.left(), rect.top(), w, h * 0.27)
    painter.fillRect(band, BUS_FILL[colour].lighter(170))
    size = max(MIN_TEXT, h * 0.16)
    # on a small card the letter may reach a little below the band rather than lose its top
    letter = QRectF(rect.left() + 2, rect.top(), max(MIN_TEXT, w * 0.24), max(band.height(), size + 4))
    draw_text(painter, letter, BUS_LETTER[colour], BUS_FILL[colour].darker(150), size, bold=True)
    if w >= 70:
        paint_bus(painter, QRectF(rect.left() + w * 0.27, rect.top() + h * 0.07, w * 0.42, h * 0.14), colour)
    side = min(w * 0.22, band.height() * 0.7)
    draw_shape(painter, BUS_SHAPE[colour], QRectF(rect.right() - side - w * 0.05, band.center().y() - side / 2,
                                                  side, side), BUS_FILL[colour])


def _animal_face(card: int) -> Painter:
    colour, animal = card // 10, ANIMALS[card % 10]

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_card_body(painter, rect, PAPER, BUS_FILL[colour].darker(130))
        w, h = rect.width(), rect.height()
        _band(painter, rect, colour)
        if h < MINI_BELOW:
            paint_glyph(painter, QRectF(rect.left(), rect.top() + h * 0.3, w, h * 0.66), animal, BUS_FILL[colour])
            return
        paint_glyph(painter, QRectF(rect.left(), rect.top() + h * 0.28, w, h * 0.42), animal, BUS_FILL[colour])
        fit_text(painter, QRectF(rect.left(), rect.top() + h * 0.69, w, h * 0.15), animal.capitalize(), INK,
                 h * 0.13, bold=True)
        note = SPECIAL_NOTE.get(animal)
        if note:
            fit_text(painter, QRectF(rect.left(), rect.top() + h * 0.83, w, h * 0.15), note,
                     BUS_FILL[colour].darker(150), h * 0.12, bold=True)

    return paint


def _gorilla_face(card: int) -> Painter:
    colour = card - GORILLA0

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_card_body(painter, rect, QColor("#3b3430"), BUS_FILL[colour])
        w, h = rect.width(), rect.height()
        painter.setPen(QPen(BUS_FILL[colour], w * 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05), 6, 6)
        size = max(MIN_TEXT, h * 0.16)
        letter = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.04, max(MIN_TEXT, w * 0.24), max(h * 0.2, size + 4))
        draw_text(painter, letter, BUS_LETTER[colour], BUS_FILL[colour].lighter(130), size, bold=True)
        side = w * 0.2
        draw_shape(painter, BUS_SHAPE[colour], QRectF(rect.right() - side - w * 0.1, rect.top() + h * 0.07, side, side),
                   BUS_FILL[colour])
        if h < MINI_BELOW:
            paint_glyph(painter, QRectF(rect.left(), rect.top() + h * 0.28, w, h * 0.66), "gorilla", BUS_FILL[colour])
            return
        paint_glyph(painter, QRectF(rect.left(), rect.top() + h * 0.22, w, h * 0.46), "gorilla", BUS_FILL[colour])
        inner = w * 0.84  # inside the coloured frame
        fit_text(painter, QRectF(rect.left() + w * 0.08, rect.top() + h * 0.67, inner, h * 0.16), "GORILLA",
                 QColor("#ffffff"), h * 0.13, bold=True)
        fit_text(painter, QRectF(rect.left() + w * 0.08, rect.top() + h * 0.79, inner, h * 0.17), f"{COLOURS[colour]} bus",
                 BUS_FILL[colour].lighter(130), h * 0.12, bold=True, shorter=COLOURS[colour])

    return paint


def _joker_face(painter: QPainter, rect: QRectF) -> None:
    paint_card_body(painter, rect, PAPER, INK)
    w, h = rect.width(), rect.height()
    mini = h < MINI_BELOW
    for i, fill in enumerate(BUS_FILL):
        quarter = QRectF(rect.left() + w * 0.12 + (i % 2) * w * 0.38, rect.top() + h * (0.2 if mini else 0.16)
                         + (i // 2) * h * (0.36 if mini else 0.25), w * 0.38, h * (0.36 if mini else 0.25))
        painter.fillRect(quarter, fill)
        if not mini:
            draw_text(painter, quarter, BUS_LETTER[i], QColor("#ffffff"), max(MIN_TEXT, h * 0.13), bold=True)
    if mini:
        return
    draw_shape(painter, "star", QRectF(rect.center().x() - w * 0.08, rect.top() + h * 0.02, w * 0.16, w * 0.16), INK)
    fit_text(painter, QRectF(rect.left(), rect.top() + h * 0.67, w, h * 0.16), "JOKER", INK, h * 0.13, bold=True)
    fit_text(painter, QRectF(rect.left(), rect.top() + h * 0.82, w, h * 0.16), "goes on any card", INK, h * 0.12)


def card_face(card: int) -> Painter:
    if card == JOKER:
        return _joker_face
    if card >= GORILLA0:
        return _gorilla_face(card)
    return _animal_face(card)


def card_back(painter: QPainter, rect: QRectF) -> None:
    """The back: a lattice and a drawn gorilla head (no words, at any size)."""
    paint_card_back(painter, rect, QColor("#4a3b2a"), "")
    side = min(rect.width(), rect.height()) * 0.55
    paint_glyph(painter, QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side), "gorilla",
                QColor("#4a3b2a"))
