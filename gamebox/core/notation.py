"""Helpers shared by the games' text notations."""

from __future__ import annotations

from typing import Any, Protocol

from gamebox.core.errors import NotationError, RecordError
from gamebox.core.validate import ascii_int


def split_moves(text: str) -> list[str]:
    """ "M1; M2\\nM3" -> ["M1", "M2", "M3"]; blank parts are dropped."""
    parts = text.replace("\n", ";").split(";")
    return [part.strip() for part in parts if part.strip()]


def tokens(text: str) -> list[str]:
    """A move text as lower-case words."""
    return text.strip().lower().split()


def parse_int(token: str, what: str) -> int:
    """A number in a move text: optional sign and ASCII digits only ("²" and "٣" are refused)."""
    try:
        return ascii_int(token, what)
    except RecordError:
        raise NotationError(f"{what} must be a number, not {token!r}") from None


def parse_pair(token: str, what: str) -> tuple[int, int]:
    """ "3,-2" -> (3, -2)."""
    bits = token.split(",")
    if len(bits) != 2:
        raise NotationError(f"{what} must look like x,y, not {token!r}")
    return parse_int(bits[0], what), parse_int(bits[1], what)


class _TextGame(Protocol):
    def move_to_text(self, move: Any) -> str: ...
