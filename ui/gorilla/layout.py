"""Where things sit on the Gorilla table (logical 1280 x 820; the view scales it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1280, 820)
PILE = QPointF(640, 300)  # centre of the pile's top card
PILE_SCALE = 1.35
PILE_AREA = QRectF(470, 180, 250, 240)  # a press here taps in a race: the pile and the cards under it
TAP_BUTTON = QPointF(640, 540)  # centre of the big Tap! button shown during a race
TAP_SIZE = QSizeF(230, 74)
STACK = QPointF(420, 300)  # centre of the stack
RING_RADIUS = 150.0
HAND_CENTRE = QPointF(640, 690)
HAND_WIDTH = 980.0
PLATE = QSizeF(300, 42)
OWN_PLATE = QPointF(30, 560)
SMALL_SCALE = 0.55
BUTTON = QSizeF(170, 52)
BUTTONS = QPointF(900, 556)  # call / stay quiet; the catch button sits above them

# Opponent anchors (centre of their plate), clockwise from the viewer at the bottom.
ANCHORS: dict[int, list[QPointF]] = {
    0: [],
    1: [QPointF(640, 70)],
    2: [QPointF(200, 230), QPointF(1080, 230)],
    3: [QPointF(170, 330), QPointF(640, 60), QPointF(1110, 330)],
    4: [QPointF(170, 400), QPointF(330, 90), QPointF(950, 90), QPointF(1110, 400)],
}


def anchors(opponents: int) -> list[QPointF]:
    return ANCHORS[opponents]


def centred(centre: QPointF, size: QSizeF) -> QPointF:
    """Top-left point that centres a box of `size` on `centre`."""
    return QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2)
