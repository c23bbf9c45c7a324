"""Shared screen: a player who drew a card sees it in their hand before the next person's
curtain covers the table (it went straight to the curtain: the card that did not fit was
never seen), even with animations off."""

from __future__ import annotations

import json
import time
from typing import Any

from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.moves import DRAW_MOVE
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, show_table
from ui.gorilla.scene import GorillaScene
from ui.settings import Settings


def test_the_card_drawn_shows_before_the_curtain(qtbot: Any) -> None:
    info = get_info("gorilla")
    session = GameSession(info, info.make_config(3), 7, ("human",) * 3)
    hands = [["blue-lion", "green-hippo"], ["blue-tiger", "green-crocodile"], ["yellow-giraffe", "blue-parrot"]]
    placed = {name for hand in hands for name in hand} | {"red-tiger", "yellow-zebra"}
    stack = [n for n in NAMES if n not in placed] + ["yellow-zebra"]  # its last card is drawn first
    data = {"players": 3, "hands": hands, "pile": ["red-tiger"], "stack": stack, "to_move": 0, "phase": "play",
            "direction": 1, "pending": None, "forgot": None, "winner": None, "seed": 3, "rebuilds": 0}
    session.state = session.game.state_from_json(json.loads(json.dumps(data)))
    scene = GorillaScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene, start_session=False)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and scene.viewer_seat == 0, timeout=3000)
    session.play(DRAW_MOVE)
    started = time.monotonic()
    assert session.to_move == 1, "the yellow zebra does not fit the red tiger: the turn passes"
    zebra = f"card:{CARD_BY_NAME['yellow-zebra']}"

    def shown() -> bool:
        return any(str(getattr(item, "key", "")) == zebra and item.isVisible() for item in scene.items())

    qtbot.waitUntil(shown, timeout=2000)
    qtbot.wait(500)
    assert shown() and scene.curtain is None, "the one who drew sees what they drew"
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=5000)
    assert time.monotonic() - started >= 0.8, "long enough to see it"
    assert not shown(), "then the curtain covers it"


def test_a_card_from_the_redraw_deck_shows_before_the_curtain(qtbot: Any) -> None:
    from tests.games.girafferaffe.golden_runner import build
    from ui.girafferaffe.scene import GirafferaffeScene

    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 5, ("human", "human"))
    session.state = build({"players": 2, "hands": [["R7", "B7", "R2"], ["R1", "G3"]], "redraw": ["Y9", "G11"]})
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene, start_session=False)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and scene.viewer_seat == 0, timeout=3000)
    statuses: list[str] = []
    scene.statusChanged.connect(statuses.append)
    pair = next(m for m in session.game.legal_moves(session.state) if session.game.move_to_text(m).startswith("pair "))
    session.play(pair)
    started = time.monotonic()
    qtbot.waitUntil(lambda: not scene.queue.busy or scene.curtain is not None, timeout=5000)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=5000)
    assert time.monotonic() - started >= 0.8, "the card drawn stays in sight a moment"
    # meanwhile the status line says why, not "Player 1, your turn: drag cards onto a tree"
    assert "Player 1, your new cards stay in sight a moment." in statuses, statuses
    assert statuses[-1].startswith("Player 2, your turn"), statuses
