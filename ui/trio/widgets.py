"""Small TRIO table items: text panels (seat lines, the bargaining explanation, the end)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.controls import PanelItem
from ui.table.painting import READABLE_PX, draw_text


def text_panel(key: str, size: QSizeF, lines: list[str], highlight: bool = False, fill: QColor | None = None,
               pixel: float = READABLE_PX, align_left: bool = True, bold_first: bool = True) -> PanelItem:
    """The shared panel as TRIO sets it: every line the same size, the block in the middle."""
    return PanelItem(key, size, lines, highlight, fill or QColor(0, 0, 0, 70), title_size=pixel, line_size=pixel,
                     centred=not align_left, middle=True, bold_title=bold_first)


class FlashItem(QGraphicsObject):
    """The word TRIO over a column for a moment when a TRIO is made."""

    def __init__(self, text: str, size: QSizeF) -> None:
        super().__init__()
        self.text = text
        self.size = QSizeF(size)
        self.setZValue(4500)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(217, 168, 38, 235))
        painter.setPen(QPen(QColor("#3b2a00"), 2))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        draw_text(painter, self.boundingRect(), self.text, QColor("#3b2a00"),
                  max(READABLE_PX, self.size.height() * 0.42), bold=True)
