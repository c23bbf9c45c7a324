"""Playing whole games through the real window and page in tests: seeded moves through the
session, animations instant, the hot-seat curtain opened as a player would."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from gamebox.core.records import Record, atomic_write_json
from gamebox.registry import get_info
from gamebox.session import GameSession
from ui.main_window import MainWindow
from ui.settings import SettingsStore


def open_window(qtbot: Any, tmp_path: Path, size: tuple[int, int] = (1024, 700), card_scale: float = 1.0) -> MainWindow:
    window = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(window)
    window.settings.speed = 0.0
    window.settings.card_scale = card_scale
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def settle(qtbot: Any, page: Any) -> None:
    qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=5000)


def step(qtbot: Any, page: Any, rng: random.Random, keep_going: bool = False) -> bool:
    """One seeded move through the session (any seat), then let the table land; opens a
    hot-seat curtain. False when the game is over (with keep_going: when every move ends it)."""
    session = page.session
    session.pause_ai(True)
    if session.to_move is None:
        return False
    moves = list(session.game.candidate_moves(session.state))
    if keep_going:
        moves = [m for m in moves if session.game.to_move(session.game.apply(session.state, m)[0]) is not None]
        if not moves:
            return False
    assert session.play(moves[rng.randrange(len(moves))])
    settle(qtbot, page)
    curtain = page.scene.curtain
    if curtain is not None:
        curtain.opened.emit()
    return True


def play_moves(qtbot: Any, page: Any, rng: random.Random, count: int, stop_before_end: bool = False) -> None:
    for _ in range(count):
        if not step(qtbot, page, rng, keep_going=stop_before_end):
            break


def finished_record(game_id: str, players: int, seats: list[str], seed: int = 5, moves_seed: int = 1,
                    names: list[str] | None = None) -> Record:
    """The record of a game played to its end with seeded random moves (no window)."""
    info = get_info(game_id)
    session = GameSession(info, info.make_config(players), seed, seats, ["random"] * players, names=names)
    rng = random.Random(moves_seed)
    while session.to_move is not None:
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])
    record = session.to_record()
    session.close()
    return record


def open_finished(window: MainWindow, tmp_path: Path, record: Record) -> None:
    """Open a finished save as a player would (Game > Open)."""
    path = tmp_path / f"{record.game}-finished.json"
    atomic_write_json(path, record.to_json())
    window.open_file(path)
