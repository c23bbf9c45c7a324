"""Geometry of the table: where a card may go (S3, S5) and where a pawn may walk (S4).

Pure functions over a visible grid (box -> Box) so the computer player can try placements on
an overlay without building states.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from gamebox.games.sifaka.deck import DIRS, Box
from gamebox.games.sifaka.state import SLOTS, Cell, State

NOT_TOUCHING = "The card must cover at least one box already on the table (S5)"
ON_COUNTER = "A card may not cover a mango counter (S5)"
ON_PAWN = "A card may not cover a pawn (S5)"
NOT_A_SLOT = "The first four cards go into the empty slots beside the hut square (S3)"


def footprint(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


def placement_problem(state: State, x: int, y: int) -> str | None:
    """Why a card may not have its top-left box at (x, y), or None when it may.
    The rotation never matters: a card covers the same 2x2 boxes whichever way it turns."""
    if state.slots_left:
        if any(SLOTS[name] == (x, y) for name in state.slots_left):
            return None
        return NOT_A_SLOT
    cells = footprint(x, y)
    if any(cell in state.table_counters for cell in cells):
        return ON_COUNTER
    pawns = state.pawn_cells()
    if any(cell in pawns for cell in cells):
        return ON_PAWN
    if not any(cell in state.grid for cell in cells):
        return NOT_TOUCHING
    return None


def legal_spots(state: State) -> list[Cell]:
    """Every top-left box where the card in hand may go, in a fixed order."""
    if state.slots_left:
        return [SLOTS[name] for name in state.slots_left]
    blocked = set(state.table_counters) | state.pawn_cells()
    spots: set[Cell] = set()
    for bx, by in state.grid:
        for x in (bx - 1, bx):
            for y in (by - 1, by):
                spots.add((x, y))
    return sorted(s for s in spots if not any(c in blocked for c in footprint(*s)))


@dataclass(frozen=True)
class Route:
    """One way a pawn can walk: the boxes it passes (start first), where it turned, its facing."""

    path: tuple[Cell, ...]
    turns: tuple[Cell, ...]
    facing: int
    blocked: bool

    @property
    def end(self) -> Cell:
        return self.path[-1]


def routes(grid: Mapping[Cell, Box], others: set[Cell] | frozenset[Cell], start: Cell, facing: int) -> list[Route]:
    """Every way the pawn at `start` facing `facing` may move (S4), one per distinct walk.

    At the start box and each box it steps onto, a pawn on an arrow may turn to face it; a
    pawn already facing the arrow follows it without turning (GameBox reading, S4). If any box
    of the walk had an arrow, at least one must have been followed. A step off the cards or
    into another pawn ends the walk there. Walks are told apart by where the pawn turned."""
    found: dict[tuple[Cell, ...], Route] = {}
    steps = grid[start].palms if start in grid else 0
    for route in _walk(grid, others, start, facing, steps, (start,), (), False, False):
        found.setdefault(route.turns, route)
    return [found[key] for key in sorted(found, key=lambda k: (len(k), k))]


def _walk(
    grid: Mapping[Cell, Box],
    others: set[Cell] | frozenset[Cell],
    pos: Cell,
    facing: int,
    steps: int,
    path: tuple[Cell, ...],
    turns: tuple[Cell, ...],
    seen_arrow: bool,
    followed: bool,
) -> Iterator[Route]:
    box = grid.get(pos)
    choices: list[tuple[int, tuple[Cell, ...], bool]]
    if box is not None and box.arrow is not None:
        seen_arrow = True
        if box.arrow == facing:
            choices = [(facing, turns, True)]
        else:
            choices = [(box.arrow, turns + (pos,), True), (facing, turns, followed)]
    else:
        choices = [(facing, turns, followed)]
    for new_facing, new_turns, new_followed in choices:
        if steps == 0:
            if new_followed or not seen_arrow:
                yield Route(path, new_turns, new_facing, False)
            continue
        dx, dy = DIRS[new_facing]
        nxt = (pos[0] + dx, pos[1] + dy)
        if nxt not in grid or nxt in others:
            if new_followed or not seen_arrow:
                yield Route(path, new_turns, new_facing, True)
            continue
        yield from _walk(grid, others, nxt, new_facing, steps - 1, path + (nxt,), new_turns, seen_arrow,
                         new_followed)


def pawn_routes(state: State, seat: int) -> list[Route]:
    x, y, facing = state.pawns[seat]
    others = {(px, py) for s, (px, py, _f) in enumerate(state.pawns) if s != seat}
    return routes(state.grid, others, (x, y), facing)
