"""The explicit list of games. It sits above games/, so core never imports a game.

Only each game's light `info` module is imported here (start-up stays fast); the rules load
on first use through `GameInfo.load()`.
"""

from __future__ import annotations

from importlib import import_module

from gamebox.core.contract import GameInfo
from gamebox.core.errors import ConfigError

_INFO_MODULES: tuple[str, ...] = (
    "gamebox.games.girafferaffe.info",
    "gamebox.games.sifaka.info",
    "gamebox.games.goritaire.info",
    "gamebox.games.gorilla.info",
    "gamebox.games.trio.info",
)


def all_games() -> tuple[GameInfo, ...]:
    """Every registered game, in launcher order."""
    return tuple(import_module(name).INFO for name in _INFO_MODULES)


def get_info(game_id: str) -> GameInfo:
    """The GameInfo for an id; ConfigError lists the known ids otherwise."""
    games = all_games()
    for info in games:
        if info.id == game_id:
            return info
    known = ", ".join(info.id for info in games)
    raise ConfigError(f"unknown game {game_id!r} (games: {known})",
                      plain="it is for a game this GameBox does not have")


def find_game(name: str) -> GameInfo:
    """The game a person typed: its id or its name, in any case ("TRIO", "trio", "Sifaka");
    ConfigError lists the ids otherwise (records and positions keep to `get_info`'s exact id)."""
    wanted = name.strip().casefold()
    for info in all_games():
        if wanted in (info.id.casefold(), info.name.casefold()):
            return info
    return get_info(name)
