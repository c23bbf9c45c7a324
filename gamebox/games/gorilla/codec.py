"""Gorilla positions as JSON (read back strictly: RecordError for anything broken)."""

from __future__ import annotations

from typing import Any

from gamebox.core.errors import RecordError
from gamebox.games.gorilla.cards import CARD_BY_NAME, DECK_SIZE, UNKNOWN, card_name
from gamebox.games.gorilla.state import CALL, OVER, PHASE_NAMES, PLAY, TAP, State


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
    }


def _int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"Gorilla position: {what} must be a whole number from {low} to {high}")
    return value


def _seat_or_none(value: Any, what: str, n: int) -> int:
    return -1 if value is None else _int(value, what, 0, n - 1)


def _cards(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise RecordError(f"Gorilla position: {what} must be a list of card names")
    out = []
    for name in value:
        if name == "?":
            out.append(UNKNOWN)
        elif isinstance(name, str) and name in CARD_BY_NAME:
            out.append(CARD_BY_NAME[name])
        else:
            raise RecordError(f"Gorilla position: {name!r} in {what} is not a Gorilla card")
    return out


def _phase(value: Any, what: str) -> int:
    if value not in PHASE_NAMES:
        raise RecordError(f"Gorilla position: {what} must be one of {', '.join(PHASE_NAMES)}")
    return PHASE_NAMES.index(value)


def state_from_json(data: Any) -> State:
    if not isinstance(data, dict):
        raise RecordError("Gorilla position: expected a JSON object")
    n = _int(data.get("players"), "players", 3, 5)
    hands_data = data.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != n:
        raise RecordError(f"Gorilla position: hands must be a list of {n} hands")
    hands = [_cards(hand, f"hand {i}") for i, hand in enumerate(hands_data)]
    stack = _cards(data.get("stack"), "the stack")
    pile = _cards(data.get("pile"), "the pile")
    known = [c for part in (*hands, stack, pile) for c in part if c != UNKNOWN]
    if len(set(known)) != len(known):
        raise RecordError("Gorilla position: a card appears twice")
    if sum(len(part) for part in (*hands, stack, pile)) != DECK_SIZE:
        raise RecordError(f"Gorilla position: the hands, stack and pile must hold all {DECK_SIZE} cards")
    if UNKNOWN in pile:
        raise RecordError("Gorilla position: the pile is face up and cannot hold hidden cards")
    phase = _phase(data.get("phase"), "phase")
    direction = data.get("direction")
    if direction not in (1, -1) or isinstance(direction, bool):
        raise RecordError("Gorilla position: direction must be 1 or -1")
    winner = _seat_or_none(data.get("winner"), "winner", n)
    forgot = _seat_or_none(data.get("forgot"), "forgot", n)
    seed_value = data.get("seed")
    seed = -1 if seed_value is None else _int(seed_value, "seed", 0, 2**63 - 1)
    rebuilds = _int(data.get("rebuilds"), "rebuilds", 0, 10**9)
    pend_seat, pend_phase = -1, PLAY
    if phase == OVER:
        if data.get("to_move") is not None or winner < 0 or hands[winner]:
            raise RecordError("Gorilla position: a finished game has no player to move and a winner with no cards")
        seat = -1
    else:
        seat = _int(data.get("to_move"), "to_move", 0, n - 1)
        if winner >= 0:
            raise RecordError("Gorilla position: a game with a winner is over")
        if any(not hand for hand in hands):
            raise RecordError("Gorilla position: a player with no cards has won; the phase must be over")
        if phase != 1 and not pile:  # only an opening may face an empty pile
            raise RecordError("Gorilla position: the pile is empty outside an opening")
    if phase == CALL:
        pending = data.get("pending")
        if not isinstance(pending, dict):
            raise RecordError("Gorilla position: a call phase needs pending seat and phase")
        pend_seat = _int(pending.get("seat"), "pending seat", 0, n - 1)
        pend_phase = _phase(pending.get("phase"), "pending phase")
        if pend_phase not in (PLAY, TAP):
            raise RecordError("Gorilla position: after a call comes a play or a tap race")
    elif data.get("pending") is not None:
        raise RecordError("Gorilla position: pending is only set in a call phase")
    return State(n, hands, stack, pile, seat, phase, direction, pend_seat, pend_phase,
                 forgot, winner, seed, rebuilds)
