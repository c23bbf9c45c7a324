"""Undo and Redo say what they did: the move went from the table without a word, and a player
pressing Ctrl+Z thought the keys had done nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.ui.play import open_window
from tests.ui.test_restart_question import goritaire_with_a_move


def test_undo_and_redo_say_which_move_they_took_back_or_played_again(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    session = goritaire_with_a_move(qtbot, window)
    page = window.page
    window.undo()
    assert not session.history
    assert page.status == "Taken back: you put a Gorilla from your hand on the Ground's 1st spot.", page.status
    window.redo()
    assert len(session.history) == 1
    assert page.status == "Played again: you put a Gorilla from your hand on the Ground's 1st spot.", page.status
    qtbot.waitUntil(lambda: not page.status.startswith("Played again"), timeout=10000)  # a passing word
    assert page.status == page.scene.status_with_keys() or page.status == page.scene.status_text()
