"""Impossible positions are refused (issue 14): every field's type and range, the cards of the
deck mix exactly once, the pyramid's shape and the turn's flow; damaged positions raise only
RecordError or NotationError, and `legal` on any accepted position answers at once."""

from __future__ import annotations

import copy
import json
import random
from itertools import islice
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.errors import NotationError, RecordError
from gamebox.games.goritaire.options import candidate_moves
from gamebox.games.goritaire.rules import GAME, new_state


def positions(seed: int, extreme: bool = True, every: int = 3) -> list[dict[str, Any]]:
    """JSON positions met in one random seeded deal (with Extreme Arts: every kind of choice)."""
    rng = random.Random(seed)
    state = new_state(16, extreme, seed)
    out = []
    step = 0
    while True:
        if step % every == 0:
            out.append(json.loads(json.dumps(GAME.state_to_json(state))))
        if state.phase == "over":
            return out
        moves = candidate_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
        step += 1


GOOD = [data for seed in range(6) for data in positions(seed)]


def test_positions_of_real_deals_round_trip() -> None:
    for seed in range(4):
        for data in positions(seed, every=1):
            assert GAME.state_to_json(GAME.state_from_json(data)) == data


def refused(data: Any, words: str) -> None:
    with pytest.raises(RecordError) as info:
        GAME.state_from_json(data)
    assert words.lower() in str(info.value).lower(), str(info.value)


def test_a_500_card_deck_is_refused() -> None:
    data = copy.deepcopy(GOOD[0])
    data["deck"] = "GB" * 250
    data["known"] = "0" * 500
    refused(data, "the deck is too long")


def test_missing_or_extra_cards_are_named() -> None:
    data = copy.deepcopy(GOOD[0])
    data["deck"] = data["deck"][1:]
    data["known"] = data["known"][1:]
    refused(data, "the position holds")
    data = copy.deepcopy(GOOD[0])
    data["hand"]["G"] += 1
    refused(data, "Gorilla cards")


def test_the_pyramid_must_stand() -> None:
    data = copy.deepcopy(GOOD[0])
    data["deck"], data["known"] = data["deck"][3:], data["known"][3:]
    cards = GOOD[0]["deck"][:3]
    data["hand"]["G"] += cards.count("G")
    data["hand"]["B"] += cards.count("B")
    ground_gap = {**data, "area": [[1, 1, "G"], [1, 3, "G"]]}
    ground_gap["hand"] = {"G": data["hand"]["G"] - 2, "B": data["hand"]["B"]}
    refused(ground_gap, "gap")
    floating = {**data, "area": [[1, 1, "G"], [2, 1, "G"]], "hand": {"G": data["hand"]["G"] - 2, "B": data["hand"]["B"]}}
    refused(floating, "lacks one of the two cards under it")
    banana_ground = {**data, "area": [[1, 1, "B"]], "hand": {"G": data["hand"]["G"], "B": data["hand"]["B"] - 1}}
    refused(banana_ground, "Banana card lies on the Ground")


def test_flow_invariants() -> None:
    data = copy.deepcopy(GOOD[0])
    refused({**data, "phase": "maintenance"}, "more than 7 cards")
    refused({**data, "phase": "over"}, "outcome")
    refused({**data, "pending": [["arrange", 2]]}, "pending arrange")
    refused({**data, "pending": [["peek", 1]]}, "never waits")
    refused({**data, "extreme": False, "pending": [["swap", 0]]}, "without them")
    refused({**data, "score": 9}, "only a won deal has a score")
    refused({**data, "gorillas": 500}, "from 9 to 27")


@pytest.mark.parametrize("value", [True, -1, 1.5, "7", None, [], {}, 10**40, float("nan")])
def test_wrong_types_and_ranges(value: Any) -> None:
    built = next(d for d in GOOD if d["area"] and d["phase"] == "action")
    for key in ("gorillas", "turn", "imaginary", "played", "deck", "hand", "area", "phase"):
        if key == "played" and isinstance(value, bool):
            continue
        data = copy.deepcopy(built)
        data[key] = value
        with pytest.raises(RecordError):
            GAME.state_from_json(data)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=12)


def _damage(data: dict[str, Any], how: int, rng: random.Random, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    keys = sorted(out)
    if how == 0:  # a value replaced by anything
        out[keys[rng.randrange(len(keys))]] = value
    elif how == 1:  # a deck card duplicated or removed
        deck = out["deck"]
        i = rng.randrange(max(1, len(deck)))
        out["deck"] = deck[:i] + deck[i:i + 1] * rng.choice((0, 2)) + deck[i + 1:]
    elif how == 2:  # a count out of range
        part = rng.choice(("hand", "discard", "removed"))
        out[part][rng.choice("GB")] = rng.choice((-1, 37, 10**30))
    elif how == 3 and out["area"]:  # a pyramid card moved or changed
        entry = out["area"][rng.randrange(len(out["area"]))]
        entry[rng.randrange(3)] = value
    elif how == 4:  # a pending choice made up
        out["pending"] = [[rng.choice(("guess", "place", "arrange", "burn", "wander", "flee", "swap", "peek")),
                           rng.randrange(-1, 7)]]
    else:  # a whole nested field replaced
        out["area"] = value
    return out


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, len(GOOD) - 1), how=st.integers(0, 5), salt=st.integers(0, 10**6), value=JSON)
def test_damaged_positions_raise_only_record_errors(index: int, how: int, salt: int, value: Any) -> None:
    data = _damage(GOOD[index], how, random.Random(salt), value)
    try:
        state = GAME.state_from_json(data)
    except (RecordError, NotationError):
        return
    list(islice(GAME.legal_moves(state), 5000))  # moves come, or none: never an error but RecordError above
