"""Moves: frozen, hashable dataclasses (text forms in notation.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayCards:
    """Play `cards` (a sorted tuple of card ints) on the tree named `tree`."""

    tree: str
    cards: tuple[int, ...]


@dataclass(frozen=True)
class SpendApple:
    """Return one apple to the supply instead of playing (G9)."""


@dataclass(frozen=True)
class RobotChoice:
    """Solo (G13): the human picks which of the Robot's equal plays (same ranks, other
    colours) the Robot makes."""

    cards: tuple[int, ...]


Move = PlayCards | SpendApple | RobotChoice
