"""While an action is being paid for (Fleeing: three Gorillas, picked one at a time), Tab walks
only the steps of the payment: the Gorillas that can pay, Pay cheapest and Cancel. It had also
walked the hand, every other action (Enter there began paying for that one instead), End the
Action phase, Hint and Demo."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_goritaire_scene import make_table
from tests.ui.test_goritaire_warning_keys import tab_to
from ui.goritaire.scene import GoritaireScene

# Fleeing is payable: seven awake Gorillas; a Banana and a Gorilla wait in the hand
FLEEING = {"extreme": True, "area": "1.1G 1.2G 1.3G 1.4G 2.1G 2.2G 2.3G 3.1B 3.2G", "hand": "GB", "deck": "BBB"}
PAYERS = {"area:1.1", "area:1.2", "area:1.3", "area:1.4", "area:2.1", "area:2.2", "area:2.3", "area:3.2"}


def tab_walk(qtbot: Any, view: Any, scene: GoritaireScene, count: int = 30) -> list[str]:
    walk = []
    for _ in range(count):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        walk.append(str(getattr(scene.keyboard.focus, "key", "")))
    return walk


def test_tab_walks_only_the_payment_while_fleeing_is_paid_for(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, FLEEING)
    view.setFocus()
    before = set(tab_walk(qtbot, view, scene))
    assert {"hand:G", "action:walking", "choice:0", "hint", "demo"} <= before  # the turn's own stops
    tab_to(qtbot, view, scene, "action:fleeing")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.paying == "fleeing"
    assert set(tab_walk(qtbot, view, scene)) == PAYERS | {"pay:cheapest", "pay:cancel"}
    # the arrows too stay on the payment
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right):
        qtbot.keyClick(view, key)
        assert str(getattr(scene.keyboard.focus, "key", "")) in PAYERS | {"pay:cheapest", "pay:cancel"}
    # Gorillas picked one at a time with Enter: the walk stays on the payment between the steps
    for spot in ("area:1.1", "area:1.2"):
        tab_to(qtbot, view, scene, spot)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert scene.paying == "fleeing" and not session.history
        assert set(tab_walk(qtbot, view, scene, 14)) <= PAYERS | {"pay:cheapest", "pay:cancel"}
    assert scene.pay_pick == [(1, 1), (1, 2)]
    tab_to(qtbot, view, scene, "area:1.3")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(session.history) and not scene.queue.busy, timeout=3000)
    assert session.history[0].text == "act fleeing pay 1.1,1.2,1.3"


def test_cancel_gives_the_table_back_to_tab(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot, FLEEING)
    view.setFocus()
    tab_to(qtbot, view, scene, "action:fleeing")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    tab_to(qtbot, view, scene, "pay:cancel")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.paying is None
    assert {"hand:G", "action:walking", "action:fleeing", "choice:0"} <= set(tab_walk(qtbot, view, scene))


def test_escape_from_a_payment_puts_the_ring_back_on_its_action(qtbot: Any) -> None:
    """Escape cancelled the payment and left no ring: the next Enter did nothing, and Tab began
    again at the hand."""
    scene, view, session = make_table(qtbot, FLEEING)
    view.setFocus()
    tab_to(qtbot, view, scene, "action:fleeing")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.paying == "fleeing"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.paying and not session.history
    assert getattr(scene.keyboard.focus, "key", "") == "action:fleeing" and scene.keyboard.ring.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.paying == "fleeing", "Enter chooses it again"


def test_a_gorilla_that_cannot_pay_is_told_what_the_action_needs(qtbot: Any) -> None:
    """Cooking 2 chosen, a Level 1 Gorilla clicked: "cannot pay this cost together with those
    picked" was said with nothing picked."""
    from tests.ui.helpers import centre, click

    scene, view, session = make_table(qtbot, FLEEING)
    refusals: list[str] = []
    scene.refused.connect(refusals.append)
    click(view, centre(scene.buttons["action:cooking2"]))
    assert scene.paying == "cooking2"
    click(view, centre(scene.spot_items[(1, 1)]))
    assert refusals[-1] == ("that Gorilla cannot pay for Cooking 2, which needs one awake Gorilla on level 2 "
                            "or higher: click a glowing one")
    assert scene.paying == "cooking2" and not scene.pay_pick and not session.history
    click(view, centre(scene.buttons["pay:cancel"]))
    click(view, centre(scene.buttons["action:invitation1"]))
    click(view, centre(scene.spot_items[(1, 1)]))  # the one on any level
    assert scene.pay_pick == [(1, 1)]
    click(view, centre(scene.spot_items[(1, 2)]))  # a second on level 1: not with the first
    assert "together with those picked" in refusals[-1] and scene.pay_pick == [(1, 1)]
