"""A game begun with the keys starts with the keyboard's ring on the first place of its first
turn, as every later turn of someone playing with the keys does: a keyboard player's new deal
had started with no ring, and a line of mouse words, until they pressed Tab. A game begun with
the mouse starts with no ring."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tests.ui.helpers import centre, click
from tests.ui.play import open_window
from ui.main_window import MainWindow


def _goritaire(qtbot: Any, tmp_path: Path) -> MainWindow:
    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    _settled(qtbot, window)
    window.page.view.setFocus()
    return window


def _settled(qtbot: Any, window: MainWindow) -> None:
    scene = window.page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy and scene.my_turn(), timeout=10000)
    qtbot.wait(100)  # the table told it is still: the ring settles


def test_a_new_deal_after_a_game_played_with_the_keys_starts_with_the_ring(qtbot: Any, tmp_path: Path) -> None:
    window = _goritaire(qtbot, tmp_path)
    qtbot.keyClick(window.page.view.viewport(), Qt.Key.Key_Tab)
    assert window.page.scene.keyboard.in_use
    old = window.page
    window.play_again(new_deal=True)
    assert window.page is not old
    _settled(qtbot, window)
    scene = window.page.scene
    assert scene.keyboard.focus is not None and scene.keyboard.ring.isVisible()
    assert scene.status_with_keys().startswith("Enter"), scene.status_with_keys()


def test_a_new_deal_after_a_game_played_with_the_mouse_starts_with_no_ring(qtbot: Any, tmp_path: Path) -> None:
    window = _goritaire(qtbot, tmp_path)
    qtbot.keyClick(window.page.view.viewport(), Qt.Key.Key_Tab)
    scene = window.page.scene
    click(window.page.view, centre(scene.buttons["hint"]) if "hint" in scene.buttons else scene.sceneRect().center())
    assert not scene.keyboard.in_use
    window.play_again(new_deal=True)
    _settled(qtbot, window)
    assert window.page.scene.keyboard.focus is None


def test_a_game_the_keys_began_from_the_box_starts_with_the_ring(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.focusWidget() or window.launcher, Qt.Key.Key_Tab)  # the keys walk the box
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    _settled(qtbot, window)
    scene = window.page.scene
    assert scene.keyboard.focus is not None and scene.keyboard.ring.isVisible()


def test_a_game_the_mouse_began_from_the_box_starts_with_no_ring(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.focusWidget() or window.launcher, Qt.Key.Key_Tab)
    button = next(b for b in window.launcher.findChildren(QPushButton) if b.text() == "Play Goritaire")
    assert window.focusWidget() is not button
    # then the mouse presses Goritaire's Play (its release would open the New game dialog, which
    # starts the game the test starts)
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    # let go outside it (no click; a button left down made later tests' dialogs wait for it)
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton, pos=QPoint(-20, -20))
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    _settled(qtbot, window)
    assert window.page.scene.keyboard.focus is None
