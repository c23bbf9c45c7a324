"""Sifaka engine speed (issue 15): contract throughput at 2-4 players, `candidate_moves` on
mid-game positions, and the keyboard placement list, as JSON lines.

    python benchmarks/sifaka_engine.py [SECONDS]

Throughput is random playouts through the contract (candidate_moves + apply):
gamebox.selfplay.bench, which benchmarks/engines.py runs for every game. "cpu" figures use process time, which a busy
machine disturbs less than the wall clock. Mid-game positions: the place decisions between 40%
and 60% of 30 seeded random games at 3 players.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamebox.registry import get_info
from gamebox.selfplay import bench

INFO = get_info("sifaka")
GAME = INFO.load()


def throughput(players: int, seconds: float) -> dict[str, float]:
    """Random playouts through the contract, as `gamebox-cli bench` runs them."""
    return {"players": players, **bench(INFO, INFO.make_config(players), seconds)["contract"]}


def mid_game_positions(games: int = 30) -> list:  # type: ignore[type-arg]
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(3), 900 + seed)
        seen = []
        while GAME.to_move(state) is not None:
            seen.append(state)
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
        n = len(seen)
        out += [s for s in seen[int(n * 0.4):int(n * 0.6)] if s.phase == "place"]
    return out


def candidates(repeat: int = 20) -> dict[str, float]:
    positions = mid_game_positions()
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for _ in range(repeat):
            for state in positions:
                GAME.candidate_moves(state)
        best = min(best, (time.process_time() - start) / (repeat * len(positions)))
    sizes = [len(GAME.candidate_moves(s)) for s in positions]
    # a position read from a file builds its placement index once, from scratch
    fresh = [GAME.state_from_json(GAME.state_to_json(s)) for s in positions]
    start = time.process_time()
    for state in fresh:
        list(GAME.legal_moves(state))
    first = (time.process_time() - start) / len(fresh)
    return {"positions": len(positions), "mean_moves": round(sum(sizes) / len(sizes), 1),
            "candidate_moves_ms": round(1000 * best, 4), "first_call_after_loading_ms": round(1000 * first, 3)}


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    for players in (2, 3, 4):
        print(json.dumps({"what": "contract throughput", **throughput(players, seconds)}), flush=True)
    print(json.dumps({"what": "mid-game candidate_moves", **candidates()}), flush=True)


if __name__ == "__main__":
    main()
