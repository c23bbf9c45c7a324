"""Where things sit on the 1280x820 Girafferaffe table."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1280, 820)
TREE_TOP = 14.0
TREE_HEIGHT = 262.0
MIDDLE_TOP = 292.0
SEAT_PANEL = QSizeF(232, 92)
ROBOT_AREA = QRectF(20, MIDDLE_TOP, 640, 168)
SUPPLY_AREA = QRectF(1000, MIDDLE_TOP + 6, 130, 118)
REDRAW_POS = QPointF(1160, MIDDLE_TOP + 6)
CHOICE_TOP = 472.0
HAND_CENTRE = QPointF(735, 640)
HAND_WIDTH = 1030.0
MY_APPLES = QPointF(24, 600)
BUTTON = QSizeF(168, 34)
SMALL_SCALE = 0.6


def tree_rects(count: int) -> list[QRectF]:
    """One plate per tree, side by side across the top, in G2 order."""
    gap = 10.0
    width = min(168.0, (TABLE.width() - 40 - gap * (count - 1)) / count)
    total = width * count + gap * (count - 1)
    left = (TABLE.width() - total) / 2
    return [QRectF(left + i * (width + gap), TREE_TOP, width, TREE_HEIGHT) for i in range(count)]


def play_slots(zone: QRectF, count: int, card: QSizeF) -> list[QPointF]:
    """Top-left points for the cards of the top play inside a tree plate (rows overlap)."""
    if count <= 0:
        return []
    rows = max(1, math.ceil(count / 5))
    per_row = math.ceil(count / rows)
    avail = zone.width() - 12
    step = card.width() + 3
    if per_row > 1 and step * (per_row - 1) + card.width() > avail:
        step = (avail - card.width()) / (per_row - 1)
    row_dy = min(44.0, (zone.height() - 96 - card.height()) / max(1, rows - 1)) if rows > 1 else 0.0
    points = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        width = step * (in_row - 1) + card.width()
        x = zone.center().x() - width / 2 + col * step
        points.append(QPointF(x, zone.top() + 70 + row * row_dy))
    return points


def seat_panel_pos(index: int) -> QPointF:
    """The n-th other player's panel in the middle band (two rows of two)."""
    row, col = divmod(index, 4)
    return QPointF(20 + col * (SEAT_PANEL.width() + 12), MIDDLE_TOP + row * (SEAT_PANEL.height() + 10))
