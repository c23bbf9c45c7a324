"""Laying Sifaka's card where the player means it: dropped half a box off a legal place, it
takes that place; while the player zooms, the side panel keeps its size and a drag from it
still lays the card where the ghost shows (real mouse events, the button held)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from gamebox.games.sifaka.moves import Place
from tests.ui.helpers import hold_drag, release
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX


def test_the_panel_keeps_its_size_while_the_player_zooms_and_the_card_is_still_laid(qtbot: Any) -> None:
    """Zoomed in, the side panel grew with the board and covered what the player looked at
    closer; zoomed out, it shrank. It keeps the size the fit gave it, zoomed in the card in hand
    with it, and a drag from it still lays the card where the ghost shows."""
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))

    def on_screen(item: Any) -> float:
        return item.sceneBoundingRect().width() * view.transform().m11()

    items = [scene.side_panel, scene.buttons["fit"], scene.hand_item]
    fitted = [on_screen(item) for item in items]
    view.zoom_about_centre(1.25)
    view.zoom_about_centre(1.25)
    assert view.user_zoomed and scene.panel_grow < 0.7
    zoomed = [on_screen(item) for item in items]
    assert zoomed == pytest.approx(fitted, rel=0.02)
    view.zoom_about_centre(0.5)  # further out than the fit: the card in hand goes back to the board's size
    assert [on_screen(item) for item in items[:2]] == pytest.approx(fitted[:2], rel=0.02)
    assert scene.hand_item is not None and scene.hand_item.scale() == 1.0
    view.zoom_about_centre(1.6)
    hand = scene.hand_item
    assert hand is not None and hand.scale() < 1.0
    end = QPointF(3 * BOX, -2 * BOX) + QPointF(BOX, BOX)  # the card's middle onto box 3,-2's place
    assert view.visible_scene_rect().contains(end)
    pointer = hold_drag(view, hand.sceneBoundingRect().center(), end, steps=5)
    assert scene.ghost.legal and scene.ghost.pos() == QPointF(3 * BOX, -2 * BOX)
    release(view, pointer)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "place 3,-2 r0"


def test_a_card_dropped_half_a_box_off_a_legal_place_takes_that_place(qtbot: Any) -> None:
    """The ghost rounded the card's place to the nearest box, so a card the player saw mostly
    over a legal place was refused for the box beside it."""
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    legal = {(m.x, m.y) for m in session.game.legal_moves(session.state) if isinstance(m, Place) and m.rotation == 0}
    target, step = next(((x, y), (dx, dy)) for (x, y) in sorted(legal) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                        if (x + dx, y + dy) not in legal)
    # the card's middle 0.6 of a box towards the illegal neighbour: rounded, that neighbour
    middle = QPointF((target[0] + 1 + 0.6 * step[0]) * BOX, (target[1] + 1 + 0.6 * step[1]) * BOX)
    hand = scene.hand_item
    assert hand is not None
    pointer = hold_drag(view, hand.sceneBoundingRect().center(), middle, steps=5)
    assert scene.ghost.legal and scene.ghost.pos() == QPointF(target[0] * BOX, target[1] * BOX)
    release(view, pointer)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == f"place {target[0]},{target[1]} r0"


def test_a_scroll_draws_the_whole_view_again(qtbot: Any) -> None:
    """A scroll copies the pixels already drawn, the panel pinned to the window's edge with
    them: after a new deal its buttons stayed cut in half until Fit table. Every move of the
    view now repaints all of it."""
    from PySide6.QtCore import QEvent, QObject, QRect

    scene, view, _session = make_table(qtbot)
    view.zoom_about_centre(2.0)  # room to scroll
    qtbot.wait(50)
    painted: list[QRect] = []

    class Spy(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                painted.append(event.rect())  # type: ignore[attr-defined]
            return False

    spy = Spy()
    view.viewport().installEventFilter(spy)
    view.pan(37, 0)
    qtbot.waitUntil(lambda: bool(painted), timeout=2000)
    whole = view.viewport().rect()
    assert any(rect.contains(whole) for rect in painted), (painted, whole)
    view.viewport().removeEventFilter(spy)
