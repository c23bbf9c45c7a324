"""The game page's log and status line, hot-seat names and chairs, the undo refusal in words,
the window title."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gamebox.core.describe import first_clause
from gamebox.core.events import ev
from gamebox.registry import get_info
from gamebox.session import GameSession, Step
from tests.ui.play import open_window, settle, step
from ui import game_page
from ui.settings import Settings
from ui.table.scene_base import TableScene


class SlowScene(TableScene):
    """A table whose every move takes a visible 300 ms to land."""

    def rebuild(self) -> None:
        self.clear_table()

    def animate_events(self, move: Any, events: list[Any]) -> None:
        self.queue.pause(300)
        self.queue.call(self.rebuild)


def slow_page(qtbot: Any, monkeypatch: Any) -> tuple[GameSession, game_page.GamePage]:
    """A hot-seat TRIO page over SlowScene, started."""
    monkeypatch.setattr(game_page, "scene_class", lambda game_id: SlowScene)
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 3, ("human", "human"), ("random", "random"))
    page = game_page.GamePage(session, Settings(speed=1.0))
    qtbot.addWidget(page)
    page.resize(1280, 820)
    page.show()
    page.start()
    assert page.scene.curtain is not None, "a hot-seat table opens behind the curtain"
    page.scene.curtain.opened.emit()
    return session, page


def test_a_log_line_and_the_status_line_change_when_the_move_has_landed(qtbot: Any, monkeypatch: Any) -> None:
    session, page = slow_page(qtbot, monkeypatch)
    status_before = page.status
    assert status_before and page.log.shown == 0
    session.play(session.game.candidate_moves(session.state)[0])
    assert page.scene.queue.busy
    assert page.log.shown == 0, "the log waits for the motion"
    in_flight = first_clause(session.describe_step(session.history[-1], page.scene.log_seat))
    assert page.status == in_flight != status_before, "meanwhile the status line says the move in flight"
    qtbot.waitUntil(lambda: page.log.shown == 1, timeout=3000)
    assert page.status != status_before or page.scene.curtain is not None
    assert page.log.item(0).toolTip() == ""
    # undo and restart refill the log
    session.restart()
    assert page.log.shown == 0


def test_the_status_line_keeps_up_with_the_log_while_more_animations_follow(qtbot: Any, monkeypatch: Any) -> None:
    """A run of moves animates without a pause between them: the status line must change with
    each log line, not only when the table is finally still."""
    session, page = slow_page(qtbot, monkeypatch)
    status_before = page.status
    session.play(session.game.candidate_moves(session.state)[0])
    page.scene.queue.pause(800)  # what the next move's animation would be
    qtbot.waitUntil(lambda: page.log.shown == 1, timeout=3000)
    assert page.scene.queue.busy, "the test needs the table still moving"
    assert page.status != status_before and page.status == page.scene.status_text()


def test_hot_seat_names_reach_the_curtain_the_log_and_the_status(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("trio", 2, ["human", "human"], None, 8, {}, ["Ann", "Bob"])
    page = window.page
    session = page.session
    assert session.names == ("Ann", "Bob")
    first = session.to_move
    rng = random.Random(2)
    for _ in range(20):  # until the turn passes
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])
        settle(qtbot, page)
        if session.to_move != first:
            break
    curtain = page.scene.curtain
    assert curtain is not None and curtain.text.startswith(f"{session.names[session.to_move]}, your turn.")
    assert page.log.chair is None, "behind the curtain the log is nobody's"
    curtain.opened.emit()
    assert page.log.chair == session.to_move == page.scene.viewer_seat
    assert page.scene.seat_name(0) == "Ann" and page.scene.seat_name(1) == "Bob"


def test_undo_that_cannot_go_back_says_why(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("trio", 2, ["human", "computer"], None, 8, {})
    page = window.page
    session = page.session
    session.pause_ai(True)
    move = session.game.candidate_moves(session.state)[0]
    after, _ = session.game.apply(session.state, move)
    session.history.append(Step(session.state, move, "x", (ev("card_drawn", reveals=True),), 0))
    session.state = after
    window._update_actions()
    assert not window.act_undo.isEnabled(), "a greyed Undo: it cannot go back (it was pressable and always refused)"
    assert window.act_undo.toolTip() == "Can't undo past a card drawn from the pile."
    assert window.menuBar().actions()[1].menu().toolTipsVisible(), "the Edit menu shows why"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the key still says why
    assert page.status == "Not allowed. Can't undo past a card drawn from the pile."
    assert window.status.text() == page.status
    session.history.clear()
    window._update_actions()
    assert not window.act_undo.isEnabled() and not window.undo_why.isEnabled()  # nothing to say yet


def test_the_window_title_says_gamebox_once(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.setApplicationDisplayName("GameBox")
    try:
        window = open_window(qtbot, tmp_path, (1280, 820))
        window.start_game("trio", 2, ["human", "computer"], None, 8, {})
        assert "GameBox" not in window.windowTitle(), "Qt adds the application's name itself"
        assert window.windowTitle() == "TRIO — deal 8 — computer: Normal", "the level, after the dialog has closed"
        window.start_game("gorilla", 4, ["human", "computer", "computer", "computer"], ["normal", "hard", "easy", "hard"],
                          3, {})
        # computers of different levels are named each with its own: which one beat you?
        assert window.windowTitle() == "Gorilla — deal 3 — Computer 1 Hard, Computer 2 Easy, Computer 3 Hard"
        window.start_game("gorilla", 4, ["human", "computer", "computer", "computer"], ["normal", "hard", "hard", "hard"],
                          3, {})
        assert window.windowTitle() == "Gorilla — deal 3 — computers: Hard"
        window.start_game("goritaire", 1, ["human"], None, 3, {})
        assert window.windowTitle() == "Goritaire — deal 3"
        # rules an option changes are said: "New deal" kept them, and nothing on the table told
        window.start_game("goritaire", 1, ["human"], None, 3, {"as_printed": True})
        assert window.windowTitle() == "Goritaire — deal 3 — Original rules (a very hard puzzle)"
        window.start_game("girafferaffe", 3, ["human", "computer", "computer"], None, 4, {"rotten_apples": True})
        assert window.windowTitle() == "Girafferaffe — deal 4 — computers: Normal — Rotten-apple rounds"
        window.show_launcher()
        assert window.windowTitle() == "GameBox"
    finally:
        QApplication.setApplicationDisplayName("")


def test_the_new_game_dialog_takes_each_human_seats_name(qtbot: Any) -> None:
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("gorilla"), {"players": 3, "seats": ["human", "computer", "human"],
                                                 "names": ["Ann", "", "Cleo"]})
    qtbot.addWidget(dialog)
    dialog.show()
    assert [e.placeholderText() for e in dialog.name_edits][::2] == ["Player 1", "Player 2"]
    assert [e.isVisible() for e in dialog.name_edits] == [True, False, True], "computers have levels, not names"
    # each row is named as the table will name it: people and computers each counted from 1
    assert [label.text() for label in dialog.seat_labels] == ["Player 1", "Computer", "Player 2"]
    dialog.name_edits[2].clear()  # an unnamed second person: still a lone "Computer", never "Computer 2"
    assert [label.text() for label in dialog.seat_labels] == ["Player 1", "Computer", "Player 2"]
    dialog.name_edits[2].setText("Cleo")
    kind, level = dialog.seat_rows[1]
    kind.setCurrentIndex(0)  # the second seat becomes a person
    assert dialog.name_edits[1].isVisible() and not level.isVisible()
    assert [e.placeholderText() for e in dialog.name_edits] == ["Player 1", "Player 2", "Player 3"]
    dialog.name_edits[1].setText("  Bob ")
    setup = dialog.setup()
    assert setup.names == ["Ann", "Bob", "Cleo"] and setup.seats == ["human"] * 3
    dialog.players.setValue(4)  # names typed so far survive a change of the player count
    assert [e.text() for e in dialog.name_edits[:3]] == ["Ann", "  Bob ", "Cleo"]


def test_a_lone_persons_name_field_says_the_table_calls_them_you(qtbot: Any) -> None:
    """A name typed for the only person at the table was never shown (they are "You" there):
    the field is greyed out and says why; a second person makes names count again."""
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("gorilla"), {"players": 3, "seats": ["human", "computer", "computer"]})
    qtbot.addWidget(dialog)
    dialog.show()
    first = dialog.name_edits[0]
    assert not first.isEnabled() and first.placeholderText() == "You" and "“You”" in first.toolTip()
    # the rows read as the table will: never a "Player 2" the table calls "Computer 1"
    assert [label.text() for label in dialog.seat_labels] == ["You", "Computer 1", "Computer 2"]
    kind, _level = dialog.seat_rows[2]
    left = kind.mapTo(dialog, kind.rect().topLeft()).x()
    kind.setCurrentIndex(0)  # a second person joins
    qtbot.wait(10)
    assert kind.mapTo(dialog, kind.rect().topLeft()).x() == left, "the row's boxes stay where they were"
    assert all(edit.isEnabled() for edit in dialog.name_edits)
    assert [e.placeholderText() for e in dialog.name_edits][::2] == ["Player 1", "Player 2"]
    assert [label.text() for label in dialog.seat_labels] == ["Player 1", "Computer", "Player 2"]
    kind.setCurrentIndex(1)
    assert not first.isEnabled()


def test_a_name_typed_for_a_person_left_alone_is_put_away_until_someone_joins(qtbot: Any) -> None:
    """Ann typed, then the other person's seat made a computer: the row read "You" beside a greyed
    "Ann". The name is put away (and still remembered) until a second person sits down again."""
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("gorilla"), {"players": 3, "seats": ["human", "computer", "human"]})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name_edits[0].setText("Ann")
    kind, _level = dialog.seat_rows[2]
    kind.setCurrentIndex(1)  # Ann is alone now: "You"
    first = dialog.name_edits[0]
    assert dialog.seat_labels[0].text() == "You" and first.text() == "" and first.placeholderText() == "You"
    assert dialog.setup().names[0] == "Ann", "still remembered for the next shared game"
    kind.setCurrentIndex(0)
    assert first.text() == "Ann" and first.isEnabled()


def test_the_log_follows_the_page_through_a_few_real_turns(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1024, 700))
    window.start_game("girafferaffe", 3, ["human", "computer", "computer"], None, 4, {})
    page = window.page
    rng = random.Random(5)
    for _ in range(6):
        if not step(qtbot, page, rng):
            break
    assert page.log.shown == len(page.session.history)
    assert page.log.sentences == [page.session.describe_step(s, 0) for s in page.session.history]
    assert [page.log.item(n).text() for n in range(page.log.count())] == [
        f"{n + 1}. {sentence}" for n, sentence in enumerate(page.log.sentences)]


def test_leaving_a_table_while_its_demo_and_computers_play_changes_nothing_later(qtbot: Any, tmp_path: Path) -> None:
    """Goritaire's Demo thinks in the background and a computer seat may be thinking too; when
    the player goes back to the box (or to another game) meanwhile, what arrives late changes
    no game and raises nothing (it once reached the closed page's Review job)."""
    from tests.ui.helpers import centre, click

    window = open_window(qtbot, tmp_path)
    window.settings.speed = 1.0
    window.start_game("goritaire", 1, ["human"], None, 4, {})
    page = window.page
    scene, session = page.scene, page.session
    click(page.view, centre(scene.buttons["demo"]))
    assert scene.demo
    qtbot.waitUntil(lambda: len(session.history) >= 2 and scene.runner.busy, timeout=20000)
    window.start_game("trio", 2, ["computer", "computer"], None, 4, {})
    demo_left = len(session.history)
    trio = window.page.session
    qtbot.waitUntil(lambda: len(trio.history) >= 1, timeout=10000)
    window.show_launcher()
    trio_left = len(trio.history)
    qtbot.wait(3500)  # longer than the solver's budget and a computer's delay
    assert (len(session.history), len(trio.history)) == (demo_left, trio_left)
    assert session.closed and trio.closed
    assert window.page is None


def test_a_refused_drop_is_told_as_a_sentence(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    page.scene.refused.emit("that column belongs to the other player")
    assert page.status == "Not allowed. That column belongs to the other player."
    page.scene.refused.emit("no room left (the column is full)!")
    assert page.status == "Not allowed. No room left (the column is full)!"


def test_a_refusal_gives_way_to_the_next_try_and_to_a_move_played(qtbot: Any, tmp_path: Path) -> None:
    """ "Not allowed. ..." stays up to be read, but not after the player tries again or a move
    is played: it said "Not allowed" for seconds over a table where the card had been laid."""
    from tests.ui.helpers import centre, drag, hold_drag, release

    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    page = window.page
    page.session.ai_delay_ms = 0
    scene, view = page.scene, page.view
    qtbot.waitUntil(lambda: scene.my_turn() and not scene.queue.busy, timeout=5000)
    seat = scene.viewer_seat
    theirs = scene.column_zones[(0, 1)]
    drag(view, centre(scene.my_hand[0]), centre(theirs))
    assert page.status.startswith("Not allowed. That column is your opponent's")
    at = hold_drag(view, centre(scene.my_hand[0]), centre(scene.column_zones[(1, 1)]))
    assert not page.status.startswith("Not allowed"), "the next try has begun"
    release(view, at)
    qtbot.waitUntil(lambda: bool(page.session.state.columns[seat][1]), timeout=2000)
    qtbot.waitUntil(lambda: scene.my_turn() and not scene.queue.busy, timeout=5000)  # the computer answered
    drag(view, centre(scene.my_hand[0]), centre(theirs))
    assert page.status.startswith("Not allowed")
    page.session.play(page.session.game.candidate_moves(page.session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    qtbot.wait(50)
    assert not page.status.startswith("Not allowed"), "a move was played since: the refusal is stale"
