"""Small table items of the Girafferaffe scene: tree plates, seat panels, apples (buttons and
plain panels are the shared ones of ui/table/controls.py, re-exported here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.girafferaffe.art import APPLE, ROTTEN, paint_apple
from ui.table.controls import ButtonItem, PanelItem
from ui.table.items import ZoneItem
from ui.table.painting import draw_text
from ui.table.theme import LEGAL

__all__ = ["AppleItem", "ButtonItem", "PanelItem", "SeatPanel", "TreeZone"]


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


class SeatPanel(PanelItem):
    """A text panel that also shows apples and rotten apples along its bottom edge."""

    def __init__(self, key: str, size: QSizeF, lines: list[str], highlight: bool = False,
                 fill: QColor | None = None) -> None:
        super().__init__(key, size, lines, highlight, fill)
        self.apples = 0
        self.rotten = 0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        rect = self.panel_rect()
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
