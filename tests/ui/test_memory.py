"""A long evening of games does not fill the memory: a game left (for another game, the box)
and a past position looked at in the review are freed, session and table alike. Their signals
and the page's handlers hold each other through Qt, where Python's collector cannot see, so
only deleting the Qt objects frees them; before that, every game played stayed in memory."""

from __future__ import annotations

import gc
import random
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from tests.ui.play import finished_record, open_finished, open_window, play_moves
from ui.main_window import MainWindow


def freed(qtbot: Any, refs: list[weakref.ref[Any]]) -> bool:
    """True once every object behind `refs` is gone (deferred deletes run, cycles collected)."""
    for _ in range(5):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        qtbot.wait(10)
        gc.collect()
    return all(ref() is None for ref in refs)


def test_games_left_behind_are_freed(qtbot: Any, tmp_path: Path) -> None:
    window: MainWindow = open_window(qtbot, tmp_path, (1100, 760))
    left: list[weakref.ref[Any]] = []
    for n, (game, players) in enumerate([("trio", 2), ("girafferaffe", 3), ("sifaka", 2), ("gorilla", 3),
                                         ("goritaire", 1)]):
        window.start_game(game, players, ["human"] + ["computer"] * (players - 1), ["random"] * players, n + 1, {})
        play_moves(qtbot, window.page, random.Random(n), 4)
        left += [weakref.ref(window.page.session), weakref.ref(window.page.scene)]
    window.show_launcher()
    assert freed(qtbot, left), "a game left behind is still in memory"


def test_past_positions_looked_at_in_the_review_are_freed(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"], seed=3))
    page = window.page
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    page.open_review()
    total = len(page.session.history)
    looked: list[weakref.ref[Any]] = []
    for count in range(1, min(total, 8)):
        page.look_back(count)
        past = page.shown_scene
        assert past is not page.scene
        looked += [weakref.ref(past), weakref.ref(past.session)]
    del past
    page.close_review()
    assert freed(qtbot, looked), "a past position looked at is still in memory"
    assert page.shown_scene is page.scene


def test_dialogs_go_when_they_close(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1100, 760))
    window.start_game("trio", 2, ["human", "computer"], None, 1, {})
    shown: list[str] = []

    def close_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            shown.append(type(dialog).__name__)
            dialog.close()

    for open_it in (window.stats_dialog, window.settings_dialog, lambda: window.new_game_dialog("gorilla")):
        QTimer.singleShot(30, close_the_dialog)
        open_it()
    window.rules_dialog()  # a window of its own beside the table, not modal
    rules = next(w for w in QApplication.topLevelWidgets() if w.windowTitle().startswith("Rules of") and w.isVisible())
    shown.append(type(rules).__name__)
    rules.close()
    window.error("Something went wrong", "A test message.")
    box = window.findChild(QMessageBox, "errorDialog")
    assert box is not None and box.isVisible()
    box.close()
    assert len(shown) == 4
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        qtbot.wait(10)
    assert window.findChildren(QDialog) == [], "a closed dialog stays in memory"
