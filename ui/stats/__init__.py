"""Statistics: every finished game is kept once (by its game id) as a small JSON entry, and the
Statistics window shows the figures per game and their charts.

- entries.py: one entry per finished game, read field by field.
- store.py: the file (platformdirs' user data dir), idempotent recording.
- summary.py: played, won, win rate, streaks, by opponents and by players.
- figures.py: what the charts show (both chart back-ends draw these Figures).
- painter_chart.py / pg_chart.py: QPainter and pyqtgraph back-ends (ui/stats_chart.py picks).
- dialog.py: the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gamebox.core.contract import Result
from ui.stats.entries import Entry, entry_for
from ui.stats.store import StatsStore, stats_path

__all__ = ["Entry", "StatsDialog", "StatsStore", "record_result", "stats_path"]


def record_result(session: Any, result: Result, path: Path | None = None) -> bool:
    """Keep a finished game once; True when it was new (False: already kept, or nobody human
    played it). OSError when the disk refuses: the caller tells the player."""
    entry = entry_for(session, result)
    if entry is None:
        return False
    return StatsStore(path).record(entry)


def __getattr__(name: str) -> Any:
    if name == "StatsDialog":  # the window (and its charts) load only when it opens
        from ui.stats.dialog import StatsDialog

        return StatsDialog
    raise AttributeError(name)
