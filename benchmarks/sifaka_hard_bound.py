"""Sifaka: what holds the hard player back at three or four players, hidden cards or playouts.

    python benchmarks/sifaka_hard_bound.py --players 3 --seed 801 --games 400
    python benchmarks/sifaka_hard_bound.py --players 3 --seed 801 --games 400 --sees-all --worlds 24
    python benchmarks/sifaka_hard_bound.py --players 3 --seed 801 --games 200 --sees-all \\
        --normal-lays --worlds 1 --rounds 1
    python benchmarks/sifaka_hard_bound.py --players 3 --seed 801 --games 400 --normal-lays \\
        --worlds 4 --rounds 1

Not a player: one hard seat (`ai.HARD_MANY`, the four-player setting with greedy playouts,
with the settings given; `--normal-lays --worlds 16 --rounds 1` is three players'
`ai.HARD_THREE`) against normal in every other seat, each deal with hard in the seat
`benchmarks/levels.py` gives it (`level_seat`), so both play the same deals and seats. With
`--sees-all` hard's look ahead is handed the true state instead of worlds sampled from its
view (the pile's order and the rivals' cards; counters are still judged at their colour's
mean), which no level may do: it measures what the hidden cards cost. `--normal-lays` makes the playouts lay their cards as normal does. One JSON line
per deal (with `--jsonl`) and a summary: win share with its 95% Wilson interval and hard's
thinking time (thread CPU) per decision.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.levels import level_seat, wilson
from benchmarks.levels import play_deal as levels_deal
from gamebox.ai.base import make_player
from gamebox.games.sifaka.ai import HARD_MANY, HardPlayer
from gamebox.games.sifaka.state import State
from gamebox.registry import get_info

INFO = get_info("sifaka")
GAME = INFO.load()


class SeesAll:
    """The game, except that `determinize` returns the true state (set before each decision)."""

    def __init__(self) -> None:
        self.state: State | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        assert self.state is not None
        return self.state


def play_deal(deal: int, players: int, hard: HardPlayer, sees_all: bool) -> dict[str, Any]:
    me = level_seat(deal, players)
    levels = ["hard" if s == me else "normal" for s in range(players)]
    seats: list[Any] = [hard if s == me else make_player(INFO, "normal") for s in range(players)]
    oracle = SeesAll()
    thinking: list[float] = []

    def game_for(state: State, seat: int) -> Any:
        oracle.state = state
        return oracle if sees_all and seat == me else GAME

    def think(seat: int, wall: float, cpu: float) -> None:
        if seat == me:
            thinking.append(cpu)

    result = levels_deal(INFO, INFO.make_config(players, {}), deal, levels, seats, think, game_for)
    assert result is not None
    win = 1 / len(result.winners) if me in result.winners else 0.0
    return {"deal": deal, "seat": me, "win": win, "think_mean": sum(thinking) / len(thinking),
            "think_max": max(thinking)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3, choices=(3, 4))
    parser.add_argument("--seed", type=int, default=1, help="the first deal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--worlds", type=int, default=HARD_MANY.worlds)
    parser.add_argument("--rounds", type=float, default=HARD_MANY.rounds)
    parser.add_argument("--sees-all", action="store_true", help="hand the look ahead the true state")
    parser.add_argument("--normal-lays", action="store_true", help="playouts lay as normal does")
    parser.add_argument("--jsonl", action="store_true", help="one line per deal as well")
    args = parser.parse_args(argv)
    if args.games < 1 or args.worlds < 1 or args.rounds <= 0:
        parser.error("--games and --worlds must be at least 1, --rounds above 0")
    config = replace(HARD_MANY, worlds=args.worlds, rounds=args.rounds, normal_lays=args.normal_lays)
    rows = []
    for deal in range(args.seed, args.seed + args.games):
        row = play_deal(deal, args.players, HardPlayer(config), args.sees_all)
        rows.append(row)
        if args.jsonl:
            print(json.dumps(row), flush=True)
    wins = sum(r["win"] for r in rows)
    low, high = wilson(wins, len(rows))
    print(json.dumps({
        "players": args.players, "deals": [args.seed, args.seed + args.games - 1],
        "sees_all": args.sees_all, "normal_lays": args.normal_lays, "worlds": args.worlds,
        "rounds": args.rounds, "win_share": round(wins / len(rows), 4),
        "ci95": [round(low, 4), round(high, 4)], "fair_share": round(1 / args.players, 4),
        "think_cpu_ms": {"mean": round(1000 * sum(r["think_mean"] for r in rows) / len(rows), 1),
                         "max": round(1000 * max(r["think_max"] for r in rows), 1)},
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
