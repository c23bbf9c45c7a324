"""Keys pressed while a hint is thought out wait for it: Ctrl+H, Enter, Enter plays the hinted
move, as the hint's words say. Enter had lifted the card the ring stood on (Girafferaffe's red 1),
which dropped the hint, and the second Enter tried that card on a tree that refused it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from tests.ui.play import open_window


def test_enter_pressed_while_the_hint_is_thought_out_plays_the_hint(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 3, ["human", "computer", "computer"], ["hard", "hard", "hard"], 9, {})
    page, scene, session = window.page, window.page.scene, window.page.session
    qtbot.waitUntil(lambda: scene.my_turn() and not scene.queue.busy, timeout=20000)
    qtbot.wait(100)
    page.view.setFocus()
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Tab)  # the ring on the first card, as the helper met it
    first = scene.keyboard.focus
    assert first is not None
    hinted: list[Any] = []
    page.hint_job.ready.connect(lambda move, _state: hinted.append(move))
    page.hint()
    assert page.hint_job.running
    moves = len(session.history)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    assert not scene.keyboard.carried, "nothing is lifted before the hint is shown"
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=20000)
    assert hinted and session.history[moves].move == hinted[0]


def test_goritaire_keys_wait_for_its_own_hint(qtbot: Any, tmp_path: Path) -> None:
    """Goritaire thinks out its hints itself: Enter pressed meanwhile, with no ring on the
    table, was lost, and the hint then stood with its button in the ring, unpressed."""
    from tests.games.goritaire.helpers import build

    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], None, 5, {"extreme_arts": True})
    page, scene, session = window.page, window.page.scene, window.page.session
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    session.state = build({"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "BGB"})
    scene.rebuild()
    page.view.setFocus()
    scene.keyboard.in_use = True
    assert scene.keyboard.focus is None
    page.hint()
    assert scene.own_hint_pending()
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    assert not scene.paying and not scene.keyboard.carried, "nothing is pressed before the hint is shown"
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=20000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert scene.paying or scene.keyboard.carried or session.history, "Enter took the hint's first step"
