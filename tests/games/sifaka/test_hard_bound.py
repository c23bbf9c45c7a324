"""benchmarks/sifaka_hard_bound.py: the seeing look ahead really gets the true state (and only
hard's), and the script plays whole deals and refuses nonsense settings."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from benchmarks.sifaka_hard_bound import GAME, INFO, SeesAll, main
from gamebox.games.sifaka.ai import HARD_MANY, HardPlayer


def test_the_seeing_look_ahead_samples_the_true_state_and_nothing_else() -> None:
    state = GAME.new_game(INFO.make_config(3), 7)
    rng = random.Random(7)
    while not (state.phase == "place" and not state.slots_left):
        moves = GAME.candidate_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    seat = state.current
    view = GAME.view(state, seat)
    oracle = SeesAll()
    oracle.state = state
    assert oracle.determinize(view, seat, random.Random(1)) is state
    assert oracle.candidate_moves(view) == GAME.candidate_moves(view)  # the rest is the game's
    sampled = [GAME.determinize(view, seat, random.Random(n)).pile for n in range(3)]
    assert any(pile != state.pile for pile in sampled)  # an honest world is not the true one
    move = HardPlayer(replace(HARD_MANY, worlds=2)).choose(oracle, view, seat, random.Random(2))
    assert move in GAME.candidate_moves(state)


def test_the_script_plays_a_deal_and_sums_it_up(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--games", "1", "--worlds", "1", "--rounds", "1", "--sees-all", "--normal-lays", "--jsonl"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    deal, summary = json.loads(lines[0]), json.loads(lines[-1])
    assert deal["deal"] == 1 and deal["seat"] == 0 and deal["win"] in (0.0, 0.5, 1.0)
    assert summary["win_share"] == deal["win"] and summary["sees_all"] and summary["normal_lays"]
    assert 0 < summary["think_cpu_ms"]["mean"] <= summary["think_cpu_ms"]["max"]


@pytest.mark.parametrize("argv", [["--games", "0"], ["--worlds", "0"], ["--rounds", "0"], ["--players", "2"]])
def test_nonsense_settings_are_refused(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
