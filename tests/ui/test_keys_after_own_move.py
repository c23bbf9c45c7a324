"""Enter pressed again while the player's own move lands is dropped, not pressed on the next
turn: in Goritaire "End the Action phase", Enter and Enter ended turn 2's actions and then turn
3's, unplayed, because the ring came back to the same button. Tab still waits and counts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_goritaire_scene import make_table


def end_button(scene: Any) -> Any:
    return next(item for item in scene.items() if getattr(item, "label", "") == "End the Action phase")


def action_phase_ended_by_enter(qtbot: Any) -> tuple[Any, Any, Any]:
    """A Goritaire table whose "End the Action phase" Enter has just pressed: the turn's end
    still lands (animations at the normal speed)."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GBBBB", "deck": "BBBBBBBBGG"}, speed=1.0)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=8000)
    view.setFocus()
    scene.keyboard.set_focus(end_button(scene))
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert len(session.history) == 1 and scene.queue.busy
    return scene, view, session


def test_a_second_enter_while_the_turn_ends_does_not_end_the_next_turn(qtbot: Any) -> None:
    scene, view, session = action_phase_ended_by_enter(qtbot)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=8000)
    qtbot.wait(200)
    assert len(session.history) == 1, [step.text for step in session.history]


def test_a_tab_while_the_own_move_lands_still_counts(qtbot: Any) -> None:
    scene, view, _session = action_phase_ended_by_enter(qtbot)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=8000)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=2000)


def test_a_finished_table_has_no_stop_for_the_ring(qtbot: Any) -> None:
    """A dashed ring stood on a Girafferaffe tree beside the result: the trees and the sort
    button of a finished table were still Tab stops."""
    from tests.ui.test_girafferaffe_scene import make_table as girafferaffe_table

    scene, view, session = girafferaffe_table(qtbot, players=2, seats=("human", "computer"))
    session.pause_ai(True)
    game = session.game
    while session.to_move is not None:
        session.play(game.candidate_moves(session.state)[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert scene.keyboard_items(), "the table still shows its trees"
    view.setFocus()
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Return):
        qtbot.keyClick(view.viewport(), key)
        assert scene.keyboard.focus is None and not scene.keyboard.ring.isVisible()
