"""Where things sit on the Goritaire table (logical 1280 x 820 units)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

# Logical units; the view scales the table to the window. The table is small enough, and every
# text on it large enough (TEXT and up), that text stays at least 11 px on screen in a 1024x700
# window (issue 12).
TABLE = QRectF(0, 0, 1000, 680)
TEXT = 15.0  # the smallest text on the table
TITLE = 16.0
LEFT = 10.0
LEFT_WIDTH = 220.0
PHASES_POS = QPointF(LEFT, 8)
INFO_POS = QPointF(LEFT, 104)
INFO_SIZE = QSizeF(LEFT_WIDTH, 218)  # a title and up to 9 lines
SMALL_SCALE = 0.7  # deck and discard pile
DECK_POS = QPointF(LEFT + 12, 330)
DISCARD_POS = QPointF(LEFT + 126, 330)
CHOICE_POS = QPointF(LEFT, 448)
CHOICE_WIDTH = LEFT_WIDTH
ACTIONS_POS = QPointF(750, 8)
ACTION_SIZE = QSizeF(240, 34)
ACTION_STEP = 37.0
ASSIST_Y = 636.0  # Hint and Demo
PYRAMID = QRectF(238, 16, 504, 432)
HAND_CENTRE = QPointF(490, 566)
HAND_WIDTH = 490.0
HAND_ARC = 3.0  # degrees the outer cards of the hand turn
BANNER = QRectF(250, 160, 480, 170)  # the warning; as tall as its words (confirm.py)
GAP = 10.0
GROUND_LABEL_GAP = 8.0  # room between the Ground's cards (and their shadows) and its label
SLEEP_MARGIN = 3.0  # room left between a sleeping Gorilla and its neighbours


@dataclass(frozen=True)
class Lattice:
    """The pyramid's geometry for one layout: card size, the Ground's first slot and origin."""

    card: QSizeF
    base: int  # slot drawn leftmost on the Ground
    origin: QPointF  # top-left of the Ground card at slot `base`
    slots: int = 8  # Ground spots laid out
    rows: int = 5  # rows laid out

    @property
    def gap(self) -> float:
        """Room between neighbours."""
        return GAP

    @property
    def sleeping_scale(self) -> float:
        """A sleeping Gorilla lies on its side: drawn this much smaller, its long side fits
        between its neighbours with a little room on each side, sleeping too (two sleepers
        side by side overlapped, each hiding the other's banana badge)."""
        room = self.card.width() + self.gap - 2 * SLEEP_MARGIN
        return min(1.0, room / self.card.height())

    def pos(self, spot: tuple[int, int]) -> QPointF:
        """Top-left of a card at (row, slot): rows above shift right by half a step (R2)."""
        row, slot = spot
        step_x = self.card.width() + self.gap
        step_y = self.card.height() + 6
        return QPointF(self.origin.x() + (slot - self.base) * step_x + (row - 1) * step_x / 2,
                       self.origin.y() - (row - 1) * step_y)

    def rect(self, spot: tuple[int, int]) -> QRectF:
        return QRectF(self.pos(spot), self.card)

    def ground_label_rect(self, height: float) -> QRectF:
        """The Ground's label: under the Ground's row, as wide as the spots laid out."""
        left = self.pos((1, self.base))
        width = self.slots * (self.card.width() + self.gap) - self.gap
        return QRectF(left.x(), left.y() + self.card.height() + GROUND_LABEL_GAP, width, height)


GROUND_ROOM = 8  # Ground spots the pyramid is laid out for (7 to win and the next spot)
ROW_ROOM = 5


def lattice(card: QSizeF, ground_slots: list[int], rows: int, previous: Lattice | None = None) -> Lattice:
    """The pyramid's place, anchored at the Ground's first slot: the card size and the origin
    stay as they were while the pyramid fits (so a collapse reads as cards falling, not as the
    whole pyramid sliding); only a pyramid that outgrows the room is laid out again, left-aligned."""
    base = ground_slots[0] if ground_slots else 1
    last = ground_slots[-1] + 1 if ground_slots else base  # the next Ground spot is shown too
    if previous is not None and previous.base <= base and last - previous.base < previous.slots \
            and rows <= previous.rows:
        return previous
    if previous is not None and last - previous.base < GROUND_ROOM and rows <= ROW_ROOM:
        base = min(base, previous.base)
    count = max(GROUND_ROOM, last - base + 1)
    row_room = max(ROW_ROOM, rows)
    scale = min(0.8, (PYRAMID.width() / count - GAP) / card.width(),
                (PYRAMID.height() - 10) / row_room / (card.height() + 6))
    size = QSizeF(card.width() * scale, card.height() * scale)
    origin = QPointF(PYRAMID.left() + 8, PYRAMID.bottom() - size.height())
    return Lattice(size, base, origin, count, row_room)
