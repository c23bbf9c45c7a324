"""How fast each level taps the Gorilla (K6): the one reaction-time model behind every race.

The engine draws an all-computer race from it (a chance event seeded from the state, never a
decision anyone makes), the table times its computer seats with it when a human races too,
and computer players asked for a race order (a position with no seat levels) use it as well.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

HUMAN = "human"

# Reaction time ranges in milliseconds from the moment the Gorilla lies visible on the pile:
# (fastest, slowest), drawn uniformly. A person who taps within about 0.45 s beats Normal
# computers nearly always and loses to Hard ones most of the time.
REACTION_MS: dict[str, tuple[int, int]] = {
    "random": (500, 2200),
    "easy": (700, 1500),
    "normal": (420, 1000),
    "hard": (220, 480),
}


def reaction_time_ms(level: str, rng: random.Random) -> int:
    """How long a computer seat of `level` takes to tap the Gorilla."""
    low, high = REACTION_MS.get(level, REACTION_MS["normal"])
    return rng.randint(low, high)


def race_order(tappers: Sequence[int], levels: Sequence[str], rng: random.Random) -> tuple[int, ...]:
    """The tap order, first to last, of `tappers` (in turn order from the Gorilla's player):
    each draws a reaction time for its level; equal times keep turn order."""
    times = [(reaction_time_ms(levels[seat] if seat < len(levels) else "normal", rng), k, seat)
             for k, seat in enumerate(tappers)]
    return tuple(seat for _, _, seat in sorted(times))
