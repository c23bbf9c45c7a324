"""gamebox.review.compute: what the Review graph is fed. A handful of playouts that all went
one way is an estimate, not a certainty: a graph that said 100% before a game that ended in a
draw (or a loss) told the player something false. Only an ended game says 0% or 100%."""

from __future__ import annotations

import random
import time
from typing import Any

from gamebox.registry import get_info
from gamebox.review import MOST_LIKELY, compute


def _random_game(seed: int = 4) -> tuple[Any, list[tuple[int, Any]]]:
    info = get_info("trio")
    game = info.load()
    state = game.new_game(info.make_config(2), seed)
    rng = random.Random(1)
    positions: list[tuple[int, Any]] = [(0, state)]
    while game.result(state) is None:
        moves = game.legal_moves(state)
        state, _ = game.apply(state, moves[rng.randrange(len(moves))])
        positions.append((len(positions), state))
    return game, positions


def test_only_a_finished_game_is_certain() -> None:
    game, positions = _random_game()

    def sure(_game: Any, _state: Any, players: int, _rng: random.Random) -> list[float]:
        return [1.0] + [0.0] * (players - 1)

    review = compute(game, sure, positions, 2, seed=1)
    assert review is not None
    for row in review.chances[:-1]:
        assert row == (MOST_LIKELY, round(1 - MOST_LIKELY, 4))
    assert review.chances[-1] == (1.0, 0.0)


def _coin(_game: Any, _state: Any, players: int, rng: random.Random) -> list[float]:
    """An estimate that is pure noise around an even game."""
    first = rng.random()
    return [first, 1.0 - first] + [0.0] * (players - 2)


def test_further_passes_steady_a_wobbling_estimate() -> None:
    game, positions = _random_game()
    unfinished = positions[:-1]

    def wobble(passes: int) -> float:
        review = compute(game, _coin, unfinished, 2, seed=3, seconds=float("inf"), passes=passes)
        assert review is not None and len(review.chances) == len(unfinished)
        return sum(abs(row[0] - 0.5) for row in review.chances) / len(review.chances)

    once, averaged = wobble(1), wobble(8)
    assert once > 0.15  # the noise a single estimate carries
    assert averaged < once / 2


def test_passes_stop_within_the_budget() -> None:
    game, positions = _random_game()
    calls = []

    def slow(_game: Any, _state: Any, players: int, _rng: random.Random) -> list[float]:
        calls.append(1)
        time.sleep(0.01)
        return [0.5] * players

    review = compute(game, slow, positions[:3], 2, seed=1, seconds=0.05, passes=8)
    assert review is not None
    assert len(calls) == 3  # a second pass would have taken the whole past 0.05 s
    calls.clear()
    compute(game, slow, positions[:3], 2, seed=1, seconds=1.0, passes=2)
    assert len(calls) == 6  # time enough: the passes asked for, no more
