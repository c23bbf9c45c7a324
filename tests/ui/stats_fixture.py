"""A few hundred synthetic finished games (not real play) to look at the Statistics window."""

from __future__ import annotations

import datetime as dt
import random

from ui.stats.entries import Entry, Mix

GAMES = (("girafferaffe", (1, 5), ("random", "normal")), ("sifaka", (2, 4), ("random", "normal")),
         ("goritaire", (1, 1), ()), ("gorilla", (3, 5), ("random", "easy", "normal", "hard")),
         ("trio", (2, 2), ("random", "normal")))
MIXES = (Mix(16), Mix(16), Mix(16), Mix(20), Mix(12, True))


def synthetic_entries(count: int = 300, seed: int = 7) -> list[Entry]:
    rng = random.Random(seed)
    start = dt.datetime(2025, 9, 1, 18, 0)
    robot = 15
    out = []
    for n in range(count):
        game, (low, high), levels = rng.choice(GAMES)
        when = (start + dt.timedelta(hours=7 * n + rng.randrange(5))).strftime("%Y-%m-%dT%H:%M:%S")
        players = rng.randint(low, high)
        base = {"game": game, "id": f"synthetic{n:05d}", "when": when, "players": players}
        assisted = rng.random() < 0.05
        if game == "goritaire":
            won = rng.random() < 0.35 + n / (3 * count)
            score = rng.randint(20, 60) + n // 6 if won else 0
            out.append(Entry(**base, humans=1, won=won, place=1 if won else None, score=score,
                             mix=rng.choice(MIXES), assisted=assisted))
            continue
        if game == "girafferaffe" and players == 1:
            won = rng.random() < 0.55
            out.append(Entry(**base, humans=1, won=won, place=1 if won else None, robot=robot))
            robot = min(45, robot + 1) if won else robot
            continue
        if rng.random() < 0.06:
            out.append(Entry(**base, humans=players, levels=(), won=None))
            continue
        opponents = tuple(rng.choice(levels) for _ in range(players - 1))
        won = rng.random() < 0.3 + 0.25 * opponents.count("random") / len(opponents)
        out.append(Entry(**base, humans=1, levels=opponents, won=won, place=1 if won else 2, assisted=assisted))
    return out
