"""The window opens at the size it had when it was last closed, maximized if it was, never
larger than the screen; a remembered size that cannot be read is dropped with a word, and the
window opens at its usual size."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from ui.main_window import MainWindow
from ui.settings import SettingsStore


def open_window(qtbot: Any, path: Path) -> MainWindow:
    window = MainWindow(SettingsStore(path))
    qtbot.addWidget(window)
    return window


def test_the_window_reopens_at_the_size_it_was_closed(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    first = open_window(qtbot, path)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 500)
    qtbot.waitUntil(lambda: first.size().width() == 700, timeout=2000)
    first.close()
    assert json.loads(path.read_text())["window"] == {"width": 700, "height": 500, "maximized": False}
    second = open_window(qtbot, path)
    assert (second.width(), second.height()) == (700, 500)
    assert not second.windowState() & Qt.WindowState.WindowMaximized


def test_a_maximized_window_reopens_maximized_and_a_huge_one_fits_the_screen(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window": {"width": 15000, "height": 9000, "maximized": True}}))
    window = open_window(qtbot, path)
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height()
    assert window.windowState() & Qt.WindowState.WindowMaximized
    assert window.store.problem is None


def test_a_size_saved_on_a_bigger_screen_leaves_room_for_the_frame(qtbot: Any, tmp_path: Path) -> None:
    """A window closed at 2048x1360 opened on a smaller screen filled it edge to edge, so the
    title bar pushed the status line off the bottom: it now keeps the first start's margin."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window": {"width": 15000, "height": 9000, "maximized": False}}))
    window = open_window(qtbot, path)
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= room.width() * 0.92 + 1 and window.height() <= room.height() * 0.92 + 1
    assert not window.windowState() & Qt.WindowState.WindowMaximized


@pytest.mark.parametrize("bad", [{"width": "wide", "height": 600}, {"width": 10, "height": 600},
                                 {"width": 900, "height": 600, "maximized": "yes"}, [900, 600], "big"])
def test_a_remembered_size_that_cannot_be_read_is_dropped(qtbot: Any, tmp_path: Path, bad: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"window": bad, "card_scale": 1.2}))
    window = open_window(qtbot, path)
    assert window.settings.window == {} and window.settings.card_scale == 1.2, "the rest is kept"
    assert window.store.problem is not None and "settings" in window.store.problem
    fresh = open_window(qtbot, tmp_path / "none.json")
    assert window.size() == fresh.size(), "it opens at the usual size"


def test_closing_a_maximized_window_remembers_it_maximized(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    window = open_window(qtbot, path)
    window.resize(600, 450)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized, timeout=2000)
    window.close()
    saved = json.loads(path.read_text())["window"]
    assert saved["maximized"] is True and saved["width"] >= 400


def test_the_window_never_shrinks_below_a_playable_size(qtbot: Any, tmp_path: Path) -> None:
    """It could be dragged down to 230x139, leaving the table a 68x98 px stamp beside the log."""
    from ui.main_window import MIN_WINDOW

    window = open_window(qtbot, tmp_path / "settings.json")
    window.start_game("girafferaffe", 3, ["human", "computer", "computer"], None, 7, {})
    window.resize(100, 100)
    qtbot.wait(20)
    assert window.width() >= MIN_WINDOW[0] and window.height() >= MIN_WINDOW[1]
    view = window.page.view
    assert view.width() > window.width() * 0.6, "the table keeps most of the width"


def test_on_a_small_screen_the_smallest_window_leaves_room_for_its_frame(qtbot: Any, tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A 1024x600 screen at 150% leaves 683x400: the window's smallest size was the whole of
    it, so the title bar pushed the status line below the screen's edge."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from ui.dialogs.lifetime import FRAME

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 683, 400))
    window = open_window(qtbot, tmp_path / "settings.json")
    assert window.minimumHeight() <= 400 - FRAME.height() and window.minimumWidth() <= 683 - FRAME.width()
