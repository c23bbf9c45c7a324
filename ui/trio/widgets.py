"""Small TRIO table items: text panels (seat lines, the bargaining explanation, the end)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.painting import draw_text
from ui.table.theme import LEGAL


class PanelItem(QGraphicsObject):
    """A rounded translucent box with lines of text; `highlight` outlines it (whose turn)."""

    def __init__(self, key: str, size: QSizeF, lines: list[str], highlight: bool = False,
                 fill: QColor | None = None, pixel: float = 15.0, align_left: bool = True,
                 bold_first: bool = True) -> None:
        super().__init__()
        self.key = key
        self.size = QSizeF(size)
        self.lines = list(lines)
        self.highlight = highlight
        self.fill = fill or QColor(0, 0, 0, 70)
        self.pixel = pixel
        self.align_left = align_left
        self.bold_first = bold_first

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setBrush(self.fill)
        painter.setPen(QPen(LEGAL, 2.5) if self.highlight else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(rect, 8, 8)
        line_h = self.pixel * 1.45
        top = rect.top() + (rect.height() - line_h * len(self.lines)) / 2
        align = (Qt.AlignmentFlag.AlignLeft if self.align_left else Qt.AlignmentFlag.AlignHCenter)
        for n, text in enumerate(self.lines):
            box = QRectF(rect.left() + 10, top + n * line_h, rect.width() - 20, line_h)
            draw_text(painter, box, text, QColor("#fdfdf8"), self.pixel, bold=(n == 0 and self.bold_first),
                      align=align | Qt.AlignmentFlag.AlignVCenter)


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
        draw_text(painter, self.boundingRect(), self.text, QColor("#3b2a00"), self.size.height() * 0.42, bold=True)
