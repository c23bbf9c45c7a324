"""The privacy curtain between two human seats at one screen."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ui.table.animation import OWN_DRAW_HOLD_MS, AnimationQueue
from ui.table.painting import draw_wrapped


def curtain_text(name: str, turn: bool = True, other: str | None = None) -> str:
    """ "Ann, your turn." and what to do: the curtain's words for the next player (before a
    game whose computers play first, for the first human seat: "Ann, your cards."). `other`:
    the one other person at the screen, by name ("Click, or press Enter, when Bob looks away.");
    None for several."""
    return f"{name}, your {'turn' if turn else 'cards'}.\nClick, or press Enter, when {_away(other)}."


def curtain_status(name: str, other: str | None = None) -> str:
    """The status line while the curtain is up: the same words in one line."""
    return f"{name}, your turn: click the table or press Enter when {_away(other)}."


def looking_back_status(mover: str, following: str) -> str:
    """The status line while the mover sees their move land, before the next curtain: it had
    read "Waiting for Bob to play." over Ann's hand, as if Bob should look now."""
    return f"{mover}, your move is made: {following} is next, once the screen is covered."


def drawn_status(name: str) -> str:
    """The status line while the cards a person drew stay in sight before the next curtain."""
    return f"{name}, your new cards stay in sight a moment."


class _Table(Protocol):
    queue: AnimationQueue
    viewer_seat: int | None
    statusChanged: Any

    def full_name(self, seat: int) -> str: ...


def hold_drawn_cards(scene: _Table, words: str = "") -> None:
    """A shared screen: the cards the viewer drew stay in sight a moment before the next
    curtain covers them, and the status line says so (it still read "Ann, your turn: drag
    cards onto a tree" over a move already made); `words` say something else the viewer
    must see in that moment (what the counter Sifaka's pawn took is worth)."""

    def say() -> None:
        seat = scene.viewer_seat
        if seat is not None:
            scene.statusChanged.emit(words or drawn_status(scene.full_name(seat)))

    scene.queue.call(say)
    scene.queue.hold(OWN_DRAW_HOLD_MS)


def _away(other: str | None) -> str:
    return f"{other} looks away" if other else "the others look away"


TEXT_PX = 26.0  # the curtain's words, in the table's units
SHOWN_LEAST_PX = 22.0  # and on the screen, however small or large the table is drawn
SHOWN_MOST_PX = 34.0


def text_px(scale: float) -> float:
    """The curtain's letters in scene units at the view's `scale`: TEXT_PX as the table is drawn,
    but never under SHOWN_LEAST_PX nor over SHOWN_MOST_PX on the screen. On Sifaka's table,
    drawn ever smaller as it grows, the words had shrunk with it to a few pixels."""
    if scale <= 0:
        return TEXT_PX
    return min(max(TEXT_PX * scale, SHOWN_LEAST_PX), SHOWN_MOST_PX) / scale


class PrivacyCurtain(QGraphicsObject):
    """Covers the whole table until the next player clicks, so hands stay private."""

    opened = Signal()

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self.text = text
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(self._rect, QColor(20, 30, 26))  # opaque: the hand below stays private
        margin = min(24.0, self._rect.width() / 20)
        room = self._rect.adjusted(margin, margin, -margin, -margin)
        # never taller than the curtain has room for (drawn smaller from there, two pixels a try)
        size = min(text_px(painter.worldTransform().m11()), room.height() / 6, room.width() / 12)
        draw_wrapped(painter, room, self.text, QColor("#ffffff"), size, bold=True, least=min(14.0, size))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt's name)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt's name)
        self.opened.emit()
        event.accept()
