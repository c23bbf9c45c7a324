"""Computes a finished game's review in the background (the session's Thinker: a pool thread
that never touches Qt) and hands it to the page; an undo, a restart or closing the page stops
it, and a stale answer is dropped."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from gamebox.review import Review, chances_function, compute, sample_points
from gamebox.session import GameSession, Thinker


class ReviewJob(QObject):
    ready = Signal(object)  # Review, kept in session.review as well
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._answered)
        self._thinker.failed.connect(self._failed)
        self._token = 0
        self._stop = threading.Event()
        self._session: GameSession | None = None

    @property
    def running(self) -> bool:
        return self._thinker.busy

    def start(self, session: GameSession) -> None:
        """Estimate every seat's chances after each move of the finished game in `session`."""
        self.cancel()
        if session.review is not None:
            self.ready.emit(session.review)
            return
        self._session = session
        states = session.positions()
        positions = [(count, states[count]) for count in sample_points(len(session.history))]
        stop = self._stop
        self._thinker.ask(self._token, compute, session.game, chances_function(session.info), positions,
                          session.config.players, session.seed, stop.is_set)

    def cancel(self) -> None:
        """Stop a running estimate (its answer, if any, is dropped)."""
        self._stop.set()
        self._stop = threading.Event()
        self._token += 1
        self._session = None

    def close(self) -> None:
        self.cancel()
        self._thinker.close()

    def _answered(self, token: int, review: Review | None) -> None:
        session = self._session
        if token != self._token or review is None or session is None or session.to_move is not None:
            return
        session.review = review
        self.ready.emit(review)

    def _failed(self, token: int, reason: str) -> None:
        if token == self._token:
            self.failed.emit(reason)
