"""Placeholder (being written)."""
from __future__ import annotations
from typing import Any


def describe_turn(state: Any, seat: Any, names: Any = None) -> str:
    return "Sifaka"


def describe_move(before: Any, move: Any, events: Any, seat: Any, names: Any = None) -> str:
    return "A move"


def describe_result(state: Any, seat: Any, names: Any = None) -> Any:
    return None
