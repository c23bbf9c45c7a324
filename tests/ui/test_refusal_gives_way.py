"""A refusal stays on the status line to be read, but any press on the table is the next try:
an action chosen with a click (Goritaire: "Not allowed. A Banana needs…" stayed over the
payment's "click a glowing Gorilla") or the ring walked on with Tab (Gorilla: the refusal stayed
over the ring's words)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from tests.ui.helpers import centre, click, hold_drag, release
from tests.ui.play import open_window


def _refused_card(qtbot: Any, tmp_path: Path) -> tuple[Any, list[str]]:
    window = open_window(qtbot, tmp_path, (1280, 800))
    window.start_game("goritaire", 1, ["human"], None, 3, {})
    page = window.page
    scene, view = page.scene, page.view
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    gorilla = next(item for item in scene.hand_items if item.payload == "G")
    release(view, hold_drag(view, centre(gorilla), centre(scene.zones[(1, 1)])))
    qtbot.waitUntil(lambda: bool(page.session.history) and not scene.queue.busy, timeout=3000)
    said: list[str] = []
    page.statusChanged.connect(said.append)
    banana = next(item for item in scene.hand_items if item.payload == "B")
    release(view, hold_drag(view, centre(banana), centre(scene.zones[(1, 2)])))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert page.status.startswith("Not allowed."), said
    return page, said


def test_an_action_chosen_after_a_refusal_shows_its_own_words(qtbot: Any, tmp_path: Path) -> None:
    page, said = _refused_card(qtbot, tmp_path)
    scene, view = page.scene, page.view
    action = next(item for key, item in scene.buttons.items() if key.startswith("action:") and item.isEnabled())
    click(view, centre(action))
    assert scene.paying, "the action is being paid for"
    assert not page.status.startswith("Not allowed") and page.status == scene.status_with_keys(), said[-2:]


def test_tab_after_a_refusal_shows_the_rings_words(qtbot: Any, tmp_path: Path) -> None:
    page, said = _refused_card(qtbot, tmp_path)
    view = page.view
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    assert page.scene.keyboard.focus is not None
    assert not page.status.startswith("Not allowed") and page.status == page.scene.status_with_keys(), said[-2:]


def test_a_lone_modifier_leaves_the_refusal_up(qtbot: Any, tmp_path: Path) -> None:
    page, _said = _refused_card(qtbot, tmp_path)
    page.view.setFocus()
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Shift)
    assert page.status.startswith("Not allowed.")
