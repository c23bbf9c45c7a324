"""Tooltips of the Girafferaffe table's apples and piles (the trees' are in plate_words.py)."""

from __future__ import annotations

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
