"""Hint: the strongest computer level suggests a move for the player whose turn it is, thought
out in the session's kind of worker thread (a Thinker: no Qt there) from that player's own view,
so a hint knows no more than the player does. A move played, an undo or closing the page makes
a pending answer stale, and it is dropped."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from gamebox.ai.base import make_player, strongest_level
from gamebox.core.contract import GameInfo
from gamebox.session import GameSession, Thinker


def think_hint(info: GameInfo, game: Any, view: Any, seat: int, seed: int) -> Any:
    """The move the hint level would make at `seat` from `view` (runs in the worker)."""
    player = make_player(info, strongest_level(info))
    return player.choose(game, view, seat, random.Random(seed))


class HintJob(QObject):
    ready = Signal(object, object)  # the move, the session state it was thought out for
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._answered)
        self._thinker.failed.connect(self._failed)
        self._token = 0
        self._asked: tuple[GameSession, Any] | None = None

    @property
    def running(self) -> bool:
        return self._asked is not None

    def asked_for(self, session: GameSession) -> bool:
        """Whether a hint is being thought out for `session` as it stands now (asked again,
        the one coming answers both)."""
        return self._asked is not None and self._asked[0] is session and self._asked[1] is session.state

    def start(self, session: GameSession, seat: int) -> None:
        """Think out a hint for `seat`, who is to move in `session` now."""
        self._token += 1
        state = session.state
        self._asked = (session, state)
        seed = hash((session.seed, len(session.history))) & 0xFFFFFFFF  # the same hint for the same position
        self._thinker.ask(self._token, think_hint, session.info, session.game, session.view_for(seat), seat, seed)

    def cancel(self) -> None:
        self._token += 1
        self._asked = None

    def close(self) -> None:
        self.cancel()
        self._thinker.close()

    def _answered(self, token: int, move: Any) -> None:
        # an answer to an earlier question leaves the latest one waiting: Hint pressed twice had
        # the first answer, stale, clear the second question, and no hint ever came
        if token != self._token or self._asked is None:
            return
        (session, state), self._asked = self._asked, None
        if session.state is state:
            self.ready.emit(move, state)

    def _failed(self, token: int, reason: str) -> None:
        if token != self._token or self._asked is None:
            return
        self._asked = None
        self.failed.emit(reason)
