"""A table laid out again while a card still flies (a click on Goritaire's Demo button as the
Demo's next move took off, a refused drop while another move landed): the rebuild took the card
from under its animation, Qt warned "Changing state of an animation without target" and the
card jumped. Now the flight ends first and the steps queued after it still run."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, qInstallMessageHandler
from PySide6.QtWidgets import QGraphicsObject

from gamebox.registry import all_games
from tests.ui.play import open_window
from ui.table.ownership import is_top_level

PLAYERS = {"girafferaffe": 3, "gorilla": 3, "goritaire": 1, "trio": 2, "sifaka": 2}


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_a_relayout_while_a_card_flies_ends_the_flight_first(qtbot: Any, tmp_path: Path, game_id: str) -> None:
    window = open_window(qtbot, tmp_path)
    players = PLAYERS[game_id]
    window.start_game(game_id, players, ["human"] + ["computer"] * (players - 1), None, 11, {})
    page = window.page
    page.session.pause_ai(True)
    scene = page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    flying = next(item for item in scene.items() if isinstance(item, QGraphicsObject) and item.isVisible()
                  and is_top_level(item))
    warnings: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _context, message: warnings.append(message))
    try:
        scene.queue.speed = 1.0
        scene.queue.move(flying, flying.pos() + QPointF(200, 80), ms=600)
        after: list[bool] = []
        scene.queue.call(lambda: after.append(True))
        assert scene.queue.busy
        del flying  # the table's own lists hold it no more once it is laid out again
        qtbot.wait(60)  # in flight
        scene.rebuild()
        gc.collect()
        qtbot.waitUntil(lambda: bool(after) and not scene.queue.busy, timeout=3000)
        qtbot.wait(50)
    finally:
        qInstallMessageHandler(previous)
    assert not [w for w in warnings if "animation" in w], warnings
