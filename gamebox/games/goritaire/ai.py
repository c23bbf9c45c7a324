"""Goritaire's computer players (the "random" level comes from gamebox.ai.base).

The clairvoyant variant (Solver(clairvoyant=True)) sees the true deck order, so it is not a
level a player can choose; benchmarks/goritaire_table.py uses it for the ceiling figure."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.games.goritaire.solver import Solver

ROUNDS = 96


def solver(rounds: int = ROUNDS, budget: float = 3.0) -> Solver:
    """The solver of the "solver" level, Hint and Demo (fewer rounds in tests)."""
    return Solver(budget=budget, rounds=rounds, stages=6, search_all=True)


PLAYERS: dict[str, Callable[[], Any]] = {
    # 96 sampled deck orders per decision, the candidates halved every 16 (about 0.15 s of one
    # core); the follow-up choices (the Walking guess, the order of cards looked at) are searched
    # too. The time cap is only a safety net, so results do not depend on the machine's load.
    "solver": solver,
}
