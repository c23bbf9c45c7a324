"""The Sifaka cards: boxes, rotation and the deck data file (S1, S2, S3).

A card covers 2x2 boxes. Its four boxes are listed top-left, top-right, bottom-left,
bottom-right as printed (rotation 0). A box is written in the data file as a short text:
the number of palm trees (0-3) followed by at most one mark: an arrow N/E/S/W, a mango
g/y/r (green, yellow, red) or H (a hut). "2E" is two palms and an arrow pointing east,
"1g" one palm and a green mango, "0" a blank box.

Directions are 0=N, 1=E, 2=S, 3=W; x grows to the east, y to the south (screen order).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

DIRS: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIR_NAMES = "nesw"
MANGO_COLOURS = ("g", "y", "r")
COLOUR_NAMES = {"g": "green", "y": "yellow", "r": "red"}
# Counter values per colour as the sheet lists them (S2).
COUNTER_VALUES: dict[str, tuple[int, ...]] = {
    "g": (1,) * 10 + (2,) * 5,
    "y": (2,) * 6 + (3,) * 3,
    "r": (3,) * 4 + (4,) * 2,
}
ROTATIONS = (0, 90, 180, 270)
# Local (column, row) of the four listed boxes at rotation 0.
LOCAL = ((0, 0), (1, 0), (0, 1), (1, 1))


@dataclass(frozen=True)
class Box:
    """One box of a card: palm trees, and at most one arrow (a direction), mango or hut."""

    palms: int
    arrow: int | None = None
    mango: str | None = None
    hut: bool = False

    @property
    def blank(self) -> bool:
        return self.palms == 0 and self.arrow is None and self.mango is None and not self.hut

    def turned(self, quarter_turns: int) -> Box:
        """The same box with its arrow turned clockwise by quarter turns (S1)."""
        if self.arrow is None or quarter_turns % 4 == 0:
            return self
        return Box(self.palms, (self.arrow + quarter_turns) % 4, self.mango, self.hut)

    def to_text(self) -> str:
        mark = ""
        if self.arrow is not None:
            mark = DIR_NAMES[self.arrow].upper()
        elif self.mango is not None:
            mark = self.mango
        elif self.hut:
            mark = "H"
        return f"{self.palms}{mark}"


def parse_box(text: str) -> Box:
    """ "2E" -> Box(2, arrow=1); raises ValueError for anything else."""
    if not text or not text[0].isdigit():
        raise ValueError(f"box {text!r} must start with its palm count")
    palms = int(text[0])
    mark = text[1:]
    if palms > 3 or len(mark) > 1:
        raise ValueError(f"box {text!r} is not a palm count 0-3 with at most one mark")
    if mark == "":
        return Box(palms)
    if mark in "NESW":
        return Box(palms, arrow="NESW".index(mark))
    if mark in MANGO_COLOURS:
        return Box(palms, mango=mark)
    if mark == "H":
        return Box(palms, hut=True)
    raise ValueError(f"box {text!r} has an unknown mark {mark!r}")


@dataclass(frozen=True)
class Card:
    id: str
    boxes: tuple[Box, Box, Box, Box]

    @property
    def mango(self) -> str | None:
        for box in self.boxes:
            if box.mango:
                return box.mango
        return None


def rotate_local(col: int, row: int, quarter_turns: int) -> tuple[int, int]:
    """Where a box at (col, row) of a 2x2 card lands after turning it clockwise."""
    for _ in range(quarter_turns % 4):
        col, row = 1 - row, col
    return col, row


_CELL_CACHE: dict[tuple[str, int], tuple[tuple[tuple[int, int], Box], ...]] = {}


def card_boxes(card_id: str, rotation: int) -> tuple[tuple[tuple[int, int], Box], ...]:
    """The card's four boxes turned clockwise by `rotation` degrees, each with its (column,
    row) offset from the card's top-left (arrows turned with the card, S1)."""
    key = (card_id, rotation)
    local = _CELL_CACHE.get(key)
    if local is None:
        quarter = rotation // 90
        card = ALL_CARDS()[card_id]
        local = tuple(
            (rotate_local(col, row, quarter), box.turned(quarter))
            for (col, row), box in zip(LOCAL, card.boxes)
        )
        _CELL_CACHE[key] = local
    return local


def card_cells(card_id: str, x: int, y: int, rotation: int) -> tuple[tuple[tuple[int, int], Box], ...]:
    """The four table boxes a card covers with its top-left on (x, y), turned clockwise by
    `rotation` degrees, each with the box it shows there (arrows turned with the card, S1)."""
    return tuple(((x + c, y + r), box) for (c, r), box in card_boxes(card_id, rotation))


@dataclass(frozen=True)
class Deck:
    huts: tuple[Card, ...]
    terrain: tuple[Card, ...]


def parse_deck(data: object) -> Deck:
    if not isinstance(data, dict):
        raise TypeError("deck file must hold an object")

    def cards(key: str) -> tuple[Card, ...]:
        out = []
        for item in data[key]:  # type: ignore[index]
            boxes = tuple(parse_box(text) for text in item["boxes"])
            if len(boxes) != 4:
                raise ValueError(f"card {item['id']} must have 4 boxes")
            out.append(Card(item["id"], boxes))  # type: ignore[arg-type]
        return tuple(out)

    return Deck(cards("huts"), cards("terrain"))


@lru_cache(maxsize=1)
def load_deck() -> Deck:
    """The shipped deck, resources/sifaka/deck.json (S2)."""
    text = resources.files("resources").joinpath("sifaka", "deck.json").read_text(encoding="utf-8")
    return parse_deck(json.loads(text))


@lru_cache(maxsize=1)
def ALL_CARDS() -> dict[str, Card]:
    deck = load_deck()
    return {card.id: card for card in deck.huts + deck.terrain}
