"""Sifaka at a shared screen: the person who takes a counter learns its worth before the screen
passes on (the value was told only at the start of their next turn)."""

from __future__ import annotations

from typing import Any

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.sifaka.scenario_runner import build
from tests.ui.helpers import centre, click, show_table
from tests.ui.test_sifaka_scene import spec_of
from ui.settings import Settings
from ui.sifaka.scene import SifakaScene
from ui.table.animation import OWN_DRAW_HOLD_MS


def test_the_taker_sees_the_counters_worth_before_the_next_curtain(qtbot: Any) -> None:
    info = get_info("sifaka")
    session = GameSession(info, info.make_config(3), 7, ("human", "human", "computer"))
    session.ai_delay_ms = 0
    session.pause_ai(True)
    session.state = build(spec_of("s6_take_a_counter"))
    scene = SifakaScene(session, Settings(speed=0.0))  # the fastest speed skips every flourish, not this
    view = show_table(qtbot, scene)
    if scene.curtain is not None:
        click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: bool(scene.markers) and not scene.queue.busy, timeout=3000)
    said: list[tuple[str, bool]] = []
    scene.statusChanged.connect(lambda text: said.append((text, scene.curtain is None)))
    click(view, centre(scene.markers[0]))
    qtbot.waitUntil(lambda: "take" in scene.buttons, timeout=2000)
    click(view, centre(scene.buttons["take"]))
    qtbot.waitUntil(lambda: any("counter you took" in text for text, _ in said), timeout=2000)
    assert ("Player 1, the yellow counter you took is worth 3 points.", True) in said
    assert scene.curtain is None and scene.queue.busy, "it stays in sight a moment"
    qtbot.wait(OWN_DRAW_HOLD_MS + 300)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)  # then the screen passes on
