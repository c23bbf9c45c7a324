"""Goritaire: win rate and mean score over seeded deals for each player (issue 4's table).

    .venv/bin/python benchmarks/goritaire_table.py --deals 1000 --rounds 8 --procs 2

Players: "random" (uniform among candidate moves), "policy" (the solver's rules of thumb
alone), "solver" (Monte Carlo over sampled deck orders, `--rounds` samples per decision, or
`--budget` seconds), "clairvoyant" (the same search on the true deck order: the ceiling),
"clairvoyant-best" (per deal the best of `--tries` rule-of-thumb games with the deck order
known and 10% random moves: a second lower bound on the ceiling; its "ms / decision" is the
time per deal).
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
    name, seeds, gorillas, extreme, rounds, budget, as_printed = job
    out = []
    for seed in seeds:
        player = make(name, rounds, budget)
        state = new_state(gorillas, extreme, seed, as_printed)
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


def best_of(job: tuple[list[int], int, bool, int, float]) -> list[dict[str, Any]]:
    """The ceiling's lower bound: per deal, the best of `tries` games played by the rules of
    thumb with the whole deck order known and a few random moves mixed in (epsilon)."""
    from gamebox.games.goritaire.engine import apply_move
    from gamebox.games.goritaire.options import candidate_moves

    seeds, gorillas, extreme, tries, eps = job
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        best = {"seed": seed, "won": False, "score": 0, "turn": 0, "ground": 0, "decisions": [0.0], "turn_times": [0.0]}
        start = time.perf_counter()
        for _ in range(tries):
            state = new_state(gorillas, extreme, seed)
            while state.phase != "over":
                state.known = [True] * len(state.deck)
                if rng.random() < eps:
                    moves = candidate_moves(state)
                    move = moves[rng.randrange(len(moves))]
                else:
                    move = policy.choose(state, rng)
                state, _events = apply_move(state, move)
            if (state.outcome == "won", state.score, state.turn) > (best["won"], best["score"], best["turn"]):
                best.update(won=state.outcome == "won", score=state.score, turn=state.turn)
        best["decisions"] = [time.perf_counter() - start]
        best["turn_times"] = best["decisions"]
        out.append(best)
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
    parser.add_argument("--tries", type=int, default=300, help="games per deal for clairvoyant-best")
    parser.add_argument("--as-printed", action="store_true", help="the option As printed (every Gorilla eats)")
    parser.add_argument("--json", default="")
    args = parser.parse_args()
    rounds = args.rounds or None
    rows = []
    for name in args.players.split(","):
        seeds = list(range(args.deals))
        chunks = [seeds[i::args.procs * 4] for i in range(args.procs * 4)]
        started = time.perf_counter()
        with Pool(args.procs) as pool:
            if name == "clairvoyant-best":
                best_jobs = [(chunk, args.gorillas, args.extreme, args.tries, 0.1) for chunk in chunks if chunk]
                games = [g for part in pool.map(best_of, best_jobs) for g in part]
            else:
                jobs = [(name, chunk, args.gorillas, args.extreme, rounds, args.budget, args.as_printed)
                        for chunk in chunks if chunk]
                games = [g for part in pool.map(play_deals, jobs) for g in part]
        row = summary(name, games)
        row["seconds"] = round(time.perf_counter() - started, 1)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print()
    print(f"Deals 0..{args.deals - 1}, {args.gorillas} Gorillas + {36 - args.gorillas} Bananas"
          f"{', Extreme Arts' if args.extreme else ''}; solver: {rounds or 'time-only'} samples"
          f" per decision (cap {args.budget} s)"
          + ("; As printed" if args.as_printed else ""))
    print("| player | win rate | wins | mean score | mean score of wins | mean last turn "
          "| ms / decision (mean, max) | ms / turn |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['player']} | {100 * r['win_rate']:.1f}% | {r['wins']}/{r['deals']} | {r['mean_score']:.3f} | "
              f"{r['mean_score_of_wins']:.2f} | {r['mean_last_turn']:.2f} | {r['mean_ms_per_decision']:.1f}, "
              f"{r['max_ms_per_decision']:.0f} | {r['mean_ms_per_turn']:.0f} |")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    main()
