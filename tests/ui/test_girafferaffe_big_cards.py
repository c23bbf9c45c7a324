"""The Girafferaffe table at big card sizes: what grows keeps clear of what is beside it."""

from __future__ import annotations

from typing import Any

import pytest

from gamebox.games.girafferaffe.moves import SpendApple
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.girafferaffe.golden_runner import build
from tests.ui.helpers import show_table
from ui.girafferaffe.scene import GirafferaffeScene
from ui.settings import Settings


@pytest.mark.parametrize("scale", [1.0, 1.5, 1.6])
def test_the_robots_colour_question_keeps_off_the_redraw_deck(qtbot: Any, scale: float) -> None:
    """At 150% the Redraw Deck reaches down into the band where the question "which colour?"
    and its buttons stood, over the deck."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=0.0, card_scale=scale))
    show_table(qtbot, scene)
    session.state = build({"players": 1, "apples": [2], "hands": [["R2", "G14"]], "redraw": ["B9", "G9"],
                           "stacks": {"single": [["Y15"]], "pair": [["R15", "B15"]], "any": [["G2", "G3", "G4"]]},
                           "robot": {"hand": ["R1", "B3", "Y5", "B7", "Y7"]}})
    scene.rebuild()
    session.play(SpendApple())
    qtbot.waitUntil(lambda: not scene.queue.busy and "choice:1" in scene.buttons, timeout=3000)
    deck = scene.redraw_item
    assert deck is not None and deck.isVisible()
    covered = deck.mapRectToScene(deck.rect())
    asked = [item for item in scene.items() if getattr(item, "key", "") == "choice"]
    asked += [b for key, b in scene.buttons.items() if key.startswith("choice:")]
    assert len(asked) == 3
    assert not [item.key for item in asked if item.sceneBoundingRect().intersects(covered)]


@pytest.mark.parametrize(("players", "scale"), [(2, 1.6), (3, 1.6), (4, 1.6), (5, 1.6), (4, 1.0), (2, 0.6)])
def test_every_card_in_your_hand_shows_its_corner_index(qtbot: Any, players: int, scale: float) -> None:
    """At 160% fifteen cards overlapped so far that "13" read as a "1" and half a digit: the
    hand's cards are drawn smaller when that many at the chosen size would cover each other's
    corner index (at smaller sizes they keep the chosen size)."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(players), 11, ("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0, card_scale=scale))
    show_table(qtbot, scene)
    cards = sorted(scene.hand_items, key=lambda item: item.pos().x())
    assert len(cards) >= 10
    width = cards[0].rect().width()
    steps = [b.pos().x() - a.pos().x() for a, b in zip(cards, cards[1:])]
    assert min(steps) >= 0.42 * width - 0.01, (min(steps), width)
    fan = scene.sceneRect()
    assert all(fan.contains(card.sceneBoundingRect().center()) for card in cards)
    if len(cards) * 0.42 * scene.card_size.width() < 700:  # room enough: the size chosen is kept
        assert width == pytest.approx(scene.card_size.width())


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 1.6])
def test_the_robots_deck_and_hand_keep_their_words_at_every_card_size(qtbot: Any, scale: float) -> None:
    """At 150% and 160% the Robot's cards filled the middle band and the words "Robot Deck" and
    "The Robot's hand" were left out: loose cards beside a back nobody named."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 7, ("human",))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0, card_scale=scale))
    show_table(qtbot, scene)
    session.state = build({"players": 1, "apples": [2], "hands": [["R2", "G14"]],
                           "robot": {"hand": ["R1", "B3", "Y5"], "deck": ["B9", "Y11", "G4"]}})
    scene.rebuild()
    said = dict((text, where) for where, text in scene.captions)
    assert set(said) == {"Robot Deck", "The Robot's hand"}
    deck = scene.robot_deck_item
    assert deck is not None
    assert not said["Robot Deck"].intersects(deck.sceneBoundingRect().adjusted(0, 0, 0, -6))
    for card in scene.robot_items:
        assert not said["The Robot's hand"].intersects(card.mapRectToScene(card.rect()))
