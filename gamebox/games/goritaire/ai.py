"""Goritaire's computer players (the "random" level comes from gamebox.ai.base)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gamebox.games.goritaire.solver import Solver

PLAYERS: dict[str, Callable[[], Any]] = {
    "solver": lambda: Solver(budget=0.8),
    "clairvoyant": lambda: Solver(budget=0.8, clairvoyant=True),
}
