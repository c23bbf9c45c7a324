"""Statistics: every finished game is logged as JSON; a chart shows wins per game."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from gamebox.core.contract import Result
from gamebox.core.errors import RecordError
from gamebox.core.records import atomic_write_json, read_json, set_aside
from gamebox.registry import all_games
from ui.settings import data_dir

KEEP = 2000


def stats_path() -> Path:
    return data_dir() / "stats.json"


def load_stats(path: Path | None = None) -> list[dict[str, Any]]:
    path = path or stats_path()
    if not path.exists():
        return []
    try:
        data = read_json(path)
        games = data.get("games") if isinstance(data, dict) else None
        if not isinstance(games, list):
            raise RecordError("no games list")
        return [g for g in games if isinstance(g, dict)]
    except RecordError:
        set_aside(path)
        return []


def record_result(session: Any, result: Result, path: Path | None = None) -> None:
    """Append this game: did a human seat win, the scores, the deal."""
    path = path or stats_path()
    humans = session.human_seats
    entry = {
        "game": session.info.id,
        "when": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "seed": session.seed,
        "players": session.config.players,
        "human_won": any(seat in result.winners for seat in humans) if humans else None,
        "scores": list(result.scores),
    }
    games = load_stats(path)[-KEEP + 1:] + [entry]
    try:
        atomic_write_json(path, {"format": "gamebox-stats", "version": 1, "games": games})
    except OSError:
        pass


def summary(games: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """game id -> (won, played) over games with a human seat."""
    out: dict[str, tuple[int, int]] = {}
    for entry in games:
        if entry.get("human_won") is None:
            continue
        won, played = out.get(entry["game"], (0, 0))
        out[entry["game"]] = (won + bool(entry["human_won"]), played + 1)
    return out


class StatsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.resize(640, 420)
        layout = QVBoxLayout(self)
        totals = summary(load_stats())
        infos = all_games()
        if not totals:
            layout.addWidget(QLabel("No finished games yet. Play one!"))
            return
        from ui.stats_chart import make_chart

        names = [info.name for info in infos]
        won = [totals.get(info.id, (0, 0))[0] for info in infos]
        lost = [totals.get(info.id, (0, 0))[1] - totals.get(info.id, (0, 0))[0] for info in infos]
        layout.addWidget(QLabel("Games won (green, left) and lost (red, right) by you, per game"))
        layout.addWidget(make_chart(names, won, lost))
        lines = [f"{info.name}: {totals[info.id][0]} won of {totals[info.id][1]}" for info in infos if info.id in totals]
        layout.addWidget(QLabel("\n".join(lines)))
