"""Sifaka table items. Only items a player acts on have a `key` (the base treats those as
interactive); cards, pawns and counters on the table do not, so dragging them pans the view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gamebox.games.sifaka.deck import COLOUR_NAMES
from ui.sifaka.art import BOX, draw_arrow, paint_card, paint_counter, paint_pawn
from ui.table.controls import ButtonItem, PanelItem
from ui.table.items import CardItem
from ui.table.painting import draw_text, text_width
from ui.table.theme import LEGAL, LEGAL_FILL, REFUSED, SELECTED, SHADOW

CARD = QSizeF(2 * BOX, 2 * BOX)


class HandCard(CardItem):
    """The card in hand: drag it onto the table; it shows its current rotation."""

    def __init__(self, card_id: str) -> None:
        super().__init__(f"hand:{card_id}", self._paint_face, size=CARD)
        self.card_id = card_id
        self.turn = 0
        self.draggable = True
        self.keyboard = True
        # named: after a hint ending "... onto the red counter", "Enter picks it up" read as the counter
        self.keys_words = "Enter picks up your card"

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        paint_card(painter, rect, self.card_id, self.turn)

    def set_turn(self, rotation: int) -> None:
        self.turn = rotation
        self.update()


class TableCard(QGraphicsObject):
    """A card lying on the table (not interactive)."""

    def __init__(self, card_id: str, rotation: int) -> None:
        super().__init__()
        self.card_id = card_id
        self.turn = rotation
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # many palms: drawn once

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, CARD.width() + 7, CARD.height() + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD.width(), CARD.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        painter.drawRoundedRect(rect.translated(2, 3), 8, 8)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        painter.save()
        painter.setClipPath(path)
        paint_card(painter, rect, self.card_id, self.turn)
        painter.restore()


class Ghost(QGraphicsObject):
    """Where the dragged card would land, snapped to the box grid: green if legal, red if not."""

    def __init__(self) -> None:
        super().__init__()
        self.card_id = ""
        self.turn = 0
        self.legal = False
        self.reason = ""
        # over the cards and the place tint, under counters and pawns: "A card may not cover a
        # pawn" was said over a ghost that hid the very pawn (a legal place covers neither)
        self.setZValue(2480)
        self.setOpacity(0.85)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD.width() + 8, CARD.height() + 8)

    def set_glow(self, on: bool) -> None:  # the base calls this; colour follows `legal`
        self.update()

    def show_as(self, card_id: str, turn: int, legal: bool, reason: str) -> None:
        self.card_id, self.turn, self.legal, self.reason = card_id, turn, legal, reason
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD.width(), CARD.height())
        if self.card_id:
            painter.setOpacity(0.55)
            paint_card(painter, rect, self.card_id, self.turn)
            painter.setOpacity(1.0)
        colour = LEGAL if self.legal else REFUSED
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setBrush(fill if not self.legal else LEGAL_FILL)
        painter.setPen(QPen(colour, 4.0))
        painter.drawRoundedRect(rect, 8, 8)


class PawnItem(QGraphicsObject):
    def __init__(self, seat: int, colour: str, facing: int, mark: str, name: str = "") -> None:
        super().__init__()
        self.seat = seat
        self.mark = mark  # the number the player's name carries; none on the viewer's own
        self.colour = colour
        self.facing = facing
        self.setZValue(3000)
        whose = "Your sifaka" if name in ("", "You") else f"{name}'s sifaka"
        self.setToolTip(f"{whose}: it walks the way it faces, as many boxes as the palm trees where it stands.")

    def boundingRect(self) -> QRectF:
        return QRectF(-BOX * 0.85, -BOX * 0.85, BOX * 1.7, BOX * 1.7)

    def set_facing(self, facing: int) -> None:
        self.facing = facing
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # drawn around its box (the item sits on the box centre), never over what the box shows
        paint_pawn(painter, QRectF(-BOX / 2, -BOX / 2, BOX, BOX), self.colour, self.facing, self.mark)


class CounterItem(QGraphicsObject):
    """A mango counter: colour, shape and letter; its value only when known to the viewer.
    It lies over the mango it was put on, in the upper part of the box, so the palm trees along
    the bottom stay in sight (`place_on`)."""

    def __init__(self, colour: str, value: int, diameter: float = BOX * 0.56) -> None:
        super().__init__()
        self.colour = colour
        self.value = value
        self.diameter = diameter
        self.setZValue(2500)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.diameter + 6, self.diameter + 6)

    def place_on(self, x: int, y: int) -> None:
        self.setPos(QPointF((x + 0.5) * BOX - self.diameter / 2, (y + 0.05) * BOX))
        self.setToolTip(f"A {COLOUR_NAMES.get(self.colour, 'mango')} mango counter: a sifaka that ends its walk here may "
                        "take it. Its points stay hidden until the final count.")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_counter(painter, QRectF(0, 0, self.diameter, self.diameter), self.colour, self.value)


class Marker(QGraphicsObject):
    """A reachable end box for the pawn; several walks ending on one box get one marker each,
    with an arrow for the facing the pawn ends with."""

    def __init__(self, key: str, move: Any, facing: int, path: list[QPointF], label: str) -> None:
        super().__init__()
        self.key = key
        self.payload = move
        self.facing = facing
        self.path_points = path
        self.label = label
        self.keyboard = True
        self.glow = False
        self.setAcceptHoverEvents(True)
        self.setZValue(3500)
        self.on_hover: Any = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOX * 0.5, BOX * 0.5)

    def set_glow(self, on: bool) -> None:
        self.glow = on
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt's name)
        self.glow = True
        if self.on_hover:
            self.on_hover(self, True)
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt's name)
        self.glow = False
        if self.on_hover:
            self.on_hover(self, False)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#ffffff"), 2.0))
        painter.setBrush(SELECTED if self.glow else LEGAL)
        painter.drawEllipse(rect)
        draw_arrow(painter, rect.adjusted(-2, -2, 2, 2), self.facing)


def button(key: str, label: str, payload: Any = None, width: float = 96, height: float = 30) -> ButtonItem:
    """The shared table button, above the cards."""
    item = ButtonItem(key, label, QSizeF(width, height), payload)
    item.setZValue(3600)
    return item


PANEL_LINE_PX = 13.0  # the text panels' lines, in scene units


def panel(key: str, width: float, lines: list[str], title: str) -> PanelItem:
    """The shared text panel (the side panel, the final count), above the cards."""
    item = PanelItem(key, QSizeF(width, 16 + 22 * (len(lines) + 1)), [title, *lines], fill=QColor(10, 30, 20, 225),
                     line_size=PANEL_LINE_PX)
    item.setZValue(3400)
    return item


HUT_CELLS = ((-1, -1), (0, -1), (-1, 0), (0, 0))  # the hut boxes, the square's inner corners (S3)


class HutSquare(QGraphicsObject):
    """Where the four Hut cards lie (boxes -2..1 each way), outlined once cards cover a hut:
    the move log counts boxes from the huts ("3 boxes west of the huts"), so the place stays in
    sight. The line runs along box edges, so it hides nothing a player reads on the boxes."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(2450)  # over the cards, under the place tint, counters and pawns
        self.setToolTip("The huts' square: the move log counts boxes from here")

    def boundingRect(self) -> QRectF:
        return QRectF(-2 * BOX - 3, -2 * BOX - 3, 4 * BOX + 6, 4 * BOX + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#7a4a1e"), 2.5, Qt.PenStyle.DashLine)  # the brown of the huts' walls
        pen.setCosmetic(True)  # as thick on screen however far the table is zoomed out
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(-2 * BOX, -2 * BOX, 4 * BOX, 4 * BOX))


class SlotOutline(QGraphicsObject):
    """An empty slot for one of the first four cards (S3)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CARD.width() + 4, CARD.height() + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 255, 255, 150), 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 25))
        painter.drawRoundedRect(QRectF(0, 0, CARD.width(), CARD.height()), 8, 8)


def cell_pos(x: int, y: int) -> QPointF:
    """Scene top-left of box (x, y)."""
    return QPointF(x * BOX, y * BOX)


def cell_centre(x: int, y: int) -> QPointF:
    return QPointF((x + 0.5) * BOX, (y + 0.5) * BOX)


class Tag(QGraphicsObject):
    """A short text on a dark rounded plate (the ghost's reason), readable on any box."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.colour = QColor("#ffffff")
        self.setZValue(4100)

    def set_text(self, text: str, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.text, self.colour = text, QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        return QRectF(0, 0, max(40.0, QFontMetricsF(font).horizontalAdvance(self.text) + 24), 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(15, 25, 20, 215))
        painter.drawRoundedRect(rect, 7, 7)
        draw_text(painter, rect.adjusted(8, 0, -8, 0), self.text, self.colour, 13, bold=True)


class Caption(QGraphicsObject):
    """A few words on the felt beside what they name (the card in hand): the first line bold,
    the text wrapped at word breaks to `width`."""

    def __init__(self, text: str, width: float, pixel_size: float = PANEL_LINE_PX) -> None:
        super().__init__()
        self.text = text
        self.width = width
        self.pixel_size = pixel_size
        self.lines = wrap_words(text, width, pixel_size)
        words = max((text_width(line, pixel_size, bold=True) for line in self.lines), default=0.0)
        pad = self.PAD  # the dark plate under the words, as wide as they are
        self.plate = QRectF(-pad, -pad / 2, min(width, words) + 2 * pad, self.line_height() * len(self.lines) + 2 + pad)
        self.setZValue(3600)

    PAD = 5.0  # the plate's edge around the words

    def line_height(self) -> float:
        return self.pixel_size + 5

    def boundingRect(self) -> QRectF:
        return QRectF(self.plate)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # a dark plate under the white words: zoomed in, the pinned caption lay over pale boxes
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(15, 25, 20, 190))
        painter.drawRoundedRect(self.plate, 7, 7)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        for n, line in enumerate(self.lines):
            rect = QRectF(0, n * self.line_height(), self.width, self.line_height())
            draw_text(painter, rect, line, QColor("#ffffff"), self.pixel_size, bold=n == 0, align=left)


def wrap_words(text: str, width: float, pixel_size: float) -> list[str]:
    """`text` in lines no wider than `width` (bold, the widest a line is drawn), broken after
    a colon and between words."""
    font = QFont()
    font.setPixelSize(int(pixel_size))
    font.setBold(True)
    metrics = QFontMetricsF(font)
    lines: list[str] = []
    parts = text.split(": ")
    for n, part in enumerate(parts):
        part += ":" if n < len(parts) - 1 else ""
        line = ""
        for word in part.split():
            trial = f"{line} {word}".strip()
            if line and metrics.horizontalAdvance(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


class PlaceArea(QGraphicsObject):
    """While the card is dragged: the boxes some legal place of it would cover (the places are
    the rules' legal moves), tinted and outlined; a box holding a counter or a pawn is a hole."""

    def __init__(self, cells: set[tuple[int, int]]) -> None:
        super().__init__()
        self.cells = frozenset(cells)
        path = QPainterPath()
        for x, y in self.cells:
            path.addRect(QRectF(x * BOX, y * BOX, BOX, BOX))
        self.path = path.simplified()
        self.setZValue(2400)  # over the cards, under counters, pawns and the dragged card

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(LEGAL_FILL)
        painter.setPen(QPen(LEGAL.lighter(130), 3.0, Qt.PenStyle.DashLine))
        painter.drawPath(self.path)
