"""Random-playout speed: Gorilla's engine vs RLCard's pure-Python UNO game object.

    .venv/bin/python benchmarks/gorilla_vs_uno.py [--seconds 5] [--uno-python build/rlvenv/bin/python]

Both loops do the same work per action: list the legal actions, pick one uniformly at random,
step. Games are started fresh (deal included) until the time is up.

RLCard is never a GameBox dependency. Install it only in a throwaway venv:
    python3 -m venv build/rlvenv && build/rlvenv/bin/pip install rlcard numpy
This script imports rlcard if it can; otherwise it runs its UNO half under --uno-python
(default build/rlvenv/bin/python, inside the git-ignored build/ folder, when it exists); with neither it skips UNO and says so.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

DEFAULT_UNO_PYTHON = str(Path(__file__).resolve().parents[1] / "build" / "rlvenv" / "bin" / "python")


def bench_uno(seconds: float, players: int) -> dict[str, Any]:
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    rng = random.Random(1)
    game = UnoGame(allow_step_back=False, num_players=players)
    game.np_random = np.random.RandomState(1)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    took = time.perf_counter() - start
    return {"actions_per_s": actions / took, "games": games, "actions": actions, "seconds": took}


def bench_gorilla(seconds: float, players: int) -> dict[str, Any]:
    from gamebox.games.gorilla.info import INFO
    from gamebox.games.gorilla.rules import GAME

    config = INFO.make_config(players)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions += GAME.fast_playout(config, games)
        games += 1
    took = time.perf_counter() - start
    return {"actions_per_s": actions / took, "games": games, "actions": actions, "seconds": took}


def bench_gorilla_contract(seconds: float, players: int) -> dict[str, Any]:
    """The same random play through the public contract (Move objects, validation, clone, events)."""
    from gamebox.games.gorilla.info import INFO
    from gamebox.games.gorilla.rules import GAME

    config = INFO.make_config(players)
    rng = random.Random(1)
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.new_game(config, games)
        while GAME.to_move(state) is not None:
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
            actions += 1
        games += 1
    took = time.perf_counter() - start
    return {"actions_per_s": actions / took, "games": games, "actions": actions, "seconds": took}


def uno_round(seconds: float, players: list[int], uno_python: str | None) -> dict[int, Any] | str:
    """One UNO measurement, in-process when rlcard imports, else under the throwaway venv."""
    try:
        import rlcard  # noqa: F401
    except ImportError:
        pass
    else:
        return {p: bench_uno(seconds, p) for p in players}
    python = uno_python or (DEFAULT_UNO_PYTHON if os.path.exists(DEFAULT_UNO_PYTHON) else None)
    if python is None:
        return "skipped: rlcard is not installed (see this script's docstring)"
    args = [python, os.path.abspath(__file__), "--only-uno", "--seconds", str(seconds),
            "--uno-players", ",".join(map(str, players))]
    try:
        out = subprocess.run(args, capture_output=True, text=True, check=True,
                             timeout=seconds * len(players) * 10 + 60)
        return {int(k): v for k, v in json.loads(out.stdout).items()}
    except (OSError, ValueError, subprocess.SubprocessError) as exc:
        return f"skipped: could not run RLCard under {python} ({exc.__class__.__name__})"


def main() -> None:
    parser = argparse.ArgumentParser(description="Gorilla vs RLCard UNO random-playout speed")
    parser.add_argument("--seconds", type=float, default=3.0, help="per engine and round")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; medians are shown")
    parser.add_argument("--players", type=int, default=4, help="Gorilla players")
    parser.add_argument("--uno-players", default="2,4", help="RLCard UNO player counts (2 is its default)")
    parser.add_argument("--uno-python", default=None)
    parser.add_argument("--only-uno", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    uno_players = [int(p) for p in args.uno_players.split(",")]
    if args.only_uno:
        print(json.dumps({p: bench_uno(args.seconds, p) for p in uno_players}))
        return
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    rows: dict[str, list[float]] = {}
    skipped = ""
    # Rounds alternate the engines, so a busy machine slows both alike; medians are reported.
    for _ in range(args.rounds):
        uno = uno_round(args.seconds, uno_players, args.uno_python) if not skipped else skipped
        if isinstance(uno, str):
            skipped = uno
        else:
            for p, row in uno.items():
                rows.setdefault(f"RLCard UnoGame, {p} players", []).append(row["actions_per_s"])
        fast = bench_gorilla(args.seconds, args.players)
        rows.setdefault(f"Gorilla fast_playout, {args.players} players", []).append(fast["actions_per_s"])
        contract = bench_gorilla_contract(args.seconds, args.players)
        rows.setdefault(f"Gorilla via candidate_moves+apply, {args.players} players", []).append(
            contract["actions_per_s"])
    print(f"{'engine (random playouts)':46s} {'median actions/s':>17s}   per round")
    for name, values in rows.items():
        per = ", ".join(f"{v:,.0f}" for v in values)
        print(f"{name:46s} {statistics.median(values):17,.0f}   {per}")
    if skipped:
        print(f"RLCard UNO {skipped}")
    else:
        uno_best = max(statistics.median(v) for k, v in rows.items() if k.startswith("RLCard"))
        ours = statistics.median(rows[f"Gorilla fast_playout, {args.players} players"])
        print(f"Gorilla fast_playout / faster RLCard UNO: {ours / uno_best:.2f}x")


if __name__ == "__main__":
    main()
