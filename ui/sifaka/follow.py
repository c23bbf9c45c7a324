"""Following the play on a board larger than the window: when someone else lays a card or
walks a pawn where the player cannot see it, the view scrolls the least that shows it, beside
the panel pinned at the window's right edge. The zoom never changes; a board the player zoomed
out on stays all in sight as it grows, while it fits. The player's own card
never scrolls (it was laid where the player looks); the end box of their own walk is brought
into sight (a pawn could end half off the window)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from ui.sifaka.fit import SLACK_PX, Column, board_room


class Shown(Protocol):
    """What `board_in_sight` needs of the view (a TableView)."""

    def visible_scene_rect(self) -> QRectF: ...
    def transform(self) -> QTransform: ...
    def centerOn(self, pos: QPointF) -> None: ...  # noqa: N802 (Qt's name)


def _shift(low: float, high: float, want_low: float, want_high: float) -> float:
    """How far to move a window [low, high] so it holds [want_low, want_high] (its start when
    it cannot hold all of it)."""
    if want_low < low or want_high - want_low > high - low:
        return want_low - low
    return max(0.0, want_high - high)


def follow_shift(room: QRectF, want: QRectF) -> QPointF:
    """The least move of the view (scene units) that brings `want` into `room`, the part of
    the window the board shows in; zero when it is already in sight."""
    return QPointF(_shift(room.left(), room.right(), want.left(), want.right()),
                   _shift(room.top(), room.bottom(), want.top(), want.bottom()))


def board_in_sight(view: Shown, whole: QRectF, column: Column) -> None:
    """Zoomed by the player: a board (`whole`, with the box around it) that fits beside the
    panel at their zoom stays all in sight as it grows (zoomed out, it ran off the window's
    edge until Fit table); a board larger than that is the player's to pan."""
    shown = view.visible_scene_rect()
    room = board_room(shown, column, view.transform().m11(), SLACK_PX / 2)
    if whole.width() <= room.width() and whole.height() <= room.height():
        shift = follow_shift(room, whole)
        if not shift.isNull():
            view.centerOn(shown.center() + shift)
