"""Hypothesis property tests of the TRIO engine (T1-T7) and its contract duties."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event
from gamebox.games.trio.cards import COLUMNS, DECK_SIZE, TRIO_TO_WIN, colour_of, completes, symbol_of
from gamebox.games.trio.info import INFO
from gamebox.games.trio.moves import Bargain, Move, Pass, Play
from gamebox.games.trio.rules import GAME
from gamebox.games.trio.state import OVER, TrioState

CONFIG = INFO.make_config(2)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def dump(state: TrioState) -> str:
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


def walk(seed: int, choices: list[int]) -> list[tuple[TrioState, Move, TrioState, list[Event]]]:
    """A game played with moves picked by `choices` (then by a seeded rng); every step."""
    rng = random.Random(seed)
    state = GAME.new_game(CONFIG, seed)
    steps = []
    index = 0
    while GAME.to_move(state) is not None:
        moves = GAME.legal_moves(state)
        pick = choices[index] if index < len(choices) else rng.randrange(10**6)
        index += 1
        move = moves[pick % len(moves)]
        after, events = GAME.apply(state, move)
        steps.append((state, move, after, events))
        state = after
    return steps


@SETTINGS
@given(st.integers(0, 2**40), st.lists(st.integers(0, 10**6), max_size=60))
def test_cards_are_conserved_and_inputs_never_change(seed: int, choices: list[int]) -> None:
    steps = walk(seed, choices)
    first = steps[0][0]
    assert sum(len(h) for h in first.hands) + len(first.pile) == DECK_SIZE
    for before, move, after, _ in steps:
        text = dump(before)
        GAME.apply(before, move)
        assert dump(before) == text
        assert GAME.inventory(after) == GAME.inventory(first)
        assert sum(after.trios) <= 6


@SETTINGS
@given(st.integers(0, 2**40), st.lists(st.integers(0, 10**6), max_size=60))
def test_t4_trio_exactly_when_the_last_three_share(seed: int, choices: list[int]) -> None:
    for before, move, after, events in walk(seed, choices):
        if not isinstance(move, Play):
            continue
        seat = before.turn
        column = before.columns[seat][move.column] + (move.card,)
        kinds = [e.kind for e in events]
        if len(column) >= 3 and completes(*column[-3:]):  # type: ignore[arg-type]
            assert "trio_made" in kinds
            assert after.columns[seat][move.column] == column[:-3]
            facing = before.columns[1 - seat][move.column]
            assert after.columns[1 - seat][move.column] == facing[:-1]
            assert after.trios[seat] == before.trios[seat] + 1
        else:
            assert "trio_made" not in kinds
            assert after.columns[seat][move.column] == column
            assert after.columns[1 - seat] == before.columns[1 - seat]
            assert after.trios == before.trios
        # T3: the hand refills to five while the pile lasts
        assert len(after.hands[seat]) == min(5, len(before.hands[seat]) - 1 + len(before.pile))


@SETTINGS
@given(st.integers(0, 2**40), st.lists(st.integers(0, 10**6), max_size=60))
def test_games_end_by_t6_or_t7(seed: int, choices: list[int]) -> None:
    steps = walk(seed, choices)
    end = steps[-1][2]
    assert end.phase == OVER
    result = GAME.result(end)
    assert result is not None
    t0, t1 = end.trios
    if max(t0, t1) >= TRIO_TO_WIN:
        if t0 >= TRIO_TO_WIN and t1 >= TRIO_TO_WIN:
            assert result.winners == ()
        else:
            assert result.winners == ((0,) if t0 > t1 else (1,))
    else:
        assert not end.hands[0] and not end.hands[1] and not end.pile  # T7
        assert result.winners == (() if t0 == t1 else ((0,) if t0 > t1 else (1,)))
    # T5: each bargaining card is used at most once
    for seat in (0, 1):
        assert sum(1 for b, m, _, _ in steps if isinstance(m, Bargain) and b.turn == seat) <= 1
    # T7: passing only with an empty hand, and then it is the only move
    for before, move, _, _ in steps:
        assert isinstance(move, Pass) == (not before.hands[before.turn])


@SETTINGS
@given(st.integers(0, 2**40), st.lists(st.integers(0, 10**6), max_size=40), st.integers(0, 1))
def test_views_hide_the_hidden_and_determinize_fits(seed: int, choices: list[int], seat: int) -> None:
    steps = walk(seed, choices)
    state = steps[len(steps) // 2][0]
    view = GAME.view(state, seat)
    assert view.seed is None
    # the other hand is hidden but for the cards a bargain showed (T5)
    shown = [c for c in view.hands[1 - seat] if c is not None]
    assert sorted(shown) == sorted(state.known[1 - seat]) and len(view.hands[1 - seat]) == len(state.hands[1 - seat])
    assert view.hands[seat] == state.hands[seat]
    assert all(c is None for c in view.pile)
    assert view.columns == state.columns and view.discard == state.discard
    sample = GAME.determinize(view, seat, random.Random(seed))
    assert dump(GAME.view(sample, seat)) == dump(view)
    assert GAME.inventory(sample) == GAME.inventory(state)
    # the computer sees the same legal moves in its view as in the real state
    assert GAME.legal_moves(view) == GAME.legal_moves(state) or view.turn != seat


@SETTINGS
@given(st.integers(0, 2**40), st.lists(st.integers(0, 10**6), max_size=60))
def test_notation_and_json_round_trip(seed: int, choices: list[int]) -> None:
    for before, move, after, _ in walk(seed, choices):
        assert GAME.parse_move(before, GAME.move_to_text(move)) == move
        assert dump(GAME.state_from_json(json.loads(dump(after)))) == dump(after)


@SETTINGS
@given(st.integers(0, 2**40))
def test_bargain_take_is_seed_derived_and_from_the_old_hand(seed: int) -> None:
    state = GAME.new_game(CONFIG, seed)
    seat = state.turn
    give = state.hands[seat][0]
    assert give is not None
    a, events = GAME.apply(state, Bargain(give))
    b, _ = GAME.apply(state, Bargain(give))
    assert a == b
    took = events[0].data["took"]
    before = Counter(state.hands[1 - seat])
    after = Counter(a.hands[1 - seat])
    after[give] -= 1
    lost = before - after
    assert sum(lost.values()) == 1
    from gamebox.games.trio.cards import card_name

    assert card_name(next(iter(lost))) == took  # type: ignore[arg-type]
    assert events[0].reveals


def test_deal_and_cards() -> None:
    state = GAME.new_game(CONFIG, 5)
    assert [len(h) for h in state.hands] == [5, 5] and len(state.pile) == 30
    counts = Counter(c for c in list(state.hands[0]) + list(state.hands[1]) + list(state.pile) if c is not None)
    assert len(counts) == 20 and set(counts.values()) == {2}
    assert len({colour_of(c) for c in counts}) == 4 and len({symbol_of(c) for c in counts}) == 5
    starters = {GAME.new_game(CONFIG, s).starter for s in range(20)}
    assert starters == {0, 1}  # T2: the seed picks the first player
    assert state.turn == state.starter
    assert len(GAME.legal_moves(state)) == len(set(state.hands[state.turn])) * (COLUMNS + 1)


def test_moves_from_elsewhere_are_refused_in_words() -> None:
    state = GAME.new_game(CONFIG, 3)
    missing = next(c for c in range(20) if c not in state.hands[state.turn])
    first = state.hands[state.turn][0]
    assert first is not None
    for move, words in ((Play(missing, 0), "You have no"), (Play(first, 7), "no column"),
                        (Pass(), "pass only"), (Bargain(missing), "to give"), ("nonsense", "not a move of TRIO")):
        try:
            GAME.apply(state, move)
        except IllegalMove as exc:
            assert words in str(exc)
        else:
            raise AssertionError(f"{move!r} was accepted")
