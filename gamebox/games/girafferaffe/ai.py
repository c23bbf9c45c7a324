"""Computer players: "normal" is a heuristic (random comes from gamebox.ai.base)."""

from __future__ import annotations

from collections.abc import Callable

from gamebox.games.girafferaffe.heuristic import HeuristicPlayer

PLAYERS: dict[str, Callable[[], HeuristicPlayer]] = {"normal": HeuristicPlayer}
