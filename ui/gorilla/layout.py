"""Where things sit on the Gorilla table (logical 1000 x 760; the view scales it).

The table is kept compact so that at a 1024x700 window the view draws it at about 0.8 and
the smallest text (15 logical pixels) stays above 11 pixels on screen."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPolygonF

TABLE = QRectF(0, 0, 1000, 760)
PILE = QPointF(560, 280)  # centre of the pile's top card
PILE_SCALE = 1.35
PILE_MAX = 1.75  # the pile's top card at most this many times a card of size 100%
PILE_AREA = QRectF(420, 190, 240, 190)  # a press here taps in a race: the pile and the cards under it
STACK = QPointF(330, 280)  # centre of the stack
RING_RADIUS = 135.0
RING_ARCS = (110.0, 230.0, 350.0)  # where each of the ring's three arcs starts, degrees anticlockwise from 3 o'clock
RING_SPAN = 80.0  # each arc's length in degrees: the gaps between them hold the arrowheads (arcs of 90 left
# a 160% card under the pile no room between the top arrowheads and the lower-left one)
HEAD_LENGTH = 16.0  # an arrowhead reaches this far past its arc's end, along the ring
HEAD_HALF = 11.0  # and this far either side of the ring
HEAD_GAP = 6.0  # the least room between an arrowhead and a card: half of it its 6-px outline, drawn round it
UNDER_LEFT = 40.0  # a card under the pile's top card: its centre this far left of the top card's
UNDER_RISE = 6.0  # and this far above it
UNDER_STEP = 14.0  # the cards shown under the top one (three at most) lie this far apart, the older further left
UNDER_SPREAD = 3 * UNDER_STEP  # the oldest one's offset
TAP_BUTTON = QPointF(560, 494)  # centre of the big Tap! button shown during a race
TAP_SIZE = QSizeF(300, 76)
HAND_CENTRE = QPointF(500, 600)  # the top of the hand's cards, in the middle
HAND_WIDTH = 970.0  # the whole table's width but a margin: big cards in a big hand overlap less
HAND_ARC = 4.0  # degrees the outer cards of the hand turn
BADGE_ROOM = 12.0  # above the table: a top seat's race badge sits over its plate
PLATE = QSizeF(250, 42)
OWN_PLATE = QPointF(20, 528)
SMALL_SCALE = 0.55
SMALL_MAX = 0.58  # an opponent's card at most this many times a card of size 100%: a top seat's fan
# (its top at 40 + FAN_DROP) then ends above the ring's top arrowheads, whose outline reaches up to
# 280 - 0.94 * (135 + 11) - 3 = 140 (at 0.6 and a drop of 28 the fan's cards reached 140, on them)
FAN_DROP = 25.0  # an opponent's little fan of cards: its top, below the centre of the seat's plate
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


def arrow_heads(radius: float, direction: int) -> list[QPolygonF]:
    """The ring's three arrowheads, about the ring's centre: each at the end of its arc that
    play moves towards (screen clockwise = +1), its point reaching on into the gap."""
    heads = []
    for start in RING_ARCS:
        a = math.radians(start if direction == 1 else start + RING_SPAN)
        end = QPointF(radius * math.cos(a), -radius * math.sin(a))
        along = QPointF(math.sin(a), math.cos(a)) * (1 if direction == 1 else -1)
        across = QPointF(math.cos(a), -math.sin(a))
        heads.append(QPolygonF([end + along * HEAD_LENGTH, end - across * HEAD_HALF, end + across * HEAD_HALF]))
    return heads


def under_pile(offset: float, card: QSizeF) -> QPointF:
    """Centre of a card shown under the pile's top card, `offset` further left the older it is.
    The cards under the top one move together right or up, whichever is less, until they keep
    HEAD_GAP off the ring's arrowheads of either direction: big cards reached over the ring,
    and at 160% covered its lower-left arrowhead (and at every size the left one when play went
    counter-clockwise)."""
    shift = QPointF(0.0, 0.0)
    oldest = QRectF(centred(QPointF(PILE.x() - UNDER_LEFT - UNDER_SPREAD, PILE.y() - UNDER_RISE), card), card)
    cards = oldest.united(oldest.translated(UNDER_SPREAD - UNDER_STEP, 0.0))  # every card the pile may show under its top
    heads = [head.boundingRect().translated(PILE).adjusted(-HEAD_GAP, -HEAD_GAP, HEAD_GAP, HEAD_GAP)
             for direction in (1, -1) for head in arrow_heads(RING_RADIUS, direction)]
    for _ in range(len(heads)):  # each move clears one arrowhead; a few rounds settle it
        hit = next((head for head in heads if head.intersects(cards.translated(shift))), None)
        if hit is None:
            break
        right, up = hit.right() - cards.left() - shift.x(), cards.bottom() + shift.y() - hit.top()
        shift += QPointF(right, 0.0) if right <= up else QPointF(0.0, -up)
    return QPointF(PILE.x() - UNDER_LEFT - offset, PILE.y() - UNDER_RISE) + shift


def centred(centre: QPointF, size: QSizeF) -> QPointF:
    """Top-left point that centres a box of `size` on `centre`."""
    return QPointF(centre.x() - size.width() / 2, centre.y() - size.height() / 2)
