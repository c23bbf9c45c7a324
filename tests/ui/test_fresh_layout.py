"""Gestures that play nothing leave the table exactly as a fresh layout of the same view.

A refused drop slides the cards back, a press on a card only looked at, a resize, a zoom: after
each the table must show what `rebuild()` would lay out from the rules' view, item for item
(place, height, visibility). A monkey that checked this after random gestures found a pressed
Sifaka board card deleted (tests/ui/test_item_ownership.py) and Sifaka's side panel left where
the window's old edge had been after a resize (tests/ui/test_sifaka_scene.py); this test keeps
the same check on every game's slide-backs and resizes.
"""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import drag
from tests.ui.play import open_window

GAMES = {"girafferaffe": 3, "gorilla": 3, "goritaire": 1, "sifaka": 2, "trio": 2}


def _layout(scene: Any) -> Counter[tuple[str, int, int, int]]:
    """What the table shows: each visible item's kind, place and height (hidden helpers such
    as a refusal's tag or the keyboard's ring may keep any place)."""
    return Counter((type(item).__name__, round(item.scenePos().x()), round(item.scenePos().y()), round(item.zValue()))
                   for item in scene.items() if item.isVisible() and item.opacity() > 0 and item.zValue() < 9000)


def _settle(qtbot: Any, scene: Any) -> None:
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    QApplication.processEvents()
    gc.collect()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_gestures_that_play_nothing_leave_the_table_as_a_fresh_layout(qtbot, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    players = GAMES[game]
    window = open_window(qtbot, tmp_path, size=(1280, 820))
    window.settings.speed = 0.2  # the slides back are animated, quickly
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 6, {})
    page = window.page
    qtbot.waitUntil(lambda: page.session.to_move == 0 and not page.scene.queue.busy, timeout=10000)
    page.session.pause_ai(True)
    scene, view = page.scene, page.view
    history = len(page.session.history)
    shown = view.visible_scene_rect()
    corner = QPointF(shown.left() + 6, shown.top() + 6)  # no drop target lies there
    lifted = [item for item in scene.items() if getattr(item, "draggable", False) and item.isVisible()
              and shown.contains(item.sceneBoundingRect().center())]
    for item in lifted[:4]:  # dropped on nothing: each slides back
        drag(view, item.sceneBoundingRect().center(), corner)
        _settle(qtbot, scene)
    for size in ((1000, 680), (1700, 1050)):  # smaller, then larger than the start
        window.resize(*size)
        _settle(qtbot, scene)
    assert len(page.session.history) == history, "no gesture played a move"
    before = _layout(scene)
    scene.rebuild()
    _settle(qtbot, scene)
    after = _layout(scene)
    assert before - after == Counter() and after - before == Counter(), (before - after, after - before)
