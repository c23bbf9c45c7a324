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
from gamebox.games.trio.cards import (
    COLUMNS,
    COPIES,
    DECK_SIZE,
    FACES,
    TRIO_CARDS,
    MaybeCard,
    maybe_name,
    parse_maybe,
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
    return {
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


def _cards(data: Any, what: str) -> tuple[MaybeCard, ...]:
    if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
        raise RecordError(f"TRIO position: {what} must be a list of card names")
    try:
        return tuple(parse_maybe(x) for x in data)
    except NotationError as exc:
        raise RecordError(f"TRIO position: {what}: {exc}") from None


def _seat(data: Any, what: str) -> int:
    if isinstance(data, bool) or data not in (0, 1):
        raise RecordError(f"TRIO position: {what} must be seat 0 or 1")
    return int(data)


def _pair(data: Any, what: str, kind: type) -> tuple[Any, Any]:
    if not isinstance(data, list) or len(data) != 2:
        raise RecordError(f"TRIO position: {what} must be a list of two values")
    for x in data:
        if kind is int and (isinstance(x, bool) or not isinstance(x, int) or x < 0):
            raise RecordError(f"TRIO position: {what} must be whole numbers from 0")
        if kind is bool and not isinstance(x, bool):
            raise RecordError(f"TRIO position: {what} must be true or false")
    return data[0], data[1]


def state_from_json(data: Any) -> TrioState:
    """Read a position; RecordError says what is wrong (never KeyError/TypeError)."""
    if not isinstance(data, dict):
        raise RecordError("TRIO position must be a JSON object")
    needed = ("starter", "turn", "ply", "phase", "hands", "columns", "pile", "discard", "trios", "bargains")
    missing = [k for k in needed if k not in data]
    if missing:
        raise RecordError(f"TRIO position lacks {', '.join(missing)}")
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise RecordError("TRIO position: seed must be a whole number or null")
    starter = _seat(data["starter"], "starter")
    turn = _seat(data["turn"], "turn")
    ply = data["ply"]
    if isinstance(ply, bool) or not isinstance(ply, int) or ply < 0:
        raise RecordError("TRIO position: ply must be a whole number from 0")
    phase = data["phase"]
    if phase not in PHASES:
        raise RecordError(f"TRIO position: phase must be one of {', '.join(PHASES)}")
    hands_raw = data["hands"]
    if not isinstance(hands_raw, list) or len(hands_raw) != 2:
        raise RecordError("TRIO position: hands must hold two hands")
    hands = (sort_hand(_cards(hands_raw[0], "hand 1")), sort_hand(_cards(hands_raw[1], "hand 2")))
    cols_raw = data["columns"]
    if not isinstance(cols_raw, list) or len(cols_raw) != 2 or not all(
        isinstance(side, list) and len(side) == COLUMNS for side in cols_raw
    ):
        raise RecordError(f"TRIO position: columns must be two sides of {COLUMNS} columns")
    columns = tuple(
        tuple(_cards(col, f"column {k + 1} of player {s + 1}") for k, col in enumerate(side))
        for s, side in enumerate(cols_raw)
    )
    if any(c is None for side in columns for col in side for c in col):
        raise RecordError("TRIO position: cards in columns are face up and cannot be unknown")
    pile = _cards(data["pile"], "pile")
    discard = _cards(data["discard"], "discard")
    if any(c is None for c in discard):
        raise RecordError("TRIO position: the discard pile is face up and cannot hold unknown cards")
    trios = _pair(data["trios"], "trios", int)
    if sum(trios) > TRIO_CARDS:
        raise RecordError(f"TRIO position: only {TRIO_CARDS} TRIO cards exist")
    bargains = _pair(data["bargains"], "bargains", bool)
    every = list(hands[0]) + list(hands[1]) + list(pile) + list(discard)
    every += [c for side in columns for col in side for c in col]
    if len(every) != DECK_SIZE:
        raise RecordError(f"TRIO position holds {len(every)} cards, not {DECK_SIZE}")
    counts = Counter(c for c in every if c is not None)
    if any(n > COPIES for n in counts.values()) or any(not 0 <= c < FACES for c in counts):
        raise RecordError(f"TRIO position: a card appears more than {COPIES} times")
    return TrioState(
        seed=seed,
        starter=starter,
        turn=turn,
        ply=ply,
        hands=hands,  # type: ignore[arg-type]
        columns=columns,  # type: ignore[arg-type]
        pile=pile,
        discard=discard,
        trios=trios,
        bargains=bargains,
        phase=phase,
    )
