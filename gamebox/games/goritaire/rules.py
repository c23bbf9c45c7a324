"""Goritaire's GAME object: the contract of gamebox.core.contract.Game (R1-R11)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from gamebox.core.contract import Config, GameInfo, Result
from gamebox.core.describe import capital
from gamebox.core.errors import GameBoxError, IllegalMove, NotationError
from gamebox.core.events import Event
from gamebox.core.rng import make_rng
from gamebox.core.words_from import WordsFromModule
from gamebox.games.goritaire import options, words
from gamebox.games.goritaire.actions import BY_NAME, canonical_pay
from gamebox.games.goritaire.catalogue import deal_seed
from gamebox.games.goritaire.engine import apply_move
from gamebox.games.goritaire.info import INFO
from gamebox.games.goritaire.moves import Act, Move, PlayOn, move_to_text, parse_move_text
from gamebox.games.goritaire.position import inventory, read_state
from gamebox.games.goritaire.state import (
    BANANA,
    DECK_SIZE,
    GORILLA,
    HAND_LIMIT,
    UNKNOWN,
    State,
    state_to_json,
)


def new_state(gorillas: int, extreme: bool, seed: int, as_printed: bool = False) -> State:
    """A shuffled deck of `gorillas` Gorillas and 36 - gorillas Bananas, 7 cards in hand (R1)."""
    deck = [GORILLA] * gorillas + [BANANA] * (DECK_SIZE - gorillas)
    make_rng(seed, "deck").shuffle(deck)
    hand = deck[:HAND_LIMIT]
    rest = deck[HAND_LIMIT:]
    return State(gorillas=gorillas, extreme=extreme, deck=rest, known=[False] * len(rest),
                 hand_g=hand.count(GORILLA), hand_b=hand.count(BANANA), as_printed=as_printed)


class Goritaire(WordsFromModule):
    words = words  # describe_turn, describe_move, describe_result
    info: GameInfo = INFO

    # ----- set-up and turn ---------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> State:
        gorillas, as_printed = int(config.get("gorillas")), bool(config.get("as_printed"))
        return new_state(gorillas, bool(config.get("extreme_arts")), deal_seed(config, seed), as_printed)

    def deal_number(self, config: Config, seed: int) -> int:
        """The deal actually dealt for a deal number ("Winnable deals only" picks a stored one)."""
        return deal_seed(config, seed)

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
        mix = {"gorillas": state.gorillas, "as_printed": state.as_printed}  # best scores per deck mix
        if state.outcome == "won":
            return Result((0,), ((0,),), (float(state.score),),
                          f"Victory with score {state.score}: {state.reason}.",
                          {"score": state.score, "bonus": state.bonus, "turn": state.turn, **mix})
        return Result((), ((0,),), (0.0,), f"Lost on turn {state.turn}: {state.reason}.",
                      {"score": 0, "turn": state.turn, **mix})

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
        return read_state(data)

    def inventory(self, state: State) -> Counter[str]:
        return inventory(state)

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
        after, events = apply_move(state, move)
    except GameBoxError:
        return None
    if after.outcome == "lost":
        warning = next((str(e.data["warning"]) for e in events if e.kind == "lost"), after.reason)
        return capital(warning)
    return None


GAME = Goritaire()
