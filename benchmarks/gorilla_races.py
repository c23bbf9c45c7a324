"""How often a person who taps after a given time is last in a Gorilla tap race, by the
computers' level (the reaction-time model of gamebox/games/gorilla/reaction.py), and how often
each level loses all-computer races against another. Counts from seeded draws, no timing.

    python benchmarks/gorilla_races.py --races 10000 --players 4
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.games.gorilla.reaction import REACTION_MS, race_order, reaction_time_ms

LEVELS = ("easy", "normal", "hard")


def human_last_share(level: str, tap_ms: int, players: int, races: int, rng: random.Random) -> float:
    """The share of races a person tapping at `tap_ms` ends last against players-2 computers."""
    last = 0
    for _ in range(races):
        last += all(reaction_time_ms(level, rng) < tap_ms for _ in range(players - 2))
    return last / races


def level_loses_share(level: str, against: str, players: int, races: int, rng: random.Random) -> float:
    """All computers: the share of races (someone else's Gorilla) that `level` loses."""
    lost = 0
    for _ in range(races):
        levels = [level] + [against] * (players - 1)
        order = race_order(list(range(players - 1)), levels, rng)
        lost += order[-1] == 0
    return lost / races


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=10000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    for tap_ms in (300, 450, 600, 800):
        shares = {level: round(human_last_share(level, tap_ms, args.players, args.races, rng), 4) for level in LEVELS}
        print(json.dumps({"person_taps_ms": tap_ms, "players": args.players, "last_share": shares}))
    for level, against in (("normal", "easy"), ("hard", "normal")):
        share = level_loses_share(level, against, args.players, args.races, rng)
        print(json.dumps({"level": level, "against": against, "players": args.players,
                          "loses_race_share": round(share, 4), "fair": round(1 / (args.players - 1), 4)}))
    print(json.dumps({"reaction_ms": REACTION_MS}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
