"""Girafferaffe solo: a computer level against the Robot (issue 17, item 3).

    nice -n 10 python benchmarks/girafferaffe_ai.py --level hard --decks 20,25 --games 400
    python benchmarks/girafferaffe_ai.py --level normal --games 200 --first 1000
    python benchmarks/girafferaffe_ai.py --level hard --players 3 --games 20   # think time

Every deal is seeded (deal = first + game number), so a run reproduces exactly; each line is
JSON: the level, the Robot Deck size, deals won with a 95% Wilson interval, and think time per
decision (mean and max) both as wall time and as the process's CPU time (the CPU figure does
not grow when other programs share the machine). Levels 3-5 players and 2 players:
benchmarks/levels.py.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.levels import wilson
from gamebox.ai.base import make_player
from gamebox.registry import get_info

INFO = get_info("girafferaffe")
GAME = INFO.load()


def play_deal(level: str, deck: int, deal: int, wall: list[float], cpu: list[float]) -> bool:
    """One solo deal; True when the level beat the Robot."""
    config = INFO.make_config(1, {"robot_deck": deck})
    state = GAME.new_game(config, deal)
    player = make_player(INFO, level)
    rng = random.Random(deal)
    while (seat := GAME.to_move(state)) is not None:
        view = GAME.view(state, seat)
        started, started_cpu = time.perf_counter(), time.process_time()
        move = player.choose(GAME, view, seat, random.Random(rng.random()))
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        state, _ = GAME.apply(state, move)
    return bool(GAME.result(state).details["solo_won"])


def measure(level: str, deck: int, games: int, first: int) -> dict[str, Any]:
    wall: list[float] = []
    cpu: list[float] = []
    won = sum(play_deal(level, deck, first + n, wall, cpu) for n in range(games))
    low, high = wilson(won, games)

    def ms(times: list[float]) -> dict[str, float]:
        return {"mean": round(1000 * sum(times) / len(times), 1), "max": round(1000 * max(times), 1)}

    return {"game": "girafferaffe", "solo": True, "level": level, "robot_deck": deck, "games": games,
            "first_deal": first, "won": won, "win_share": round(won / games, 4),
            "ci95": [round(low, 4), round(high, 4)], "decisions": len(wall),
            "think_ms_wall": ms(wall), "think_ms_cpu": ms(cpu)}


def think_times(level: str, players: int, games: int, first: int) -> dict[str, Any]:
    """With opponents: `level` in one seat (rotating), "normal" elsewhere; the think time of
    `level`'s decisions only, wall and CPU."""
    config = INFO.make_config(players)
    wall: list[float] = []
    cpu: list[float] = []
    for n in range(games):
        deal = first + n
        me = n % players
        seats = [make_player(INFO, level if s == me else "normal") for s in range(players)]
        state = GAME.new_game(config, deal)
        rng = random.Random(deal)
        while (seat := GAME.to_move(state)) is not None:
            view = GAME.view(state, seat)
            started, started_cpu = time.perf_counter(), time.process_time()
            move = seats[seat].choose(GAME, view, seat, random.Random(rng.random()))
            if seat == me:
                wall.append(time.perf_counter() - started)
                cpu.append(time.process_time() - started_cpu)
            state, _ = GAME.apply(state, move)

    def ms(times: list[float]) -> dict[str, float]:
        return {"mean": round(1000 * sum(times) / len(times), 1), "max": round(1000 * max(times), 1)}

    return {"game": "girafferaffe", "players": players, "level": level, "games": games, "decisions": len(wall),
            "think_ms_wall": ms(wall), "think_ms_cpu": ms(cpu)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--decks", default="20,25")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--first", type=int, default=1, help="the first deal number")
    parser.add_argument("--players", type=int, default=1,
                        help="2-5: think time of the level against normal players instead of solo")
    args = parser.parse_args(argv)
    if args.players > 1:
        print(json.dumps(think_times(args.level, args.players, args.games, args.first)), flush=True)
        return 0
    for deck in (int(d) for d in args.decks.split(",")):
        print(json.dumps(measure(args.level, deck, args.games, args.first)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
