"""Saves the player opens and writes: where the file dialogs start, reading a save into a
session without anything it holds escaping as a traceback, writing one atomically."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QWidget

from gamebox.core.errors import GameBoxError, RecordError
from gamebox.core.records import NOT_REGULAR, NotReadable, Record, atomic_write_json
from gamebox.registry import get_info
from ui.autosaves import read_record
from ui.disk_words import file_name
from ui.userfiles import documents_dir

FILTER = "GameBox saves (*.json);;All files (*)"
# what a damaged save may still raise from deep inside a game's replay: reported, never a crash
DAMAGE = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError)


DAMAGED_FILE = "it is damaged, or it is not a game saved by GameBox"


def plain_reason(exc: GameBoxError) -> str:
    """Why a file the player chose cannot be used, from the player's seat: the error's plain
    words, or that it is damaged (the CLI's reasons name fields, JSON lines and option keys)."""
    return (exc.plain or DAMAGED_FILE).rstrip(". ")


def session_from_record(record: Record) -> Any:
    """A GameSession replayed from a record; RecordError/ConfigError in words otherwise."""
    from gamebox.session import GameSession

    info = get_info(record.game)
    try:
        return GameSession.from_record(record, info)
    except GameBoxError:
        raise
    except DAMAGE:
        reason = "the game in it is damaged and cannot be replayed"  # plain words for the CLI and the app alike
        raise RecordError(reason, plain=reason) from None


def load_session(path: Path, what: str = "the file") -> Any:
    """Read a save through the one validating reader and replay it (GameBoxError otherwise)."""
    return session_from_record(read_record(path, what))


def write_save(path: Path, record: Record) -> None:
    """Write a save over `path`, which is no file yet or a regular one: a pipe or a device
    there had been replaced by the save, and "Saved" said (Open refuses such a name)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise NotReadable(NOT_REGULAR)
    atomic_write_json(path, record.to_json())


def ask_open_path(parent: QWidget) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, "Open a saved game", str(documents_dir()), FILTER)
    return Path(name) if name else None


def ask_save_path(parent: QWidget, suggested: str) -> Path | None:
    """The file the player chooses (".json" added when they typed no ending: the dialog asked
    before replacing the name typed, not the one with its ending, so the window asks then;
    "Keep it" opens the dialog again on that name, for another: it had closed, nothing saved)."""
    had = documents_dir()
    folder = documents_dir(make=True)
    start = folder / suggested
    while True:
        name, _ = QFileDialog.getSaveFileName(parent, "Save the game", str(start), FILTER)
        if folder != had and (not name or Path(name).parent != folder):  # made for this dialog, not used
            with contextlib.suppress(OSError):
                folder.rmdir()  # only an empty folder goes
        if not name:
            return None
        path = Path(name)
        if path.suffix:
            return path  # the dialog asked already, if it was there
        path = path.with_suffix(".json")
        if not path.exists() or replace_it(parent, path):
            return path
        start = path


def replace_it(parent: QWidget, path: Path) -> bool:
    """The dialog asks before replacing the name typed, not the one GameBox gives it: "deal 42"
    had replaced "deal 42.json" without a word. Asked here, "Keep it" being the default."""
    from ui.dialogs.simple import ask_yes_no

    return ask_yes_no(parent, "Replace the saved game?",
                      f"A saved game called “{file_name(path.name)}” is there already. Replace it with this game?",
                      "Replace it", "Keep it")
