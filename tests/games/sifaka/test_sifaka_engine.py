"""Engine behaviour: notation, views, determinization, records, and property tests."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.errors import IllegalMove, NotationError, RecordError
from gamebox.games.sifaka import board
from gamebox.games.sifaka.ai import HeuristicPlayer
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Face, Place, Walk
from gamebox.games.sifaka.position import state_from_json
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import HIDDEN, state_to_json


def dump(state: object) -> str:
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


def play_to(seed: int, players: int, steps: int, smart: bool = False):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = GAME.new_game(INFO.make_config(players), seed)
    for _ in range(steps):
        seat = GAME.to_move(state)
        if seat is None:
            break
        if smart:
            move = HeuristicPlayer().choose(GAME, GAME.view(state, seat), seat, rng)
        else:
            moves = GAME.candidate_moves(state)
            move = moves[rng.randrange(len(moves))]
        state, _ = GAME.apply(state, move)
    return state


def test_notation_examples_parse() -> None:
    state = GAME.new_game(INFO.make_config(3), 1)
    assert GAME.parse_move(state, "place 3,-2 r90") == Place(3, -2, 90)
    assert GAME.parse_move(state, "move 4,1 turn@3,1") == Walk((4, 1), ((3, 1),))
    assert GAME.parse_move(state, "FACE North") == Face(0)
    for bad in ("", "place", "place 3 r90", "place 1,1 r45", "move", "move 1,1 via@2,2", "take 2", "jump"):
        with pytest.raises(NotationError):
            GAME.parse_move(state, bad)


def test_moves_out_of_turn_are_refused_with_reasons() -> None:
    state = GAME.new_game(INFO.make_config(3), 1)
    with pytest.raises(IllegalMove, match="which way your pawn faces"):
        GAME.apply(state, Place(-1, -4, 0))
    for _ in range(3):
        state, _ = GAME.apply(state, Face(0))
    with pytest.raises(IllegalMove, match="before the first card"):
        GAME.apply(state, Face(1))
    with pytest.raises(IllegalMove, match="place the card"):
        GAME.apply(state, Walk((0, 0)))


def test_view_hides_hands_pile_and_counter_values() -> None:
    state = play_to(4, 3, 60, smart=True)
    assert state.phase != "over" and all(state.owned)
    for seat in range(3):
        seen = GAME.view(state, seat)
        assert set(seen.pile) <= {HIDDEN}
        for other in range(3):
            if other != seat and state.hands[other]:
                assert seen.hands[other] == HIDDEN
            values = [v for _c, v in seen.owned[other]]
            assert all(v == 0 for v in values) or other == seat
        assert seen.hands[seat] == state.hands[seat]
        assert all(v == 0 for _c, v in seen.table_counters.values())
        assert [c for c, _v in seen.owned[seat]] == [c for c, _v in state.owned[seat]]


def test_final_view_shows_every_taken_counter() -> None:
    state = play_to(6, 3, 10000, smart=True)
    assert state.phase == "over"
    assert GAME.view(state, 0).owned == state.owned


def test_determinize_keeps_what_is_known() -> None:
    state = play_to(9, 4, 50)
    seen = GAME.view(state, 2)
    sampled = GAME.determinize(seen, 2, random.Random(1))
    assert dump(GAME.view(sampled, 2)) == dump(seen)
    assert GAME.inventory(sampled) == GAME.inventory(state)
    assert HIDDEN not in sampled.pile and HIDDEN not in sampled.hands


def test_broken_positions_give_record_errors() -> None:
    good = state_to_json(GAME.new_game(INFO.make_config(3), 1))
    for change in ({"players": 7}, {"phase": "dance"}, {"placed": [["X9", 0, 0, 0]]}, {"pawns": "none"},
                   {"hands": [1, 2, 3]}, {"current": 5}, {"table_counters": [[0, 0, "b", 1]]}):
        with pytest.raises(RecordError):
            state_from_json({**good, **change})
    broken = dict(good)
    del broken["pile"]
    with pytest.raises(RecordError):
        state_from_json(broken)
    with pytest.raises(RecordError):
        state_from_json([1, 2])


def test_placing_never_changes_the_rotation_legality() -> None:
    state = play_to(3, 3, 40)
    if state.phase != "place":
        state = play_to(3, 3, 41)
    spots = {(m.x, m.y) for m in GAME.legal_moves(state) if isinstance(m, Place)}
    for spot in list(spots)[:20]:
        assert board.placement_problem(state, *spot) is None


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), choices=st.randoms(use_true_random=False))
def test_random_play_keeps_the_table_sound(seed: int, players: int, choices: random.Random) -> None:
    state = GAME.new_game(INFO.make_config(players), seed)
    while GAME.to_move(state) is not None:
        moves = GAME.candidate_moves(state)
        move = moves[choices.randrange(len(moves))]
        before = dump(state)
        if state.phase == "move":
            seat = state.current
            x, y, _f = state.pawns[seat]
            palms = state.grid[(x, y)].palms
            for route in board.pawn_routes(state, seat):
                # S4: at most N steps, each to a neighbouring box on the table, no pawn there
                assert len(route.path) - 1 <= palms
                for a, b in zip(route.path, route.path[1:]):
                    assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 and b in state.grid
                    assert state.pawn_at(b) in (None, seat)
                arrows = [c for c in route.path if state.grid[c].arrow is not None]
                assert not arrows or route.turns or any(
                    state.grid[c].arrow == route.facing for c in arrows
                ) or _follows_straight(state, route)
        state, _ = GAME.apply(state, move)
        assert dump(GAME.state_from_json(json.loads(before))) == before
        cells = [(x, y) for x, y, _f in state.pawns]
        assert len(set(cells)) == players and all(c in state.grid for c in cells)
        for cell, (colour, _v) in state.table_counters.items():
            assert state.grid[cell].mango == colour  # no card ever covers a counter (S5)
        terrain = [c for c, *_ in state.placed if c.startswith("T")]
        everything = terrain + [c for c in state.hands if c] + list(state.pile) + list(state.discarded)
        assert sorted(everything) == sorted(set(everything)) and len(everything) == 48
    assert GAME.result(state) is not None
    assert all(not hand for hand in state.hands) and not state.pile


def _follows_straight(state, route) -> bool:  # type: ignore[no-untyped-def]
    """A walk with no turns obeyed an arrow only by already facing it on some box."""
    facing = route.facing
    return any(state.grid[c].arrow == facing for c in route.path)


def test_draws_and_takes_are_marked_as_reveals() -> None:
    state = GAME.new_game(INFO.make_config(3), 2)
    seen: dict[str, set[bool]] = {}
    rng = random.Random(2)
    while GAME.to_move(state) is not None:
        seat = GAME.to_move(state)
        move = HeuristicPlayer().choose(GAME, GAME.view(state, seat), seat, rng)
        state, events = GAME.apply(state, move)
        for event in events:
            seen.setdefault(event.kind, set()).add(event.reveals)
            assert "value" not in event.data  # values never travel in public events (S6)
    assert seen["card_drawn"] == {True} and seen["counter_taken"] == {True}
    assert seen["card_placed"] == {False} and seen["pawn_moved"] == {False}


def test_status_line_says_what_to_do() -> None:
    state = GAME.new_game(INFO.make_config(3), 1)
    seat = state.current
    assert "way your pawn" in GAME.describe_turn(state, seat)
    assert "Waiting" in GAME.describe_turn(state, (seat + 1) % 3)
