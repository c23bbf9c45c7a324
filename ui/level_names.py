"""How the computer levels are named wherever a player reads them (new-game dialog, statistics)."""

from __future__ import annotations

LEVEL_NAMES: dict[str, str] = {"random": "Random moves", "easy": "Easy", "normal": "Normal", "hard": "Hard",
                               "solver": "Solver"}


def level_name(level: str) -> str:
    return LEVEL_NAMES.get(level, level.title())
