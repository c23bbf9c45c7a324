"""Every registered game, every player count, through random seeded play."""

from __future__ import annotations

import pytest

from gamebox.registry import all_games
from tests.conformance import play_random_game

CASES = [
    (info, players, seed)
    for info in all_games()
    for players in range(info.min_players, info.max_players + 1)
    for seed in (1, 2)
]


@pytest.mark.parametrize("info,players,seed", CASES, ids=lambda v: getattr(v, "id", str(v)))
def test_random_play_keeps_the_contract(info, players, seed) -> None:
    game = info.load()
    config = info.make_config(players)
    moves, result = play_random_game(game, config, seed)
    assert moves > 0
    assert result.summary
