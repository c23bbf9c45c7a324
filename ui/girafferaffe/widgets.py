"""Small table items of the Girafferaffe scene: buttons, tree plates, seat panels, apples."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.girafferaffe.art import APPLE, ROTTEN, paint_apple
from ui.table.items import ZoneItem
from ui.table.painting import draw_text
from ui.table.theme import LEGAL


class ButtonItem(QGraphicsObject):
    """A clickable label drawn on the table (the scene's on_click handles it by key)."""

    def __init__(self, key: str, label: str, size: QSizeF, payload: Any = None) -> None:
        super().__init__()
        self.key = key
        self.label = label
        self.size = QSizeF(size)
        self.payload = payload
        self.enabled = True
        self.setAcceptHoverEvents(True)
        self._hover = False
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def hoverEnterEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        fill = QColor("#fdf6e3") if self.enabled else QColor("#9a9a90")
        if self._hover and self.enabled:
            fill = fill.lighter(110)
        painter.setPen(QPen(QColor("#5b3a1a"), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 8, 8)
        draw_text(painter, rect, self.label, QColor("#3b2a14"), min(15.0, rect.height() * 0.45), bold=True)


class TreeZone(ZoneItem):
    """A tree tile: where plays go; shows its name, reward, stack depth and rule."""

    def __init__(self, key: str, size: QSizeF, title: str, reward: str, rule: str) -> None:
        super().__init__(key, size, "")
        self.title = title
        self.reward = reward
        self.rule = rule
        self.depth = 0
        self.colour = QColor(255, 255, 255, 110)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setBrush(QColor(20, 50, 30, 70))
        painter.setPen(QPen(LEGAL if self.glow else self.colour, 3.0 if self.glow else 1.5,
                            Qt.PenStyle.SolidLine if self.glow else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 10, 10)
        if self.glow:
            fill = QColor(LEGAL)
            fill.setAlpha(50)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 10, 10)
        # a small tree crown behind the title
        crown = QRectF(rect.center().x() - 22, rect.top() + 4, 44, 26)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3f7d3a"))
        painter.drawEllipse(crown)
        painter.setBrush(QColor("#6b4423"))
        painter.drawRect(QRectF(rect.center().x() - 3, crown.bottom() - 2, 6, 8))
        for dx in (-12, 4, 13):
            painter.setBrush(APPLE)
            painter.drawEllipse(QRectF(crown.center().x() + dx - 3, crown.center().y() - 2, 6, 6))
        white = QColor("#fdfdf8")
        draw_text(painter, QRectF(rect.left(), rect.top() + 32, rect.width(), 18), self.title, white, 13, bold=True)
        draw_text(painter, QRectF(rect.left(), rect.top() + 49, rect.width(), 15), self.rule, QColor("#d8e6dc"), 10.5)
        bottom = QRectF(rect.left() + 4, rect.bottom() - 20, rect.width() - 8, 16)
        draw_text(painter, bottom, self.reward, QColor("#ffe9a8"), 11,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        depth = f"stack {self.depth}" if self.depth else "empty"
        draw_text(painter, bottom, depth, white, 11, align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class PanelItem(QGraphicsObject):
    """A rounded panel with lines of text (seat info, Robot, round summary)."""

    def __init__(self, key: str, size: QSizeF, lines: list[str], highlight: bool = False,
                 fill: QColor | None = None) -> None:
        super().__init__()
        self.key = key
        self.size = QSizeF(size)
        self.lines = lines
        self.highlight = highlight
        self.fill = fill or QColor(0, 0, 0, 80)
        self.apples = 0
        self.rotten = 0

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size.width() + 4, self.size.height() + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setBrush(self.fill)
        painter.setPen(QPen(QColor("#ffe9a8") if self.highlight else QColor(255, 255, 255, 60),
                            3.0 if self.highlight else 1.0))
        painter.drawRoundedRect(rect, 10, 10)
        y = 6.0
        for n, line in enumerate(self.lines):
            size = 15.0 if n == 0 else 12.5
            draw_text(painter, QRectF(10, y, rect.width() - 20, size + 6), line, QColor("#fdfdf8"), size,
                      bold=(n == 0), align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += size + 6
        x = 10.0
        for i in range(self.apples):
            paint_apple(painter, QRectF(x + i * 15, rect.bottom() - 22, 16, 18))
        x += self.apples * 15 + (8 if self.apples else 0)
        for i in range(self.rotten):
            paint_apple(painter, QRectF(x + i * 15, rect.bottom() - 22, 16, 18), ROTTEN)


class AppleItem(QGraphicsObject):
    """One apple token; the viewer's own apples can be dragged to the supply to spend one."""

    def __init__(self, key: str, diameter: float = 30.0, rotten: bool = False) -> None:
        super().__init__()
        self.key = key
        self.diameter = diameter
        self.rotten = rotten
        self.draggable = False
        self.selectable = False
        self.glow = False
        self.payload: Any = None
        self.setAcceptHoverEvents(True)
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.diameter + 6, self.diameter + 6)

    def set_glow(self, on: bool) -> None:
        self.glow = on
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_apple(painter, QRectF(0, 0, self.diameter, self.diameter), ROTTEN if self.rotten else APPLE)
        if self.draggable:
            painter.setPen(QPen(QColor("#ffe9a8"), 1.2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QRectF(-2, -2, self.diameter + 4, self.diameter + 4))
