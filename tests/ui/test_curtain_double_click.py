"""A double-click on the shared-screen curtain only opens it: its second click must not land on
the card that lies under the pointer once the hand shows (a card played or refused that the
player never saw)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, double_click, show_table
from ui.scenes import scene_class
from ui.settings import Settings

TABLES = [("gorilla", 3), ("girafferaffe", 2), ("trio", 2), ("sifaka", 2)]


def _hand_points(scene: Any) -> list[QPointF]:
    """Where the viewer's cards lie (each table keeps them its own way)."""
    held = getattr(scene, "hand_items", None)
    if isinstance(held, dict):
        values = list(held.values())
        items = [i for v in values for i in (v if isinstance(v, list) else [v])]
    elif isinstance(held, list):
        items = list(held)
    else:
        items = [scene.hand_item] if getattr(scene, "hand_item", None) is not None else []
    return [centre(item) for item in items if item.scene() is scene]


@pytest.mark.parametrize("game_id,players", TABLES)
def test_a_double_click_on_the_curtain_only_opens_it(qtbot: Any, game_id: str, players: int) -> None:
    info = get_info(game_id)
    session = GameSession(info, info.make_config(players), 11, ("human",) * players)
    session.ai_delay_ms = 0
    scene = scene_class(game_id)(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=3000)
    points = _hand_points(scene)
    assert points, "the hand shows once the curtain is open"
    first = session.to_move
    for _ in range(8):  # the first player moves (by the rules) until the next person's curtain is up
        if scene.curtain is not None:
            break
        session.play(session.game.candidate_moves(session.state)[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert scene.curtain is not None and session.to_move != first
    refused: list[str] = []
    scene.refused.connect(refused.append)
    moves = len(session.history)
    for point in points:
        if scene.curtain is None:
            break
        double_click(view, point)
        qtbot.wait(50)
    assert scene.curtain is None, "the click opened the curtain"
    assert len(session.history) == moves and refused == [], "the second click did nothing"
