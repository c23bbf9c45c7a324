"""The card words Gorilla's sentences would use for cards hidden from a chair (other hands and
the stack; the pile is face up), both before and after a move: tests/core/test_player_text.py."""

from __future__ import annotations

from typing import Any

from gamebox.games.gorilla.cards import ANIMALS, COLOURS, GORILLA0, JOKER, UNKNOWN
from gamebox.games.gorilla.state import State


def phrase(card: int) -> str:
    """ "red tiger", "blue Gorilla", "the Joker": what card_words says, without a leading "the"
    where the colour makes it unique."""
    if card == JOKER:
        return "the Joker"
    if card >= GORILLA0:
        return f"{COLOURS[card - GORILLA0]} Gorilla"
    return f"{COLOURS[card // 10]} {ANIMALS[card % 10]}"


def _hidden(game: Any, state: State, seat: int | None) -> set[int]:
    view = game.view(state, seat)
    hidden = set()
    for full, seen in zip((*state.hands, state.stack), (*view.hands, view.stack)):
        hidden.update(card for card, shown in zip(full, seen) if shown == UNKNOWN)
    return hidden


def hidden_phrases(game: Any, before: State, after: State, seat: int | None) -> set[str]:
    return {phrase(card) for card in _hidden(game, before, seat) & _hidden(game, after, seat)}
