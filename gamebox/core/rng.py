"""Seeded randomness: a deal number reproduces every shuffle of a game."""

from __future__ import annotations

import random

from gamebox.core.errors import ConfigError
from gamebox.core.validate import show, show_plain

MAX_SEED = 2**63 - 1  # what a save, a position or the command line may hold
MAX_PLAYER_SEED = 10**18 - 1  # what a player types in the new-game dialog: 18 digits at most
SEED_RANGE = f"from 0 to {MAX_SEED}"


def seed_words(high: int = MAX_SEED) -> str:
    """How a refusal names the limit `high` it checks: "of at most 18 digits" for the player's
    limit, "from 0 to 9223372036854775807" for the machine's (never one limit in the other's words)."""
    digits = len(str(high))
    return f"of at most {digits} digits" if high == 10**digits - 1 else f"from 0 to {high}"


def parse_seed(text: str | int, high: int = MAX_SEED) -> int:
    """A deal number from input; refuses anything but a whole number from 0 to `high` (MAX_SEED,
    2**63-1, for saves and the command line; MAX_PLAYER_SEED for the new-game dialog), and says
    so in the words of the limit it checks (`seed_words`)."""
    limit = seed_words(high)
    if isinstance(text, bool):
        raise ConfigError(f"Deal number must be a whole number {limit}, not {show(text)}")
    if isinstance(text, int):
        value = text
    else:
        stripped = str(text).strip()
        if not (stripped.isascii() and stripped.isdigit()):
            raise ConfigError(f"Deal number must be a whole number {limit}, not {show(text)}")
        digits = stripped.lstrip("0") or "0"  # leading zeros are no part of the size
        if len(digits) > len(str(high)):  # never int() of thousands of digits
            shown = stripped if len(stripped) <= 40 else stripped[:37] + "..."
            raise ConfigError(f"Deal number {shown} is too large: choose one {limit}")
        value = int(digits)
    if not 0 <= value <= high:
        raise ConfigError(f"Deal number {show(value)} is too large: choose one {limit}"
                          if value > 0 else f"Deal number must be a whole number {limit}, not {show(value)}")
    return value


def player_seed(text: str) -> int:
    """A deal number a player typed (the new-game dialog): 0 to MAX_PLAYER_SEED, 18 digits. Its
    refusal's `plain` words say how one is written ("-5" was told it was no whole number)."""
    try:
        return parse_seed(text, MAX_PLAYER_SEED)
    except ConfigError as exc:
        typed = str(text).strip()
        shown = show_plain(typed)
        plain = (f"A deal number has at most 18 digits: {shown} is too large." if typed.isascii() and typed.isdigit()
                 else f"A deal number is written with the digits 0 to 9 alone, at most 18 digits: {shown} is not one.")
        raise ConfigError(str(exc), plain=plain) from None


def make_rng(seed: int, stream: str = "") -> random.Random:
    """A private generator for one seed (and an optional named stream, e.g. "round2")."""
    return random.Random(f"gamebox:{seed}:{stream}")


def random_seed() -> int:
    """A fresh deal number for "New game" when the player gives none."""
    return random.SystemRandom().randrange(0, 10**9)
