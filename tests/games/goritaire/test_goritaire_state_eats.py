"""Who eats at the end of the turn (R8): one answer for the table's marks and the count."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.goritaire.rules import GAME
from gamebox.registry import get_info

INFO = get_info("goritaire")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(1, 10**6), steps=st.integers(0, 40), as_printed=st.booleans())
def test_the_gorillas_that_eat_are_the_ones_counted(seed: int, steps: int, as_printed: bool) -> None:
    import random

    state = GAME.new_game(INFO.make_config(1, {"as_printed": as_printed}), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = GAME.candidate_moves(state)
        if not moves or GAME.to_move(state) is None:
            break
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert sum(state.eats(spot) for spot in state.area) == state.eaters()
