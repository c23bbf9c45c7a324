"""Small table items of the Goritaire scene: buttons, panels, the phase bar and spot outlines."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.items import ZoneItem
from ui.table.painting import draw_text
from ui.table.theme import CARD_RADIUS, LEGAL, LEGAL_FILL, SELECTED

PHASE_NAMES = (("awakening", "1 Awakening"), ("draw", "2 Draw"), ("action", "3 Action"),
               ("eating", "4 Eating"), ("maintenance", "5 Hand maintenance"), ("end", "6 End of turn"))
WHITE = QColor("#fdfdf8")


class ButtonItem(QGraphicsObject):
    """A clickable label drawn on the table; the scene's on_click handles it by key."""

    def __init__(self, key: str, label: str, size: QSizeF, payload: Any = None, note: str = "",
                 enabled: bool = True) -> None:
        super().__init__()
        self.key = key
        self.label = label
        self.note = note
        self.size = QSizeF(size)
        self.payload = payload
        self.enabled = enabled
        self.chosen = False
        self.keyboard = True
        self._hover = False
        self.setAcceptHoverEvents(True)
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
        fill = QColor("#fdf3dc") if self.enabled else QColor("#8f8a80")
        if self._hover and self.enabled:
            fill = fill.lighter(108)
        painter.setPen(QPen(SELECTED if self.chosen else QColor("#5b3a1a"), 3.0 if self.chosen else 1.3))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 7, 7)
        ink = QColor("#3b2a14") if self.enabled else QColor("#3a3a36")
        size = min(14.0, rect.height() * 0.46)
        if self.note:
            draw_text(painter, rect.adjusted(8, 0, -8, 0), self.label, ink, size, bold=True,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            draw_text(painter, rect.adjusted(8, 0, -8, 0), self.note, ink, size * 0.9,
                      align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        else:
            draw_text(painter, rect, self.label, ink, size, bold=True)


class PanelItem(QGraphicsObject):
    """A rounded panel with lines of text; the first line is a title."""

    def __init__(self, key: str, size: QSizeF, lines: list[str], fill: QColor | None = None,
                 title_size: float = 15.0) -> None:
        super().__init__()
        self.key = key
        self.size = QSizeF(size)
        self.lines = lines
        self.fill = fill or QColor(0, 0, 0, 80)
        self.title_size = title_size
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size.width() + 4, self.size.height() + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setBrush(self.fill)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.0))
        painter.drawRoundedRect(rect, 10, 10)
        y = 6.0
        for n, line in enumerate(self.lines):
            size = self.title_size if n == 0 else 12.5
            draw_text(painter, QRectF(10, y, rect.width() - 20, size + 6), line, WHITE, size, bold=(n == 0),
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += size + 6


class PhaseBar(QGraphicsObject):
    """The six phases of a turn, the current one highlighted (and marked with an arrow)."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.current = "action"
        self.turn = 1
        self.setZValue(40)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 24 + 21 * len(PHASE_NAMES))

    def set_phase(self, name: str, turn: int | None = None) -> None:
        self.current = name
        if turn is not None:
            self.turn = turn
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        draw_text(painter, QRectF(10, 2, self.width - 20, 22), f"Turn {self.turn}", WHITE, 15, bold=True,
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for n, (key, label) in enumerate(PHASE_NAMES):
            row = QRectF(6, 24 + n * 21, self.width - 12, 19)
            active = key == self.current
            if active:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#ffe9a8"))
                painter.drawRoundedRect(row, 5, 5)
            draw_text(painter, row.adjusted(6, 0, 0, 0), ("▶ " if active else "   ") + label,
                      QColor("#3b2a14") if active else QColor("#d8e6dc"), 12.5, bold=active,
                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class SpotZone(ZoneItem):
    """An empty spot of the pyramid: invisible until a drag makes it a legal target, then a
    faint outline (R2 geometry decides where spots are)."""

    def __init__(self, spot: tuple[int, int], size: QSizeF) -> None:
        super().__init__(f"spot:{spot[0]}.{spot[1]}", size)
        self.spot = spot
        self.payload = spot
        self.setZValue(-1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.glow:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(LEGAL, 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(LEGAL_FILL)
        painter.drawRoundedRect(self.rect(), CARD_RADIUS, CARD_RADIUS)
