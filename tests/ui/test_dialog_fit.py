"""Every dialog fits the screen it opens on, its buttons always on it: a tester's 1366x768 screen
at 150% leaves 911x512 logical px, where Statistics (about 602 px at least) and the Rules pages
(720x640) hid their Close button below the screen's edge. What does not fit scrolls."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QScrollArea, QWidget

from tests.ui.stats_fixture import synthetic_entries
from ui.dialogs.simple import RulesDialog, SettingsDialog
from ui.settings import Settings
from ui.stats import StatsStore
from ui.stats.dialog import StatsDialog

SCALED_LAPTOP = QSize(911, 512)  # 1366x768 at QT_SCALE_FACTOR=1.5
FRAME = QSize(16, 40)  # the least a window frame and title bar take around a dialog
CLOSE = QDialogButtonBox.StandardButton.Close


@pytest.fixture
def parent(qtbot: Any) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    return window


def fake_screen(monkeypatch: pytest.MonkeyPatch, room: QSize) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(0, 0), room))


def shown_area(qtbot: Any, dialog: QDialog) -> QScrollArea:
    """Show `dialog` and give back the scroll area that holds its content."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea)
    assert area is not None
    return area


def assert_fits(qtbot: Any, dialog: QDialog, kind: QDialogButtonBox.StandardButton, room: QSize) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    limit = room - FRAME
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    button = buttons.button(kind)
    for name, size in (("size", dialog.size()), ("minimumSizeHint", dialog.minimumSizeHint())):
        assert size.width() <= limit.width() and size.height() <= limit.height(), (name, size, limit)
    assert button.isVisible()
    assert dialog.rect().contains(QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())), button.text()


@pytest.mark.parametrize("backend", ["painter", "pyqtgraph"])
def test_statistics_fit_a_scaled_laptop_screen_and_scroll_their_charts(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, parent: QWidget, backend: str) -> None:
    if backend == "painter":
        monkeypatch.setenv("GAMEBOX_STATS_CHART", "painter")
    else:
        pytest.importorskip("pyqtgraph")
    store = StatsStore(tmp_path / "stats.json")
    store.save(synthetic_entries(300))
    fake_screen(monkeypatch, SCALED_LAPTOP)
    dialog = StatsDialog(parent, store)
    assert_fits(qtbot, dialog, CLOSE, SCALED_LAPTOP)
    assert dialog.tabs.height() >= dialog.tabs.minimumSizeHint().height(), "the charts are not squashed"
    area = dialog.findChild(QScrollArea)
    assert area is not None and area.verticalScrollBar().maximum() > 0, "they scroll"


def test_rules_fit_a_scaled_laptop_screen(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget) -> None:
    fake_screen(monkeypatch, SCALED_LAPTOP)
    dialog = RulesDialog("goritaire", "Goritaire", parent)
    assert_fits(qtbot, dialog, CLOSE, SCALED_LAPTOP)


def test_settings_keep_their_buttons_on_a_tiny_screen(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget) -> None:
    """Settings fit 911x512 as they are; on a smaller room still they scroll, buttons on screen."""
    room = QSize(640, 200)
    fake_screen(monkeypatch, room)
    dialog = SettingsDialog(Settings(), parent)
    assert_fits(qtbot, dialog, QDialogButtonBox.StandardButton.Ok, room)


@pytest.mark.parametrize("room", [QSize(1920, 1080), QSize(1366, 740)])
def test_statistics_on_a_roomy_screen_give_the_charts_the_room_without_scrolling(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, parent: QWidget, room: QSize) -> None:
    """A scroll area gives wrapped text its preferred height: the charts' wish, not their minimum.
    At 1366x768 the Goritaire tab scrolled its axis away (pyqtgraph wished for 480 pixels)."""
    pytest.importorskip("pyqtgraph")
    store = StatsStore(tmp_path / "stats.json")
    store.save(synthetic_entries(300))
    fake_screen(monkeypatch, room)
    dialog = StatsDialog(parent, store)
    area = shown_area(qtbot, dialog)
    assert area.verticalScrollBar().maximum() == 0
    assert dialog.tabs.height() > dialog.tabs.minimumSizeHint().height() + 60
    for tab in range(dialog.tabs.count()):  # every tab whole: Goritaire's, a line taller, scrolled
        dialog.tabs.setCurrentIndex(tab)
        qtbot.wait(20)
        assert area.verticalScrollBar().maximum() == 0, dialog.tabs.tabText(tab)


@pytest.mark.parametrize("which", ["settings", "gorilla", "trio", "sifaka"])
def test_a_window_manager_rounding_a_dialog_a_pixel_down_does_not_make_it_scroll(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget, which: str) -> None:
    """At 150% a window manager rounded an odd size to whole screen pixels, a logical pixel under
    the size hint: Settings got both scroll bars ("Insta" for Instant) and New game a vertical
    one, on a screen with room to spare."""
    from gamebox.registry import get_info
    from ui.dialogs.new_game import NewGameDialog

    fake_screen(monkeypatch, QSize(1920, 1080))
    dialog: QDialog = (SettingsDialog(Settings(), parent) if which == "settings"
                       else NewGameDialog(get_info(which), {"players": 5 if which == "gorilla" else 3}, parent=parent))
    area = shown_area(qtbot, dialog)
    dialog.resize(dialog.size() - QSize(1, 1))  # what the window manager gave
    qtbot.wait(50)
    assert (area.horizontalScrollBar().maximum(), area.verticalScrollBar().maximum()) == (0, 0)


def test_a_dialog_is_wide_enough_for_its_whole_title(qtbot: Any) -> None:
    """Goritaire's New game window was narrower than its title: the window manager showed
    "New game of … e — GameBox"."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication

    from gamebox.registry import get_info
    from ui.dialogs.new_game import NewGameDialog

    QApplication.setApplicationDisplayName("GameBox")
    try:
        dialog = NewGameDialog(get_info("goritaire"))
        qtbot.addWidget(dialog)
        font = QFont(dialog.font())
        font.setBold(True)
        title = QFontMetrics(font).horizontalAdvance("New game of Goritaire — GameBox")
        assert dialog.width() >= title + 120, (dialog.width(), title)
    finally:
        QApplication.setApplicationDisplayName("")
