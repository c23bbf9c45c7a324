"""TRIO's triocolor cards (T1): 4 colours x 5 symbols x 2 copies = 40 cards.

A card is a small int, colour * 5 + symbol; copies of one face are the same int. Its text
form is "colour-symbol", e.g. "red-sun". None stands for a card a viewer cannot see.
"""

from __future__ import annotations

from gamebox.core.errors import NotationError

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
SYMBOLS: tuple[str, ...] = ("sun", "moon", "star", "leaf", "drop")
COPIES = 2
FACES = len(COLOURS) * len(SYMBOLS)  # 20 faces
DECK_SIZE = FACES * COPIES  # 40 cards (T1)
TRIO_CARDS = 6  # T1
HAND_SIZE = 5  # T2
COLUMNS = 5  # T3
TRIO_TO_WIN = 3  # T6
UNKNOWN = "?"

Card = int
MaybeCard = int | None

# short forms accepted by the parser: "r-sun", "red-su" are not; "rs" (colour + symbol letters) is
_COLOUR_LETTER = {name[0]: i for i, name in enumerate(COLOURS)}
_SYMBOL_LETTER = {"s": 0, "m": 1, "t": 2, "l": 3, "d": 4}


def colour_of(card: Card) -> int:
    return card // len(SYMBOLS)


def symbol_of(card: Card) -> int:
    return card % len(SYMBOLS)


def make_card(colour: int, symbol: int) -> Card:
    return colour * len(SYMBOLS) + symbol


def card_name(card: Card) -> str:
    return f"{COLOURS[colour_of(card)]}-{SYMBOLS[symbol_of(card)]}"


def maybe_name(card: MaybeCard) -> str:
    return UNKNOWN if card is None else card_name(card)


def parse_card(text: str) -> Card:
    """ "red-sun" (or "sun-red", or the letters "rs") -> the card; NotationError otherwise."""
    word = text.strip().lower()
    bits = word.replace("_", "-").replace(" ", "-").split("-")
    if len(bits) == 2:
        first, second = bits
        if first in COLOURS and second in SYMBOLS:
            return make_card(COLOURS.index(first), SYMBOLS.index(second))
        if first in SYMBOLS and second in COLOURS:
            return make_card(COLOURS.index(second), SYMBOLS.index(first))
    if len(word) == 2 and word[0] in _COLOUR_LETTER and word[1] in _SYMBOL_LETTER:
        return make_card(_COLOUR_LETTER[word[0]], _SYMBOL_LETTER[word[1]])
    raise NotationError(
        f"{text!r} is not a card: write a colour ({', '.join(COLOURS)}) and a symbol "
        f"({', '.join(SYMBOLS)}), e.g. red-sun"
    )


def parse_maybe(text: str) -> MaybeCard:
    return None if text.strip() == UNKNOWN else parse_card(text)


def full_deck() -> list[Card]:
    """Every card of the game, copies included, in a fixed order."""
    return [face for face in range(FACES) for _ in range(COPIES)]


def shared_feature(cards: tuple[Card, ...] | list[Card]) -> tuple[str, str] | None:
    """T4: ("colour", "red") or ("symbol", "sun") when all `cards` share it, else None.
    Colour is checked first (three identical cards share both)."""
    if not cards:
        return None
    colours = {colour_of(c) for c in cards}
    if len(colours) == 1:
        return "colour", COLOURS[colour_of(cards[0])]
    symbols = {symbol_of(c) for c in cards}
    if len(symbols) == 1:
        return "symbol", SYMBOLS[symbol_of(cards[0])]
    return None


def completes(a: Card, b: Card, c: Card) -> bool:
    """True when a, b, c share a colour or a symbol (a TRIO, T4)."""
    return (colour_of(a) == colour_of(b) == colour_of(c)) or (symbol_of(a) == symbol_of(b) == symbol_of(c))
