"""Why a drop would be refused, shown while the drag is still in the air (every table).

While dragged items hover over a place that cannot take them, that place is outlined red
(where it can be: `set_refused`) and the reason stands beside the pointer, so a player learns
the rule before letting go, not from the snap back. The place is the one the drop would go to
(the scene's `drop_target`), so what the tag says is what a release there would say."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table.painting import draw_text
from ui.table.targets import DropTarget
from ui.table.theme import REFUSED


class ReasonTag(QGraphicsObject):
    """A short red text on a dark plate next to the pointer, kept inside the table."""

    FONT = 16

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(6000)
        self.setVisible(False)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.FONT)
        font.setBold(True)
        return font

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        width = QFontMetricsF(self._font()).horizontalAdvance(self.text) + 24
        return QRectF(0, 0, max(40.0, width), self.FONT + 14)

    def place_near(self, point: QPointF, table: QRectF) -> None:
        """Beside the pointer (below right), flipped to stay inside the table."""
        rect = self.boundingRect()
        x, y = point.x() + 18, point.y() + 22
        if x + rect.width() > table.right() - 4:
            x = max(table.left() + 4, point.x() - 18 - rect.width())
        if y + rect.height() > table.bottom() - 4:
            y = point.y() - 22 - rect.height()
        self.setPos(x, y)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(REFUSED, 2.0))
        painter.setBrush(QColor(25, 15, 12, 230))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        draw_text(painter, rect.adjusted(10, 0, -10, 0), self.text, REFUSED.lighter(150), self.FONT, bold=True)


class DragRefusal:
    """The red outline and the reason tag of one scene. The tag is put back on the table when
    needed (a rebuild clears every item)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.tag = ReasonTag()
        self.place: QGraphicsItem | None = None  # the place outlined red

    def show(self, best: DropTarget | None, point: QPointF) -> None:
        refused = best if best is not None and not best.legal else None
        place = refused.item if refused is not None else None
        if place is not self.place:
            _set_refused(self.place, False)
            self.place = place
            _set_refused(place, True)
        reason = refused.reason if refused is not None else ""
        if reason and self.tag.scene() is not self.scene:
            self.scene.addItem(self.tag)
        self.tag.set_text(reason)
        if reason:
            self.tag.place_near(point, self.scene.sceneRect())

    def hide(self) -> None:
        _set_refused(self.place, False)
        self.place = None
        self.tag.set_text("")

    @property
    def shown(self) -> str:
        """The reason beside the pointer now ("" when none)."""
        return self.tag.text if self.tag.isVisible() and self.tag.scene() is self.scene else ""


def _set_refused(item: Any, on: bool) -> None:
    mark = getattr(item, "set_refused", None)
    if mark is not None:
        mark(on)
