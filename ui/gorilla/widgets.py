"""Small items of the Gorilla table: buttons, seat plates, the direction ring, speech bubbles."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.gorilla import layout as L
from ui.gorilla.art import fit_text
from ui.table.controls import ButtonItem
from ui.table.painting import draw_text, text_width
from ui.table.theme import LEGAL, REFUSED


class SeatPlate(QGraphicsObject):
    """A seat's plate: name, card count, turn marker, tap key and badges. No coloured letter:
    the seat colours were the bus colours (a blue "B" beside a name read like the blue bus)."""

    def __init__(self, seat: int, name: str, count: int, size: QSizeF) -> None:
        super().__init__()
        self.key = f"seat:{seat}"
        self.seat = seat
        self.name = name
        self.count = count
        self.size = QSizeF(size)
        self.active = False
        self.badge = ""  # "misses a turn", "tapped 1st", "last: drew 3", "Gorilla!"...
        self.badge_bad = False
        self.tap_key = ""
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -30, self.size.width() + 8, self.size.height() + 34)

    def set_badge(self, text: str, bad: bool = False) -> None:
        self.badge = text
        self.badge_bad = bad
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setPen(QPen(LEGAL if self.active else QColor(255, 255, 255, 90), 4.0 if self.active else 1.5))
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect, 10, 10)
        # two lines: the name (bold on the player's turn), then the cards held and the tap key
        left = 12.0
        width = rect.width() - left - 8
        name = ("▶ " if self.active else "") + self.name
        line = rect.height() / 2 - 2
        draw_text(painter, QRectF(left, 2, width, line), name, QColor("#ffffff"), 15, bold=self.active,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_text(painter, QRectF(left, 2 + line, width, line), f"{self.count} card{'s' if self.count != 1 else ''}",
                  QColor("#ffffff"), 15, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.tap_key:
            key_rect = QRectF(rect.right() - 78, 2 + line, 72, line)
            painter.setPen(QPen(QColor("#ffffff"), 1.2))
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(key_rect, 6, 6)
            draw_text(painter, key_rect, f"tap: {self.tap_key}", QColor("#ffffff"), 15, bold=True)
        if self.badge:
            badge = QRectF(rect.width() / 2 - 70, -28, 140, 26)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(REFUSED if self.badge_bad else QColor("#f4d03f"))
            painter.drawRoundedRect(badge, 12, 12)
            draw_text(painter, badge, self.badge, QColor("#ffffff") if self.badge_bad else QColor("#2b2118"),
                      15, bold=True)


class DirectionRing(QGraphicsObject):
    """A ring of arrows around the pile: clockwise or counter-clockwise, with words: the
    players in order by name, or only the first two and an ellipsis where the names do not fit."""

    def __init__(self, radius: float, direction: int, order_text: str, short_text: str = "") -> None:
        super().__init__()
        self.key = "direction"
        self.radius = radius
        self.direction = direction
        self.order_text = order_text
        self.short_text = short_text
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        r = self.radius + 30
        return QRectF(-r - 170, -r, 2 * r + 340, 2 * r + 30)

    def heads(self) -> list[QPolygonF]:
        """The arrowheads, in the ring's own coordinates (its centre at 0, 0)."""
        return L.arrow_heads(self.radius, self.direction)

    def words_rect(self) -> QRectF:
        """Where "Play goes clockwise: ..." is written, under the pile."""
        r = self.radius
        return QRectF(-r - 200, r + 4, 2 * r + 400, 26)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        colour = QColor(255, 255, 255, 110)
        painter.setPen(QPen(colour, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        circle = QRectF(-r, -r, 2 * r, 2 * r)
        for start in L.RING_ARCS:
            path = QPainterPath()
            path.arcMoveTo(circle, start)
            path.arcTo(circle, start, L.RING_SPAN)
            painter.drawPath(path)
        painter.setBrush(colour)
        for head in self.heads():
            painter.drawPolygon(head)
        label = "clockwise ↻" if self.direction == 1 else "counter-clockwise ↺"
        fit_text(painter, self.words_rect(), f"Play goes {label}: {self.order_text}",
                 QColor("#ffffff"), 15, bold=True,
                 shorter=f"Play goes {label}: {self.short_text}" if self.short_text else None)


BUBBLE_PX = 20


class Bubble(QGraphicsObject):
    """A short-lived speech bubble ("Gorilla!", "Computer 2 was caught!", "You miss a turn") during animations."""

    def __init__(self, text: str, bad: bool = False) -> None:
        super().__init__()
        self.text = text
        self.bad = bad
        self.half = max(90.0, text_width(text, BUBBLE_PX, bold=True) / 2 + 22)  # room each side of the words
        self.setZValue(900)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.half, -24, 2 * self.half, 48)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#2b2118"), 2.0))
        painter.setBrush(REFUSED.lighter(120) if self.bad else QColor("#fff3b0"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 18, 18)
        draw_text(painter, self.boundingRect(), self.text, QColor("#2b2118"), BUBBLE_PX, bold=True)


class LabelItem(QGraphicsObject):
    """A short readable caption on the table (e.g. the stack's count)."""

    def __init__(self, text: str, size: QSizeF) -> None:
        super().__init__()
        self.text = text
        self.size = QSizeF(size)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self.boundingRect(), 8, 8)
        draw_text(painter, self.boundingRect(), self.text, QColor("#ffffff"), 15, bold=True)


class TapButton(ButtonItem):
    """The big Tap! button of a tap race: large letters and a hint of the other ways to tap
    (`hint`: at a hot-seat table it names whose tap the button is and that player's key)."""

    hint = "or click the pile, or press Space"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("#2b2118"), 3.0))
        painter.setBrush(QColor("#f4d03f").lighter(115 if self._hover else 100))
        painter.drawRoundedRect(rect, 14, 14)
        top = QRectF(rect.left(), rect.top() + 2, rect.width(), rect.height() * 0.62)
        draw_text(painter, top, self.label, QColor("#2b2118"), rect.height() * 0.45, bold=True)
        hint = QRectF(rect.left(), rect.top() + rect.height() * 0.6, rect.width(), rect.height() * 0.36)
        draw_text(painter, hint, self.hint, QColor("#2b2118"), 15)
