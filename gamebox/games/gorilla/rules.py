"""Gorilla rules: the contract object GAME (docs/contract.md), over engine.py's step path.

Turn structure (GameBox reading, see resources/rules/gorilla.md):
- PLAY: the seat to move plays a fitting card or, with none, draws (K3); a drawn card that fits
  is played at once. OPEN: any animal card opens the pile (K2, and after a tap race, K6).
- A play that leaves one card is followed by CALL: that player moves `call` or `quiet` (K7).
  After `quiet`, `catch <seat>` is legal until the next play (the next player's move).
- A Gorilla card is followed by TAP: one move carrying the tap order (`tap 2,0,3`); the last
  seat draws 3 and opens a new pile. While it is pending, `realtime_decision` is True.
  With only computer seats (config option seat_levels, docs/contract.md "Realtime decisions")
  the engine draws the race itself from the levels' reaction times: no TAP decision exists.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import permutations
from typing import Any

from gamebox.core.contract import SEAT_LEVELS, Config, GameInfo, Result
from gamebox.core.describe import article, capital, join_words
from gamebox.core.errors import ConfigError, IllegalMove, NotationError
from gamebox.core.events import Event
from gamebox.core.words_from import WordsFromModule
from gamebox.games.gorilla import codec, engine, words
from gamebox.games.gorilla.cards import (
    ANIMALS,
    COLOURS,
    DECK_SIZE,
    FITS,
    GORILLA0,
    JOKER,
    UNKNOWN,
    card_name,
    card_words,
)
from gamebox.games.gorilla.engine import playable
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import (
    CALL_MOVE,
    DRAW_MOVE,
    QUIET_MOVE,
    SOMEONE,
    Call,
    Catch,
    Draw,
    Move,
    Play,
    Quiet,
    Tap,
    move_to_text,
    parse_text,
)
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State


class GorillaGame(WordsFromModule):
    words = words  # describe_turn, describe_move, describe_result
    info: GameInfo = INFO

    # ----- setup and queries -----------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> State:
        return engine.deal(config.players, seed, seat_levels(config))

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.seat

    def fast_playout(self, config: Config, seed: int) -> int:
        """One uniformly random game through the int step path; returns the actions taken.
        Same rules as apply (the engine functions are shared), no Move objects, no events."""
        return engine.fast_playout(config.players, seed)[1]

    def realtime_decision(self, state: State) -> bool:
        """True while a tap race (K6) waits for the table to collect the taps."""
        return state.phase == TAP

    def legal_moves(self, state: State) -> list[Move]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase == CALL:
            return [CALL_MOVE, QUIET_MOVE]
        if phase == TAP:
            others = [s for s in range(state.n) if s != state.seat]
            return [Tap(order) for order in permutations(others)]
        moves: list[Move] = [Play(c) for c in playable(state)]
        if not moves:
            moves.append(DRAW_MOVE)
        if state.forgot >= 0:
            moves.append(Catch(state.forgot))
        return moves

    def candidate_moves(self, state: State) -> list[Move]:
        return self.legal_moves(state)

    # ----- applying ----------------------------------------------------------------------
    def refusal(self, state: State, move: Any) -> str | None:
        """Why `move` is illegal here, in words from the mover's chair; None when it is legal."""
        phase = state.phase
        if phase == OVER:
            return "The game is over."
        if isinstance(move, (Call, Quiet)):
            if phase != CALL:
                return "Nobody has just gone down to one card, so there is nothing to call."
            return None
        if isinstance(move, Catch):
            if state.forgot < 0:
                # (not "everyone called": the chance to catch a missed call may simply have passed)
                return "There is nobody to catch now: a missed call can only be caught before the next player's move."
            if move.seat != state.forgot:
                return "Only the player who missed calling “Gorilla!” can be caught."
            if move.by is not None and not (move.by == SOMEONE or 0 <= move.by < state.n):
                return "Only a player at this table can catch."
            if move.by == move.seat:
                return "Nobody can catch themselves."
            if phase not in (PLAY, OPEN):
                return "Wait: a catch is made between plays, not now."
            return None
        if phase == CALL:
            return "You must first call “Gorilla!” (or stay quiet): you are down to one card."
        if isinstance(move, Tap):
            if phase != TAP:
                return "There is no Gorilla to tap now."
            others = sorted(s for s in range(state.n) if s != state.seat)
            if sorted(move.order) != others or len(move.order) != len(others):
                return "The tap order must name each other player once."
            return None
        if phase == TAP:  # asked of the player who laid the Gorilla: the others tap, not them
            return "Wait: the others are racing to tap your Gorilla, and the last to tap draws 3."
        hand = state.hands[state.seat]
        if isinstance(move, Draw):
            cards = playable(state)
            if cards:
                if phase == OPEN:
                    if len(cards) == 1:
                        return f"You hold an animal card ({card_words(cards[0])}): open the pile with it."
                    if len(cards) > SOME_CARDS + 1:
                        return (f"You hold {len(cards)} animal cards ({_some_cards(cards)}): open the pile "
                                "with one of them.")
                    return f"You hold animal cards ({_some_cards(cards)}): open the pile with one of them."
                if len(cards) > SOME_CARDS + 1:
                    return (f"You can play {len(cards)} of your cards ({_some_cards(cards)}), and a player who can "
                            "play must play.")
                return f"You can play {_some_cards(cards)}, and a player who can play must play."
            return None
        if isinstance(move, Play):
            card = move.card
            if not isinstance(card, int) or not 0 <= card < DECK_SIZE:
                return "That is not a Gorilla card."
            if card not in hand:
                return f"You do not hold {card_words(card)}."
            if phase == OPEN:
                if card >= 40:
                    return f"A new pile opens with an animal card, not {card_words(card)}."
                return None
            if card == JOKER:
                return "The Joker may never be your last card." if len(hand) == 1 else None
            top = state.pile[-1]
            if FITS[top][card]:
                return None
            if card >= GORILLA0:
                colour = COLOURS[card - GORILLA0]
                return f"{capital(card_words(card))} goes only on {article(colour)} animal or on the Joker."
            return (f"{capital(card_words(card))} matches neither the {COLOURS[top // 10]} bus "
                    f"nor the {ANIMALS[top % 10]}.")
        return "That is not a Gorilla move."

    def apply(self, state: State, move: Move) -> tuple[State, list[Event]]:
        reason = self.refusal(state, move)
        if reason is not None:
            raise IllegalMove(reason)
        new = state.clone()
        events: list[Event] = []
        carry_out(new, move, events)
        return new, events

    # ----- hidden information -------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        """Hands other than `seat`'s and the stack's order are hidden; so is the seed."""
        out = state.clone()
        out.hands = [hand[:] if s == seat else [UNKNOWN] * len(hand) for s, hand in enumerate(state.hands)]
        out.stack = [UNKNOWN] * len(state.stack)
        out.seed = -1
        return out

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        out = view.clone()
        known = {c for hand in view.hands for c in hand if c != UNKNOWN} | set(view.pile)
        known.update(c for c in view.stack if c != UNKNOWN)
        pool = [c for c in range(DECK_SIZE) if c not in known]
        rng.shuffle(pool)
        for hand in (*out.hands, out.stack):
            for i, c in enumerate(hand):
                if c == UNKNOWN:
                    hand[i] = pool.pop()
        if out.seed < 0:
            out.seed = rng.randrange(2**62)
        return out

    # ----- end ----------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        if state.phase != OVER:
            return None
        winner = state.winner
        sizes: dict[int, list[int]] = {}
        for s, hand in enumerate(state.hands):
            if s != winner:
                sizes.setdefault(len(hand), []).append(s)
        ranking = ((winner,),) + tuple(tuple(sizes[k]) for k in sorted(sizes))
        return Result(
            winners=(winner,),
            ranking=ranking,
            scores=tuple(float(-len(hand)) for hand in state.hands),
            summary=words.describe_turn(state, None),
            details={"hands": [[card_name(c) for c in hand] for hand in state.hands]},
        )

    # ----- notation and records -----------------------------------------------------------
    def move_to_text(self, move: Move) -> str:
        return move_to_text(move)

    def parse_move(self, state: State, text: str) -> Move:
        move = parse_text(text)
        if isinstance(move, Tap) and state.phase == TAP:
            others = sorted(s for s in range(state.n) if s != state.seat)
            if sorted(move.order) != others:
                raise NotationError(f"{text!r}: the tap order must name each other player once")
        return move

    def state_to_json(self, state: State) -> dict[str, Any]:
        return codec.state_to_json(state)

    def state_from_json(self, data: Any) -> State:
        return codec.state_from_json(data)

    def inventory(self, state: State) -> Counter[str]:
        return Counter(card_name(c) for part in (*state.hands, state.stack, state.pile) for c in part)


SOME_CARDS = 3  # a refusal names this many cards, and counts the rest


def _some_cards(cards: list[int], most: int = SOME_CARDS) -> str:
    """ "the red tiger", "the red tiger or the Joker", and past the first few "the red tiger,
    the blue lion, the Joker and 2 more" (the caller says how many there are in all: "or 2
    more cards" read as another choice): the cards a refusal points at. One card more is named
    ("and 1 more" would say less in as many words)."""
    if len(cards) <= most + 1:
        return join_words([card_words(card) for card in cards], last="or")
    return join_words([card_words(card) for card in cards[:most]] + [f"{len(cards) - most} more"])


def seat_levels(config: Config) -> tuple[str, ...]:
    """Each seat's computer level or "human", from the hidden option (empty: not given)."""
    try:
        text = config.get(SEAT_LEVELS)
    except KeyError:
        return ()
    levels = tuple(text.split(",")) if text else ()
    if levels and len(levels) != config.players:
        raise ConfigError(f"Gorilla: give a level (or human) for each of the {config.players} seats")
    return levels


GAME = GorillaGame()


def carry_out(state: State, move: Move, events: list[Event] | None) -> None:
    """Apply a legal move to `state` in place (events collected unless None: simulations)."""
    if isinstance(move, Play):
        engine.play_card(state, move.card, events)
    elif isinstance(move, Draw):
        engine.draw_turn(state, events)
    elif isinstance(move, Call):
        engine.call(state, events)
    elif isinstance(move, Quiet):
        engine.quiet(state, events)
    elif isinstance(move, Catch):
        engine.catch(state, events)
    else:
        engine.tap(state, move.order, events, in_time=move.in_time)
