"""Wandering by choosing cards in the hand: while Wandering waits, a click on a hand card
chooses it (again: leaves it), and the button under the title discards the chosen cards, as
many being drawn. It replaces a list of every mix of Gorillas and Bananas (up to seventeen
buttons in card letters). The rules judge the move when the button is pressed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF

from gamebox.games.goritaire.moves import Wander, cards_text
from gamebox.games.goritaire.state import BANANA, GORILLA, State
from ui.goritaire import layout as L
from ui.goritaire.choices import choice_tip

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene

CARD_TIP = "Click to choose it for Wandering; click again to keep it."


def wandering(st: State) -> bool:
    return bool(st.pending) and st.pending[0][0] == "wander"


def chosen_cards(scene: GoritaireScene) -> str:
    """The hand cards chosen so far, as the move's letters (Gorillas first)."""
    picked = [item.payload for item in scene.hand_items if item.scene() is scene and item.isSelected()]
    return cards_text(picked.count(GORILLA), picked.count(BANANA))


def _button(cards: str) -> tuple[str, str, bool]:
    """(label, tooltip, enabled) of the button for the cards chosen."""
    if not cards:
        return "Discard and draw", "First click the cards of your hand to discard.", False
    return f"Discard {len(cards)}, draw {len(cards)}", choice_tip(Wander(cards)), True


def build_wander_button(scene: GoritaireScene, pos: QPointF) -> None:
    label, tip, enabled = _button(chosen_cards(scene))
    button = scene.button("wander:go", label, pos, QSizeF(L.CHOICE_WIDTH, 34), enabled=enabled)
    button.setToolTip(tip)


def refresh_button(scene: GoritaireScene) -> None:
    """The chosen cards changed: the button says how many go."""
    button = scene.buttons.get("wander:go")
    if button is None or button.scene() is not scene:
        return
    button.label, tip, button.enabled = _button(chosen_cards(scene))
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


def discard_chosen(scene: GoritaireScene) -> None:
    """The button: Wandering with the cards chosen, or why not yet."""
    cards = chosen_cards(scene)
    if cards:
        scene.play(Wander(cards))
    else:
        scene.refuse("first click the cards of your hand to discard")
