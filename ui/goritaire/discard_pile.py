"""Which card lies on top of Goritaire's discard pile. The rules keep only how many Gorillas and
Bananas it holds (Combustion picks by kind, R-rules never ask for its order), but a table shows
the top card, and that must be the card the player last saw go there: the pile is rebuilt from
the moves' events (what went on it, what Combustion took off), checked against the counts."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gamebox.core.events import Event
from gamebox.games.goritaire.state import BANANA, GORILLA, State


def _kinds(cards: str) -> list[str]:
    return [BANANA if card == BANANA else GORILLA for card in cards]


def _onto(pile: list[str], event: Event) -> None:
    data = event.data
    if event.kind == "burned":  # Combustion takes the chosen kinds, the last laid first
        for card in _kinds(str(data.get("cards", ""))):
            for i in range(len(pile) - 1, -1, -1):
                if pile[i] == card:
                    del pile[i]
                    break
    elif event.kind == "eat":
        pile.extend([BANANA] * int(data.get("cards", 0)))
    elif data.get("dst") == "discard":
        pile.extend(_kinds(str(data.get("cards", data.get("card", "")))))


def discarded_since(steps: Iterable[Any], state: State) -> list[str] | None:
    """The cards the steps put on the discard pile and that still lie there, bottom to top (the
    top of `state`'s pile; a position set up with cards already on it holds those below);
    None when they do not fit the pile's counts."""
    pile: list[str] = []
    for step in steps:
        if step.before is state:  # a past table (the Review) stops at its own position
            break
        for event in step.events:
            _onto(pile, event)
    if pile.count(GORILLA) > state.disc_g or pile.count(BANANA) > state.disc_b:
        return None
    return pile


def discard_top(steps: Sequence[Any], state: State) -> str:
    """The top card's kind: the last one put there; when no step tells, a Banana unless the
    pile holds only Gorillas."""
    pile = discarded_since(steps, state)
    if pile:
        return pile[-1]
    return GORILLA if state.disc_g and not state.disc_b else BANANA
