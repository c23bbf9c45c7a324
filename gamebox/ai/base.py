"""What a computer player is, and how a level name becomes one."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any, Protocol

from gamebox.core.contract import GameInfo
from gamebox.core.errors import ConfigError


class Player(Protocol):
    """A computer player. It sees only `view` (the seat's view of the state)."""

    def choose(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any: ...


class RandomPlayer:
    """Picks uniformly among the game's candidate moves; works for every game."""

    def choose(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any:
        moves = game.candidate_moves(view)
        if not moves:
            raise RuntimeError(f"{game.info.name}: no candidate move for seat {seat}")
        return moves[rng.randrange(len(moves))]


def check_level(info: GameInfo, level: str) -> None:
    """ConfigError unless the game has this computer level (a human seat's level too: it is
    kept in saves and takes over when that seat is handed to the computer)."""
    if level not in info.ai_levels:
        raise ConfigError(f"{info.name} has no computer level {level!r} (levels: {', '.join(info.ai_levels)})",
                          plain=f"{info.name} has no computer level called “{level[:20]}”")


def make_player(info: GameInfo, level: str) -> Player:
    """The player for a level: "random" for every game, others from games/<id>/ai.py PLAYERS."""
    check_level(info, level)
    if level == "random":
        return RandomPlayer()
    module = import_module(info.rules_module.rsplit(".", 1)[0] + ".ai")
    return module.PLAYERS[level]()


def strongest_level(info: GameInfo) -> str:
    """The level that gives hints: the strongest the game has (hard; Goritaire: its solver)."""
    for level in ("hard", "normal", "easy"):
        if level in info.ai_levels:
            return level
    return info.default_ai
