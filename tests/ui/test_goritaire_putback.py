"""Putting back the cards looked at (Scapulimancy 3, Homesickness) by dragging them into two
rows where the action list was: "Back on top" (left = top of the deck) and "To the bottom"
(right = the very bottom), then Done. Driven with real mouse presses, moves and releases."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from gamebox.games.goritaire.moves import Arrange
from tests.ui.helpers import centre, click, drag
from tests.ui.test_goritaire_scene import make_table
from ui.goritaire.choices import choice_buttons
from ui.goritaire.putback import BOTTOM, TOP
from ui.goritaire.scene import GoritaireScene


def looked_at(deck: str, qtbot: Any, count: int = 3) -> tuple[GoritaireScene, Any, Any]:
    """A table where the top `count` cards of `deck` were just looked at."""
    return make_table(qtbot, {"hand": "B", "deck": deck, "known": "1" * count + "0" * (len(deck) - count),
                              "area": "1.1G 1.2S", "pending": [["arrange", count]]})


def rows(scene: GoritaireScene) -> tuple[str, str]:
    """The cards the board shows in each row, left to right, by where they lie on the table."""
    shown: dict[int, list[tuple[float, str]]] = {TOP: [], BOTTOM: []}
    for item in scene.putback_cards:
        row = next(zone.payload[0] for zone in scene.putback_slots if zone.pos() == item.pos())
        assert scene.putback is not None
        shown[row].append((item.x(), scene.putback.seen[item.payload]))
    return tuple("".join(card for _x, card in sorted(shown[row])) for row in (TOP, BOTTOM))  # type: ignore[return-value]


def card_at(scene: GoritaireScene, row: int, slot: int) -> Any:
    zone = slot_zone(scene, row, slot)
    return next(item for item in scene.putback_cards if item.pos() == zone.pos())


def slot_zone(scene: GoritaireScene, row: int, slot: int) -> Any:
    return next(zone for zone in scene.putback_slots if zone.payload == (row, slot))


def test_the_cards_start_back_on_top_as_they_were_and_done_keeps_them(qtbot: Any) -> None:
    scene, view, session = looked_at("BGBGG", qtbot)
    assert rows(scene) == ("BGB", "")
    assert choice_buttons(session.state) == ([], []), "no letter buttons for three cards"
    assert not any(key.startswith("action:") for key in scene.buttons), "the board takes the action list's place"
    assert "drag each one" in scene.status_text()
    click(view, centre(scene.buttons["putback:done"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == Arrange("BGB", "")
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.putback is None and not scene.putback_cards and "action:walking" in scene.buttons


def test_drag_cards_to_the_bottom_and_into_a_new_order(qtbot: Any) -> None:
    scene, view, session = looked_at("BGGBB", qtbot)
    drag(view, centre(card_at(scene, TOP, 0)), centre(slot_zone(scene, BOTTOM, 0)))  # the Banana down
    assert rows(scene) == ("GG", "B") and not session.history, "moving a card is not a move yet"
    drag(view, centre(card_at(scene, TOP, 1)), centre(slot_zone(scene, BOTTOM, 0)))  # a Gorilla before it
    assert rows(scene) == ("G", "GB")
    drag(view, centre(card_at(scene, BOTTOM, 1)), centre(slot_zone(scene, TOP, 0)))  # the Banana on top
    assert rows(scene) == ("BG", "G")
    click(view, centre(scene.buttons["putback:done"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == Arrange("BG", "G")
    assert "".join(session.state.deck) == "BG" + "BB" + "G", "top first, the last card at the very bottom"


def test_a_card_dropped_past_the_last_one_goes_to_the_end_of_its_row(qtbot: Any) -> None:
    scene, view, _session = looked_at("GBBGG", qtbot)
    drag(view, centre(card_at(scene, TOP, 0)), centre(slot_zone(scene, TOP, 2)))
    assert rows(scene) == ("BBG", "")
    drag(view, centre(card_at(scene, TOP, 0)), centre(slot_zone(scene, BOTTOM, 2)))
    assert rows(scene) == ("BG", "B")


def test_the_outline_over_a_dragged_card_shows_the_slot_it_lands_in(qtbot: Any) -> None:
    """Dragged to the third slot of the empty bottom row, the outline stood on that slot while
    the card then took the first."""
    from tests.ui.helpers import hold_drag, release

    scene, view, _session = looked_at("GBBGG", qtbot)
    landing = scene.drag_refusal.landing
    first, third = slot_zone(scene, BOTTOM, 0), slot_zone(scene, BOTTOM, 2)
    pointer = hold_drag(view, centre(card_at(scene, TOP, 0)), centre(third))
    assert landing.isVisible() and landing.place == first.mapRectToScene(first.rect())
    release(view, pointer)
    assert rows(scene) == ("BB", "G") and card_at(scene, BOTTOM, 0) is not None
    pointer = hold_drag(view, centre(card_at(scene, TOP, 1)), centre(third))  # after the Gorilla: the second
    second = slot_zone(scene, BOTTOM, 1)
    assert landing.place == second.mapRectToScene(second.rect())
    release(view, pointer)
    assert rows(scene) == ("B", "GB")


def test_a_drop_on_nothing_slides_back_and_start_over_restores_the_order(qtbot: Any) -> None:
    scene, view, session = looked_at("GBBGG", qtbot)
    card = card_at(scene, TOP, 1)
    start = card.pos()
    drag(view, centre(card), QPointF(500, 600))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert card.pos() == start and rows(scene) == ("GBB", "")
    drag(view, centre(card), centre(slot_zone(scene, BOTTOM, 0)))
    assert rows(scene) == ("GB", "B")
    click(view, centre(scene.buttons["putback:reset"]))
    assert rows(scene) == ("GBB", "") and not session.history


def test_two_cards_left_in_the_deck_make_a_board_of_two(qtbot: Any) -> None:
    scene, view, session = looked_at("GB", qtbot, count=2)
    assert rows(scene) == ("GB", "") and len(scene.putback_slots) == 4
    drag(view, centre(card_at(scene, TOP, 1)), centre(slot_zone(scene, TOP, 0)))
    click(view, centre(scene.buttons["putback:done"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == Arrange("BG", "")


def test_the_hint_lays_the_cards_out_as_it_suggests(qtbot: Any) -> None:
    scene, view, session = looked_at("BGBGG", qtbot)
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["hint"]))
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=10000)
    hint = scene.hint
    assert isinstance(hint, Arrange) and rows(scene) == (hint.top, hint.bottom) and not session.history
    click(view, centre(scene.buttons["putback:done"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == hint


def test_the_keyboard_moves_a_card_too(qtbot: Any) -> None:
    scene, view, session = looked_at("BGBGG", qtbot)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    while scene.keyboard.focus is not card_at(scene, TOP, 0):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # lift
    assert scene.keyboard.carried
    while scene.keyboard.focus is not slot_zone(scene, BOTTOM, 0):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # drop
    assert rows(scene) == ("GB", "B") and not session.history


def test_undo_after_putting_back_shows_the_board_afresh(qtbot: Any) -> None:
    scene, view, session = looked_at("BGBGG", qtbot)
    drag(view, centre(card_at(scene, TOP, 0)), centre(slot_zone(scene, BOTTOM, 0)))
    click(view, centre(scene.buttons["putback:done"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert session.undo()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert rows(scene) == ("BGB", "") and scene.putback_cards[0].draggable


def test_with_the_demo_on_the_board_says_the_demo_chooses_the_order(qtbot: Any) -> None:
    """The board told the player to drag the cards and press Done while the Demo was putting
    them back, under "The solver is thinking…", a word the player never met."""
    from ui.table.controls import PanelItem

    scene, _view, _session = looked_at("GBBGB", qtbot)
    scene.demo = True
    scene.rebuild()
    title = next(item for item in scene.items() if isinstance(item, PanelItem) and item.key == "putback-title")
    assert " ".join(title.lines) == "The 3 cards looked at The Demo chooses their order…", title.lines
    scene.runner.busy = True
    assert scene.status_text() == "The Demo is thinking…"
    scene.demo = False
    assert scene.status_text() == "Looking for a good move…"
    scene.runner.busy = False
