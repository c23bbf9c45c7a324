"""K7 against computers: a computer that stayed quiet on one card may be caught until the next
play, but the next computer played 0.6 s after the Catch button showed, so a person could
almost never catch one (while the computers caught the person every time). With a person who
may catch, the computer to move now waits CATCH_WINDOW_MS once the table is still."""

from __future__ import annotations

from typing import Any

from gamebox.games.gorilla.moves import Catch
from tests.ui.gorilla_table import gorilla_table, race_clock
from tests.ui.helpers import centre, click
from tests.ui.test_gorilla_scene import ONE_CARD_HANDS, _set_position
from ui.gorilla.race import CATCH_WINDOW_MS

QUIET_COMPUTER = {"hands": ONE_CARD_HANDS, "pile": ["red-tiger", "red-lion"], "to_move": 2, "phase": "play",
                  "forgot": 1}


def quiet_computer_table(qtbot: Any) -> tuple[Any, Any, Any]:
    """Computer 1 stayed quiet on one card; Computer 2 is to move; the person may catch."""
    scene, view, session = gorilla_table(qtbot, 3, levels=("normal", "hard", "hard", "hard"), paused=True)
    scene.start()
    _set_position(scene, session, QUIET_COMPUTER)
    qtbot.waitUntil(lambda: "catch" in scene.buttons and not scene.queue.busy, timeout=2000)
    return scene, view, session


def test_the_computer_to_move_waits_while_a_person_may_catch(qtbot: Any) -> None:
    scene, _view, session = quiet_computer_table(qtbot)
    gate = session.play_gate
    assert gate is not None and not gate(), "the computer waits: the window has just opened"
    race_clock(scene).advance(CATCH_WINDOW_MS - 100)
    assert not gate()
    race_clock(scene).advance(100)
    assert gate(), "then it plays as before"


def test_a_person_catches_the_quiet_computer_in_the_window(qtbot: Any) -> None:
    scene, view, session = quiet_computer_table(qtbot)
    session.pause_ai(False)
    scene.catch_watch.stop()  # the hard computers' own catches would race the person here
    race_clock(scene).advance(CATCH_WINDOW_MS // 2)
    qtbot.wait(300)  # the computer to move has thought and waits at the gate
    assert session.history == [] and "catch" in scene.buttons
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        click(view, centre(scene.buttons["catch"]))
    assert session.history[0].move == Catch(1) and session.history[0].text == "catch 1 by 0"


def test_no_wait_where_nobody_at_the_table_may_catch(qtbot: Any) -> None:
    scene, _view, session = gorilla_table(qtbot, 3, paused=True)
    scene.start()
    hands = [ONE_CARD_HANDS[1], ONE_CARD_HANDS[0], *ONE_CARD_HANDS[2:]]  # the person stayed quiet on one card
    _set_position(scene, session, {**QUIET_COMPUTER, "hands": hands, "forgot": 0, "to_move": 1})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert session.play_gate is not None and session.play_gate()
