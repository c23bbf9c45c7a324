"""A hand fan: cards that fit side by side never cover each other, turned or not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from ui.table.fan import fan_positions


def _drawn(top_left: QPointF, angle: float, width: float, height: float) -> QPolygonF:
    """The card's outline as the scene draws it: turned about its top-left corner."""
    turn = QTransform().translate(top_left.x(), top_left.y()).rotate(angle)
    return turn.map(QPolygonF(QRectF(0, 0, width, height)))


@pytest.mark.parametrize("count,arc", [(2, 4.0), (3, 4.0), (2, 3.0), (4, 0.0)])
def test_cards_side_by_side_do_not_overlap(count: int, arc: float) -> None:
    """Gorilla's last two cards overlapped: the Panther's "others draw 1" was cut to "others
    draw" by the Monkey's turned corner, with 900 px of room to spare."""
    width, height = 75.0, 112.0
    spots = fan_positions(count, QPointF(500, 600), width, 900.0, arc=arc)
    outlines = [_drawn(pos, angle, width, height) for pos, angle in spots]
    for left, right in zip(outlines, outlines[1:]):
        assert left.intersected(right).boundingRect().width() < 0.5, (count, arc)
