"""The words Goritaire's sentences would use for a card hidden from the player: the deck's top
card while it has not been drawn, revealed or looked at (the only hidden thing of a solitaire)."""

from __future__ import annotations

from typing import Any

from gamebox.games.goritaire.state import GORILLA, State


def hidden_phrases(game: Any, before: State, after: State, seat: int | None) -> set[str]:
    if not after.deck or after.known[0]:
        return set()
    kind = "Gorilla" if after.deck[0] == GORILLA else "Banana"
    return {f"the top card is a {kind}", f"the top card was a {kind}", f"the top of the deck showed a {kind}",
            f"next card is a {kind}"}
