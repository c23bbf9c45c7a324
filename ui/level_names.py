"""How the computer levels are named wherever a player reads them (new-game dialog, statistics)."""

from __future__ import annotations

from collections.abc import Sequence

LEVEL_NAMES: dict[str, str] = {"random": "Random moves", "easy": "Easy", "normal": "Normal", "hard": "Hard",
                               "solver": "Solver"}


def level_name(level: str) -> str:
    return LEVEL_NAMES.get(level, level.title())


def computer_levels(seats: Sequence[str], levels: Sequence[str]) -> str:
    """The levels the computer seats play at, each once, in the order the dialog lists them
    (`menu_order`): "Hard", "Easy and Hard" ("" with no computer, or no levels known). The
    title and the Continue list say it: once the dialog had closed, nothing told a player
    whether they had lost to Easy or Hard."""
    playing = {level for kind, level in zip(seats, levels) if kind == "computer"}
    names = [level_name(level) for level in menu_order([*LEVEL_NAMES, *sorted(playing - set(LEVEL_NAMES))])
             if level in playing]
    return " and ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} and {names[-1]}"


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


def computers_words(seats: Sequence[str], levels: Sequence[str], labels: Sequence[str] = ()) -> str:
    """ "computer: Hard", "computers: Random moves, Easy and Hard" ("" with no computer). With
    the seats' `labels` and computers of different levels, each by name: "Computer 1 Hard,
    Computer 2 Easy" (the levels alone left a player guessing which one had beaten them)."""
    names = computer_levels(seats, levels)
    if not names:
        return ""
    computers = [i for i, kind in enumerate(seats) if kind == "computer" and i < len(levels)]
    if len(labels) == len(seats) and len({levels[i] for i in computers}) > 1:
        return ", ".join(f"{labels[i]} {level_name(levels[i])}" for i in computers)
    return f"computer{'s' if seats.count('computer') > 1 else ''}: {names}"
