"""TRIO self-play benchmark: computer levels against each other over seeded games.

    .venv/bin/python benchmarks/trio_selfplay.py --games 1000 --a normal --b random

Seats alternate (game i: level A sits at seat i % 2) and the seed picks the starter (T2), so
neither level is favoured by the start. Prints wins, draws, errors and think time per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import traceback
from typing import Any

from gamebox.ai.base import make_player
from gamebox.core.rng import make_rng
from gamebox.registry import get_info


def play_one(game: Any, config: Any, seed: int, players: list[Any], times: dict[int, list[float]]) -> Any:
    state = game.new_game(config, seed)
    rng = make_rng(seed, "selfplay")
    while (seat := game.to_move(state)) is not None:
        view = game.view(state, seat)
        start = time.perf_counter()
        move = players[seat].choose(game, view, seat, random.Random(rng.random()))
        times[seat].append(time.perf_counter() - start)
        state, _ = game.apply(state, move)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--a", default="normal")
    parser.add_argument("--b", default="random")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args(argv)
    info = get_info("trio")
    game = info.load()
    config = info.make_config(2)
    wins = {"a": 0, "b": 0, "draw": 0}
    starter_wins = 0
    errors = 0
    think: dict[str, list[float]] = {"a": [], "b": []}
    trio_counts: list[int] = []
    began = time.perf_counter()
    for i in range(args.games):
        seed = args.first_seed + i
        a_seat = i % 2
        levels = [args.a, args.b] if a_seat == 0 else [args.b, args.a]
        players = [make_player(info, level) for level in levels]
        times: dict[int, list[float]] = {0: [], 1: []}
        try:
            end = play_one(game, config, seed, players, times)
        except Exception:  # noqa: BLE001  (counted and shown, never hidden)
            errors += 1
            traceback.print_exc()
            continue
        think["a"].extend(times[a_seat])
        think["b"].extend(times[1 - a_seat])
        result = game.result(end)
        assert result is not None, "a finished game has a result"
        trio_counts.append(sum(end.trios))
        if not result.winners:
            wins["draw"] += 1
        else:
            wins["a" if result.winners[0] == a_seat else "b"] += 1
            starter_wins += result.winners[0] == end.starter
    played = args.games - errors
    print(f"TRIO self-play: {played} games ({errors} errors) in {time.perf_counter() - began:.1f} s")
    for key, level in (("a", args.a), ("b", args.b)):
        print(f"  {level:>8} (side {key}): {wins[key]} wins ({100 * wins[key] / max(1, played):.1f}%)")
    print(f"  draws: {wins['draw']} ({100 * wins['draw'] / max(1, played):.1f}%)")
    print(f"  starter won {starter_wins} games; mean TRIO cards taken a game: "
          f"{statistics.mean(trio_counts) if trio_counts else 0:.2f}")
    for key, level in (("a", args.a), ("b", args.b)):
        samples = sorted(think[key])
        if samples:
            print(f"  think time {level}: mean {1000 * statistics.mean(samples):.2f} ms, "
                  f"p95 {1000 * samples[int(0.95 * (len(samples) - 1))]:.2f} ms, "
                  f"max {1000 * samples[-1]:.2f} ms over {len(samples)} moves")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
