"""gamebox.review.compute: what the Review graph is fed. A handful of playouts that all went
one way is an estimate, not a certainty: a graph that said 100% before a game that ended in a
draw (or a loss) told the player something false. Only an ended game says 0% or 100%."""

from __future__ import annotations

import random
from typing import Any

from gamebox.registry import get_info
from gamebox.review import MOST_LIKELY, compute


def test_only_a_finished_game_is_certain() -> None:
    info = get_info("trio")
    game = info.load()
    state = game.new_game(info.make_config(2), 4)
    rng = random.Random(1)
    positions: list[tuple[int, Any]] = [(0, state)]
    while game.result(state) is None:
        moves = game.legal_moves(state)
        state, _ = game.apply(state, moves[rng.randrange(len(moves))])
        positions.append((len(positions), state))

    def sure(_game: Any, _state: Any, players: int, _rng: random.Random) -> list[float]:
        return [1.0] + [0.0] * (players - 1)

    review = compute(game, sure, positions, 2, seed=1)
    assert review is not None
    for row in review.chances[:-1]:
        assert row == (MOST_LIKELY, round(1 - MOST_LIKELY, 4))
    assert review.chances[-1] == (1.0, 0.0)
