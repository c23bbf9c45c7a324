"""DropTarget: a place dragged items could go, with the move it would play or why not.

Its own module so the keyboard driver and the scene base both use it without importing
each other."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QGraphicsItem


@dataclass
class DropTarget:
    """A place the dragged items could go: the move it would play, or why not."""

    item: QGraphicsItem
    move: Any = None
    reason: str = ""

    @property
    def legal(self) -> bool:
        return self.move is not None


def set_glow(item: QGraphicsItem, on: bool) -> None:
    """Outline a target as legal (items without a glow are left alone)."""
    glow = getattr(item, "set_glow", None)
    if glow is not None:
        glow(on)
