"""Why a record does not replay, as the player reads it: the rules' own sentence sits inside
the app's, so it starts in lower case ("(the game is over)", not "(The game is over)")."""

from __future__ import annotations

import pytest

from gamebox.core.errors import RecordError
from gamebox.core.records import replay
from gamebox.registry import get_info
from tests.text_rules import assert_plain


def test_a_move_after_the_end_is_refused_mid_sentence_in_lower_case() -> None:
    info = get_info("goritaire")
    game = info.load()
    start = game.new_game(info.make_config(1), 3)
    with pytest.raises(RecordError) as caught:
        replay(game, start, ["end", "end"])  # no Gorilla on the Ground: lost after the first
    message = caught.value.plain
    assert message.startswith("its move 2 cannot be played again (") and "(The" not in message, message
    assert_plain(message, "a record that does not replay")
