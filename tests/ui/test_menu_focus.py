"""A menu closed without choosing gives the keys back: Qt left the menu bar holding them after
Escape, and the next Enter opened the menu again (a second one hid the move log)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from tests.ui.test_review import open_short_game


def _ready(qtbot: Any, tmp_path: Path) -> Any:
    window = open_short_game(qtbot, tmp_path, painted=True)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    return window


def _menu(window: Any, title: str) -> QMenu:
    action = next(a for a in window.menuBar().actions() if a.text().replace("&", "") == title)
    menu = action.menu()
    assert isinstance(menu, QMenu)
    return menu


def test_a_menu_closed_gives_the_keys_back_to_the_table(qtbot: Any, tmp_path: Path) -> None:
    window = _ready(qtbot, tmp_path)
    view, bar = window.page.view, window.menuBar()
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    bar.setFocus(Qt.FocusReason.MenuBarFocusReason)  # as Qt leaves it after Escape out of a menu
    assert bar.hasFocus()
    _menu(window, "View").aboutToHide.emit()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    assert not bar.hasFocus()


def test_a_menu_item_that_took_the_keys_keeps_them(qtbot: Any, tmp_path: Path) -> None:
    window = _ready(qtbot, tmp_path)
    page = window.page
    page.view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(page.view.hasFocus, timeout=2000)
    button = page.end_screen.review_button
    button.setFocus(Qt.FocusReason.OtherFocusReason)  # what an item chose has the keys, not the bar
    _menu(window, "Game").aboutToHide.emit()
    qtbot.wait(50)
    assert button.hasFocus()
