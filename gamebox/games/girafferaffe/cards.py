"""Cards (G1): four colours, ranks 1-15, and four identical Copy cards.

A card is a small int: colour * 16 + rank for number cards, COPY for a Copy card. Hands and
plays are sorted tuples of these ints (Copy cards sort last). Text: "R7", "B15", "=".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from gamebox.core.errors import NotationError

COLOURS = ("red", "blue", "yellow", "green")
LETTERS = "RBYG"
RANKS = range(1, 16)
COPY = 64
UNKNOWN = 99  # a hidden card in a view
COPIES = 4

NUMBER_CARDS: tuple[int, ...] = tuple(c * 16 + r for c in range(4) for r in RANKS)
ALL_CARDS: tuple[int, ...] = NUMBER_CARDS + (COPY,) * COPIES


def card(colour: int, rank: int) -> int:
    return colour * 16 + rank


def rank_of(c: int) -> int:
    """The rank of a number card (0 for a Copy)."""
    return 0 if c == COPY else c & 15


def colour_of(c: int) -> int:
    """The colour index of a number card (4 for a Copy)."""
    return 4 if c == COPY else c >> 4


def card_text(c: int) -> str:
    if c == COPY:
        return "="
    if c == UNKNOWN:
        return "?"
    return f"{LETTERS[c >> 4]}{c & 15}"


def cards_text(cards: Iterable[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def parse_card(token: str, allow_unknown: bool = False) -> int:
    """ "R7" -> red 7, "=" -> Copy; NotationError otherwise."""
    text = token.strip().upper()
    if text == "=" or (text.startswith("=") and len(text) > 1):
        return COPY
    if allow_unknown and text == "?":
        return UNKNOWN
    if len(text) >= 2 and text[0] in LETTERS and text[1:].isdigit():
        rank = int(text[1:])
        if 1 <= rank <= 15:
            return card(LETTERS.index(text[0]), rank)
    raise NotationError(f"{token!r} is not a card (write a colour letter R, B, Y or G and a rank 1-15, or =)")


def card_name(c: int) -> str:
    """Inventory name of a card."""
    return card_text(c)


def count_names(cards: Iterable[int]) -> Counter[str]:
    return Counter(card_text(c) for c in cards)
