"""A drag of Sifaka's card that ends without laying it: the window resized or zoomed mid-drag
sends the card back to where the panel stands now, and Escape mid-drag leaves nothing of the
drag on the table (real mouse events, the button held)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt

from tests.ui.helpers import hold_drag, release, send_mouse
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX


def _off_the_board(view: Any) -> QPointF:
    """A point of the window over no box: letting go of the card there lays nothing."""
    shown = view.visible_scene_rect()
    return QPointF(shown.left() + 0.5 * BOX, shown.top() + 0.5 * BOX)


def test_a_card_let_go_after_a_resize_goes_back_to_the_panel_where_it_stands_now(qtbot: Any) -> None:
    """Resized mid-drag, the card slid back to where the panel had stood, over the words "Your
    card: drag it onto the table", and stayed there until the next resize."""
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    for change in (lambda: view.resize(view.width() - 260, view.height() - 140),
                   lambda: view.zoom_about_centre(0.8)):
        hand = scene.hand_item
        assert hand is not None
        pointer = hold_drag(view, hand.sceneBoundingRect().center(), _off_the_board(view), steps=5)
        change()
        qtbot.wait(50)
        release(view, pointer)
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
        assert not session.history
        where, scale = hand.pos(), hand.scale()
        scene._place_pinned(hand)  # where the panel puts its card now
        assert hand.pos() == where and hand.scale() == scale


def test_escape_mid_drag_leaves_nothing_of_the_drag(qtbot: Any) -> None:
    """Escape put the card back but left it faded, the ghost's red place and reason on the board,
    the panel faded and the status line saying "Not here" (or "Drop the card here") after the
    button was let go."""
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand, panel = scene.hand_item, scene.side_panel
    assert hand is not None and panel is not None
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    before = scene.status_text()
    start = hand.pos()
    pointer = hold_drag(view, hand.sceneBoundingRect().center(), _off_the_board(view) + QPointF(BOX, BOX), steps=5)
    assert scene.ghost.scene() is scene and hand.opacity() < 1.0
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    moved = QPoint(pointer.x() + 12, pointer.y() + 9)  # the button still held
    send_mouse(view, QEvent.Type.MouseMove, moved, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    release(view, moved)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert not session.history and hand.pos() == start
    assert scene.ghost.scene() is None and scene.ghost_label.scene() is None and scene.place_area is None
    assert hand.opacity() == 1.0 and panel.opacity() == 1.0
    assert said and said[-1] == before, said[-3:]
