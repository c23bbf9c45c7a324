"""Where things sit on the Gorilla table (logical 1000 x 760; the view scales it).

The table is kept compact so that at a 1024x700 window the view draws it at about 0.8 and
the smallest text (15 logical pixels) stays above 11 pixels on screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1000, 760)
PILE = QPointF(560, 280)  # centre of the pile's top card
PILE_SCALE = 1.35
PILE_MAX = 1.75  # the pile's top card at most this many times a card of size 100%
PILE_AREA = QRectF(420, 190, 240, 190)  # a press here taps in a race: the pile and the cards under it
STACK = QPointF(330, 280)  # centre of the stack
RING_RADIUS = 135.0
TAP_BUTTON = QPointF(560, 494)  # centre of the big Tap! button shown during a race
TAP_SIZE = QSizeF(300, 76)
HAND_CENTRE = QPointF(500, 600)  # the top of the hand's cards, in the middle
HAND_WIDTH = 970.0  # the whole table's width but a margin: big cards in a big hand overlap less
HAND_ARC = 4.0  # degrees the outer cards of the hand turn
BADGE_ROOM = 12.0  # above the table: a top seat's race badge sits over its plate
PLATE = QSizeF(250, 42)
OWN_PLATE = QPointF(20, 528)
SMALL_SCALE = 0.55
SMALL_MAX = 0.6  # an opponent's card at most this many times a card of size 100%: a top seat's fan
# (its top at 40 + FAN_DROP) then ends above the ring round the pile (its top at 280 - 135)
FAN_DROP = 28.0  # an opponent's little fan of cards: its top, below the centre of the seat's plate
FAN_MOST = 12  # an opponent's fan shows at most this many backs (its plate counts them all)
BUTTON = QSizeF(140, 52)
BUTTONS = QPointF(700, 526)  # call / stay quiet; the catch button sits above them
END_PANEL = QPointF(560, 480)  # centre of the "who won" panel

# Opponent anchors (centre of their plate), clockwise from the viewer at the bottom; their
# cards fan out just below the plate.
ANCHORS: dict[int, list[QPointF]] = {
    0: [],
    1: [QPointF(500, 40)],
    2: [QPointF(150, 120), QPointF(850, 120)],
    3: [QPointF(135, 150), QPointF(500, 40), QPointF(865, 150)],
    4: [QPointF(135, 250), QPointF(290, 40), QPointF(710, 40), QPointF(865, 250)],
}


def anchors(opponents: int) -> list[QPointF]:
    return ANCHORS[opponents]


STACK_GAP = 8.0  # between a left seat's little fan and the stack


def fan_width(anchor: QPointF, card_width: float) -> float:
    """How wide an opponent's little fan under its plate may spread: the plate's width, but a
    seat left of the stack keeps its fan clear of the stack (`card_width`: the stack card's),
    which big card sizes widen (at 160% a left fan of six backs lay over the stack's corner)."""
    width = PLATE.width() - 10
    if anchor.x() < STACK.x():
        width = min(width, 2 * (STACK.x() - card_width / 2 - STACK_GAP - anchor.x()))
    return max(width, 0.0)


def centred(centre: QPointF, size: QSizeF) -> QPointF:
    """Top-left point that centres a box of `size` on `centre`."""
    return QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2)
