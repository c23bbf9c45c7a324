"""Fitting the Sifaka table to a window: the whole board, with a box around it, beside the side
panel pinned at the window's right edge. The panel is a column of the window's own width (it
is drawn larger when the board is zoomed far out, so its words stay readable), so the board
gets what is left of the window; a fixed scene rect fitted with room for the panel at its
right put the board under the panel in a small window and cut it off in another.

Pure geometry: scene units and screen pixels, no items."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

SLACK_PX = 6.0  # screen pixels kept free on every side of the board (the view rounds its scroll)
SMALLEST_SCALE = 0.02  # a window too small for anything still gets a view of the whole board


@dataclass(frozen=True)
class Column:
    """The side panel as the fit sees it: `width` scene units at zoom 1 and `edge` from the
    window's right edge, both drawn at least as large as at zoom `min_zoom` (the panel grows
    when the board is zoomed further out)."""

    width: float
    min_zoom: float
    edge: float

    def pixels(self, scale: float) -> float:
        """The screen width the panel takes at the window's right edge at this zoom."""
        return (self.edge + self.width) * max(scale, self.min_zoom)


def fit_scale(whole: QSizeF, window: QSizeF, column: Column, largest: float) -> float:
    """The largest zoom (at most `largest`) at which `whole` fits in `window` beside the panel."""
    room_w = window.width() - 2 * SLACK_PX
    room_h = window.height() - 2 * SLACK_PX
    if whole.width() <= 0 or whole.height() <= 0 or room_w <= 0 or room_h <= 0:
        return max(SMALLEST_SCALE, min(largest, 1.0))
    tall = room_h / whole.height()
    panel = column.edge + column.width
    wide = room_w / (whole.width() + panel)  # the panel at its own size
    if wide < column.min_zoom:  # the panel drawn larger: its width on screen is fixed
        wide = (room_w - panel * column.min_zoom) / whole.width()
    return max(SMALLEST_SCALE, min(tall, wide, largest))


def fit_region(whole: QRectF, window: QSizeF, column: Column, scale: float) -> QRectF:
    """What the view shows (scene units) at `scale` with `whole` in the middle of the part of
    the window left of the panel."""
    size = QSizeF(window.width() / scale, window.height() / scale)
    room = (window.width() - column.pixels(scale)) / scale
    left = whole.center().x() - room / 2
    top = whole.center().y() - size.height() / 2
    return QRectF(QPointF(left, top), size)


def board_room(shown: QRectF, column: Column, scale: float, slack_px: float = SLACK_PX) -> QRectF:
    """The part of what the view shows (scene units) that the panel leaves the board, less
    `slack_px` screen pixels at every side."""
    slack = slack_px / scale
    return shown.adjusted(slack, slack, -column.pixels(scale) / scale - slack, -slack)
