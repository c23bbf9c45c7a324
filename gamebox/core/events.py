"""Events: what a move did, in order, so a screen can animate without diffing states."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, init=False)
class Event:
    """One thing that happened.

    kind: a short verb ("card_moved", "apple_taken", "collapse_step", ...), game-defined.
    data: JSON-ready details (card text, source and target zones, seat, ...).
    reveals: True when the event showed hidden information to someone (a draw, a flipped
        counter). Undo never goes back past such an event (DESIGN.md "The session").
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    reveals: bool = False

    def __init__(self, kind: str, data: Mapping[str, Any] | None = None, reveals: bool = False) -> None:
        # frozen, but built without three object.__setattr__ calls: engines make millions
        fields = self.__dict__
        fields["kind"] = kind
        fields["data"] = {} if data is None else data
        fields["reveals"] = reveals

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **dict(self.data)}
        if self.reveals:
            out["reveals"] = True
        return out


def ev(kind: str, reveals: bool = False, **data: Any) -> Event:
    """Shorthand: ev("card_moved", card="R7", src="hand", dst="tree:pair")."""
    return Event(kind, data, reveals)
