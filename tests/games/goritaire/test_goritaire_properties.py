"""Hypothesis properties of the pyramid and of whole seeded deals."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.events import Event
from gamebox.games.goritaire.moves import Discard
from gamebox.games.goritaire.options import candidate_moves
from gamebox.games.goritaire.pyramid import collapse, sacrifice, supported
from gamebox.games.goritaire.rules import GAME, new_state
from gamebox.games.goritaire.state import BANANA, State


def random_pyramid(rng: random.Random, width: int) -> State:
    """A legal pyramid: a Ground of Gorillas and rows above filled at random."""
    state = State(gorillas=36)
    for slot in range(1, width + 1):
        state.area[(1, slot)] = rng.choice("GS")
    for row in range(2, width + 1):
        for slot in range(1, width - row + 2):
            if supported(state.area, (row, slot)) and rng.random() < 0.7:
                state.area[(row, slot)] = rng.choice("GSB")
    return state


def assert_sound(state: State) -> None:
    for spot, code in state.area.items():
        assert supported(state.area, spot), f"{spot} floats"
        assert not (spot[0] == 1 and code == BANANA), "a Banana stands on the Ground"
    ground = state.ground()
    if ground:
        assert ground == list(range(ground[0], ground[0] + len(ground))), "the Ground has a gap"


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), width=st.integers(1, 7), times=st.integers(1, 4))
def test_sacrifice_keeps_the_pyramid_sound_and_cards_conserved(seed: int, width: int, times: int) -> None:
    state = random_pyramid(random.Random(seed), width)
    before_cards = len(state.area)
    before_bananas = sum(1 for c in state.area.values() if c == BANANA)
    events: list[Event] = []
    done = 0
    for _ in range(times):
        if sacrifice(state, events):
            done += 1
        assert_sound(state)
    assert len(state.area) + state.disc_g + state.disc_b == before_cards
    assert state.disc_g == done
    assert sum(1 for c in state.area.values() if c == BANANA) + state.disc_b == before_bananas
    # one event per single-row fall: each fall goes down exactly one row
    for event in events:
        if event.kind == "fall":
            src = int(str(event.data["src"]).split(".")[0])
            dst = int(str(event.data["dst"]).split(".")[0])
            assert src - dst == 1


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**6), width=st.integers(2, 7))
def test_any_card_leaving_collapses_soundly(seed: int, width: int) -> None:
    rng = random.Random(seed)
    state = random_pyramid(rng, width)
    spot = rng.choice(sorted(s for s in state.area if s[0] >= 2) or sorted(state.area))
    if spot[0] == 1 and spot != (1, state.ground()[0]):
        return  # only the leftmost Ground card ever leaves the Ground
    state.area.pop(spot)
    collapse(state, spot, [])
    assert_sound(state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), gorillas=st.integers(9, 27), extreme=st.booleans())
def test_random_deals_keep_every_invariant(seed: int, gorillas: int, extreme: bool) -> None:
    rng = random.Random(seed)
    state = new_state(gorillas, extreme, seed)
    total = GAME.inventory(state)
    for _ in range(3000):
        if state.phase == "over":
            break
        moves = candidate_moves(state)
        move = moves[rng.randrange(len(moves))]
        frozen = json.dumps(GAME.state_to_json(state), sort_keys=True)
        after, events = GAME.apply(state, move)
        assert json.dumps(GAME.state_to_json(state), sort_keys=True) == frozen, "apply mutated its input"
        assert GAME.inventory(after) == total
        assert_sound(after)
        if isinstance(move, Discard):
            # the turn may run on to the next Draw phase in the same move: count what it drew
            drawn = sum(1 for e in events if e.kind == "draw" and e.data.get("dst") == "hand")
            assert after.hand_size == 7 + drawn, "hand maintenance keeps exactly 7"
        if any(e.kind == "draw" for e in events):
            assert any(e.reveals for e in events)
        state = after
    assert state.phase == "over" and GAME.result(state) is not None
