"""Small table items of the Girafferaffe scene: tree plates, seat panels, apples (buttons and
plain panels are the shared ones of ui/table/controls.py, re-exported here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.girafferaffe.art import APPLE, COLOUR_FILLS, COLOUR_SHAPES, ROTTEN, paint_apple
from ui.table.controls import ButtonItem, PanelItem
from ui.table.items import ZoneItem
from ui.table.painting import draw_shape, draw_text
from ui.table.theme import LEGAL, REFUSED

__all__ = ["AppleItem", "ButtonItem", "PanelItem", "SeatPanel", "TreeZone"]


class TreeZone(ZoneItem):
    """A tree tile: where plays go; shows its name, rule, reward and how many plays it holds.
    `glow` outlines it green (the dragged cards fit), `refused` red (they don't). `marks`, the
    colour letters a Single tree of some colours takes, flank its crown as the cards' colour
    shapes, so the colours stay in sight when the rule line tells the rank to beat."""

    def __init__(self, key: str, size: QSizeF, title: str, reward: str, rule: str) -> None:
        super().__init__(key, size, "")
        self.title = title
        self.reward = reward
        self.rule = rule
        self.marks: tuple[str, ...] = ()
        self.depth = 0
        self.colour = QColor(255, 255, 255, 110)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setBrush(QColor(20, 50, 30, 70))
        outline = LEGAL if self.glow else REFUSED if self.refused else self.colour
        strong = self.glow or self.refused
        painter.setPen(QPen(outline, 3.5 if strong else 1.5, Qt.PenStyle.SolidLine if strong else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 10, 10)
        if strong:
            fill = QColor(outline)
            fill.setAlpha(45)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 10, 10)
        # a small tree crown behind the title
        crown = QRectF(rect.center().x() - 18, rect.top() + 4, 36, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3f7d3a"))
        painter.drawEllipse(crown)
        painter.setBrush(QColor("#6b4423"))
        painter.drawRect(QRectF(rect.center().x() - 3, crown.bottom() - 2, 6, 6))
        for dx in (-10, 3, 11):
            painter.setBrush(APPLE)
            painter.drawEllipse(QRectF(crown.center().x() + dx - 3, crown.center().y() - 2, 6, 6))
        white = QColor("#fdfdf8")
        draw_text(painter, QRectF(rect.left(), rect.top() + 24, rect.width(), 20), self.title, white, 15, bold=True)
        for letter, x in zip((self.marks[:1] + self.marks[-1:]) if self.marks else (),
                             (crown.left() - 16, crown.right() + 4)):
            draw_shape(painter, COLOUR_SHAPES[letter], QRectF(x, crown.top() + 4, 12, 12), COLOUR_FILLS[letter])
        draw_text(painter, QRectF(rect.left(), rect.top() + 42, rect.width(), 18), self.rule, QColor("#d8e6dc"), 14)
        if self.reward:
            draw_text(painter, QRectF(rect.left(), rect.bottom() - 38, rect.width(), 18), self.reward,
                      QColor("#ffe9a8"), 14)
        depth = "empty" if not self.depth else "1 play" if self.depth == 1 else f"{self.depth} plays"
        draw_text(painter, QRectF(rect.left(), rect.bottom() - 20, rect.width(), 18), depth, white, 14)


class SeatPanel(PanelItem):
    """A text panel that also shows apples and rotten apples along its bottom edge."""

    def __init__(self, key: str, size: QSizeF, lines: list[str], highlight: bool = False,
                 fill: QColor | None = None) -> None:
        super().__init__(key, size, lines, highlight, fill, title_size=16, line_size=14)
        self.apples = 0
        self.rotten = 0

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        rect = self.panel_rect()
        step = min(15.0, (rect.width() - 24) / max(1, self.apples + self.rotten + 1))
        x = 10.0
        for i in range(self.apples):
            paint_apple(painter, QRectF(x + i * step, rect.bottom() - 24, 16, 18))
        x += self.apples * step + (8 if self.apples else 0)
        for i in range(self.rotten):
            paint_apple(painter, QRectF(x + i * 15, rect.bottom() - 24, 16, 18), ROTTEN)


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
