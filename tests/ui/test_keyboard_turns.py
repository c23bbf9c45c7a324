"""A new turn of someone playing with the keys starts with the ring on the first place (their
first card), so the bottom line says what the keys do; a mouse player's new turn starts with
no ring. Goritaire's turns are the player's own: "End the Action phase" pressed with Enter
kept the ring on that button, and a second Enter ended the next turn unplayed. Escape cancels
paying for a Goritaire action, as its Cancel does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from tests.ui.helpers import centre, click, drag
from tests.ui.play import open_window
from tests.ui.test_goritaire_scene import make_table as goritaire_table


def _settled(qtbot: Any, scene: Any) -> None:
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    qtbot.wait(100)  # the table told it is still: the ring settles


def test_enter_on_end_the_action_phase_does_not_end_the_next_turn_too(qtbot: Any) -> None:
    scene, view, session = goritaire_table(qtbot, {"area": "1.1G", "hand": "GBB", "deck": "BBGBBGBB"})
    _settled(qtbot, scene)
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)  # playing with the keys
    end = next(i for i in scene.keyboard_items() if getattr(i, "label", "") == "End the Action phase")
    scene.keyboard.set_focus(end)
    turn = session.state.turn
    with qtbot.waitSignal(session.moveApplied):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    _settled(qtbot, scene)
    assert session.state.turn == turn + 1 and session.state.phase == "action", session.state.phase
    focus = scene.keyboard.focus
    assert focus is not None and getattr(focus, "label", "") != "End the Action phase"
    assert getattr(focus, "draggable", False), "the new turn starts on a card of the hand"
    assert scene.status_with_keys().startswith("Enter"), "the bottom line says what the keys do"
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # a second Enter lifts that card
    _settled(qtbot, scene)
    assert session.state.turn == turn + 1 and len(session.history) == 1
    assert scene.keyboard.carried == [focus]


def _girafferaffe_turn(qtbot: Any, tmp_path: Path) -> tuple[Any, Any, Any]:
    """Two-player Girafferaffe on the person's first turn, the table still and the view
    holding the keys: (page, scene, session)."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page, scene = window.page, window.page.scene
    qtbot.waitUntil(scene.my_turn, timeout=15000)
    _settled(qtbot, scene)
    page.view.setFocus()
    return page, scene, page.session


def test_a_keyboard_players_turn_after_a_computers_starts_on_the_first_card(qtbot: Any, tmp_path: Path) -> None:
    page, scene, session = _girafferaffe_turn(qtbot, tmp_path)
    view = page.view.viewport()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the first card lifted, the ring on its first place
    assert scene.keyboard.carried
    moves = len(session.history)
    if not scene.keyboard.targets or not scene.keyboard.targets[0].legal:
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        spend = next(i for i in scene.keyboard_items() if getattr(i, "key", "") == "apple")
        scene.keyboard.set_focus(spend)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=5000)
    qtbot.waitUntil(lambda: session.to_move != 0 or session.result is not None, timeout=5000)
    qtbot.waitUntil(lambda: scene.my_turn() or session.result is not None, timeout=15000)
    _settled(qtbot, scene)
    assert session.result is None, "(the deal lasts longer than a turn each)"
    items = scene.keyboard_items()
    assert scene.keyboard.focus is items[0]
    assert scene.keyboard.ring.isVisible()


def test_a_mouse_players_turn_after_a_computers_starts_with_no_ring(qtbot: Any, tmp_path: Path) -> None:
    page, scene, session = _girafferaffe_turn(qtbot, tmp_path)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Tab)
    moves = len(session.history)
    card = next(i for i in scene.keyboard_items() if getattr(i, "draggable", False)
                and any(t.legal for t in scene.drag_targets([i])))
    place = next(t.item for t in scene.drag_targets([card]) if t.legal)
    drag(page.view, centre(card), centre(place))  # the mouse, after a key: the keys are not in use now
    qtbot.waitUntil(lambda: len(session.history) > moves, timeout=5000)
    qtbot.waitUntil(lambda: scene.my_turn() or session.result is not None, timeout=15000)
    _settled(qtbot, scene)
    assert scene.keyboard.focus is None


def test_escape_cancels_paying_for_an_action(qtbot: Any) -> None:
    scene, view, session = goritaire_table(qtbot, {"extreme": True, "hand": "B", "deck": "BGBGG",
                                                   "area": "1.1G 1.2G 1.3G 1.4G 2.1B 2.2G 2.3G 3.1G 3.2B 4.1G"})
    click(view, centre(scene.buttons["action:exploration"]))
    assert "pay:cancel" in scene.buttons and scene.buttons["pay:cancel"].scene() is scene
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.escape_item() is None
    assert not [i for i in scene.items() if getattr(i, "key", "") == "pay-note"]
    assert scene.buttons["action:exploration"].scene() is scene and not session.history


def test_a_keyboard_player_is_always_told_what_the_keys_do(qtbot: Any) -> None:
    """Enter on a Goritaire action took the ring away with the button, and the bottom line said
    "Walking: click a glowing Gorilla to put to sleep, or press Pay cheapest": clicks only."""
    from ui.table.scene_keys import TAB_WORDS

    scene, view, session = goritaire_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "BGB"})
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    scene.keyboard.set_focus(scene.buttons["action:walking"])
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    _settled(qtbot, scene)
    assert scene.paying == "walking"
    said = scene.status_with_keys()
    if scene.keyboard.focus is None:
        assert said.endswith(TAB_WORDS), said
    else:
        assert said.startswith("Enter"), said
    scene.keyboard.set_focus(None)
    assert scene.status_with_keys().endswith(TAB_WORDS)
    click(view, centre(scene.buttons["pay:cancel"]))  # the mouse: its words alone again
    _settled(qtbot, scene)
    assert not scene.status_with_keys().endswith(TAB_WORDS)
