"""The warning before a losing Goritaire move ("This would lose the deal") takes the keyboard
while it is shown, found by a play-tester using only the keys: Escape closes it as Cancel, Tab
and the arrows walk only its two buttons (never the table behind it), the ring starts on the
harmless Cancel so a stray Enter plays nothing, and once it goes the ring is back where the
player was. The table behind it takes no click or drag meanwhile."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.helpers import centre, drag
from tests.ui.test_goritaire_scene import hand_card, make_table
from ui.goritaire.scene import GoritaireScene

LOSING = {"area": "1.1G 1.2G 1.3G", "hand": "B", "deck": "BBB"}  # ending the Action loses the deal


def end_button(scene: GoritaireScene) -> Any:
    return next(b for b in scene.buttons.values() if b.label.startswith("End the Action"))


def tab_to(qtbot: Any, view: Any, scene: GoritaireScene, key: str) -> None:
    """Tab, as a player would, until the ring is on the item with `key`."""
    for _ in range(60):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if getattr(scene.keyboard.focus, "key", None) == key:
            return
    raise AssertionError(f"Tab never reached {key}")


def warn_by_keys(qtbot: Any) -> tuple[GoritaireScene, Any, Any]:
    scene, view, session = make_table(qtbot, LOSING)
    view.setFocus()
    tab_to(qtbot, view, scene, end_button(scene).key)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.confirm is not None and not session.history
    return scene, view, session


def test_escape_closes_the_warning_as_cancel(qtbot: Any) -> None:
    scene, view, session = warn_by_keys(qtbot)
    end_key = end_button(scene).key
    assert scene.keyboard.focus is scene.buttons["confirm:no"], "the ring starts on the harmless answer"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.confirm is None and "confirm:no" not in scene.buttons, "the warning is gone"
    assert not session.history, "nothing was played"
    assert getattr(scene.keyboard.focus, "key", None) == end_key and scene.keyboard.ring.isVisible(), \
        "the ring is back where the player was"


def test_tab_and_the_arrows_walk_only_the_warnings_buttons(qtbot: Any) -> None:
    scene, view, session = warn_by_keys(qtbot)
    answers = {scene.buttons["confirm:yes"], scene.buttons["confirm:no"]}
    reached = []
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down,
                Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
        reached.append(scene.keyboard.focus)
    assert set(reached) == answers, "the table behind the warning is out of the ring's reach"
    assert scene.keyboard.focus is scene.buttons["confirm:no"]
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space presses a button as Enter does: Cancel
    assert scene.confirm is None and not session.history


def test_a_stray_enter_cancels_and_do_it_anyway_is_chosen_on_purpose(qtbot: Any) -> None:
    scene, view, session = warn_by_keys(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the ring is on Cancel
    assert scene.confirm is None and not session.history
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the ring is back on the End button: the warning again
    assert scene.confirm is not None and scene.keyboard.focus is scene.buttons["confirm:no"]
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.keyboard.focus is scene.buttons["confirm:yes"]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.result is not None, timeout=2000)
    assert len(session.history) == 1


def test_the_table_behind_the_warning_takes_no_drag(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, LOSING)
    from tests.ui.helpers import click

    click(view, centre(end_button(scene)))
    assert scene.confirm is not None
    banana = hand_card(scene, "B")
    target = next(iter(scene.zones.values()))
    drag(view, centre(banana), centre(target))
    qtbot.wait(50)
    assert not session.history and scene.confirm is not None, "nothing behind the warning moved"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.confirm is None and not session.history
