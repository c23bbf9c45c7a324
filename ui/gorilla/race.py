"""Real-time moments of the Gorilla table, resolved into ordinary moves.

TapRace (K6): while the rules say a tap race is pending (`realtime_decision`) and a human
sits at the table, the table collects taps: humans click the Gorilla (hot-seat: each human
has a key), computer seats tap after `reaction_time_ms(level)`. When every other seat has
tapped, or the time limit runs out (non-tappers count as tapping last, in turn order), the
race ends with one move, `tap a,b,c`.

CatchWatch (K7): when a player stayed quiet on one card, computer seats other than the one
to move may catch them after a reaction time (easy ones may miss) with `catch n`.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from gamebox.games.gorilla.ai import MISS_CATCH, reaction_time_ms
from gamebox.games.gorilla.moves import Catch

TIME_LIMIT_MS = 3000
HOT_SEAT_KEYS = ("A", "L", "Z", "M", "G")  # seat n taps with HOT_SEAT_KEYS[n]


class TapRace(QObject):
    tapped = Signal(int, int)  # seat, place (1 = first)
    finished = Signal(object)  # tuple order, first to last

    def __init__(self, players: int, gorilla_seat: int, direction: int, computer_levels: dict[int, str],
                 rng: random.Random, limit_ms: int = TIME_LIMIT_MS, parent: QObject | None = None,
                 time_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.players = players
        self.gorilla_seat = gorilla_seat
        self.direction = direction
        self.taps: list[int] = []
        self.done = False
        self._timers: list[QTimer] = []
        self.reaction: dict[int, int] = {}
        for seat, level in computer_levels.items():
            if seat == gorilla_seat:
                continue
            delay = reaction_time_ms(level, rng)
            self.reaction[seat] = delay
            self._timer(int(delay * time_scale), lambda s=seat: self.tap(s))
        self._timer(limit_ms, self.finish)

    def _timer(self, ms: int, fn: Any) -> None:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(fn)
        timer.start(ms)
        self._timers.append(timer)

    @property
    def tappers(self) -> list[int]:
        """Seats that must tap, in turn order from the Gorilla's player."""
        return [(self.gorilla_seat + self.direction * k) % self.players for k in range(1, self.players)]

    def tap(self, seat: int) -> bool:
        """A seat taps; False when it may not (the Gorilla's player, twice, or too late)."""
        if self.done or seat == self.gorilla_seat or seat in self.taps or not 0 <= seat < self.players:
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
        for timer in self._timers:
            timer.stop()


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
            if self.rng.random() < (0.5 if level == "random" else MISS_CATCH.get(level, 0.0)):
                continue  # this one does not notice
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda f=state.forgot: self._catch(f))
            timer.start(reaction_time_ms(level, self.rng))
            self._timers.append(timer)

    def _catch(self, forgot: int) -> None:
        state = self.session.state
        if state.forgot == forgot and self.session.game.refusal(state, Catch(forgot)) is None:
            self.session.play(Catch(forgot))

    def stop(self) -> None:
        for timer in self._timers:
            timer.stop()
        self._timers.clear()
        self._watched = None
