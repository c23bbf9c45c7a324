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
