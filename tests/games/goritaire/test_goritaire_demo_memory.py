"""The choosers remember the deck cards the player has seen: no computer level, no Hint and no
Demo looks again at a known top card (the Demo looked at a Banana it knew, put it back on top
and only put a Gorilla to sleep, several times in one deal)."""

from __future__ import annotations

import random

from gamebox.games.goritaire import policy
from gamebox.games.goritaire.ai import solver
from gamebox.games.goritaire.engine import apply_move
from gamebox.games.goritaire.moves import Act, Move, move_to_text
from gamebox.games.goritaire.options import candidate_moves
from gamebox.games.goritaire.rules import GAME, new_state
from gamebox.games.goritaire.solver import sure_loss
from gamebox.games.goritaire.state import UNKNOWN, State
from tests.games.goritaire.helpers import build

# deal 2 on turn 6, as the Demo met it: it had just looked at the top 3 cards and put the two
# Bananas on top; the Ground Gorillas are awake and the hand holds Bananas only
KNOWN_TOP = {
    "area": "1.1G 1.2G 1.3G 2.1B 2.2G 3.1S", "hand": "BBB", "discard": "B" * 9, "turn": 6,
    "deck": "BBBGBBGGBGGGGGBGGG", "known": "110000000000000111",
}


def looks_again(view: State, move: Move) -> bool:
    """The move looks at the top of the deck and every card it shows was known already."""
    if not isinstance(move, Act):
        return False
    _after, events = apply_move(view, move)
    shown = [str(e.data["cards"]) for e in events if e.kind == "peek"]
    return bool(shown) and UNKNOWN not in shown[0]


def test_a_known_top_card_is_no_candidate_and_no_choice_of_any_chooser() -> None:
    view = GAME.view(build(KNOWN_TOP), 0)
    assert view.deck[:3] == ["B", "B", UNKNOWN]
    looks = [m for m in GAME.candidate_moves(view) if isinstance(m, Act) and m.name.startswith("scapulimancy")]
    assert [m for m in looks if looks_again(view, m)] == []  # the random level picks among these too
    # with the Level 3 Gorilla awake, Scapulimancy 3 still shows the unknown third card
    awake = GAME.view(build({**KNOWN_TOP, "area": "1.1G 1.2G 1.3G 2.1B 2.2G 3.1G"}), 0)
    assert any(isinstance(m, Act) and m.name == "scapulimancy3" for m in GAME.candidate_moves(awake))
    # the clairvoyant benchmark player (never a level) sees the deck: Scapulimancy reorders it
    assert any(isinstance(m, Act) and m.name == "scapulimancy1" for m in candidate_moves(view, sees_deck=True))
    assert not looks_again(view, policy.choose(view, random.Random(0)))
    for seed in range(6):
        move = solver(rounds=24).choose(GAME, view, 0, random.Random(seed))
        assert not looks_again(view, move), move_to_text(move)


def test_the_demo_never_looks_again_at_a_card_it_knows() -> None:
    """Deal 2 played as the Demo plays it (the solver on the player's view, a fresh chooser
    for each move, a seeded chain of random numbers) through turn 7: it looked again at known
    cards five times."""
    state = new_state(16, False, 2)
    chain = random.Random(20240)
    again = []
    while state.phase != "over" and state.turn <= 7:
        view = GAME.view(state, 0)
        move = solver(rounds=24).choose(GAME, view, 0, random.Random(chain.random()))
        move = sure_loss(state, move) or move
        if looks_again(view, move):
            again.append(f"turn {state.turn}: {move_to_text(move)}")
        state, _events = apply_move(state, move)
    assert again == []
