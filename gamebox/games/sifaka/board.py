"""Geometry of the table: where a card may go (S3, S5) and where a pawn may walk (S4).

Placements come from the state's incremental spot index (spots.py). Walks read boxes through
a lookup function (`grid.get`, or an overlay's), so a computer player can try a card on the
table without copying it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import NamedTuple

from gamebox.games.sifaka.deck import DIRS, Box
from gamebox.games.sifaka.moves import Place
from gamebox.games.sifaka.spots import in_range, places_at
from gamebox.games.sifaka.state import SLOTS, Cell, State

NOT_TOUCHING = "A card must cover at least one box already on the table"
ON_COUNTER = "A card may not cover a mango counter"
ON_PAWN = "A card may not cover a pawn"
NOT_A_SLOT = "The first four cards go into the empty slots beside the hut square"

Lookup = Callable[[Cell], "Box | None"]


def footprint(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


def placement_problem(state: State, x: int, y: int) -> str | None:
    """Why a card may not have its top-left box at (x, y), or None when it may.
    The rotation never matters: a card covers the same 2x2 boxes whichever way it turns."""
    if state.slots_left:
        if any(SLOTS[name] == (x, y) for name in state.slots_left):
            return None
        return NOT_A_SLOT
    if state.spots().is_open(x, y):
        return None
    cells = footprint(x, y)
    if any(cell in state.table_counters for cell in cells):
        return ON_COUNTER
    if any(state.pawn_at(cell) is not None for cell in cells):
        return ON_PAWN
    return NOT_TOUCHING


def legal_places(state: State) -> list[Place]:
    """Every legal placement of the card in hand: by top-left x, then y, then rotation."""
    if state.slots_left:
        return [p for name in state.slots_left for p in places_at(*SLOTS[name])]
    return state.spots().placements()


def legal_spots(state: State) -> list[Cell]:
    """Every top-left box where the card in hand may go, in a fixed order."""
    if state.slots_left:
        return [SLOTS[name] for name in state.slots_left]
    return state.spots().spots()


def can_place(state: State) -> bool:
    return bool(state.slots_left) or bool(legal_places(state))


def fits(x: int, y: int) -> bool:
    """Whether a card with its top-left on (x, y) stays within the table's coordinates."""
    return in_range(x, y) and in_range(x + 1, y + 1)


class Route(NamedTuple):
    """One way a pawn can walk: the boxes it passes (start first), where it turned, its facing."""

    path: tuple[Cell, ...]
    turns: tuple[Cell, ...]
    facing: int
    blocked: bool

    @property
    def end(self) -> Cell:
        return self.path[-1]


def routes(get: Lookup, others: Collection[Cell], start: Cell, facing: int) -> list[Route]:
    """Every way the pawn at `start` facing `facing` may move (S4), one per distinct walk,
    ordered by (number of turns, where it turned). `get(cell)` is the box shown there.

    At the start box and each box it steps onto, a pawn on an arrow may turn to face it; a
    pawn already facing the arrow follows it without turning (GameBox reading, S4). If any box
    of the walk had an arrow, at least one must have been followed. A step off the cards or
    into another pawn ends the walk there. A walk is fixed by where the pawn turned."""
    box = get(start)
    out: list[Route] = []
    _from(get, others, start, box, facing, box.palms if box is not None else 0, [start], (), False, False, out)
    if len(out) > 1:  # a walk that comes back to a box could repeat another's turns: keep the first
        first: dict[tuple[Cell, ...], Route] = {}
        for route in out:
            first.setdefault(route.turns, route)
        out = sorted(first.values(), key=_route_order)
    return out


def _route_order(route: Route) -> tuple[int, tuple[Cell, ...]]:
    return len(route.turns), route.turns


def _from(get: Lookup, others: Collection[Cell], pos: Cell, box: Box | None, facing: int, steps: int,
          path: list[Cell], turns: tuple[Cell, ...], seen_arrow: bool, followed: bool, out: list[Route]) -> None:
    """The pawn stands on `pos` (showing `box`) with `steps` to go: it may turn to an arrow
    there (that way is explored first, on a copy of the path), then steps on until it has no
    steps left or the next box is off the table or holds a pawn."""
    while True:
        if box is not None and box.arrow is not None:
            seen_arrow = True
            if box.arrow == facing:
                followed = True
            else:
                _from(get, others, pos, box, box.arrow, steps, path.copy(), turns + (pos,), True, True, out)
        if not steps:
            break
        dx, dy = DIRS[facing]
        nxt = (pos[0] + dx, pos[1] + dy)
        box = get(nxt)
        if box is None or nxt in others:
            break
        path.append(nxt)
        pos = nxt
        steps -= 1
    if followed or not seen_arrow:
        out.append(Route(tuple(path), turns, facing, steps > 0))


def others_of(state: State, seat: int) -> list[Cell]:
    """Where the other pawns stand."""
    cells = [(px, py) for px, py, _f in state.pawns]
    del cells[seat]
    return cells


def pawn_routes(state: State, seat: int) -> list[Route]:
    """The walks open to `seat`'s pawn (kept on the state for its mover in the move phase)."""
    if seat == state.current and state.phase == "move":
        cached = state.routes_cache
        if cached is None:
            x, y, facing = state.pawns[seat]
            cached = state.routes_cache = routes(state.grid.get, others_of(state, seat), (x, y), facing)
        return list(cached)
    x, y, facing = state.pawns[seat]
    return routes(state.grid.get, others_of(state, seat), (x, y), facing)
