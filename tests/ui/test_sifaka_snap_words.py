"""A Sifaka card held half a box off a place that takes it slides there when let go (as a card
pile takes a card dropped mostly on it); the line said "Drop the card here" while the pointer
was over a place that refuses the card, and a player expected a refusal. It now says the
card goes in the green outline (real mouse events, the button held)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from gamebox.games.sifaka.moves import Place
from tests.ui.helpers import hold_drag, release
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX
from ui.sifaka.items import CARD, cell_pos


def test_a_card_that_would_slide_to_a_place_says_so(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    legal = {m for m in session.game.legal_moves(session.state) if isinstance(m, Place)}
    turn = scene.hand_turn
    x, y = next((p.x, p.y) for p in sorted(legal, key=lambda p: (p.x, p.y))
                if p.rotation == turn and Place(p.x + 1, p.y, turn) not in legal)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    hand = scene.hand_item
    assert hand is not None
    start = hand.mapRectToScene(hand.rect()).center()
    held = QPointF((x + 0.6) * BOX + CARD.width() / 2, y * BOX + CARD.height() / 2)  # over the refusing box
    pointer = hold_drag(view, start, held, steps=8)
    assert scene.ghost.pos() == cell_pos(x, y)
    assert said[-1].startswith("Let go to lay it in the green outline, or turn it"), said[-1]
    release(view, pointer)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert session.history and session.history[-1].move == Place(x, y, turn)
