"""Choosing cards of the hand by clicking them: while Wandering waits, or the hand must come
down to 7 at the end of a turn, a click on a hand card chooses it (again: keeps it), and the
button under the title discards the chosen cards (Wandering then draws as many). It replaces
lists of every mix of Gorillas and Bananas (up to seventeen buttons in card letters). The rules
judge the move when the button is pressed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF

from gamebox.core.describe import plural
from gamebox.games.goritaire.moves import Discard, Move, Wander, cards_text
from gamebox.games.goritaire.options import discard_count
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, State
from ui.goritaire import layout as L
from ui.goritaire.choices import choice_tip

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene

WANDER, KEEP = "wander", "keep"


def picking(st: State) -> str:
    """What choosing hand cards is for now: WANDER, KEEP (down to 7) or "" (nothing)."""
    if st.pending:
        return WANDER if st.pending[0][0] == "wander" else ""
    return KEEP if discard_count(st) else ""


def pick_title(st: State) -> list[str]:
    """The title over the button: what the choice is, then what to do."""
    if picking(st) == WANDER:
        return ["Wandering", "Click the cards of your hand to discard, then press Discard and draw: you draw as many."]
    excess = discard_count(st)
    return [f"Keep {HAND_LIMIT}", f"Click {plural(excess, 'card')} of your hand to discard, then press Discard."]


def pick_status(st: State) -> str:
    """The status line while hand cards are being chosen: the title in one line."""
    head, text = pick_title(st)
    return f"{head}: {text[:1].lower()}{text[1:]}"


PICK_KEYS = "Enter or Space chooses the card in the ring, or keeps it again"


def card_tip(st: State) -> str:
    what = "Wandering" if picking(st) == WANDER else "discarding"
    return f"Click to choose it for {what}; click again to keep it."


def chosen_cards(scene: GoritaireScene) -> str:
    """The hand cards chosen so far, as the move's letters (Gorillas first)."""
    picked = [item.payload for item in scene.hand_items if item.scene() is scene and item.isSelected()]
    return cards_text(picked.count(GORILLA), picked.count(BANANA))


def _move(st: State, cards: str) -> Move:
    return Wander(cards) if picking(st) == WANDER else Discard(cards)


def _button(st: State, cards: str) -> tuple[str, str, bool]:
    """(label, tooltip, enabled) of the button for the cards chosen."""
    n = len(cards)
    if picking(st) == WANDER:
        if not n:
            return "Discard and draw", "First click the cards of your hand to discard.", False
        return f"Discard {n}, draw {n}", choice_tip(Wander(cards)), True
    need = discard_count(st)
    if n == need:
        return f"Discard {n}", choice_tip(Discard(cards)), True
    if n < need:
        return f"Choose {need - n} more", f"Click {plural(need, 'card')} of your hand to discard.", False
    return f"Choose {n - need} fewer", f"Only {plural(need, 'card')} go: click a chosen one to keep it.", False


def build_pick_button(scene: GoritaireScene, st: State, pos: QPointF) -> None:
    label, tip, enabled = _button(st, chosen_cards(scene))
    button = scene.button("pick:go", label, pos, QSizeF(L.CHOICE_WIDTH, 34), enabled=enabled)
    button.setToolTip(tip)


def refresh_button(scene: GoritaireScene, st: State) -> None:
    """The chosen cards changed: the button says how many go."""
    button = scene.buttons.get("pick:go")
    if button is None or button.scene() is not scene:
        return
    button.label, tip, button.enabled = _button(st, chosen_cards(scene))
    button.setToolTip(tip)
    button.update()


def choose(scene: GoritaireScene, cards: str) -> None:
    """Choose that many Gorillas and Bananas of the hand (after a rebuild, or for a Hint)."""
    left = {GORILLA: cards.count(GORILLA), BANANA: cards.count(BANANA)}
    for item in scene.hand_items:
        take = left.get(item.payload, 0) > 0
        item.setSelected(take)
        if take:
            left[item.payload] -= 1


def discard_chosen(scene: GoritaireScene, st: State) -> None:
    """The button: the move with the cards chosen, or why not yet."""
    cards = chosen_cards(scene)
    label, _tip, enabled = _button(st, cards)
    if enabled:
        scene.play(_move(st, cards))
    elif picking(st) == WANDER:
        scene.refuse("first click the cards of your hand to discard")
    else:
        scene.refuse(f"{label.lower()}: {plural(discard_count(st), 'card')} must go to keep {HAND_LIMIT}")
