"""The 45 cards as small ints (K1), their names and the matching table.

Animal card: colour * 10 + animal (0..39); the Joker is 40; the Gorilla of colour c is 41 + c.
A hidden card is UNKNOWN (-1). Ints keep hands, piles and the playout loop fast.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
ANIMALS: tuple[str, ...] = (
    "tiger", "crocodile", "zebra", "lion", "hippo",
    "giraffe", "parrot", "panther", "monkey", "elephant",
)
PANTHER = 7  # K5: every other player draws 1
MONKEY = 8  # K5: the next player is skipped
ELEPHANT = 9  # K5: the direction reverses

JOKER = 40
GORILLA0 = 41
DECK_SIZE = 45
UNKNOWN = -1
HAND_SIZE = 6  # K1

DECK: tuple[int, ...] = tuple(range(DECK_SIZE))


def colour_of(card: int) -> int:
    """Bus colour 0..3, or -1 for the Joker."""
    if card < 40:
        return card // 10
    if card == JOKER:
        return -1
    return card - GORILLA0


def is_gorilla(card: int) -> bool:
    return card >= GORILLA0


def _name(card: int) -> str:
    if card < 40:
        return f"{COLOURS[card // 10]}-{ANIMALS[card % 10]}"
    if card == JOKER:
        return "joker"
    return f"{COLOURS[card - GORILLA0]}-gorilla"


NAMES: tuple[str, ...] = tuple(_name(card) for card in DECK)
CARD_BY_NAME: dict[str, int] = {name: card for card, name in enumerate(NAMES)}


def card_name(card: int) -> str:
    """ "red-tiger", "joker", "blue-gorilla"; "?" for a hidden card."""
    return NAMES[card] if 0 <= card < DECK_SIZE else "?"


def card_words(card: int) -> str:
    """ "the red tiger", "the Joker", "the blue Gorilla" for messages."""
    if card == JOKER:
        return "the Joker"
    if card >= GORILLA0:
        return f"the {COLOURS[card - GORILLA0]} Gorilla"
    return f"the {COLOURS[card // 10]} {ANIMALS[card % 10]}"


def _fits(top: int, card: int) -> bool:
    """K3/K4/K5 matching, ignoring the Joker's last-card rule (checked by the caller)."""
    if card == JOKER:
        return True
    if top == JOKER:
        return True  # K4: any animal or any Gorilla goes on the Joker
    if top >= GORILLA0:
        return False  # a Gorilla on top is always followed by a tap race and a new pile
    if card >= GORILLA0:
        return card - GORILLA0 == top // 10  # K5: on an animal of its bus colour
    return card // 10 == top // 10 or card % 10 == top % 10


# FITS[top][card]: may `card` go on `top` in a normal turn (K3-K5)?
FITS: tuple[tuple[bool, ...], ...] = tuple(
    tuple(_fits(top, card) for card in DECK) for top in DECK
)
