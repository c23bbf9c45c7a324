"""A Gorilla table for the tests: four seats (the human first), its tap races on a ManualClock
(ui/gorilla/race.py) so a test moves time on by hand instead of waiting."""

from __future__ import annotations

from typing import Any

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import show_table
from ui.gorilla.race import ManualClock
from ui.gorilla.scene import GorillaScene
from ui.settings import Settings

INFO = get_info("gorilla")
SEATS = ("human", "computer", "computer", "computer")


def gorilla_table(qtbot: Any, seed: int, levels: tuple[str, ...] = ("normal",) * 4, speed: float = 0.0,
                  paused: bool = False) -> tuple[GorillaScene, Any, GameSession]:
    """The scene, its shown view and the session, not started; `paused`: the computers wait
    (the test plays their cards itself)."""
    session = GameSession(INFO, INFO.make_config(4), seed, SEATS, levels)
    session.ai_delay_ms = 0
    if paused:
        session.pause_ai(True)
    scene = GorillaScene(session, Settings(speed=speed))
    scene.race_clock = ManualClock()
    view = show_table(qtbot, scene, start_session=False)
    return scene, view, session


def race_clock(scene: GorillaScene) -> ManualClock:
    assert isinstance(scene.race_clock, ManualClock)
    return scene.race_clock
