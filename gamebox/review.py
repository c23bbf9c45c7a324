"""The review after a game: each seat's estimated chance to win after every move.

Computed in the background when a game ends (the session's Thinker runs `compute` in a pool
thread: plain Python, no Qt) and kept with the record as `extra["review"]`:
{"moves": [0, 1, 2, ...], "chances": [[0.5, 0.5], [0.55, 0.45], ...]}: after `moves[i]` moves
each seat's chance was `chances[i][seat]` (0..1). Each game may export
`review_chances(game, state, players, rng) -> list[float]` from gamebox/games/<id>/ai.py (its
own playout policy); otherwise random playouts (gamebox.ai.search.win_chances) estimate it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from gamebox.core.contract import GameInfo
from gamebox.core.errors import RecordError
from gamebox.core.validate import want_dict, want_float, want_int, want_list

ChancesFn = Callable[[Any, Any, int, random.Random], Sequence[float]]

MAX_POINTS = 160  # a long game is sampled evenly (plus its last move): the graph stays light
FALLBACK_PLAYOUTS = 32
REVIEW_SECONDS = 3.0  # the review's whole budget: a few seconds while the end screen is read
MAX_PASSES = 8  # estimates averaged per position at most (noise falls as 1/sqrt(passes))
# An unfinished game is an estimate: never shown as a sure win (or loss). The estimates read
# 99% came true 96.9% of the time in TRIO and 97.5% in Gorilla (benchmarks/review_calibration.py,
# 30 games of normal players), so the surest an estimate may read is 97%.
MOST_LIKELY = 0.97


@dataclass(frozen=True)
class Review:
    """moves[i]: how many moves had been played; chances[i]: each seat's chance then (0..1)."""

    moves: tuple[int, ...]
    chances: tuple[tuple[float, ...], ...]

    @property
    def players(self) -> int:
        return len(self.chances[0]) if self.chances else 0

    def to_json(self) -> dict[str, Any]:
        return {"moves": list(self.moves), "chances": [list(row) for row in self.chances]}

    @staticmethod
    def from_json(data: Any, players: int, total_moves: int) -> Review:
        """A review read from a save, checked against the game it belongs to; RecordError."""
        data = want_dict(data, "the review")
        moves = [want_int(m, "a reviewed move", 0, total_moves) for m in want_list(data.get("moves"), "the review's moves",
                                                                                 max_len=total_moves + 1, min_len=1)]
        rows = want_list(data.get("chances"), "the review's chances", max_len=len(moves), min_len=len(moves))
        chances = []
        for row in rows:
            values = want_list(row, "one review point", max_len=players, min_len=players)
            chances.append(tuple(want_float(v, "a chance to win", 0.0, 1.0) for v in values))
        if moves != sorted(set(moves)):
            raise RecordError("the review's moves must go up one by one")
        return Review(tuple(moves), tuple(chances))


def one_loser(review: Review) -> bool:
    """A game that ends with one loser and everyone else winning (Girafferaffe at 3 or more
    players): each point's chances add up to about players - 1, not 1. Its graph reads better
    as each seat's chance to lose, which adds up to 100%."""
    if review.players < 3 or not review.chances:
        return False
    return sum(sum(row) for row in review.chances) / len(review.chances) >= 1.5


def chances_to_lose(review: Review) -> Review:
    """The same points with each seat's chance to lose (1 - its chance to win)."""
    return Review(review.moves, tuple(tuple(1.0 - chance for chance in row) for row in review.chances))


def sample_points(total_moves: int, limit: int = MAX_POINTS) -> list[int]:
    """Which move counts to estimate: all of them, or `limit` spread evenly with the last."""
    if total_moves + 1 <= limit:
        return list(range(total_moves + 1))
    step = total_moves / (limit - 1)
    points = sorted({round(i * step) for i in range(limit - 1)} | {total_moves})
    return points


def has_review(info: GameInfo) -> bool:
    """Whether the game's chances can be judged: its own `review_chances`, or random playouts
    in a game with opponents. Alone at a solitaire, random play wins next to nothing (Goritaire:
    none of 400 playouts), so a graph of it would say 0% to the end of a won deal."""
    return not info.solitaire or _own_chances(info) is not None


def _own_chances(info: GameInfo) -> ChancesFn | None:
    try:
        module = import_module(info.rules_module.rsplit(".", 1)[0] + ".ai")
    except ImportError:
        return None
    own = getattr(module, "review_chances", None)
    return own if callable(own) else None


def judged_from_views(info: GameInfo) -> bool:
    """Whether the game's `review_chances` judge each position from what the players could see
    (its `ai` module says `REVIEW_FROM_VIEWS = True`): the Review's caption says which."""
    try:
        module = import_module(info.rules_module.rsplit(".", 1)[0] + ".ai")
    except ImportError:
        return False
    return getattr(module, "REVIEW_FROM_VIEWS", False) is True


def chances_function(info: GameInfo) -> ChancesFn:
    """The game's own `review_chances`, or random playouts when it has none."""
    own = _own_chances(info)
    if own is not None:
        return own
    from gamebox.ai.search import win_chances

    def fallback(game: Any, state: Any, players: int, rng: random.Random) -> Sequence[float]:
        return win_chances(game, state, players, playouts=FALLBACK_PLAYOUTS, rng=rng)

    return fallback


def compute(game: Any, chances: ChancesFn, positions: Sequence[tuple[int, Any]], players: int,
            seed: int, stop: Callable[[], bool] | None = None, seconds: float | None = None,
            passes: int = MAX_PASSES) -> Review | None:
    """Every seat's chance at each (move count, full state); runs in a worker thread.

    One estimate of a position is a few dozen playouts, so it wobbles by several points from
    one move to the next although nothing changed. Further passes over every position, each
    with fresh playouts, are averaged in while the whole stays within `seconds` (by default
    REVIEW_SECONDS; at most `passes`): a cheap game gets a steady line, a slow one still ends in time.
    None when `stop()` turned True on the way (the game was closed or undone)."""
    budget = REVIEW_SECONDS if seconds is None else seconds
    rng = random.Random(seed)
    started = time.perf_counter()
    totals = [[0.0] * players for _ in positions]
    done = 0
    while done < max(1, passes):
        for row, (_count, state) in zip(totals, positions):
            if stop is not None and stop():
                return None
            values = list(chances(game, state, players, random.Random(rng.random())))
            if len(values) != players:
                raise ValueError(f"{game.info.name}: the review gave {len(values)} chances for {players} seats")
            for seat, value in enumerate(values):
                row[seat] += float(value)
        done += 1
        spent = time.perf_counter() - started
        if spent / done * (done + 1) > budget:  # one more pass would overrun the budget
            break
    moves: list[int] = []
    rows: list[tuple[float, ...]] = []
    for (count, state), row in zip(positions, totals):
        most = 1.0 if game.result(state) is not None else MOST_LIKELY
        moves.append(count)
        rows.append(tuple(round(min(most, max(1.0 - most, v / done)), 4) for v in row))  # as saved
    return Review(tuple(moves), tuple(rows))
