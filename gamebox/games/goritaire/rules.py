"""Goritaire's GAME object: the contract of gamebox.core.contract.Game (R1-R11)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from gamebox.core.contract import Config, GameInfo, Result
from gamebox.core.describe import Names
from gamebox.core.errors import GameBoxError, IllegalMove, NotationError
from gamebox.core.events import Event
from gamebox.core.rng import make_rng
from gamebox.games.goritaire import options
from gamebox.games.goritaire.actions import BY_NAME, canonical_pay
from gamebox.games.goritaire.engine import apply_move
from gamebox.games.goritaire.flow import eating_needs
from gamebox.games.goritaire.info import INFO
from gamebox.games.goritaire.moves import Act, Move, PlayOn, move_to_text, parse_move_text
from gamebox.games.goritaire.state import (
    BANANA,
    DECK_SIZE,
    GORILLA,
    HAND_LIMIT,
    UNKNOWN,
    WIN_GROUND,
    State,
    state_from_json,
    state_to_json,
)


def new_state(gorillas: int, extreme: bool, seed: int) -> State:
    """A shuffled deck of `gorillas` Gorillas and 36 - gorillas Bananas, 7 cards in hand (R1)."""
    deck = [GORILLA] * gorillas + [BANANA] * (DECK_SIZE - gorillas)
    make_rng(seed, "deck").shuffle(deck)
    hand = deck[:HAND_LIMIT]
    rest = deck[HAND_LIMIT:]
    return State(gorillas=gorillas, extreme=extreme, deck=rest, known=[False] * len(rest),
                 hand_g=hand.count(GORILLA), hand_b=hand.count(BANANA))


class Goritaire:
    info: GameInfo = INFO

    # ----- set-up and turn ---------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> State:
        return new_state(int(config.get("gorillas")), bool(config.get("extreme_arts")), seed)

    def to_move(self, state: State) -> int | None:
        return None if state.phase == "over" else 0

    def legal_moves(self, state: State) -> Iterable[Move]:
        return options.legal_moves(state)

    def candidate_moves(self, state: State) -> Sequence[Move]:
        return options.candidate_moves(state)

    def apply(self, state: State, move: Move) -> tuple[State, list[Event]]:
        if not isinstance(state, State):
            raise IllegalMove("not a Goritaire position")
        return apply_move(state, move)

    # ----- hidden information ------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        """The deck order is hidden except cards the player has looked at (Scapulimancy);
        everything else of a solitaire is in plain sight (a spectator sees the same)."""
        out = state.clone()
        out.deck = [card if known else UNKNOWN for card, known in zip(state.deck, state.known)]
        return out

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        out = view.clone()
        unknown = [i for i, card in enumerate(out.deck) if card == UNKNOWN]
        seen_g = out.hand_g + out.disc_g + out.gone_g + out.deck.count(GORILLA)
        seen_g += sum(1 for code in out.area.values() if code != BANANA)
        missing_g = max(0, min(len(unknown), out.gorillas - seen_g))
        fill = [GORILLA] * missing_g + [BANANA] * (len(unknown) - missing_g)
        rng.shuffle(fill)
        for index, card in zip(unknown, fill):
            out.deck[index] = card
        return out

    # ----- end ---------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        if state.outcome == "won":
            return Result((0,), ((0,),), (float(state.score),),
                          f"Victory with score {state.score}: {state.reason}.",
                          {"score": state.score, "bonus": state.bonus, "turn": state.turn})
        return Result((), ((0,),), (0.0,), f"Lost on turn {state.turn}: {state.reason}.",
                      {"score": 0, "turn": state.turn})

    # ----- notation ----------------------------------------------------------------------
    def move_to_text(self, move: Move) -> str:
        return move_to_text(move)

    def parse_move(self, state: State, text: str) -> Move:
        move = parse_move_text(text)
        if isinstance(move, Act):
            if move.name not in BY_NAME:
                raise NotationError(f"unknown action {move.name!r} (actions: {', '.join(BY_NAME)})")
            move = Act(move.name, canonical_pay(move.pay))
        return move

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Any) -> State:
        return state_from_json(data)

    # ----- words -------------------------------------------------------------------------
    def describe_turn(self, state: State, seat: int | None, names: Names | None = None) -> str:
        return describe(state)

    def inventory(self, state: State) -> Counter[str]:
        count: Counter[str] = Counter()
        for card in state.deck:
            count[card] += 1
        count[GORILLA] += state.hand_g + state.disc_g + state.gone_g
        count[BANANA] += state.hand_b + state.disc_b + state.gone_b
        for code in state.area.values():
            count[BANANA if code == BANANA else GORILLA] += 1
        return count

    def would_lose(self, state: State, move: Move) -> str | None:
        return would_lose(state, move)


def would_lose(state: State, move: Move) -> str | None:
    """The reason an optional move would lose the game at once (R9), or None. The table asks
    this before playing a move so it can warn the player first."""
    if isinstance(move, Act) and move.name == "wandering" and not state.deck:
        return "the deck is empty: Wandering would make you draw from it and lose"
    if isinstance(move, PlayOn) and not state.deck:
        return "the deck is empty: playing on loses at the next Draw phase"
    try:
        after, _events = apply_move(state, move)
    except GameBoxError:
        return None
    if after.outcome == "lost":
        return after.reason[0].upper() + after.reason[1:]
    return None


def describe(state: State) -> str:
    if state.phase == "over":
        if state.outcome == "won":
            return f"You won with a score of {state.score} ({state.reason})."
        return f"You lost: {state.reason}."
    if state.pending:
        kind, n = state.pending[0]
        return {
            "guess": "Walking: guess whether the top card is a Gorilla or a Banana.",
            "place": f"Invitation: place {'a' if n == 1 else n} Gorilla{'s' if n > 1 else ''} from your hand.",
            "arrange": f"Put the {n} card{'s' if n > 1 else ''} you looked at back on top or at the bottom.",
            "burn": f"Combustion: choose {n} discarded cards to remove from the game.",
            "wander": "Wandering: choose the cards to discard (you draw as many).",
            "flee": "Fleeing: drag a Gorilla to a free spot of the row below.",
            "swap": "Swap: choose a Banana card and a Gorilla of Level 2 or more.",
        }[kind]
    if state.phase == "action":
        needed, plant_count, extra, from_hand = eating_needs(state)
        play = "play your card from hand, " if not state.played else ""
        return (f"Turn {state.turn}, Action phase: {play}take actions, or end the phase "
                f"(eating needs {needed}: {plant_count} Plants + {extra} imaginary + {from_hand} from hand).")
    if state.phase == "maintenance":
        excess = state.hand_size - HAND_LIMIT
        return f"Hand maintenance: discard {excess} card{'s' if excess != 1 else ''} to keep 7."
    if state.phase == "end" and state.ground_gorillas() >= WIN_GROUND:
        return (f"{state.ground_gorillas()} Gorillas stand on the Ground: declare victory, "
                "or play on for a higher score.")
    return f"Turn {state.turn}."


GAME = Goritaire()
