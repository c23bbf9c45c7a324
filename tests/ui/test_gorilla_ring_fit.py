"""Gorilla's ring of arrows and the pile in its middle fit each other at every card size: at 160%
the cards under the pile's top card covered the ring's lower-left arrowhead (and, play going
counter-clockwise, its left one at every size), and the top seat's little fan of cards touched
the ring's top arrowheads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.ui.play import open_window, settle
from tests.ui.test_gorilla_ring_clear import PEN, touches_ring
from ui.gorilla.scene import GorillaScene
from ui.settings import CARD_SCALE_RANGE

SIZES = [((1280, 800), scale) for scale in (CARD_SCALE_RANGE[0], 1.0, CARD_SCALE_RANGE[1])]
SIZES.append(((1024, 600), CARD_SCALE_RANGE[1]))


def card_rect(item: Any) -> QRectF:
    """The card itself on the table, not its soft shadow."""
    return item.mapRectToScene(item.rect())


def hand_cards(scene: GorillaScene) -> list[Any]:
    """Every hand's cards: the opponents' little fans and the bottom hand."""
    fans = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("hand:")]
    return fans + list(scene.hand_items.values()) + scene.covered_hand


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize(("window_size", "card_scale"), SIZES)
def test_the_pile_and_the_hands_keep_off_the_rings_arrowheads(qtbot: Any, tmp_path: Path, players: int,
                                                               window_size: tuple[int, int], card_scale: float) -> None:
    window = open_window(qtbot, tmp_path, window_size, card_scale)
    window.start_game("gorilla", players, ["human"] + ["computer"] * (players - 1), None, 5, {})
    page = window.page
    page.session.pause_ai(True)
    settle(qtbot, page)
    scene = page.scene
    state = page.session.state
    state.pile, state.stack = state.pile + state.stack[-4:], state.stack[:-4]  # three cards show under the top one
    for direction in (1, -1):
        state.direction = direction
        scene.rebuild()
        ring = scene.ring
        assert ring is not None and len(scene.pile_items) == 4
        heads = [ring.mapRectToScene(head.boundingRect()).adjusted(-PEN / 2, -PEN / 2, PEN / 2, PEN / 2)
                 for head in ring.heads()]  # with the outline drawn round each head
        assert len(heads) == 3
        words = ring.mapRectToScene(ring.words_rect())
        pile = [(item.key, card_rect(item)) for item in scene.pile_items]
        covered = [(key, rect.getRect()) for key, rect in pile if any(rect.intersects(head) for head in heads)]
        assert not covered, (direction, covered)
        assert not [key for key, rect in pile if rect.intersects(words)]
        cards = hand_cards(scene)
        assert len(cards) >= 6 * players - 2
        on_ring = [(item.key, card_rect(item).getRect()) for item in cards if touches_ring(card_rect(item))
                   or any(card_rect(item).intersects(head) for head in heads) or card_rect(item).intersects(words)]
        assert not on_ring, (direction, on_ring)
