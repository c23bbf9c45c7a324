"""Saves, autosaves, replays and positions as JSON. Never pickle.

A record is {"format": "gamebox", "version": 1, "game": id, "id": "<hex>", "config": ...,
"seats": [...], "levels": [...], "names": [...], "seed": n, "moves": ["text", ...]}; loading
replays each move through the rules. "id" names one game for good (statistics count a game
once by it); "names" are the hot-seat players' own names ("" where none was given).
A position is {"format": "gamebox-position", "version": 1, "game": id, "state": {...}}.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from gamebox.core.errors import GameBoxError, NotationError, RecordError
from gamebox.core.rng import parse_seed
from gamebox.core.validate import MAX_TEXT_BYTES, json_shown, load_json

FORMAT = "gamebox"
POSITION_FORMAT = "gamebox-position"
OTHER_VERSION = "it was saved by another version of GameBox, which this one cannot read"  # (plain words)
VERSION = 1
SEAT_KINDS = ("human", "computer")


@dataclass(frozen=True)
class Record:
    game: str
    config: dict[str, Any]
    seed: int
    moves: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)
    names: tuple[str, ...] = ()
    id: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "id": self.id,
            "config": self.config,
            "seed": self.seed,
            "seats": list(self.seats),
            "levels": list(self.levels),
            "names": list(self.names),
            "moves": list(self.moves),
        }
        if self.extra:
            data["extra"] = self.extra
        return data

    @staticmethod
    def from_json(data: Any) -> "Record":
        """Check the shape of a record; RecordError says what is wrong."""
        if not isinstance(data, dict):
            raise RecordError("not a GameBox save: the file holds no JSON object")
        held = data.get("position") if "format" not in data else None  # the output of `gamebox-cli play`
        if data.get("format") == POSITION_FORMAT or (isinstance(held, dict) and held.get("format") == POSITION_FORMAT):
            raise RecordError("this is a position, not a saved game (a position is read with --position)",
                              plain="it holds a single position, not a saved game")
        if data.get("format") != FORMAT:
            raise RecordError("not a GameBox save: its format field is missing or foreign")
        if not _is_version(data.get("version")):
            raise _version_error("save", data.get("version"))
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError("the save names no game")
        config = data.get("config")
        if not isinstance(config, dict):
            raise RecordError("the save has no config")
        try:
            seed = parse_seed(data.get("seed"))  # type: ignore[arg-type]
        except (GameBoxError, TypeError):
            raise RecordError(f"the save's deal number is not valid ({json_shown(data.get('seed'))})") from None
        moves = data.get("moves", [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("the save's move list must be a list of texts")
        seats = data.get("seats", [])
        if not isinstance(seats, list) or not all(s in SEAT_KINDS for s in seats):
            raise RecordError("the save's seats must each be human or computer")
        levels = data.get("levels", [])
        if not isinstance(levels, list) or not all(isinstance(x, str) for x in levels):
            raise RecordError("the save's computer levels must be texts")
        names = data.get("names", [])
        if not isinstance(names, list) or not all(isinstance(x, str) and len(x) <= 40 for x in names):
            raise RecordError("the save's player names must be short texts")
        game_id = data.get("id", "")
        if not isinstance(game_id, str) or len(game_id) > 64:
            raise RecordError("the save's game id must be a short text")
        extra = data.get("extra", {})
        return Record(game, config, seed, tuple(moves), tuple(seats), tuple(levels),
                      extra if isinstance(extra, dict) else {}, tuple(names), game_id)


def _is_version(value: Any) -> bool:
    """The format version, exactly (true and 1.0 are not 1)."""
    return type(value) is int and value == VERSION


def _version_error(kind: str, value: Any) -> RecordError:
    """Another version's file, or a version field that is no version number at all (the text
    "1" was called another version, "'1' is not supported (this GameBox reads 1)")."""
    if type(value) is int:
        return RecordError(f"{kind} version {value} is not supported (this GameBox reads version {VERSION})",
                           plain=OTHER_VERSION)
    return RecordError(f"the {kind}'s version is not a whole number ({json_shown(value)})")


def atomic_write_text(path: Path, text: str) -> None:
    """Write through a temp file in the same folder and rename it over the target. A symbolic
    link stays a link: the file it points to is written (a settings file linked into a folder
    of the player's own was replaced by a plain file), or, if that cannot be, the link's place."""
    path = Path(path)
    target = _through_links(path)
    if target != path:
        try:
            _write_replacing(target, text)
            return
        except OSError:
            pass
    _write_replacing(path, text)


def _through_links(path: Path) -> Path:
    """Where a symbolic link at `path` leads; `path` itself otherwise, or when its links loop."""
    try:
        return path.resolve() if path.is_symlink() else path
    except (OSError, RuntimeError):  # a loop of links
        return path


def _write_replacing(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if hasattr(os, "fchmod"):  # mkstemp makes it 0600: a save in Documents is the player's file
            os.fchmod(fd, _mode_for(path))
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _mode_for(path: Path) -> int:
    """The mode a written file gets: the one it had (saving over a file keeps it), or what the
    process's umask gives any new file."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    """The umask, read without setting it (os.umask would change it for every thread a moment)."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o022


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=False) + "\n")


NOT_REGULAR = "not a regular file: a folder, a pipe or a device"
TOO_LARGE = "far too large to be a GameBox file"


class NotReadable(OSError):
    """A path that names no regular file (a folder, a FIFO, a device), or a file larger than
    any GameBox file can be: refused before a byte of it is read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.strerror = reason


def read_capped(path: Path | str) -> bytes:
    """A regular file's bytes, read no further than one byte past the largest a GameBox file
    can be. A folder, a FIFO or a device is refused (NotReadable) without waiting: it is looked
    at before it is opened, opened without blocking (a FIFO with no writer would wait for ever)
    and looked at again once open (it may have been swapped meanwhile); a file larger than any
    GameBox file is refused (NotReadable) without reading it. Otherwise OSError or ValueError
    (a NUL byte in the path) as open raises."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotReadable(NOT_REGULAR)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotReadable(NOT_REGULAR)
        if info.st_size > MAX_TEXT_BYTES:
            raise NotReadable(TOO_LARGE)
        return handle.read(MAX_TEXT_BYTES + 1)  # a file still growing stops here too


def read_bytes(path: Path | str, label: str | None = None) -> bytes:
    """A regular file's bytes, read no further than any GameBox file can be; RecordError for a
    missing or unreadable one, a folder, a FIFO or a device (/dev/zero never ends, a FIFO may
    never open) or one far too large, naming it `label` (default: the file's name)."""
    name = label or Path(path).name or str(path)
    try:
        return read_capped(path)
    except FileNotFoundError:
        raise RecordError(f"{name}: no such file", plain="the file is not there") from None
    except NotReadable as exc:
        raise RecordError(f"{name}: cannot be read ({exc.strerror})",
                          plain="it is far too large to be a GameBox file" if exc.strerror == TOO_LARGE
                          else "it is a folder or a device, not a file") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        reason = getattr(exc, "strerror", None) or exc.__class__.__name__
        raise RecordError(f"{name}: cannot be read ({reason})",
                          plain="the computer did not let GameBox read it") from None


def read_json(path: Path) -> Any:
    """The JSON in a file; RecordError (never a traceback) for a missing or broken one: not
    UTF-8, not JSON, nested too deep, too large (gamebox.core.validate.load_json)."""
    return load_json(read_bytes(path), Path(path).name or str(path))


def set_aside(path: Path) -> Path:
    """Keep a broken file under a new name beside it, so nothing is lost; returns the new path."""
    path = Path(path)
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    os.replace(path, target)
    return target


def position_to_json(game_id: str, state_json: dict[str, Any]) -> dict[str, Any]:
    return {"format": POSITION_FORMAT, "version": VERSION, "game": game_id, "state": state_json}


def position_state(data: Any, game_id: str) -> Any:
    """The state part of a position document, checked to belong to `game_id`. The whole output
    of `gamebox-cli play` ({"position": ..., "events": ...}) is read as the position it holds."""
    if isinstance(data, dict) and "format" not in data and isinstance(data.get("position"), dict):
        data = data["position"]
    if isinstance(data, dict) and data.get("format") == FORMAT:
        raise RecordError("this is a saved game, not a position (a saved game is read by replay)")
    if not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
        raise RecordError("not a GameBox position: its format field is missing or foreign")
    if not _is_version(data.get("version")):
        raise _version_error("position", data.get("version"))
    if data.get("game") != game_id:
        raise RecordError(f"this position is for {json_shown(data.get('game'))}, not {json_shown(game_id)}")
    if "state" not in data:
        raise RecordError("the position holds no state")
    return data["state"]


def state_from_position(game: Any, data: Any, game_id: str) -> Any:
    """The state of a position document. Any failure of the game's reader becomes a
    RecordError with the game's own message (its first complaint about the position)."""
    state_json = position_state(data, game_id)
    try:
        return game.state_from_json(state_json)
    except GameBoxError as exc:
        raise RecordError(str(exc) or "the position is damaged") from None
    except Exception as exc:  # a reader's slip (KeyError, RecursionError...) is still a refusal
        detail = str(exc) if len(str(exc)) <= 160 else str(exc)[:157] + "..."
        raise RecordError(f"the position is damaged ({type(exc).__name__}: {detail})") from None


def replay(game: Any, start: Any, texts: Sequence[str]) -> tuple[Any, list[tuple[Any, Any, str, list[Any]]]]:
    """Replay move texts from `start`; returns the end state and (before, move, text, events)
    for each move. RecordError names the first move that does not replay."""
    state = start
    steps = []
    for index, text in enumerate(texts, start=1):
        try:
            move = game.parse_move(state, text)
            after, events = game.apply(state, move)
        except GameBoxError as exc:
            # in words only: the app shows this to players (the move's text stays in the file)
            # a text the game cannot read gets no quote: its reason teaches the notation
            reason = ("it is not a move of this game" if isinstance(exc, NotationError)
                      else str(exc).rstrip(". ") or "the rules refuse it")
            if reason[:1].isupper() and reason[1:2].islower():  # "(the game is over)", not "(The game ...)"
                reason = reason[0].lower() + reason[1:]
            if _YOU.search(reason):  # told to the mover: "you have no red star" blamed whoever opened it
                message = (f"its move {index} cannot be played again: the player to move then could not "
                           f"play it ({_about_them(reason)})")
            else:
                message = f"its move {index} cannot be played again ({reason})"
            raise RecordError(message, plain=message) from None
        steps.append((state, move, text, events))
        state = after
    return state, steps


_YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
_THEM = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}


def _about_them(reason: str) -> str:
    """A refusal told to the mover ("you have no red star in your hand") told about them
    ("they have no red star in their hand": the verbs agree with "they" as with "you")."""
    return _YOU.sub(lambda m: _THEM[m.group(0).lower()], reason)
