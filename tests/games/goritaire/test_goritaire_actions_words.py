"""How action costs read on the table: the Gorillas that pay in a few words on the button, whole
sentences in tooltips."""

from __future__ import annotations

import re

from gamebox.games.goritaire.actions import ACTIONS, BY_NAME


def test_cost_words_name_the_levels_that_pay() -> None:
    assert BY_NAME["walking"].cost_words == "any Gorilla"
    assert BY_NAME["invitation1"].cost_words == "Level 2+ & any"
    assert BY_NAME["invitation2"].cost_words == "Level 3+ & 2+"
    assert BY_NAME["fleeing"].cost_words == "any 3 Gorillas"
    assert BY_NAME["homesickness"].cost_words == "Level 4+ & more"


def test_cost_words_say_which_gorillas_fall_asleep() -> None:
    assert BY_NAME["walking"].cost_text == "put to sleep one awake Gorilla on any level"
    assert BY_NAME["invitation2"].cost_text == \
        "put to sleep awake Gorillas: one on level 3 or higher, one on level 2 or higher"
    assert BY_NAME["fleeing"].cost_text == "put to sleep three awake Gorillas on any level"
    homesick = BY_NAME["homesickness"].cost_text
    assert "two times" in homesick and "two cards of the discard pile" in homesick
    for spec in ACTIONS:
        assert not re.search(r"\(\d\)", spec.cost_text + spec.cost_words), spec.name
