"""Goritaire: win rate and mean score over seeded deals for each player (issue 4's table).

    .venv/bin/python benchmarks/goritaire_table.py --deals 1000 --rounds 8 --procs 2

Players: "random" (uniform among candidate moves), "policy" (the solver's rules of thumb
alone), "solver" (Monte Carlo over sampled deck orders, `--rounds` samples per decision, or
`--budget` seconds), "clairvoyant" (the same search on the true deck order: the ceiling).
Deals are seeds 0..N-1 of the default deck (16 Gorillas + 20 Bananas) unless --gorillas.
Prints a Markdown table and writes the numbers as JSON with --json.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from multiprocessing import Pool
from typing import Any

from gamebox.ai.base import RandomPlayer
from gamebox.games.goritaire import policy
from gamebox.games.goritaire.rules import GAME, new_state
from gamebox.games.goritaire.solver import Solver


class _Policy:
    def choose(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any:
        return policy.choose(view, rng)


def make(name: str, rounds: int | None, budget: float) -> Any:
    if name == "random":
        return RandomPlayer()
    if name == "policy":
        return _Policy()
    return Solver(budget=budget, rounds=rounds, clairvoyant=(name == "clairvoyant"))


def play_deals(job: tuple[str, list[int], int, bool, int | None, float]) -> list[dict[str, Any]]:
    name, seeds, gorillas, extreme, rounds, budget = job
    out = []
    for seed in seeds:
        player = make(name, rounds, budget)
        state = new_state(gorillas, extreme, seed)
        rng = random.Random(seed * 7919 + 1)
        decisions: list[float] = []
        turns: dict[int, float] = {}
        while state.phase != "over":
            seen = state if name == "clairvoyant" else GAME.view(state, 0)
            start = time.perf_counter()
            move = player.choose(GAME, seen, 0, rng)
            spent = time.perf_counter() - start
            decisions.append(spent)
            turns[state.turn] = turns.get(state.turn, 0.0) + spent
            state, _events = GAME.apply(state, move)
        out.append({"seed": seed, "won": state.outcome == "won", "score": state.score, "turn": state.turn,
                    "ground": state.ground_gorillas(), "decisions": decisions, "turn_times": list(turns.values())})
    return out


def summary(name: str, games: list[dict[str, Any]]) -> dict[str, Any]:
    decisions = [t for g in games for t in g["decisions"]]
    turns = [t for g in games for t in g["turn_times"]]
    return {
        "player": name,
        "deals": len(games),
        "wins": sum(g["won"] for g in games),
        "win_rate": sum(g["won"] for g in games) / len(games),
        "mean_score": statistics.fmean(g["score"] for g in games),
        "mean_score_of_wins": statistics.fmean([g["score"] for g in games if g["won"]] or [0]),
        "mean_last_turn": statistics.fmean(g["turn"] for g in games),
        "mean_ms_per_decision": 1000 * statistics.fmean(decisions),
        "max_ms_per_decision": 1000 * max(decisions),
        "mean_ms_per_turn": 1000 * statistics.fmean(turns),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--players", default="random,policy,solver,clairvoyant")
    parser.add_argument("--rounds", type=int, default=8, help="deck samples per solver decision (0: time only)")
    parser.add_argument("--budget", type=float, default=0.8, help="seconds per solver decision at most")
    parser.add_argument("--gorillas", type=int, default=16)
    parser.add_argument("--extreme", action="store_true")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--json", default="")
    args = parser.parse_args()
    rounds = args.rounds or None
    rows = []
    for name in args.players.split(","):
        seeds = list(range(args.deals))
        chunks = [seeds[i::args.procs * 4] for i in range(args.procs * 4)]
        jobs = [(name, chunk, args.gorillas, args.extreme, rounds, args.budget) for chunk in chunks if chunk]
        started = time.perf_counter()
        with Pool(args.procs) as pool:
            games = [g for part in pool.map(play_deals, jobs) for g in part]
        row = summary(name, games)
        row["seconds"] = round(time.perf_counter() - started, 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print()
    print(f"Deals 0..{args.deals - 1}, {args.gorillas} Gorillas + {36 - args.gorillas} Bananas"
          f"{', Extreme Arts' if args.extreme else ''}; solver: {rounds or 'time-only'} samples"
          f" per decision (cap {args.budget} s)")
    print("| player | win rate | wins | mean score | mean score of wins | ms / decision (mean, max) | ms / turn |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['player']} | {100 * r['win_rate']:.1f}% | {r['wins']}/{r['deals']} | {r['mean_score']:.3f} | "
              f"{r['mean_score_of_wins']:.2f} | {r['mean_ms_per_decision']:.1f}, {r['max_ms_per_decision']:.0f} | "
              f"{r['mean_ms_per_turn']:.0f} |")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    main()
