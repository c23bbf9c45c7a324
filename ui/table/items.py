"""Table items: cards, drop zones and tokens, drawn by QPainter (crisp at any zoom)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Property, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ui.table.painting import READABLE_PX, card_path, draw_text
from ui.table.theme import BASE_CARD, CARD_RADIUS, LEGAL, LEGAL_FILL, REFUSED, SELECTED, SHADOW

FacePainter = Callable[[QPainter, QRectF], None]
SHADOW_MARGIN = 6.0
SHADOW_LAYERS = 3
SHADOW_OFFSET = (1.5, 1.5)  # down and right: a card at rest keeps its shadow within SHADOW_MARGIN
HOVER_LIFT = 4.0  # how far a card under the pointer rises
SELECTED_LIFT = 3.0
OUTLINE_WIDTH = 3.0  # the selected, glowing or refused outline


def shadow_spread(layer: int, lift: float) -> float:
    """How far shadow layer `layer` reaches past the card's edges for a card lifted `lift`."""
    return 1.5 + layer * 1.5 + lift * 0.3


DIM_SHADE = QColor(24, 30, 27, 130)  # over a card that cannot be played now (see-through cards showed the fan below)


class CardItem(QGraphicsObject):
    """A card: rounded corners, soft shadow, a lift on hover, selection and glow outlines.

    key: the model's name for it (e.g. "R7"); face/back: painters for each side.
    draggable: the scene may start a drag from it; selectable: a click toggles selection.
    """

    keyboard: bool = False  # a stop of the keyboard ring even when not draggable (a button-like card)
    # what Enter does on it, when the item says it itself ("Enter draws a card"), or a function
    # that says it as things stand ("" for the usual words)
    keys_words: str | Callable[[], str] = ""
    drop_words: str = ""  # what Enter does with a carried card on it, when not just "puts it here"
    reason: str = ""  # why it cannot be picked up now, in the rules' words ("": it can)

    def __init__(self, key: str, face: FacePainter | None, back: FacePainter | None = None,
                 size: QSizeF = BASE_CARD, face_up: bool = True) -> None:
        super().__init__()
        self.key = key
        self.face = face
        self.back = back
        self.size = QSizeF(size)
        self.face_up = face_up
        self.draggable = False
        self.selectable = False
        self.glow = False
        self.refused = False  # a target the dragged cards cannot go to, while they hover over it
        self.dimmed = False  # shaded as not playable now: still opaque, so the fan below stays hidden
        self.payload: Any = None
        self._hover = False
        self._lift = 0.0
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # geometry
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def boundingRect(self) -> QRectF:
        """All that `paint` covers: the shadow's outer layer reaches further right and down the
        higher the card rises (hovered, selected, lifted), and a bound short of it left faint
        trails behind a card that flew back after a drop."""
        lift = self._raised()
        spread = shadow_spread(SHADOW_LAYERS - 1, lift)
        edge = 1.5 + OUTLINE_WIDTH / 2  # the outline round the raised face
        dx, dy = SHADOW_OFFSET
        return self.rect().adjusted(-max(SHADOW_MARGIN, spread - dx), -max(SHADOW_MARGIN + 6, lift + edge),
                                    max(SHADOW_MARGIN, spread + dx), max(SHADOW_MARGIN, spread + dy))

    def _raised(self) -> float:
        """How far the face is drawn above its place."""
        return (HOVER_LIFT if self._hover else 0.0) + self._lift + (SELECTED_LIFT if self.isSelected() else 0.0)

    def shape(self) -> QPainterPath:
        return card_path(self.rect())

    def visual_rect(self) -> QRectF:
        """The card as painted, raised by its lift (not its shadow), with its selected outline:
        what a ring goes round (a ring hugging the face lay on that outline, dashes over the
        solid line, and a card a hint had selected looked only ringed, not chosen)."""
        face = self.rect().translated(0, -(self._lift + (SELECTED_LIFT if self.isSelected() else 0.0)))
        return face.adjusted(-OUTLINE_WIDTH, -OUTLINE_WIDTH, OUTLINE_WIDTH, OUTLINE_WIDTH) if self.isSelected() else face

    # state
    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def set_refused(self, on: bool) -> None:
        if on != self.refused:
            self.refused = on
            self.update()

    def make_selectable(self, on: bool = True) -> None:
        """A click toggles selection and the rubber band can select it."""
        self.selectable = on
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, on)

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self.prepareGeometryChange()
        self._lift = value
        self.update()

    lift = Property(float, _get_lift, _set_lift)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802 (Qt's name)
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedChange:
            self.prepareGeometryChange()  # a selected card rises
        return super().itemChange(change, value)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt's name)
        self.prepareGeometryChange()
        self._hover = self.draggable or self.selectable
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt's name)
        self.prepareGeometryChange()
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = self._raised()
        rect = self.rect().translated(0, -lift)
        # soft shadow: a few translucent layers
        painter.setPen(Qt.PenStyle.NoPen)
        dx, dy = SHADOW_OFFSET
        for i in range(SHADOW_LAYERS):
            spread = shadow_spread(i, lift)
            colour = QColor(SHADOW)
            colour.setAlpha(SHADOW.alpha() // (i + 2))
            painter.setBrush(colour)
            painter.drawRoundedRect(self.rect().adjusted(-spread + dx, -spread + dy, spread + dx, spread + dy),
                                    CARD_RADIUS + spread, CARD_RADIUS + spread)
        painter.save()
        painter.setClipPath(card_path(rect))
        painter_fn = self.face if self.face_up else self.back
        if painter_fn is not None:
            painter_fn(painter, rect)
        if self.dimmed:
            painter.fillRect(rect, DIM_SHADE)
        painter.restore()
        if self.isSelected() or self.glow or self.refused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SELECTED if self.isSelected() else LEGAL if self.glow else REFUSED, OUTLINE_WIDTH))
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), CARD_RADIUS + 1, CARD_RADIUS + 1)


class ZoneItem(QGraphicsObject):
    """A place cards can go (a tree, a pile, a column): a faint outline that glows when legal,
    and turns red while dragged cards hover over it that it cannot take (`refused`)."""

    keyboard: bool = False  # a stop of the keyboard ring even when not draggable (a button-like card)
    # what Enter does on it, for the keyboard's words ("Enter plays the marked cards on this
    # tree"), or a function that says it as things stand
    keys_words: str | Callable[[], str] = ""

    def __init__(self, key: str, size: QSizeF, label: str = "", colour: QColor | None = None) -> None:
        super().__init__()
        self.key = key
        self.size = QSizeF(size)
        self.label = label
        self.colour = colour or QColor(255, 255, 255, 90)
        self.glow = False
        self.refused = False
        self.payload: Any = None
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # dashed outlines are slow to draw

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-3, -3, 3, 3)

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def set_refused(self, on: bool) -> None:
        if on != self.refused:
            self.refused = on
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.glow or self.refused
        pen = QPen(LEGAL if self.glow else REFUSED if self.refused else self.colour, 3.0 if strong else 1.5)
        if not strong:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(LEGAL_FILL) if self.glow else Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect(), CARD_RADIUS, CARD_RADIUS)
        if self.label:
            draw_text(painter, self.rect().adjusted(4, 4, -4, -4), self.label, self.colour.lighter(150),
                      READABLE_PX, align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
