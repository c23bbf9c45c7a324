"""Hand fan: where each of n cards of a hand goes."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

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


BUNCH = 0.4  # of a card's width: how far apart cards carried together ride


def bunched(items: Sequence[QGraphicsItem], anchor: QGraphicsItem,
            origins: Mapping[QGraphicsItem, QPointF]) -> dict[QGraphicsItem, QPointF]:
    """Where each of several carried cards rides, before the drag's movement: side by side in
    their order, a little apart, at the height of `anchor` (the card the drag started on,
    which stays where it was). Cards picked far apart in a hand had ridden as far apart, one
    carried out of sight past the view's edge."""
    if anchor not in items or len(items) < 2:
        return dict(origins)
    k = list(items).index(anchor)
    base = origins[anchor]
    step = anchor.boundingRect().width() * BUNCH
    return {item: QPointF(base.x() + (n - k) * step, base.y()) for n, item in enumerate(items)}
