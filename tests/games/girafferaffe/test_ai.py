"""The computer players: legal choices from views only, and the heuristic plays well."""

from __future__ import annotations

import random

from gamebox.ai.base import make_player
from gamebox.games.girafferaffe.info import INFO
from gamebox.games.girafferaffe.rules import GAME


def play(players: int, seed: int, levels: list[str], options: dict[str, object] | None = None) -> object:
    rng = random.Random(seed)
    state = GAME.new_game(INFO.make_config(players, options or {}), seed)
    ais = [make_player(INFO, level) for level in levels]
    while (seat := GAME.to_move(state)) is not None:
        move = ais[seat].choose(GAME, GAME.view(state, seat), seat, rng)
        assert GAME.refusal(state, move) is None
        state, _ = GAME.apply(state, move)
    return GAME.result(state)


def test_the_heuristic_rarely_loses_to_two_random_players() -> None:
    lost = 0
    for seed in range(30):
        levels = ["random"] * 3
        levels[seed % 3] = "normal"
        lost += (seed % 3) not in play(3, seed, levels).winners  # type: ignore[attr-defined]
    assert lost <= 3  # chance alone would be about 10 of 30


def test_the_heuristic_beats_the_level_15_robot_more_often_than_not_G13() -> None:
    wins = sum(bool(play(1, seed, ["normal"]).details["solo_won"]) for seed in range(12))  # type: ignore[attr-defined]
    assert wins >= 7


def test_heuristic_plays_the_variant_and_five_players() -> None:
    result = play(5, 1, ["normal"] * 5, {"rotten_apples": True})
    assert max(result.details["rotten"]) == 2  # type: ignore[attr-defined]
