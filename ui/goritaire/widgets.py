"""Small table items of the Goritaire scene: the phase bar, spot outlines, the action buttons and
their heading, and the Ground's label (buttons and panels are the shared ones of
ui/table/controls.py, re-exported here)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.controls import INK_LIGHT, LEFT, RIGHT, ButtonItem, PanelItem
from ui.table.items import ZoneItem
from ui.table.painting import draw_text
from ui.table.theme import CARD_RADIUS, LEGAL, LEGAL_FILL

__all__ = ["ActionButton", "ButtonItem", "GroundLabel", "HeadingItem", "PanelItem", "PhaseBar", "SpotZone"]

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
        # "▶1 Awakening" is the longest line: in bold it never fitted (it showed "▶1 A…ning"), so
        # the phase now playing is marked by its band and arrow, in the regular weight
        left_width = (self.width - 12) * 0.58
        for n, (key, label) in enumerate(PHASE_NAMES):
            x, width = (6.0, left_width - 4) if n < 3 else (6 + left_width, self.width - 12 - left_width)
            row = QRectF(x, 27 + (n % 3) * self.ROW, width, self.ROW - 2)
            active = key == self.current
            if active:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#ffe9a8"))
                painter.drawRoundedRect(row, 5, 5)
            draw_text(painter, row.adjusted(4, 0, 0, 0), ("▶" if active else " ") + label,
                      QColor("#3b2a14") if active else QColor("#d8e6dc"), TEXT, align=left)


class SpotZone(ZoneItem):
    """An empty spot of the pyramid (R2 geometry decides where spots are): faintly marked while
    a card from the hand could go there, outlined brightly while a drag could drop there."""

    keys_words = "Enter puts the chosen card here"  # (a stop of Tab only while it glows for one)

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


BUTTON_TEXT = 14.0  # as the shared button's text; at least 11 px on screen at 1024x700


class ActionButton(ButtonItem):
    """An action: its name at the left, the Gorillas that pay at the right, both at the same
    readable size (a greyed one reads as the shared button's)."""

    def text_size(self) -> float:
        return BUTTON_TEXT


class HeadingItem(PanelItem):
    """A heading over two columns: `lines[0]` at the left in bold, `note` at the right."""

    def __init__(self, key: str, size: QSizeF, title: str, note: str, text_size: float) -> None:
        super().__init__(key, size, [title], fill=QColor(0, 0, 0, 90), title_size=text_size)
        self.note = note

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.panel_rect()
        painter.setBrush(self.fill)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        painter.drawRoundedRect(rect, 10, 10)
        inner = rect.adjusted(10, 0, -10, 0)
        draw_text(painter, inner, self.lines[0], INK_LIGHT, self.title_size, bold=True, align=LEFT)
        draw_text(painter, inner, self.note, INK_LIGHT, self.title_size, align=RIGHT)


class GroundLabel(PanelItem):
    """The Ground's name under its row: a thin line the width of the row (the floor the
    Gorillas stand on) and the word at its left end, small, under the cards, never on them."""

    LINE = 3.0  # the floor line's distance from the top

    @classmethod
    def height_for(cls, text_size: float) -> float:
        return cls.LINE + text_size + 9

    def __init__(self, width: float, text_size: float) -> None:
        super().__init__("ground-label", QSizeF(width, self.height_for(text_size)), ["Ground"],
                         title_size=text_size, bold_title=False)
        self.setToolTip("The Ground: the bottom row. Only Gorillas stand here; they are Level 1.")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.size.width()
        painter.setPen(QPen(QColor(255, 255, 255, 110), 1.5))
        painter.drawLine(0, int(self.LINE), int(width), int(self.LINE))
        draw_text(painter, QRectF(2, self.LINE + 2, width - 4, self.size.height() - self.LINE - 2), self.lines[0],
                  QColor("#e8f0ea"), self.title_size, align=LEFT)
