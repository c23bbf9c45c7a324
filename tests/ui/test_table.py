"""The shared table machinery, driven with real mouse events and keys on a real session.

The scene here is a bare TableScene subclass: two cards and three drop zones whose moves come
from the rules (Girafferaffe's candidate moves), so the machinery is tested without any game
layout: best-overlap drop, snap back with the reason, input held during animations, the
animation queue's order, keyboard play and the hot-seat curtain.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QColor

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, drag, show_table
from tests.ui.play import open_window
from ui.settings import Settings
from ui.table.items import CardItem, ZoneItem
from ui.table.painting import paint_card_body
from ui.table.scene_base import DropTarget, TableScene
from ui.table.view import TableView


class BareScene(TableScene):
    def __init__(self, session: GameSession, settings: Settings) -> None:
        super().__init__(session, settings)
        self.legal_move = session.game.candidate_moves(session.state)[0]
        self.rebuilds = 0

    def rebuild(self) -> None:
        self.clear_table()
        self.rebuilds += 1
        face = lambda p, r: paint_card_body(p, r, QColor("#ffffff"))  # noqa: E731
        self.card = CardItem("c1", face)
        self.card.draggable = True
        self.card.setPos(100, 500)
        self.other = CardItem("c2", face)
        self.other.draggable = True
        self.other.make_selectable()
        self.other.setPos(300, 500)
        self.good = ZoneItem("good", QSizeF(120, 160), "good")
        self.good.setPos(100, 100)
        self.bad = ZoneItem("bad", QSizeF(120, 160), "bad")
        self.bad.setPos(400, 100)
        self.far = ZoneItem("far", QSizeF(120, 160), "far")
        self.far.setPos(800, 100)
        for item in (self.good, self.bad, self.far, self.card, self.other):
            self.addItem(item)

    def drag_targets(self, items: list[Any]) -> list[DropTarget]:
        return [DropTarget(self.good, self.legal_move), DropTarget(self.bad, None, "bad place for that"),
                DropTarget(self.far, None, "too far")]


@pytest.fixture
def table(qtbot) -> tuple[BareScene, TableView, GameSession]:  # type: ignore[no-untyped-def]
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 21, ("human", "human"), ("random", "random"))
    scene = BareScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    assert scene.curtain is not None, "a hot-seat table opens behind the curtain"
    click(view, QPointF(640, 400))
    assert scene.curtain is None
    return scene, view, session


def test_drop_on_the_legal_target_plays_its_move(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    with qtbot.waitSignal(session.moveApplied):
        drag(view, centre(scene.card), centre(scene.good))
    assert session.history[-1].move == scene.legal_move


def test_targets_glow_while_dragging_and_stop_after(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QPoint

    from tests.ui.helpers import send_mouse, to_viewport

    scene, view, session = table
    start = to_viewport(view, centre(scene.card))
    send_mouse(view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton)
    send_mouse(view, QEvent.Type.MouseMove, start + QPoint(40, -40), Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    assert scene.good.glow and not scene.bad.glow and not scene.far.glow
    send_mouse(view, QEvent.Type.MouseButtonRelease, start + QPoint(40, -40), Qt.MouseButton.LeftButton,
          Qt.MouseButton.NoButton)
    assert not scene.good.glow
    assert session.history == []  # dropped on no target: nothing played


def test_refused_drop_snaps_back_and_says_why(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    origin = scene.card.pos()
    with qtbot.waitSignal(scene.refused) as blocker:
        drag(view, centre(scene.card), centre(scene.bad))
    assert blocker.args == ["bad place for that"]
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert scene.card.pos() == origin and session.history == []


def test_the_best_overlap_wins_between_a_legal_and_a_refused_target(table) -> None:  # type: ignore[no-untyped-def]
    scene, _, _ = table
    scene.card.setPos(scene.good.pos() + QPointF(60, 0))  # half over good, none over bad
    targets = scene.drag_targets([scene.card])
    assert TableScene.best_target(targets, [scene.card], QPointF(0, 0)).item is scene.good
    scene.card.setPos(scene.bad.pos())
    best = TableScene.best_target(targets, [scene.card], QPointF(0, 0))
    assert best.item is scene.bad and best.reason == "bad place for that"


def test_input_waits_while_the_queue_runs(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    scene.queue.speed = 1.0
    scene.queue.pause(400)
    drag(view, centre(scene.card), centre(scene.good))
    assert session.history == []
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    with qtbot.waitSignal(session.moveApplied):
        drag(view, centre(scene.card), centre(scene.good))


def test_queue_runs_steps_in_order_and_scales_with_speed(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, _, _ = table
    order: list[str] = []
    scene.queue.speed = 0.5
    scene.queue.move(scene.card, QPointF(10, 10), ms=200)
    scene.queue.call(lambda: order.append(f"after move at {scene.card.pos().x():.0f}"))
    scene.queue.pause(100)
    scene.queue.call(lambda: order.append("after pause"))
    assert scene.queue.busy
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert order == ["after move at 10", "after pause"]


def test_click_toggles_selection(table) -> None:  # type: ignore[no-untyped-def]
    scene, view, _ = table
    click(view, centre(scene.other))
    assert scene.other.isSelected()
    click(view, centre(scene.other))
    assert not scene.other.isSelected()


def test_keyboard_lifts_walks_targets_and_drops(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.keyboard.focus in (scene.card, scene.other)
    while scene.keyboard.focus is not scene.card:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.keyboard.carried == [scene.card] and scene.keyboard.focus is scene.good
    with qtbot.waitSignal(session.moveApplied):
        qtbot.keyClick(view, Qt.Key.Key_Return)


def test_keyboard_drop_on_a_refused_target_says_why(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    view.setFocus()
    scene.keyboard.set_focus(scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # good -> bad
    assert scene.keyboard.focus is scene.bad
    with qtbot.waitSignal(scene.refused) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == ["bad place for that"] and session.history == []


def test_hot_seat_curtain_hides_the_table_until_the_next_player_clicks(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = table
    first = scene.viewer_seat
    drag(view, centre(scene.card), centre(scene.good))
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=2000)
    assert scene.viewer_seat == first, "the next hand stays hidden behind the curtain"
    click(view, QPointF(640, 400))
    assert scene.curtain is None and scene.viewer_seat == session.to_move != first


@pytest.mark.parametrize("game,players", [("trio", 2), ("sifaka", 2)])
def test_no_table_shows_scroll_bars_and_a_big_one_pans_by_dragging_the_felt(qtbot, tmp_path: Path, game: str, players: int) -> None:  # type: ignore[no-untyped-def]
    """Scroll bars flashed up while a table was fitted, and Sifaka's board jumped by half
    their width whenever they came or went: no table has them. Sifaka's growing board is
    panned instead, by dragging the felt (or the arrow keys and the wheel)."""
    window = open_window(qtbot, tmp_path)
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 5, {})
    view = window.page.view
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert view.horizontalScrollBarPolicy() == off and view.verticalScrollBarPolicy() == off
    assert view.zoomable == (game == "sifaka")
    if not view.zoomable:
        return
    scene = window.page.scene
    qtbot.wait(100)  # the page laid out (its status line takes its two lines), the table fitted to it
    scene.setSceneRect(scene.sceneRect().adjusted(-30 * 48, -30 * 48, 30 * 48, 30 * 48))  # a big board
    shown = view.visible_scene_rect()
    felt = next(QPointF(shown.left() + shown.width() * i / 20, shown.top() + shown.height() / 20)
                for i in range(1, 20) if not scene.items(QPointF(shown.left() + shown.width() * i / 20,
                                                                 shown.top() + shown.height() / 20)))
    drag(view, felt, felt + QPointF(160, 90))
    moved = view.visible_scene_rect()
    assert moved.left() < shown.left() - 100 and moved.top() < shown.top() - 50  # the board followed the hand


@pytest.mark.parametrize("game", ["girafferaffe", "sifaka", "trio"])
def test_the_curtain_covers_everything_the_window_shows(qtbot, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    """The curtain covered only the table's own rect: a window wider than the table showed felt
    beside it, and Sifaka's side panel, pinned to the window's edge, stuck out past it."""
    window = open_window(qtbot, tmp_path, size=(1280, 820))
    window.start_game(game, 2, ["human", "human"], None, 3, {})
    page = window.page
    session, scene, view = page.session, page.scene, page.view
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=5000)
    for size in ((1280, 820), (1700, 900), (900, 800)):
        window.resize(*size)
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
        covered = scene.curtain.sceneBoundingRect()
        assert covered.contains(view.visible_scene_rect()), size
        shown = [item for item in scene.items() if item is not scene.curtain and item.isVisible()
                 and item.sceneBoundingRect().intersects(view.visible_scene_rect())]
        assert all(covered.contains(item.sceneBoundingRect().intersected(view.visible_scene_rect())) for item in shown)
    # and nothing of the hand below shows through: away from its words the curtain is one colour
    image = view.viewport().grab().toImage()
    w, h = image.width(), image.height()
    band = [(int(w * i / 10), int(h * j / 10)) for i in range(1, 10) for j in (1, 2, 8, 9)]
    assert len({image.pixelColor(x, y).name() for x, y in band}) == 1


@pytest.mark.parametrize("game,players", [("girafferaffe", 2), ("sifaka", 2), ("trio", 2), ("gorilla", 3)])
def test_a_hot_seat_table_opens_behind_the_curtain_and_so_does_a_resumed_one(
        qtbot, tmp_path: Path, game: str, players: int) -> None:  # type: ignore[no-untyped-def]
    """A new or resumed hot-seat game showed the hand of the player to move at once, to whoever
    had set it up or opened it; a restart or an undo already put the curtain up."""
    window = open_window(qtbot, tmp_path, size=(1280, 820))
    window.start_game(game, players, ["human", "human"] + ["computer"] * (players - 2), None, 3, {})
    for resumed in (False, True):
        page = window.page
        scene, view, session = page.scene, page.view, page.session
        if not session.is_human(session.to_move):  # Gorilla keeps the chair with the hand face down:
            assert scene.curtain is None and not getattr(scene, "hand_items", None)  # no curtain yet
            qtbot.waitUntil(lambda s=session, sc=scene: s.is_human(s.to_move) and not sc.queue.busy, timeout=10000)
        curtain = scene.curtain
        assert curtain is not None, f"resumed={resumed}"
        seat = scene.viewer_seat
        turn = session.to_move == seat
        laid = Counter(type(item).__name__ for item in scene.items())
        scene.rebuild()
        assert Counter(type(item).__name__ for item in scene.items()) == laid, \
            "under the curtain the table is laid out as a fresh layout (no buttons of a player who cannot act yet)"
        assert curtain.text.startswith(f"Player {seat + 1}, your {'turn' if turn else 'cards'}.")
        if turn:
            # two people at the screen: the other one is named ("the others" once, with one other)
            assert window.status.text() == \
                f"Player {seat + 1}, your turn: click the table or press Enter when Player {2 - seat} looks away."
        assert curtain.text.endswith(f"Click, or press Enter, when Player {2 - seat} looks away.")
        click(view, centre(curtain))
        assert scene.curtain is None and scene.viewer_seat == seat
        qtbot.waitUntil(lambda s=session: s.to_move is not None and s.is_human(s.to_move), timeout=5000)
        session.play(session.game.candidate_moves(session.state)[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
        window.autosave()
        window.show_launcher()
        window.resume_autosave(game)


def test_a_refused_target_under_the_pointer_beats_a_legal_one_barely_touched(table) -> None:  # type: ignore[no-untyped-def]
    """A card dragged onto the wrong tree, brushing the right one beside it, landed on the
    right one without a word: the pointer's refused target now gives its reason, unless the
    card mostly covers the legal one (a sloppy drop still lands)."""
    scene, _, _ = table
    targets = scene.drag_targets([scene.card])
    width = scene.card.sceneBoundingRect().width()
    scene.bad.setPos(scene.good.pos() + QPointF(scene.good.sceneBoundingRect().width(), 0))  # side by side
    pointer = scene.bad.sceneBoundingRect().center()
    scene.card.setPos(scene.bad.pos() - QPointF(width * 0.3, 0))  # 30% over good, the pointer over bad
    best = TableScene.best_target(targets, [scene.card], pointer)
    assert best is not None and best.item is scene.bad and best.reason == "bad place for that"
    scene.card.setPos(scene.bad.pos() - QPointF(width * 0.7, 0))  # mostly over good
    best = TableScene.best_target(targets, [scene.card], pointer)
    assert best is not None and best.item is scene.good
