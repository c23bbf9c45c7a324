"""Every file GameBox reads for the player goes through here: settings, statistics, autosaves,
remembered setups (inside the settings) and saves. One validating reader (core/validate.py's
load_json: strict UTF-8, bounded nesting and number size) turns a file into JSON or a
RecordError; a file that cannot be read at all is kept aside under a timestamped name, never
deleted, and the player is told so in words (never the file's name: it is ours, not theirs).

Where the files live (platformdirs): settings under the user config dir, statistics and
autosaves under the user data dir, saves the player makes in the documents dir's GameBox folder.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.records import TOO_LARGE, NotReadable, read_capped
from gamebox.core.validate import load_json

APP_NAME = "GameBox"
STALE_TEMP_SECONDS = 60.0  # an atomic write takes milliseconds; older temp files are debris


def config_dir() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def documents_dir(make: bool = False) -> Path:
    """Where Open and Save start: the GameBox folder in the player's documents folder, or the
    documents folder itself while there is none (or it cannot be made). `make`: make it now
    (Save offers it; ui/files.py takes it away again when the player saved nothing there)."""
    from platformdirs import user_documents_dir

    base = Path(user_documents_dir())
    folder = base / APP_NAME
    try:
        if make:
            folder.mkdir(parents=True, exist_ok=True)
        return folder if folder.is_dir() else existing_folder(base)
    except OSError:
        return existing_folder(base)


def existing_folder(path: Path) -> Path:
    """`path`, or the nearest folder above it that exists: a file dialog started in a folder
    that is not there took its last name for the file's ("Documents" stood in Open's name box
    on a new profile, "File not found" at Enter)."""
    for folder in (path, *path.parents):
        try:
            if folder.is_dir():
                return folder
        except OSError:
            continue
    return path


MISSING_FILE = "there is no such file"  # plain words for the player: no path, no error code
NOT_A_FILE = "it is a folder or a device, not a saved game"
UNREADABLE_FILE = "it cannot be read"
TOO_LARGE_FILE = "it is far too large to be a GameBox file"


def present(path: Path) -> bool:
    """Whether there is something at `path` to read; True when its folder will not say (no
    permission): reading it then tells the player why, where `Path.exists` raised."""
    try:
        return Path(path).exists()
    except OSError:
        return True


def read_user_json(path: Path, what: str = "the file") -> Any:
    """The JSON a file holds, through the one validating reader; RecordError (in words, naming
    `what`, never the path) when it cannot be read or is not sound JSON."""
    try:
        data = read_capped(path)
    except NotReadable as exc:  # a FIFO would block the window, /dev/zero never ends; or far too large
        if exc.strerror == TOO_LARGE:
            raise RecordError(f"{what} is {TOO_LARGE}", plain=TOO_LARGE_FILE) from None
        raise RecordError(f"{what} is not a file GameBox can read", plain=NOT_A_FILE) from None
    except FileNotFoundError:
        raise RecordError(f"{what} is missing", plain=MISSING_FILE) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        raise RecordError(f"{what} cannot be read ({getattr(exc, 'strerror', None) or 'no access'})",
                          plain=UNREADABLE_FILE) from None
    return load_json(data, what)


def keep_aside(path: Path, label: str = "broken") -> Path | None:
    """Rename a damaged file beside itself with a timestamp (never over an earlier one);
    returns the new path, or None when it could not be moved (it is then left as it was).
    `label` says why it was kept ("finished": a game that had ended, not a damaged file)."""
    return _aside(Path(path), os.replace, label)


def keep_copy(path: Path) -> Path | None:
    """Copy a file beside itself under the name keep_aside would give it, leaving it in place
    (a file GameBox will write back cleaned keeps its old values there); None when it could not."""
    return _aside(Path(path), shutil.copyfile)


def _aside(path: Path, how: Callable[[Path, Path], object], label: str = "broken") -> Path | None:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        suffix = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.name}.{label}-{stamp}{suffix}")
        if present(target):
            continue
        try:
            how(path, target)
        except OSError:
            return None
        return target
    return None


def remove_stale_temps(folders: Iterable[Path], older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove the temp files an interrupted atomic write left (".NAME.xxxx.tmp", e.g. after a
    kill -9 during an autosave); recent ones may belong to another GameBox writing right now.
    Returns how many were removed."""
    removed = 0
    now = time.time()
    for folder in folders:
        try:
            candidates = list(Path(folder).glob(".*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                if path.is_file() and now - path.stat().st_mtime > older_than:
                    path.unlink()
                    removed += 1
            except OSError:
                continue
    return removed
