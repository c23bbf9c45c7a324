"""Where Sifaka's dragged card would go on the box grid: a function of the scene
(ui/sifaka/scene.py), read by its ghost."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from gamebox.games.sifaka.moves import Place
from gamebox.games.sifaka.state import SLOTS, State
from ui.sifaka.art import BOX
from ui.sifaka.items import CARD

if TYPE_CHECKING:
    from ui.sifaka.scene import SifakaScene


def snap_cell(scene: SifakaScene) -> tuple[int, int]:
    """Where a card centred on the dragged one lies on the box grid (the card in hand is drawn
    at the panel's size, not the table's: snapped by its top-left, the red place showed a box
    off the card the player saw); in the first four turns, the empty slot the card overlaps,
    when it overlaps one (S3): a slot two boxes off had taken a card dropped on the huts."""
    fx, fy = _grid_point(scene)
    x, y = round(fx), round(fy)
    state: State = scene.view()
    if state.slots_left:
        nearest = min((SLOTS[s] for s in state.slots_left), key=lambda c: abs(c[0] - x) + abs(c[1] - y))
        if max(abs(nearest[0] - x), abs(nearest[1] - y)) <= 1:
            return nearest
    # the card half a box off a place it may take: that place, as a card pile takes a card
    # dropped mostly on it (a card seen over the table was refused for the box beside it)
    near = [(cx, cy) for cx in {math.floor(fx), math.ceil(fx)} for cy in {math.floor(fy), math.ceil(fy)}]
    legal = [c for c in near if Place(c[0], c[1], scene.hand_turn) in scene.legal_places]
    if legal and (x, y) not in legal:
        return min(legal, key=lambda c: (c[0] - fx) ** 2 + (c[1] - fy) ** 2)
    return x, y


def _grid_point(scene: SifakaScene) -> tuple[float, float]:
    """The dragged card's top-left on the box grid, as a card centred on it would lie."""
    hand = scene.hand_item
    assert hand is not None
    centre = hand.mapRectToScene(hand.rect()).center()
    return centre.x() / BOX - CARD.width() / (2 * BOX), centre.y() / BOX - CARD.height() / (2 * BOX)


def moved_over(scene: SifakaScene, cell: tuple[int, int]) -> bool:
    """`cell` (what `snap_cell` chose) is not where the card is held: it would slide there."""
    fx, fy = _grid_point(scene)
    return (round(fx), round(fy)) != cell
