"""The statistics file: {"format": "gamebox-stats", "version": 2, "games": [entry, ...]} under
platformdirs' user data dir, oldest first. A finished game is recorded once, by its game id.

Read through the one validating reader: entries that are not entries (no game, wrong types)
are skipped; a file that cannot be read at all is kept aside and a new one is started.
"""

from __future__ import annotations

from pathlib import Path

from gamebox.core.errors import RecordError
from gamebox.core.records import atomic_write_json
from ui.stats.entries import Entry, parse_entry
from ui.userfiles import data_dir, keep_aside, present, read_user_json

FORMAT = "gamebox-stats"
VERSION = 2
KEEP = 5000  # about a megabyte; the oldest go first
DAMAGED = "Your statistics could not be read; GameBox kept the old file aside and starts them anew."


def _ours(data: dict[str, object]) -> bool:
    """A file this version reads as its own: our format (or none, as the first files had) and
    a version no newer than ours."""
    version = data.get("version", 1)
    return (data.get("format", FORMAT) == FORMAT and isinstance(version, int)
            and not isinstance(version, bool) and 1 <= version <= VERSION)


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

    def load(self) -> list[Entry]:
        """Every readable entry of the newest KEEP, oldest first."""
        self.skipped = 0
        if not present(self.path):
            return []
        try:
            data = read_user_json(self.path, "the statistics file")
            games = data.get("games") if isinstance(data, dict) else None
            if not isinstance(games, list):
                raise RecordError("the statistics file holds no list of games")
            if not _ours(data):  # another program's, or a newer GameBox's: never rewritten as ours
                raise RecordError("the statistics file is not one this GameBox writes")
        except RecordError:
            if keep_aside(self.path) is not None:
                self.problem = DAMAGED
            return []
        # the newest KEEP, as GameBox writes them: a file of 150,000 froze the window for seconds
        entries = [parse_entry(item) for item in games[-KEEP:]]
        self.skipped = sum(1 for e in entries if e is None)
        return [e for e in entries if e is not None]

    def record(self, entry: Entry) -> bool:
        """Add a finished game unless its id is already there; True when it was added."""
        entries = self.load()
        if entry.id and any(e.id == entry.id for e in entries):
            return False
        if self.skipped and present(self.path):
            keep_aside(self.path)  # what could not be read is kept, not silently dropped
        entries = entries[-(KEEP - 1):] + [entry]
        self.save(entries)
        return True

    def save(self, entries: list[Entry]) -> None:
        atomic_write_json(self.path, {"format": FORMAT, "version": VERSION,
                                      "games": [e.to_json() for e in entries]})
