"""Controls drawn on the table, the same for every game: a button and a text panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ui.table.painting import draw_text, text_width
from ui.table.theme import LEGAL, SELECTED

INK_DARK = QColor("#2b2118")
INK_LIGHT = QColor("#fdfdf8")
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# a button that cannot be used now: dark grey words on a light grey (contrast about 7:1), a
# dashed edge and plain (not bold) words, so it reads as "not now" without relying on colour
IDLE_FILL = QColor("#d9d5cd")
IDLE_INK = QColor("#4a443b")


NOTE_GAP = 10.0  # between a button's label and its note
LEAST_SQUEEZE = 0.8  # a note is narrowed to no less than this of its width


def note_squeeze(note: str, size: float, room: float) -> float:
    """How much narrower than its own width a button's note is drawn to fit `room` (1: as it
    is; never under LEAST_SQUEEZE: what still does not fit is cut by the painter)."""
    wide = text_width(note, size)
    return 1.0 if wide <= room or wide <= 0 else max(LEAST_SQUEEZE, room / wide)


def button_text_size(height: float) -> float:
    """The pixel size of a button's words for a button that tall."""
    return min(15.0, height * 0.45)


class ButtonItem(QGraphicsObject):
    """A clickable label on the table; the scene's on_click handles it by `key`/`payload`.

    Keyboard players reach it (`keyboard`); `enabled` greys it out, `chosen` outlines it as
    selected, `set_glow` outlines it as legal; `note` is a second text at its right end."""

    keyboard: bool = False  # a stop of the keyboard ring

    def __init__(self, key: str, label: str, size: QSizeF, payload: Any = None, note: str = "",
                 enabled: bool = True, fill: str | QColor = "#fdf6e3") -> None:
        super().__init__()
        self.key = key
        self.label = label
        self.note = note
        self.size = QSizeF(size)
        self.payload = payload
        self.enabled = enabled
        self.fill = QColor(fill)
        self.chosen = False
        self.glow = False
        self.keyboard = True
        self.acts_while_busy = False  # pressed while the table animates, it still acts (the base scene)
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def hoverEnterEvent(self, event: Any) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:
        self._hover = False
        self.update()

    def text_colours(self) -> tuple[QColor, QColor]:
        """(words, background) as painted now."""
        if not self.enabled:
            return IDLE_INK, IDLE_FILL
        fill = QColor(self.fill).lighter(110) if self._hover else QColor(self.fill)
        return (INK_DARK if fill.lightness() > 140 else INK_LIGHT), fill

    def text_size(self) -> float:
        return button_text_size(self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        ink, fill = self.text_colours()
        if self.chosen or self.glow:
            painter.setPen(QPen(SELECTED if self.chosen else LEGAL, 3.0))
        elif self.enabled:
            painter.setPen(QPen(fill.darker(200), 1.5))
        else:
            painter.setPen(QPen(IDLE_INK, 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 8, 8)
        size = self.text_size()
        if self.note:  # the note as large as the label: a smaller one fell under 11 px on screen
            inner = rect.adjusted(8, 0, -8, 0)
            draw_text(painter, inner, self.label, ink, size, bold=self.enabled, align=LEFT)
            room = inner.width() - text_width(self.label, size, bold=self.enabled) - NOTE_GAP
            squeeze = note_squeeze(self.note, size, room)
            painter.save()  # a note a little too long is narrowed, as tall as ever, not cut
            painter.translate(inner.right(), 0)
            painter.scale(squeeze, 1.0)
            wide = inner.width() / squeeze
            draw_text(painter, QRectF(-wide, inner.top(), wide, inner.height()), self.note, ink, size, align=RIGHT)
            painter.restore()
        else:
            draw_text(painter, rect, self.label, ink, size, bold=self.enabled)


class PanelItem(QGraphicsObject):
    """A rounded translucent panel with lines of text, the first one a (bold) title;
    `highlight` outlines it (whose turn it is); `centred` centres lines across, `middle` sets
    the block of lines in the middle of the panel's height."""

    keyboard: bool = False  # a stop of the keyboard ring

    def __init__(self, key: str, size: QSizeF, lines: list[str], highlight: bool = False,
                 fill: QColor | None = None, title_size: float = 15.0, line_size: float = 12.5,
                 centred: bool = False, middle: bool = False, bold_title: bool = True) -> None:
        super().__init__()
        self.key = key
        self.size = QSizeF(size)
        self.lines = list(lines)
        self.highlight = highlight
        self.fill = fill or QColor(0, 0, 0, 80)
        self.title_size = title_size
        self.line_size = line_size
        self.centred = centred
        self.middle = middle
        self.bold_title = bold_title
        self.setZValue(40)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.size.width() + 4, self.size.height() + 4)

    def panel_rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.panel_rect()
        painter.setBrush(self.fill)
        painter.setPen(QPen(LEGAL, 2.5) if self.highlight else QPen(QColor(255, 255, 255, 60), 1.0))
        painter.drawRoundedRect(rect, 10, 10)
        align = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter) if self.centred else LEFT
        sizes = [self.title_size if n == 0 else self.line_size for n in range(len(self.lines))]
        y = (rect.height() - sum(s + 6 for s in sizes)) / 2 if self.middle else 6.0
        for n, (line, size) in enumerate(zip(self.lines, sizes)):
            draw_text(painter, QRectF(10, y, rect.width() - 20, size + 6), line, INK_LIGHT, size,
                      bold=(n == 0 and self.bold_title), align=align)
            y += size + 6
