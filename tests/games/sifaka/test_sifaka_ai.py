"""The normal computer player: legal, quick, and clearly better than random."""

from __future__ import annotations

import random
import time

from gamebox.ai.base import RandomPlayer, make_player
from gamebox.games.sifaka.ai import HeuristicPlayer
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Take, Walk
from gamebox.games.sifaka.rules import GAME

from .scenario_runner import GOLDEN, build


def test_levels_resolve() -> None:
    assert isinstance(make_player(INFO, "normal"), HeuristicPlayer)
    assert isinstance(make_player(INFO, "random"), RandomPlayer)


def test_it_walks_to_the_counter_and_takes_it() -> None:
    import json

    spec = json.loads((GOLDEN / "s4_two_arrows_first_choice.json").read_text())
    state = build({**spec, "table_counters": [[-1, -4, "r", 4]]})
    move = HeuristicPlayer().choose(GAME, GAME.view(state, 0), 0, random.Random(1))
    assert isinstance(move, Walk) and move.end == (-1, -4)
    state, _ = GAME.apply(state, move)
    assert HeuristicPlayer().choose(GAME, GAME.view(state, 0), 0, random.Random(1)) == Take()


def test_beats_two_random_players_quickly() -> None:
    wins = 0.0
    slowest = 0.0
    for game_no in range(6):
        hero = game_no % 3
        rng = random.Random(game_no)
        state = GAME.new_game(INFO.make_config(3), 100 + game_no)
        players = {hero: HeuristicPlayer()}
        while (seat := GAME.to_move(state)) is not None:
            view = GAME.view(state, seat)
            started = time.perf_counter()
            move = players.get(seat, RandomPlayer()).choose(GAME, view, seat, rng)
            slowest = max(slowest, time.perf_counter() - started) if seat == hero else slowest
            assert any(m == move for m in GAME.legal_moves(state))
            state, _ = GAME.apply(state, move)
        result = GAME.result(state)
        assert result is not None
        wins += (hero in result.winners) / len(result.winners)
    assert wins >= 5
    assert slowest < 1.0
