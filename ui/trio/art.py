"""TRIO card art, drawn with QPainter: colour + colour letter + pattern + drawn symbol.

Colour is never the only signal: each colour has its letter and a background pattern
(red plain, yellow dots, green stripes, blue waves), and each symbol its own drawn shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from gamebox.games.trio.cards import COLOURS, SYMBOLS, colour_of, parse_card, symbol_of
from ui.table.painting import READABLE_PX, draw_text, paint_card_back, paint_card_body, text_width

Painter = Callable[[QPainter, QRectF], None]

INKS: dict[str, QColor] = {
    "red": QColor("#d0393b"),
    "yellow": QColor("#e9b418"),
    "green": QColor("#2f9a4c"),
    "blue": QColor("#2f63c8"),
}
TEXT_ON: dict[str, QColor] = {"red": QColor("#ffffff"), "yellow": QColor("#2b2200"),
                              "green": QColor("#ffffff"), "blue": QColor("#ffffff")}
PAPER = QColor("#fbf7ec")
BACK = QColor("#4b3f7a")
GOLD = QColor("#d9a826")
BAND = 28.0  # the coloured top band; it stays visible when cards overlap in a column
LABEL = 22.0  # the band's small symbol


def symbol_path(symbol: str, rect: QRectF) -> QPainterPath:
    """The outline of a symbol fitted in `rect`."""
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    if symbol == "sun":
        core = r * 0.52
        path.addEllipse(c, core, core)
        for i in range(8):
            a = i * math.pi / 4
            tip = QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))
            left = QPointF(c.x() + core * 1.15 * math.cos(a - 0.28), c.y() + core * 1.15 * math.sin(a - 0.28))
            right = QPointF(c.x() + core * 1.15 * math.cos(a + 0.28), c.y() + core * 1.15 * math.sin(a + 0.28))
            ray = QPainterPath(left)
            ray.lineTo(tip)
            ray.lineTo(right)
            ray.closeSubpath()
            path = path.united(ray)
    elif symbol == "moon":
        outer = QPainterPath()
        outer.addEllipse(c, r * 0.92, r * 0.92)
        bite = QPainterPath()
        bite.addEllipse(QPointF(c.x() + r * 0.42, c.y() - r * 0.18), r * 0.78, r * 0.78)
        path = outer.subtracted(bite)
    elif symbol == "star":
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.42
            a = -math.pi / 2 + i * math.pi / 5
            point = QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
    elif symbol == "leaf":
        top = QPointF(c.x() + r * 0.62, c.y() - r * 0.85)
        bottom = QPointF(c.x() - r * 0.62, c.y() + r * 0.85)
        path.moveTo(bottom)
        path.cubicTo(QPointF(c.x() - r * 1.15, c.y() - r * 0.2), QPointF(c.x() - r * 0.1, c.y() - r * 0.95), top)
        path.cubicTo(QPointF(c.x() + r * 1.15, c.y() + r * 0.2), QPointF(c.x() + r * 0.1, c.y() + r * 0.95), bottom)
        path.closeSubpath()
    else:  # drop
        tip = QPointF(c.x(), c.y() - r)
        path.moveTo(tip)
        path.cubicTo(QPointF(c.x() + r * 0.25, c.y() - r * 0.45), QPointF(c.x() + r * 0.78, c.y()),
                     QPointF(c.x() + r * 0.72, c.y() + r * 0.32))
        path.arcTo(QRectF(c.x() - r * 0.72, c.y() - r * 0.4, r * 1.44, r * 1.4), 0, -180)
        path.cubicTo(QPointF(c.x() - r * 0.78, c.y()), QPointF(c.x() - r * 0.25, c.y() - r * 0.45), tip)
        path.closeSubpath()
    return path


def draw_symbol(painter: QPainter, symbol: str, rect: QRectF, fill: QColor, outline: QColor) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(outline, max(1.0, rect.width() / 22)))
    painter.setBrush(QBrush(fill))
    painter.drawPath(symbol_path(symbol, rect))
    if symbol == "leaf":  # a vein, so the leaf reads at small sizes
        c, r = rect.center(), min(rect.width(), rect.height()) / 2
        painter.drawLine(QPointF(c.x() - r * 0.5, c.y() + r * 0.7), QPointF(c.x() + r * 0.5, c.y() - r * 0.7))
    painter.restore()


def paint_pattern(painter: QPainter, colour: str, rect: QRectF) -> None:
    """The colour's second cue: red plain, yellow dots, green stripes, blue waves."""
    ink = QColor(INKS[colour])
    ink.setAlpha(70)
    painter.save()
    painter.setClipRect(rect)
    painter.setPen(QPen(ink, 2.0))
    painter.setBrush(QBrush(ink))
    if colour == "yellow":
        y = rect.top() + 6
        row = 0
        while y < rect.bottom():
            x = rect.left() + 6 + (row % 2) * 7
            while x < rect.right():
                painter.drawEllipse(QPointF(x, y), 1.8, 1.8)
                x += 14
            y += 10
            row += 1
    elif colour == "green":
        x = rect.left() - rect.height()
        while x < rect.right():
            painter.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
            x += 10
    elif colour == "blue":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        y = rect.top() + 8
        while y < rect.bottom():
            wave = QPainterPath(QPointF(rect.left(), y))
            x = rect.left()
            while x < rect.right():
                wave.quadTo(QPointF(x + 5, y - 4), QPointF(x + 10, y))
                wave.quadTo(QPointF(x + 15, y + 4), QPointF(x + 20, y))
                x += 20
            painter.drawPath(wave)
            y += 12
    painter.restore()


def paint_face(painter: QPainter, rect: QRectF, colour: str, symbol: str) -> None:
    ink = INKS[colour]
    paint_card_body(painter, rect, PAPER, ink.darker(130))
    body = QRectF(rect.left() + 4, rect.top() + BAND + 2, rect.width() - 8, rect.height() - BAND - 6)
    paint_pattern(painter, colour, body)
    band = QRectF(rect.left(), rect.top(), rect.width(), BAND)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawRect(band)
    painter.restore()
    text = TEXT_ON[colour]
    # the band holds the symbol and the colour's letter: readable even in a crowded column,
    # where only the band of each card shows; the big symbol and the pattern fill the body
    small = QRectF(band.left() + 4, band.top() + 3, LABEL, LABEL)
    draw_symbol(painter, symbol, small, PAPER, text if colour == "yellow" else ink.darker(170))
    letter = QRectF(band.left() + LABEL + 6, band.top(), band.width() - LABEL - 10, BAND)
    if text_width(colour[0].upper(), READABLE_PX + 2, bold=True) <= letter.width():  # a narrow card: the symbol alone
        draw_text(painter, letter, colour[0].upper(), text, READABLE_PX + 2, bold=True,
                  align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    size = min(body.width(), body.height()) * 0.72
    big = QRectF(body.center().x() - size / 2, body.center().y() - size / 2, size, size)
    draw_symbol(painter, symbol, big, ink, ink.darker(170))


def card_face(name: str) -> Painter:
    card = parse_card(name)
    colour, symbol = COLOURS[colour_of(card)], SYMBOLS[symbol_of(card)]
    return lambda painter, rect: paint_face(painter, rect, colour, symbol)


def card_back(painter: QPainter, rect: QRectF) -> None:
    """The lattice with three of the symbols, pale (not "TRIO": the gold TRIO cards beside it
    carry that word; not letters, which meant nothing to a player)."""
    paint_card_back(painter, rect, BACK, "")
    w = min(rect.width() / 3.4, rect.height() / 4)
    pale = QColor("#e8e2f6")
    for n, symbol in enumerate(("sun", "moon", "star")):
        spot = QRectF(rect.center().x() - w * 1.6 + n * w * 1.1, rect.center().y() - w / 2, w, w)
        draw_symbol(painter, symbol, spot, pale, BACK.darker(140))


def trio_card(painter: QPainter, rect: QRectF) -> None:
    """A TRIO card: gold, three small symbols and the word TRIO."""
    paint_card_body(painter, rect, GOLD, GOLD.darker(150))
    w = rect.width() / 3.6
    for n, (symbol, colour) in enumerate((("sun", "red"), ("star", "blue"), ("leaf", "green"))):
        spot = QRectF(rect.left() + w * 0.3 + n * w * 1.1, rect.top() + rect.height() * 0.18, w, w)
        draw_symbol(painter, symbol, spot, INKS[colour], INKS[colour].darker(170))
    size = max(READABLE_PX, rect.height() * 0.2)
    if text_width("TRIO", size, bold=True) <= rect.width() - 6:
        draw_text(painter, QRectF(rect.left(), rect.center().y() - 4, rect.width(), size * 1.5),
                  "TRIO", QColor("#3b2a00"), size, bold=True)


def bargain_card(spent: bool) -> Painter:
    """The bargaining card: two arrows swapping, greyed once spent."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        fill = QColor("#9c968a") if spent else QColor("#f3e3c3")
        paint_card_body(painter, rect, fill, QColor("#6b4f24"))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = QColor("#6d6a64") if spent else QColor("#8a4b14")
        painter.setPen(QPen(ink, max(2.0, rect.width() / 22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        cx, cy, half = rect.center().x(), rect.center().y(), rect.width() * 0.3
        for dy, sign in ((-9.0, 1.0), (9.0, -1.0)):
            y = cy + dy
            painter.drawLine(QPointF(cx - half, y), QPointF(cx + half, y))
            tip = cx + sign * half
            painter.drawLine(QPointF(tip, y), QPointF(tip - sign * 8, y - 6))
            painter.drawLine(QPointF(tip, y), QPointF(tip - sign * 8, y + 6))
        painter.restore()
        if spent:  # a spent card is crossed out (the panel beside it says so in words)
            painter.save()
            painter.setPen(QPen(QColor("#4a4640"), max(3.0, rect.width() / 16)))
            inset = rect.adjusted(10, 10, -10, -10)
            painter.drawLine(inset.topLeft(), inset.bottomRight())
            painter.drawLine(inset.topRight(), inset.bottomLeft())
            painter.restore()

    return paint
