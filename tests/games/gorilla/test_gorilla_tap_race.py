"""Nobody chooses who draws 3 (issue 17): with only computer seats the engine draws each tap race
from the seats' reaction times, seeded from the state, as part of the move that starts it; the
player who laid the Gorilla has no move that picks the order. With a human at the table the
race stays a real-time decision the table collects."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from gamebox.ai.base import make_player
from gamebox.core.contract import with_seat_levels
from gamebox.core.errors import ConfigError
from gamebox.core.rng import make_rng
from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.engine import tappers
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import Play, Tap
from gamebox.games.gorilla.reaction import REACTION_MS, race_order
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import OPEN, TAP, State

COMPUTERS = ("normal", "hard", "easy", "normal")


def _gorilla_ahead(levels: tuple[str, ...] | None, seed: int = 3) -> State:
    """Seat 1 holds the red Gorilla with a red tiger on top of the pile."""
    hands = [["blue-lion", "green-hippo", "yellow-zebra"], ["red-gorilla", "blue-tiger", "green-crocodile"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]
    placed = {name for hand in hands for name in hand} | {"red-tiger"}
    data = {"players": 4, "hands": hands, "pile": ["red-tiger"], "stack": [n for n in NAMES if n not in placed],
            "to_move": 1, "phase": "play", "direction": 1, "pending": None, "forgot": None, "winner": None,
            "seed": seed, "rebuilds": 0, "races": 0, "seat_levels": list(levels) if levels else None}
    return GAME.state_from_json(json.loads(json.dumps(data)))


def test_an_all_computer_race_is_drawn_by_the_engine_not_chosen() -> None:
    gorilla = Play(CARD_BY_NAME["red-gorilla"])
    state = _gorilla_ahead(COMPUTERS)
    legal = GAME.legal_moves(state)
    assert legal.count(gorilla) == 1 and not any(isinstance(m, Tap) for m in legal)  # no move picks the order
    after, events = GAME.apply(state, gorilla)
    assert after.phase == OPEN and not GAME.realtime_decision(after)
    race = next(e for e in events if e.kind == "tap_race")
    expected = race_order(tappers(state), COMPUTERS, make_rng(state.seed, "race0"))
    assert tuple(race.data["order"]) == expected and race.data["drawn"] is True
    loser = expected[-1]
    assert after.seat == loser and len(after.hands[loser]) == 6
    assert GAME.apply(state, gorilla)[0].hands == after.hands  # a function of the state alone
    # the order follows the deal's seed: other seeds give other orders, by the levels' speeds
    lasts = Counter()
    for seed in range(300):
        _, events = GAME.apply(_gorilla_ahead(COMPUTERS, seed), gorilla)
        lasts[next(e for e in events if e.kind == "tap_race").data["loser"]] += 1
    assert lasts[2] > 250 and lasts[3] > 0  # the easy seat is slowest, but not always
    assert set(lasts) <= {0, 2, 3}


def test_a_call_before_the_race_then_the_engine_draws_it() -> None:
    state = _gorilla_ahead(COMPUTERS)
    state.hands[1] = [CARD_BY_NAME["red-gorilla"], CARD_BY_NAME["blue-tiger"]]
    state.stack.append(CARD_BY_NAME["green-crocodile"])
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["red-gorilla"]))
    assert GAME.legal_moves(state) == [GAME.parse_move(state, "call"), GAME.parse_move(state, "quiet")]
    after, events = GAME.apply(state, GAME.parse_move(state, "call"))
    assert any(e.kind == "tap_race" for e in events) and after.phase == OPEN


def test_with_a_human_the_race_waits_for_the_table() -> None:
    state = _gorilla_ahead(("human", "normal", "normal", "normal"))
    after, events = GAME.apply(state, Play(CARD_BY_NAME["red-gorilla"]))
    assert after.phase == TAP and GAME.realtime_decision(after)
    assert not any(e.kind == "tap_race" for e in events)
    assert len(GAME.legal_moves(after)) == 6  # the orders the table may report


def test_selfplay_sessions_and_benchmarks_say_who_sits_where() -> None:
    config = with_seat_levels(INFO, INFO.make_config(4), ["computer"] * 4, list(COMPUTERS))
    assert config.get("seat_levels") == "normal,hard,easy,normal"
    assert GAME.new_game(config, 1).levels == COMPUTERS
    mixed = with_seat_levels(INFO, INFO.make_config(4), ["human", "computer", "computer", "computer"],
                             ["normal"] * 4)
    assert GAME.new_game(mixed, 1).levels == ("human", "normal", "normal", "normal")
    with pytest.raises(ConfigError):
        GAME.new_game(INFO.make_config(4, {"seat_levels": "normal,normal"}), 1)
    with pytest.raises(ConfigError):
        INFO.make_config(4, {"seat_levels": "normal,robot,normal,normal"})


@pytest.mark.parametrize("players", [3, 4, 5])
def test_whole_all_computer_games_never_ask_for_a_race(players: int) -> None:
    levels = ["hard", "normal", "easy", "random", "normal"][:players]
    config = with_seat_levels(INFO, INFO.make_config(players), ["computer"] * players, levels)
    seats = [make_player(INFO, level) for level in levels]
    races = 0
    for seed in range(3):
        state = GAME.new_game(config, seed)
        rng = random.Random(seed)
        while (seat := GAME.to_move(state)) is not None:
            assert state.phase != TAP
            move = seats[seat].choose(GAME, GAME.view(state, seat), seat, rng)
            state, events = GAME.apply(state, move)
            races += sum(e.kind == "tap_race" for e in events)
    assert races > 0


def test_reaction_ranges_order_the_levels() -> None:
    assert REACTION_MS["hard"][1] < REACTION_MS["easy"][0]
    assert REACTION_MS["hard"][0] < REACTION_MS["normal"][0] < REACTION_MS["easy"][0]
