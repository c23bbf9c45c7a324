"""What the ghost under a carried Sifaka card shows is what letting go does: a ghost that snapped
into one of the first four slots (S3) places the card there even when the card itself hangs
over the huts, away from the slot; a refused ghost snaps the card back with the ghost's reason,
never silently."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from gamebox.games.sifaka.moves import Place
from tests.ui.helpers import hold_drag, release
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX


@pytest.mark.parametrize("top_left", [(0.1, -1.65), (0, -2), (-2.3, -2.4), (0, 0), (-1, -1), (1.4, 1.3), (3.4, -1.2),
                                      (-1, 3.4), (5, 5)])
def test_letting_go_does_what_the_ghost_shows(qtbot: Any, top_left: tuple[float, float]) -> None:
    scene, view, session = make_table(qtbot, spec_of("s3_first_four_slots"))
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    hand = scene.hand_item
    assert hand is not None
    home = hand.pos()
    x, y = top_left
    at = hold_drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(x * BOX, y * BOX) + QPointF(BOX, BOX))
    shown, why = scene.ghost_target.move, scene.ghost_target.reason
    assert shown is not None or why, "the ghost shows a place or a reason"
    release(view, at)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    if shown is not None:
        assert isinstance(shown, Place)
        assert [step.move for step in session.history[:1]] == [shown], "the card went where the ghost was"
        assert reasons == []
    else:
        assert session.history == [] and hand.pos() == home
        assert reasons == [why], "a refused drop says the reason the ghost showed"


def test_a_card_dropped_on_the_huts_is_not_taken_to_a_slot_two_boxes_off(qtbot: Any) -> None:
    """Dropped over the huts' lower half, the card went to the South slot, below: a slot snaps
    the card only when the card overlaps it."""
    scene, view, session = make_table(qtbot, spec_of("s3_first_four_slots"))
    hand = scene.hand_item
    assert hand is not None
    at = hold_drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(-1 * BOX, 0) + QPointF(BOX, BOX))
    assert scene.ghost_target.move is None and scene.ghost_target.reason
    release(view, at)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert session.history == []


def test_the_place_shown_is_under_the_card_drawn_at_the_panels_size(qtbot: Any) -> None:
    """The card in hand is drawn at the panel's size: snapped by its top-left, the red place lay
    a box off the card the player saw."""
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None
    hand.setScale(0.4)  # as in a window where the panel is drawn smaller than the board
    start = hand.mapRectToScene(hand.rect()).center()
    hold_drag(view, start, start + QPointF(3.7 * BOX, 3.7 * BOX) - hand.pos())  # its top-left to 3.7 boxes
    drawn = hand.mapRectToScene(hand.rect())
    assert abs(hand.pos().x() - 3.7 * BOX) < 2 and abs(hand.pos().y() - 3.7 * BOX) < 2
    assert abs(scene.ghost.pos().x() + BOX - drawn.center().x()) <= BOX / 2 + 0.5
    assert abs(scene.ghost.pos().y() + BOX - drawn.center().y()) <= BOX / 2 + 0.5
