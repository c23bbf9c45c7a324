"""Tab walks a hand from left to right in every game: Gorilla's fanned hand, whose outer cards
drop and turn, was cut into rows every 40 units, and the ring went hippo, yellow zebra (the
first card), green zebra... Rows of a pyramid stay rows (Goritaire)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import show_table
from ui.scenes import scene_class
from ui.settings import Settings
from ui.table.keyboard import reading_order


@pytest.mark.parametrize(("game_id", "players", "scale"), [("gorilla", 3, 1.0), ("gorilla", 5, 1.6),
                                                           ("girafferaffe", 3, 1.0), ("trio", 2, 1.0),
                                                           ("goritaire", 1, 1.0)])
def test_tab_goes_through_your_hand_left_to_right(qtbot: Any, game_id: str, players: int, scale: float) -> None:
    info = get_info(game_id)
    seats = ("human",) + ("computer",) * (players - 1)
    for seed in (1, 2, 3):
        session = GameSession(info, info.make_config(players), seed, seats)
        session.ai_delay_ms = 0
        scene = scene_class(game_id)(session, Settings(speed=0.0, card_scale=scale))
        show_table(qtbot, scene)
        qtbot.waitUntil(lambda: scene.my_turn() and not scene.queue.busy, timeout=15000)  # noqa: B023
        session.pause_ai(True)
        cards = [i for i in scene.keyboard_items() if getattr(i, "draggable", False)]
        assert len(cards) >= 3
        lefts = [c.sceneBoundingRect().left() for c in cards]
        assert lefts == sorted(lefts), (seed, lefts)


def test_rows_half_a_card_apart_stay_rows() -> None:
    """A pyramid's upper row, half a card above, comes before the row under it."""
    def card(x: float, y: float) -> QGraphicsRectItem:
        return QGraphicsRectItem(QRectF(x, y, 80, 120))

    low = [card(0, 60), card(90, 60)]
    high = [card(45, 0)]
    fanned = [card(200, 64), card(230, 70)]  # a little lower and to the right: same row as `low`
    assert reading_order(low + fanned + high) == high + low + fanned
