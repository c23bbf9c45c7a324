"""Zoomed out by the player, Sifaka's board stays all in sight as it grows while it fits beside
the panel at that zoom: it ran off the window's edge until Fit table. Zoomed in (a board
larger than the window), the player pans to the growth themselves: nothing scrolls."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QApplication

from tests.ui.test_sifaka_scene import make_table
from ui.sifaka.fit import SLACK_PX, board_room
from ui.sifaka.scene import AROUND, COLUMN


def _play_on(qtbot: Any, scene: Any, session: Any, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.to_move is None:
            return
        options = session.game.candidate_moves(session.state)
        session.play(options[rng.randrange(len(options))])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
        QApplication.processEvents()


def test_a_zoomed_out_board_stays_in_sight_as_it_grows(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    view.zoom_about_centre(0.8)
    qtbot.wait(30)
    grown = 0
    for step in range(20):
        before = scene._board
        _play_on(qtbot, scene, session, 3, step)
        if scene._board == before:
            continue
        grown += 1
        whole = scene._board.adjusted(-AROUND, -AROUND, AROUND, AROUND)
        room = board_room(view.visible_scene_rect(), COLUMN, view.transform().m11(), SLACK_PX / 2)
        if whole.width() <= room.width() and whole.height() <= room.height():
            assert room.adjusted(-1, -1, 1, 1).contains(whole), (step, whole, room)
    assert grown >= 3 and view.user_zoomed


def test_a_zoomed_in_board_does_not_scroll_as_it_grows_out_of_sight(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    view.zoom_about_centre(2.5)
    qtbot.wait(30)
    shown = view.visible_scene_rect()
    whole = scene._board.adjusted(-AROUND, -AROUND, AROUND, AROUND)
    room = board_room(shown, COLUMN, view.transform().m11(), SLACK_PX / 2)
    assert whole.width() > room.width() or whole.height() > room.height()
    scene._board_in_sight(view)
    assert view.visible_scene_rect() == shown
