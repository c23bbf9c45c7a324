"""Win rates of Gorilla's heuristic player against random players (seeded, reproducible).

    .venv/bin/python benchmarks/gorilla_winrates.py --games 1000 --players 4 --level normal

Each game seats one heuristic player (rotating through the seats) against random players,
and also reports the random baseline (1 / players).
"""

from __future__ import annotations

import argparse
import random
import time

from gamebox.ai.base import RandomPlayer
from gamebox.games.gorilla.heuristic import HeuristicPlayer
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.rules import GAME


def play(seats: list[object], seed: int) -> int:
    state = GAME.new_game(INFO.make_config(len(seats)), seed)
    rng = random.Random(seed)
    while (seat := GAME.to_move(state)) is not None:
        move = seats[seat].choose(GAME, GAME.view(state, seat), seat, rng)  # type: ignore[attr-defined]
        state, _ = GAME.apply(state, move)
    return state.winner


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--heuristics", type=int, default=1, help="heuristic seats per game")
    args = parser.parse_args()
    wins = 0
    start = time.perf_counter()
    for game in range(args.games):
        first = game % args.players
        heur = {(first + k) % args.players for k in range(args.heuristics)}
        seats: list[object] = [
            HeuristicPlayer(args.level) if s in heur else RandomPlayer() for s in range(args.players)
        ]
        if play(seats, 1000 + game) in heur:
            wins += 1
    took = time.perf_counter() - start
    share = args.heuristics / args.players
    print(f"{args.games} games, {args.players} players, {args.heuristics} x {args.level} heuristic vs random")
    print(f"heuristic seats won {wins} ({100 * wins / args.games:.1f}%); random baseline {100 * share:.1f}%")
    print(f"({took:.1f} s)")


if __name__ == "__main__":
    main()
