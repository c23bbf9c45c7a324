"""Small table items of the Goritaire scene: the phase bar and spot outlines (buttons and panels
are the shared ones of ui/table/controls.py, re-exported here)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.controls import ButtonItem, PanelItem
from ui.table.items import ZoneItem
from ui.table.painting import draw_text
from ui.table.theme import CARD_RADIUS, LEGAL, LEGAL_FILL

__all__ = ["ButtonItem", "PanelItem", "PhaseBar", "SpotZone"]

PHASE_NAMES = (("awakening", "1 Awakening"), ("draw", "2 Draw"), ("action", "3 Action"),
               ("eating", "4 Eating"), ("maintenance", "5 Hand maintenance"), ("end", "6 End of turn"))
WHITE = QColor("#fdfdf8")


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
