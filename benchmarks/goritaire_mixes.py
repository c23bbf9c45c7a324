"""Goritaire's difficulty per deck mix: the solver's win rate for each number of Gorilla cards.

    nice -n 10 python benchmarks/goritaire_mixes.py --gorillas 9-27 --deals 24 --rounds 24 --out build/mixes.jsonl

Each deal is played by the solver as the "solver" level plays (the same search, `--rounds`
sampled deck orders per decision; the level itself uses 96) on deals 0..N-1 of each mix, one
JSON line per deal (resumable like goritaire_prover.py), then one summary line per mix: wins,
win rate, mean score. The new-game dialog's difficulty hint quotes these rates
(gamebox/games/goritaire/difficulty.py).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path

from gamebox.core.rng import make_rng
from gamebox.games.goritaire.ai import solver
from gamebox.games.goritaire.rules import GAME, new_state


def play(gorillas: int, seed: int, rounds: int) -> dict[str, object]:
    """One deal as `gamebox-cli selfplay` plays it (the same random streams)."""
    player = solver(rounds)
    rng = make_rng(seed, "selfplay")
    state = new_state(gorillas, False, seed)
    while state.phase != "over":
        move = player.choose(GAME, GAME.view(state, 0), 0, random.Random(rng.random()))
        state, _events = GAME.apply(state, move)
    return {"gorillas": gorillas, "seed": seed, "won": state.outcome == "won", "score": state.score}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gorillas", default="9-27")
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--rounds", type=int, default=24)
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    low, _sep, high = args.gorillas.partition("-")
    mixes = range(int(low), int(high or low) + 1)
    out = Path(args.out) if args.out else None
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] if out and out.exists() else []
    done = {(r["gorillas"], r["seed"]) for r in rows}
    for gorillas in mixes:
        for seed in range(args.deals):
            if (gorillas, seed) in done:
                continue
            row = play(gorillas, seed, args.rounds)
            rows.append(row)
            if out:
                with out.open("a", encoding="utf-8") as handle:
                    handle.write(json.dumps(row) + "\n")
    by_mix: dict[int, list[dict[str, object]]] = defaultdict(list)
    for row in rows:
        by_mix[int(row["gorillas"])].append(row)  # type: ignore[call-overload]
    for gorillas in sorted(by_mix):
        deals = by_mix[gorillas]
        wins = sum(bool(r["won"]) for r in deals)
        print(json.dumps({"gorillas": gorillas, "deals": len(deals), "wins": wins,
                          "win_rate": round(wins / len(deals), 3),
                          "mean_score": round(sum(int(r["score"]) for r in deals) / len(deals), 2)}))  # type: ignore[call-overload]


if __name__ == "__main__":
    main()
