"""Dialogs from the keyboard: each opens with the keys on its first field (they were on the
scroll area around the fields, so nothing showed focus until a Tab), every field a screen
reader meets has a name, and Tab leaves the statistics table (it went cell by cell)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QScrollArea, QSlider, QTableWidget, QWidget

from gamebox.registry import get_info
from ui.dialogs.new_game import NewGameDialog
from ui.dialogs.simple import SettingsDialog
from ui.settings import Settings
from ui.stats.dialog import StatsDialog
from ui.stats.store import StatsStore


def _opened(qtbot: Any, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    focus = dialog.focusWidget()
    assert focus is not None and not isinstance(focus, QScrollArea), focus
    return focus


def test_the_new_game_dialog_starts_on_a_field_and_names_every_seat_field(qtbot: Any) -> None:
    dialog = NewGameDialog(get_info("gorilla"), {"players": 3})
    _opened(qtbot, dialog)
    fields = [w for w in dialog.findChildren(QWidget) if isinstance(w, (QComboBox, QLineEdit)) and w.isVisibleTo(dialog)]
    seat_fields = [w for w in fields if w.accessibleName().startswith("Player ")]
    assert len(seat_fields) >= 6, [w.accessibleName() for w in fields]  # each seat: a person or not, level or name


def test_the_settings_dialog_names_its_sliders_and_theme(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings())
    _opened(qtbot, dialog)
    names = {w.accessibleName() for w in dialog.findChildren(QWidget) if isinstance(w, (QSlider, QComboBox))}
    assert names == {"Animation speed", "Card size", "Theme"}


def test_tab_leaves_the_statistics_table(qtbot: Any, tmp_path: Path) -> None:
    dialog = StatsDialog(store=StatsStore(tmp_path / "stats.json"))
    _opened(qtbot, dialog)
    table = dialog.findChild(QTableWidget)
    assert table is not None
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table


def test_tab_walks_the_seats_before_start_after_the_player_count_changed(qtbot: Any) -> None:
    """Seats made anew for a new count came last in the Tab order: deal number, Start, Cancel,
    Rules, and only then the seats."""
    dialog = NewGameDialog(get_info("sifaka"), {"players": 3})
    _opened(qtbot, dialog)
    dialog.players.setValue(4)
    qtbot.waitUntil(lambda: len(dialog.seat_rows) == 4, timeout=2000)
    dialog.seed.setFocus(Qt.FocusReason.TabFocusReason)
    reached: list[QWidget] = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
        if reached[-1] is dialog.start_button:
            break
    kinds = [kind for kind, _level in dialog.seat_rows]
    assert reached[0] is kinds[0], reached[0]
    assert dialog.start_button in reached and all(k in reached for k in kinds)
    assert reached.index(dialog.start_button) > max(reached.index(k) for k in kinds)


def test_enter_starts_the_game_after_the_rules_were_read(qtbot: Any, monkeypatch: Any) -> None:
    """Rules, closed again, had become the default button: Enter opened the rules once more."""
    import ui.dialogs.lifetime as lifetime

    shown: list[str] = []
    monkeypatch.setattr(lifetime, "run_modal", lambda dialog: shown.append(dialog.windowTitle()) or 0)
    dialog = NewGameDialog(get_info("sifaka"), {"players": 2})
    _opened(qtbot, dialog)
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert shown == ["Rules of Sifaka"]
    assert QApplication.focusWidget() is dialog.rules_button  # where a click leaves the keys
    qtbot.keyClick(dialog.rules_button, Qt.Key.Key_Return)
    assert shown == ["Rules of Sifaka"]
    assert dialog.result_setup is not None  # started
