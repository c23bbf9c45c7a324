"""Why a record does not replay, as the player reads it: the rules' own sentence sits inside
the app's, so it starts in lower case ("(the game is over)", not "(The game is over)")."""

from __future__ import annotations

import pytest

from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.records import replay
from gamebox.registry import get_info
from tests.text_rules import assert_plain


@pytest.mark.parametrize("game_id", ["trio", "girafferaffe", "gorilla", "sifaka"])
def test_a_move_after_the_end_is_refused_mid_sentence_in_lower_case(game_id: str) -> None:
    info = get_info(game_id)
    game = info.load()
    start = state = game.new_game(info.make_config(info.default_players), 3)
    texts = []
    while game.to_move(state) is not None:
        move = game.candidate_moves(state)[0]
        texts.append(game.move_to_text(move))
        state, _events = game.apply(state, move)
    with pytest.raises(RecordError) as caught:
        replay(game, start, [*texts, texts[-1]])  # one move more than the game had
    message = caught.value.plain
    assert message == f"its move {len(texts) + 1} cannot be played again (the game is over)", message
    assert_plain(message, "a record that does not replay")


def test_a_refusal_told_to_the_mover_is_told_about_them() -> None:
    """A damaged save's move of a computer: "(you have no red star in your hand)" blamed the
    person opening the file for a move they never made."""
    info = get_info("trio")
    game = info.load()
    start = game.new_game(info.make_config(2), 0)
    mover = game.to_move(start)
    held = {game.move_to_text(m).split()[1] for m in game.legal_moves(start) if game.move_to_text(m).startswith("play ")}
    missing = next(f"{colour}-{symbol}" for colour in ("red", "blue", "green", "yellow")
                   for symbol in ("star", "sun", "moon", "drop", "leaf") if f"{colour}-{symbol}" not in held)
    with pytest.raises(RecordError) as caught:
        replay(game, start, [f"play {missing} 1"])
    message = caught.value.plain
    assert message.startswith("its move 1 cannot be played again: the player to move then could not play it ("), message
    assert " you" not in message and "your" not in message and "they " in message, (mover, message)
    assert_plain(message, "a record that does not replay")


@pytest.mark.parametrize(("value", "said"), [
    (None, "is set to nothing, which is not a whole number"),
    ([16], "is set to a list of values, which is not a whole number"),
    ({"a": 1}, "is set to a group of named values, which is not a whole number"),
    (float("nan"), "is set to something that is not a number"),
    (float("-inf"), "is set to a number too large to use"),
    (2.5, "is set to 2.5, which is not a whole number"),
])
def test_an_options_odd_value_in_a_file_is_said_in_words(value: object, said: str) -> None:
    """A save whose option was null, a list or NaN was refused with "is set to None", "[16]",
    "{'a': 1}" or "nan"; a 32-digit number with "is set to a number of 32 digits, which is not a
    number"."""
    from gamebox.core.validate import _huge
    from gamebox.registry import get_info

    info = get_info("goritaire")
    for given, words in ((value, said), (_huge(32), "is set to a number too large to use")):
        with pytest.raises(ConfigError) as caught:
            info.config_from_json({"players": 1, "options": {"gorillas": given}})
        assert caught.value.plain == f"“Gorilla cards in the deck” {words}"
        assert_plain(caught.value.plain, "an option's odd value")
