"""Goritaire's computer players (the "random" level comes from gamebox.ai.base).

The clairvoyant variant (Solver(clairvoyant=True)) sees the true deck order, so it is not a
level a player can choose; benchmarks/goritaire_table.py uses it for the ceiling figure."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.games.goritaire.solver import Solver

PLAYERS: dict[str, Callable[[], Any]] = {
    # at most 0.8 s (a GUI hint) or 64 sampled deck orders per decision, whichever comes first
    "solver": lambda: Solver(budget=0.8, rounds=64),
}
