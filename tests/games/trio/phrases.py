"""The words TRIO's sentences would use for the cards a chair cannot see (tests/core/test_player_text.py)."""

from __future__ import annotations

from typing import Any

from gamebox.games.trio.cards import card_name
from gamebox.games.trio.state import TrioState
from gamebox.games.trio.words import card_words


def _faces(state: TrioState) -> set[int]:
    cards: list[Any] = list(state.hands[0]) + list(state.hands[1]) + list(state.pile) + list(state.discard)
    cards += [c for side in state.columns for column in side for c in column]
    return {c for c in cards if c is not None}


def hidden_phrases(game: Any, before: TrioState, after: TrioState, seat: int | None) -> set[str]:
    """Faces with no copy `seat` can see before or after the move (other hand, the pile)."""
    seen = _faces(game.view(before, seat)) | _faces(game.view(after, seat))
    hidden = (_faces(before) | _faces(after)) - seen
    return {card_words(card_name(face)) for face in hidden}
