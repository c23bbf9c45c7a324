"""Hand fan: where each of n cards of a hand goes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QSizeF

DROP = 1.2  # how far the outer cards of a bent fan drop, per degree of turn
CARD_ASPECT = 1.5  # a card's height over its width, about, for every game's cards


def fan_positions(count: int, centre: QPointF, card_width: float, max_width: float,
                  arc: float = 0.0, gap: float = 6.0) -> list[tuple[QPointF, float]]:
    """Top-left points (and a rotation in degrees) for `count` cards centred on `centre`.

    Cards sit side by side with `gap` while they fit in `max_width`, then overlap evenly.
    arc > 0 bends the fan: outer cards drop and turn by up to `arc` degrees.
    """
    if count <= 0:
        return []
    # a turned card's lower corner reaches sideways by about its height times the sine of the
    # turn, and two neighbours turn towards each other: side by side they need twice that more
    # room, or a corner covers the neighbour's words
    step = card_width + gap + (2 * card_width * CARD_ASPECT * math.sin(math.radians(arc)) if arc else 0.0)
    if count > 1 and step * (count - 1) + card_width > max_width:
        step = max(12.0, (max_width - card_width) / (count - 1))
    total = step * (count - 1) + card_width
    left = centre.x() - total / 2
    out = []
    for i in range(count):
        t = 0.0 if count == 1 else (i / (count - 1)) * 2 - 1  # -1 .. 1
        drop = abs(t) ** 2 * arc * DROP
        out.append((QPointF(left + i * step, centre.y() + drop), t * arc))
    return out


def fan_bottom(top: float, card: QSizeF, arc: float = 0.0, margin: float = 0.0) -> float:
    """The lowest point a fan of `card`-sized cards whose tops are at `top` can reach: the
    outer card's drop, and its lower corner swung down by the turn (about its top-left),
    plus `margin` (a card item's shadow)."""
    angle = math.radians(arc)
    return top + arc * DROP + card.width() * math.sin(angle) + card.height() * math.cos(angle) + margin
