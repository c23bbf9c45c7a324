"""The Gorilla table with real mouse events: drag to the pile, a refused card snapping back with
its reason, the tap race decided by a click (K6), the call and catch buttons (K7).

Tap races run on a ManualClock (ui/gorilla/race.py): the test moves time on by hand, so a race
goes through the real table code (the card lands, the clocks start, a click on the pile taps)
without real waiting."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from gamebox.games.gorilla.cards import CARD_BY_NAME, JOKER, NAMES
from gamebox.games.gorilla.engine import deal
from gamebox.games.gorilla.moves import Catch, Draw, Play, Tap
from gamebox.session import GameSession
from tests.ui.gorilla_table import INFO, gorilla_table, race_clock
from tests.ui.helpers import centre, click, drag, show_table
from ui.gorilla.race import ManualClock
from ui.gorilla.scene import GorillaScene
from ui.settings import Settings
from ui.table.view import TableView


def _seed(want: Any) -> int:
    """A deal where seat 0 opens and `want(hand)` holds."""
    for seed in range(2000):
        state = deal(4, seed)
        if state.seat == 0 and want(state.hands[0]):
            return seed
    raise AssertionError("no such deal")


# the three computers' hands of the prepared positions below (the human's own varies)
OTHER_HANDS = [["blue-tiger", "green-crocodile", "red-lion"], ["yellow-giraffe", "yellow-lion", "blue-parrot"],
               ["green-lion", "blue-zebra", "yellow-hippo"]]


# seat 1 down to one card, the others with two or three
ONE_CARD_HANDS = [["blue-lion", "green-hippo"], ["blue-tiger"],
                  ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]


def _set_position(scene: GorillaScene, session: GameSession, position: dict[str, Any]) -> None:
    """Put the session in a prepared position (as loading a position file would)."""
    placed = {name for hand in position["hands"] for name in hand} | set(position["pile"])
    rest = [n for n in NAMES if n not in placed]
    data = {"players": 4, "stack": rest, "direction": 1, "pending": None, "forgot": None, "winner": None,
            "seed": 3, "rebuilds": 0, **position}
    session.state = session.game.state_from_json(json.loads(json.dumps(data)))
    session.history.clear()
    session.stateReset.emit()


def test_drag_a_card_onto_the_pile_plays_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    seed = _seed(lambda hand: any(c < 40 for c in hand))
    scene, view, session = gorilla_table(qtbot, seed)
    session.pause_ai(True)
    card = next(c for c in scene.hand_items if c < 40)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        drag(view, centre(scene.hand_items[card]), centre(scene.pile_zone))
    assert session.history[-1].move == Play(card)
    assert session.state.pile[-1] == card
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert card not in scene.hand_items  # the table follows the model


def test_a_refused_card_snaps_back_with_its_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    seed = _seed(lambda hand: any(c >= 40 for c in hand) and any(c < 40 for c in hand))
    scene, view, session = gorilla_table(qtbot, seed)
    session.pause_ai(True)
    card = next(c for c in scene.hand_items if c >= 40)  # K2: an opening needs an animal card
    item = scene.hand_items[card]
    home = QPointF(item.pos())
    with qtbot.waitSignal(scene.refused, timeout=2000) as refused:
        drag(view, centre(item), centre(scene.pile_zone))
    assert "animal card" in refused.args[0]
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert item.pos() == home
    assert session.history == []


def test_only_playable_cards_are_lifted_and_double_click_plays(qtbot) -> None:  # type: ignore[no-untyped-def]
    seed = _seed(lambda hand: any(c >= 40 for c in hand) and any(c < 40 for c in hand))
    scene, view, session = gorilla_table(qtbot, seed)
    session.pause_ai(True)
    for card, item in scene.hand_items.items():
        assert (item.property("lift") > 0) == (card < 40)
    card = next(c for c in scene.hand_items if c < 40)
    from tests.ui.helpers import double_click

    said: list[str] = []
    scene.statusChanged.connect(said.append)
    click(view, centre(scene.hand_items[card]))  # a click alone says how to play, and plays nothing
    assert said and said[-1] == "To play a card, drag it onto the pile or double-click it." and not session.history
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        double_click(view, centre(scene.hand_items[card]))
    assert session.history[-1].move == Play(card)


def _tap_position(scene: GorillaScene, session: GameSession) -> None:
    """Seat 1 (a computer) has just played the red Gorilla: seats 2, 3 and the human race."""
    _set_position(scene, session, {
        "hands": [["blue-lion", "green-hippo", "yellow-zebra"], ["blue-tiger", "green-crocodile"],
                  ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]],
        "pile": ["red-tiger", "red-gorilla"], "to_move": 1, "phase": "tap"})


def test_tap_race_decided_by_a_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = gorilla_table(qtbot, 1, ("hard",) * 4)
    _tap_position(scene, session)
    assert scene.race is not None and session.table_decides(), "with a person at the table, the table runs the race"
    assert "Click the pile" in scene.status_text()
    with qtbot.waitSignal(session.moveApplied, timeout=4000):
        click(view, centre(scene.pile_items[-1]))  # the human taps first
        race_clock(scene).advance(3000)
    move = session.history[-1].move
    assert isinstance(move, Tap) and move.order[0] == 0 and sorted(move.order) == [0, 2, 3]
    loser = move.order[-1]
    assert len(session.state.hands[loser]) == 6 and session.state.seat == loser  # +3, opens


def test_a_human_who_never_taps_is_last(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, _view, session = gorilla_table(qtbot, 1, ("hard",) * 4)
    _tap_position(scene, session)
    session.pause_ai(True)
    with qtbot.waitSignal(session.moveApplied, timeout=4000):
        race_clock(scene).advance(3000)
    move = session.history[-1].move
    assert isinstance(move, Tap) and move.order[-1] == 0
    assert len(session.state.hands[0]) == 6
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert scene.plates[0].badge == "last: drew 3"


def _called_gorilla(qtbot: Any) -> tuple[GorillaScene, TableView, GameSession]:
    """The human plays down to one card and calls "Gorilla!" with the button."""
    scene, view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["red-zebra", "blue-lion"], *OTHER_HANDS],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        drag(view, centre(scene.hand_items[CARD_BY_NAME["red-zebra"]]), centre(scene.pile_zone))
    qtbot.waitUntil(lambda: "call" in scene.buttons)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.buttons["call"]))
    return scene, view, session


def _hot_seat_table(qtbot: Any, names: tuple[str, ...] = (), speed: float = 0.0) -> tuple[GorillaScene, TableView, GameSession]:
    """Two humans (seats 0 and 2) and two computers at one screen, its curtain opened."""
    session = GameSession(INFO, INFO.make_config(4), 1, ("human", "computer", "human", "computer"), ("hard",) * 4,
                          names=names)
    scene = GorillaScene(session, Settings(speed=speed))
    scene.race_clock = ManualClock()
    view = TableView(scene)
    view.resize(1280, 820)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    scene.start()
    click(view, centre(scene.curtain))  # a hot-seat table opens behind the curtain
    return scene, view, session


def _hot_seat_race_table(qtbot: Any, names: tuple[str, ...] = ()) -> tuple[GorillaScene, TableView, GameSession]:
    """Two humans (seats 0 and 2) and two computers; seat 1 has just laid the red Gorilla."""
    scene, view, session = _hot_seat_table(qtbot, names)
    _tap_position(scene, session)
    return scene, view, session


def test_call_button_and_catch_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = _called_gorilla(qtbot)
    assert session.move_texts()[-1] == "call"
    # seat 1 now stays quiet on one card by a prepared position; the human catches them
    _set_position(scene, session, {
        "hands": ONE_CARD_HANDS,
        "pile": ["red-tiger", "red-lion"], "to_move": 2, "phase": "play", "forgot": 1})
    qtbot.waitUntil(lambda: "catch" in scene.buttons)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.buttons["catch"]))
    assert session.history[-1].move == Catch(1)
    assert len(session.state.hands[1]) == 2
    # the one person at the table caught them, not the seat to move (a computer)
    assert session.history[-1].text == "catch 1 by 0"
    assert session.describe_step(session.history[-1], 0).startswith("You caught Computer 1")


def test_the_gorilla_call_badge_stays_after_undo_and_redo(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Redo laid the table out anew without the last move's badges: "Gorilla!" was gone from
    the caller, who then looked like a catch waiting to happen."""
    scene, view, session = _called_gorilla(qtbot)
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert scene.plates[0].badge == "Gorilla!"
    assert session.undo() and scene.plates[0].badge != "Gorilla!"
    assert session.redo()
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert session.move_texts()[-1] == "call" and scene.plates[0].badge == "Gorilla!"


def test_click_the_stack_to_draw(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["blue-lion", "green-hippo", "yellow-zebra"], *OTHER_HANDS],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    assert "click the stack" in scene.status_text()
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.stack_item))
    assert session.history[-1].move == Draw()


@pytest.mark.parametrize("card", [JOKER, CARD_BY_NAME["red-gorilla"], 0, 17])
def test_card_faces_paint(qtbot, card: int) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from ui.gorilla.art import card_face

    image = QImage(84, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    card_face(card)(painter, QRectF(0, 0, 84, 120))
    painter.end()
    assert image.pixel(42, 60) != 0


def test_a_whole_game_with_the_mouse(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Done means: a human plays a whole game against three computers, tap races included."""
    from gamebox.games.gorilla.state import CALL, OPEN, PLAY, TAP

    scene, view, session = gorilla_table(qtbot, 12, ("hard", "hard", "easy", "normal"))
    session.start()
    races = 0
    for _ in range(600):
        if session.result is not None:
            break
        qtbot.waitUntil(lambda: not scene.queue.busy and not session.thinking, timeout=8000)
        state = session.state
        if state.phase == TAP and scene.race is not None:
            races += 1
            with qtbot.waitSignal(session.moveApplied, timeout=4000):
                race_clock(scene).advance(400)
                if state.seat != 0:
                    click(view, centre(scene.pile_items[-1]))
                race_clock(scene).advance(3000)
            continue
        if "catch" in scene.buttons:
            with qtbot.waitSignal(session.moveApplied, timeout=4000):
                click(view, centre(scene.buttons["catch"]))
            continue
        if session.to_move != 0 or state.phase == TAP:
            qtbot.wait(30)
            continue
        with qtbot.waitSignal(session.moveApplied, timeout=4000):
            if state.phase == CALL:
                click(view, centre(scene.buttons["call"]))
            elif state.phase in (PLAY, OPEN):
                plays = [m for m in session.game.legal_moves(session.view_for(0)) if isinstance(m, Play)]
                if plays:
                    drag(view, centre(scene.hand_items[plays[0].card]), centre(scene.pile_zone))
                else:
                    click(view, centre(scene.stack_item))
    assert session.result is not None, "the game did not end"
    print(f"tap races clicked: {races}, moves: {len(session.history)}")
    qtbot.waitUntil(lambda: not scene.queue.busy)
    shown = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("hand:")]
    assert shown and all(item.payload >= 0 for item in shown)  # K9: the hands lie face up at the end


def test_hot_seat_humans_tap_with_their_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    scene, view, session = _hot_seat_race_table(qtbot)
    assert scene.plates[2].tap_key == "Z" and scene.plates[0].tap_key == "A"
    # everyone watches the screen in a race: the viewer's hand lies face down meanwhile
    assert scene.hand_items == {} and all(item.payload == -1 for item in scene.items()
                                          if str(getattr(item, "key", "")) == "card:-1")
    assert sum(1 for item in scene.items() if str(getattr(item, "key", "")) == "card:-1") >= 3
    assert "Z" in scene.status_text()
    view.setFocus()
    with qtbot.waitSignal(session.moveApplied, timeout=4000):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Z)  # Player 2 taps with their key
        click(view, centre(scene.pile_items[-1]))  # the viewer, Player 1, clicks
        race_clock(scene).advance(3000)
    move = session.history[-1].move
    assert isinstance(move, Tap) and move.order[:2] == (2, 0) and move.order[-1] == 3


def test_the_race_line_names_each_person_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    """ "GORILLA! Tap it now (Bartholomew Mon…: A)" on a line with room for the whole name."""
    long = "Bartholomew Montgomery"
    scene, _view, _session = _hot_seat_race_table(qtbot, (long, "", "Ann", ""))
    assert f"{long}: A" in scene.status_text() and "…" not in scene.status_text()


def test_seats_the_time_limit_caught_are_not_shown_as_tapping(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Nobody at the screen tapped: the computer that did is "tapped first", the humans "too slow"
    (the last of them "last: drew 3"), never "tapped second" for a tap nobody made."""
    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    with qtbot.waitSignal(session.moveApplied, timeout=4000):
        race_clock(scene).advance(3000)
    move = session.history[-1].move
    assert isinstance(move, Tap) and move.order == (3, 2, 0)
    qtbot.waitUntil(lambda: not scene.queue.busy)
    assert [scene.plates[s].badge for s in (3, 2, 0)] == ["tapped first", "too slow", "last: drew 3"]
    assert move.in_time == 1
    assert session.describe_step(session.history[-1], 0) == \
        "Computer 2 came first in the tap race; Player 1 did not tap in time and drew 3."
    assert session.describe_step(session.history[-1], 2) == \
        "Player 2 did not tap in time, nor did Player 1, who came later in turn order and drew 3."


def test_computers_catch_a_human_who_stays_quiet(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view, session = gorilla_table(qtbot, 1, ("normal",) * 4)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["blue-lion"], *OTHER_HANDS],
        "pile": ["red-tiger", "red-zebra"], "to_move": 0, "phase": "call", "pending": {"seat": 1, "phase": "play"}})
    assert set(scene.buttons) == {"call", "quiet"}
    session.pause_ai(False)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.buttons["quiet"]))
    qtbot.waitUntil(lambda: any(text.startswith("catch 0") for text in session.move_texts()), timeout=4000)
    step = next(step for step in session.history if step.text.startswith("catch 0"))
    catcher = step.move.by if step.move.by is not None else step.seat
    assert catcher in (1, 2, 3) and session.describe_step(step, 0).startswith(f"Computer {catcher} caught you")
    drawn = [e for e in step.events if e.kind == "card_drawn"]
    assert [(e.data["seat"], e.data["reason"]) for e in drawn] == [(0, "caught")]  # K7: the penalty card


def test_keyboard_play_lifts_a_card_and_drops_it_on_the_pile(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    seed = _seed(lambda hand: all(c < 40 for c in hand))
    scene, view, session = gorilla_table(qtbot, seed)
    session.pause_ai(True)
    view.setFocus()
    first = scene.keyboard_items()[0]
    assert getattr(first, "payload", None) in scene.hand_items or getattr(first, "key", "") == "stack"
    while getattr(scene.keyboard.focus, "payload", None) not in scene.hand_items:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    card = scene.keyboard.focus.payload  # type: ignore[union-attr]
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # lift
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # drop on the only target, the pile
    assert session.history[-1].move == Play(card)


def test_name_plates_wear_no_bus_colour(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A plate had a coloured seat letter (A red, B blue, C yellow, D green): a blue "B" beside
    "Computer 2" read like the blue bus. Plates are now drawn without any bus colour."""
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QColor, QImage, QPainter

    from ui.gorilla.widgets import SeatPlate

    bus = [QColor(c) for c in ("#d64541", "#3a7bd5", "#e6b422", "#3aa655")]
    for seat in range(5):
        plate = SeatPlate(seat, f"Computer {seat + 1}", 6, QSizeF(230, 52))
        image = QImage(240, 90, QImage.Format.Format_ARGB32)
        image.fill(QColor("#2f5d62"))
        painter = QPainter(image)
        painter.translate(4, 32)
        plate.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        for x in range(0, 240, 2):
            for y in range(0, 90, 2):
                pixel = image.pixelColor(x, y)
                assert not any(abs(pixel.red() - c.red()) + abs(pixel.green() - c.green())
                               + abs(pixel.blue() - c.blue()) < 40 for c in bus), (seat, x, y, pixel.name())


def test_the_hot_seat_tap_button_names_its_player_and_key(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Space taps for nobody at a hot-seat table (each human has a key): the button, which taps
    for the player whose chair the screen shows, says so and gives that player's key."""
    scene, view, session = _hot_seat_race_table(qtbot)
    button = scene.buttons["tap"]
    assert "Space" not in button.hint and button.hint == "for Player 1, or press A"
    with qtbot.waitSignal(session.moveApplied, timeout=4000):
        click(view, centre(button))
        race_clock(scene).advance(3000)
    move = session.history[-1].move
    assert isinstance(move, Tap) and move.order[0] in (0, 1, 3) and move.order.index(0) < move.order.index(2)


def test_opponents_cards_fly_from_and_to_their_little_fan_inside_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A computer's drawn card flew, full size, to the centre of its plate and stood there half
    off the table's top edge for a top seat; a played one set out from there. Both now travel
    between the pile or stack and the seat's little fan, at the fan's size, inside the table."""
    from gamebox.core.events import ev
    from ui.gorilla.animate import queue_events

    scene, view, session = gorilla_table(qtbot, 5, paused=True)
    moves: list[tuple[Any, QPointF, float | None]] = []
    scene.queue.move = lambda item, pos, ms=220, rotation=None, scale=None: moves.append((item, pos, scale))  # type: ignore[method-assign]
    scene.queue.call = lambda fn: fn()  # type: ignore[method-assign]  # the adders place their card at once
    table = scene.table_rect()
    shrink = scene.small.width() / scene.card_size.width()
    for seat in (1, 2, 3):
        fan = scene.plates[seat].sceneBoundingRect().adjusted(-30, 0, 30, scene.small.height() + 40)
        moves.clear()
        queue_events(scene, [ev("card_drawn", seat=seat, card="red-lion", reason="draw")])
        item, pos, scale = moves[-1]
        assert scale == pytest.approx(shrink)
        landed = QRectF(pos, scene.small)
        assert table.contains(landed) and fan.contains(landed), (seat, landed, fan, table)
        moves.clear()
        queue_events(scene, [ev("card_played", seat=seat, card="red-lion")])
        item, end, grow = moves[-1]
        assert grow == 1.0 and item.scale() == pytest.approx(shrink)
        start = QRectF(item.pos(), scene.small)
        assert table.contains(start) and fan.contains(start), (seat, start, fan, table)


def test_computers_only_the_bottom_hand_also_lies_face_up_at_the_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    """K9: every hand is shown when the game is over. Watching computers only, the bottom seat's
    hand stayed face down while the others' were turned up."""
    import random

    for seed in range(1, 40):
        session = GameSession(INFO, INFO.make_config(3), seed, ("computer",) * 3, ("random",) * 3)
        session.pause_ai(True)
        rng = random.Random(seed)
        while session.to_move is not None:
            moves = session.game.candidate_moves(session.state)
            session.state, _ = session.game.apply(session.state, moves[rng.randrange(len(moves))])
        if session.state.hands[0]:
            break  # the bottom seat did not win: it has cards left to show
    scene = GorillaScene(session, Settings(speed=0.0))
    scene.race_clock = ManualClock()
    show_table(qtbot, scene, start_session=False)
    scene.start()
    assert scene.viewer_seat is None or not session.is_human(scene.viewer_seat)
    scene.on_game_over(session.result)
    bottom = sorted(scene.hand_items)
    assert bottom == sorted(session.state.hands[0]), "the bottom hand, face up"
    assert not any(item.draggable for item in scene.hand_items.values())


def test_a_plate_counts_the_card_as_it_leaves_the_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """"You / 5 cards" stayed on the plate while the card flew and its banner showed, with 4 in
    the hand; the count now follows each card as it goes (and as a drawn one comes)."""
    seed = _seed(lambda hand: any(c < 40 for c in hand))
    scene, _view, session = gorilla_table(qtbot, seed, speed=1.0, paused=True)
    scene.start()
    session.start()
    qtbot.waitUntil(lambda: scene.my_turn(), timeout=5000)
    before = scene.plates[0].count
    card = next(c for c in scene.hand_items if c < 40)
    assert session.play(Play(card))
    qtbot.wait(30)
    assert scene.queue.busy, "the card is still on its way"
    assert scene.plates[0].count == before - 1 == len(session.state.hands[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert scene.plates[0].count == len(session.state.hands[0])


@pytest.mark.parametrize("text", ["Computer 2 skipped", "Computer 3 came last!", "Maximiliana Rosenthal were caught!", "Reverse!"])
def test_a_bubble_leaves_room_around_its_words(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    """ "Computer 2 skipped" touched its bubble's ends: the width was guessed from the letters."""
    from ui.gorilla.widgets import BUBBLE_PX, Bubble
    from ui.table.painting import text_width

    bubble = Bubble(text)
    assert bubble.boundingRect().width() - text_width(text, BUBBLE_PX, bold=True) >= 40


def test_a_bubble_beside_an_edge_plate_stays_whole_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A bubble said over the left plate reached past the table's edge; once it went, the part
    beyond the edge was never painted over and a red end stayed beside the plate all game."""
    from ui.gorilla.widgets import Bubble

    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    qtbot.waitUntil(lambda: not scene.queue.busy)
    scene.queue.speed = 1.0
    edge = scene.sceneRect()
    scene.bubble("Computer 2 skipped", QPointF(edge.left() + 20, edge.center().y()), bad=True, ms=400)
    shown = [item for item in scene.items() if isinstance(item, Bubble)]
    assert len(shown) == 1 and edge.contains(shown[0].sceneBoundingRect()), (edge, shown[0].sceneBoundingRect())
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert not [item for item in scene.items() if isinstance(item, Bubble)]


def test_an_elephant_turns_the_names_with_the_arrows(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After an elephant the line read "Play goes counter-clockwise ↺: You → Computer 2 →
    Computer 3 → Computer 4" until the table was laid out again: the word turned, the order not."""
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["red-elephant", "blue-lion"], *OTHER_HANDS],
        "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    before = scene.ring.order_text
    scene.queue.speed = 1.0
    turned: list[tuple[int, str]] = []
    ring = scene.ring
    session.play(Play(CARD_BY_NAME["red-elephant"]))
    qtbot.waitUntil(lambda: ring.direction == -1 or not scene.queue.busy, timeout=3000)
    turned.append((ring.direction, ring.order_text))
    assert turned[0][0] == -1 and turned[0][1] != before
    assert turned[0][1] == scene.ring_texts(-1, 4)[0]


def test_a_closed_pile_is_dimmed_while_a_new_one_is_opened(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After a tap race the status said "Open a new pile" over the Gorilla still shown bright
    on the pile: it read as if the new card had to match it."""
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    position = {"hands": [["red-zebra", "blue-lion"], *OTHER_HANDS],
                "to_move": 0}
    _set_position(scene, session, {**position, "pile": ["red-tiger", "yellow-gorilla"], "phase": "open"})
    assert scene.pile_items and all(item.dimmed and item.opacity() == 1.0 for item in scene.pile_items)
    # the new card goes over them: no empty "place" to find
    assert "drag any animal card onto the Gorilla in the middle" in session.describe_turn(0)
    _set_position(scene, session, {**position, "pile": ["red-tiger", "yellow-tiger"], "phase": "play"})
    assert not any(item.dimmed for item in scene.pile_items)


def test_a_new_pile_shows_the_closed_one_dimmed_beneath_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Once the new pile was opened, the closed pile's Gorilla and the cards under it showed
    again at full brightness beside the new card, as if they were still in play."""
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    position = {"hands": [["red-zebra", "blue-lion"], *OTHER_HANDS], "to_move": 0, "phase": "play"}
    _set_position(scene, session, {**position, "pile": ["red-tiger", "yellow-crocodile", "yellow-gorilla", "green-hippo"]})
    assert [item.dimmed for item in scene.pile_items] == [True, True, True, False]
    _set_position(scene, session, {**position, "pile": ["yellow-gorilla", "green-hippo", "green-tiger"]})
    assert [item.dimmed for item in scene.pile_items] == [True, False, False]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_seats_bubble_leaves_every_plate_readable(qtbot, players: int) -> None:  # type: ignore[no-untyped-def]
    """ "Computer 2 skipped" was said over Computer 2's plate and hid its card count while it
    showed; a bubble now stands over the seat's face-down fan (beside your own plate)."""
    from ui.gorilla.widgets import Bubble

    session = GameSession(INFO, INFO.make_config(players), 1, ("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    scene = GorillaScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    for seat in range(players):
        bubble = Bubble(f"{scene.seat_name(seat)} was caught!", True)
        bubble.setPos(scene.bubble_anchor(seat))
        scene.addItem(bubble)
        rect = bubble.sceneBoundingRect()
        assert not any(rect.intersects(plate.sceneBoundingRect()) for plate in scene.plates.values()), seat
        scene.removeItem(bubble)


def test_a_tap_before_the_gorilla_lands_is_told_to_wait(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Space or a click on the pile while the Gorilla still flew in did nothing, without a word
    (the race starts when it lands)."""
    from PySide6.QtCore import Qt

    scene, view, session = gorilla_table(qtbot, 1, ("hard",) * 4)
    _tap_position(scene, session)
    session.pause_ai(True)
    assert scene.race is not None
    scene.race.cancel()
    scene.race = None  # as while the Gorilla is on its way: the race is not started yet
    scene.queue.speed = 1.0
    scene.queue.pause(2000)  # the table is busy showing the flight
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert said[-1:] == ["Not yet: tap as soon as the Gorilla lands on the pile."]
    said.clear()
    click(view, centre(scene.pile_items[-1]))
    assert said[-1:] == ["Not yet: tap as soon as the Gorilla lands on the pile."]
    assert not session.history


def test_a_watched_bottom_hand_loses_its_card_as_the_card_leaves(qtbot: Any) -> None:
    """Watching computers, the bottom hand lies face down. A card it played flew from the seat's
    plate and the hand kept all its backs (one more than its count said) until the table was
    built again, about a second and a half later at normal speed. One back now turns up and goes."""
    session = GameSession(INFO, INFO.make_config(4), 3, ("computer",) * 4)
    session.ai_delay_ms = 0
    session.pause_ai(True)
    scene = GorillaScene(session, Settings(speed=1.0))
    show_table(qtbot, scene, start_session=False)
    hands = [["blue-tiger", "green-hippo", "yellow-zebra"], ["red-lion", "blue-zebra", "green-crocodile"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-hippo", "yellow-hippo"]]
    placed = {name for hand in hands for name in hand} | {"red-tiger"}
    data = {"players": 4, "hands": hands, "pile": ["red-tiger"], "stack": [n for n in NAMES if n not in placed],
            "to_move": 0, "phase": "play", "direction": 1, "pending": None, "forgot": None, "winner": None,
            "seed": 3, "rebuilds": 0, "seat_levels": ["normal"] * 4}
    session.state = session.game.state_from_json(json.loads(json.dumps(data)))
    session.stateReset.emit()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert scene.viewer_seat is None and len(scene.covered_hand) == 3
    backs = list(scene.covered_hand)
    seen: list[int] = []
    session.play(Play(CARD_BY_NAME["blue-tiger"]))
    while scene.queue.busy:
        seen.append(sum(1 for back in backs if back.scene() is scene))
        qtbot.wait(10)
    assert seen and max(seen) == 2, seen
    assert len(scene.covered_hand) == 2
    assert scene.pile_items and scene.pile_items[-1].payload == CARD_BY_NAME["blue-tiger"]


def test_at_a_shared_screen_a_catch_is_told_as_someones(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Which person clicked Catch is not known: it was told as the catch of the seat to move."""
    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": ONE_CARD_HANDS,
        "pile": ["red-tiger", "red-lion"], "to_move": 3, "phase": "play", "forgot": 1})
    qtbot.waitUntil(lambda: "catch" in scene.buttons and not scene.queue.busy)
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.buttons["catch"]))
    assert session.history[-1].text == "catch 1 by someone"
    assert session.describe_step(session.history[-1], None).startswith("Someone caught Computer")


def test_a_tap_key_counts_while_the_move_log_has_the_focus(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Someone had clicked the move log: the next tap key moved its selection, and the race
    ended without that tap."""
    from PySide6.QtCore import Qt

    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("gorilla", 4, ["human", "computer", "human", "computer"], ["hard"] * 4, 1, {})
    page = window.page
    scene, session = page.scene, page.session
    session.pause_ai(True)
    scene.race_clock = ManualClock()
    _tap_position(scene, session)
    qtbot.waitUntil(lambda: scene.race is not None and not scene.queue.busy, timeout=4000)
    page.log.setFocus()
    qtbot.keyClick(page.log, Qt.Key.Key_Z)  # Player 2's key
    assert scene.race is not None and 2 in scene.race.taps


def test_hot_seat_words_address_the_person_in_a_sentence(qtbot) -> None:  # type: ignore[no-untyped-def]
    """"Player 1 — No card of yours fits: ..." read as a dash and a capital mid-sentence."""
    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": ONE_CARD_HANDS,
        "pile": ["red-tiger", "red-zebra"], "to_move": 0, "phase": "play"})
    qtbot.waitUntil(lambda: not scene.queue.busy)
    if scene.curtain is not None:
        click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and scene.viewer_seat == 0 and not scene.queue.busy)
    assert scene.addressed("No card of yours fits: click the stack.") == \
        "Player 1, no card of yours fits: click the stack."
    assert scene.addressed("Your turn: play a card.") == "Player 1, your turn: play a card."
    assert scene.addressed("Player 2 played the red lion.") == "Player 1 — Player 2 played the red lion."


def test_a_click_on_the_pile_that_cannot_tap_tells_each_persons_key(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The person at the table laid the Gorilla: a click on the glowing pile did nothing and
    said nothing, and the other person could not tap with the mouse."""
    scene, view, session = _hot_seat_race_table(qtbot)
    session.pause_ai(True)
    _set_position(scene, session, {
        "hands": [["blue-lion", "green-hippo", "yellow-zebra"], ["blue-tiger", "green-crocodile"],
                  ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]],
        "pile": ["red-tiger", "red-gorilla"], "to_move": 0, "phase": "tap"})
    qtbot.waitUntil(lambda: scene.race is not None and not scene.queue.busy, timeout=4000)
    if scene.curtain is not None:
        click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=4000)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    click(view, centre(scene.pile_items[-1]))
    assert said and said[-1] == "Each person taps with their own key (Player 2: Z).", said
    assert scene.race is not None and 0 not in scene.race.taps

