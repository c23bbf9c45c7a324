"""Girafferaffe with the keys, cards marked: the line says that Enter lifts the marked cards with
the one in the ring (it said only "Enter picks up the card in the ring", and Enter then lifted a
third card with the two marked 4s)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_keyboard_turns import _girafferaffe_turn


def test_the_line_says_enter_lifts_the_marked_cards_too(qtbot: Any, tmp_path: Path) -> None:
    page, scene, _session = _girafferaffe_turn(qtbot, tmp_path)
    view = page.view.viewport()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    first = scene.keyboard.focus
    assert first in scene.hand_items
    assert scene.status_with_keys().startswith("Enter picks up the card in the ring")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert first.isSelected()
    assert scene.status_with_keys().startswith("Enter picks up the marked card; Space unmarks this one.")
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    second = scene.keyboard.focus
    assert second in scene.hand_items and second is not first
    said = scene.status_with_keys()
    assert said.startswith("Enter picks it up with the marked card; Space marks it too."), said
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.status_with_keys().startswith("Enter picks it up with the 2 marked cards")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(scene.keyboard.carried) == 3, "as the line said"
