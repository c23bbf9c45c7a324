"""The solver off the GUI thread, for Hint and Demo (the session's own AI is not used: the
only seat of a solitaire is human)."""

from __future__ import annotations

import random
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from gamebox.games.goritaire.solver import Solver


class SolverRunner(QObject):
    """`ask(view, token)` thinks in a thread; `chosen(token, move)` comes back queued to the
    GUI thread. Answers for an old token are for a position that changed: the scene drops them."""

    chosen = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, budget: float = 0.8, rounds: int | None = 64, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget = budget
        self.rounds = rounds
        self.busy = False
        self._rng = random.Random(20240)

    def ask(self, game: Any, view: Any, token: int) -> None:
        self.busy = True
        seed = self._rng.random()
        solver = Solver(budget=self.budget, rounds=self.rounds)

        def work() -> None:
            try:
                move = solver.choose(game, view, 0, random.Random(seed))
            except Exception as exc:  # noqa: BLE001 - reported on the table, never swallowed
                self.failed.emit(token, f"{type(exc).__name__}: {exc}")
                return
            self.chosen.emit(token, move)

        threading.Thread(target=work, name="goritaire-solver", daemon=True).start()
