"""Autosaves: one file per game in progress (so at most one per game, five at most), written
atomically after every applied move under platformdirs' user data dir, removed when the game
ends. The launcher's Continue list is made from them.

A file here that cannot be read, names another game or does not fit its game is kept aside
(timestamped, never deleted) and the player is told in words. The single autosave of the
previous version (data dir autosave.json) moves into its game's place on start.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

from gamebox.core.contract import Config, GameInfo
from gamebox.core.describe import join_words
from gamebox.core.errors import GameBoxError, RecordError
from gamebox.core.records import OTHER_VERSION, Record, atomic_write_json, read_capped
from gamebox.registry import all_games, get_info
from ui.userfiles import data_dir, keep_aside, present, read_user_json

DAMAGED = "An unfinished game could not be read; GameBox kept its file aside."


def damaged_text(names: list[str]) -> str:
    """The notice for unfinished games whose files could not be read, by game name (the
    player learns which game is gone); DAMAGED when the game is not known."""
    if not names:
        return DAMAGED
    if len(names) == 1:
        return f"Your unfinished {names[0]} game could not be read; GameBox kept its file aside."
    return f"Your unfinished {join_words(names)} games could not be read; GameBox kept their files aside."


CANNOT_RESUME = "cannot be resumed"  # `_read_entry`'s why: read, but Resume would refuse it


def unresumable_text(names: list[str]) -> str:
    """The notice for unfinished games whose files were read but cannot be played on (a
    computer level the game does not have): "could not be read" was not so."""
    games = f"unfinished {join_words(names)} game{'s' if len(names) > 1 else ''}"
    return (f"Your {games} cannot be played on: {'their files are' if len(names) > 1 else 'its file is'} "
            f"damaged. GameBox kept {'them' if len(names) > 1 else 'it'} aside.")


def other_version_text(names: list[str]) -> str:
    """The notice for unfinished games another version of GameBox wrote ("could not be read"
    alone, where Open names the version)."""
    games = f"unfinished {join_words(names)} game{'s' if len(names) > 1 else ''}"
    files = "their files" if len(names) > 1 else "its file"
    return (f"Your {games} {'were' if len(names) > 1 else 'was'} saved by another version of GameBox, which this "
            f"one cannot read; GameBox kept {files} aside.")


def left_text(names: list[str]) -> str:
    """The notice for unfinished games whose files could neither be read nor kept aside (a
    folder GameBox may not open): said, where they vanished from the Continue list in silence."""
    if len(names) > 1:
        return (f"Your unfinished {join_words(names)} games could not be read, and GameBox may not move their "
                "files: they are left as they were.")
    game = f"Your unfinished {names[0]} game" if names else "An unfinished game"
    return f"{game} could not be read, and GameBox may not move its file: it is left as it was."


@dataclass(frozen=True)
class ContinueEntry:
    """One unfinished game as the Continue list shows it."""

    game: str
    name: str
    players: int
    seats: tuple[str, ...]
    seed: int
    moves: int
    when: float  # seconds since the epoch, when it was last played
    game_id: str
    levels: tuple[str, ...] = ()  # each seat's computer level, as saved
    options: str = ""  # the options it was started with, in words ("rotten-apple rounds")


def options_words(info: GameInfo, config: Config, numbers: bool = True) -> str:
    """The options a game was started with, as the Continue list says them: every number asked
    in the new-game dialog ("Robot Deck size: 20") and every option turned on ("Rotten-apple
    rounds"), in the dialog's words; a round of rotten apples or a Robot Deck had gone unsaid.
    `numbers` False: the options turned on alone (the window's title)."""
    said = []
    for spec in info.options:
        if spec.hidden or not spec.applies(config.players):
            continue
        try:
            value = config.get(spec.name)
        except KeyError:
            continue
        if spec.kind == "bool":
            said += [spec.label] if value else []
        elif numbers and (spec.kind == "int" or value != spec.default):  # a choice left at its default goes unsaid
            said.append(f"{spec.label}: {value}")
    return ", ".join(said)


def read_record(path: Path, what: str = "the saved game") -> Record:
    """A save's record through the one validating reader; RecordError in words otherwise."""
    return Record.from_json(read_user_json(path, what))


class AutosaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or data_dir() / "autosaves"
        self.problems: list[str] = []
        self._left: set[str] = set()  # games whose unreadable file could not be moved either

    def path_for(self, game: str) -> Path:
        return self.folder / f"{game}.json"

    def write(self, record: Record) -> None:
        """Keep this game as its game's unfinished one (OSError when the disk refuses)."""
        atomic_write_json(self.path_for(record.game), record.to_json())

    def remove(self, game: str, game_id: str | None = None) -> OSError | None:
        """Drop `game`'s autosave (only if it is the game `game_id`, when given). Returns why
        the disk kept a file it was asked to drop, None when it is gone (or was not there, or
        holds another game)."""
        path = self.path_for(game)
        if game_id is not None:
            try:
                if read_record(path).id != game_id:
                    return None
            except RecordError:
                return None
        try:
            path.unlink()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return exc
        return None

    def stamp(self, game: str) -> str | None:
        """What `game`'s unfinished game on the disk holds now, in short (a digest of its bytes;
        None when there is none to read): a window compares it with what it last wrote or
        read, to notice another window writing the same game."""
        try:
            return hashlib.blake2b(read_capped(self.path_for(game)), digest_size=16).hexdigest()
        except (OSError, ValueError):  # (NotReadable is an OSError)
            return None

    def has(self, game: str) -> bool:
        """`game` has a file of an unfinished game (readable or not)."""
        return present(self.path_for(game))

    def holds_other(self, game: str, game_id: str) -> bool:
        """`game` has an unfinished game on the disk other than the game `game_id` (a file that
        cannot be read counts as another: it is not written over)."""
        if not self.has(game):
            return False
        try:
            return read_record(self.path_for(game)).id != game_id
        except RecordError:
            return True

    def load(self, game: str) -> Record:
        return read_record(self.path_for(game), "the unfinished game")

    def set_aside(self, game: str, label: str = "broken") -> Path | None:
        """Keep `game`'s autosave aside (renamed beside itself, never deleted); the new path, or
        None when there was none or it could not be moved (it is then left as it was)."""
        path = self.path_for(game)
        if present(path):
            return keep_aside(path, label)
        return None

    def entry(self, game: str) -> ContinueEntry | None:
        """`game`'s unfinished game as the Continue list shows it; None when there is none it
        could resume (only this game's file is read, and nothing is moved)."""
        path = self.path_for(game)
        return self._read_entry(get_info(game), path)[0] if present(path) else None

    def entries(self) -> list[ContinueEntry]:
        """Every unfinished game, most recently played first; damaged files are kept aside
        (and `problems` says so)."""
        out: list[ContinueEntry] = []
        damaged: list[str] = []
        newer: list[str] = []  # written by another version of GameBox
        unresumable: list[str] = []  # read, but Resume would refuse it
        left: list[str] = []  # could not be read, nor moved aside
        for info in all_games():
            path = self.path_for(info.id)
            if not present(path):
                continue
            entry, why = self._read_entry(info, path)
            if entry is None:
                if keep_aside(path) is not None:
                    kinds = {OTHER_VERSION: newer, CANNOT_RESUME: unresumable}
                    kinds.get(why, damaged).append(info.name)
                elif info.id not in self._left:  # told once: it stays where it is
                    self._left.add(info.id)
                    left.append(info.name)
                continue
            out.append(entry)
        if damaged:
            self.problems.append(damaged_text(damaged))
        if unresumable:
            self.problems.append(unresumable_text(unresumable))
        if newer:
            self.problems.append(other_version_text(newer))
        if left:
            self.problems.append(left_text(left))
        return sorted(out, key=lambda e: -e.when)

    @staticmethod
    def _read_entry(info: GameInfo, path: Path) -> tuple[ContinueEntry | None, str]:
        """The entry, or None and why in plain words ("" when no reason was given; CANNOT_RESUME
        for a file read whole that Resume would refuse)."""
        try:
            record = read_record(path)
            if record.game != info.id:
                return None, ""
            config = info.config_from_json(record.config)
            when = path.stat().st_mtime
        except GameBoxError as exc:
            return None, exc.plain or ""
        except OSError:
            return None, ""
        if any(given and len(given) != config.players for given in (record.seats, record.levels)):
            return None, ""  # it could not be resumed: never listed as "2 players, 5 at this screen"
        if any(level not in info.ai_levels for level in record.levels):
            # Resume refuses a level the game does not have: it was listed as "1 computer (Godlike)"
            # (moves are replayed at Resume only: replaying every file here made the window 0.1 s later)
            return None, CANNOT_RESUME
        seats = record.seats or ("human",) + ("computer",) * (config.players - 1)
        return ContinueEntry(info.id, info.name, config.players, tuple(seats), record.seed,
                             len(record.moves), when, record.id, tuple(record.levels or ()),
                             options_words(info, config)), ""

    def migrate(self, old: Path | None = None) -> None:
        """Move the previous version's single autosave into its game's place (kept aside
        when it cannot be read, or when that game already has a newer unfinished one)."""
        old = old or data_dir() / "autosave.json"
        if not present(old):
            return
        try:
            record = read_record(old)
            known = {info.id for info in all_games()}
            if record.game not in known:
                raise RecordError("unknown game")
        except RecordError:
            keep_aside(old)
            self.problems.append(DAMAGED)
            return
        target = self.path_for(record.game)
        if present(target):
            keep_aside(old)
            return
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(old, target)
        except OSError:
            pass
