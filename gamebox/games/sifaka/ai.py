"""Sifaka computer levels (issue 17): easy, normal and hard; all decide from the view alone.

- easy: the one-turn look ahead without the walk after or the opponents, and now and then a
  card laid anywhere (heuristic.EASY).
- normal: the full one-turn look ahead (heuristic.NORMAL).
- hard: normal's five best placements searched with gamebox.ai.search.SearchPlayer: every
  iteration deals the hidden cards and counters afresh (determinize), plays our walk and lets
  every other player answer once as a greedy player would (lay the card where its walk gains
  most at once, walk where it ends best now, take), and scores the position by points plus
  what each pawn can reach in its next two walks. Normal's scores are the priors, and normal's
  first choice stands unless the search finds another clearly better. Walks, takes and
  facings are normal's.

`review_chances` estimates every seat's chance to win from a full state (the end screen's
review graph) with the cheapest policy (lay anywhere away from the pawns).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from gamebox.ai.search import SearchConfig, SearchPlayer, win_chances
from gamebox.games.sifaka import board
from gamebox.games.sifaka.heuristic import EASY, NORMAL, QUICK, HeuristicPlayer
from gamebox.games.sifaka.moves import Face, Move, Place, Take, Walk
from gamebox.games.sifaka.rules import Sifaka
from gamebox.games.sifaka.state import State

TOP = 5  # placements hard searches
HARD = SearchConfig(iterations=120, max_seconds=2.5, exploration=0.4, prior_weight=2.0)
MIN_VISITS = 12  # a placement the search saw less often than this cannot overrule normal's first
MARGIN = 0.04  # ... nor one whose mean result is not this much better (results are win shares)
NEUTRAL_TRIES = 6  # random places tried for one away from every pawn
TEMPERATURE = 2.0  # points: how sure a lead of that many points makes a seat of winning
ROUNDS = 1  # a playout is cut after this many rounds of turns (and the two moves after)
REACH = 0.6  # weight of the best counter a pawn can walk onto next, when a playout is cut


def playout_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The cheap policy of hard's playouts (a full, determinized state): lay the card at a
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
    moves = game.candidate_moves(state)
    pawns = [(x, y) for x, y, _f in state.pawns]
    for _ in range(NEUTRAL_TRIES):  # a card away from every pawn changes no one's next walks
        move = moves[rng.randrange(len(moves))]
        if not isinstance(move, Place) or all(abs(move.x - px) + abs(move.y - py) > 5 for px, py in pawns):
            break
    return move  # type: ignore[no-any-return]


_QUICK = HeuristicPlayer(QUICK)


def reply_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The policy of hard's short playouts: a greedy player's (the placement whose walk gains
    most at once, the walk that ends best now, always take)."""
    if state.phase in ("place", "move") and not state.slots_left:
        return _QUICK.choose(game, state, seat, rng)
    return playout_move(game, state, seat, rng)


def evaluate(game: Any, state: State) -> list[float]:
    """Each seat's share of the win from a cut playout: a softmax of points held plus a share
    of what its pawn could reach in its next two walks (normal's measure of a walk)."""
    values = []
    judge = HeuristicPlayer(NORMAL)
    judge._start(state)
    counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
    for seat in range(state.players):
        points = sum(v for _c, v in state.owned[seat])
        values.append(points + REACH * judge._best_walk(state.grid.get, counters, state.pawns, seat, 1))
    top = max(values)
    weights = [math.exp((v - top) / TEMPERATURE) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


class _Shortlist:
    """The game as hard's search sees it: at the searched decision only the shortlisted
    placements (legal in every determinization: placements depend on public parts only)."""

    def __init__(self, game: Sifaka, seat: int, turn: int, moves: list[Move]) -> None:
        self._game, self._seat, self._turn, self._moves = game, seat, turn, moves
        self.to_move, self.apply, self.determinize, self.result = game.to_move, game.apply, game.determinize, game.result

    def candidate_moves(self, state: State) -> list[Move]:
        if state.turn == self._turn and state.phase == "place" and state.current == self._seat:
            return list(self._moves)
        return self._game.candidate_moves(state)


class HardPlayer:
    """Searches its placements; the other decisions are normal's."""

    def __init__(self, config: SearchConfig = HARD, policy: Any = None, rounds: float | None = None) -> None:
        self.heuristic = HeuristicPlayer(NORMAL)
        self.config = config
        self.policy = policy or POLICY
        self.rounds = ROUNDS if rounds is None else rounds
        self.last_iterations = 0

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        if view.phase != "place":
            return self.heuristic.choose(game, view, seat, rng)
        moves = game.candidate_moves(view)
        if len(moves) == 1:
            return moves[0]  # type: ignore[no-any-return]
        scores = self.heuristic.scores(view, seat, moves, rng)
        order = sorted(range(len(moves)), key=lambda i: -scores[i])[:TOP]
        shortlist = [moves[i] for i in order]
        top = scores[order[0]]
        prior_of = {moves[i]: math.exp(scores[i] - top) for i in order}
        total = sum(prior_of.values())
        prior_of = {m: p / total for m, p in prior_of.items()}

        def prior(_game: Any, _state: Any, options: Sequence[Any], _mover: int) -> list[float]:
            return [prior_of.get(m, 1.0) for m in options]

        config = replace(self.config, playout_depth=int(self.rounds * view.players) + 2)
        search = SearchPlayer(config, playout=self.policy, prior=prior, evaluate=evaluate)
        shortlisted = _Shortlist(game, seat, view.turn, shortlist)
        values = search.root_values(shortlisted, view, seat, rng)
        self.last_iterations = search.last_iterations
        # normal's choice stands unless the search found another clearly better (noise aside)
        first = shortlist[0]
        base = values.get(first, (0, 0.0))[1]
        tried = [(mean, m) for m, (visits, mean) in values.items() if visits >= MIN_VISITS and m != first]
        if tried:
            mean, best = max(tried, key=lambda t: t[0])
            if mean > base + MARGIN:
                return best  # type: ignore[no-any-return]
        return first  # type: ignore[no-any-return]


def review_chances(game: Any, state: State, players: int, rng: random.Random) -> list[float]:
    """Each seat's estimated chance to win from a full state (about 0.1 s)."""
    return win_chances(game, state, players, playout=playout_move, playouts=24, rng=rng,
                       evaluate=evaluate, playout_depth=4 * players)


POLICY = reply_move
PLAYERS: dict[str, Callable[[], Any]] = {
    "easy": lambda: HeuristicPlayer(EASY),
    "normal": HeuristicPlayer,
    "hard": HardPlayer,
}
