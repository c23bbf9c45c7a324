"""Gorilla positions as JSON, read back strictly: a refused position raises RecordError naming
the first thing wrong (a field's type or range, a card missing or twice, a broken invariant)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.validate import check_components, want_choice, want_dict, want_int, want_list, want_str
from gamebox.games.gorilla.cards import (
    CARD_BY_NAME,
    DECK_SIZE,
    GORILLA0,
    NAMES,
    UNKNOWN,
    card_name,
    card_words,
)
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PHASE_NAMES, PLAY, TAP, State

SEAT_KINDS: tuple[str, ...] = INFO.options[0].choices  # "human" or a computer level
MAX_SEED = 2**63 - 1


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "players": state.n,
        "hands": [[card_name(c) for c in hand] for hand in state.hands],
        "stack": [card_name(c) for c in state.stack],
        "pile": [card_name(c) for c in state.pile],
        "to_move": None if state.phase == OVER else state.seat,
        "phase": PHASE_NAMES[state.phase],
        "direction": state.direction,
        "pending": (
            {"seat": state.pend_seat, "phase": PHASE_NAMES[state.pend_phase]}
            if state.phase == CALL else None
        ),
        "forgot": None if state.forgot < 0 else state.forgot,
        "winner": None if state.winner < 0 else state.winner,
        "seed": None if state.seed < 0 else state.seed,
        "rebuilds": state.rebuilds,
        "races": state.races,
        "seat_levels": list(state.levels) if state.levels else None,
    }


def _fail(text: str) -> RecordError:
    return RecordError(f"Gorilla position: {text}")


def _cards(value: Any, what: str) -> list[int]:
    out = []
    for name in want_list(value, what, max_len=DECK_SIZE):
        if name == "?":
            out.append(UNKNOWN)
        elif isinstance(name, str) and name in CARD_BY_NAME:
            out.append(CARD_BY_NAME[name])
        else:
            raise _fail(f"{want_str(name, f'a card in {what}', 40)!r} in {what} is not a Gorilla card")
    return out


def _seat_or_none(value: Any, what: str, n: int) -> int:
    return -1 if value is None else want_int(value, what, 0, n - 1)


def _check_cards(hands: list[list[int]], stack: list[int], pile: list[int]) -> None:
    """Every card exactly once (hidden cards, "?", stand for the ones not named)."""
    if UNKNOWN in pile:
        raise _fail("the pile is face up and cannot hold hidden cards")
    parts = [*hands, stack, pile]
    found = Counter(NAMES[c] for part in parts for c in part if c != UNKNOWN)
    hidden = sum(part.count(UNKNOWN) for part in parts)
    expected = Counter(NAMES)
    if hidden == 0:
        check_components(found, expected, lambda key: card_words(CARD_BY_NAME[key]))
        return
    twice = sorted(name for name, count in found.items() if count > 1)
    if twice:
        raise _fail(f"{card_words(CARD_BY_NAME[twice[0]])} appears {found[twice[0]]} times; the game has one")
    if sum(found.values()) + hidden != DECK_SIZE:
        raise _fail(f"the hands, stack and pile must hold all {DECK_SIZE} cards")


def _levels(value: Any, n: int) -> tuple[str, ...]:
    if value is None:
        return ()
    entries = want_list(value, "seat_levels", max_len=n, min_len=n)
    return tuple(want_choice(entry, f"the level of seat {k}", SEAT_KINDS) for k, entry in enumerate(entries))


def state_from_json(data: Any) -> State:
    data = want_dict(data, "a Gorilla position")
    n = want_int(data.get("players"), "players", INFO.min_players, INFO.max_players)
    hands_data = want_list(data.get("hands"), "hands", max_len=n, min_len=n)
    hands = [_cards(hand, f"hand {i}") for i, hand in enumerate(hands_data)]
    stack = _cards(data.get("stack"), "the stack")
    pile = _cards(data.get("pile"), "the pile")
    _check_cards(hands, stack, pile)
    phase = PHASE_NAMES.index(want_choice(data.get("phase"), "phase", PHASE_NAMES))
    direction = want_choice(data.get("direction"), "direction", (1, -1))
    winner = _seat_or_none(data.get("winner"), "winner", n)
    forgot = _seat_or_none(data.get("forgot"), "forgot", n)
    seed_value = data.get("seed")
    seed = -1 if seed_value is None else want_int(seed_value, "seed", 0, MAX_SEED)
    rebuilds = want_int(data.get("rebuilds"), "rebuilds", 0, 10**9)
    races = want_int(data.get("races", 0), "races", 0, 10**9)
    levels = _levels(data.get("seat_levels"), n)
    top = pile[-1] if pile else -1
    pend_seat, pend_phase = -1, PLAY
    if phase == OVER:
        if data.get("to_move") is not None:
            raise _fail("a finished game has no player to move")
        if winner < 0 or hands[winner]:
            raise _fail("a finished game has a winner with no cards left")
        if sum(1 for hand in hands if not hand) != 1:
            raise _fail("only the winner can be out of cards")
        if forgot >= 0:
            raise _fail("a finished game has nobody left to catch")
        seat = -1
    else:
        seat = want_int(data.get("to_move"), "to_move", 0, n - 1)
        if winner >= 0:
            raise _fail("a game with a winner is over")
        if any(not hand for hand in hands):
            raise _fail("a player with no cards has won; the phase must be over")
        if phase == OPEN:
            if pile and top < GORILLA0:
                raise _fail("a new pile is opened only at the start or after a tap race")
        elif not pile:
            raise _fail("the pile is empty outside an opening")
        if phase == PLAY and top >= GORILLA0:
            raise _fail("after a Gorilla comes a tap race, not a normal turn")
        if phase == TAP and top < GORILLA0:
            raise _fail("a tap race needs a Gorilla on top of the pile")
    if phase == CALL:
        pending = want_dict(data.get("pending"), "pending (the call phase's next seat and phase)")
        pend_seat = want_int(pending.get("seat"), "pending seat", 0, n - 1)
        pend_phase = PHASE_NAMES.index(want_choice(pending.get("phase"), "pending phase", ("play", "tap")))
        if len(hands[seat]) != 1:
            raise _fail("only a player down to one card calls Gorilla!")
        if pend_phase == TAP and (top < GORILLA0 or pend_seat != seat):
            raise _fail("a tap race after a call follows the caller's Gorilla")
        if pend_phase == PLAY and pend_seat == seat:
            raise _fail("after a call, the turn passes on")
        if forgot >= 0:
            raise _fail("a missed call can only be caught after the call phase")
    elif data.get("pending") is not None:
        raise _fail("pending is only set in a call phase")
    if forgot >= 0 and len(hands[forgot]) != 1:
        raise _fail("only a player with one card can be caught for a missed call")
    if forgot >= 0 and forgot == seat and phase != TAP:
        raise _fail("a player cannot catch their own missed call")
    return State(n, hands, stack, pile, seat, phase, direction, pend_seat, pend_phase,
                 forgot, winner, seed, rebuilds, levels, races)
