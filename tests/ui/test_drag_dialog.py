"""A dialog opened mid-drag (Settings by its keys) takes the mouse: the release goes to the
dialog, and the dragged cards waited over the table until it closed, the place they were over
still outlined. Now they go home at once, as after Escape, and nothing is laid (real mouse
events, the button held while the dialog opens)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QDialog, QGraphicsView

from tests.ui.helpers import centre, hold_drag, release
from tests.ui.test_goritaire_scene import hand_card
from tests.ui.test_goritaire_scene import make_table as goritaire_table
from tests.ui.test_sifaka_scene import make_table as sifaka_table
from tests.ui.test_sifaka_scene import spec_of


def _dialog_mid_drag(qtbot: Any, view: QGraphicsView) -> None:
    """Open a modal dialog over the table's window while the button is held, and close it."""
    dialog = QDialog(view.window())
    dialog.setModal(True)
    QTimer.singleShot(60, dialog.accept)
    dialog.exec()
    dialog.deleteLater()
    qtbot.wait(20)


def test_goritaire_card_goes_home_when_a_dialog_opens_mid_drag(qtbot: Any) -> None:
    scene, view, session = goritaire_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    gorilla = hand_card(scene, "G")
    home = QPointF(gorilla.pos())
    place = scene.zones[(2, 1)]
    pointer = hold_drag(view, centre(gorilla), centre(place))
    assert gorilla.pos() != home and scene.drag_refusal.landing.isVisible()
    _dialog_mid_drag(qtbot, view)
    assert gorilla.pos() == home, "the card waited where the pointer had left it"
    assert not scene.drag_refusal.landing.isVisible() and not getattr(place, "glow", False)
    release(view, pointer)  # a late release over the place lays nothing
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert not session.history and gorilla.pos() == home


def test_sifaka_card_goes_home_and_the_ghost_goes_when_a_dialog_opens_mid_drag(qtbot: Any) -> None:
    scene, view, session = sifaka_table(qtbot, spec_of("s5_placement_refusals"))
    hand, panel = scene.hand_item, scene.side_panel
    assert hand is not None and panel is not None
    home = QPointF(hand.pos())
    shown = view.visible_scene_rect()
    pointer = hold_drag(view, hand.sceneBoundingRect().center(), shown.center(), steps=5)
    assert scene.ghost.scene() is scene and hand.opacity() < 1.0
    _dialog_mid_drag(qtbot, view)
    assert hand.pos() == home and hand.opacity() == 1.0 and panel.opacity() == 1.0
    assert scene.ghost.scene() is None and scene.place_area is None
    release(view, pointer)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert not session.history and hand.pos() == home
