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
               ("eating", "4 Eating"), ("maintenance", "5 Hand"), ("end", "6 End"))
WHITE = QColor("#fdfdf8")
TEXT = 15.0  # as layout.TEXT: at least 11 px on screen at 1024x700


class PhaseBar(QGraphicsObject):
    """The six phases of a turn in two columns, the current one highlighted and marked with an
    arrow (the rules page names them in full; "5 Hand" is Hand maintenance)."""

    ROW = 21.0

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.current = "action"
        self.turn = 1
        self.setZValue(40)
        self.setToolTip("A turn: Awakening, Draw, Action, Eating, Hand maintenance, End of turn")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 28 + self.ROW * 3)

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
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        draw_text(painter, QRectF(10, 3, self.width - 20, 22), f"Turn {self.turn}", WHITE, 16, bold=True, align=left)
        left_width = (self.width - 12) * 0.56  # "1 Awakening" is the longest name
        for n, (key, label) in enumerate(PHASE_NAMES):
            x, width = (6.0, left_width - 4) if n < 3 else (6 + left_width, self.width - 12 - left_width)
            row = QRectF(x, 27 + (n % 3) * self.ROW, width, self.ROW - 2)
            active = key == self.current
            if active:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#ffe9a8"))
                painter.drawRoundedRect(row, 5, 5)
            draw_text(painter, row.adjusted(4, 0, 0, 0), ("▶" if active else " ") + label,
                      QColor("#3b2a14") if active else QColor("#d8e6dc"), TEXT, bold=active, align=left)


class SpotZone(ZoneItem):
    """An empty spot of the pyramid (R2 geometry decides where spots are): faintly marked while
    a card from the hand could go there, outlined brightly while a drag could drop there."""

    def __init__(self, spot: tuple[int, int], size: QSizeF) -> None:
        super().__init__(f"spot:{spot[0]}.{spot[1]}", size)
        self.spot = spot
        self.payload = spot
        self.marked = False
        self.setZValue(-1)

    def set_marked(self, on: bool) -> None:
        if on != self.marked:
            self.marked = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not (self.glow or self.marked):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.glow:
            painter.setPen(QPen(LEGAL, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(LEGAL_FILL)
        else:
            faint = QColor(LEGAL)
            faint.setAlpha(150)
            fill = QColor(LEGAL_FILL)
            fill.setAlpha(max(20, fill.alpha() // 3))
            painter.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(fill)
        painter.drawRoundedRect(self.rect(), CARD_RADIUS, CARD_RADIUS)
