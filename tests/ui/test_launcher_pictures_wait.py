"""`gamebox --new GAME` opens straight into a game: the gallery's pictures (some 40 ms of
drawing) are not drawn for a launcher nobody sees, and are drawn as soon as it is seen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from ui.app import parse_args
from ui.main_window import MainWindow
from ui.settings import SettingsStore


def _window(qtbot: Any, tmp_path: Path, argv: list[str]) -> MainWindow:
    window = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(window)
    window.settings.speed = 0.0
    args = parse_args(argv)
    window.launcher.held = bool(args.new or args.file)
    window.show()
    window.open_from_command_line(args)
    for _ in range(5):
        QApplication.processEvents()
    return window


def drawn(window: MainWindow) -> bool:
    return all(not tile.picture.pixmap().isNull() for tile in window.launcher.tiles)


def test_straight_into_a_game_draws_no_pictures_until_the_box_is_shown(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, ["--new", "trio", "--seed", "3"])
    assert window.page is not None and not drawn(window)
    window.show_launcher()
    qtbot.waitUntil(lambda: drawn(window), timeout=3000)


def test_a_refused_command_line_leaves_the_launcher_with_its_pictures(qtbot: Any, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, ["--new", "chess"])
    assert window.page is None
    qtbot.waitUntil(lambda: drawn(window), timeout=3000)


def test_a_question_before_the_game_opens_shows_over_the_pictures(qtbot: Any, tmp_path: Path,
                                                                   monkeypatch: Any) -> None:
    """`gamebox --new trio` with an unfinished game of TRIO asks first, over the launcher: it
    asked over five blank green tiles, the pictures held back for a game that had not opened."""
    first = MainWindow(SettingsStore(tmp_path / "first.json"))
    qtbot.addWidget(first)
    first.settings.speed = 0.0
    first.start_game("trio", 2, ["human", "computer"], None, 5, {})
    first.page.session.pause_ai(True)
    session = first.page.session
    assert session.play(session.game.candidate_moves(session.state)[0])
    first.show_launcher()
    seen: list[bool] = []

    def answer(parent: Any, title: str, text: str, **_buttons: str) -> bool:
        for _ in range(5):  # the question's own event loop
            QApplication.processEvents()
        seen.append(drawn(parent))
        return False

    monkeypatch.setattr("ui.window_files.ask_yes_no", answer)
    window = _window(qtbot, tmp_path, ["--new", "trio", "--seed", "3"])
    assert seen == [True] and window.page is None
