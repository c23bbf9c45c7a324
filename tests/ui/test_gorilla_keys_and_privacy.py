"""Gorilla's table for the people at it: the stack is a Tab stop only when a click on it can
draw, and at a shared screen a card drawn while everyone looks lies face down."""

from __future__ import annotations

from gamebox.games.gorilla.cards import CARD_BY_NAME
from tests.ui.gorilla_table import gorilla_table
from tests.ui.helpers import centre, click, drag
from tests.ui.test_gorilla_scene import ONE_CARD_HANDS, OTHER_HANDS, _hot_seat_race_table, _set_position


def test_the_stack_is_a_tab_stop_only_when_a_click_on_it_can_draw(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Down to one card, or holding a card to play, Tab went to the stack, and Enter there was
    refused. With no card that fits, the stack is the first stop (Tab went through every card
    that does not fit first, each saying Enter picks it up)."""
    scene, view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["green-hippo", "blue-lion"], *OTHER_HANDS],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert scene.keyboard_items()[0] is scene.stack_item, "no card fits: drawing is the move, Tab's first stop"
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    scene.keyboard.set_focus(scene.stack_item)
    assert said[-1].startswith("Enter draws a card. "), "it said: Enter chooses it"
    _set_position(scene, session, {
        "hands": [["red-zebra", "blue-lion"], *OTHER_HANDS],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert scene.stack_item not in scene.keyboard_items(), "a card fits: a player who can play must play"
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        drag(view, centre(scene.hand_items[CARD_BY_NAME["red-zebra"]]), centre(scene.pile_zone))
    qtbot.waitUntil(lambda: "call" in scene.buttons and not scene.queue.busy)
    stops = scene.keyboard_items()
    assert scene.stack_item not in stops and scene.buttons["call"] in stops


def test_a_penalty_card_drawn_while_everyone_looks_stays_face_down(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A shared screen left open for the people to catch: the computer caught Player 1 first,
    and the card Player 1 drew showed face up to the others, "your new cards stay in sight"."""
    from gamebox.games.gorilla.moves import Catch
    from ui.table.items import CardItem

    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["blue-tiger"], ["blue-lion", "green-hippo"], *ONE_CARD_HANDS[2:]],
        "pile": ["red-tiger", "red-lion"], "to_move": 1, "phase": "play", "forgot": 0})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert scene.hand_unseen, "the people look at the table together"
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    faces: set[int] = set()
    session.play(Catch(0))
    drawn = [e.data["card"] for e in session.history[-1].events if e.kind == "card_drawn"]
    assert drawn
    while scene.queue.busy:
        faces |= {item.payload for item in scene.items() if isinstance(item, CardItem) and item.face_up
                  and item.isVisible()}
        qtbot.wait(5)
    assert CARD_BY_NAME[drawn[0]] not in faces
    assert not any("stay in sight" in text for text in said), said


def test_a_hint_puts_back_a_card_the_keys_hold_and_rings_the_card_it_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Holding the blue parrot (no fit) by the keys, Ctrl+H named the yellow parrot and left the
    blue one held: Enter tried to play the blue one again, and the turn sat stuck."""
    from PySide6.QtCore import Qt

    from gamebox.games.gorilla.moves import Play

    scene, view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["blue-parrot", "yellow-parrot", "green-hippo"], OTHER_HANDS[0],
                  ["yellow-giraffe", "yellow-lion", "red-zebra"], OTHER_HANDS[2]],
        "pile": ["yellow-panther"], "to_move": 0, "phase": "play"})
    qtbot.waitUntil(lambda: not scene.queue.busy)
    view.setFocus()
    blue, yellow = scene.hand_items[CARD_BY_NAME["blue-parrot"]], scene.hand_items[CARD_BY_NAME["yellow-parrot"]]
    scene.keyboard.set_focus(blue)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # lifts the blue parrot
    assert scene.keyboard.carried == [blue]
    hinted = Play(CARD_BY_NAME["yellow-parrot"])
    scene.give_hint(hinted, "Hint: Play your yellow parrot on the pile.")
    assert not scene.keyboard.carried and scene.keyboard.focus is yellow
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # lift
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # and play it
    assert session.history[-1].move == hinted


def test_the_hand_of_who_laid_the_gorilla_is_covered_as_the_race_starts(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A shared screen: Player 1 laid a Gorilla and the race began ("Tap it now") while their
    other cards still lay face up, for the people looking at the screen to tap, until the table
    was laid out anew."""
    from ui.table.items import CardItem

    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["red-gorilla", "yellow-lion", "blue-parrot"], ["blue-tiger", "green-crocodile"],
                  ["blue-lion", "green-hippo"], ["green-lion", "blue-zebra"]],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    scene.curtains.show(0)  # as after a race: Player 1's hand shows again behind their curtain
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: CARD_BY_NAME["red-gorilla"] in scene.hand_items and not scene.queue.busy)
    kept = {CARD_BY_NAME["yellow-lion"], CARD_BY_NAME["blue-parrot"]}
    seen_at_start: list[set[int]] = []

    def look(_text: str) -> None:
        if scene.race is not None and not seen_at_start:
            seen_at_start.append({item.payload for item in scene.items()
                                  if isinstance(item, CardItem) and item.face_up and item.isVisible()})

    scene.statusChanged.connect(look)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        drag(view, centre(scene.hand_items[CARD_BY_NAME["red-gorilla"]]), centre(scene.pile_zone))
    qtbot.waitUntil(lambda: bool(seen_at_start), timeout=3000)
    assert not kept & seen_at_start[0], "the cards still in that hand showed face up"
    assert CARD_BY_NAME["red-gorilla"] in seen_at_start[0], "the Gorilla just laid showed its back"
    assert scene.hand_unseen and len(scene.covered_hand) == 2


def test_a_turn_played_with_the_keys_starts_on_a_card_that_fits(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The ring started the turn on the first card of the hand, one that did not fit:
    "Enter picks up the card in the ring", and the pile then refused it."""
    scene, view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["green-hippo", "red-parrot", "blue-elephant"], *OTHER_HANDS],
        "pile": ["blue-lion"], "to_move": 0, "phase": "play"})
    qtbot.waitUntil(lambda: not scene.queue.busy)
    items = scene.keyboard_items()
    fits = scene.hand_items[CARD_BY_NAME["blue-elephant"]]
    assert items[0] is not fits, "(the first card does not fit)"
    scene.keyboard.in_use = True  # the player has been playing with the keys
    scene.keyboard.drop_place()  # a new turn
    scene.keyboard.settle()
    assert scene.keyboard.focus is fits
    said = scene.status_with_keys()
    assert said.startswith("Enter picks up the card in the ring. "), said
