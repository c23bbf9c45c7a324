"""Where a drop would go, and why it would be refused, shown while the drag is still in the air
(every table).

While dragged items hover over a place that cannot take them, that place is outlined red
(where it can be: `set_refused`) and the reason stands beside the dragged cards, so a player learns
the rule before letting go, not from the snap back. The place is the one the drop would go to
(the scene's `drop_target`), so what the tag says is what a release there would say. That
place is also outlined over the dragged cards (`LandingMark`), green where it takes them: a card
larger than the spots it is aimed at hid which of two it would land on."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table.painting import draw_wrapped
from ui.table.targets import DropTarget
from ui.table.theme import CARD_RADIUS, LEGAL, REFUSED

PLATE = QColor(25, 15, 12)  # opaque: a caption under a see-through plate ran through the reason's words


class ReasonTag(QGraphicsObject):
    """A short red text on a dark plate beside the dragged cards, kept inside the table, at
    the size of the window's own text however small the table is drawn (at 720x420 it was
    8 px high). A reason wider than the table on screen (`room`) is wrapped onto lines of even
    length: on one line, both ends of a long reason fell off the table."""

    FONT = 16
    WIDEST = 900.0  # screen pixels: a reason wider than this is wrapped even on a wide table
    PAD_X, PAD_Y = 10.0, 7.0
    FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.room = self.WIDEST  # screen pixels the plate may span (the table's width on screen)
        self.setZValue(6000)
        self.setVisible(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.FONT)
        font.setBold(True)
        return font

    def set_text(self, text: str, room: float | None = None) -> None:
        """`room`: the screen pixels the plate may span (by default as before)."""
        self.prepareGeometryChange()
        self.text = text
        if room is not None:
            self.room = max(120.0, room)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        metrics = QFontMetricsF(self._font())
        widest = min(self.WIDEST, self.room) - 2 * self.PAD_X
        whole = metrics.horizontalAdvance(self.text)
        if whole > widest:  # lines of even length, not a word left alone on the last
            lines = math.ceil(whole / widest)
            widest = min(widest, whole / lines + 2 * self.FONT)
        needed = metrics.boundingRect(QRectF(0, 0, widest, 4000), self.FLAGS, self.text)
        width = min(needed.width(), widest) + 2 * self.PAD_X + 4
        return QRectF(0, 0, max(40.0, width), max(float(self.FONT), needed.height()) + 2 * self.PAD_Y)

    def place_near(self, point: QPointF, carried: QRectF, table: QRectF, scale: float = 1.0) -> None:
        """Beside the `carried` cards at the pointer's height: to their right, else to their
        left; where neither has the room, under them (or over them). Never on them (it
        covered the card it spoke of), always inside the table. `scale`: the view's zoom (the
        tag keeps its size on screen, so it spans 1/scale as much of the table)."""
        rect = self.boundingRect()
        width, height = rect.width() / scale, rect.height() / scale
        gap = 8 / scale
        y = min(max(point.y() + 22 / scale, table.top() + gap), table.bottom() - gap - height)
        if carried.right() + gap + width <= table.right() - gap:
            self.setPos(carried.right() + gap, y)
        elif carried.left() - gap - width >= table.left() + gap:
            self.setPos(carried.left() - gap - width, y)
        else:
            x = min(max(point.x() - width / 2, table.left() + gap), table.right() - gap - width)
            below = carried.bottom() + gap
            self.setPos(x, below if below + height <= table.bottom() - gap else carried.top() - gap - height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(QPen(REFUSED, 2.0))
        painter.setBrush(PLATE)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 7, 7)
        draw_wrapped(painter, rect.adjusted(self.PAD_X, 0, -self.PAD_X, 0), self.text, REFUSED.lighter(150),
                     self.FONT, bold=True, least=self.FONT)


class LandingMark(QGraphicsObject):
    """The outline of the place a drop would go to, drawn over the dragged cards: green where
    it takes them, red where it refuses them."""

    def __init__(self) -> None:
        super().__init__()
        self.place = QRectF()  # in scene coordinates (the mark stays at the scene's origin)
        self.legal = True
        self.setZValue(5900)  # over the dragged cards (5000 and up), under the reason's tag
        self.setVisible(False)

    def set_place(self, place: QRectF, legal: bool) -> None:
        if place == self.place and legal == self.legal:
            return
        self.prepareGeometryChange()
        self.place, self.legal = QRectF(place), legal
        self.setVisible(not place.isEmpty())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.place.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.place.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # a light halo under the line: the one place stands out among the glowing places that
        # would all take the card (TRIO's columns glow in the same green)
        painter.setPen(QPen(QColor(255, 255, 255, 170), 7.0))
        painter.drawRoundedRect(self.place, CARD_RADIUS, CARD_RADIUS)
        painter.setPen(QPen(LEGAL if self.legal else REFUSED, 3.5))
        painter.drawRoundedRect(self.place, CARD_RADIUS, CARD_RADIUS)


def place_rect(item: QGraphicsItem) -> QRectF:
    """A place's outline on the table: its own rectangle where it has one (a card's bounding
    rectangle holds its shadow too)."""
    rect = getattr(item, "rect", None)
    return item.mapRectToScene(rect()) if callable(rect) else item.sceneBoundingRect()


class DragRefusal:
    """The red outline and the reason tag of one scene. The tag is put back on the table when
    needed (a rebuild clears every item)."""

    HELD_MS = 3000  # a refused pick-up's reason stays beside the card this long (or to the next press)

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.tag = ReasonTag()
        self.landing = LandingMark()
        self.place: QGraphicsItem | None = None  # the place outlined red
        self._timer = QTimer(scene)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show(self, best: DropTarget | None, point: QPointF, carried: QRectF) -> None:
        """`carried`: the dragged items' outline on the table (the tag stays off it)."""
        refused = best if best is not None and not best.legal else None
        place = refused.item if refused is not None else None
        if place is not self.place:
            _set_refused(self.place, False)
            self.place = place
            _set_refused(place, True)
        if self._say(refused.reason if refused is not None else ""):
            self.tag.place_near(point, carried, self.scene.sceneRect(), self._scale())
        if best is not None and self.landing.scene() is not self.scene:
            self.scene.addItem(self.landing)  # (a rebuild clears every item)
        shown = (best.shows or best.item) if best is not None else None
        self.landing.set_place(place_rect(shown) if shown is not None else QRectF(), best is None or best.legal)

    def show_beside(self, item: QGraphicsItem, reason: str) -> None:
        """Why `item` cannot be picked up (a dimmed card), over it for a moment: the status line
        alone went unseen, and the card not lifting looked like a drag that failed. Over, not
        beside: beside, it hid the cards that could be played."""
        self.hide()
        if not self._say(reason):
            return
        rect, scale = item.sceneBoundingRect(), self._scale()
        width, height = self.tag.boundingRect().width() / scale, self.tag.boundingRect().height() / scale
        table, gap = self._in_sight(), 4 / scale
        x = min(max(rect.center().x() - width / 2, table.left()), table.right() - width)
        y = rect.top() - height - gap
        if y < table.top():  # no room above (Sifaka's card at the top): beside it, else below it
            y = min(max(rect.center().y() - height / 2, table.top()), table.bottom() - height)
            if rect.left() - gap - width >= table.left():
                x = rect.left() - gap - width
            elif rect.right() + gap + width <= table.right():
                x = rect.right() + gap
            else:  # (below, it covered Sifaka's facing buttons: the very ones it spoke of)
                y = min(rect.bottom() + gap, table.bottom() - height)
        self.tag.setPos(x, y)
        self._timer.start(self.HELD_MS)

    def _in_sight(self) -> QRectF:
        """The part of the table the view shows (Sifaka's table is larger than its window)."""
        views = self.scene.views()
        table = self.scene.sceneRect()
        if not views:
            return table
        view = views[0]
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        return table.intersected(shown) if table.intersects(shown) else table

    def _scale(self) -> float:
        """The view's zoom: the tag keeps its size on screen, so it spans 1/scale of the table."""
        views = self.scene.views()
        scale = views[0].transform().m11() if views else 1.0
        return scale if scale > 0 else 1.0

    def _say(self, reason: str) -> bool:
        """The tag's words, as a sentence (True: there are some, and the tag is on the table)."""
        self._timer.stop()
        reason = reason.strip()
        reason = reason[:1].upper() + reason[1:]  # a sentence, as in every game ("only Gorillas may...")
        if reason and self.tag.scene() is not self.scene:
            self.scene.addItem(self.tag)
        self.tag.set_text(reason, self._room())
        return bool(reason)

    def _room(self) -> float:
        """The table's width on screen, less a margin each side (what the tag may span)."""
        views = self.scene.views()
        if not views:
            return ReasonTag.WIDEST
        shown = min(float(views[0].viewport().width()), self.scene.sceneRect().width() * self._scale())
        return shown - 24

    def hide(self) -> None:
        self._timer.stop()
        _set_refused(self.place, False)
        self.place = None
        self.tag.set_text("")
        self.landing.set_place(QRectF(), True)

    @property
    def shown(self) -> str:
        """The reason beside the dragged cards now ("" when none)."""
        return self.tag.text if self.tag.isVisible() and self.tag.scene() is self.scene else ""


def _set_refused(item: Any, on: bool) -> None:
    mark = getattr(item, "set_refused", None)
    if mark is not None:
        mark(on)
