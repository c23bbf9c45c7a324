"""How action costs read on the table: badges like the cards' level badges, words in tooltips."""

from __future__ import annotations

import re

from gamebox.games.goritaire.actions import ACTIONS, BY_NAME


def test_cost_badges_match_the_level_badges_on_the_cards() -> None:
    assert BY_NAME["invitation1"].cost_badges == "L2+ L1+"
    assert BY_NAME["fleeing"].cost_badges == "L1+ L1+ L1+"
    assert BY_NAME["homesickness"].cost_badges == "L4+ + more"


def test_cost_words_say_which_gorillas_fall_asleep() -> None:
    assert BY_NAME["walking"].cost_text == "put to sleep one awake Gorilla on any level"
    assert BY_NAME["invitation2"].cost_text == \
        "put to sleep awake Gorillas: one on level 3 or higher, one on level 2 or higher"
    assert BY_NAME["fleeing"].cost_text == "put to sleep three awake Gorillas on any level"
    homesick = BY_NAME["homesickness"].cost_text
    assert "two times" in homesick and "two cards of the discard pile" in homesick
    for spec in ACTIONS:
        assert not re.search(r"\(\d\)", spec.cost_text + spec.cost_badges), spec.name
