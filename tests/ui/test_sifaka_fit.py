"""The Sifaka table shows the whole board, its side panel beside it, at any window size and as
the board grows (found by a play-tester: after moves toward the south, the west or the north,
parts of the board were cut off at 1280x800 and 900x600; at 900x600 the side panel covered the
board, even after Fit table and on the end screen; the 2-player end screen cut the board off on
the left). Played in the real window, the person's moves with the mouse."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from gamebox.games.sifaka.moves import Place
from gamebox.games.sifaka.state import SLOTS, State
from tests.ui.helpers import centre, click, drag
from tests.ui.play import open_window, settle
from ui.sifaka.art import BOX
from ui.sifaka.fit import Column, fit_region, fit_scale
from ui.sifaka.items import CounterItem, Marker, PawnItem, SlotOutline, TableCard
from ui.sifaka.scene import SifakaScene

WAYS: dict[str, Callable[[Place], int]] = {"south": lambda m: m.y, "west": lambda m: -m.x, "north": lambda m: -m.y}
SIZES = [(1280, 800), (900, 600)]
ON_BOARD = (TableCard, PawnItem, CounterItem, Marker, SlotOutline)


def board_of(state: State) -> QRectF:
    """The boxes the rules say are on the table (and the first cards' empty slots)."""
    xs = [x for x, _y in state.grid] + [SLOTS[s][0] + d for s in state.slots_left for d in (0, 1)]
    ys = [y for _x, y in state.grid] + [SLOTS[s][1] + d for s in state.slots_left for d in (0, 1)]
    return QRectF(min(xs) * BOX, min(ys) * BOX, (max(xs) + 1 - min(xs)) * BOX, (max(ys) + 1 - min(ys)) * BOX)


def on_screen(view: QGraphicsView, rect: QRectF) -> QRect:
    return view.mapFromScene(rect).boundingRect()


def assert_whole_table(view: QGraphicsView, scene: SifakaScene, when: str) -> None:
    """The board, everything on it and the side panel lie inside the window's view, and no
    part of the panel covers the board or anything on it."""
    window = view.viewport().rect()
    board = on_screen(view, board_of(scene.view()))
    assert window.contains(board), f"{when}: the board {board} runs out of the window {window}"
    laid = [on_screen(view, i.sceneBoundingRect()) for i in scene.items() if isinstance(i, ON_BOARD) and i.isVisible()]
    out = [r for r in laid if not window.contains(r)]
    assert not out, f"{when}: {len(out)} things on the board run out of the window {window}: {out[:3]}"
    for item in scene.panel_items:
        if item.scene() is not scene or not item.isVisible():
            continue
        rect = on_screen(view, item.sceneBoundingRect())
        assert window.contains(rect), f"{when}: the panel's {type(item).__name__} {rect} runs out of {window}"
        # X11 drew a panel item beyond the scene's rectangle cut at its edge (East and West halved)
        assert scene.sceneRect().contains(item.sceneBoundingRect()), \
            f"{when}: the panel's {type(item).__name__} lies outside the scene {scene.sceneRect()}"
        assert not rect.intersects(board), f"{when}: the panel's {type(item).__name__} {rect} covers the board {board}"
        covered = [r for r in laid if r.intersects(rect)]
        assert not covered, f"{when}: the panel's {type(item).__name__} covers {covered[:3]}"


def human_move(qtbot: Any, view: QGraphicsView, scene: SifakaScene, way: Callable[[Place], int]) -> None:
    """The person's decision, with the mouse: the card dragged onto the place farthest `way`,
    the first facing, the first walk, the counter taken."""
    state: State = scene.view()
    if state.phase == "place":
        spot = max((m for m in scene.session.game.legal_moves(state) if isinstance(m, Place) and m.rotation == 0),
                   key=way)
        hand = scene.hand_item
        assert hand is not None and hand.draggable
        drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(spot.x * BOX, spot.y * BOX) + QPointF(BOX, BOX))
    elif state.phase == "face":
        click(view, centre(scene.buttons["face:0"]))
    elif state.phase == "move":
        click(view, centre(scene.markers[0]))
    else:
        click(view, centre(scene.buttons["take"]))


def play_growing(qtbot: Any, page: Any, way: Callable[[Place], int], moves: int = 400,
                 check: Callable[[str], None] | None = None) -> None:
    """Up to `moves` moves, every card laid as far `way` as the rules allow; the computer's
    through the session; `check` after each has landed."""
    session = page.session
    session.pause_ai(True)
    for n in range(moves):
        settle(qtbot, page)
        if session.to_move is None:
            return
        before = len(session.history)
        if session.to_move == 0:
            human_move(qtbot, page.view, page.scene, way)
        else:
            options = session.game.candidate_moves(session.state)
            places = [m for m in options if isinstance(m, Place)]
            session.play(max(places, key=way) if places else options[0])
        qtbot.waitUntil(lambda b=before: len(session.history) > b, timeout=3000)  # type: ignore[misc]
        settle(qtbot, page)
        if check is not None:
            check(f"after move {n + 1} ({session.history[-1].text})")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("way", sorted(WAYS))
def test_the_whole_board_stays_in_sight_as_it_grows_and_at_the_end(qtbot: Any, tmp_path: Path, way: str,
                                                                   size: tuple[int, int]) -> None:
    window = open_window(qtbot, tmp_path, size)
    window.start_game("sifaka", 2, ["human", "computer"], None, 7, {})
    page = window.page
    scene, view = page.scene, page.view
    assert_whole_table(view, scene, "a new game")
    play_growing(qtbot, page, WAYS[way], check=lambda when: assert_whole_table(view, scene, when))
    assert page.session.to_move is None, "the game was played to its end"
    board = board_of(scene.view())
    assert max(board.width(), board.height()) >= 20 * BOX, "the board grew well past the window"
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    QApplication.processEvents()
    assert_whole_table(view, scene, "the end screen beside the table")
    click(view, centre(scene.buttons["fit"]))
    assert_whole_table(view, scene, "Fit table at the end")
    page.show_end(False)  # Hide: the table takes the width back
    QApplication.processEvents()
    assert_whole_table(view, scene, "the end screen hidden")


def test_every_window_size_shows_the_whole_board(qtbot: Any, tmp_path: Path) -> None:
    """Smaller, larger, small again: each resize fits the whole board beside the panel."""
    window = open_window(qtbot, tmp_path, (1280, 800))
    window.start_game("sifaka", 2, ["human", "computer"], None, 7, {})
    page = window.page
    play_growing(qtbot, page, WAYS["west"], moves=24)
    boxes = []
    for size in [(900, 600), (640, 480), (1600, 1000), (1024, 700), (900, 600)]:
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0], timeout=2000)  # type: ignore[misc]
        QApplication.processEvents()
        assert_whole_table(page.view, page.scene, f"at {size[0]}x{size[1]}")
        boxes.append(page.view.transform().m11() * BOX)
    assert boxes[2] > boxes[0] > boxes[1], boxes  # a larger window shows larger boxes
    assert boxes[4] == pytest.approx(boxes[0], abs=0.5)


def _ctrl_wheel(view: QGraphicsView, up: bool) -> None:
    at = QPoint(view.viewport().width() // 3, view.viewport().height() // 2)
    event = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(0, 0),
                        QPoint(0, 120 if up else -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    QApplication.processEvents()


def test_a_zoom_of_the_players_own_is_kept_until_fit_table(qtbot: Any, tmp_path: Path) -> None:
    """Zoomed in with Ctrl+wheel, the view keeps the player's zoom as the board grows (they pan
    to the rest); Fit table shows the whole board again, and from then on it follows it."""
    window = open_window(qtbot, tmp_path, (1024, 700))
    window.start_game("sifaka", 2, ["human", "computer"], None, 7, {})
    page = window.page
    scene, view = page.scene, page.view
    play_growing(qtbot, page, WAYS["south"], moves=10)
    for _ in range(4):
        _ctrl_wheel(view, up=True)
    zoom = view.transform().m11()
    play_growing(qtbot, page, WAYS["south"], moves=16)
    assert view.transform().m11() == zoom, "the player's zoom is kept"
    assert not view.viewport().rect().contains(on_screen(view, board_of(scene.view())))
    click(view, centre(scene.buttons["fit"]))
    assert_whole_table(view, scene, "Fit table")
    play_growing(qtbot, page, WAYS["south"], moves=10, check=lambda when: assert_whole_table(view, scene, when))


def test_the_reason_under_a_refused_spot_stays_inside_the_window(qtbot: Any, tmp_path: Path) -> None:
    """Dragged to the window's bottom-left corner, the card's refusal reason stays in sight."""
    from tests.ui.helpers import hold_drag, release

    window = open_window(qtbot, tmp_path, (900, 600))
    window.start_game("sifaka", 2, ["human", "computer"], None, 7, {})
    page = window.page
    scene, view = page.scene, page.view
    play_growing(qtbot, page, WAYS["south"], moves=12)
    while not (page.session.to_move == 0 and page.session.state.phase == "place"):
        play_growing(qtbot, page, WAYS["south"], moves=1)
    hand = scene.hand_item
    assert hand is not None
    corner = view.mapToScene(QPoint(4, view.viewport().height() - 4))
    at = hold_drag(view, hand.pos() + QPointF(BOX, BOX), corner)
    label = scene.ghost_label
    assert not scene.ghost.legal and label.text
    assert view.viewport().rect().contains(on_screen(view, label.sceneBoundingRect())), "the reason runs out of the window"
    release(view, at)


COLUMN = Column(width=264.0, min_zoom=0.9, edge=12.0)


def test_the_fit_leaves_the_panel_its_column() -> None:
    window = QSizeF(800, 500)
    whole = QRectF(-500, -300, 1000, 600)  # zoomed far out: the panel is drawn larger
    scale = fit_scale(whole.size(), window, COLUMN, 2.0)
    assert scale < COLUMN.min_zoom
    assert whole.width() * scale + COLUMN.pixels(scale) <= 800 - 12 + 1e-6
    assert whole.height() * scale <= 500 - 12 + 1e-6
    region = fit_region(whole, window, COLUMN, scale)
    assert region.width() * scale == pytest.approx(800) and region.height() * scale == pytest.approx(500)
    room = region.adjusted(0, 0, -COLUMN.pixels(scale) / scale, 0)
    assert room.contains(whole) and room.center().x() == pytest.approx(whole.center().x())
    small = QRectF(0, 0, 200, 100)  # a small board in a large window: never larger than `largest`
    assert fit_scale(small.size(), window, COLUMN, 1.5) == 1.5
    assert fit_scale(small.size(), QSizeF(300, 100), COLUMN, 1.5) < 1.5


def test_a_resize_behind_the_hot_seat_curtain_fits_the_table_it_opens_on(qtbot: Any, tmp_path: Path) -> None:
    """Hot seat: the window resized while the next player's curtain is up; once they open it
    the whole board shows at the new size (it kept the old size's zoom)."""
    window = open_window(qtbot, tmp_path, (1280, 800))
    window.start_game("sifaka", 2, ["human", "human"], None, 7, {})
    page = window.page
    scene = page.scene
    for size in [(900, 600), (1600, 1000)]:
        qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0], timeout=2000)  # type: ignore[misc]
        QApplication.processEvents()
        click(page.view, centre(scene.curtain))
        qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
        settle(qtbot, page)
        assert_whole_table(page.view, scene, f"opened at {size[0]}x{size[1]}")
        human_move(qtbot, page.view, scene, WAYS["west"])


def test_view_zoom_in_and_out_from_the_menu_and_keys(qtbot: Any, tmp_path: Path) -> None:
    """Ctrl and the wheel zoomed Sifaka's growing table, which a player at a small screen never
    found: View > Zoom in / Zoom out (Ctrl++, Ctrl+=, Ctrl+-) do it too, about the middle of
    what is shown; Fit table shows it all again. A table that does not grow offers no zoom, and
    no Fit table either: it always fits (Fit there seemed to do nothing)."""
    window = open_window(qtbot, tmp_path, (1024, 600))
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    assert not window.act_zoom_in.isEnabled() and not window.act_zoom_out.isEnabled()
    assert not window.act_fit.isEnabled()
    window.start_game("sifaka", 2, ["human", "computer"], None, 3, {})
    page = window.page
    settle(qtbot, page)
    view = page.view
    assert window.act_zoom_in.isEnabled() and window.act_zoom_out.isEnabled() and window.act_fit.isEnabled()
    fitted = view.transform().m11()
    middle = view.visible_scene_rect().center()
    window.act_zoom_in.trigger()
    assert view.transform().m11() > fitted * 1.1 and view.user_zoomed
    assert (view.visible_scene_rect().center() - middle).manhattanLength() < 2.0
    window.act_zoom_out.trigger()
    window.act_zoom_out.trigger()
    assert view.transform().m11() < fitted
    window.act_fit.trigger()
    assert abs(view.transform().m11() - fitted) < 1e-6 and not view.user_zoomed
    assert "Ctrl+=" in [key.toString() for key in window.act_zoom_in.shortcuts()]


@pytest.mark.parametrize("card_scale", [0.6, 1.0])
def test_the_facing_buttons_lie_inside_the_scene_at_small_cards(qtbot: Any, tmp_path: Path, card_scale: float) -> None:
    """At 60% cards the first fit, made before the board was laid out, left the scene narrower
    than the window: the panel pinned to the window's right edge stuck out of it, and on X11
    North and South showed whole beside half of East and West until Fit table."""
    window = open_window(qtbot, tmp_path, (1256, 706))
    window.settings.card_scale = card_scale
    window.start_game("sifaka", 3, ["human", "computer", "computer"], None, 7, {})
    page = window.page
    qtbot.waitUntil(lambda: "face:3" in page.scene.buttons, timeout=10000)
    settle(qtbot, page)
    assert_whole_table(page.view, page.scene, f"start at {card_scale:.0%} cards")
