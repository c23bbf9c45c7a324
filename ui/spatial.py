"""Arrow keys that go where they point: of several things on screen, the nearest one lying in
an arrow's direction. The table's keyboard ring and the box of games both use it (their arrows
had walked a list: Right took a Sifaka card one box west and down, Down from a Resume button
went to the Discard button beside it)."""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import QPointF, Qt

T = TypeVar("T")

ARROWS: dict[Any, tuple[int, int]] = {Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Left: (-1, 0),
                                      Qt.Key.Key_Down: (0, 1), Qt.Key.Key_Up: (0, -1)}


def nearest_towards(here: QPointF, way: tuple[int, int], stops: list[tuple[T, QPointF]]) -> T | None:
    """Of `stops` (each with its centre), the nearest whose centre lies `way` from `here`, within
    a wide cone (further off to the side counts double), or None."""
    best: tuple[float, T] | None = None
    for stop, centre in stops:
        ahead = (centre.x() - here.x()) * way[0] + (centre.y() - here.y()) * way[1]
        aside = abs((centre.x() - here.x()) * way[1] - (centre.y() - here.y()) * way[0])
        if ahead < 1.0 or aside > 2 * ahead:
            continue
        score = ahead + 2 * aside
        if best is None or score < best[0]:
            best = (score, stop)
    return None if best is None else best[1]
