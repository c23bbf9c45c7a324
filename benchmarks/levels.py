"""Computer levels measured against each other (issue: easy < normal < hard in every game).

One seat plays `--level`, every other seat `--against`; deal n puts the level in seat
(n - 1) mod players (`level_seat`), so each seat position gets its share and a deal is played
the same whichever run holds it (runs of deals 1-400 and 401-800 add up to one of 1-800).
Prints the level's win share (shared wins split, Girafferaffe's loser share too) with a 95%
Wilson interval, and think time per decision for each level (wall time, and the thinking
thread's CPU time, which other programs on the machine do not inflate).

    python benchmarks/levels.py trio --players 2 --level hard --against normal --games 200
    python benchmarks/levels.py --table          # every pairing the README's table lists
    python benchmarks/levels.py --table --games 40 --only trio   # a quicker look

Each game is played through the public contract and views only (gamebox.selfplay-like), with
the decisions' think time measured around `choose`.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.ai.base import make_player  # noqa: E402
from gamebox.core.contract import with_seat_levels
from gamebox.core.rng import make_rng  # noqa: E402
from gamebox.registry import get_info  # noqa: E402

# (game, players, options, level, against): the pairings behind the README's levels table
TABLE: tuple[tuple[str, int, dict[str, Any], str, str], ...] = (
    ("trio", 2, {}, "normal", "easy"),
    ("trio", 2, {}, "hard", "normal"),
    ("girafferaffe", 2, {}, "normal", "easy"),
    ("girafferaffe", 2, {}, "hard", "normal"),
    ("sifaka", 2, {}, "normal", "easy"),
    ("sifaka", 2, {}, "hard", "normal"),
    ("girafferaffe", 3, {}, "normal", "easy"),
    ("girafferaffe", 3, {}, "hard", "normal"),
    ("sifaka", 3, {}, "normal", "easy"),
    ("sifaka", 3, {}, "hard", "normal"),
    ("gorilla", 4, {}, "normal", "easy"),
    ("gorilla", 4, {}, "hard", "normal"),
)


@dataclass
class Tally:
    games: int = 0
    wins: float = 0.0  # shared wins split evenly
    losses: int = 0  # Girafferaffe: the one seat that lost (every other seat wins)
    think: dict[str, list[float]] = field(default_factory=dict)  # wall seconds
    think_cpu: dict[str, list[float]] = field(default_factory=dict)  # the thread's CPU seconds

    def add_think(self, level: str, seconds: float, cpu: float | None = None) -> None:
        self.think.setdefault(level, []).append(seconds)
        if cpu is not None:
            self.think_cpu.setdefault(level, []).append(cpu)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def level_seat(deal: int, players: int) -> int:
    """The measured level's seat at deal `deal`."""
    return (deal - 1) % players


# what a seat's decision cost: (seat, wall seconds, the thinking thread's CPU seconds)
ThinkReport = Callable[[int, float, float], None]


def play_deal(info: Any, config: Any, deal: int, levels: list[str], seats: list[Any] | None = None,
              think: ThinkReport | None = None, game_for: Callable[[Any, int], Any] | None = None) -> Any:
    """One deal played through each seat's view; returns the game's result. `seats`: the
    players (default: `levels`' players); `game_for(state, seat)`: the game handed to that
    seat's `choose` (default: the game itself; a bound may hand an oracle)."""
    game = info.load()
    players = len(levels)
    seats = seats or [make_player(info, lv) for lv in levels]
    rng = make_rng(deal, "levels")
    state = game.new_game(with_seat_levels(info, config, ["computer"] * players, levels), deal)
    while (seat := game.to_move(state)) is not None:
        view = game.view(state, seat)
        chooser = game_for(state, seat) if game_for is not None else game
        started, started_cpu = time.perf_counter(), time.thread_time()
        move = seats[seat].choose(chooser, view, seat, random.Random(rng.random()))
        if think is not None:
            think(seat, time.perf_counter() - started, time.thread_time() - started_cpu)
        state, _ = game.apply(state, move)
    return game.result(state)


def play(game_id: str, players: int, options: dict[str, Any], level: str, against: str, games: int,
         seed: int, tally: Tally | None = None) -> Tally:
    info = get_info(game_id)
    config = info.make_config(players, options)
    tally = tally or Tally()
    for deal in range(seed, seed + games):
        me = level_seat(deal, players)
        levels = [level if s == me else against for s in range(players)]
        result = play_deal(info, config, deal, levels,
                           think=lambda seat, wall, cpu: tally.add_think(levels[seat], wall, cpu))
        tally.games += 1
        if result.winners:
            if me in result.winners:
                tally.wins += 1 / len(result.winners)
            if len(result.winners) == players - 1 and me not in result.winners:
                tally.losses += 1
        else:
            tally.wins += 1 / players
    return tally


def summary(game_id: str, players: int, level: str, against: str, tally: Tally) -> dict[str, Any]:
    low, high = wilson(tally.wins, tally.games)
    out: dict[str, Any] = {
        "game": game_id, "players": players, "level": level, "against": against, "games": tally.games,
        "win_share": round(tally.wins / tally.games, 4), "ci95": [round(low, 4), round(high, 4)],
        "fair_share": round(1 / players, 4),
    }
    if game_id == "girafferaffe" and players > 2:
        lo, hi = wilson(tally.losses, tally.games)
        out.update(loser_share=round(tally.losses / tally.games, 4), loser_ci95=[round(lo, 4), round(hi, 4)])
    out["think_ms"] = {lv: {"mean": round(1000 * sum(t) / len(t), 2), "max": round(1000 * max(t), 1),
                            "decisions": len(t)} for lv, t in tally.think.items()}
    # the CPU time of the thinking thread: what the level costs, whatever else runs on the machine
    out["think_cpu_ms"] = {lv: {"mean": round(1000 * sum(t) / len(t), 2), "max": round(1000 * max(t), 1)}
                           for lv, t in tally.think_cpu.items()}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--against", default="normal")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="K=V")
    parser.add_argument("--table", action="store_true", help="every pairing of the README table")
    parser.add_argument("--only", default=None, help="with --table: one game")
    args = parser.parse_args(argv)
    if args.table:
        for game_id, players, options, level, against in TABLE:
            if args.only and game_id != args.only:
                continue
            tally = play(game_id, players, options, level, against, args.games, args.seed)
            print(json.dumps(summary(game_id, players, level, against, tally)), flush=True)
        return 0
    if not args.game:
        parser.error("name a game, or use --table")
    options = dict(pair.split("=", 1) for pair in args.option)
    tally = play(args.game, args.players, options, args.level, args.against, args.games, args.seed)
    print(json.dumps(summary(args.game, args.players, args.level, args.against, tally), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
