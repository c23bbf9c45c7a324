"""Where things sit on the Goritaire table (logical 1280 x 820 units)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1280, 820)
LEFT = 16.0
LEFT_WIDTH = 228.0
PHASES_POS = QPointF(LEFT, 12)
INFO_POS = QPointF(LEFT, 172)
INFO_SIZE = QSizeF(LEFT_WIDTH, 156)
DECK_POS = QPointF(LEFT + 6, 334)
DISCARD_POS = QPointF(LEFT + 122, 334)
CHOICE_POS = QPointF(LEFT, 470)
CHOICE_WIDTH = LEFT_WIDTH
ACTIONS_POS = QPointF(1016, 12)
ACTION_SIZE = QSizeF(250, 30)
ACTION_STEP = 34.0
PYRAMID = QRectF(262, 20, 740, 600)
HAND_CENTRE = QPointF(632, 668)
HAND_WIDTH = 720.0
BANNER = QRectF(400, 250, 480, 150)
GAP = 8.0


@dataclass(frozen=True)
class Lattice:
    """The pyramid's geometry for one layout: card size, the Ground's first slot and origin."""

    card: QSizeF
    base: int  # slot drawn leftmost on the Ground
    origin: QPointF  # top-left of the Ground card at slot `base`

    @property
    def gap(self) -> float:
        """Room between neighbours so a sleeping (turned) Gorilla does not cover the next card."""
        return self.card.height() - self.card.width() + GAP

    def pos(self, spot: tuple[int, int]) -> QPointF:
        """Top-left of a card at (row, slot): rows above shift right by half a step (R2)."""
        row, slot = spot
        step_x = self.card.width() + self.gap
        step_y = self.card.height() + 6
        return QPointF(self.origin.x() + (slot - self.base) * step_x + (row - 1) * step_x / 2,
                       self.origin.y() - (row - 1) * step_y)

    def rect(self, spot: tuple[int, int]) -> QRectF:
        return QRectF(self.pos(spot), self.card)


def lattice(card: QSizeF, ground_slots: list[int], rows: int) -> Lattice:
    """Fit the pyramid (the Ground plus the next Ground spot) into PYRAMID, centred."""
    base = ground_slots[0] if ground_slots else 1
    count = (ground_slots[-1] - base + 2) if ground_slots else 1
    extra = card.height() - card.width()  # the turned card's extra width, at scale 1
    scale = min(0.8, (PYRAMID.width() / count - GAP) / (card.width() + extra),
                (PYRAMID.height() - 10) / max(5, rows) / (card.height() + 6))
    size = QSizeF(card.width() * scale, card.height() * scale)
    gap = size.height() - size.width() + GAP
    total = count * (size.width() + gap) - gap
    origin = QPointF(PYRAMID.center().x() - total / 2, PYRAMID.bottom() - size.height())
    return Lattice(size, base, origin)
