"""The choices the table asks as buttons beside the deck (the Walking guess, where one card
looked at goes, Combustion, declaring victory), and moves told in words for hints. Several
cards looked at are dragged into order (putback.py); the cards Wandering or keeping 7 discards
are clicked in the hand (hand_pick.py)."""

from __future__ import annotations

from gamebox.core.describe import plural, sentence
from gamebox.games.goritaire.flow import victory_score
from gamebox.games.goritaire.moves import (
    Arrange,
    Burn,
    Declare,
    End,
    Guess,
    Move,
    PlayOn,
)
from gamebox.games.goritaire.options import decision_moves
from gamebox.games.goritaire.policy import unknown_counts
from gamebox.games.goritaire.state import State
from gamebox.games.goritaire.words import NAMES, suggest

MANY = 5  # more choices than this are laid out in two narrow columns
LEGEND = "(G Gorilla, B Banana)"


def _cards(text: str) -> str:
    """Card letters for a narrow button, as the cards' corners show them: "G B B"."""
    return " ".join(text) if text else "–"


def _counts(text: str) -> str:
    """Cards counted in words for a wide button: "1 Gorilla, 2 Bananas", "Nothing"."""
    counts = ((text.count("G"), "Gorilla"), (text.count("B"), "Banana"))
    return ", ".join(plural(n, name) for n, name in counts if n) or "Nothing"


def _pick_label(cards: str, many: bool) -> str:
    return _cards(cards) if many else _counts(cards)


def choice_buttons(st: State) -> tuple[list[str], list[tuple[str, Move]]]:
    """(title lines, [(button label, move)]) for what the player must choose now; short lines
    (the panel is narrow and its text large)."""
    if st.over:
        return [], []
    if st.pending:
        kind, n = st.pending[0]
        moves = decision_moves(st)
        if kind == "guess":
            unseen, seen = guess_titles(st)
            return (seen or unseen, [(NAMES[m.card], m) for m in moves if isinstance(m, Guess)])
        if kind == "arrange":
            if n > 1:
                return [], []  # dragged into order where the actions were (putback.py)
            return _arrange_choices("".join(st.deck[:n]), [m for m in moves if isinstance(m, Arrange)])
        if kind == "burn":
            burns = [m for m in moves if isinstance(m, Burn)]
            return ([f"Combustion {n}: remove", "from the game", *([LEGEND] if len(burns) > MANY else [])],
                    [(_pick_label(m.cards, len(burns) > MANY), m) for m in burns])
        if kind == "wander":
            return [], []  # the cards are clicked in the hand (hand_pick.py)
        if kind == "place":
            return (["Invitation: drag", f"{plural(n, 'Gorilla')} from your", "hand onto a spot"], [])
        if kind == "flee":
            return (["Fleeing: drag a", "Gorilla one row down"], [])
        if kind == "swap":
            return (["Swap: drag a Banana", "onto a Gorilla of", "Level 2 or more"], [])
    if st.phase == "maintenance":
        return [], []  # the cards are clicked in the hand (hand_pick.py)
    if st.phase == "end":  # the score declaring now would bring, Banastasia's bonus too (it was left out)
        ground, bonus = victory_score(st)
        lines = ([f"{plural(ground, 'Gorilla')} on the", f"Ground, +{bonus} bonus:", "declare, or", "play on for more"]
                 if bonus else [f"{plural(ground, 'Gorilla')} on the", "Ground: declare, or", "play on for more"])
        return (lines, [(f"Declare victory ({ground + bonus})", Declare()), ("Play on", PlayOn())])
    if st.phase == "action":
        return ([], [("End the Action phase", End())])
    return [], []


def guess_titles(st: State) -> tuple[list[str], list[str]]:
    """The Walking guess's title when the top card is not seen, and when it was looked at with
    Scapulimancy (said here: the deck shows only a back), else []. Both are laid out as tall,
    so the buttons under them stay put from one Walking to the next."""
    u_g, u_b = unknown_counts(st)
    head = ["Walking: guess the", "top card of the deck"]
    unseen = [*head, f"Not seen yet: {_counts('G' * u_g + 'B' * u_b)}"]
    if st.deck and st.known[:1] == [True] and st.deck[0] in NAMES:
        return unseen, [*head, f"You saw it: a {NAMES[st.deck[0]]}"]
    return unseen, []


def _arrange_choices(seen: str, moves: list[Arrange]) -> tuple[list[str], list[tuple[str, Move]]]:
    """Where one card looked at goes, in words."""
    return (["You looked at the top", f"card: a {NAMES[seen]}"],
            [("Back on top" if m.top else "To the bottom", m) for m in sorted(moves, key=lambda m: not m.top)])


def choice_tip(move: Move) -> str:
    """A choice button's tooltip: the move in words, as the Hint tells it."""
    text = suggest(move)
    return sentence(text)
