"""TRIO notation (`play red-sun 3`, `play 3`, `bargain give red-sun`, `pass`) and positions."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gamebox.core.describe import Names
from gamebox.core.errors import NotationError, RecordError
from gamebox.games.trio.cards import parse_card
from gamebox.games.trio.info import INFO
from gamebox.games.trio.moves import PASS, Bargain, Play
from gamebox.games.trio.rules import GAME
from tests.games.trio.trio_positions import build


def test_texts_of_each_move() -> None:
    red_sun = parse_card("red-sun")
    assert GAME.move_to_text(Play(red_sun, 2)) == "play red-sun 3"
    assert GAME.move_to_text(Bargain(red_sun)) == "bargain give red-sun"
    assert GAME.move_to_text(PASS) == "pass"


def test_parsing_accepts_friendly_forms() -> None:
    state = GAME.new_game(INFO.make_config(2), 1)
    red_sun = parse_card("red-sun")
    assert GAME.parse_move(state, "Play Red-Sun 3") == Play(red_sun, 2)
    assert GAME.parse_move(state, "play 3 sun-red") == Play(red_sun, 2)
    assert GAME.parse_move(state, "play rs 3") == Play(red_sun, 2)
    assert GAME.parse_move(state, "bargain red-sun") == Bargain(red_sun)
    assert GAME.parse_move(state, " pass ") == PASS


def test_play_column_only_when_the_card_is_clear() -> None:
    one_kind = build({"hands": [["blue-moon", "blue-moon"], ["red-sun"]], "rest": "discard"})
    assert GAME.parse_move(one_kind, "play 4") == Play(parse_card("blue-moon"), 3)
    mixed = GAME.new_game(INFO.make_config(2), 1)
    with pytest.raises(NotationError, match="Name the card"):
        GAME.parse_move(mixed, "play 4")


@pytest.mark.parametrize("text,words", [
    ("", "Empty move"), ("play purple-sun 1", "not a card"), ("play red-sun 6", "1 to 5"),
    ("play red-sun x", "must be a number"), ("jump", "not a TRIO move"), ("bargain", "not a TRIO move"),
])
def test_unreadable_texts_say_why(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        GAME.parse_move(GAME.new_game(INFO.make_config(2), 1), text)


def _good() -> dict[str, Any]:
    return GAME.state_to_json(GAME.new_game(INFO.make_config(2), 9))


@pytest.mark.parametrize("breakage,words", [
    (lambda d: d.pop("hands"), "has no hands"),
    (lambda d: d.update(turn=2), "player to move must be from 0 to 1"),
    (lambda d: d.update(phase="lunch"), "phase"),
    (lambda d: d["pile"].pop(), "39 cards; the game has 40"),
    (lambda d: d["pile"].__setitem__(0, "gold-sun"), "not a TRIO card"),
    (lambda d: d.update(trios=[4, 3]), "only 6"),
    (lambda d: d.update(bargains=[1, 0]), "true or false"),
    (lambda d: d["columns"][0].pop(), "at least 5 are needed"),
    (lambda d: d.update(seed="x"), "deal number"),
    (lambda d: d["hands"][0].__setitem__(0, d["hands"][0][1]) or d["pile"].__setitem__(0, d["hands"][0][1]),
     "4 times; the game has 2"),
])
def test_broken_positions_give_record_errors(breakage: Any, words: str) -> None:
    data = _good()
    breakage(data)
    with pytest.raises(RecordError, match=words):
        GAME.state_from_json(json.loads(json.dumps(data)))


def test_state_from_json_refuses_non_objects() -> None:
    samples: tuple[Any, ...] = (None, [], "x", {"hands": 3})
    for data in samples:
        with pytest.raises(RecordError):
            GAME.state_from_json(data)


def test_describe_turn_says_what_to_do() -> None:
    state = GAME.new_game(INFO.make_config(2), 4)
    seat = state.turn
    assert "Your turn: drag a card" in GAME.describe_turn(state, seat) and "bargain" in GAME.describe_turn(state, seat)
    names = Names.for_table(("human", "computer") if seat == 1 else ("computer", "human"), 1 - seat)
    assert "Waiting for Computer to play" in GAME.describe_turn(state, 1 - seat, names)
    empty = build({"hands": [[], ["red-sun"]], "rest": "discard"})
    assert "click Pass" in GAME.describe_turn(empty, 0)
