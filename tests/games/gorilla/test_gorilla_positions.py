"""Impossible Gorilla positions are refused (issue 14): every field's type and range, every card
exactly once, the invariants of the phases. A damaged position raises RecordError (never a
traceback); an accepted one lists its legal moves at once and every move from it leads to a
position that is accepted again. Numbers in moves are ASCII digits only."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamebox.core.errors import NotationError, RecordError
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.rules import GAME


def _positions(players: int, seed: int, every: int = 7) -> list[dict[str, Any]]:
    """Positions of one random game, as JSON."""
    rng = random.Random(seed)
    config = INFO.make_config(players, {"seat_levels": "human" + ",normal" * (players - 1)} if seed % 2 else {})
    state = GAME.new_game(config, seed)
    out = []
    step = 0
    while GAME.to_move(state) is not None:
        if step % every == 0:
            out.append(json.loads(json.dumps(GAME.state_to_json(state))))
        moves = GAME.legal_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
        step += 1
    out.append(json.loads(json.dumps(GAME.state_to_json(state))))
    return out


POSITIONS = [p for players in (3, 4, 5) for seed in (1, 2) for p in _positions(players, seed)]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def _paths(data: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [where]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*where, key))
    elif isinstance(data, list):
        for n, value in enumerate(data):
            out += _paths(value, (*where, n))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _accepted_position_is_sound(data: Any) -> None:
    """Refused with RecordError, or accepted: then legal moves come at once and every one of
    them leads to a position that reads back."""
    try:
        state = GAME.state_from_json(data)
    except (RecordError, NotationError) as exc:
        assert str(exc)
        return
    moves = list(GAME.legal_moves(state))
    assert len(moves) <= 200, "one move per card of a 45-card deck, a draw, the calls and taps: never a flood"
    assert json.loads(json.dumps(GAME.state_to_json(state))) == GAME.state_to_json(state)
    for move in moves[:30]:
        after, _ = GAME.apply(state, move)
        again = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(after))))
        assert GAME.state_to_json(again) == GAME.state_to_json(after)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(POSITIONS) - 1), st.integers(0, 10**6), json_values)
def test_a_value_replaced_anywhere_is_refused_or_sound(index: int, pick: int, value: Any) -> None:
    data = copy.deepcopy(POSITIONS[index])
    paths = _paths(data)
    _accepted_position_is_sound(_set(data, paths[pick % len(paths)], value))


@settings(max_examples=100, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1), st.integers(0, 10**6), st.integers(0, 10**6),
       st.sampled_from(["duplicate", "remove", "move"]))
def test_cards_duplicated_removed_or_moved_are_refused_or_sound(index: int, a: int, b: int, how: str) -> None:
    data = copy.deepcopy(POSITIONS[index])
    places = [*data["hands"], data["stack"], data["pile"]]
    source = [p for p in places if p][a % len([p for p in places if p])]
    card = source[b % len(source)]
    target = places[(a + b) % len(places)]
    if how == "duplicate":
        target.append(card)
    elif how == "remove":
        source.remove(card)
    else:
        source.remove(card)
        target.insert(0, card)
    if how != "move":
        with pytest.raises(RecordError):
            GAME.state_from_json(data)
    else:
        _accepted_position_is_sound(data)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(POSITIONS) - 1),
       st.sampled_from(["players", "to_move", "direction", "forgot", "winner", "seed", "rebuilds", "races"]),
       st.one_of(st.integers(-10**30, 10**30), st.floats(), st.just(-1.0), st.just(True), st.text(max_size=3)))
def test_numbers_out_of_range_or_of_the_wrong_kind_are_refused_or_sound(index: int, key: str, value: Any) -> None:
    data = copy.deepcopy(POSITIONS[index])
    data[key] = value
    _accepted_position_is_sound(data)


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(direction=-1.0), "direction"),
    (lambda d: d.update(direction=1.0), "direction"),
    (lambda d: d["hands"][0].append(d["hands"][1][0]), "2 times"),
    (lambda d: d["stack"].pop(), "missing"),
    (lambda d: d["hands"][0].__setitem__(0, "purple-cow"), "not a Gorilla card"),
    (lambda d: d.update(players=2), "players"),
    (lambda d: d.update(to_move=7), "to_move"),
    (lambda d: d.update(phase="tap"), "Gorilla on top"),
    (lambda d: d.update(forgot=0), "one card"),
    (lambda d: d.update(seat_levels=["robot", "normal", "normal", "normal"]), "level"),
    (lambda d: d.update(seat_levels=["normal"]), "seat_levels"),
    (lambda d: d.update(rebuilds=-1), "rebuilds"),
    (lambda d: d.update(seed="²"), "seed"),
    (lambda d: d.update(winner=0), "winner"),
])
def test_the_named_examples_are_refused_in_words(damage: Any, words: str) -> None:
    state = GAME.new_game(INFO.make_config(4), 5)
    state, _ = GAME.apply(state, GAME.legal_moves(state)[0])  # a pile with an animal on top
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    GAME.state_from_json(copy.deepcopy(data))  # the undamaged one is fine
    damage(data)
    with pytest.raises(RecordError) as refused:
        GAME.state_from_json(data)
    assert words.lower() in str(refused.value).lower()


@pytest.mark.parametrize("text", ["catch ²", "catch ٣", "tap 1,²,3", "tap ٣,1,2", "catch 1.0", "tap 1,,2,x"])
def test_numbers_in_moves_are_ascii_digits(text: str) -> None:
    state = GAME.new_game(INFO.make_config(4), 5)
    with pytest.raises(NotationError):
        GAME.parse_move(state, text)
