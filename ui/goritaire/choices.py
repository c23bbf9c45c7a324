"""The choices the table asks as buttons beside the deck (guess, card order, Combustion,
Wandering, hand maintenance, victory), and moves told in words for hints."""

from __future__ import annotations

from gamebox.games.goritaire.moves import (
    Arrange,
    Burn,
    Declare,
    Discard,
    End,
    Guess,
    Move,
    PlayOn,
    Wander,
)
from gamebox.games.goritaire.options import decision_moves, legal_moves
from gamebox.games.goritaire.policy import unknown_counts
from gamebox.games.goritaire.state import State

NAMES = {"G": "Gorilla", "B": "Banana"}


def _cards(text: str) -> str:
    return " ".join(text) if text else "–"


def choice_buttons(st: State) -> tuple[list[str], list[tuple[str, Move]]]:
    """(title lines, [(button label, move)]) for what the player must choose now; short lines
    (the panel is narrow and its text large)."""
    if st.over:
        return [], []
    if st.pending:
        kind, n = st.pending[0]
        moves = decision_moves(st)
        if kind == "guess":
            u_g, u_b = unknown_counts(st)
            return (["Walking: guess the", "top card of the deck", f"Unseen: {u_g} G, {u_b} B"],
                    [(NAMES[m.card], m) for m in moves if isinstance(m, Guess)])
        if kind == "arrange":
            return (["You looked at", f"{_cards(''.join(st.deck[:n]))} (top first):", "↑ on top, ↓ at the bottom"],
                    [(f"↑{m.top or '–'} ↓{m.bottom or '–'}", m) for m in moves if isinstance(m, Arrange)])
        if kind == "burn":
            return ([f"Combustion {n}:", "remove from the game"],
                    [(f"Burn {_cards(m.cards)}", m) for m in moves if isinstance(m, Burn)])
        if kind == "wander":
            return (["Wandering: discard,", "then draw as many"],
                    [(f"Discard {_cards(m.cards)}", m) for m in moves if isinstance(m, Wander)])
        if kind == "place":
            return (["Invitation: drag", f"{n} Gorilla{'s' if n > 1 else ''} from your", "hand onto a spot"], [])
        if kind == "flee":
            return (["Fleeing: drag a", "Gorilla one row down"], [])
        if kind == "swap":
            return (["Swap: drag a Banana", "onto a Gorilla of", "Level 2 or more"], [])
    if st.phase == "maintenance":
        excess = st.hand_size - 7
        return ([f"Keep 7: discard {excess}"],
                [(f"Discard {_cards(m.cards)}", m) for m in legal_moves(st) if isinstance(m, Discard)])
    if st.phase == "end":
        return ([f"{st.ground_gorillas()} Gorillas on the", "Ground: declare, or", "play on for more"],
                [(f"Declare victory ({st.ground_gorillas()})", Declare()), ("Play on", PlayOn())])
    if st.phase == "action":
        return ([], [("End the Action phase", End())])
    return [], []
