"""Gorilla's Hint words (`suggest_move`): an exact sentence for each kind of move from the seat
to move, and a sweep of seeded games checking every hint reads as plain words, names only what
the seat can see, and has the shape the app expects (lower-case clause, no full stop)."""

from __future__ import annotations

import json
import random
from typing import Any

from gamebox.core.describe import Names, capital
from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import CALL_MOVE, DRAW_MOVE, QUIET_MOVE, Catch, Move, Play, Tap
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import OVER, State
from gamebox.games.gorilla.words import suggest_move
from tests.games.gorilla.phrases import _hidden, phrase
from tests.text_rules import assert_plain

KINDS = ("human", "computer", "computer", "computer")
NAMES_0 = Names.for_table(KINDS, 0)
HANDS = [["blue-lion", "green-hippo", "yellow-zebra"], ["red-gorilla", "blue-tiger", "green-crocodile"],
         ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]


def _state(hands: list[list[str]], pile: list[str], to_move: int, stack_top: tuple[str, ...] = (),
           stack: list[str] | None = None, **extra: Any) -> State:
    """A position as tests/games/gorilla/test_gorilla_words.py builds them: the cards not named
    lie in the stack (or, with `stack` given, in the stack as given)."""
    placed = {name for hand in hands for name in hand} | set(pile) | set(stack_top)
    rest = [n for n in NAMES if n not in placed]
    data = {"players": len(hands), "hands": hands, "pile": pile,
            "stack": (rest + list(reversed(stack_top))) if stack is None else stack,
            "to_move": to_move, "phase": "play", "direction": 1, "pending": None, "forgot": None,
            "winner": None, "seed": 3, "rebuilds": 0, **extra}
    return GAME.state_from_json(json.loads(json.dumps(data)))


def _hint(state: State, move: Move, names: Names | None = NAMES_0) -> str:
    seat = GAME.to_move(state)
    assert seat is not None
    assert move in GAME.candidate_moves(GAME.view(state, seat))
    text = GAME.suggest_move(GAME.view(state, seat), move, seat, names)
    assert text is not None
    assert_plain(f"Hint: {capital(text)}.", "gorilla hint")
    return text


def _card(name: str) -> Play:
    return Play(CARD_BY_NAME[name])


# ----- golden hints ---------------------------------------------------------------------------
def test_playing_a_card() -> None:
    hands = [["blue-lion", "red-monkey", "red-elephant", "red-panther", "joker", "red-zebra"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    assert _hint(state, _card("red-zebra")) == "play your red zebra on the pile"
    assert _hint(state, _card("red-monkey")) == "play your red monkey on the pile; Computer 1 misses a turn"
    assert _hint(state, _card("red-elephant")) == "play your red elephant on the pile; play turns round"
    assert _hint(state, _card("red-panther")) == \
        "play your red panther on the pile; everyone else draws a card"
    assert _hint(state, _card("joker")) == \
        "play your Joker on the pile; any animal or Gorilla card goes on it next"


def test_the_hint_and_the_move_log_read_alike() -> None:
    hands = [["blue-lion", "red-monkey", "red-zebra"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    move = _card("red-monkey")
    _, events = GAME.apply(state, move)
    assert GAME.describe_move(state, move, events, 0, NAMES_0) == "You played the red monkey; Computer 1 misses a turn."
    assert _hint(state, move) == "play your red monkey on the pile; Computer 1 misses a turn"


def test_a_panther_when_the_stack_runs_short() -> None:
    hands = [["blue-lion", "red-panther", "red-zebra"], *HANDS[1:]]
    others = [n for n in NAMES if n not in {c for hand in hands for c in hand} | {"red-tiger"}]
    # two cards in the stack, the rest in seat 1's hand; the pile is too short to make a new stack
    hands[1] = hands[1] + others[2:]
    state = _state(hands, ["red-tiger"], 0, stack=others[:2])
    assert _hint(state, _card("red-panther")) == \
        "play your red panther on the pile; the others draw what is left (2 cards)"
    state = _state(hands[:1] + [hands[1] + others[:2]] + hands[2:], ["red-tiger"], 0, stack=[])
    assert _hint(state, _card("red-panther")) == \
        "play your red panther on the pile; nobody can draw: the stack is empty"


def test_a_gorilla_starts_the_tap_race() -> None:
    state = _state(HANDS, ["red-tiger"], 1)
    names = Names.for_table(("computer", "human", "computer", "computer"), 1)
    assert _hint(state, _card("red-gorilla"), names) == \
        "play your red Gorilla on the pile; everyone else races to tap it, and the last to tap draws 3"


def test_the_last_cards() -> None:
    hands = [["blue-lion", "red-zebra"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    assert _hint(state, _card("red-zebra")) == \
        "play your red zebra on the pile, then call “Gorilla!” with one card left"
    state = _state([["red-zebra"], *HANDS[1:]], ["red-tiger"], 0)
    assert _hint(state, _card("red-zebra")) == "play your red zebra as your last card and win"


def test_opening_a_pile() -> None:
    state = _state(HANDS, [], 0, phase="open")
    assert _hint(state, _card("green-hippo")) == "open a new pile with your green hippo"
    hands = [["joker", "blue-gorilla"], *HANDS[1:]]
    state = _state(hands, ["red-tiger", "yellow-gorilla"], 0, phase="open")
    assert _hint(state, DRAW_MOVE) == "draw a card from the stack; if it is an animal card, it opens a new pile at once"


def test_drawing() -> None:
    state = _state(HANDS, ["red-tiger"], 0)
    assert _hint(state, DRAW_MOVE) == "draw a card from the stack; if it fits, it goes straight onto the pile"
    under = ["green-tiger", "green-zebra", "green-giraffe", "green-parrot"]

    def emptied(pile: list[str], first: list[str] = HANDS[0], **extra: Any) -> State:
        """No stack: every card not in the first three hands or the pile is in the fourth."""
        placed = {c for h in (first, *HANDS[1:3]) for c in h} | set(pile)
        hands = [first, *HANDS[1:3], [n for n in NAMES if n not in placed]]
        return _state(hands, pile, 0, stack=[], **extra)

    state = emptied([*under, "red-tiger"])
    assert _hint(state, DRAW_MOVE) == ("draw a card from the stack (the pile under its top card is shuffled "
                                       "into a new stack first); if it fits, it goes straight onto the pile")
    state = emptied([under[0], "red-tiger"])
    assert _hint(state, DRAW_MOVE) == "pass: no card of yours fits and no card is left to draw"
    state = emptied([under[0], "yellow-gorilla"], ["joker", "blue-gorilla"], phase="open")
    assert _hint(state, DRAW_MOVE) == "pass the opening on: no card is left to draw"


def test_calling_staying_quiet_and_catching() -> None:
    hands = [["blue-lion", "red-zebra"], *HANDS[1:]]
    state, _ = GAME.apply(_state(hands, ["red-tiger"], 0), _card("red-zebra"))
    assert _hint(state, CALL_MOVE) == "call “Gorilla!” now that you are down to one card"
    assert _hint(state, QUIET_MOVE) == ("stay quiet with one card left, and hope nobody catches you before "
                                        "the next play: a catch costs you a card")
    state, _ = GAME.apply(state, QUIET_MOVE)
    names = Names.for_table(("computer", "human", "computer", "computer"), 1)
    assert _hint(state, Catch(0), names) == \
        "catch Computer 1 out for not calling “Gorilla!”: Computer 1 draws a card"
    hot_seat = Names(("Ann", "Bob", "Cy", "Di"), None)
    assert _hint(state, Catch(0), hot_seat) == "catch Ann out for not calling “Gorilla!”: Ann draws a card"


def test_the_tap_race() -> None:
    hands = [HANDS[0], ["red-hippo", "blue-tiger", "green-crocodile"], *HANDS[2:]]
    state = _state(hands, ["red-tiger", "red-gorilla"], 1, phase="tap")
    names = Names.for_table(("computer", "human", "computer", "computer"), 1)
    assert _hint(state, Tap((0, 3, 2)), names) == \
        "let the others race to tap your Gorilla; Computer 2 comes last and draws 3"
    # from a tapper's seat (the hint is asked for the seat to move, but the words still hold)
    view = GAME.view(state, 3)
    assert suggest_move(view, Tap((0, 3, 2)), 3, Names.for_table(KINDS[::-1], 3)) == \
        "tap the Gorilla second; Computer 3 comes last and draws 3"
    assert suggest_move(view, Tap((0, 2, 3)), 3, Names.for_table(KINDS[::-1], 3)) == \
        "tap the Gorilla last and draw 3"


# ----- the sweep ------------------------------------------------------------------------------
def _check(text: str, hidden: set[str], where: str) -> None:
    assert text, where
    assert text[0].islower(), f"{where}: {text!r}"
    assert not text.endswith((".", "!", "?")), f"{where}: {text!r}"
    assert "?" not in text and "unknown" not in text.lower(), f"{where}: {text!r}"
    assert_plain(f"Hint: {capital(text)}.", where)
    named = [p for p in hidden if p in text]
    assert not named, f"{where}: {text!r} names hidden cards {named}"


def test_sweep_of_seeded_games() -> None:
    hints = 0
    kinds_seen: set[str] = set()
    for players, seeds in ((3, (1, 2, 3)), (4, (4, 5, 6)), (5, (7, 8, 9))):
        for seed in seeds:
            rng = random.Random(seed)
            state = GAME.new_game(INFO.make_config(players), seed)
            kinds = tuple("human" if s == seed % players else "computer" for s in range(players))
            for step in range(250):
                if state.phase == OVER:
                    break
                seat = GAME.to_move(state)
                assert seat is not None
                view = GAME.view(state, seat)
                hidden = {phrase(card) for card in _hidden(GAME, state, seat)}
                names = Names.for_table(kinds, seat) if step % 2 else None
                moves = GAME.candidate_moves(view)
                for move in moves[:30]:
                    text = GAME.suggest_move(view, move, seat, names)
                    assert text is not None
                    _check(text, hidden, f"{players} players, seed {seed}, step {step}, {move}")
                    hints += 1
                    kinds_seen.add(type(move).__name__)
                state, _ = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    assert hints > 500
    assert kinds_seen == {"Play", "Draw", "Call", "Quiet", "Catch", "Tap"}
