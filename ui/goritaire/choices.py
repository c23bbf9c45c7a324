"""The choices the table asks as buttons beside the deck (guess, card order, Combustion,
Wandering, hand maintenance, victory), and moves told in words for hints."""

from __future__ import annotations

from gamebox.games.goritaire.actions import BY_NAME
from gamebox.games.goritaire.moves import (
    Act,
    Arrange,
    Burn,
    Declare,
    Discard,
    End,
    Flee,
    Guess,
    Move,
    Place,
    Play,
    PlayOn,
    Swap,
    Wander,
)
from gamebox.games.goritaire.options import decision_moves, legal_moves
from gamebox.games.goritaire.policy import unknown_counts
from gamebox.games.goritaire.state import State, spot_text

NAMES = {"G": "Gorilla", "B": "Banana"}


def _cards(text: str) -> str:
    return " ".join(text) if text else "–"


def choice_buttons(st: State) -> tuple[list[str], list[tuple[str, Move]]]:
    """(title lines, [(button label, move)]) for what the player must choose now."""
    if st.over:
        return [], []
    if st.pending:
        kind, n = st.pending[0]
        moves = decision_moves(st)
        if kind == "guess":
            u_g, u_b = unknown_counts(st)
            return (["Walking: guess the top card", f"unseen: {u_g} Gorillas, {u_b} Bananas"],
                    [(f"Guess {NAMES[m.card]} ({m.card})", m) for m in moves if isinstance(m, Guess)])
        if kind == "arrange":
            seen = " ".join(st.deck[:n])
            return ([f"Put back {seen} (top first)", "left: on top · right: at the bottom"],
                    [(f"top {_cards(m.top)} | bottom {_cards(m.bottom)}", m) for m in moves if isinstance(m, Arrange)])
        if kind == "burn":
            return ([f"Combustion {n}", "remove from the game:"],
                    [(f"Burn {_cards(m.cards)}", m) for m in moves if isinstance(m, Burn)])
        if kind == "wander":
            return (["Wandering", "discard these, draw as many:"],
                    [(f"Discard {_cards(m.cards)}", m) for m in moves if isinstance(m, Wander)])
        if kind == "place":
            return (["Invitation", f"drag {n} Gorilla{'s' if n > 1 else ''} from your hand to a spot"], [])
        if kind == "flee":
            return (["Fleeing", "drag a Gorilla one row down"], [])
        if kind == "swap":
            return (["Swap", "drag a Banana card onto a Level 2+ Gorilla"], [])
    if st.phase == "maintenance":
        excess = st.hand_size - 7
        return ([f"Hand maintenance: discard {excess}"],
                [(f"Discard {_cards(m.cards)}", m) for m in legal_moves(st) if isinstance(m, Discard)])
    if st.phase == "end":
        return ([f"{st.ground_gorillas()} Gorillas on the Ground!", "declare, or play on for more"],
                [(f"Declare victory ({st.ground_gorillas()})", Declare()), ("Play on", PlayOn())])
    if st.phase == "action":
        return ([], [("End the Action phase (eat)", End())])
    return [], []


def describe_move(move: Move) -> str:
    """A move in words ("put the Gorilla at 1.1 to sleep for Walking")."""
    if isinstance(move, Play):
        return f"play a {NAMES[move.card]} from your hand to {spot_text(move.spot)}"
    if isinstance(move, Act):
        payers = ", ".join(spot_text(s) for s in move.pay)
        return f"{BY_NAME[move.name].label}, paid by the Gorilla{'s' if len(move.pay) > 1 else ''} at {payers}"
    if isinstance(move, End):
        return "end the Action phase"
    if isinstance(move, Guess):
        return f"guess {NAMES[move.card]}"
    if isinstance(move, Place):
        return f"place the Gorilla at {spot_text(move.spot)}"
    if isinstance(move, Arrange):
        return f"put {_cards(move.top)} on top and {_cards(move.bottom)} at the bottom"
    if isinstance(move, (Burn, Wander, Discard)):
        return f"{type(move).__name__.lower()} {_cards(move.cards)}"
    if isinstance(move, Flee):
        return f"let the Gorilla at {spot_text(move.src)} flee to {spot_text(move.dst)}"
    if isinstance(move, Swap):
        return f"swap the Banana at {spot_text(move.banana)} with the Gorilla at {spot_text(move.gorilla)}"
    if isinstance(move, Declare):
        return "declare victory"
    if isinstance(move, PlayOn):
        return "play on"
    return str(move)
