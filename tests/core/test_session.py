"""GameSession: signals after rule-validated moves, worker-thread computer players, undo policy."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from gamebox.ai.base import RandomPlayer
from gamebox.core.records import Record
from gamebox.registry import get_info
from gamebox.session import GameSession


class SlowPlayer(RandomPlayer):
    """Thinks for a while in whatever thread calls it, and remembers which."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.threads: list[int] = []

    def choose(self, game: Any, view: Any, seat: int, rng: Any) -> Any:
        self.threads.append(threading.get_ident())
        time.sleep(self.seconds)
        return super().choose(game, view, seat, rng)


def make(seats: tuple[str, ...] = ("human", "computer"), seed: int = 11) -> GameSession:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(len(seats)), seed, seats, ["random"] * len(seats))
    session.ai_delay_ms = 0
    return session


def first_legal(session: GameSession) -> Any:
    return session.game.candidate_moves(session.state)[0]


def test_refused_move_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("human", "human"))
    before = session.game.state_to_json(session.state)
    bad = session.game.parse_move(session.state, "apple")  # nobody holds an apple at the start (G3)
    with qtbot.waitSignal(session.moveRejected) as blocker:
        assert session.play(bad) is False
    assert "apple" in blocker.args[0].lower()
    assert session.game.state_to_json(session.state) == before and session.history == []


def test_unreadable_text_is_refused_with_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("human", "human"))
    with qtbot.waitSignal(session.moveRejected) as blocker:
        assert session.play_text("fly to the moon") is False
    assert blocker.args[0]


def test_signals_follow_a_legal_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("human", "human"))
    seat = session.to_move
    move = first_legal(session)
    with qtbot.waitSignals([session.moveApplied, session.turnChanged]):
        assert session.play(move)
    assert session.history[-1].seat == seat and session.to_move != seat


def test_computer_thinks_off_the_gui_thread_and_the_loop_keeps_running(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("human", "computer"))
    slow = SlowPlayer(0.4)
    session.set_player(1, slow)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    if session.to_move == 0:
        session.play(first_legal(session))
    else:
        session.start()
    with qtbot.waitSignal(session.moveApplied, timeout=5000):
        pass
    timer.stop()
    assert slow.threads and all(t != threading.get_ident() for t in slow.threads)
    assert len(ticks) >= 8, "the event loop stalled while the computer was thinking"


def test_undo_goes_back_to_the_human_decision_and_redo_replays(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("human", "computer"), seed=4)
    session.pause_ai(True)
    if session.to_move == 1:
        session.play(first_legal(session))
    start = session.game.state_to_json(session.state)
    human_move = first_legal(session)
    session.play(human_move)
    session.play(first_legal(session))  # the computer's reply
    if any(step.reveals for step in session.history[-2:]):
        pytest.skip("this deal revealed a card; covered by the next test")
    assert session.can_undo()
    with qtbot.waitSignal(session.stateReset):
        assert session.undo()
    assert session.game.state_to_json(session.state) == start
    assert session.can_redo() and session.redo()
    assert session.history[-2].move == human_move


def test_undo_never_crosses_a_reveal() -> None:
    session = make(("human", "human"), seed=4)
    from gamebox.core.events import ev
    from gamebox.session import Step

    move = first_legal(session)
    after, events = session.game.apply(session.state, move)
    session.history.append(Step(session.state, move, "x", (ev("card_drawn", reveals=True),), 0))
    session.state = after
    assert not session.can_undo() and session.undo() is False


def test_a_stale_computer_answer_is_dropped_after_restart(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make(("computer", "computer"))
    slow = SlowPlayer(0.3)
    session.set_player(0, slow)
    session.set_player(1, slow)
    session.start()
    qtbot.waitUntil(lambda: session.thinking, timeout=2000)
    session.pause_ai(True)
    session.restart()
    qtbot.wait(600)
    assert session.history == []


def test_restart_deal_has_the_computers_play_it_as_they_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Restart deal is the same deal with the same opponents: a player trying another plan
    meets the computers' first moves again (they drew on a random stream that went on)."""
    session = make(("computer", "computer"), seed=5)
    session.start()
    qtbot.waitUntil(lambda: len(session.history) >= 8 or session.to_move is None, timeout=10000)
    session.pause_ai(True)
    first = session.move_texts()[:8]
    session.restart()
    session.pause_ai(False)
    qtbot.waitUntil(lambda: len(session.history) >= len(first) or session.to_move is None, timeout=10000)
    session.pause_ai(True)
    assert session.move_texts()[: len(first)] == first


def test_record_round_trip_replays_the_same_position() -> None:
    session = make(("human", "human"), seed=9)
    for _ in range(6):
        if session.to_move is None:
            break
        session.play(first_legal(session))
    record = Record.from_json(session.to_record().to_json())
    again = GameSession.from_record(record, session.info)
    assert again.game.state_to_json(again.state) == session.game.state_to_json(session.state)
    assert again.move_texts() == session.move_texts()


def test_a_closed_session_changes_nothing_whoever_asks(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A table that has gone (another game, the box) may still have a helper's answer or an
    animation on its way: once closed, no move, undo, redo, restart or computer changes it."""
    session = make(("human", "computer"))
    session.pause_ai(True)  # the test plays the computer's move itself
    assert session.play(first_legal(session))
    assert session.play(first_legal(session))
    assert session.undo()
    session.close()
    before = (session.game.state_to_json(session.state), len(session.history), session.can_redo())
    seen: list[Any] = []
    session.moveApplied.connect(lambda *args: seen.append(args))
    session.stateReset.connect(lambda: seen.append("reset"))
    assert session.play(first_legal(session)) is False
    assert session.play_text(session.game.move_to_text(first_legal(session))) is False
    assert session.undo() is False and session.redo() is False
    session.restart()
    session.pause_ai(False)
    assert (session.game.state_to_json(session.state), len(session.history), session.can_redo()) == before
    assert seen == []


def test_a_closed_thinker_takes_no_question_and_gives_no_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    from gamebox.session import Thinker

    thinker = Thinker()
    answers: list[Any] = []
    thinker.answered.connect(lambda token, result: answers.append((token, result)))
    thinker.ask(1, lambda: "before")
    qtbot.waitUntil(lambda: answers == [(1, "before")], timeout=2000)
    thinker.close()
    thinker.ask(2, lambda: "after")  # no error: a late caller is simply not heard
    assert not thinker.busy
    qtbot.wait(100)
    assert answers == [(1, "before")]


def test_a_newer_question_drops_the_ones_still_waiting(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hint pressed again and again had every search wait for the one before: minutes of them."""
    import threading

    from gamebox.session import Thinker

    thinker = Thinker()
    gate = threading.Event()
    calls: list[int] = []
    answers: list[Any] = []
    thinker.answered.connect(lambda token, result: answers.append((token, result)))

    def think(n: int) -> int:
        calls.append(n)
        gate.wait(5)
        return n

    thinker.ask(1, think, 1)
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)  # the first one runs
    for n in (2, 3, 4):
        thinker.ask(n, think, n)
    gate.set()
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=3000)
    qtbot.wait(100)
    assert calls == [1, 4] and answers == [(1, 1), (4, 4)]
    thinker.close()


def test_a_computer_plays_a_beat_after_the_table_is_still(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The beat was counted from the answer alone: it ran out while the move before still
    flew, and the computers' moves followed each other with no pause to see them land."""
    session = make(("computer", "computer"))
    session.ai_delay_ms = 300
    busy_until = [time.monotonic() + 0.6]  # the table shows a move for 0.6 s
    session.set_play_gate(lambda: time.monotonic() >= busy_until[0])
    started = time.monotonic()
    with qtbot.waitSignal(session.moveApplied, timeout=5000):
        session.start()
    played = time.monotonic()
    assert played - busy_until[0] >= 0.28, (played - started, "a beat after the table was still")
    # the table already still: the beat counts from the answer, never twice (counted from the
    # answer's arrival, not from the move before: the thinking thread's start is no part of it)
    busy_until[0] = 0.0
    answered: list[float] = []
    session.thinkingChanged.connect(lambda thinking: None if thinking else answered.append(time.monotonic()))
    with qtbot.waitSignal(session.moveApplied, timeout=5000):
        pass
    assert answered and time.monotonic() - answered[-1] < 0.3 + 0.25
