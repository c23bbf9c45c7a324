"""Rotten apples stay in sight while a round is told. An apple won by another player landed
over the first apple place of their panel and hid the rotten apple drawn there, until the next
deal; the loser's new rotten apple showed only with the next deal, after the words "You take a
rotten apple" had been read."""

from __future__ import annotations

from typing import Any

from gamebox.games.girafferaffe.cards import parse_card
from gamebox.games.girafferaffe.moves import PlayCards
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.girafferaffe.golden_runner import build
from tests.ui.helpers import show_table
from ui.girafferaffe.scene import GirafferaffeScene
from ui.settings import Settings


def _round_to_lose(qtbot: Any, speed: float) -> tuple[GirafferaffeScene, GameSession]:
    """Three players with rotten-apple rounds: Computer 2 (one rotten apple, no apple) is to play
    a Straight that wins an apple; then you can neither play nor spend an apple."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(3, {"rotten_apples": True}), 5, ("human", "computer", "computer"))
    session.pause_ai(True)
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=speed))
    show_table(qtbot, scene)
    session.state = build({"players": 3, "variant": True, "current": 2, "rotten": [0, 0, 1], "apples": [0, 2, 0],
                           "hands": [["R2"], ["B9", "Y3"], ["G4", "G5", "G6", "B12"]],
                           "stacks": {"single-red-yellow": [["R14"]]}})
    scene.rebuild()
    return scene, session


def test_rotten_apples_stay_in_sight_while_a_lost_round_is_told(qtbot: Any) -> None:
    scene, session = _round_to_lose(qtbot, 1.0)
    panel = scene.seat_panels[2]
    assert (panel.apples, panel.rotten) == (0, 1)
    seen: list[tuple[int, int, bool]] = []
    landed = scene.piece_landed

    def watch(src: str, dst: str) -> None:
        landed(src, dst)
        if dst == "apples:2":
            over = [i for i in scene.items() if getattr(i, "key", "") == "moving-apple"
                    and i.sceneBoundingRect().intersects(panel.sceneBoundingRect())]
            seen.append((panel.apples, panel.rotten, bool(over)))

    scene.piece_landed = watch  # type: ignore[method-assign]
    cards = tuple(sorted(parse_card(t) for t in ("G4", "G5", "G6")))
    assert session.play(PlayCards("straight", cards))
    qtbot.waitUntil(lambda: scene.round_panel is not None, timeout=5000)
    assert seen == [(1, 1, False)], "the apple is drawn among the panel's apples, the rotten one beside it"
    own = [i for i in scene.items() if str(getattr(i, "key", "")).startswith("my-rotten:")]
    assert len(own) == 1 and own[0].isVisible(), "you take a rotten apple: it shows as it is told"
    assert panel.rotten == 1 and scene.seat_panels[1].rotten == 0


def test_at_instant_speed_a_held_round_shows_the_moves_words_not_the_last_ones(qtbot: Any) -> None:
    """At Instant speed the status line kept what it said before the move (a hint already
    played) for as long as the lost round was read out."""
    scene, session = _round_to_lose(qtbot, 0.0)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    scene.say("Hint: Play the red 2 on the Single tree.")  # what stood before the move
    cards = tuple(sorted(parse_card(t) for t in ("G4", "G5", "G6")))
    assert session.play(PlayCards("straight", cards))
    qtbot.waitUntil(lambda: scene.round_panel is not None, timeout=5000)
    assert scene.queue.busy, "the round is read out: the table waits"
    assert "Straight" in said[-1] or "straight" in said[-1], said[-1]
