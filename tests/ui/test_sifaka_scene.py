"""The Sifaka table driven with real mouse events on the view's viewport."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, qInstallMessageHandler
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from gamebox.games.sifaka.moves import Place
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.sifaka.scenario_runner import GOLDEN, build
from tests.ui.helpers import centre, click, drag, hold_drag, release, send_mouse, show_table, to_viewport
from ui.settings import Settings
from ui.sifaka.art import BOX
from ui.sifaka.items import Marker
from ui.sifaka.scene import DRAG_PANEL_OPACITY, SifakaScene
from ui.table.view import TableView


def make_table(qtbot: Any, spec: dict[str, Any] | None = None) -> tuple[SifakaScene, TableView, GameSession]:
    info = get_info("sifaka")
    session = GameSession(info, info.make_config(3), 7, ("human", "computer", "computer"))
    session.ai_delay_ms = 0
    session.pause_ai(True)  # the computers wait: each test looks at the human's moves only
    if spec is not None:
        session.state = build(spec)
    scene = SifakaScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    return scene, view, session


def spec_of(name: str, **changes: Any) -> dict[str, Any]:
    spec = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    spec.update(changes)
    return spec


def _mouse(view: TableView, kind: QEvent.Type, at: QPoint, button: Qt.MouseButton, buttons: Qt.MouseButton) -> None:
    send_mouse(view, kind, at, button, buttons)
    QApplication.processEvents()


def _wheel(view: TableView, at: QPoint, up: bool) -> None:
    event = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0),
                        QPoint(0, 120 if up else -120), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    QApplication.processEvents()


def test_drag_and_turn_a_card_onto_a_legal_spot(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None and hand.draggable
    start = hand.pos() + QPointF(BOX, BOX)
    end = QPointF(3 * BOX, -2 * BOX) + QPointF(BOX, BOX)  # top-left onto box 3,-2
    a, b = to_viewport(view, start), to_viewport(view, end)
    left = Qt.MouseButton.LeftButton
    _mouse(view, QEvent.Type.MouseButtonPress, a, left, left)
    middle = QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2)
    _mouse(view, QEvent.Type.MouseMove, middle, Qt.MouseButton.NoButton, left)
    assert scene.ghost.scene() is scene  # the ghost shows while dragging
    assert scene.side_panel is not None and scene.side_panel.opacity() == DRAG_PANEL_OPACITY  # the board shows through
    _wheel(view, middle, up=True)  # the wheel turns the card a quarter while it is dragged
    assert scene.hand_turn == 90 and hand.turn == 90
    for i in range(1, 5):
        p = QPoint(middle.x() + (b.x() - middle.x()) * i // 4, middle.y() + (b.y() - middle.y()) * i // 4)
        _mouse(view, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, left)
    assert scene.ghost.legal and scene.ghost.pos() == QPointF(3 * BOX, -2 * BOX)
    _mouse(view, QEvent.Type.MouseButtonRelease, b, left, Qt.MouseButton.NoButton)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "place 3,-2 r90"
    assert ("T07", 3, -2, 90) in session.state.placed
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.ghost.scene() is None


def test_right_click_turns_the_card_in_hand(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    assert scene.hand_item is not None
    click(view, centre(scene.hand_item), button=Qt.MouseButton.RightButton)
    click(view, centre(scene.hand_item), button=Qt.MouseButton.RightButton)
    assert scene.hand_turn == 180 and scene.hand_item.turn == 180


def test_a_right_click_while_dragging_turns_the_card_and_does_not_lay_it(qtbot: Any) -> None:
    """The status line says a right click turns the carried card; its release laid the card
    (or refused it) as if the left button had let go."""
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None
    left, right = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
    both = left | right
    at = hold_drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(3 * BOX, -2 * BOX) + QPointF(BOX, BOX))
    assert scene.ghost.scene() is scene and scene.ghost.legal
    _mouse(view, QEvent.Type.MouseButtonPress, at, right, both)
    _mouse(view, QEvent.Type.MouseButtonRelease, at, right, left)
    assert scene.hand_turn == 90 and hand.turn == 90
    assert session.history == [] and scene.ghost.scene() is scene, "still carried"
    _mouse(view, QEvent.Type.MouseMove, at + QPoint(1, 0), Qt.MouseButton.NoButton, left)
    release(view, at + QPoint(1, 0))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text.endswith("r90")


def test_a_drop_on_a_counter_snaps_back_with_its_reason(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    hand = scene.hand_item
    assert hand is not None
    home = hand.pos()
    # the counter lies on box 3,0: a card with its top-left on 2,-1 would cover it
    drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(2 * BOX, -1 * BOX) + QPointF(BOX, BOX))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons and "mango counter" in reasons[-1]
    assert hand.pos() == home
    assert session.history == []
    assert scene.ghost.scene() is None
    assert scene.side_panel is not None and scene.side_panel.opacity() == 1.0  # the panel is back


def test_clicking_an_end_box_walks_the_pawn(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s4_two_arrows_first_choice"))
    texts = sorted(session.game.move_to_text(marker.payload) for marker in scene.markers)
    assert texts == ["move -1,-4 turn@-1,-2", "move -1,-4 turn@-1,-2 turn@-1,-4", "move 0,-3 turn@0,-2"]
    marker = next(m for m in scene.markers if session.game.move_to_text(m.payload) == "move 0,-3 turn@0,-2")
    assert marker.label == "Walk 2 boxes east then 1 box north, ending facing north"
    assert isinstance(marker, Marker)
    click(view, centre(marker))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "move 0,-3 turn@0,-2"
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    pawn = scene.pawn_items[0]
    assert pawn.pos() == QPointF(0.5 * BOX, -2.5 * BOX) and pawn.facing == 0
    assert session.state.pawns[0] == (0, -3, 0)


def test_a_walks_marker_leaves_the_counter_it_ends_on_in_sight(qtbot: Any) -> None:
    """The green end marker sat in the middle of the box, over the counter the walk goes to:
    which walk took a counter could not be told. On a counter's box it lies along the bottom."""
    scene, _view, _session = make_table(qtbot, spec_of("s6_take_a_counter"))
    marker = scene.markers[0]
    counter = scene.counter_items[(3, -1)]
    face = counter.sceneBoundingRect()
    assert not marker.sceneBoundingRect().contains(face.center())  # its colour letter shows
    both = marker.sceneBoundingRect().intersected(face)
    assert both.height() * both.width() < 0.25 * face.height() * face.width()


def test_take_button_takes_the_counter(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s6_take_a_counter"))
    # one way to walk: the only marker, then the take choice
    assert [session.game.move_to_text(m.payload) for m in scene.markers] == ["move 3,-1"]
    click(view, centre(scene.markers[0]))
    qtbot.waitUntil(lambda: "take" in scene.buttons, timeout=2000)
    click(view, centre(scene.buttons["take"]))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.history[1].text == "take"
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert session.state.owned[0] == (("y", 3),)
    assert (3, -1) not in scene.counter_items


def test_the_first_cards_snap_to_their_slots_and_facings_are_clicked(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    session.pause_ai(False)
    # computers may choose their facings first; wait for ours
    qtbot.waitUntil(lambda: session.to_move == 0 and session.state.phase == "face" or
                    session.state.phase == "place" and session.to_move == 0, timeout=5000)
    session.pause_ai(True)
    if session.state.phase == "face":
        qtbot.waitUntil(lambda: not scene.queue.busy and "face:0" in scene.buttons, timeout=2000)
        click(view, centre(scene.buttons["face:0"]))
        qtbot.waitUntil(lambda: session.state.pawns[0][2] == 0, timeout=2000)
    session.pause_ai(False)
    qtbot.waitUntil(lambda: session.state.phase == "place" and session.to_move == 0 and not scene.queue.busy
                    and scene.hand_item is not None and scene.hand_item.draggable, timeout=8000)
    session.pause_ai(True)
    hand = scene.hand_item
    assert hand is not None
    slots = session.state.slots_left
    assert slots
    from gamebox.games.sifaka.state import SLOTS

    sx, sy = SLOTS[slots[0]]
    # drop near (one box off) the slot: the ghost snaps into it
    drag(view, hand.pos() + QPointF(BOX, BOX), QPointF((sx + 1) * BOX, (sy + 1) * BOX) + QPointF(BOX * 0.9, BOX * 0.6))
    def mine() -> list[str]:
        return [step.text for step in session.history if step.seat == 0 and step.text.startswith("place")]

    qtbot.waitUntil(lambda: bool(mine()), timeout=2000)
    placed = mine()
    assert placed[0].startswith(f"place {sx},{sy} ")


def test_keyboard_lifts_turns_and_places_the_card(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    view.setFocus()
    hand = scene.hand_item
    assert hand is not None
    scene.keyboard.set_focus(hand)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert scene.keyboard.carried == [hand]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_R)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    target = next(t for t in scene.keyboard.targets if t.item is scene.keyboard.focus)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == session.game.move_to_text(target.move)
    assert session.history[0].text.endswith(" r90")


def test_a_whole_game_with_the_mouse(qtbot: Any) -> None:
    """The human seat plays every decision by mouse gestures against two computers."""
    from gamebox.games.sifaka.moves import Place

    scene, view, session = make_table(qtbot)
    session.pause_ai(False)
    gestures = 0
    while session.to_move is not None:
        qtbot.waitUntil(lambda: session.to_move is None or (session.to_move == 0 and not scene.queue.busy
                                                            and not session.thinking), timeout=10000)
        if session.to_move is None:
            break
        before = len(session.history)
        phase = session.state.phase
        if phase == "place":
            hand = scene.hand_item
            assert hand is not None and hand.draggable
            spot = next(m for m in session.game.legal_moves(scene.view()) if isinstance(m, Place) and m.rotation == 0)
            view.ensureVisible(hand)
            drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(spot.x * BOX, spot.y * BOX) + QPointF(BOX, BOX))
        elif phase == "face":
            click(view, centre(scene.buttons["face:0"]))
        elif phase == "move":
            assert scene.markers
            click(view, centre(scene.markers[0]))
        else:
            click(view, centre(scene.buttons["take"]))
        qtbot.waitUntil(lambda n=before: len(session.history) > n, timeout=5000)  # type: ignore[misc]
        gestures += 1
    assert session.result is not None and gestures >= 16
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)


def _box_px(view: TableView) -> float:
    return view.transform().m11() * BOX


def test_the_board_keeps_its_zoom_and_place_after_a_placement_that_fits(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    before = view.transform()
    anchor = view.mapFromScene(QPointF(0, 0))
    session.play(session.game.parse_move(session.state, "place 3,-2 r0"))
    qtbot.waitUntil(lambda: bool(session.history) and not scene.queue.busy, timeout=3000)
    assert view.transform() == before
    assert view.mapFromScene(QPointF(0, 0)) == anchor  # the huts did not move on screen


def test_a_new_game_shows_the_whole_table_with_the_panel_clear_of_the_board(qtbot: Any) -> None:
    """At the usual window size the start layout fits whole: nothing to pan (the table used to
    be laid out wider than the window, and the pinned panel counted into it grew it further)."""
    scene, view, _session = make_table(qtbot)
    shown = view.visible_scene_rect()
    assert shown.contains(scene.sceneRect())
    assert view.horizontalScrollBar().maximum() <= 0 and view.verticalScrollBar().maximum() <= 0
    board = QRectF(-4 * BOX, -4 * BOX, 8 * BOX, 8 * BOX)  # the huts and the four slots around them
    assert shown.contains(board)
    assert scene.side_panel is not None and not scene.side_panel.sceneBoundingRect().intersects(board)
    assert _box_px(view) >= 44


def test_the_whole_board_shows_after_twenty_placements(qtbot: Any) -> None:
    """The view follows the board as it spreads: all of it, beside the panel (the table grew
    past the window and the player had to pan to the rest)."""
    from tests.ui.test_sifaka_fit import assert_whole_table

    scene, view, session = make_table(qtbot)
    game = session.game
    for _ in range(400):
        if sum(1 for c, *_ in session.state.placed if c.startswith("T")) >= 20 or session.to_move is None:
            break
        moves = game.candidate_moves(session.state)
        # spread the table: the placement farthest from the huts first
        move = max(moves, key=lambda m: abs(getattr(m, "x", 0)) + abs(getattr(m, "y", 0)))
        session.play(move)
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
        assert_whole_table(view, scene, session.history[-1].text)
    assert sum(1 for c, *_ in session.state.placed if c.startswith("T")) >= 20


def test_arrow_keys_pan_a_big_table(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot)
    scene.setSceneRect(scene.sceneRect().adjusted(-40 * BOX, -40 * BOX, 40 * BOX, 40 * BOX))
    view.setFocus()
    before = view.horizontalScrollBar().value()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert view.horizontalScrollBar().value() > before


def test_take_and_leave_sit_in_the_panel_beside_the_board(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s6_take_a_counter"))
    click(view, centre(scene.markers[0]))
    qtbot.waitUntil(lambda: "take" in scene.buttons and not scene.queue.busy, timeout=2000)
    xs = [x for x, _y in session.state.grid]
    board_right = (max(xs) + 1) * BOX
    for key in ("take", "leave"):
        rect = scene.buttons[key].sceneBoundingRect()
        assert rect.left() > board_right
        assert not any(rect.intersects(p.sceneBoundingRect()) for p in scene.pawn_items.values())
        assert view.visible_scene_rect().contains(rect), key
    # they say what they are about ("Take" and "Leave" alone floated beside the board)
    assert (scene.buttons["take"].label, scene.buttons["leave"].label) == ("Take the counter", "Leave it")


def test_a_pawn_leaves_its_counter_and_palms_in_sight(qtbot: Any) -> None:
    """The pawn is drawn around its box: the counter under it and the box middle stay clear."""
    from PySide6.QtGui import QImage, QPainter

    from ui.sifaka.art import paint_pawn

    image = QImage(96, 96, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_pawn(painter, QRectF(24, 24, 48, 48), "red", 1, "1")
    painter.end()
    inner = [image.pixelColor(x, y).alpha() for x in range(40, 62) for y in range(42, 66)]
    assert max(inner) == 0  # nothing painted over the middle and the palm row of the box


def test_the_reason_under_a_refused_spot_stays_in_sight(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None
    shown = view.visible_scene_rect()
    a = to_viewport(view, hand.pos() + QPointF(BOX, BOX))
    edge = QPoint(view.viewport().width() - 8, view.viewport().height() // 2)  # far from every box
    left = Qt.MouseButton.LeftButton
    told: list[str] = []
    scene.statusChanged.connect(told.append)
    _mouse(view, QEvent.Type.MouseButtonPress, a, left, left)
    for i in range(1, 5):
        _mouse(view, QEvent.Type.MouseMove, QPoint(a.x() + (edge.x() - a.x()) * i // 4, a.y() + (edge.y() - a.y()) * i // 4),
               Qt.MouseButton.NoButton, left)
    assert not scene.ghost.legal and scene.ghost_label.isVisible()
    assert shown.contains(scene.ghost_label.sceneBoundingRect()), "the reason runs past the window's edge"
    said = told[-1]
    assert said.startswith("Not here. ") and said.endswith(".") and said[10:11].isupper(), said  # as the keys say it
    _mouse(view, QEvent.Type.MouseButtonRelease, edge, left, Qt.MouseButton.NoButton)


def test_the_panel_stays_readable_when_the_board_is_zoomed_far_out(qtbot: Any) -> None:
    from PySide6.QtWidgets import QGraphicsItem

    from ui.table.painting import measure_text

    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))

    def panel_heights() -> dict[str, float]:
        for item in scene.items():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        with measure_text() as painted:
            view.viewport().grab()
        texts = {line for item in scene.panel_items for line in getattr(item, "lines", [])} | {"Fit table"}
        return {p.text: p.screen_height for p in painted if p.text in texts}

    near = panel_heights()
    assert near and scene.panel_grow == 1.0
    view.zoom(0.3)  # Ctrl+wheel far out
    far = panel_heights()
    assert scene.panel_grow > 1.0 and set(far) == set(near)
    assert min(far.values()) >= 11.0, sorted(far.items(), key=lambda kv: kv[1])[:3]
    shown = view.visible_scene_rect()
    for item in scene.panel_items:
        assert shown.contains(item.sceneBoundingRect().center()), item  # still at the window's right edge
    hand = scene.hand_item
    assert hand is not None and hand.scale() == 1.0  # the card in hand keeps its size on the board


@pytest.mark.parametrize("mover", ["human", "computer"])
def test_a_pawn_walking_onto_the_card_just_laid_stays_in_sight(qtbot: Any, mover: str) -> None:
    """The laid card flies over everything, then lies with the board: the pawn that walks
    onto it next is drawn over it during the walk (it vanished under it until the table was
    laid out again)."""
    info = get_info("sifaka")
    seats = ("human", "computer", "computer") if mover == "human" else ("computer", "human", "computer")
    session = GameSession(info, info.make_config(3), 7, seats)
    session.ai_delay_ms = 0
    session.pause_ai(True)
    session.state = build(spec_of("s5_placement_refusals"))
    scene = SifakaScene(session, Settings(speed=1.0))
    show_table(qtbot, scene)
    pawn = scene.pawn_items[0]
    start = pawn.pos()
    card_area = QRectF(-2 * BOX, -3 * BOX, 2 * BOX, 2 * BOX)  # where "place -2,-3 r0" lays its card
    assert session.play(session.game.parse_move(session.state, "place -2,-3 r0"))
    seen: list[tuple[float, float]] = []  # (the laid card's z, the pawn's z) while the pawn walks on it
    while scene.queue.busy:
        if pawn.scene() is scene and pawn.pos() != start and card_area.contains(pawn.pos()):
            laid = [i for i in scene.items(pawn.pos()) if i is not pawn and hasattr(i, "card_id")
                    and i.sceneBoundingRect().contains(card_area.center())]
            seen += [(card.zValue(), pawn.zValue()) for card in laid]
        qtbot.wait(5)
    assert seen, "the pawn was seen walking onto the new card"
    assert all(card_z < pawn_z for card_z, pawn_z in seen), seen


@pytest.mark.parametrize("size", [(900, 600), (1600, 1000)])
def test_the_side_panel_follows_the_window_edge_when_the_window_is_resized(qtbot: Any, size: tuple[int, int]) -> None:
    """Resizing re-centres a table smaller than the window without any scrolling: the panel
    was left where the old window edge had been (over the board, or off the window)."""
    scene, view, _session = make_table(qtbot)

    def panel_places() -> list[tuple[str, int, int]]:
        return sorted((type(i).__name__, round(i.scenePos().x()), round(i.scenePos().y())) for i in scene.panel_items)

    view.resize(*size)
    QApplication.processEvents()
    shown = view.visible_scene_rect()
    placed = panel_places()
    assert scene.side_panel is not None and shown.contains(scene.side_panel.sceneBoundingRect())
    scene.rebuild()  # a fresh layout pins the panel to the window's edge as it is now
    assert placed == panel_places()


def test_follow_shift_moves_the_least_that_shows_a_rect() -> None:
    from ui.sifaka.follow import follow_shift

    room = QRectF(0, 0, 100, 100)
    assert follow_shift(room, QRectF(10, 10, 20, 20)).isNull()
    assert follow_shift(room, QRectF(90, 10, 30, 20)) == QPointF(20, 0)
    assert follow_shift(room, QRectF(-30, 95, 20, 20)) == QPointF(-30, 15)
    assert follow_shift(room, QRectF(50, 0, 300, 20)) == QPointF(50, 0)  # too wide: its start


def test_a_card_laid_out_of_sight_by_someone_else_is_scrolled_into_view(qtbot: Any) -> None:
    """Zoomed in by the player, a computer's card laid where the player does not look is
    brought into sight beside the panel while it lands (the player's zoom stays)."""
    from ui.sifaka.scene import PANEL_W

    scene, view, session = make_table(qtbot)
    game = session.game
    for _ in range(400):
        if sum(1 for c, *_ in session.state.placed if c.startswith("T")) >= 16:
            break
        moves = game.candidate_moves(session.state)
        session.play(max(moves, key=lambda m: abs(getattr(m, "x", 0)) + abs(getattr(m, "y", 0))))
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    for _ in range(400):  # on to a computer's placement
        moves = game.candidate_moves(session.state)
        if session.to_move != 0 and moves and all(isinstance(m, Place) for m in moves):
            break
        session.play(moves[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    view.zoom(3.0)  # the player looks closer: the board runs past the window
    zoom = view.transform().m11()
    shown = view.visible_scene_rect()
    move = max(moves, key=lambda m: (QPointF(m.x * BOX, m.y * BOX) - shown.center()).manhattanLength())
    card = QRectF(move.x * BOX, move.y * BOX, 2 * BOX, 2 * BOX)
    away = scene.sceneRect().topLeft() if card.center().x() > 0 else scene.sceneRect().bottomRight()
    view.centerOn(away)
    assert not view.visible_scene_rect().contains(card), "the test needs a card laid out of sight"
    scene.queue.speed = 1.0  # watch the card fly in (its pawn may walk elsewhere next)
    session.play(move)
    in_sight = False
    while scene.queue.busy:
        room = view.visible_scene_rect().adjusted(0, 0, -PANEL_W * scene.panel_grow, 0)
        # beside the panel as drawn, too: its texts, drawn larger than the panel's size, hid a box
        clear = not any(item.isVisible() and item.sceneBoundingRect().intersects(card) for item in scene.panel_items)
        in_sight = in_sight or (room.contains(card) and clear)
        qtbot.wait(5)
    assert in_sight and view.transform().m11() == zoom


@pytest.mark.parametrize("card_scale", [1.0, 1.6])
def test_the_side_texts_fit_a_small_window_with_big_cards(qtbot: Any, tmp_path: Any, card_scale: float) -> None:
    """Four players late in a deal, the biggest cards, the smallest window: the side texts
    shrink to end above the window's bottom (they are pinned there: panning cannot reach
    what is cut off), and never read under PANEL_FLOOR_PX."""
    import random

    from tests.ui.play import open_window, play_moves, settle
    from ui.sifaka.items import PANEL_LINE_PX
    from ui.sifaka.scene import PANEL_FLOOR_PX

    window = open_window(qtbot, tmp_path, (1024, 700), card_scale)
    window.start_game("sifaka", 4, ["human", "computer", "computer", "computer"], None, 7, {})
    page = window.page
    settle(qtbot, page)
    play_moves(qtbot, page, random.Random(7), 40, stop_before_end=True)
    scene, view = page.scene, page.view
    side = scene.side_panel
    assert side is not None and side.isVisible()
    shown = view.visible_scene_rect()
    assert shown.contains(side.sceneBoundingRect()), (shown, side.sceneBoundingRect())
    zoom = view.transform().m22()
    assert side.scale() * zoom * PANEL_LINE_PX >= PANEL_FLOOR_PX - 0.01
    assert side.sceneBoundingRect().right() <= shown.right()  # still at the window's right edge


def test_a_window_made_smaller_or_larger_fits_the_table_again(qtbot: Any) -> None:
    """Shrinking the window kept a large start's zoom (the board ran under the panel and off the
    window) until the player pressed Fit; now every resize shows the whole board beside the
    panel, its boxes as large as the window allows."""
    from tests.ui.test_sifaka_fit import assert_whole_table

    scene, view, _session = make_table(qtbot)
    view.resize(1800, 1200)
    QApplication.processEvents()
    big = _box_px(view)
    view.resize(640, 440)
    QApplication.processEvents()
    assert _box_px(view) < big
    assert_whole_table(view, scene, "at 640x440")
    small = _box_px(view)
    view.resize(1000, 700)
    QApplication.processEvents()
    assert _box_px(view) > small
    assert_whole_table(view, scene, "at 1000x700")


def test_a_walk_shown_by_the_keyboard_goes_cleanly_when_the_table_is_laid_out_again(qtbot: Any) -> None:
    """Tab on a walk marker shows its route; laying the table out again removed the route with
    everything else and then once more (Qt: "removeItem: item's scene (0x0) is different")."""
    scene, view, session = make_table(qtbot, spec_of("s4_two_arrows_first_choice"))
    warnings: list[str] = []

    def keep(mode: Any, context: Any, message: str) -> None:
        warnings.append(message)

    previous = qInstallMessageHandler(keep)
    try:
        marker = scene.markers[0]
        scene.keyboard.set_focus(marker)
        route = scene.path_item
        assert route is not None and route.scene() is scene, "the route shows, as on hover"
        scene.rebuild()
        QApplication.processEvents()
        scene.keyboard.set_focus(None)
    finally:
        qInstallMessageHandler(previous)
    assert scene.path_item is None and route.scene() is None
    assert not [w for w in warnings if "removeItem" in w], warnings


def test_fit_table_shows_the_whole_board_large_beside_the_panel(qtbot: Any) -> None:
    """After the player had panned and zoomed about, Fit table fitted the scene rect (which
    only grows) and the panel where the pan had left it: the board came out small and off to
    the left of a mostly empty window."""
    import random

    scene, view, session = make_table(qtbot)
    rng = random.Random(2)
    for _ in range(60):  # a grown board, the computers' turns played here too
        moves = session.game.candidate_moves(session.state)
        if session.to_move is None or not moves:
            break
        session.play(moves[rng.randrange(len(moves))])
    view.resize(978, 694)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    view.pan(-2000, -1500)
    view.zoom(0.6)
    view.pan(3000, 2000)
    QApplication.processEvents()
    click(view, centre(scene.buttons["fit"]))
    QApplication.processEvents()
    board = view.mapFromScene(scene._board).boundingRect()
    shown = view.viewport().rect()
    assert shown.contains(board), (board, shown)
    # as large as the board, a box around it and the panel's width beside it allow
    from ui.sifaka.scene import PANEL_W

    whole = scene._board.adjusted(-BOX, -BOX, BOX + PANEL_W, BOX)
    best = min(shown.width() / whole.width(), shown.height() / whole.height())
    assert view.transform().m11() >= 0.9 * best, (view.transform().m11(), best)


def test_after_the_computers_moved_tab_starts_at_the_card_in_hand(qtbot: Any) -> None:
    """The ring went back near the last button the player had used (Fit table, beside the
    card): on the next turn Tab then Enter zoomed the table instead of lifting the new card.
    After a computer's move the turn starts afresh: the ring is off and Tab lands on the card."""
    scene, view, session = make_table(qtbot)
    while not (session.to_move == 0 and session.state.phase == "place"):
        session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    scene.keyboard.set_focus(scene.buttons["fit"])
    session.play(session.game.candidate_moves(session.state)[0])  # the player's card...
    while session.to_move == 0:
        session.play(session.game.candidate_moves(session.state)[0])
    while session.to_move != 0:  # ...and the computers' turns
        session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    QApplication.processEvents()
    if session.state.phase != "place":
        pytest.skip("this deal's next decision is not a card to lay")
    assert scene.keyboard.focus is None
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.keyboard.focus is scene.hand_item


def test_the_huts_square_stays_marked_once_a_card_covers_a_hut(qtbot: Any) -> None:
    """The log counts boxes from the huts; once cards cover them the place is outlined."""
    from gamebox.games.sifaka.state import SLOTS
    from ui.sifaka.items import HUT_CELLS

    info = get_info("sifaka")
    session = GameSession(info, info.make_config(2), 3, ("human", "computer"))
    session.pause_ai(True)
    scene = SifakaScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    assert scene.hut_square is None  # the huts show themselves
    rng = random.Random(4)
    state = session.state
    while all(state.grid[cell].hut for cell in HUT_CELLS):
        moves = [m for m in session.game.legal_moves(state)]
        covering = [m for m in moves if isinstance(m, Place) and (m.x, m.y) not in SLOTS.values()
                    and any(m.x <= cx <= m.x + 1 and m.y <= cy <= m.y + 1 for cx, cy in HUT_CELLS)]
        assert session.play(covering[0] if covering else moves[rng.randrange(len(moves))])
        state = session.state
        if session.to_move is None:
            raise AssertionError("the game ended before a card covered a hut")
    scene.rebuild()
    assert scene.hut_square is not None and scene.hut_square.scene() is scene
    assert scene.hut_square.sceneBoundingRect().contains(QPointF(0, 0))


def test_a_taken_counter_flies_into_the_panel_that_counts_it(qtbot: Any) -> None:
    """Watching computers, a taken counter flew to the empty felt above the side panel (where a
    hand card would lie) and hung there; it flies into the panel that lists the counters."""
    from ui.sifaka.animate import _fly_counter

    scene, _view, _session = make_table(qtbot, spec_of("s6_take_a_counter"))
    scene.queue.speed = 1.0
    cell, counter = next(iter(scene.counter_items.items()))
    anim = _fly_counter(scene, cell)
    assert anim is not None and scene.side_panel is not None
    ends = [anim.animationAt(i).endValue() for i in range(anim.animationCount())]
    end = next(value for value in ends if isinstance(value, QPointF))
    assert scene.side_panel.sceneBoundingRect().contains(end + counter.boundingRect().center())


def test_the_card_in_hand_pressed_before_the_facing_says_what_comes_first(qtbot: Any) -> None:
    """At the first turn, pressing or dragging the card in hand did nothing and said nothing;
    the facing comes first."""
    from gamebox.games.sifaka.state import SLOTS

    scene, view, session = make_table(qtbot, {"players": 3, "phase": "face", "current": 0, "first": 0,
                                              "slots_left": list(SLOTS), "steps": []})
    qtbot.waitUntil(lambda: not scene.queue.busy and "face:0" in scene.buttons, timeout=2000)
    hand = scene.hand_item
    assert hand is not None and not hand.draggable
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    home = QPointF(hand.pos())
    pointer = hold_drag(view, centre(hand), centre(hand) + QPoint(0, -120))
    assert reasons and reasons[0].startswith("first choose which way your pawn faces"), reasons
    assert scene.drag_refusal.shown.startswith("First choose which way your pawn faces")
    release(view, pointer)
    assert hand.pos() == home and not session.history
