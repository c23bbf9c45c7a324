"""Card phrases hidden from a chair (tests/core/test_player_text.py): the words of every card
that chair sees neither before nor after a move (other hands, the Redraw Deck, the cards out
of the deal, the Robot Deck), less any name the chair sees elsewhere (the four Copy cards
share one name)."""

from __future__ import annotations

from typing import Any

from gamebox.games.girafferaffe.cards import UNKNOWN, card_words


def _zones(state: Any) -> list[tuple[int, ...]]:
    zones = [*state.hands, state.redraw, state.box, state.robot_hand, state.robot_deck]
    zones.extend(play for stack in state.stacks for play in stack)
    return zones


def _seen(game: Any, state: Any, seat: int | None) -> set[str]:
    view = game.view(state, seat)
    return {card_words(c) for zone in _zones(view) for c in zone if c != UNKNOWN}


def hidden_phrases(game: Any, before: Any, after: Any, seat: int | None) -> set[str]:
    every = {card_words(c) for state in (before, after) for zone in _zones(state) for c in zone}
    return every - _seen(game, before, seat) - _seen(game, after, seat)
