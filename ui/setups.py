"""Remembered new-game setups (players, seats, levels, options per game), read safely.

A remembered setup comes from the settings file, which the player (or a crash, or another
version) may have left in any shape: every part of the wrong type or out of range is dropped,
so the new-game dialog falls back to the game's defaults for it and always opens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gamebox.core.contract import GameInfo, OptionSpec
from gamebox.core.errors import RecordError
from gamebox.core.validate import want_bool, want_choice, want_int

SEAT_KINDS = ("human", "computer")


def _option_value(spec: OptionSpec, value: Any) -> Any:
    """The value if the option takes it exactly as a remembered setup stores it; RecordError."""
    if spec.kind == "bool":
        return want_bool(value, spec.name)
    if spec.kind == "int":
        return want_int(value, spec.name, spec.minimum, spec.maximum)
    if spec.kind == "choice":
        return want_choice(value, spec.name, spec.choices)
    raise RecordError(f"{spec.name} has an unknown kind")


def clean_setup(info: GameInfo, data: Any) -> dict[str, Any]:
    """The usable parts of a remembered setup for `info` ({} for anything not an object):
    players within the game's range, seats human/computer, levels the game has, short names,
    options of the right kind and range. Nothing else survives."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    try:
        out["players"] = want_int(data.get("players"), "players", info.min_players, info.max_players)
    except RecordError:
        pass
    seats = data.get("seats")
    if isinstance(seats, list) and len(seats) <= info.max_players and all(s in SEAT_KINDS for s in seats):
        out["seats"] = [str(s) for s in seats]
    levels = data.get("levels")
    if isinstance(levels, list) and len(levels) <= info.max_players and all(
            isinstance(x, str) and x in info.ai_levels for x in levels):
        out["levels"] = list(levels)
    names = data.get("names")  # hot-seat players' own names
    if isinstance(names, list) and len(names) <= info.max_players and all(
            isinstance(x, str) and len(x) <= 40 for x in names):
        out["names"] = list(names)
    options = data.get("options")
    if isinstance(options, dict):
        kept: dict[str, Any] = {}
        for spec in info.options:
            if spec.name in options:
                try:
                    kept[spec.name] = _option_value(spec, options[spec.name])
                except RecordError:
                    continue
        out["options"] = kept
    return out


def clean_setups(data: Any) -> dict[str, dict[str, Any]]:
    """Every remembered setup of a known game, cleaned; unknown games are dropped."""
    from gamebox.registry import all_games

    if not isinstance(data, dict):
        return {}
    out: dict[str, dict[str, Any]] = {}
    for info in all_games():
        if info.id in data:
            cleaned = clean_setup(info, data[info.id])
            if cleaned:
                out[info.id] = cleaned
    return out


def setup_of(info: GameInfo, players: int, seats: Sequence[str], levels: Sequence[str], names: Sequence[str],
             options: Mapping[str, Any]) -> dict[str, Any]:
    """The setup of a game being played, as a remembered one (Game > New… during a game
    proposes the game on the table: resumed, opened or started from the command line, it
    may differ from the last one the dialog started)."""
    return clean_setup(info, {"players": players, "seats": list(seats), "levels": list(levels),
                              "names": list(names), "options": dict(options)})


def setup_to_remember(before: Any, started: dict[str, Any]) -> dict[str, Any]:
    """The setup kept for the next New game dialog: the one just started, with what it left
    unused of the one kept before (the seats past its player count, their levels and names).
    A solo game had forgotten a 2-player table's Hard computer: it came back Normal."""
    kept = dict(started)
    if not isinstance(before, dict):
        return kept
    for key in ("seats", "levels", "names"):
        mine, theirs = started.get(key), before.get(key)
        if isinstance(mine, list) and isinstance(theirs, list) and len(theirs) > len(mine):
            kept[key] = [*mine, *theirs[len(mine):]]
    return kept
