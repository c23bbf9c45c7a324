"""QPainter helpers every game's art uses: card bodies, shapes, centred text.

Every text a table paints goes through `draw_text`, the one place where its size on screen
can be measured: inside `measure_text()` each call records the text and its height in screen
pixels (tests/ui/test_text_size.py checks it at a 1024x700 window).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ui.table.theme import CARD_RADIUS

SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
# The smallest text a table paints, in table units: every table is laid out on a logical
# 1280x820 table that a 1024x700 window shows at about 0.64, so this is 11 px on screen there.
READABLE_PX = 18.0


@lru_cache(maxsize=1024)
def text_width(text: str, pixel_size: float, bold: bool = False) -> float:
    """How wide `text` is at that size (to choose a shorter word, or none, where it won't fit);
    cached, as cards ask it on every paint."""
    font = QFont()
    font.setPixelSize(max(6, int(pixel_size)))
    font.setBold(bold)
    return QFontMetricsF(font).horizontalAdvance(text)


def card_path(rect: QRectF, radius: float = CARD_RADIUS) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_card_body(painter: QPainter, rect: QRectF, fill: QColor, border: QColor | None = None) -> None:
    """A rounded card face with a thin border."""
    painter.setPen(QPen(border or fill.darker(150), 1.2))
    painter.setBrush(QBrush(fill))
    painter.drawPath(card_path(rect))


def paint_card_back(painter: QPainter, rect: QRectF, colour: QColor, mark: str = "") -> None:
    """A generic patterned back: diagonal lattice, and `mark` (a word) when one is given; the
    games draw their own emblem over it."""
    paint_card_body(painter, rect, colour)
    painter.save()
    painter.setClipPath(card_path(rect.adjusted(5, 5, -5, -5), CARD_RADIUS - 3))
    painter.setPen(QPen(colour.lighter(135), 1.5))
    step = 12.0
    x = rect.left() - rect.height()
    while x < rect.right():
        painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        painter.drawLine(QPointF(x, rect.top()), QPointF(x + rect.height(), rect.bottom()))
        x += step
    painter.restore()
    painter.setPen(QPen(colour.lighter(160), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), CARD_RADIUS - 3, CARD_RADIUS - 3)
    size = max(READABLE_PX, rect.height() * 0.16)
    if text_width(mark, size, bold=True) <= rect.width() - 12:  # a small back shows the lattice only
        draw_text(painter, rect, mark, QColor("#ffffff"), size, bold=True)


@dataclass(frozen=True)
class PaintedText:
    """One text as painted: its font's pixel size where it was drawn and on the screen (the
    em height times the painter's vertical scale: the view's zoom, any item scaling)."""

    text: str
    pixel_size: int
    screen_height: float
    clipped: bool = False  # the text needs more room than its rectangle: the painter cuts it
    elided: bool = False  # too long for its rectangle: shown with an ellipsis in the middle


_MEASURING: list[list[PaintedText]] = []


@contextmanager
def measure_text() -> Iterator[list[PaintedText]]:
    """Collect every text `draw_text` paints until the block ends."""
    found: list[PaintedText] = []
    _MEASURING.append(found)
    try:
        yield found
    finally:
        _MEASURING.remove(found)


def screen_scale(painter: QPainter) -> float:
    """How long one vertical unit of the painter's coordinates is on the device."""
    t = painter.combinedTransform()
    return math.hypot(t.m21(), t.m22())


def draw_text(painter: QPainter, rect: QRectF, text: str, colour: QColor, pixel_size: float,
              bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    """One line of text in `rect`. A line too long for its rectangle (a very long player name)
    loses its middle to an ellipsis instead of being cut at the edge: both ends stay readable
    ("Maximiliana Ro…: 3 cards")."""
    font = QFont()
    size = max(6, int(pixel_size))
    font.setPixelSize(size)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(colour)
    shown = text
    if "\n" not in text and text_width(text, size, bold) > rect.width():  # cached: this runs on every paint
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideMiddle, rect.width())
    painter.drawText(rect, int(align), shown)
    _note_painted(painter, font, rect, int(align), text, shown)


def draw_wrapped(painter: QPainter, rect: QRectF, text: str, colour: QColor, pixel_size: float,
                 bold: bool = False, least: float = 14) -> None:
    """Lines of text centred in `rect`, wrapped at word breaks (between any two ideographs) and
    drawn smaller, down to `least`, until they fit: a long name never runs past the edges."""
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    font = QFont()
    font.setBold(bold)
    size = max(6, int(pixel_size))
    while True:
        font.setPixelSize(size)
        needed = QFontMetricsF(font).boundingRect(rect, flags, text)
        if size <= least or (needed.width() <= rect.width() and needed.height() <= rect.height()):
            break
        size = max(int(least), size - 2)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, flags, text)
    _note_painted(painter, font, rect, flags, text, text)


def _note_painted(painter: QPainter, font: QFont, rect: QRectF, flags: int, text: str, shown: str) -> None:
    """Tell the tests measuring painted text (`measure_text`) its size and whether it fitted."""
    if _MEASURING and text.strip():
        size = font.pixelSize()
        needed = QFontMetricsF(font).boundingRect(rect, flags, shown)
        # a line's height includes some room above the capitals: a little less still shows it all
        clipped = needed.width() > rect.width() + 0.5 or needed.height() > rect.height() + 0.15 * size
        painted = PaintedText(text, size, size * screen_scale(painter), clipped, elided=shown != text)
        for found in _MEASURING:
            found.append(painted)


def shape_polygon(kind: str, rect: QRectF) -> QPolygonF:
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if kind == "square":
        return QPolygonF([QPointF(c.x() - r * 0.8, c.y() - r * 0.8), QPointF(c.x() + r * 0.8, c.y() - r * 0.8),
                          QPointF(c.x() + r * 0.8, c.y() + r * 0.8), QPointF(c.x() - r * 0.8, c.y() + r * 0.8)])
    if kind == "triangle":
        return QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.9, c.y() + r * 0.75),
                          QPointF(c.x() - r * 0.9, c.y() + r * 0.75)])
    if kind == "diamond":
        return QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r * 0.75, c.y()),
                          QPointF(c.x(), c.y() + r), QPointF(c.x() - r * 0.75, c.y())])
    points, count = [], 5 if kind == "star" else 6 if kind == "hexagon" else 24
    inner = 0.45 if kind == "star" else 1.0
    for i in range(count * (2 if kind == "star" else 1)):
        radius = r if kind != "star" or i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / (count if kind == "star" else count / 2)
        points.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle)))
    return QPolygonF(points)


def draw_shape(painter: QPainter, kind: str, rect: QRectF, fill: QColor, outline: QColor | None = None) -> None:
    """A filled shape (circle, square, triangle, diamond, star, hexagon): the colour-blind cue."""
    painter.setPen(QPen(outline or fill.darker(160), 1.2))
    painter.setBrush(QBrush(fill))
    if kind == "circle":
        r = min(rect.width(), rect.height()) / 2
        painter.drawEllipse(rect.center(), r, r)
    else:
        painter.drawPolygon(shape_polygon(kind, rect))
