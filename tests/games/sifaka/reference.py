"""The placement and walk generators as they were before the incremental engine (issue 15),
kept verbatim as the reference the differential test compares the fast ones with.

They rescan the whole table on every call: correct and slow. Do not use them in the game.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from gamebox.games.sifaka.deck import DIRS, Box
from gamebox.games.sifaka.state import SLOTS

Cell = tuple[int, int]


def footprint(x: int, y: int) -> tuple[Cell, Cell, Cell, Cell]:
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


def legal_spots(state: Any) -> list[Cell]:
    """Every top-left box where the card in hand may go, in a fixed order (S3, S5)."""
    if state.slots_left:
        return [SLOTS[name] for name in state.slots_left]
    blocked = set(state.table_counters) | {(x, y) for x, y, _f in state.pawns}
    spots: set[Cell] = set()
    for bx, by in state.grid:
        for x in (bx - 1, bx):
            for y in (by - 1, by):
                spots.add((x, y))
    return sorted(s for s in spots if not any(c in blocked for c in footprint(*s)))


def routes(grid: Mapping[Cell, Box], others: set[Cell] | frozenset[Cell], start: Cell,
           facing: int) -> list[tuple[tuple[Cell, ...], tuple[Cell, ...], int, bool]]:
    """Every way the pawn at `start` facing `facing` may move (S4): (path, turns, facing,
    blocked), one per distinct walk, ordered by (number of turns, turns)."""
    found: dict[tuple[Cell, ...], tuple[tuple[Cell, ...], tuple[Cell, ...], int, bool]] = {}
    steps = grid[start].palms if start in grid else 0
    for route in _walk(grid, others, start, facing, steps, (start,), (), False, False):
        found.setdefault(route[1], route)
    return [found[key] for key in sorted(found, key=lambda k: (len(k), k))]


def _walk(grid: Mapping[Cell, Box], others: set[Cell] | frozenset[Cell], pos: Cell, facing: int, steps: int,
          path: tuple[Cell, ...], turns: tuple[Cell, ...], seen_arrow: bool,
          followed: bool) -> Iterator[tuple[tuple[Cell, ...], tuple[Cell, ...], int, bool]]:
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
                yield (path, new_turns, new_facing, False)
            continue
        dx, dy = DIRS[new_facing]
        nxt = (pos[0] + dx, pos[1] + dy)
        if nxt not in grid or nxt in others:
            if new_followed or not seen_arrow:
                yield (path, new_turns, new_facing, True)
            continue
        yield from _walk(grid, others, nxt, new_facing, steps - 1, path + (nxt,), new_turns, seen_arrow,
                         new_followed)


def pawn_routes(state: Any, seat: int) -> list[tuple[tuple[Cell, ...], tuple[Cell, ...], int, bool]]:
    x, y, facing = state.pawns[seat]
    others = {(px, py) for s, (px, py, _f) in enumerate(state.pawns) if s != seat}
    return routes(state.grid, others, (x, y), facing)
