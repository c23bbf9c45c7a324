"""Engine checks beyond the golden files: variants through random play, views, notation."""

from __future__ import annotations

import json
import random

import pytest

from gamebox.core.errors import ConfigError, NotationError, RecordError
from gamebox.games.girafferaffe.info import INFO
from gamebox.games.girafferaffe.rules import GAME
from tests.conformance import play_random_game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rotten_apple_variant_keeps_the_contract_G11(players: int) -> None:
    config = INFO.make_config(players, {"rotten_apples": True})
    for seed in (3, 4):
        _moves, result = play_random_game(GAME, config, seed)
        assert max(result.details["rotten"]) == 2
        assert len(result.details["round_losers"]) >= 2


@pytest.mark.parametrize("deck", [15, 30, 45])
def test_solo_robot_decks_keep_the_contract_G12(deck: int) -> None:
    config = INFO.make_config(1, {"robot_deck": deck})
    for seed in (5, 6):
        _, result = play_random_game(GAME, config, seed)
        assert set(result.details) >= {"solo_won"}
        assert result.winners == ((0,) if result.details["solo_won"] else ())


def test_robot_deck_is_limited_to_15_45_G12() -> None:
    with pytest.raises(ConfigError):
        INFO.make_config(1, {"robot_deck": 46})
    with pytest.raises(ConfigError):
        INFO.make_config(1, {"robot_deck": 14})


def test_views_hide_the_seed_and_determinize_fills_the_unknown_G10() -> None:
    state = GAME.new_game(INFO.make_config(3), 21)
    view = GAME.view(state, 0)
    assert view.seed is None and view.hands[0] == state.hands[0]
    sample = GAME.determinize(view, 0, random.Random(1))
    assert GAME.inventory(sample) == GAME.inventory(state)
    assert sample.hands[0] == state.hands[0] and sample.seed is not None


def test_notation_round_trips_every_listed_move() -> None:
    state = GAME.new_game(INFO.make_config(2), 8)
    for move in list(GAME.legal_moves(state))[:3000]:
        assert GAME.parse_move(state, GAME.move_to_text(move)) == move


@pytest.mark.parametrize("text", ["", "pair", "tree R7", "pair R0", "pair X7", "robot"])
def test_bad_move_texts_are_refused_with_words(text: str) -> None:
    with pytest.raises(NotationError) as info:
        GAME.parse_move(GAME.new_game(INFO.make_config(2), 1), text)
    assert str(info.value)


@pytest.mark.parametrize("bad", [None, [], {"players": 9}, {"players": 2, "trees": ["oak"]},
                                 {"players": 2}, "text"])
def test_broken_positions_raise_record_errors(bad: object) -> None:
    with pytest.raises((RecordError, NotationError)):
        GAME.state_from_json(bad)


def test_position_json_round_trips_a_robot_choice() -> None:
    state = GAME.new_game(INFO.make_config(1), 3)
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(data) == state


def test_describe_turn_speaks_to_the_player() -> None:
    state = GAME.new_game(INFO.make_config(3), 2)
    seat = GAME.to_move(state)
    assert GAME.describe_turn(state, seat).startswith("Your turn")
    other = (seat + 1) % 3
    assert "Player" in GAME.describe_turn(state, other)


def test_a_card_named_twice_is_refused_as_named_twice_not_as_missing() -> None:
    """"The blue 5 is not in your hand" was said to a player holding it, who named it twice."""
    from gamebox.core.errors import IllegalMove
    from gamebox.games.girafferaffe.cards import card_text, card_words

    state = GAME.new_game(INFO.make_config(2), 1)
    hand = state.hands[GAME.to_move(state)]
    twice, other = hand[0], hand[1]
    move = GAME.parse_move(state, f"any {card_text(twice)} {card_text(twice)} {card_text(other)}")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, move)
    assert str(info.value) == f"The {card_words(twice)} is named 2 times, but your hand holds only one"
