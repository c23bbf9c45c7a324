"""Sifaka with the keys: a card lifted with Enter showed only empty outlines on the places Tab
walked through, so a keyboard player laid it without seeing how it would lie. The card now shows
as a ghost on the place the ring is on, turned as it is (every place Tab offers fits the card
however it is turned: a turn changes what lies where, not which boxes it covers); R turns it
there; Escape takes the ghost away with the card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from gamebox.games.sifaka.moves import Place
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX


def lifted(qtbot: Any) -> tuple[Any, Any, Any]:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    view.setFocus()
    assert scene.hand_item is not None
    scene.keyboard.set_focus(scene.hand_item)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert scene.keyboard.carried == [scene.hand_item]
    return scene, view, session


def ring_cell(scene: Any) -> tuple[int, int]:
    focus = scene.keyboard.focus
    return round(focus.x() / BOX), round(focus.y() / BOX)


def test_the_ring_shows_the_card_as_a_ghost_on_each_place(qtbot: Any) -> None:
    scene, view, session = lifted(qtbot)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    legal = {(m.x, m.y, m.rotation) for m in session.game.legal_moves(session.state) if isinstance(m, Place)}
    cells = set()
    for _ in range(len(scene.keyboard.targets)):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        ghost = scene.ghost
        assert ghost.scene() is scene and ghost.pos() == scene.keyboard.focus.pos()
        assert ghost.card_id == scene.hand_item.card_id and ghost.turn == scene.hand_turn
        assert ghost.legal and not ghost.reason and (*ring_cell(scene), scene.hand_turn) in legal
        assert said[-1] == ("Enter puts it here; R turns the card; Tab or the arrows choose another place; "
                            "Escape puts it back."), "R was never told to a keyboard player"
        cells.add(ring_cell(scene))
    assert cells == {(x, y) for x, y, _turn in legal}


def test_r_turns_the_ghost_and_enter_lays_it_as_shown(qtbot: Any) -> None:
    scene, view, session = lifted(qtbot)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    for turn in (90, 180):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_R)
        assert scene.ghost.turn == turn and scene.ghost.scene() is scene and scene.ghost.legal
    x, y = ring_cell(scene)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].move == Place(x, y, 180)
    assert scene.ghost.scene() is None


def test_escape_puts_the_card_back_and_the_ghost_goes(qtbot: Any) -> None:
    scene, view, session = lifted(qtbot)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    assert scene.ghost.scene() is scene
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert not scene.keyboard.carried and scene.ghost.scene() is None and scene.ghost_label.scene() is None
    assert not session.history


def test_tab_reaches_take_the_counter_before_fit_table(qtbot: Any) -> None:
    """Fit table, at the panel's top, was the first stop when a counter was offered: Enter there
    fitted the table and did nothing for the turn."""
    from tests.ui.helpers import centre, click

    scene, view, session = make_table(qtbot, spec_of("s6_take_a_counter"))
    click(view, centre(scene.markers[0]))  # the only walk, onto a counter
    qtbot.waitUntil(lambda: "take" in scene.buttons and not scene.queue.busy, timeout=2000)
    keys = [getattr(item, "key", "") for item in scene.keyboard_items()]
    assert keys[:2] == ["take", "leave"] and keys[-1] == "fit", keys
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.history[1].text == "take"


def test_an_arrow_moves_the_ghost_that_way(qtbot: Any) -> None:
    """Right had taken the ring one box west and one down: the arrows walked the list of places."""
    scene, view, _session = lifted(qtbot)
    cells = {ring_cell(scene)}
    for _ in range(len(scene.keyboard.targets)):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        cells.add(ring_cell(scene))
    ways = {Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Down: (0, 1), Qt.Key.Key_Up: (0, -1)}
    moved = 0
    for start in sorted(cells):
        for key, (dx, dy) in ways.items():
            ahead = [c for c in cells if (c[0] - start[0]) * dx + (c[1] - start[1]) * dy > 0]
            scene.keyboard.set_focus(next(t.item for t in scene.keyboard.targets if spot(t) == start))
            qtbot.keyClick(view.viewport(), key)
            now = ring_cell(scene)
            if ahead and (start[0] + dx, start[1] + dy) in cells:
                assert now == (start[0] + dx, start[1] + dy), (start, key)  # the very next box that way
                moved += 1
            elif ahead:
                assert (now[0] - start[0]) * dx + (now[1] - start[1]) * dy > 0, (start, key)
    assert moved > 4


def spot(target: Any) -> tuple[int, int]:
    return round(target.item.x() / BOX), round(target.item.y() / BOX)


def test_a_card_lifted_with_the_keys_stays_in_the_panel_as_the_table_scrolls(qtbot: Any) -> None:
    """Left where it was as the table scrolled to the ring, it lay over its own caption."""
    scene, view, _session = lifted(qtbot)
    scene.setSceneRect(scene.sceneRect().adjusted(-40 * BOX, -40 * BOX, 40 * BOX, 40 * BOX))
    origin = QPointF(scene.panel_origin)
    before = scene.hand_item.pos() - origin
    view.pan(300, 200)
    qtbot.wait(50)
    assert scene.panel_origin != origin, "the panel followed the window"
    assert scene.hand_item.pos() - scene.panel_origin == before


def test_the_card_is_no_tab_stop_before_the_pawn_faces(qtbot: Any) -> None:
    """Tab went first to the card, and Enter there was refused: the pawn must face first."""
    scene, _view, session = make_table(qtbot)
    assert session.state.phase == "face" and scene.hand_item is not None
    assert scene.hand_item not in scene.keyboard_items()


def test_a_click_while_the_keys_carry_the_card_leaves_the_ghost_with_it(qtbot: Any) -> None:
    """The ghost went, but the ring, the card's outline and the carry words stayed."""
    from tests.ui.helpers import click

    scene, view, _session = lifted(qtbot)
    click(view, QPointF(-30 * BOX, -30 * BOX))
    assert scene.keyboard.carried == [scene.hand_item] and scene.ghost.scene() is scene
