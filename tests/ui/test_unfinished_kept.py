"""An unfinished game is never replaced without a question: Game > New asked, but a game started
from the command line (`gamebox --new`) or a file opened (Game > Open, `gamebox FILE`) took its
place at the first move, and it was gone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gamebox.core.records import atomic_write_json
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.text_rules import assert_plain
from tests.ui.test_continue import make_window, play_human_move
from ui.app import parse_args
from ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Any:
    win = make_window(qtbot, tmp_path)
    yield win
    win._close_page()


def _unfinished(window: MainWindow, seed: int = 5) -> str:
    window.start_game("trio", 2, ["human", "computer"], None, seed, {})
    window.page.session.pause_ai(True)
    play_human_move(window)
    game_id = window.page.session.game_id
    window.show_launcher()
    assert window.launcher.continue_list.games() == ["trio"]
    return str(game_id)


def _asked(monkeypatch: pytest.MonkeyPatch, answer: bool) -> list[str]:
    asked: list[str] = []

    def ask(_parent: Any, title: str, text: str, **_buttons: str) -> bool:
        assert_plain(text, "replace question")
        asked.append(text)
        return answer

    monkeypatch.setattr("ui.window_files.ask_yes_no", ask)
    return asked


def _kept(window: MainWindow) -> str:
    return str(json.loads(window.autosaves.path_for("trio").read_text())["id"])


@pytest.mark.parametrize("answer", [False, True])
def test_a_new_game_from_the_command_line_asks_first(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                     answer: bool) -> None:
    old = _unfinished(window)
    asked = _asked(monkeypatch, answer)
    window.open_from_command_line(parse_args(["--new", "trio", "--seed", "9", "--seats", "human,computer"]))
    assert len(asked) == 1 and "unfinished game of TRIO" in asked[0]
    if answer:
        assert window.page is not None and window.page.session.seed == 9
    else:
        assert window.page is None and "Continue list" in window.status.text()
        assert _kept(window) == old


@pytest.mark.parametrize("answer", [False, True])
def test_opening_another_game_of_it_asks_first(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path, answer: bool) -> None:
    old = _unfinished(window)
    info = get_info("trio")
    other = GameSession(info, info.make_config(2), 8, ("human", "computer"))  # another game, in a file
    other.play(other.game.candidate_moves(other.state)[0])
    path = tmp_path / "other.json"
    atomic_write_json(path, other.to_record().to_json())
    other.close()
    asked = _asked(monkeypatch, answer)
    window.open_file(path)
    assert len(asked) == 1 and "takes its place" in asked[0]
    if not answer:
        assert window.page is None and _kept(window) == old
    else:
        assert window.page is not None and window.page.session.seed == 8


def test_opening_a_save_of_the_unfinished_game_itself_asks_nothing(qtbot: Any, window: MainWindow,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path) -> None:
    _unfinished(window)
    record = window.autosaves.load("trio")
    path = tmp_path / "same.json"
    atomic_write_json(path, record.to_json())
    asked = _asked(monkeypatch, False)
    window.open_file(path)
    assert asked == [] and window.page is not None


@pytest.mark.parametrize("answer", [False, True])
def test_opening_an_earlier_save_of_the_unfinished_game_asks_first(qtbot: Any, window: MainWindow,
                                                                   monkeypatch: pytest.MonkeyPatch,
                                                                   tmp_path: Path, answer: bool) -> None:
    """The file holds the same game some moves back: its later moves had gone without a word."""
    _unfinished(window)
    record = window.autosaves.load("trio")
    path = tmp_path / "earlier.json"
    atomic_write_json(path, record.to_json())
    window.resume_autosave("trio")
    session = window.page.session
    play_human_move(window)
    play_human_move(window)
    assert len(session.history) == len(record.moves) + 2
    asked = _asked(monkeypatch, answer)
    window.open_file(path)
    assert asked == ["This file holds your unfinished game of TRIO as it was 2 moves ago. Those moves are lost "
                     "once you play a move from the file. Open it?"]
    assert len(window.page.session.history) == (len(record.moves) if answer else len(record.moves) + 2)


def _one_move_from_the_end(info: Any) -> tuple[GameSession, Any]:
    """A TRIO game where the person (seat 0) is to move and a move of theirs ends it."""
    import random

    rng = random.Random(4)
    for seed in range(1, 40):
        session = GameSession(info, info.make_config(2), seed, ("human", "computer"))
        while session.to_move is not None:
            moves = session.game.candidate_moves(session.state)
            if session.to_move == 0:
                ending = [m for m in moves if session.game.to_move(session.game.apply(session.state, m)[0]) is None]
                if ending:
                    return session, ending[0]
            session.play(moves[rng.randrange(len(moves))])
        session.close()
    raise AssertionError("no deal ends on the person's move")


def test_a_game_from_a_file_that_ends_at_once_still_takes_the_unfinished_ones_place(
        qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """"The game in this file takes its place once you play a move": when that move ended the
    game it was never kept in its place, and the game given up stayed in the Continue list."""
    _unfinished(window)
    info = get_info("trio")
    other, last = _one_move_from_the_end(info)
    path = tmp_path / "almost.json"
    atomic_write_json(path, other.to_record().to_json())
    other.close()
    _asked(monkeypatch, True)
    window.open_file(path)
    session = window.page.session
    session.pause_ai(True)
    assert session.play(last) and session.to_move is None
    window.show_launcher()
    assert window.launcher.continue_list.games() == [] and not window.autosaves.has("trio")


@pytest.mark.parametrize("key", ["Enter", "Escape", "go"])
def test_the_question_names_its_buttons_and_keeps_the_game_unless_told(qtbot: Any, window: MainWindow,
                                                                      key: str) -> None:
    """Its buttons said Yes and No, where the table's own question before a new game says what
    each does; Enter or Escape keeps the unfinished game, only the named button replaces it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

    old = _unfinished(window)
    seen: list[list[str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(sorted(b.text() for b in box.findChildren(QPushButton)))
        if key == "go":
            box.findChild(QPushButton, "goButton").click()
        else:
            qtbot.keyClick(box, Qt.Key.Key_Return if key == "Enter" else Qt.Key.Key_Escape)

    QTimer.singleShot(20, answer)
    window.open_from_command_line(parse_args(["--new", "trio", "--seed", "9", "--seats", "human,computer"]))
    assert seen == [["Keep my game", "Start a new game"]]
    if key == "go":
        assert window.page is not None and window.page.session.seed == 9
    else:
        assert window.page is None and _kept(window) == old
