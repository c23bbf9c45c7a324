"""Girafferaffe's rotten-apple rounds at the table (G11): a lost round is told over the table,
which counts as the round ended, until the player clicks or presses a key (with only
computers playing it goes on by itself); the round that ends the game is left to the end screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.girafferaffe.golden_runner import build
from tests.ui.helpers import centre, click, drag
from ui.girafferaffe.scene import GirafferaffeScene
from ui.settings import Settings
from ui.table.animation import AnimationQueue
from ui.table.controls import ButtonItem
from ui.table.view import TableView


def rounds_table(qtbot: Any, speed: float = 0.0) -> tuple[GameSession, GirafferaffeScene, TableView]:
    """A 2-player rotten-apple table (you and a computer that waits), shown and started."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2, {"rotten_apples": True}), 5, ("human", "computer"))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=speed))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.show()
    scene.start()
    return session, scene, view


def lose_a_round(qtbot: Any, position: dict[str, Any], on_round: Callable[[GirafferaffeScene], None],
                 read_on: bool = True, speed: float = 0.0, then: str = "click",
                 logged: list[int] | None = None) -> tuple[GameSession, GirafferaffeScene, TableView]:
    """Play R7 B7 on the Pair tree of a 2-player rotten-apple `position` by mouse; the other
    player then can neither play nor pay. `on_round` runs after each `show_round`. With
    `read_on`, once the lost round is told the player goes on with `then` ("click" or "enter").
    `logged` collects the moves the scene tells the move log to show (`moveShown`)."""
    session, scene, view = rounds_table(qtbot, speed)
    if logged is not None:
        scene.moveShown.connect(logged.append)
    session.state = build({"players": 2, "variant": True, "stacks": {"single": [["B15"]]},
                           "hands": [["R7", "B7", "R2"], ["R1"]], **position})
    scene.rebuild()
    seen: list[bool] = []
    original = scene.show_round

    def show_round(data: dict[str, Any], mid: Any = None) -> None:
        original(data, mid)
        on_round(scene)
        seen.append(True)

    scene.show_round = show_round  # type: ignore[method-assign]
    first, second = (i for i in scene.hand_items if i.key in ("R7", "B7"))
    click(view, centre(first))
    click(view, centre(second))
    drag(view, centre(second), centre(scene.tree_zones["pair"]))
    qtbot.waitUntil(lambda: bool(seen), timeout=6000)
    if not read_on:  # the caller watches the lost round itself
        return session, scene, view
    if not session.state.over:  # the player has read the lost round and goes on to the new deal
        qtbot.waitUntil(lambda: scene.queue.reading, timeout=3000)
        if then == "click":
            click(view, centre(first))  # on a card: it is not picked up
        else:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=1000)
    return session, scene, view


def test_a_lost_round_shows_its_summary_with_rotten_apples_G11(qtbot: Any) -> None:
    shown: list[str] = []

    def read(scene: GirafferaffeScene) -> None:
        assert scene.round_panel is not None
        shown.append(" ".join(scene.round_panel.lines))

    session, scene, view = lose_a_round(qtbot, {}, read)
    assert "rotten apple" in shown[0] and "Computer takes a rotten apple" in shown[0] and "New deal" in shown[0]
    assert session.state.round == 2 and len(scene.hand_items) == 15
    rounds = [i for i in scene.items() if getattr(i, "key", "") == "round"]
    assert rounds and "Round 2" in rounds[0].lines[0] and "Computer lost round 1" in rounds[0].lines[0]
    # what a rotten apple means is said, not only shown as a crossed-out apple
    assert "A second rotten apple loses the game" in shown[0]
    assert "A second rotten apple loses the game" in rounds[0].lines[0]


def test_while_a_lost_round_is_told_the_log_has_its_move_and_the_loser_is_framed_G11(qtbot: Any) -> None:
    """The round's panel waited for a click while the Moves list still stopped before the move
    that lost it, and the turn frame stayed on the seat that had just played: nothing on the
    screen said why the round was over."""
    seen: list[tuple[list[int], bool, bool, int]] = []
    logged: list[int] = []

    def read(scene: GirafferaffeScene) -> None:
        seen.append((list(logged), scene.seat_panels[1].highlight, scene.panels["me"].highlight,
                     len(scene.session.history)))

    lose_a_round(qtbot, {}, read, read_on=False, speed=1.0, logged=logged)
    shown, loser_framed, me_framed, moves = seen[0]
    assert moves == 1 and shown == [1], seen  # the log has the move while the panel waits
    assert loser_framed and not me_framed, seen


def test_a_lost_round_stays_in_sight_at_instant_speed_G11(qtbot: Any) -> None:
    """At "Instant" the new deal replaced the table as soon as the lost round was said over it:
    the player saw a new hand and no reason. With a person at the table the telling now stays,
    at any speed, until they click or press a key: it said so, and went after 9 s."""
    session, scene, view = lose_a_round(qtbot, {}, lambda _scene: None, read_on=False)
    panel = scene.round_panel
    assert panel is not None and "Click or press Enter to go on." in panel.lines
    qtbot.wait(4500)  # longer than the 4 s an Instant table of computers alone waits
    assert panel.scene() is scene and scene.queue.reading and len(scene.hand_items) < 15  # the old deal's table
    # the round is over: what lies under the panel offers nothing to press, and it counts as the
    # round ended ("3 cards" beside the one card left, "any rank" on the Pair tree under 7s)
    assert not any(item.enabled for item in scene.items() if isinstance(item, ButtonItem))
    assert scene.panels["me"].lines[1] == "1 card" and scene.panels["seat:1"].lines[1] == "1 card"
    assert scene.tree_zones["pair"].depth == 1 and scene.tree_zones["pair"].rule == "above 7"
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=1000)
    assert panel.scene() is None and len(scene.hand_items) == 15  # gone with the new deal's table


def test_with_only_computers_playing_a_lost_round_goes_on_by_itself_G11(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nobody at the table to click: the telling stays its moment (4 s at Instant) and the
    watched game goes on, with no line asking for a click."""
    monkeypatch.setattr(GirafferaffeScene, "people_play", property(lambda _scene: False))
    session, scene, view = lose_a_round(qtbot, {}, lambda _scene: None, read_on=False)
    panel = scene.round_panel
    assert panel is not None and not any("Click" in line for line in panel.lines)
    qtbot.wait(2500)
    assert panel.scene() is scene
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=4000)
    assert panel.scene() is None and session.state.round == 2


@pytest.mark.parametrize("go_on", ["click", "enter"])
def test_a_click_or_enter_goes_on_from_a_lost_round_G11(qtbot: Any, go_on: str) -> None:
    """The lost round waits for its reader (9 s at normal speed): a click on the table or Enter
    deals the next round at once (within a second), and does nothing else: the card clicked
    is not picked up, no move is played."""
    panels: list[Any] = []
    session, scene, view = lose_a_round(qtbot, {}, lambda scene: panels.append(scene.round_panel), read_on=True,
                                  speed=1.0, then=go_on)
    assert panels and panels[0].scene() is None and scene.round_panel is None
    assert session.state.round == 2 and len(scene.hand_items) == 15 and len(session.history) == 1
    assert not any(item.isSelected() for item in scene.hand_items)


def test_the_play_that_lost_a_round_lies_on_its_tree_while_the_round_is_told_G11(qtbot: Any) -> None:
    """The table after a lost round is the next deal's, so the cards just played had no slot
    there to land in: they stayed hand-sized and tilted, half off the tree, for the whole time
    the lost round was read out. They land at the tree's card size, upright, on the tree."""
    seen: list[tuple[str, float, float, bool]] = []

    def read(scene: GirafferaffeScene) -> None:
        tree = scene.tree_zones["pair"].sceneBoundingRect()
        for item in scene.items():
            if getattr(item, "key", "") in ("R7", "B7") and item.scene() is scene:
                width = item.size.width() * item.scale()
                seen.append((item.key, width, item.rotation(), tree.contains(item.sceneBoundingRect().center())))

    _session, scene, view = lose_a_round(qtbot, {}, read)
    assert sorted(key for key, *_ in seen) == ["B7", "R7"], seen
    for _key, width, rotation, on_tree in seen:
        assert abs(width - scene.small.width()) < 1.0 and rotation == 0.0 and on_tree, seen


def test_the_round_that_ends_the_game_leaves_the_telling_to_the_end_screen_G11(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The second rotten apple ends the game: no round panel of the table's own then (the shared
    end screen, filled from the end report, is the only end display)."""
    asked: list[bool] = []
    waits: list[int] = []
    monkeypatch.setattr(AnimationQueue, "read", lambda _queue, ms, least=0: waits.append(ms))
    session, _scene, view = lose_a_round(qtbot, {"rotten": [0, 1], "round": 2},
                                   lambda scene: asked.append(scene.round_panel is not None), read_on=False)
    assert session.state.over and asked == [False]
    assert waits == []  # nor a wait for its reading: the end screen follows at once


def test_an_apple_spent_as_the_round_ends_lies_in_the_supply_while_it_is_told_G11(qtbot: Any) -> None:
    """The apple spent just before the round was lost stayed where it landed, larger, over the
    supply's first row, for as long as the lost round was told."""
    session, scene, view = rounds_table(qtbot, 0.3)
    closed = {"single": [["B15"]], "pair": [["R14", "B14"]], "any": [["R3", "R4", "R5", "R6", "R7", "R8"]]}
    session.state = build({"players": 2, "variant": True, "apples": [1, 0], "stacks": closed,
                           "hands": [["R2"], ["R1"]]})
    scene.rebuild()
    assert session.play_text("spend apple")
    qtbot.waitUntil(lambda: scene.round_panel is not None and scene.queue.reading, timeout=6000)
    supply = scene.panels["supply-label"]
    area = supply.sceneBoundingRect().adjusted(0, 0, 0, 100)
    loose = [item for item in scene.items() if getattr(item, "key", "") == "moving-apple"
             and area.contains(item.sceneBoundingRect().center())]
    icons = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("supply-apple:")]
    assert loose == [] and len(icons) == 16 and supply.lines == ["Supply: 16"]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)


def test_a_hint_asked_while_a_lost_round_is_told_says_to_go_on_first_G11(qtbot: Any, tmp_path: Any) -> None:
    """Ctrl+H over the lost round's panel said "Hints come on your own turn: Computer is playing
    now", while nobody played: the table waited for the player's click."""
    from tests.text_rules import assert_plain
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.settings.speed = 1.0
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {"rotten_apples": True})
    page = window.page
    session = page.session
    session.pause_ai(True)
    session.state = build({"players": 2, "variant": True, "stacks": {"single": [["B15"]]},
                           "hands": [["R7", "B7", "R2"], ["R1"]]})
    page.scene.rebuild()
    assert session.play(session.game.parse_move(session.state, "pair R7 B7"))
    qtbot.waitUntil(lambda: page.scene.queue.reading, timeout=6000)
    window.act_hint.trigger()
    said = window.status.text()
    assert said.startswith("First click, or press Enter, to go on"), said
    assert "playing now" not in said and not page.hint_pending
    assert_plain(said, "a hint asked over a lost round")


def test_the_lost_round_panel_names_the_player_in_lower_case_after_its_colon_G11(qtbot: Any) -> None:
    """"New deal: You deal." had a capital in the middle of its sentence."""
    _session, scene, _view = rounds_table(qtbot)
    scene.show_round({"seat": 0, "round": 1, "rotten": [1, 0]})
    assert scene.round_panel is not None
    text = " ".join(scene.round_panel.lines)
    assert "New deal: you deal." in text and "You take a rotten apple." in text, text
