"""The solver off the GUI thread, for Hint and Demo (the session's own AI is not used: the
only seat of a solitaire is human)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from gamebox.games.goritaire.ai import ROUNDS
from gamebox.games.goritaire.ai import solver as make_solver
from gamebox.session import Thinker


class SolverRunner(QObject):
    """`ask(view, token)` thinks in a thread; `chosen(token, move)` comes back queued to the
    GUI thread. Answers for an old token are for a position that changed: the scene drops them."""

    chosen = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, budget: float = 3.0, rounds: int = ROUNDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget = budget
        self.rounds = rounds
        self.busy = False
        self._rng = random.Random(20240)
        self._thinker = Thinker(self)  # the session's worker: a thread that never touches Qt
        self._thinker.answered.connect(self.chosen)
        self._thinker.failed.connect(self.failed)

    def close(self) -> None:
        """No more answers (the table has gone)."""
        self.busy = False
        self._thinker.close()

    def ask(self, game: Any, view: Any, token: int) -> None:
        self.busy = True
        solver = make_solver(self.rounds, self.budget)
        self._thinker.ask(token, solver.choose, game, view, 0, random.Random(self._rng.random()))
