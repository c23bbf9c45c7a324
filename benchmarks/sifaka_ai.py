"""Sifaka: the "normal" computer player against two random players, and play statistics.

    .venv/bin/python benchmarks/sifaka_ai.py [--games 500] [--players 3] [--all-normal]

The normal player sits at seat game % players, so it plays first as often as the others.
Prints win rates (a shared win counts 1/k), think time per decision, and how the game plays
(steps per walk, walks that could not move, counters taken, trapped pawns).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from gamebox.ai.base import RandomPlayer
from gamebox.games.sifaka.ai import HeuristicPlayer
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.rules import GAME


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--all-normal", action="store_true", help="every seat plays the normal level")
    args = parser.parse_args()
    config = INFO.make_config(args.players)
    wins = Counter[str]()
    think: dict[str, list[float]] = {"normal": [], "random": []}
    stats = Counter[str]()
    points: dict[str, list[int]] = {"normal": [], "random": []}
    started = time.perf_counter()
    for game_no in range(args.games):
        hero = game_no % args.players
        kinds = ["normal" if (s == hero or args.all_normal) else "random" for s in range(args.players)]
        players = {"normal": HeuristicPlayer(), "random": RandomPlayer()}
        rng = random.Random(game_no * 7919 + 1)
        state = GAME.new_game(config, game_no)
        while (seat := GAME.to_move(state)) is not None:
            view = GAME.view(state, seat)
            t0 = time.perf_counter()
            move = players[kinds[seat]].choose(GAME, view, seat, rng)
            think[kinds[seat]].append(time.perf_counter() - t0)
            state, events = GAME.apply(state, move)
            for event in events:
                if event.kind == "pawn_moved":
                    stats["walks"] += 1
                    stats["steps"] += len(event.data["path"]) - 1
                    stats["stood still"] += len(event.data["path"]) == 1
                    stats["forced"] += event.data["forced"]
                elif event.kind == "counter_taken":
                    stats["counters taken"] += 1
                elif event.kind == "card_discarded":
                    stats["discards"] += 1
        result = GAME.result(state)
        assert result is not None
        for seat in result.winners:
            wins[kinds[seat] if not args.all_normal else f"seat{seat}"] += 1 / len(result.winners)
        stats[f"decided by {result.details['decided_by']}"] += 1
        for seat in range(args.players):
            points[kinds[seat]].append(int(result.scores[seat]))
            x, y, _f = state.pawns[seat]
            box = state.grid[(x, y)]
            stats["pawns trapped on a blank at the end"] += box.blank
    elapsed = time.perf_counter() - started
    games = args.games
    print(f"{games} games, {args.players} players, {elapsed:.1f} s")
    for name, count in sorted(wins.items()):
        print(f"  wins {name:8s} {count:7.1f}  ({100 * count / games:.1f}%)")
    for name, times in think.items():
        if times:
            times.sort()
            print(f"  think {name:7s} mean {1000 * statistics.mean(times):6.2f} ms  median "
                  f"{1000 * times[len(times) // 2]:6.2f} ms  p95 {1000 * times[int(len(times) * 0.95)]:6.2f} ms"
                  f"  max {1000 * times[-1]:6.1f} ms  ({len(times)} decisions)")
        if points[name]:
            print(f"  points {name:6s} mean {statistics.mean(points[name]):.2f}")
    walks = max(1, stats["walks"])
    print(f"  steps per walk {stats['steps'] / walks:.2f}; walks standing still {100 * stats['stood still'] / walks:.0f}%;"
          f" forced walks {100 * stats['forced'] / walks:.0f}%")
    print(f"  counters taken per game {stats['counters taken'] / games:.1f} of 30; discards {stats['discards']}")
    for key in sorted(stats):
        if key.startswith(("decided", "pawns")):
            print(f"  {key}: {stats[key]}")


if __name__ == "__main__":
    main()
