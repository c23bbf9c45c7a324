"""Sifaka computer levels (issue 17): easy, normal and hard; all decide from the view alone.

- easy: the one-turn look ahead without the walk after or the opponents, and now and then a
  card laid anywhere (heuristic.EASY).
- normal: the full one-turn look ahead (heuristic.NORMAL).
- hard: normal's judgement checked by a sampled look ahead (`HardPlayer`). At a placement it
  takes normal's eight best placements (at a walk, every walk, normal's first); it deals the
  hidden cards and counters afresh 24 times at two players, 16 at three, 80 at four
  (determinize, from the view only) and plays every candidate in each of these same worlds
  with the same dice (common random numbers), so the candidates are compared on the same
  luck: our walk and three full rounds of turns after ours at two players, one at three, two
  at four. At two and four players everyone plays greedily in these playouts (`greedy_move`:
  the card where the walk that follows gains most at once, among the places a walk open now
  passes or runs off into; the walk that gains most; always take); at three every card after
  the slot cards is laid as normal lays it (`NormalLays`), walks and takes still greedy.
  Each world is scored by points (every counter at its colour's mean) plus half of what each
  pawn could reach next (normal's measure of a walk), ours less the best rival's. At two
  players normal's choice stands unless another scores `margin` (0.1) points better on
  average, and the first four (slot) cards are normal's; at three or four the best mean is
  played, slot cards included. Takes and facings are normal's.

`review_chances` estimates every seat's chance to win from a full state (the end screen's
review graph) with the cheapest policy (lay anywhere away from the pawns).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamebox.ai.search import win_chances
from gamebox.games.sifaka import board
from gamebox.games.sifaka.deck import DIRS, card_boxes
from gamebox.games.sifaka.heuristic import EASY, MEAN, NORMAL, STRANDING, TRAPPED, HeuristicPlayer, overlay
from gamebox.games.sifaka.moves import Face, Move, Place, Take, Walk
from gamebox.games.sifaka.spots import places_at
from gamebox.games.sifaka.state import Cell, State

NEUTRAL_TRIES = 6  # random places tried for one away from every pawn
TEMPERATURE = 2.0  # points: how sure a lead of that many points makes a seat of winning...
PILE_TEMPERATURE = 0.1  # ...plus this much per card left in the pile: a lead means little early
REACH = 0.6  # weight of the best counter a pawn can walk onto next, when a playout is cut
ENDGAME_PLAYOUTS = 6  # the review's playouts after the last card is drawn, with normal's lays


@dataclass(frozen=True)
class HardConfig:
    top: int = 8  # normal's best placements (or walks) compared
    worlds: int = 24  # sampled worlds, shared by every compared move (the budget that decides)
    rounds: float = 3.0  # turns played out after ours, in rounds of every seat
    reach: float = 0.5  # weight of what a pawn could reach next, when a playout is cut
    depth: int = 1  # ... looking this many walks past the next
    margin: float = 0.1  # points: how much better than normal's choice another must score
    slots: bool = False  # search the first four (slot) cards too
    best_rival: float = 1.0  # the rivals' part of a score: this much the best, the rest their mean
    normal_lays: bool = False  # the playouts lay their cards as normal does (after the slots), not greedily
    max_seconds: float = 2.5  # a safety cap (wall clock) that only a slow machine reaches


HARD = HardConfig()  # two players
# four players: a shorter look, more worlds; the slot cards searched too, and the look ahead's
# best played even when normal's choice is a hair behind (margin 0)
HARD_MANY = HardConfig(worlds=80, rounds=2.0, margin=0.0, slots=True)
# three players: as four, with rivals (and ourselves) laying as normal does in the playouts,
# one round of turns in 16 worlds (docs/games/sifaka.md: 2026-12-06, normal made faster)
HARD_THREE = HardConfig(worlds=16, rounds=1.0, margin=0.0, slots=True, normal_lays=True)


def playout_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The cheapest policy (a full, determinized state; the review's): lay the card at a
    random place away from the pawns, walk onto the best counter in reach (else anywhere),
    take it."""
    phase = state.phase
    if phase == "move":
        routes = board.pawn_routes(state, seat)
        table = state.table_counters
        best = max(routes, key=lambda r: table[r.end][1] if r.end in table else 0)
        if best.end not in table:
            best = routes[rng.randrange(len(routes))]
        return Walk(best.end, best.turns)
    if phase == "take":
        return Take()
    if phase == "face":
        return Face(rng.randrange(4))
    return _neutral(game.candidate_moves(state), state, rng)


def _neutral(moves: list[Move], state: State, rng: random.Random) -> Move:
    pawns = [(x, y) for x, y, _f in state.pawns]
    for _ in range(NEUTRAL_TRIES):  # a card away from every pawn changes no one's next walks
        move = moves[rng.randrange(len(moves))]
        if not isinstance(move, Place) or all(abs(move.x - px) + abs(move.y - py) > 5 for px, py in pawns):
            break
    return move


_JUDGE = HeuristicPlayer(STRANDING)  # hard's: normal's, with a pawn stranded at the edge counted


def _gain(get: Any, counters: dict[Cell, str], others: list[Cell], start: Cell, facing: int,
          ) -> tuple[float, list[board.Route]]:
    """What the best walk from `start` gains at once (a counter at its colour's mean, a blank
    end box a trap), with the walks."""
    best = -math.inf
    found = board.routes(get, others, start, facing)
    for route in found:
        end = route.path[-1]
        box = get(end)
        value = MEAN[counters[end]] if end in counters else 0.0
        if box.palms == 0 and box.arrow is None:
            value += TRAPPED
        if value > best:
            best = value
    return best, found


def greedy_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The policy of hard's playouts (a full, determinized state): lay the card where the walk
    that follows gains most at once (only places that cover a box of a walk open now, or the
    box a walk ran off the table into, are tried), else away from the pawns; walk where it
    gains most at once; always take."""
    phase = state.phase
    if phase == "take":
        return Take()
    if phase not in ("place", "move") or state.slots_left:
        return playout_move(game, state, seat, rng)
    x, y, facing = state.pawns[seat]
    others = board.others_of(state, seat)
    counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
    grid = state.grid
    if phase == "move":
        routes = board.pawn_routes(state, seat)
        best_route, best = routes[0], -math.inf
        for route in routes:
            end = route.path[-1]
            box = grid[end]
            value = MEAN[counters[end]] if end in counters else 0.0
            if box.palms == 0 and box.arrow is None:
                value += TRAPPED
            if value > best:
                best_route, best = route, value
        return Walk(best_route.path[-1], best_route.turns)
    base, routes = _gain(grid.get, counters, others, (x, y), facing)
    cells: set[Cell] = set()
    for route in routes:
        cells.update(route.path[1:])
        if route.blocked:
            end = route.path[-1]
            dx, dy = DIRS[route.facing]
            cells.add((end[0] + dx, end[1] + dy))
    index = state.spot_index or state.spots()
    card = state.hands[seat]
    piles = state.counter_piles
    best_move: Move | None = None
    best = base + 1e-9
    tried: set[Cell] = set()
    for cx, cy in cells:
        for sx in (cx - 1, cx):
            for sy in (cy - 1, cy):
                if (sx, sy) in tried or not index.is_open(sx, sy):
                    continue
                tried.add((sx, sy))
                for place in places_at(sx, sy):
                    patch = {}
                    mangos = None
                    for (dx, dy), box in card_boxes(card, place.rotation):
                        cell = (sx + dx, sy + dy)
                        patch[cell] = box
                        if box.mango is not None and piles[box.mango]:
                            mangos = mangos or dict(counters)
                            mangos[cell] = box.mango
                    value, _ = _gain(overlay(grid, patch), mangos or counters, others, (x, y), facing)
                    if value > best:
                        best_move, best = place, value
    if best_move is not None:
        return best_move
    return _neutral(game.candidate_moves(state), state, rng)


Policy = Callable[[Any, State, int, random.Random], Move]


def rollout(game: Any, state: State, seat: int, rng: random.Random, rounds: float,
            policy: Policy = greedy_move) -> State:
    """Play on with `policy` (greedily by default) until `rounds` rounds of turns after the
    current one are done."""
    stop = state.turn + 1 + int(round(rounds * state.players))
    while state.turn < stop and (mover := game.to_move(state)) is not None:
        state, _ = game.apply(state, policy(game, state, mover, rng))
    return state


class NormalLays:
    """A playout policy: normal's placement once the slot cards are down, greedy's walks and
    takes (a lay of normal's costs about twenty times one of greedy's; a walk hardly more)."""

    def __init__(self) -> None:
        self.normal = HeuristicPlayer(NORMAL)  # its own: its caches follow the playouts' states

    def __call__(self, game: Any, state: State, seat: int, rng: random.Random) -> Move:
        if state.phase == "place" and not state.slots_left:
            return self.normal.choose(game, state, seat, rng)
        return greedy_move(game, state, seat, rng)


def judge(state: State, seat: int, config: HardConfig) -> float:
    """How well `seat` stands: its points (each counter at its colour's mean value) plus a
    share of what its pawn could reach next, less the same of its best rival (with
    `config.best_rival` below 1, partly of the rivals' mean instead)."""
    counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
    over = state.phase == "over"
    if not over:
        _JUDGE._start(state)
    values = []
    for s in range(state.players):
        value = sum(MEAN[c] for c, _v in state.owned[s])
        if not over:
            value += config.reach * _JUDGE._best_walk(state.grid.get, counters, state.pawns, s, config.depth)
        values.append(value)
    mine = values.pop(seat)
    weight = config.best_rival
    return mine - weight * max(values) - (1 - weight) * sum(values) / len(values)


def evaluate(game: Any, state: State) -> list[float]:
    """Each seat's share of the win from a cut playout (the review graph): a softmax of points
    held plus a share of what its pawn could reach in its next two walks."""
    values = []
    judge = HeuristicPlayer(NORMAL)
    judge._start(state)
    counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
    for seat in range(state.players):
        points = sum(v for _c, v in state.owned[seat])
        values.append(points + REACH * judge._best_walk(state.grid.get, counters, state.pawns, seat, 1))
    top = max(values)
    temperature = TEMPERATURE + PILE_TEMPERATURE * len(state.pile)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


class HardPlayer:
    """Normal's shortlist judged by sampled look ahead (see the module's notes)."""

    def __init__(self, config: HardConfig | None = None) -> None:
        """`config` for every table; by default HARD at two players, HARD_THREE at three and
        HARD_MANY at four."""
        self.heuristic = HeuristicPlayer(STRANDING)  # its shortlist: normal's, a stranded pawn counted
        self.config = config
        self.last_worlds = 0  # for benchmarks and tests: worlds the last decision played

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        phase = view.phase
        if phase not in ("place", "move"):
            return self.heuristic.choose(game, view, seat, rng)
        moves = game.candidate_moves(view)
        self.last_worlds = 0
        if len(moves) == 1:
            return moves[0]  # type: ignore[no-any-return]
        config = self.config_for(view)
        if phase == "place":
            if view.slots_left and not config.slots:
                return self.heuristic.choose(game, view, seat, rng)
            scores = self.heuristic.scores(view, seat, moves, rng)
            order = sorted(range(len(moves)), key=lambda i: -scores[i])[:config.top]
            shortlist = [moves[i] for i in order]
        else:
            favourite = self.heuristic.choose(game, view, seat, rng)
            shortlist = [favourite] + [m for m in moves if m != favourite][:config.top - 1]
        values = self.values(game, view, seat, shortlist, rng)
        best = max(range(len(shortlist)), key=values.__getitem__)
        if values[best] > values[0] + config.margin:
            return shortlist[best]  # type: ignore[no-any-return]
        return shortlist[0]  # type: ignore[no-any-return]

    def config_for(self, view: State) -> HardConfig:
        if self.config is not None:
            return self.config
        return {2: HARD, 3: HARD_THREE}.get(view.players, HARD_MANY)

    def values(self, game: Any, view: State, seat: int, moves: list[Move], rng: random.Random) -> list[float]:
        """Each move's mean value for `seat` over the same sampled worlds (the hidden cards and
        counters drawn afresh, the same playout dice for every move)."""
        config = self.config_for(view)
        policy: Policy = NormalLays() if config.normal_lays else greedy_move
        totals = [0.0] * len(moves)
        started = time.perf_counter()
        played = 0
        for _ in range(config.worlds):
            world = game.determinize(view, seat, rng)
            dice = rng.getrandbits(32)
            for n, move in enumerate(moves):
                state, _ = game.apply(world, move)
                state = rollout(game, state, seat, random.Random(dice), config.rounds, policy)
                totals[n] += judge(state, seat, config)
            played += 1
            if time.perf_counter() - started > config.max_seconds:
                break
        self.last_worlds = played
        return [t / played for t in totals]


def review_chances(game: Any, state: State, players: int, rng: random.Random) -> list[float]:
    """Each seat's estimated chance to win from a full state (a few milliseconds): playouts
    of one move per seat, judged by `evaluate`. Longer playouts of the cheap policy foretold
    the winner worse and swung more (benchmarks/review_calibration.py, 40 games of 3 normal
    players: Brier score 0.483 against 0.501 for four moves per seat with a fixed temperature,
    10 swings of over 30 points against 51).

    Once the pile is empty the game is played out to its end with normal's lays
    (`endgame_move`): the cheap policy lays at random, so it never saw a player lay the card
    that opens a walk to a rich counter, and it called 99% for a seat that then lost in 12 of
    205 such calls (30 games of 3 normal players; none of 1,739 over 70 games after)."""
    if not state.pile and state.phase != "over":
        judge = HeuristicPlayer(NORMAL)  # its own: the review's thread may overlap a thinking one

        def endgame_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
            if state.phase == "place":
                return judge.choose(game, state, seat, rng)
            return playout_move(game, state, seat, rng)

        return win_chances(game, state, players, playout=endgame_move, playouts=ENDGAME_PLAYOUTS, rng=rng)
    return win_chances(game, state, players, playout=playout_move, playouts=24, rng=rng,
                       evaluate=evaluate, playout_depth=players)


PLAYERS: dict[str, Callable[[], Any]] = {
    "easy": lambda: HeuristicPlayer(EASY),
    "normal": HeuristicPlayer,
    "hard": HardPlayer,
}
