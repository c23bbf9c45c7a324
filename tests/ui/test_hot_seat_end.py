"""A hot-seat game that ends: no curtain goes up for "nobody's turn" (the session reports the
end as seat -1, which a list read as the last seat: "Someone, your cards." covered the final
table, and opening it drew the table from no chair)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import show_table
from ui.game_page import scene_class
from ui.settings import Settings


@pytest.mark.parametrize(("game_id", "players"), [("trio", 2), ("sifaka", 2), ("gorilla", 3)])
def test_a_hot_seat_game_ends_with_the_table_open(qtbot: Any, game_id: str, players: int) -> None:
    info = get_info(game_id)
    session = GameSession(info, info.make_config(players), 4, ("human",) * players)
    session.ai_delay_ms = 0
    scene = scene_class(game_id)(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    ended: list[Any] = []
    scene.gameEnded.connect(ended.append)
    rng = random.Random(4)
    for _ in range(3000):
        if scene.curtain is not None:  # the next person sits down
            scene.curtain.opened.emit()
        if session.to_move is None:
            break
        session.play(rng.choice(list(session.game.candidate_moves(session.state))))
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert session.to_move is None
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert scene.curtain is None, "the final table is not hidden behind a curtain"
    assert scene.viewer_seat is not None and 0 <= scene.viewer_seat < players
    assert "Someone" not in scene.status_text()
