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
