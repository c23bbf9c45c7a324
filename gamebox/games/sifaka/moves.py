"""Sifaka moves and their text forms.

    face n            choose the starting facing (n, e, s, w) of your pawn (S3)
    place 3,-2 r90    put the card in hand with its top-left box at x=3, y=-2, turned 90 degrees
    discard           only when the card fits nowhere (S5)
    move 4,1 turn@3,1 walk ending on box 4,1, turning to the arrow on box 3,1 (S4)
    take / leave      the mango counter where the walk ended (S6)
"""

from __future__ import annotations

from dataclasses import dataclass

from gamebox.core.errors import NotationError
from gamebox.core.notation import parse_pair, tokens
from gamebox.games.sifaka.deck import DIR_NAMES

Cell = tuple[int, int]


@dataclass(frozen=True)
class Face:
    facing: int


@dataclass(frozen=True)
class Place:
    x: int
    y: int
    rotation: int


@dataclass(frozen=True)
class Discard:
    pass


@dataclass(frozen=True)
class Walk:
    end: Cell
    turns: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class Take:
    pass


@dataclass(frozen=True)
class Leave:
    pass


Move = Face | Place | Discard | Walk | Take | Leave


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def move_to_text(move: Move) -> str:
    if isinstance(move, Face):
        return f"face {DIR_NAMES[move.facing]}"
    if isinstance(move, Place):
        return f"place {move.x},{move.y} r{move.rotation}"
    if isinstance(move, Discard):
        return "discard"
    if isinstance(move, Walk):
        return " ".join([f"move {cell_text(move.end)}"] + [f"turn@{cell_text(t)}" for t in move.turns])
    if isinstance(move, Take):
        return "take"
    if isinstance(move, Leave):
        return "leave"
    raise NotationError(f"not a Sifaka move: {move!r}")


def parse_text(text: str) -> Move:
    """The move a text names (its legality is checked by the rules)."""
    words = tokens(text)
    if not words:
        raise NotationError("empty move")
    head, rest = words[0], words[1:]
    if head == "face":
        if len(rest) != 1 or rest[0] not in ("n", "e", "s", "w", "north", "east", "south", "west"):
            raise NotationError("face takes one direction: n, e, s or w")
        return Face(DIR_NAMES.index(rest[0][0]))
    if head == "place":
        if len(rest) not in (1, 2):
            raise NotationError("write a placement as: place x,y r90")
        x, y = parse_pair(rest[0], "placement box")
        rotation = 0
        if len(rest) == 2:
            word = rest[1].removeprefix("r")
            if word not in ("0", "90", "180", "270"):  # ASCII digits only: "r9²" is refused
                raise NotationError("rotation must be r0, r90, r180 or r270")
            rotation = int(word)
        return Place(x, y, rotation)
    if head == "move":
        if not rest:
            raise NotationError("write a walk as: move x,y [turn@x,y ...]")
        end = parse_pair(rest[0], "end box")
        turns = []
        for word in rest[1:]:
            if not word.startswith("turn@"):
                raise NotationError(f"{word!r}: after the end box only turn@x,y may follow")
            turns.append(parse_pair(word[5:], "turn box"))
        return Walk(end, tuple(turns))
    if rest:
        raise NotationError(f"{head} takes nothing after it")
    if head == "discard":
        return Discard()
    if head == "take":
        return Take()
    if head == "leave":
        return Leave()
    raise NotationError(f"{text!r} is not a Sifaka move (face, place, discard, move, take, leave)")
