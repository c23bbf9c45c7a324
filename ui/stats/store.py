"""The statistics file: {"format": "gamebox-stats", "version": 2, "games": [entry, ...]} under
platformdirs' user data dir, oldest first. A finished game is recorded once, by its game id.

Read through the one validating reader: entries that are not entries (no game, wrong types,
a newer GameBox's kinds) are skipped, and written back as they were when a game is added; a
file that cannot be read at all is kept aside and a new one is started. A newer GameBox's
file is left as it is: this version shows none of it and adds nothing to it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from gamebox.core.errors import RecordError
from gamebox.core.records import atomic_write_json
from ui.stats.entries import Entry, parse_entry
from ui.userfiles import data_dir, keep_aside, present, read_user_json

FORMAT = "gamebox-stats"
VERSION = 2
KEEP = 5000  # about a megabyte; the oldest go first
DAMAGED = "Your statistics could not be read; GameBox kept the old file aside and starts them anew."
NEWER = ("Your statistics were kept by a newer version of GameBox: this one leaves them as they are, "
         "and the games played here are not added to them.")
LEFT = ("Your statistics could not be read, and GameBox cannot move their file out of the way: the file is "
        "left as it was, and games played now are not added to it.")


def skipped_words(count: int) -> str:
    """The Statistics window's note on entries it could not read (damaged, or of a game another
    version of GameBox has): they had vanished without a word, "No finished games yet" shown."""
    if count <= 0:
        return ""
    games = "1 finished game" if count == 1 else f"{count} finished games"
    verb = "is" if count == 1 else "are"
    return (f"{games} in your statistics could not be read (damaged, or kept by another version of "
            f"GameBox) and {verb} not counted here. The file keeps {'it' if count == 1 else 'them'} as "
            f"{'it is' if count == 1 else 'they are'}.")


LOCK_WAIT_MS = 3000  # another GameBox adding a game at the same moment: wait this long for it
LOCK_GLANCE_MS = 100  # a lock that names no GameBox (a folder, a damaged file): a glance, no wait


def _version(data: dict[str, object]) -> int:
    """The file's version (1 when it names none, as the first files had; 0 when it is no number)."""
    version = data.get("version", 1)
    return version if isinstance(version, int) and not isinstance(version, bool) else 0


def _ours(data: dict[str, object]) -> bool:
    """A file this version reads as its own: our format (or none, as the first files had) and
    a version no newer than ours."""
    return data.get("format", FORMAT) == FORMAT and 1 <= _version(data) <= VERSION


def _newer(data: dict[str, object]) -> bool:
    """Our format, from a newer GameBox."""
    return data.get("format") == FORMAT and _version(data) > VERSION


def stats_path() -> Path:
    return data_dir() / "stats.json"


def check_file(path: Path | None = None) -> str | None:
    """Read the statistics file once (a damaged one is kept aside); what to tell the player.
    Touches no Qt: the window runs it in a worker thread at start."""
    store = StatsStore(path)
    store.load()
    return store.problem


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.problem: str | None = None
        self.skipped = 0  # entries in the file that were not entries
        self.newer = False  # a newer GameBox's file: read nothing, write nothing
        self.left = False  # a file that could neither be read nor moved aside: write nothing over it
        self._items: list[object] = []  # the newest KEEP items of the file, as they were read

    def load(self) -> list[Entry]:
        """Every readable entry of the newest KEEP, oldest first."""
        self.skipped, self.newer, self.left, self._items = 0, False, False, []
        if not present(self.path):
            return []
        try:
            data = read_user_json(self.path, "the statistics file")
            games = data.get("games") if isinstance(data, dict) else None
            if not isinstance(games, list):
                raise RecordError("the statistics file holds no list of games")
            if _newer(data):
                self.newer, self.problem = True, NEWER
                return []
            if not _ours(data):  # another program's: never rewritten as ours
                raise RecordError("the statistics file is not one this GameBox writes")
        except RecordError:
            if keep_aside(self.path) is not None:
                self.problem = DAMAGED
            else:  # it was shown as "No finished games yet", without a word
                self.left, self.problem = True, LEFT
            return []
        # the newest KEEP, as GameBox writes them: a file of 150,000 froze the window for seconds
        self._items = games[-KEEP:]
        entries = [parse_entry(item) for item in self._items]
        self.skipped = sum(1 for e in entries if e is None)
        return [e for e in entries if e is not None]

    def record(self, entry: Entry) -> bool:
        """Add a finished game (nothing to a newer GameBox's file); True when it was added or
        changed. A game kept already is kept once: an undo past its end and a new ending
        replace its entry where it stands (the first ending had stayed, a win the player went
        on to lose), unless help made the new one and not the old. Items this version cannot
        read stay as they were. Two GameBox windows ending games at the same moment each read
        the file and wrote it back, and one game was lost: the file is locked meanwhile."""
        lock = _take_lock(str(self.path) + ".lock")  # (not got: a stuck lock never stops a game being kept)
        try:
            return self._record(entry)
        finally:
            if lock is not None:
                lock.unlock()

    def _record(self, entry: Entry) -> bool:
        self.load()
        if self.newer or self.left:
            return False
        new = entry.to_json()
        for index, item in enumerate(self._items):
            same_id = bool(entry.id) and isinstance(item, dict) and item.get("id") == entry.id
            kept = parse_entry(item) if same_id else None  # only that game's item is read again
            if kept is not None:
                if _same_ending(kept.to_json(), new) or (entry.assisted and not kept.assisted):
                    return False  # a helped ending never takes the place of the player's own
                self._write(self._items[:index] + [new] + self._items[index + 1:])
                return True
        self._write(self._items[-(KEEP - 1):] + [new])
        return True

    def save(self, entries: list[Entry]) -> None:
        self._write([e.to_json() for e in entries])

    def _write(self, items: list[object]) -> None:
        atomic_write_json(self.path, {"format": FORMAT, "version": VERSION, "games": items})


def _take_lock(path: str) -> QLockFile | None:
    """The statistics' lock, or None when it cannot be had. Another GameBox holding it is
    waited for; a lock naming no program (a folder, a damaged or half-written file) only a
    moment: each game's end stood still for the whole wait behind a folder of that name."""
    lock = QLockFile(path)
    if lock.tryLock(0):
        return lock
    holder = lock.getLockInfo()[0]  # 0: no process is named in it
    return lock if lock.tryLock(LOCK_WAIT_MS if holder else LOCK_GLANCE_MS) else None


def _same_ending(kept: dict[str, object], new: dict[str, object]) -> bool:
    """The same game ended the same way (when it was kept aside)."""
    return {k: v for k, v in kept.items() if k != "when"} == {k: v for k, v in new.items() if k != "when"}
