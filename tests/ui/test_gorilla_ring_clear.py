"""Gorilla's direction ring (the arrows round the pile) stays clear of the opponents' little
fans of cards at every card size and table size: at 160% the top seats' cards used to hang over
the ring's upper arc."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.ui.play import open_window, settle
from ui.gorilla import layout as L
from ui.settings import CARD_SCALE_RANGE

PEN = 6.0  # the ring's stroke


def touches_ring(box: QRectF) -> bool:
    """Whether a card's rectangle reaches the ring's band (centre L.PILE, radius L.RING_RADIUS)."""
    cx, cy = L.PILE.x(), L.PILE.y()
    near_x = min(max(cx, box.left()), box.right())
    near_y = min(max(cy, box.top()), box.bottom())
    nearest = math.hypot(near_x - cx, near_y - cy)
    farthest = max(math.hypot(x - cx, y - cy) for x in (box.left(), box.right()) for y in (box.top(), box.bottom()))
    return nearest <= L.RING_RADIUS + PEN / 2 and farthest >= L.RING_RADIUS - PEN / 2


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("card_scale", [CARD_SCALE_RANGE[0], 1.0, 1.3, CARD_SCALE_RANGE[1]])
def test_no_opponent_card_lies_on_the_ring(qtbot: Any, tmp_path: Path, players: int, card_scale: float) -> None:
    window = open_window(qtbot, tmp_path, (1024, 700), card_scale)
    window.start_game("gorilla", players, ["human"] + ["computer"] * (players - 1), None, 5, {})
    page = window.page
    page.session.pause_ai(True)
    settle(qtbot, page)
    scene = page.scene
    fans = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("hand:")]
    assert len(fans) >= 2 * (players - 1)
    on_ring = [(item.key, item.mapRectToScene(item.rect()).getRect()) for item in fans
               if touches_ring(item.mapRectToScene(item.rect()))]  # the card itself, not its soft shadow
    assert not on_ring, on_ring
