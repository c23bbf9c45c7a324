"""The end of a game with the keys only (a play-tester's report on Sifaka: Tab then Enter on
the result started the deal again and the finished game was gone). For every game: the result
is in the statistics before any new deal, the keyboard comes to the report (Enter there does
nothing), Tab walks the buttons that only look at this game before those that leave it, so the
keys of play (Tab, Enter) never start a new deal unasked; a new deal chosen on purpose starts."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from gamebox.registry import all_games
from tests.ui.play import open_window, step
from tests.ui.test_end_screen import seats_of, wait_end
from ui.main_window import MainWindow
from ui.stats.store import StatsStore

GAMES = [info.id for info in all_games()]
LEAVING = ("newDealButton", "playAgainButton", "backButton")


def press(qtbot: Any, key: Qt.Key) -> QWidget | None:
    """A key on the widget the keyboard is on (none: the page it was on went); the focus after
    it (a pressed button answers a moment later, as Qt's animated click does)."""
    widget = QApplication.focusWidget()
    if widget is not None:
        qtbot.keyClick(widget, key)
        qtbot.wait(250)
    return QApplication.focusWidget()


def play_to_the_end_with_the_keys_on_the_table(qtbot: Any, tmp_path: Path, game_id: str) -> MainWindow:
    window = open_window(qtbot, tmp_path, (1280, 820))
    players, seats = seats_of(game_id)
    window.start_game(game_id, players, seats, None, 5, {})
    window.activateWindow()
    qtbot.waitActive(window)
    window.page.view.setFocus()
    rng = random.Random(1)
    while step(qtbot, window.page, rng):
        pass
    wait_end(qtbot, window)
    return window


@pytest.mark.parametrize("game_id", GAMES)
def test_the_keys_of_play_never_throw_the_finished_game_away(qtbot: Any, tmp_path: Path, game_id: str) -> None:
    window = play_to_the_end_with_the_keys_on_the_table(qtbot, tmp_path, game_id)
    page, session = window.page, window.page.session
    assert session.game_id in [e.id for e in StatsStore().load()], "the result is kept as the game ends"
    screen = page.end_screen
    first = QApplication.focusWidget()
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Return)  # the play-tester's Tab, Enter
    press(qtbot, Qt.Key.Key_Return)
    assert window.page is page and page.session is session and session.to_move is None, \
        "the finished game is still on the table"
    assert screen.report is not None and (page.end_visible or page.result_button.isVisible()
                                          or page.review_panel is not None), "the result or its review is shown"
    assert first is screen.scroller, "the keyboard came to the report first"


@pytest.mark.parametrize("game_id", ["sifaka", "goritaire"])
def test_tab_walks_the_buttons_that_look_first_then_a_new_deal_on_purpose(qtbot: Any, tmp_path: Path,
                                                                         game_id: str) -> None:
    window = play_to_the_end_with_the_keys_on_the_table(qtbot, tmp_path, game_id)
    page, old = window.page, window.page.session
    screen = page.end_screen
    walked: list[str] = []
    for _ in range(len(screen.button_order()) + 1):
        widget = press(qtbot, Qt.Key.Key_Tab)
        if isinstance(widget, QPushButton) and screen.isAncestorOf(widget):
            walked.append(widget.objectName())
    walked = [name for name in walked if name != "reviewButton"]  # greyed until the review is worked out
    shown = [b.objectName() for b in screen.button_order() if b is not screen.review_button]
    assert walked[:len(shown)] == shown, "Tab walks the buttons in the order they show"
    first_leaving = min(walked.index(name) for name in LEAVING)
    assert first_leaving >= 1 and walked[0] not in LEAVING, "what only looks at this game comes first"
    screen.scroller.setFocus(Qt.FocusReason.TabFocusReason)
    while QApplication.focusWidget() is not screen.new_button:
        press(qtbot, Qt.Key.Key_Tab)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.page is not page, timeout=2000)
    new = window.page.session
    assert new.seed != old.seed and old.game_id in [e.id for e in StatsStore().load()]


def test_hide_and_show_the_result_with_the_keys(qtbot: Any, tmp_path: Path) -> None:
    window = play_to_the_end_with_the_keys_on_the_table(qtbot, tmp_path, "goritaire")
    page = window.page
    while QApplication.focusWidget() is not page.end_screen.hide_button:
        press(qtbot, Qt.Key.Key_Tab)
    assert press(qtbot, Qt.Key.Key_Return) is page.result_button and not page.end_visible
    assert press(qtbot, Qt.Key.Key_Return) is page.end_screen.scroller and page.end_visible
