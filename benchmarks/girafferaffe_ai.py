"""Girafferaffe computer players: measured win rates and think time (issue 3).

    .venv/bin/python benchmarks/girafferaffe_ai.py --games 500

Solo: the heuristic ("normal") against the Robot at Robot Deck sizes 15, 20 and 25 (the
random player beside it for scale). 3 players: the heuristic against two random players,
its seat rotating over the games. Think time: wall time of each heuristic choose() call.
Every game is seeded (seed = game number), so a run reproduces exactly.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from gamebox.ai.base import make_player
from gamebox.registry import get_info

INFO = get_info("girafferaffe")
GAME = INFO.load()
THINK: dict[str, list[float]] = {"solo": [], "3 players": []}


def play(config: Any, seed: int, levels: list[str]) -> Any:
    rng = random.Random(seed)
    state = GAME.new_game(config, seed)
    players = [make_player(INFO, level) for level in levels]
    while (seat := GAME.to_move(state)) is not None:
        view = GAME.view(state, seat)
        start = time.perf_counter()
        move = players[seat].choose(GAME, view, seat, rng)
        if levels[seat] == "normal":
            THINK["solo" if config.players == 1 else "3 players"].append(time.perf_counter() - start)
        state, _ = GAME.apply(state, move)
    return GAME.result(state)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--decks", default="15,20,25")
    args = parser.parse_args()
    n = args.games
    print(f"Girafferaffe, {n} seeded games per line\n")
    print("| match | heuristic wins | random wins (reference) |")
    print("|---|---|---|")
    for deck in (int(d) for d in args.decks.split(",")):
        config = INFO.make_config(1, {"robot_deck": deck})
        won = sum(bool(play(config, s, ["normal"]).details["solo_won"]) for s in range(n))
        rand = sum(bool(play(config, s, ["random"]).details["solo_won"]) for s in range(n))
        print(f"| solo vs Robot, deck {deck} | {won / n:.1%} ({won}/{n}) | {rand / n:.1%} |", flush=True)
    config = INFO.make_config(3)
    won = 0
    for s in range(n):
        levels = ["random"] * 3
        seat = s % 3
        levels[seat] = "normal"
        won += seat in play(config, s, levels).winners
    print(f"| 3 players: heuristic vs 2 random (not the loser) | {won / n:.1%} ({won}/{n}) | 66.7% by chance |")
    lost = n - won
    print(f"\n3-player games the heuristic lost: {lost}/{n} ({lost / n:.1%}; chance would be 33.3%)")
    print("\n| heuristic think time | moves | mean | max |\n|---|---|---|---|")
    for mode, times in THINK.items():
        mean = sum(times) / len(times) * 1000
        print(f"| {mode} | {len(times)} | {mean:.2f} ms | {max(times) * 1000:.1f} ms |")


if __name__ == "__main__":
    main()
