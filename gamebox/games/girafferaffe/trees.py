"""The Tree tiles (G2) and their rewards (G8)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tree:
    """A tree tile: `kind` is single, kind (n of a kind), straight, flush or any."""

    name: str
    label: str
    kind: str
    size: int = 0  # cards in an n-of-a-kind play; 1 for a Single tree
    colours: tuple[int, ...] = ()  # colours a Single tree accepts
    apples: int = 0  # G8 reward
    redraw: int = 0  # G8 reward: cards from the Redraw Deck

    @property
    def ranked(self) -> bool:
        """Rank trees (G6): later plays must be strictly higher."""
        return self.kind in ("single", "kind")


SINGLE_ALL = Tree("single", "Single", "single", 1, (0, 1, 2, 3))
SINGLE_RY = Tree("single-red-yellow", "Single red/yellow", "single", 1, (0, 2))
SINGLE_BG = Tree("single-blue-green", "Single blue/green", "single", 1, (1, 3))
SINGLE_R = Tree("single-red", "Single red", "single", 1, (0,))
SINGLE_B = Tree("single-blue", "Single blue", "single", 1, (1,))
SINGLE_Y = Tree("single-yellow", "Single yellow", "single", 1, (2,))
SINGLE_G = Tree("single-green", "Single green", "single", 1, (3,))
FOUR = Tree("4kind", "4 of a Kind", "kind", 4, apples=2)
THREE = Tree("3kind", "3 of a Kind", "kind", 3, apples=1)
PAIR = Tree("pair", "Pair", "kind", 2, redraw=1)
STRAIGHT = Tree("straight", "Straight", "straight", apples=1)
FLUSH = Tree("flush", "Flush", "flush", apples=1)
ANY = Tree("any", "Any", "any", apples=1)

_COMMON = (FOUR, THREE, PAIR, STRAIGHT, FLUSH, ANY)
ALL_TREES: dict[str, Tree] = {
    t.name: t for t in (SINGLE_ALL, SINGLE_RY, SINGLE_BG, SINGLE_R, SINGLE_B, SINGLE_Y, SINGLE_G) + _COMMON
}


def trees_for(players: int) -> tuple[Tree, ...]:
    """G2: Single tree(s) by player count (1 = solo, like 2 players), then the common trees."""
    if players <= 2:
        singles: tuple[Tree, ...] = (SINGLE_ALL,)
    elif players == 3:
        singles = (SINGLE_RY, SINGLE_BG)
    else:
        singles = (SINGLE_R, SINGLE_B, SINGLE_Y, SINGLE_G)
    return singles + _COMMON
