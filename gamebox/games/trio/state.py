"""TRIO's position: an immutable dataclass of tuples, and its JSON form.

Hands are kept sorted (a hand is a set of cards, its order says nothing). The draw pile is
drawn from its end. Unknown cards (in a view) are None and "?" in JSON. `seed` drives the
random take of a bargain (T5); views hide it (it would also tell the pile's order).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from gamebox.core.errors import NotationError, RecordError
from gamebox.core.validate import field, want_bool, want_choice, want_dict, want_int, want_list, want_str
from gamebox.games.trio.cards import (
    COLUMNS,
    COPIES,
    DECK_SIZE,
    HAND_SIZE,
    TRIO_CARDS,
    TRIO_TO_WIN,
    Card,
    MaybeCard,
    card_name,
    maybe_name,
    parse_maybe,
    shared_feature,
)

PLAYING = "play"
LAST_TURN = "last-turn"  # T6: the starter reached three; the other player has one turn left
OVER = "over"
PHASES = (PLAYING, LAST_TURN, OVER)

Column = tuple[MaybeCard, ...]
Side = tuple[Column, ...]


@dataclass(frozen=True)
class TrioState:
    seed: int | None
    starter: int
    turn: int
    ply: int
    hands: tuple[tuple[MaybeCard, ...], tuple[MaybeCard, ...]]
    columns: tuple[Side, Side]
    pile: tuple[MaybeCard, ...]
    discard: tuple[MaybeCard, ...]
    trios: tuple[int, int]
    bargains: tuple[bool, bool]  # True while that player's bargaining card is unspent (T5)
    phase: str = PLAYING
    # cards in each hand that the other player knows of, from a bargain (T5): the giver knows
    # the gift is in the receiver's hand, the receiver knows which of their cards was taken
    known: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def trio_supply(self) -> int:
        return TRIO_CARDS - sum(self.trios)


def _hand_key(card: MaybeCard) -> int:
    return -1 if card is None else card


def sort_hand(cards: Any) -> tuple[MaybeCard, ...]:
    return tuple(sorted(cards, key=_hand_key))


def _cards_json(cards: tuple[MaybeCard, ...]) -> list[str]:
    return [maybe_name(c) for c in cards]


def state_to_json(state: TrioState) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seed": state.seed,
        "starter": state.starter,
        "turn": state.turn,
        "ply": state.ply,
        "phase": state.phase,
        "hands": [_cards_json(h) for h in state.hands],
        "columns": [[_cards_json(col) for col in side] for side in state.columns],
        "pile": _cards_json(state.pile),
        "discard": _cards_json(state.discard),
        "trios": list(state.trios),
        "bargains": list(state.bargains),
    }
    if any(state.known):
        data["known"] = [_cards_json(k) for k in state.known]
    return data


def _cards(data: Any, what: str, most: int = DECK_SIZE, unknown: bool = True) -> tuple[MaybeCard, ...]:
    items = want_list(data, what, max_len=most)
    cards = []
    for item in items:
        text = want_str(item, f"a card in {what}", 20)
        try:
            card = parse_maybe(text)
        except NotationError:
            raise RecordError(f"{what} holds {text!r}, which is not a TRIO card") from None
        if card is None and not unknown:
            raise RecordError(f"{what} is face up and cannot hold an unknown card")
        cards.append(card)
    return tuple(cards)


def _pair(data: Any, what: str, check: Any) -> tuple[Any, Any]:
    items = want_list(data, what, max_len=2, min_len=2)
    return check(items[0], f"{what} of the first player"), check(items[1], f"{what} of the second player")


def state_from_json(data: Any) -> TrioState:
    """Read a position, checking every field, that the 40 cards are all there exactly once
    (unknown ones count as any card), and the invariants of play; RecordError names the first
    thing wrong (never KeyError/TypeError)."""
    data = want_dict(data, "a TRIO position")
    seed = data.get("seed")
    if seed is not None:
        seed = want_int(seed, "the deal number", 0, 2**63 - 1)
    starter = want_int(field(data, "starter", "starting player"), "the starting player", 0, 1)
    turn = want_int(field(data, "turn", "player to move"), "the player to move", 0, 1)
    ply = want_int(field(data, "ply", "turn count"), "the turn count", 0, 10_000)
    phase = want_choice(field(data, "phase"), "the phase", PHASES)
    hands_raw = want_list(field(data, "hands"), "the hands", max_len=2, min_len=2)
    hands = (sort_hand(_cards(hands_raw[0], "the first hand", HAND_SIZE)),
             sort_hand(_cards(hands_raw[1], "the second hand", HAND_SIZE)))
    sides = want_list(field(data, "columns"), "the columns", max_len=2, min_len=2)
    columns = tuple(
        tuple(_cards(col, f"column {k + 1} of the {'first' if s == 0 else 'second'} player", unknown=False)
              for k, col in enumerate(want_list(side, "a side of columns", max_len=COLUMNS, min_len=COLUMNS)))
        for s, side in enumerate(sides))
    pile = _cards(field(data, "pile", "draw pile"), "the draw pile")
    discard = _cards(field(data, "discard", "discard pile"), "the discard pile", unknown=False)
    trios = _pair(field(data, "trios", "TRIO cards"), "the TRIO cards",
                  lambda v, what: want_int(v, what, 0, TRIO_CARDS))
    if sum(trios) > TRIO_CARDS:
        raise RecordError(f"the players hold {sum(trios)} TRIO cards; there are only {TRIO_CARDS}")
    bargains = _pair(field(data, "bargains", "bargaining cards"), "the bargaining card", want_bool)
    known_raw = want_list(data.get("known", [[], []]), "the known cards", max_len=2, min_len=2)
    known = tuple(tuple(c for c in _cards(k, "the known cards", HAND_SIZE, unknown=False) if c is not None)
                  for k in known_raw)
    every = list(hands[0]) + list(hands[1]) + list(pile) + list(discard)
    every += [c for side in columns for col in side for c in col]
    _check_cards(every)
    for s in (0, 1):
        if Counter(known[s]) - Counter(c for c in hands[s] if c is not None):
            raise RecordError("a card the other player knows of from a bargain is not in that hand")
    state = TrioState(seed, starter, turn, ply, hands, columns, pile, discard,  # type: ignore[arg-type]
                      trios, bargains, phase, known)  # type: ignore[arg-type]
    _check_play(state)
    return state


def _check_cards(every: list[MaybeCard]) -> None:
    """Each of the 40 cards once: the known ones never more often than the deck holds, and
    with the unknown ones exactly 40 in all (T1)."""
    counts = Counter(c for c in every if c is not None)
    for card in sorted(counts):
        if counts[card] > COPIES:
            raise RecordError(f"the position holds the {card_name(card).replace('-', ' ')} {counts[card]} times; "
                              f"the game has {COPIES}")
    if len(every) != DECK_SIZE:
        raise RecordError(f"the position holds {len(every)} cards; the game has {DECK_SIZE}")


def _check_play(state: TrioState) -> None:
    """What play can reach: full hands while the pile lasts (T3), no column ending in a TRIO
    (T4 clears it at once), a phase that fits the TRIO cards (T6)."""
    for s in (0, 1):
        if state.pile and len(state.hands[s]) != HAND_SIZE:
            raise RecordError(f"the {'first' if s == 0 else 'second'} hand holds {len(state.hands[s])} cards "
                              f"while the pile lasts; it must hold {HAND_SIZE}")
        for k, column in enumerate(state.columns[s]):
            if len(column) >= 3 and shared_feature(column[-3:]) is not None:  # type: ignore[arg-type]
                raise RecordError(f"column {k + 1} of the {'first' if s == 0 else 'second'} player ends in a TRIO, "
                                  "which would have left the table")
    most = max(state.trios)
    if state.phase == PLAYING and most >= TRIO_TO_WIN:
        raise RecordError("a player holds three TRIO cards but the game goes on")
    if state.phase == LAST_TURN and (state.trios[state.starter] < TRIO_TO_WIN or state.turn == state.starter):
        raise RecordError("a last turn belongs to the player who did not start, after the starter's third TRIO")
    if state.phase == OVER and most < TRIO_TO_WIN and any(state.hands):
        raise RecordError("the game is marked over but nobody has won and cards are left in hand")
