"""Following the play on a board larger than the window: when someone else lays a card or
walks a pawn where the player cannot see it, the view scrolls the least that shows it, beside
the panel pinned at the window's right edge. The zoom never changes. The player's own card
never scrolls (it was laid where the player looks); the end box of their own walk is brought
into sight (a pawn could end half off the window)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF


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
