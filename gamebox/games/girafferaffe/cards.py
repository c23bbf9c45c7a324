"""Cards (G1): four colours, ranks 1-15, and four identical Copy cards.

A card is a small int: colour * 16 + rank for number cards, COPY for a Copy card. Hands and
plays are sorted tuples of these ints (Copy cards sort last). Text: "R7", "B15", "=".
"""

from __future__ import annotations

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


def _text(c: int) -> str:
    if c == COPY:
        return "="
    if c == UNKNOWN:
        return "?"
    if 0 <= c < COPY and 1 <= c & 15 <= 15:
        return f"{LETTERS[c >> 4]}{c & 15}"
    return "?"


TEXTS: tuple[str, ...] = tuple(_text(c) for c in range(UNKNOWN + 1))  # looked up: listing moves is hot


def card_text(c: int) -> str:
    return TEXTS[c]


def cards_text(cards: Iterable[int]) -> str:
    return " ".join(map(TEXTS.__getitem__, cards))


def parse_card(token: str, allow_unknown: bool = False) -> int:
    """ "R7" -> red 7, "=" -> Copy; NotationError otherwise (ranks are ASCII digits only)."""
    text = token.strip().upper() if isinstance(token, str) else ""
    if text == "=":
        return COPY
    if allow_unknown and text == "?":
        return UNKNOWN
    if 2 <= len(text) <= 3 and text[0] in LETTERS and all("0" <= ch <= "9" for ch in text[1:]):
        rank = int(text[1:])
        if 1 <= rank <= 15:
            return card(LETTERS.index(text[0]), rank)
    raise NotationError(f"{str(token)[:20]!r} is not a card (write a colour letter R, B, Y or G and a rank 1-15, "
                        f"or = for a Copy)")


def card_words(c: int) -> str:
    """A card in plain words: "red 7", "a Copy card" is "Copy"."""
    if c == COPY:
        return "Copy"
    if c == UNKNOWN:
        return "hidden card"
    return f"{COLOURS[c >> 4]} {c & 15}"


def card_name(c: int) -> str:
    """Inventory name of a card."""
    return card_text(c)
