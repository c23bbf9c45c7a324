"""Real-time moments of the Gorilla table, resolved into ordinary moves.

TapRace (K6): while the rules say a tap race is pending (`realtime_decision`) and a human
sits at the table, the table collects taps: humans click the pile or the Tap! button or press
Space (hot-seat: each human has a key), computer seats tap after `reaction_time_ms(level)`,
counted from the moment the Gorilla lies visible on the pile. When every other seat has
tapped, or the time limit runs out (non-tappers count as tapping last, in turn order), the
race ends with one move, `tap a,b,c`. (With only computers at the table there is no race to
collect: the engine draws it.)

Time comes from a clock: `QtClock` (real time) in the app, `ManualClock` in tests, which move
time on by hand so a race runs through the real table code without real waiting.

CatchWatch (K7): when a player stayed quiet on one card, computer seats other than the one
to move may catch them after a reaction time (easy ones may miss) with `catch n`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from gamebox.games.gorilla.heuristic import MISS_CATCH
from gamebox.games.gorilla.moves import Catch
from gamebox.games.gorilla.reaction import reaction_time_ms
from ui.dialogs.simple import RulesDialog

TIME_LIMIT_MS = 3000
HOT_SEAT_KEYS = ("A", "L", "Z", "M", "G")  # seat n taps with HOT_SEAT_KEYS[n]

Cancel = Callable[[], None]


class Clock(Protocol):
    def later(self, ms: int, fn: Callable[[], None]) -> Cancel:
        """Call `fn` once, `ms` from now; the returned function cancels it."""


TICK_MS = 15  # how often QtClock looks at the time


class QtClock:
    """Real time, on the GUI thread's event loop, that stands still while a modal dialog is up
    (a message over the table, Settings): a tap race had run out behind one, the player drawing
    3 for a race they could not see. Calls come in time order, as ManualClock's do."""

    def __init__(self, parent: QObject | None = None) -> None:
        self._time = ManualClock()  # the table's time: advanced by what passed with no dialog up
        self._watch = QElapsedTimer()
        self._timer = QTimer(parent)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def later(self, ms: int, fn: Callable[[], None]) -> Cancel:
        if not self._timer.isActive():
            self._watch.start()
            self._timer.start()
        return self._time.later(ms, fn)

    def _tick(self) -> None:
        passed = self._watch.restart()
        if QApplication.activeModalWidget() is None:
            self._time.advance(passed)
        if not self._time.pending():
            self._timer.stop()


class ManualClock:
    """Time that moves only when told (`advance`): due calls run in time order."""

    def __init__(self) -> None:
        self.now = 0
        self._due: list[tuple[int, int, Callable[[], None]]] = []
        self._count = 0

    def later(self, ms: int, fn: Callable[[], None]) -> Cancel:
        self._count += 1
        entry = (self.now + max(0, ms), self._count, fn)
        self._due.append(entry)

        def cancel() -> None:
            if entry in self._due:
                self._due.remove(entry)

        return cancel

    def pending(self) -> bool:
        """Some call is still due."""
        return bool(self._due)

    def advance(self, ms: int) -> None:
        end = self.now + ms
        while True:
            ready = sorted(e for e in self._due if e[0] <= end)
            if not ready:
                break
            entry = ready[0]
            self._due.remove(entry)
            self.now = entry[0]
            entry[2]()
        self.now = end


class TapRace(QObject):
    tapped = Signal(int, int)  # seat, place (1 = first)
    finished = Signal(object)  # tuple order, first to last

    def __init__(self, players: int, gorilla_seat: int, direction: int, computer_levels: dict[int, str],
                 rng: random.Random, clock: Clock, limit_ms: int = TIME_LIMIT_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.players = players
        self.gorilla_seat = gorilla_seat
        self.direction = direction
        self.taps: list[int] = []
        self.done = False
        self._cancels: list[Cancel] = []
        self.reaction: dict[int, int] = {}
        for seat in self.tappers:
            level = computer_levels.get(seat)
            if level is None:
                continue
            delay = reaction_time_ms(level, rng)
            self.reaction[seat] = delay
            self._cancels.append(clock.later(delay, self._tap_later(seat)))
        self._cancels.append(clock.later(limit_ms, self.finish))

    def _tap_later(self, seat: int) -> Callable[[], None]:
        """A computer's tap, as the clock calls it (its result is not wanted then)."""

        def tap() -> None:
            self.tap(seat)

        return tap

    @property
    def tappers(self) -> list[int]:
        """Seats that must tap, in turn order from the Gorilla's player."""
        return [(self.gorilla_seat + self.direction * k) % self.players for k in range(1, self.players)]

    def may_tap(self, seat: int | None) -> bool:
        return not self.done and seat is not None and seat in self.tappers and seat not in self.taps

    def tap(self, seat: int) -> bool:
        """A seat taps; False when it may not (the Gorilla's player, twice, or too late)."""
        if not self.may_tap(seat):
            return False
        self.taps.append(seat)
        self.tapped.emit(seat, len(self.taps))
        if len(self.taps) == self.players - 1:
            self.finish()
        return True

    def order(self) -> tuple[int, ...]:
        return tuple(self.taps) + tuple(s for s in self.tappers if s not in self.taps)

    def finish(self) -> None:
        if self.done:
            return
        self.cancel()
        self.finished.emit(self.order())

    def cancel(self) -> None:
        self.done = True
        for cancel in self._cancels:
            cancel()
        self._cancels.clear()


CATCH_WINDOW_MS = 2000  # a person's time to catch a missed call before the computer to move plays


class CatchWindow:
    """K7: a missed call may be caught until the next play. With a person at the table who may
    catch it and a computer to move, that computer waits CATCH_WINDOW_MS once the table is
    still (`holds`, asked by the session's play gate): it played 0.6 s after the Catch button
    showed, so people could almost never catch a computer, while computers caught them."""

    def __init__(self, session: Any, clock: Callable[[], Clock]) -> None:
        self.session = session
        self.clock = clock  # the table's clock when asked (tests swap it for a ManualClock)
        self._window: tuple[int, int] | None = None  # (forgot seat, history length) being waited for
        self._open = False
        self._cancel: Cancel | None = None

    def holds(self) -> bool:
        """Whether the computer to move must still wait for people to catch."""
        state, seat = self.session.state, self.session.to_move
        catchers = [s for s in self.session.human_seats if s != state.forgot]
        if state.forgot < 0 or not catchers or seat is None or self.session.is_human(seat):
            return False
        window = (state.forgot, len(self.session.history))
        if window != self._window:
            self.stop()
            self._window, self._open = window, True
            self._cancel = self.clock().later(CATCH_WINDOW_MS, self._close)
        return self._open

    def _close(self) -> None:
        self._open, self._cancel = False, None

    def stop(self) -> None:
        if self._cancel is not None:
            self._cancel()
            self._cancel = None


class CatchWatch(QObject):
    """Lets computer seats other than the one to move catch a missed call (K7)."""

    def __init__(self, session: Any, rng: random.Random, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.rng = rng
        self._timers: list[QTimer] = []
        self._watched: tuple[int, int] | None = None  # (forgot seat, history length)

    def update(self) -> None:
        state = self.session.state
        key = (state.forgot, len(self.session.history))
        if state.forgot < 0 or not self.session.human_seats:
            self.stop()
            return
        if self._watched is not None and self._watched[0] == state.forgot:
            return  # already watching this window
        self.stop()
        self._watched = key
        for seat, kind in enumerate(self.session.seats):
            if kind != "computer" or seat in (state.forgot, state.seat):
                continue
            level = self.session.levels[seat]
            if self.rng.random() < MISS_CATCH.get(level, 0.0):
                continue  # this one does not notice
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda f=state.forgot, s=seat: self._catch(f, s))
            timer.start(reaction_time_ms(level, self.rng))
            self._timers.append(timer)

    def _catch(self, forgot: int, seat: int) -> None:
        state = self.session.state
        catch = Catch(forgot, seat)  # the log names the computer that caught, not the seat to move
        if state.forgot == forgot and self.session.game.refusal(state, catch) is None:
            self.session.play(catch)

    def stop(self) -> None:
        for timer in self._timers:
            timer.stop()
        self._timers.clear()
        self._watched = None


def reading_rules() -> bool:
    """A rules window is the active window: the computers wait (they played on behind it, and a
    tap race could come and go while the person read, who then drew 3 cards unseen)."""
    return isinstance(QApplication.activeWindow(), RulesDialog)
