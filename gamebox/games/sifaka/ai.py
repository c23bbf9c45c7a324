"""Sifaka computer players: "normal" is a one-turn lookahead heuristic.

It places the card where the walk that follows (and the next one) reaches the best mango
counters, while leaving opponents as little as possible, and it walks the best way. It sees
only its view: counter values are unknown, so a counter is worth its colour's mean value.

Speed: each placement is tried on a copy of the grid, but only the pawns it is near enough to
affect are evaluated again; for the others the value on the unchanged table is reused (a far
card adds a small term for a mango it brings: closer to us than to others is better).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from gamebox.games.sifaka import board
from gamebox.games.sifaka.deck import COUNTER_VALUES, DIRS, Box, card_cells
from gamebox.games.sifaka.moves import Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.rules import Sifaka
from gamebox.games.sifaka.state import Cell, State

MEAN = {c: sum(v) / len(v) for c, v in COUNTER_VALUES.items()}
TRAPPED = -4.0  # ending on a blank box: the pawn never moves again
OWN_REACH = 11  # a card farther than this from our pawn cannot change our next two walks
RIVAL_REACH = 8  # ... nor, farther than this, a rival's next walk and its look ahead
FUTURE = 0.6  # weight of what the next walk could reach
OPPONENT = 0.45
MOBILITY = 0.25  # per step the pawn could walk next time (a pawn facing the edge is stuck)  # weight of the best an opponent could reach next


def _dist(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _extendable(grid: Mapping[Cell, Box], blocked: set[Cell], cell: Cell) -> bool:
    """Could a card cover `cell` next turn (S5): a 2x2 over it touching the table, covering
    no pawn or counter."""
    cx, cy = cell
    for x in (cx - 1, cx):
        for y in (cy - 1, cy):
            spot = board.footprint(x, y)
            if not any(c in blocked for c in spot) and any(c in grid for c in spot):
                return True
    return False


class HeuristicPlayer:
    def __init__(self) -> None:
        # walks on the table as it is, reused for every trial placement too far away to change
        # them (a walk never reaches more than 3 boxes from where it starts)
        self._base_grid: Mapping[Cell, Box] | None = None
        self._footprint: tuple[int, int, int, int] | None = None  # x0, y0, x1, y1 of a trial card
        self._cache: dict[tuple[Cell, int, frozenset[Cell]], list[board.Route]] = {}

    def _routes(self, grid: Mapping[Cell, Box], others: frozenset[Cell], start: Cell, facing: int) -> list[board.Route]:
        base = self._base_grid
        box = self._footprint
        if grid is not base and base is not None and box is not None:
            x, y = start
            if max(0, box[0] - x, x - box[2]) + max(0, box[1] - y, y - box[3]) > 3:
                grid = base
        if grid is base:
            key = (start, facing, others)
            found = self._cache.get(key)
            if found is None:
                found = self._cache[key] = board.routes(grid.get, others, start, facing)
            return found
        return board.routes(grid.get, others, start, facing)

    def choose(self, game: Sifaka, view: State, seat: int, rng: random.Random) -> Move:
        self._base_grid, self._footprint, self._cache = view.grid, None, {}
        moves = game.candidate_moves(view)
        if len(moves) == 1:
            return moves[0]
        if view.phase == "face":
            return self._face(view, seat, rng)
        if view.phase == "take":
            return Take() if Take() in moves else Leave()
        if view.phase == "move":
            return self._walk(view, seat, rng)
        if view.phase == "place":
            return self._place(view, seat, moves, rng)
        return moves[rng.randrange(len(moves))]

    # ----- evaluation ---------------------------------------------------------------
    def _end_value(self, grid: Mapping[Cell, Box], counters: Mapping[Cell, str], others: frozenset[Cell],
                   end: Cell, facing: int, depth: int) -> float:
        box = grid[end]
        value = MEAN[counters[end]] if end in counters else 0.0
        if box.palms == 0 and box.arrow is None:
            return value + TRAPPED
        nexts = self._routes(grid, others, end, facing)
        steps = max((len(r.path) - 1 for r in nexts), default=0)
        if steps == 0 and box.palms:
            dx, dy = DIRS[facing]
            front = (end[0] + dx, end[1] + dy)
            if front not in grid and _extendable(grid, set(others) | set(counters) | {end}, front):
                steps = 1  # our next card can go in front of the pawn
        value += MOBILITY * steps
        if depth > 0:
            rest = {c: col for c, col in counters.items() if c != end}
            best = max((self._end_value(grid, rest, others, r.end, r.facing, depth - 1) for r in nexts), default=0.0)
            value += FUTURE * best
        return value

    def _best_walk(self, grid: Mapping[Cell, Box], counters: Mapping[Cell, str], pawns: tuple[Any, ...],
                   seat: int, depth: int) -> float:
        x, y, facing = pawns[seat]
        others = frozenset((px, py) for s, (px, py, _f) in enumerate(pawns) if s != seat)
        return max(
            (self._end_value(grid, counters, others, r.end, r.facing, depth)
             for r in self._routes(grid, others, (x, y), facing)),
            default=0.0,
        )

    # ----- decisions ----------------------------------------------------------------
    def _face(self, state: State, seat: int, rng: random.Random) -> Move:
        x, y, _f = state.pawns[seat]
        best: tuple[float, int] | None = None
        for facing in range(4):
            dx, dy = DIRS[facing]
            nxt = (x + dx, y + dy)
            open_step = nxt in state.grid and state.pawn_at(nxt) is None
            outward = abs(x + dx + 0.5) + abs(y + dy + 0.5) - abs(x + 0.5) - abs(y + 0.5)
            score = (2.0 if open_step else 0.0) + outward + rng.random() * 0.1
            if best is None or score > best[0]:
                best = (score, facing)
        assert best is not None
        return Face(best[1])

    def _walk(self, state: State, seat: int, rng: random.Random) -> Move:
        counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
        others = frozenset((px, py) for s, (px, py, _f) in enumerate(state.pawns) if s != seat)
        best: tuple[float, Move] | None = None
        for route in board.pawn_routes(state, seat):
            score = self._end_value(state.grid, counters, others, route.end, route.facing, 1) + rng.random() * 1e-3
            if best is None or score > best[0]:
                best = (score, Walk(route.end, route.turns))
        assert best is not None
        return best[1]

    def _place(self, state: State, seat: int, moves: list[Move], rng: random.Random) -> Move:
        card = state.hands[seat]
        counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
        pawns = [(x, y) for x, y, _f in state.pawns]
        me = pawns[seat]
        rivals = [s for s in range(state.players) if s != seat]
        # what each pawn could do on the table as it is; a card too far from a pawn to touch
        # any box its walks (and the look at the walk after) can reach leaves that unchanged
        base_mine = self._best_walk(state.grid, counters, state.pawns, seat, 1)
        base_theirs = {s: self._best_walk(state.grid, counters, state.pawns, s, 0) for s in rivals}
        best: tuple[float, Move] | None = None
        for move in moves:
            if not isinstance(move, Place):
                return move
            cells = card_cells(card, move.x, move.y, move.rotation)
            self._footprint = (move.x, move.y, move.x + 1, move.y + 1)
            near_me = min(_dist(cell, me) for cell, _b in cells) <= OWN_REACH
            near = {s: min(_dist(cell, pawns[s]) for cell, _b in cells) <= RIVAL_REACH for s in rivals}
            grid: Mapping[Cell, Box] = state.grid
            new_counters = counters
            if near_me or any(near.values()):
                grid = dict(state.grid)
                new_counters = dict(counters)
                for cell, box in cells:
                    grid[cell] = box  # type: ignore[index]
                    if box.mango is not None and state.counter_piles[box.mango]:
                        new_counters[cell] = box.mango
            mine = self._best_walk(grid, new_counters, state.pawns, seat, 1) if near_me else (
                base_mine + self._far_mango(cells, me, pawns, seat, state))
            theirs = max(
                (self._best_walk(grid, new_counters, state.pawns, s, 0) if near[s] else base_theirs[s]
                 for s in rivals),
                default=0.0,
            )
            score = mine - OPPONENT * theirs + rng.random() * 1e-3
            if best is None or score > best[0]:
                best = (score, move)
        assert best is not None
        return best[1]

    @staticmethod
    def _far_mango(cells: Any, me: Cell, pawns: list[Cell], seat: int, state: State) -> float:
        for cell, box in cells:
            if box.mango is not None and state.counter_piles[box.mango]:
                mine = _dist(cell, me)
                theirs = min((_dist(cell, p) for s, p in enumerate(pawns) if s != seat), default=99)
                return 0.05 * MEAN[box.mango] * (1 if mine < theirs else -1)
        return 0.0


PLAYERS: dict[str, Callable[[], Any]] = {"normal": HeuristicPlayer}
