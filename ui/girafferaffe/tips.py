"""Tooltips of the Girafferaffe table's apples and piles (the trees' are in plate_words.py), and
the keys' words on a hand card while cards are marked."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGraphicsItem

from gamebox.games.girafferaffe.words import count


def own_apple_tip(playing: bool) -> str:
    if playing:
        return ("One of your apples: drag it to the supply, or press Spend an apple, to spend it instead of "
                "playing cards. Your turn is then over.")
    return "One of your apples: on your turn, spend it instead of playing cards."


def supply_tip(apples: int) -> str:
    return (f"The supply: {count(apples, 'apple')}. A play on some trees earns one from here, while they last; "
            "a spent apple comes back here.")


def redraw_tip(cards: int) -> str:
    return (f"The Redraw Deck: {count(cards, 'card')}. A play on some trees earns its top card, while it lasts.")


def marked_keys_words(card: QGraphicsItem, hand: Sequence[QGraphicsItem]) -> str:
    """What Enter and Space do on a hand card in the keyboard's ring while cards are marked ("" with
    none marked: the table's usual words). Enter on an unmarked card lifts the marked ones with it,
    and the line had said only "Enter picks up the card in the ring"."""
    marked = sum(item.isSelected() for item in hand)
    if not marked:
        return ""
    them = "the marked card" if marked == 1 else f"the {marked} marked cards"
    if card.isSelected():
        return f"Enter picks up {them}; Space unmarks this one"
    return f"Enter picks it up with {them}; Space marks it too"
