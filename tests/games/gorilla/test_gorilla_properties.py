"""Hypothesis properties of the Gorilla engine: the fast int path and apply agree, legal_moves
is exactly what apply accepts, nothing is created or lost, views hide hands and the stack."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.errors import IllegalMove
from gamebox.games.gorilla import engine
from gamebox.games.gorilla.cards import DECK_SIZE, JOKER, NAMES, UNKNOWN
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import Call, Catch, Draw, Move, Play, Quiet, Tap
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import OVER, State

players_st = st.integers(min_value=3, max_value=5)
seed_st = st.integers(min_value=0, max_value=10**9)


def to_int(move: Move) -> int:
    if isinstance(move, Play):
        return move.card
    if isinstance(move, Draw):
        return engine.DRAW
    if isinstance(move, Call):
        return engine.CALL_IT
    if isinstance(move, Quiet):
        return engine.QUIET
    if isinstance(move, Catch):
        return 100 + move.seat
    assert isinstance(move, Tap)
    return 200 + move.order[-1]


def universe(state: State) -> list[Move]:
    """Every move of every kind that could be named in this position."""
    moves: list[Move] = [Play(c) for c in range(DECK_SIZE)]
    moves += [Draw(), Call(), Quiet()] + [Catch(s) for s in range(state.n)]
    seats = list(range(state.n))
    moves += [Tap(order) for order in permutations(seats, state.n - 1)]
    return moves


def dump(state: State) -> str:
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


@settings(max_examples=25, deadline=None)
@given(players_st, seed_st)
def test_fast_path_and_apply_play_the_same_game(players: int, seed: int) -> None:
    state = GAME.new_game(INFO.make_config(players), seed)
    fast = state.clone()
    rng = random.Random(seed)
    for _ in range(400):
        if GAME.to_move(state) is None:
            break
        moves = GAME.legal_moves(state)
        assert sorted({to_int(m) for m in moves}) == sorted(engine.fast_actions(fast))
        move = moves[rng.randrange(len(moves))]
        state, _ = GAME.apply(state, move)
        engine.fast_step(fast, to_int(move))
        assert dump(state) == dump(fast)
    assert (fast.phase == OVER) == (GAME.result(state) is not None)


@settings(max_examples=15, deadline=None)
@given(players_st, seed_st)
def test_legal_moves_are_exactly_what_apply_accepts(players: int, seed: int) -> None:
    state = GAME.new_game(INFO.make_config(players), seed)
    rng = random.Random(seed)
    for step in range(120):
        if GAME.to_move(state) is None:
            break
        legal = set(GAME.legal_moves(state))
        if step % 5 == 0:
            before = dump(state)
            for move in universe(state):
                try:
                    GAME.apply(state, move)
                    accepted = True
                except IllegalMove as exc:
                    assert str(exc)
                    accepted = False
                assert accepted == (move in legal), GAME.move_to_text(move)
            assert dump(state) == before
        for move in legal:
            assert GAME.parse_move(state, GAME.move_to_text(move)) == move
        moves = sorted(legal, key=GAME.move_to_text)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])


@settings(max_examples=25, deadline=None)
@given(players_st, seed_st)
def test_cards_are_conserved_and_the_joker_is_never_last(players: int, seed: int) -> None:
    state = GAME.new_game(INFO.make_config(players), seed)
    rng = random.Random(seed)
    full = Counter(NAMES)
    while GAME.to_move(state) is not None:
        moves = GAME.legal_moves(state)
        state, events = GAME.apply(state, moves[rng.randrange(len(moves))])
        assert GAME.inventory(state) == full
        assert state.direction in (1, -1)
        for event in events:
            if event.kind == "card_played" and event.data["card"] == "joker":
                assert state.hands[event.data["seat"]], "K4: the Joker was a last card"
    result = GAME.result(state)
    assert result is not None and not state.hands[result.winners[0]]
    assert state.pile[-1] != JOKER  # K4: the winning card is never the Joker


@settings(max_examples=25, deadline=None)
@given(players_st, seed_st, st.integers(min_value=0, max_value=60))
def test_views_hide_other_hands_and_the_stack(players: int, seed: int, steps: int) -> None:
    state = GAME.new_game(INFO.make_config(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.to_move(state) is None:
            break
        moves = GAME.legal_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    for seat in range(players):
        view = GAME.view(state, seat)
        assert view.hands[seat] == state.hands[seat]
        for other in range(players):
            if other != seat:
                assert view.hands[other] == [UNKNOWN] * len(state.hands[other])
        assert set(view.stack) <= {UNKNOWN} and view.seed == -1
        assert view.pile == state.pile
        again = GAME.determinize(view, seat, random.Random(seed + 1))
        assert dump(GAME.view(again, seat)) == dump(view)
        assert GAME.inventory(again) == Counter(NAMES)
    assert dump(GAME.state_from_json(json.loads(dump(state)))) == dump(state)
