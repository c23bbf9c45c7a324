"""Game > Restart deal (Ctrl+R) and Game > New… ask first when they would throw away a game in
progress (moves played by a person at the table, the game not over), in plain words; Keep
playing, Escape or a stray Enter change nothing. A fresh deal or a finished game restarts at
once (the finished one is in the statistics first)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.text_rules import assert_plain
from tests.ui.helpers import centre, drag
from tests.ui.play import open_window, settle, step
from ui.main_window import MainWindow
from ui.stats.store import StatsStore


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Any:
    win = open_window(qtbot, tmp_path, (1280, 820))
    win.activateWindow()
    qtbot.waitActive(win)
    yield win
    win._close_page()


def goritaire_with_a_move(qtbot: Any, window: MainWindow) -> Any:
    """A Goritaire deal with one card played by the player, with the mouse."""
    window.start_game("goritaire", 1, ["human"], None, 3, {"extreme_arts": True})
    page = window.page
    scene = page.scene
    settle(qtbot, page)
    gorilla = next(item for item in scene.hand_items if item.payload == "G")
    drag(page.view, centre(gorilla), centre(scene.zones[(1, 1)]))
    qtbot.waitUntil(lambda: len(page.session.history) == 1, timeout=2000)
    settle(qtbot, page)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    page.view.setFocus()
    return page.session


def question(qtbot: Any, window: MainWindow, name: str) -> QMessageBox:
    qtbot.waitUntil(lambda: any(b.objectName() == name and b.isVisible() for b in window.findChildren(QMessageBox)),
                    timeout=2000)
    box = next(b for b in window.findChildren(QMessageBox) if b.objectName() == name and b.isVisible())
    return box


def ctrl(qtbot: Any, window: MainWindow, key: Qt.Key) -> None:
    """The shortcut typed on the widget the keyboard is on."""
    widget = QApplication.focusWidget()
    assert widget is not None and widget.window() is window
    qtbot.keyClick(widget, key, Qt.KeyboardModifier.ControlModifier)


def no_question(window: MainWindow) -> bool:
    return not any(b.isVisible() for b in window.findChildren(QMessageBox))


def test_restart_asks_first_and_keep_playing_escape_or_enter_change_nothing(qtbot: Any, window: MainWindow) -> None:
    session = goritaire_with_a_move(qtbot, window)
    game_id, moves = session.game_id, [s.text for s in session.history]
    for answer in (Qt.Key.Key_Escape, Qt.Key.Key_Return, "stay"):
        ctrl(qtbot, window, Qt.Key.Key_R)
        box = question(qtbot, window, "restartQuestion")
        assert_plain(box.text(), "restart question")
        assert "lost" in box.text() and box.defaultButton().objectName() == "stayButton", \
            "the harmless answer is the default"
        if answer == "stay":
            next(b for b in box.buttons() if b.objectName() == "stayButton").click()
        else:
            qtbot.keyClick(box, answer)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: no_question(window), timeout=2000)
        assert window.page.session is session and session.game_id == game_id
        assert [s.text for s in session.history] == moves, f"{answer}: nothing changed"
    ctrl(qtbot, window, Qt.Key.Key_R)
    box = question(qtbot, window, "restartQuestion")
    next(b for b in box.buttons() if b.objectName() == "goButton").click()
    qtbot.waitUntil(lambda: not session.history, timeout=2000)
    assert session.game_id != game_id, "a new play of the deal"
    # the moves the question said were lost are not offered again by the Continue list
    window.show_launcher()
    assert window.launcher.continue_list.games() == [], "the restarted game came back as unfinished"


def test_a_fresh_deal_restarts_without_a_question(qtbot: Any, window: MainWindow) -> None:
    window.start_game("goritaire", 1, ["human"], None, 3, {})
    settle(qtbot, window.page)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.page.view.setFocus()
    game_id = window.page.session.game_id
    ctrl(qtbot, window, Qt.Key.Key_R)
    qtbot.wait(100)
    assert no_question(window) and window.page.session.game_id != game_id


def test_a_finished_game_restarts_at_once_and_is_kept_first(qtbot: Any, window: MainWindow) -> None:
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    rng = random.Random(2)
    while step(qtbot, page, rng):
        pass
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    old = page.session.game_id
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    page.view.setFocus()
    ctrl(qtbot, window, Qt.Key.Key_R)
    qtbot.wait(100)
    assert no_question(window) and page.session.game_id != old and not page.session.history
    assert old in [e.id for e in StatsStore().load()]


def test_new_game_asks_before_it_takes_the_place_of_a_game_in_progress(qtbot: Any, window: MainWindow,
                                                                      monkeypatch: pytest.MonkeyPatch,
                                                                      tmp_path: Path) -> None:
    shown: list[str] = []
    monkeypatch.setattr("ui.main_window.run_modal", lambda dialog: shown.append(dialog.windowTitle()) or 0)
    session = goritaire_with_a_move(qtbot, window)
    ctrl(qtbot, window, Qt.Key.Key_N)
    box = question(qtbot, window, "newGameQuestion")
    assert_plain(box.text(), "new game question")
    assert "Goritaire" in box.text() and "are lost" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: no_question(window), timeout=2000)
    assert not shown and window.page.session is session and len(session.history) == 1
    assert window._write_save(tmp_path / "kept.json")  # saved: the moves are not lost ("are lost" was said)
    ctrl(qtbot, window, Qt.Key.Key_N)
    box = question(qtbot, window, "newGameQuestion")
    assert "are lost" not in box.text() and "the file you saved keeps it" in box.text()
    assert_plain(box.text(), "new game question of a saved game")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: no_question(window), timeout=2000)
    assert session.play(next(iter(session.game.legal_moves(session.state))))  # a move after the save: lost, not the whole game
    ctrl(qtbot, window, Qt.Key.Key_N)
    box = question(qtbot, window, "newGameQuestion")
    assert "the moves played since you saved it are lost" in box.text() and "as it was then" in box.text()
    assert_plain(box.text(), "new game question of a game saved some moves ago")
    next(b for b in box.buttons() if b.objectName() == "goButton").click()
    qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    assert len(shown) == 1, "then the new game's setup, as before"


def test_the_answer_acts_once_the_question_is_gone(qtbot) -> None:  # type: ignore[no-untyped-def]
    """What "go" does may open a dialog with exec() (Game > New… opens the new-game dialog): run
    inside the click, it ran while the question deleted itself under the button being clicked,
    and a GUI monkey saw the app crash there. It now runs on the next turn of the event loop."""
    from PySide6.QtWidgets import QPushButton, QWidget

    from ui.dialogs.simple import ask_first

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    done: list[bool] = []
    box = ask_first(parent, "q", "Title", "Text", "Go", "Stay",
                    lambda: done.append(QApplication.activeModalWidget() is not None))
    qtbot.waitExposed(box)
    box.findChild(QPushButton, "goButton").click()
    assert done == [], "not inside the click"
    qtbot.waitUntil(lambda: bool(done), timeout=2000)
    assert done == [False], "once the question has gone"  # (and deleted itself)


def test_restart_after_a_save_says_what_the_file_keeps(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    """Restart deal said every move would be lost, of a game the player had just saved."""
    session = goritaire_with_a_move(qtbot, window)
    assert window._write_save(tmp_path / "kept.json")
    for moves_since, words in ((False, "the file you saved keeps them"), (True, "since you saved are lost")):
        if moves_since:
            assert session.play(next(iter(session.game.legal_moves(session.state))))
            settle(qtbot, window.page)
        ctrl(qtbot, window, Qt.Key.Key_R)
        box = question(qtbot, window, "restartQuestion")
        assert words in box.text() and "Every move" not in box.text(), box.text()
        assert_plain(box.text(), "restart question of a saved game")
        qtbot.keyClick(box, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: no_question(window), timeout=2000)
    assert window.page.session is session
