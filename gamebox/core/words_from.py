"""The contract's three words methods for a game whose sentences live in one module."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from gamebox.core.describe import EndReport, Names
from gamebox.core.events import Event


class WordsFromModule:
    """Mix into a game class and set `words` to the module that holds `describe_turn`,
    `describe_move` and `describe_result` with the contract's signatures (state first), and
    optionally `suggest_move`."""

    words: ModuleType  # set in the game class body

    def describe_turn(self, state: Any, seat: int | None, names: Names | None = None) -> str:
        return str(self.words.describe_turn(state, seat, names))

    def describe_move(self, before: Any, move: Any, events: Sequence[Event], seat: int | None,
                      names: Names | None = None) -> str:
        return str(self.words.describe_move(before, move, events, seat, names))

    def suggest_move(self, view: Any, move: Any, seat: int, names: Names | None = None) -> str | None:
        """The module's `suggest_move` (a Hint's words), None when the game has none."""
        suggest = getattr(self.words, "suggest_move", None)
        return None if suggest is None else str(suggest(view, move, seat, names))

    def describe_result(self, state: Any, seat: int | None, names: Names | None = None) -> EndReport:
        report: EndReport = self.words.describe_result(state, seat, names)
        return report
