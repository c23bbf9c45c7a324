"""How the computer levels are named wherever a player reads them (new-game dialog, statistics)."""

from __future__ import annotations

LEVEL_NAMES: dict[str, str] = {"random": "Random moves", "easy": "Easy", "normal": "Normal", "hard": "Hard",
                               "solver": "Solver"}


def level_name(level: str) -> str:
    return LEVEL_NAMES.get(level, level.title())


LEVEL_HELP: dict[str, str] = {
    "random": "Plays any allowed move at random: for trying a game out.",
    "easy": "Plays sensibly but carelessly, and makes mistakes.",
    "normal": "Plays a solid game with good rules of thumb.",
    "hard": "Thinks ahead, trying out how the game may go on: the strongest.",
    "solver": "Plays the deal for you by searching for a winning line: watch how it can be won.",
}


def level_help(level: str) -> str:
    """What a level is like, for tooltips."""
    return LEVEL_HELP.get(level, "")


def menu_order(levels: tuple[str, ...] | list[str]) -> list[str]:
    """The levels as a list offers them: from the weakest real player up, "random" (a level
    for trying a game out) last, where a newcomer picking the first does not meet it."""
    return [name for name in levels if name != "random"] + [name for name in levels if name == "random"]
