"""Seeded randomness: a deal number reproduces every shuffle of a game."""

from __future__ import annotations

import random

from gamebox.core.errors import ConfigError
from gamebox.core.validate import show

MAX_SEED = 2**63 - 1


def parse_seed(text: str | int) -> int:
    """A deal number from user input; refuses anything but a whole number 0..2**63-1."""
    if isinstance(text, bool):
        raise ConfigError(f"Deal number must be a whole number, not {show(text)}")
    if isinstance(text, int):
        value = text
    else:
        stripped = str(text).strip()
        if not (stripped.isascii() and stripped.isdigit()) or len(stripped) > 19:
            raise ConfigError(f"Deal number must be a whole number, 0 or more, of at most 18 digits, not {show(text)}")
        value = int(stripped)
    if not 0 <= value <= MAX_SEED:
        raise ConfigError(f"Deal number {show(value)} is too large: choose one of at most 18 digits"
                          if value > 0 else f"Deal number must be 0 or more, not {show(value)}")
    return value


def make_rng(seed: int, stream: str = "") -> random.Random:
    """A private generator for one seed (and an optional named stream, e.g. "round2")."""
    return random.Random(f"gamebox:{seed}:{stream}")


def random_seed() -> int:
    """A fresh deal number for "New game" when the player gives none."""
    return random.SystemRandom().randrange(0, 10**9)
