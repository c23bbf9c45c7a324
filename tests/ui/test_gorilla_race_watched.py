"""Gorilla's tap race is a moment everyone at the screen watches: at a shared screen no
curtain comes down while it runs (the rules hand the race to the seat that laid the Gorilla,
so that person's curtain used to hide the Gorilla from the racers), and a table opened on a
pending race (a save, a resume) gives a moment to see the Gorilla before the clocks run."""

from __future__ import annotations

import json
from typing import Any

from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.moves import Play, Tap
from gamebox.games.gorilla.state import TAP
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, show_table
from ui.gorilla.race import ManualClock
from ui.gorilla.scene import GET_READY, RACE_GRACE_MS, GorillaScene
from ui.settings import Settings

INFO = get_info("gorilla")


def _session(seats: tuple[str, ...], gorilla_laid: bool) -> GameSession:
    """Seat 1 is about to lay (or has laid) the red Gorilla on a red tiger."""
    session = GameSession(INFO, INFO.make_config(3), 3, seats, ("normal",) * 3, names=("Ann", "Bob", "Cy"))
    session.ai_delay_ms = 0
    session.pause_ai(True)
    hands = [["blue-lion", "green-hippo", "yellow-zebra"], ["red-gorilla", "blue-tiger", "green-crocodile"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot"]]
    placed = {name for hand in hands for name in hand} | {"red-tiger"}
    data = {"players": 3, "hands": hands, "pile": ["red-tiger"], "stack": [n for n in NAMES if n not in placed],
            "to_move": 1, "phase": "play", "direction": 1, "pending": None, "forgot": None, "winner": None,
            "seed": 3, "rebuilds": 0, "seat_levels": [("human" if k == "human" else "normal") for k in seats]}
    session.state = session.game.state_from_json(json.loads(json.dumps(data)))
    if gorilla_laid:
        assert session.play(Play(CARD_BY_NAME["red-gorilla"]))
        assert session.state.phase == TAP
    return session


def _table(qtbot: Any, session: GameSession) -> tuple[GorillaScene, Any, ManualClock]:
    scene = GorillaScene(session, Settings(speed=0.0))
    clock = ManualClock()
    scene.race_clock = clock
    view = show_table(qtbot, scene, start_session=False)
    return scene, view, clock


def test_at_a_shared_screen_no_curtain_hides_the_race(qtbot: Any) -> None:
    session = _session(("human", "human", "human"), gorilla_laid=False)
    scene, view, clock = _table(qtbot, session)
    if scene.curtain is not None:  # Bob sits down
        click(view, centre(scene.curtain))
        qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=5000)
    scene.race_clock = clock
    assert session.play(Play(CARD_BY_NAME["red-gorilla"]))
    qtbot.waitUntil(lambda: scene.race is not None, timeout=5000)
    qtbot.wait(50)
    assert scene.curtain is None, "the racers see the Gorilla"
    assert "Tap it now" in scene.status_text()
    with qtbot.waitSignal(session.moveApplied, timeout=3000):
        clock.advance(3000)
    assert isinstance(session.history[-1].move, Tap)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert scene.curtain is not None, "after the race the next person's hand waits behind their curtain"


def test_a_table_opened_on_a_pending_race_shows_the_gorilla_first(qtbot: Any) -> None:
    for seats in (("human", "human", "human"), ("human", "computer", "computer")):
        session = _session(seats, gorilla_laid=True)
        scene, view, clock = _table(qtbot, session)
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
        assert scene.curtain is None, seats
        assert scene.race is None and scene.status_text() == GET_READY
        clock.advance(RACE_GRACE_MS - 1)
        assert scene.race is None and not isinstance(session.history[-1].move, Tap)
        clock.advance(1)
        assert scene.race is not None and "GORILLA!" in scene.status_text()
        with qtbot.waitSignal(session.moveApplied, timeout=3000):
            clock.advance(3000)
        assert isinstance(session.history[-1].move, Tap)
        scene.shutdown()
