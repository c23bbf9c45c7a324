"""The Sifaka evaluation the computer levels share: a one-turn look ahead.

A placement is tried on an overlay of the table (a small dict of the four new boxes over the
real grid, read through one lookup function: the grid is never copied). It is worth the best
walk that follows for our pawn (a counter is worth its colour's mean value, since values are
hidden), plus a share of the best walk after that, minus a share of the best an opponent could
reach next. A pawn is evaluated again only when the card covers a box its evaluation on the
unchanged table looked at (`_looked_at`); otherwise that value stands, exactly. This made
normal's placement four to five times faster with the same scores.

`Style` sets how far a level looks and how much noise it adds: easy ignores the opponents and
the walk after, and now and then lays its card anywhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from gamebox.games.sifaka import board
from gamebox.games.sifaka.deck import COUNTER_VALUES, DIRS, Box, card_boxes
from gamebox.games.sifaka.moves import Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.state import Cell, State

MEAN = {c: sum(v) / len(v) for c, v in COUNTER_VALUES.items()}
TRAPPED = -4.0  # ending on a blank box: the pawn never moves again
OWN_REACH = 11  # a card farther than this from our pawn cannot change our next two walks
RIVAL_REACH = 8  # ... nor, farther than this, a rival's next walk and its look ahead
MOBILITY = 0.25  # per step the pawn could walk next time (a pawn facing the edge is stuck)
STRANDED = -1.0  # per card more than one that must be laid before a card can go in front of a pawn
STRANDED_CARDS = 3  # ... counted up to this many (more are valued as this many)
Lookup = Callable[[Cell], "Box | None"]


@dataclass(frozen=True)
class Style:
    depth: int = 1  # walks looked at after the next one
    future: float = 0.6  # weight of what the walk after could reach
    opponent: float = 0.45  # weight of the best an opponent could reach next
    blunder: float = 0.0  # chance to lay the card at a random legal place
    stranded: float = 0.0  # per card more than one to lay before one can go in front of a pawn facing the edge


NORMAL = Style()
EASY = Style(depth=0, future=0.0, opponent=0.0, blunder=0.3)
QUICK = Style(depth=0, future=0.0, opponent=0.0)  # greedy: the best walk at once
# hard's judgement: normal's, and a pawn facing the edge where no card can go in front of it
# yet counted as stranded, by the cards to lay first (normal counted it as a pawn with no walk)
STRANDING = Style(stranded=STRANDED)


def _dist(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _extendable(get: Lookup, blocked: set[Cell], cell: Cell) -> bool:
    """Could a card cover `cell` next turn (S5): a 2x2 over it touching the table, covering
    no pawn or counter."""
    cx, cy = cell
    for x in (cx - 1, cx):
        for y in (cy - 1, cy):
            spot = board.footprint(x, y)
            shown = [get(c) for c in spot]  # all four looked up: `HeuristicPlayer._looked_at` counts them
            if not any(c in blocked for c in spot) and any(b is not None for b in shown):
                return True
    return False


def _cards_to_free(get: Lookup, blocked: set[Cell], front: Cell) -> int:
    """How many cards must be laid, the last one covering `front` (the box before a pawn that
    faces the edge of the table), at the fewest: 1 when a card can go there now (`_extendable`),
    2 when one card laid near it (touching the table, covering no pawn or counter) lets the
    next go there, else STRANDED_CARDS. Every box of the 5x5 square around `front` is read
    through `get` (`HeuristicPlayer._looked_at` counts them)."""
    fx, fy = front
    spots = [board.footprint(x, y) for x in range(fx - 2, fx + 2) for y in range(fy - 2, fy + 2)]
    spots = [spot for spot in spots if not any(c in blocked for c in spot)]
    shown = [get((x, y)) for x in range(fx - 2, fx + 3) for y in range(fy - 2, fy + 3)]
    table = {(fx - 2 + i // 5, fy - 2 + i % 5) for i, box in enumerate(shown) if box is not None}
    covering = [spot for spot in spots if front in spot]
    if any(c in table for spot in covering for c in spot):
        return 1
    for spot in spots:  # a first card here, touching the table ...
        if any(c in table for c in spot):
            # ... puts boxes where a card covering `front` can touch them
            if any(c in spot for cover in covering for c in cover):
                return 2
    return STRANDED_CARDS


def overlay(base: Mapping[Cell, Box], patch: Mapping[Cell, Box]) -> Lookup:
    """Boxes of `patch` over those of `base`, without copying either."""
    patch_get, base_get = patch.get, base.get

    def get(cell: Cell) -> Box | None:
        found = patch_get(cell)
        return found if found is not None else base_get(cell)

    return get


class HeuristicPlayer:
    """`choose(game, view, seat, rng)`; also `scores(view, seat, moves)` for search priors."""

    def __init__(self, style: Style = NORMAL) -> None:
        self.style = style
        self._base: Lookup | None = None
        self._footprint: tuple[int, int, int, int] | None = None  # x0, y0, x1, y1 of a trial card
        self._cache: dict[tuple[Cell, int, frozenset[Cell]], list[board.Route]] = {}
        self._facing: dict[Cell, int] = {}

    def _routes(self, get: Lookup, others: frozenset[Cell], start: Cell, facing: int) -> list[board.Route]:
        box = self._footprint
        if get is not self._base and box is not None:
            x, y = start
            if max(0, box[0] - x, x - box[2]) + max(0, box[1] - y, y - box[3]) > 3:
                get = self._base  # type: ignore[assignment]
        if get is self._base:
            key = (start, facing, others)
            found = self._cache.get(key)
            if found is None:
                found = self._cache[key] = board.routes(get, others, start, facing)
            return found
        return board.routes(get, others, start, facing)

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        moves = game.candidate_moves(view)
        if len(moves) == 1:
            return moves[0]  # type: ignore[no-any-return]
        if view.phase == "face":
            return self._face(view, seat, rng)
        if view.phase == "take":
            return Take() if Take() in moves else Leave()
        if view.phase == "move":
            return self._walk(view, seat, rng)
        if view.phase == "place":
            if self.style.blunder and rng.random() < self.style.blunder:
                return moves[rng.randrange(len(moves))]  # type: ignore[no-any-return]
            scored = self.scores(view, seat, moves, rng)
            return moves[max(range(len(moves)), key=scored.__getitem__)]  # type: ignore[no-any-return]
        return moves[rng.randrange(len(moves))]  # type: ignore[no-any-return]

    def _start(self, view: State) -> None:
        self._base, self._footprint, self._cache = view.grid.get, None, {}
        self._facing = {(x, y): f for x, y, f in view.pawns}  # where each pawn looks

    def _locked(self, get: Lookup, others: frozenset[Cell], end: Cell, facing: int) -> bool:
        """A pawn on `end` facing a pawn that faces it back, neither box with an arrow: neither
        can ever turn, and no card may cover a pawn, so both are stuck for the rest of the game
        (two hard computers walked into this and stood still for forty turns)."""
        dx, dy = DIRS[facing]
        front = (end[0] + dx, end[1] + dy)
        theirs = self._facing.get(front)
        if front not in others or theirs is None:
            return False
        box = get(front)
        bx, by = DIRS[theirs]
        return box is not None and box.arrow is None and (front[0] + bx, front[1] + by) == end

    # ----- evaluation ---------------------------------------------------------------
    def _end_value(self, get: Lookup, counters: Mapping[Cell, str], others: frozenset[Cell],
                   end: Cell, facing: int, depth: int) -> float:
        box = get(end)
        assert box is not None
        value = MEAN[counters[end]] if end in counters else 0.0
        if box.palms == 0 and box.arrow is None:
            return value + TRAPPED
        nexts = self._routes(get, others, end, facing)
        steps = max((len(r.path) - 1 for r in nexts), default=0)
        if steps == 0 and box.arrow is None and self._locked(get, others, end, facing):
            return value + TRAPPED
        if steps == 0 and box.palms:
            dx, dy = DIRS[facing]
            front = (end[0] + dx, end[1] + dy)
            if get(front) is None:
                blocked = set(others) | set(counters) | {end}
                if _extendable(get, blocked, front):
                    steps = 1  # our next card can go in front of the pawn
                elif self.style.stranded:  # cards must first reach the box in front, one a turn at best
                    value += self.style.stranded * (_cards_to_free(get, blocked, front) - 1)
        value += MOBILITY * steps
        if depth > 0:
            rest = {c: col for c, col in counters.items() if c != end}
            best = max((self._end_value(get, rest, others, r.end, r.facing, depth - 1) for r in nexts), default=0.0)
            value += self.style.future * best
        return value

    def _best_walk(self, get: Lookup, counters: Mapping[Cell, str], pawns: tuple[Any, ...],
                   seat: int, depth: int) -> float:
        x, y, facing = pawns[seat]
        others = frozenset((px, py) for s, (px, py, _f) in enumerate(pawns) if s != seat)
        return max(
            (self._end_value(get, counters, others, r.end, r.facing, depth)
             for r in self._routes(get, others, (x, y), facing)),
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
        self._start(state)
        get = state.grid.get
        counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
        others = frozenset((px, py) for s, (px, py, _f) in enumerate(state.pawns) if s != seat)
        best: tuple[float, Move] | None = None
        for route in board.pawn_routes(state, seat):
            score = self._end_value(get, counters, others, route.end, route.facing, self.style.depth)
            score += rng.random() * 1e-3
            if best is None or score > best[0]:
                best = (score, Walk(route.end, route.turns))
        assert best is not None
        return best[1]

    def scores(self, state: State, seat: int, moves: list[Move], rng: random.Random | None = None) -> list[float]:
        """A value for each placement in `moves` (higher is better for `seat`)."""
        self._start(state)
        style = self.style
        card = state.hands[seat]
        counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
        pawns = [(x, y) for x, y, _f in state.pawns]
        me = pawns[seat]
        rivals = [s for s in range(state.players) if s != seat] if style.opponent else []
        base = state.grid
        base_get = self._base
        assert base_get is not None
        base_mine, seen_mine = self._looked_at(counters, state.pawns, seat, style.depth)
        base_theirs, seen = {}, {}
        for s in rivals:
            base_theirs[s], seen[s] = self._looked_at(counters, state.pawns, s, 0)
        out: list[float] = []
        spot: Cell | None = None
        for move in moves:
            if not isinstance(move, Place):
                out.append(0.0)
                continue
            if spot != (move.x, move.y):  # the four turns of a card cover the same boxes
                spot = (move.x, move.y)
                foot = board.footprint(*spot)
                near_me = min(_dist(cell, me) for cell in foot) <= OWN_REACH
                # a card over no box an evaluation looked at leaves its value as it was
                changes_mine = near_me and any(cell in seen_mine for cell in foot)
                changes = {s: any(cell in seen[s] for cell in foot)
                           and min(_dist(cell, pawns[s]) for cell in foot) <= RIVAL_REACH for s in rivals}
                same = near_me and not changes_mine and not any(changes.values())
                if same:
                    unchanged = base_mine - style.opponent * max((base_theirs[s] for s in rivals), default=0.0)
            if same:
                out.append(unchanged + (rng.random() * 1e-3 if rng is not None else 0.0))
                continue
            cells = [((move.x + dx, move.y + dy), box) for (dx, dy), box in card_boxes(card, move.rotation)]
            self._footprint = (move.x, move.y, move.x + 1, move.y + 1)
            get: Lookup = base_get
            new_counters: Mapping[Cell, str] = counters
            if changes_mine or any(changes.values()):
                get = overlay(base, dict(cells))
                mangos = {cell: box.mango for cell, box in cells if box.mango and state.counter_piles[box.mango]}
                new_counters = {**counters, **mangos} if mangos else counters  # type: ignore[dict-item]
            if changes_mine:
                mine = self._best_walk(get, new_counters, state.pawns, seat, style.depth)
            else:
                mine = base_mine if near_me else base_mine + self._far_mango(cells, me, pawns, seat, state)
            theirs = max(
                (self._best_walk(get, new_counters, state.pawns, s, 0) if changes[s] else base_theirs[s] for s in rivals),
                default=0.0,
            )
            score = mine - style.opponent * theirs
            out.append(score + (rng.random() * 1e-3 if rng is not None else 0.0))
        return out

    def _looked_at(self, counters: Mapping[Cell, str], pawns: tuple[Any, ...], seat: int,
                   depth: int) -> tuple[float, set[Cell]]:
        """`seat`'s best walk on the table as it is, and every box its evaluation looked up: a
        card laid over none of them leaves the value exactly as it was (every box is read through
        the lookup, `_extendable` reads all four of a spot, and a card only adds counters)."""
        real = self._base
        assert real is not None
        seen: set[Cell] = set()
        add = seen.add

        def get(cell: Cell) -> Box | None:
            add(cell)
            return real(cell)

        self._base, self._cache = get, {}  # a fresh cache: every walk is traced again
        try:
            value = self._best_walk(get, counters, pawns, seat, depth)
        finally:
            self._base, self._cache = real, {}
        return value, seen

    @staticmethod
    def _far_mango(cells: Any, me: Cell, pawns: list[Cell], seat: int, state: State) -> float:
        for cell, box in cells:
            if box.mango is not None and state.counter_piles[box.mango]:
                mine = _dist(cell, me)
                theirs = min((_dist(cell, p) for s, p in enumerate(pawns) if s != seat), default=99)
                return 0.05 * MEAN[box.mango] * (1 if mine < theirs else -1)
        return 0.0
