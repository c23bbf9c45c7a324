"""Player settings, saved as JSON under platformdirs' user config dir (never pickle).

Read through the one validating reader (ui/userfiles.py): a value of the wrong type or out of
range falls back to its default (a copy of the file is kept aside, and the file is written back
clean at once); a file that cannot be read at all, or holds no object,
is kept aside and defaults are used. Nothing the file holds can stop GameBox from starting.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from gamebox.core.describe import join_words
from gamebox.core.errors import RecordError
from gamebox.core.records import atomic_write_json
from gamebox.core.validate import want_choice, want_float, want_int
from ui.setups import clean_setups
from ui.userfiles import config_dir, data_dir, keep_aside, keep_copy, present, read_user_json

__all__ = ["THEMES", "Settings", "SettingsStore", "config_dir", "data_dir"]

THEMES = ("light", "dark")
LOG_MODES = ("auto", "shown", "hidden")  # the move log: shown in a wide enough window, always, never
SPEED_RANGE = (0.0, 2.0)
COMPUTER_BEAT_MS = 550  # the pause before a computer's move at normal speed
CARD_SCALE_RANGE = (0.6, 1.6)
ROBOT_RANGE = (15, 45)  # the Girafferaffe solo Robot deck (G12)
WINDOW_RANGE = (400, 16000)  # a remembered window side, in logical pixels
SETTING_WORDS = {  # the settings as the player knows them, for a notice
    "speed": "the animation speed", "card_scale": "the card size", "theme": "the theme",
    "robot_level": "the size of the solo Robot's deck", "move_log": "whether the move log shows",
    "window": "the window's size", "last_setup": "part of the setups remembered for new games",
}
KNOWN_KEYS = frozenset({"speed", "card_scale", "theme", "robot_level", "last_setup", "window", "move_log"})


@dataclass
class Settings:
    """speed: how long animations take, as a factor of the normal duration (0 = instant,
    1 = normal, 2 = twice as long). card_scale: card size factor. theme: light or dark.
    robot_level: the Girafferaffe solo Robot Deck size (G12), raised by one after each win.
    last_setup: the last new-game setup per game (players, seats, levels, options).
    window: the main window's size when it was last closed ({"width", "height", "maximized"};
    empty until then). move_log: View > Move log ("auto": shown when the table leaves room)."""

    speed: float = 1.0
    card_scale: float = 1.0
    theme: str = "light"
    robot_level: int = 15
    last_setup: dict[str, Any] = field(default_factory=dict)
    window: dict[str, Any] = field(default_factory=dict)
    move_log: str = "auto"
    unknown: dict[str, Any] = field(default_factory=dict)  # a newer GameBox's keys, written back as read
    # the remembered setups of games this GameBox does not have (a newer one's), written back as read
    unknown_setups: dict[str, Any] = field(default_factory=dict)

    @property
    def computer_beat_ms(self) -> int:
        """The pause before each computer move is played, at this speed: at 0.3 s a beat, three
        computers had all moved within a second, too fast for a new player to follow."""
        return int(COMPUTER_BEAT_MS * self.speed)

    def to_json(self) -> dict[str, Any]:
        known = {k: v for k, v in self.__dict__.items() if k not in ("unknown", "unknown_setups")}
        clean = Settings.from_json(known)[0]  # never writes back a value it would refuse
        return {**self.unknown, "speed": clean.speed, "card_scale": clean.card_scale, "theme": clean.theme,
                "robot_level": clean.robot_level, "last_setup": {**self.unknown_setups, **clean.last_setup},
                "window": clean.window, "move_log": clean.move_log}

    def copy(self) -> Settings:
        return Settings.from_json(self.to_json())[0]

    @staticmethod
    def from_json(data: Any) -> tuple[Settings, list[str]]:
        """Settings from a JSON object, each field checked on its own; also the names of the
        fields that fell back to their defaults. Unknown keys (a newer GameBox's) are kept as
        they are, to be written back."""
        settings = Settings()
        defaulted: list[str] = []
        if not isinstance(data, dict):
            return settings, ["everything"]
        checks = {
            "speed": lambda v: want_float(v, "speed", *SPEED_RANGE),
            "card_scale": lambda v: want_float(v, "card size", *CARD_SCALE_RANGE),
            "theme": lambda v: want_choice(v, "theme", THEMES),
            "robot_level": lambda v: want_int(v, "Robot level", *ROBOT_RANGE),
            "move_log": lambda v: want_choice(v, "move log", LOG_MODES),
        }
        for key, check in checks.items():
            if key in data:
                try:
                    setattr(settings, key, check(data[key]))
                except RecordError:
                    defaulted.append(key)
        if "last_setup" in data:
            settings.last_setup, settings.unknown_setups, damaged = read_setups(data["last_setup"])
            if damaged:
                defaulted.append("last_setup")
        # a newer GameBox's keys, when they can be written back exactly as read (never NaN,
        # Infinity or a number too large to read: those are dropped, not written changed)
        settings.unknown = {k: v for k, v in data.items() if k not in KNOWN_KEYS and _plain_json(v)}
        if "window" in data:
            try:
                settings.window = clean_window(data["window"])
            except RecordError:
                defaulted.append("window")
        return settings, defaulted


def read_setups(data: Any) -> tuple[dict[str, dict[str, Any]], dict[str, Any], bool]:
    """The remembered setups as read: (the cleaned setups of this box's games, the setups of
    games it does not have, kept as they are for the GameBox that wrote them, whether any part
    was damaged). Damaged: not an object, or any part of a known game's setup dropped or changed
    by cleaning (ui/setups.py) – the same as a damaged value of any other setting."""
    from gamebox.registry import all_games

    cleaned = clean_setups(data)
    if not isinstance(data, dict):
        return cleaned, {}, True
    known = {info.id for info in all_games()}
    unknown = {key: value for key, value in data.items() if key not in known and _writable(value)}
    damaged = any(cleaned.get(key, {}) != value if key in known else key not in unknown for key, value in data.items())
    return cleaned, unknown, damaged


def _plain_json(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return False
    return True


def _writable(value: Any) -> bool:
    """Whether another game's remembered setup can be written back exactly as read: an object
    of plain JSON (never NaN, Infinity or a number too large to read)."""
    return isinstance(value, dict) and _plain_json(value)


def clean_window(data: Any) -> dict[str, Any]:
    """A remembered window size, checked; {} stands for none. RecordError when it is not one."""
    if data == {}:
        return {}
    if not isinstance(data, dict):
        raise RecordError("the window size is not a set of values")
    maximized = data.get("maximized", False)
    if not isinstance(maximized, bool):
        raise RecordError("the window's maximized mark is not true or false")
    return {"width": want_int(data.get("width"), "window width", *WINDOW_RANGE),
            "height": want_int(data.get("height"), "window height", *WINDOW_RANGE),
            "maximized": maximized}


class SettingsStore:
    """Loads and saves Settings; `problem` says in words what went wrong while loading."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "settings.json"
        self.problem: str | None = None
        self._base: dict[str, Any] | None = None  # the settings as last read or written here

    def load(self) -> Settings:
        settings = self._load()
        self._base = settings.to_json()
        return settings

    def _load(self) -> Settings:
        if not present(self.path):
            return Settings()
        try:
            data = read_user_json(self.path, "the settings file")
            if not isinstance(data, dict):  # nothing in it is a setting: kept aside like a damaged file
                raise RecordError("the settings file holds no settings")
        except RecordError:
            kept = keep_aside(self.path)
            self.problem = ("Your settings could not be read; GameBox uses its defaults"
                            + (" and kept the old file aside." if kept else "."))
            return Settings()
        settings, defaulted = Settings.from_json(data)
        if defaulted:
            kept = keep_copy(self.path)
            if kept is not None:  # cleaned at once: a start that never saves must not copy and tell again
                self._write_back(settings)
            named = join_words([SETTING_WORDS.get(key, key) for key in defaulted])
            # what could not be read, no more: a remembered setup loses only its damaged parts
            self.problem = (f"Some of your settings could not be read: {named}. What could not be read is "
                            "back to its default" + (" (a copy of the old file is kept)." if kept else "."))
        return settings

    def save(self, settings: Settings) -> None:
        """Write what this window changed over what the file holds now: a second GameBox
        window may have written since (a Robot Deck earned there), and writing the whole of
        ours took it back. `settings` takes in what the file had from there."""
        mine = settings.to_json()
        theirs = self._on_disk() if self._base is not None else None
        base = self._base or {}
        merged = mine if theirs is None else {**theirs, **{key: _merged(key, mine[key], base.get(key), theirs.get(key))
                                                          for key in mine}}
        atomic_write_json(self.path, merged)
        self._base = merged
        if merged is not mine:
            adopted = Settings.from_json(merged)[0]
            for item in fields(Settings):
                setattr(settings, item.name, getattr(adopted, item.name))

    def _on_disk(self) -> dict[str, Any] | None:
        """The settings file as it stands (None when absent or unreadable: ours are written)."""
        try:
            data = read_user_json(self.path, "the settings file") if present(self.path) else None
        except RecordError:
            return None
        return Settings.from_json(data)[0].to_json() if isinstance(data, dict) else None

    def cannot_keep(self) -> str | None:
        """Why no setting can be written (the settings folder's place holds a file, or it may
        not be written), said at start: else settings would go quietly at every quit."""
        folder = self.path.parent
        try:
            while not folder.exists() and folder.parent != folder:
                folder = folder.parent
            if folder.is_dir() and os.access(folder, os.W_OK | os.X_OK):
                return None
            reason = "writing there is not allowed" if folder.is_dir() else "a file stands where GameBox keeps a folder"
        except OSError:
            reason = "the disk refused it"
        return f"Your settings cannot be kept: {reason}. Changes last until GameBox closes."

    def _write_back(self, settings: Settings) -> None:
        try:
            self.save(settings)
        except OSError:  # a folder that cannot be written: the next save will say so
            pass


def _merged(key: str, mine: Any, base: Any, theirs: Any) -> Any:
    """One setting as written by this window: its own value if it changed it here, else what
    the file holds now. A Robot Deck earned here counts only above one earned there (a win
    never lowers it), and the remembered setups go game by game."""
    if theirs is None or mine == base:
        return mine if theirs is None else theirs
    if key == "robot_level" and isinstance(base, int) and isinstance(theirs, int) and mine > base:
        return max(mine, theirs)
    if key == "last_setup" and isinstance(mine, dict) and isinstance(theirs, dict):
        before = base if isinstance(base, dict) else {}
        return {**theirs, **{game: setup for game, setup in mine.items() if setup != before.get(game)}}
    return mine
