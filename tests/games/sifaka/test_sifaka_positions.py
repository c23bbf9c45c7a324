"""Impossible Sifaka positions are refused with a reason (issue 14); numbers in moves are ASCII."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.errors import NotationError, RecordError
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.rules import GAME


def _position(seed: int = 3, steps: int = 40) -> dict[str, Any]:
    rng = random.Random(seed)
    state = GAME.new_game(INFO.make_config(3), seed)
    for _ in range(steps):
        moves = GAME.candidate_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    return GAME.state_to_json(state)


GOOD = _position()


def refused(data: Any, words: str = "") -> str:
    with pytest.raises(RecordError) as caught:
        GAME.state_from_json(data)
    assert words.lower() in str(caught.value).lower(), str(caught.value)
    return str(caught.value)


def test_a_real_position_reads_back() -> None:
    state = GAME.state_from_json(json.loads(json.dumps(GOOD)))
    assert GAME.state_to_json(state) == GOOD
    old = {**GOOD, "seed": 12}  # positions written before the deal number left the state
    assert GAME.state_to_json(GAME.state_from_json(old)) == GOOD


def test_mango_values_out_of_range_are_refused() -> None:
    for value in (-1, 2**63, 5, 1.0, True, "2"):
        data = copy.deepcopy(GOOD)
        data["counter_piles"]["r"][0] = value
        refused(data, "red counter")


def test_missing_and_duplicated_cards_are_named() -> None:
    data = copy.deepcopy(GOOD)
    data["pile"] = data["pile"][1:]
    refused(data, "is missing")
    data = copy.deepcopy(GOOD)
    data["pile"].append(data["pile"][0])
    refused(data, "2 times")
    data = copy.deepcopy(GOOD)
    data["placed"][5][0] = data["placed"][6][0]
    refused(data, "jungle card")


def test_broken_invariants_are_refused() -> None:
    cases = [
        ({"current": 3}, "current"),
        ({"phase": "take"}, ""),
        ({"pawns": [[40, 40, 0]] + GOOD["pawns"][1:]}, "off the table"),
        ({"pawns": [GOOD["pawns"][1]] + GOOD["pawns"][1:]}, "two pawns"),
        ({"slots_left": ["n", "n"]}, "twice"),
        ({"placed": GOOD["placed"][1:]}, "hut"),
        ({"table_counters": [[0, 0, "g", 1]]}, ""),
        ({"final_seat": 1}, "last card"),
        ({"turn": -1}, "turn"),
        ({"players": 5}, "players"),
    ]
    for change, words in cases:
        refused({**copy.deepcopy(GOOD), **change}, words)


def test_unicode_digits_in_moves_are_notation_errors() -> None:
    state = GAME.state_from_json(GOOD)
    for text in ("place -1,2 r9²", "place -1,²2 r90", "place ٣,1 r0", "move 1,² turn@1,1", "move 1,1 turn@٣,1"):
        with pytest.raises(NotationError):
            GAME.parse_move(state, text)


def _mutations() -> st.SearchStrategy[dict[str, Any]]:
    keys = sorted(GOOD)
    values = st.recursive(
        st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True) | st.text(max_size=5),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
        max_leaves=8,
    )
    return st.fixed_dictionaries({}, optional={k: values for k in keys})


@settings(max_examples=150, deadline=None)
@given(change=_mutations(), drop=st.sets(st.sampled_from(sorted(GOOD)), max_size=2))
def test_damaged_positions_raise_only_record_errors(change: dict[str, Any], drop: set[str]) -> None:
    data = {k: v for k, v in {**copy.deepcopy(GOOD), **change}.items() if k not in drop}
    try:
        state = GAME.state_from_json(data)
    except (RecordError, NotationError):
        return
    if GAME.to_move(state) is not None:
        assert list(GAME.legal_moves(state))  # an accepted position always has a move to make


@settings(max_examples=150, deadline=None)
@given(where=st.sampled_from(["hands", "pile", "discarded", "placed", "owned", "table_counters", "pawns"]),
       index=st.integers(0, 60), value=st.one_of(st.integers(-5, 5), st.text(max_size=4), st.none(),
                                                 st.lists(st.integers(-3, 3), max_size=4)))
def test_single_damaged_entries_raise_only_record_errors(where: str, index: int, value: Any) -> None:
    data = copy.deepcopy(GOOD)
    items = data[where]
    if items:
        items[index % len(items)] = value
    try:
        GAME.state_from_json(data)
    except (RecordError, NotationError):
        pass
