"""Zoomed in, the player's own walk could end with the pawn half off the window: only other
players' walks were followed. The end box of one's own walk now comes into sight beside the
panel, scrolling the least (a walk ending in sight moves nothing)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from tests.ui.helpers import centre, click
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX


def _walk_marker(scene: Any, session: Any) -> Any:
    return next(m for m in scene.markers if session.game.move_to_text(m.payload) == "move 0,-3 turn@0,-2")


def _room(scene: Any, view: Any) -> QRectF:
    shown = view.visible_scene_rect()
    edge = min(i.sceneBoundingRect().left() for i in scene.panel_items if i.scene() is scene and i.isVisible())
    return QRectF(shown.topLeft(), QPointF(edge, shown.bottom()))


def test_the_pawn_of_ones_own_walk_ends_in_sight(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s4_two_arrows_first_choice"))
    view.zoom_about_centre(3.0)
    qtbot.wait(30)
    end = QPointF(0.5 * BOX, -2.5 * BOX)  # the centre of box (0, -3), where the walk ends
    marker = _walk_marker(scene, session)
    shown = view.visible_scene_rect()
    # the window's top edge across the marker: half of it in sight, the end box mostly above
    view.centerOn(QPointF(end.x(), marker.sceneBoundingRect().center().y() + shown.height() / 2))
    qtbot.wait(30)
    visible = marker.sceneBoundingRect().intersected(view.visible_scene_rect())
    assert not visible.isEmpty() and visible != marker.sceneBoundingRect()
    click(view, visible.center())
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    pawn = scene.pawn_items[0]
    assert pawn.pos() == end
    assert _room(scene, view).contains(pawn.sceneBoundingRect()), (pawn.sceneBoundingRect(), _room(scene, view))


def test_a_walk_ending_in_sight_scrolls_nothing(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s4_two_arrows_first_choice"))
    before = view.visible_scene_rect()
    click(view, centre(_walk_marker(scene, session)))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert view.visible_scene_rect() == before


def test_the_walk_marks_come_into_sight_once_a_turn(qtbot: Any) -> None:
    """Zoomed in, the boxes the pawn could walk to lay off the window after the player's card:
    "click a marked box" with no mark in sight. They come into sight when offered; a relayout
    later in the turn leaves the view where the player moved it."""
    from gamebox.games.sifaka.state import State
    from gamebox.registry import get_info
    from gamebox.session import GameSession
    from tests.games.sifaka.scenario_runner import build
    from ui.settings import Settings
    from ui.sifaka.scene import SifakaScene
    from ui.table.view import TableView

    info = get_info("sifaka")
    session = GameSession(info, info.make_config(3), 7, ("human", "computer", "computer"))
    session.pause_ai(True)
    session.state = build(spec_of("s4_two_arrows_first_choice"))
    assert isinstance(session.state, State) and session.state.phase == "move"
    scene = SifakaScene(session, Settings(speed=0.0))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 820)
    view.show()
    qtbot.waitExposed(view)
    view.zoom_about_centre(3.0)  # the player zoomed in and looks far away when the walk is offered
    view.extend_scene(QRectF(-40 * BOX, -40 * BOX, 80 * BOX, 80 * BOX))
    view.centerOn(QPointF(14 * BOX, 11 * BOX))
    far = view.visible_scene_rect()
    scene.start()
    qtbot.wait(30)
    room = _room(scene, view)
    assert not far.intersects(room), "the view moved to the marks"
    assert all(room.contains(m.sceneBoundingRect()) for m in scene.markers), "the marks in sight"
    view.centerOn(view.visible_scene_rect().center() + QPointF(6 * BOX, 0))
    shown = view.visible_scene_rect()
    scene.rebuild()
    assert view.visible_scene_rect() == shown, "a relayout keeps where the player looks"
