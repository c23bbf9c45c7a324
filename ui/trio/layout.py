"""Where things lie on the TRIO table (logical 1280x820; the view scales it).

Left: the opponent's five columns on top, yours below, column k straight across from column
k; cards overlap downward so the top band of every card stays readable. Bottom: your hand.
Right: the opponent's TRIO cards and bargaining card, the draw pile, the discard pile and the
TRIO supply, then your TRIO cards and your bargaining card with its explanation.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1280, 820)
COLUMN_LEFT = 36.0
COLUMN_GAP = 40.0
OPP_HAND_Y = 8.0
SMALL = QSizeF(42.0, 60.0)
TOP = (80.0, 410.0)  # first card's y: seat on top (opponent), seat below (viewer)
MAX_SCALE = 1.15  # the table fits cards up to this card-size setting (larger ones are capped)
MID_Y = 376.0
HAND_WIDTH = 600.0
RIGHT = 700.0
PANEL = QSizeF(560.0, 56.0)  # two lines: the name, then cards in hand and TRIO cards
OPP_PANEL = QPointF(RIGHT, 10.0)
OPP_TRIOS = QPointF(RIGHT, 72.0)
OPP_BARGAIN = QPointF(1190.0, 72.0)
TROPHY = QSizeF(60.0, 86.0)
PILE = QPointF(730.0, 196.0)
DISCARD = QPointF(890.0, 196.0)
SUPPLY = QPointF(1050.0, 196.0)
SUPPLY_STEP = QPointF(4.0, 3.0)  # each TRIO card of the supply lies this much lower and right
LABEL = QSizeF(158.0, 30.0)  # the count under the draw pile and the discard pile ("Draw pile: 30" whole)
SUPPLY_LABEL = QSizeF(200.0, 30.0)  # the TRIO supply's count: a longer text, nothing at its right
MY_PANEL = QPointF(RIGHT, 420.0)
MY_TRIOS = QPointF(RIGHT, 482.0)
MY_BARGAIN = QPointF(1160.0, 620.0)
BARGAIN_TEXT = QRectF(RIGHT, 618.0, 450.0, 130.0)
MAX_STEP = 32.0


def hand_y(card: QSizeF) -> float:
    return TABLE.height() - card.height() - 6


def bottom(row_index: int, card: QSizeF) -> float:
    """The lowest y a card of a column on that row may reach."""
    return 372.0 if row_index == 0 else hand_y(card) - 6


def column_x(column: int, card: QSizeF) -> float:
    gap = min(COLUMN_GAP, (RIGHT - 30 - COLUMN_LEFT - 5 * card.width()) / 4)
    return COLUMN_LEFT + column * (card.width() + gap)


def row(seat: int, viewer: int | None) -> int:
    """0: the top row, 1: the bottom row (the viewer's side, or seat 0 for a spectator)."""
    me = 0 if viewer is None else viewer
    return 1 if seat == me else 0


KEEP_STEP = 24.0  # most of a card's coloured band: its symbol and colour letter read
LEAST_STEP = 4.0


def offset(index: int, count: int, row_index: int, card: QSizeF) -> float:
    """How far the `index`th card of a column of `count` lies below its first. Evenly spread
    while each band shows (at most MAX_STEP apart); in a long column the last three cards,
    those a TRIO is judged on, stay KEEP_STEP apart and the earlier ones share what is left
    (evenly squeezed, the card above the last showed its symbol in a few pixels)."""
    if count <= 1:
        return 0.0
    room = bottom(row_index, card) - TOP[row_index] - card.height()
    even = min(MAX_STEP, room / (count - 1))
    if even >= KEEP_STEP or count <= 3:
        return index * max(8.0, even)
    early = max(LEAST_STEP, (room - 2 * KEEP_STEP) / (count - 3))
    squeezed = min(index, count - 3)
    return squeezed * early + (index - squeezed) * KEEP_STEP


def slot(row_index: int, column: int, index: int, count: int, card: QSizeF) -> QPointF:
    return QPointF(column_x(column, card), TOP[row_index] + offset(index, count, row_index, card))


def zone_rect(row_index: int, column: int, card: QSizeF) -> QRectF:
    top = TOP[row_index] - 6
    return QRectF(column_x(column, card) - 8, top, card.width() + 16, bottom(row_index, card) - top + 4)


def trophy_pos(row_index: int, n: int) -> QPointF:
    base = OPP_TRIOS if row_index == 0 else MY_TRIOS
    return base + QPointF(n * (TROPHY.width() + 10), 0)


def hand_centre(card: QSizeF) -> QPointF:
    left = COLUMN_LEFT
    right = column_x(4, card) + card.width()
    return QPointF((left + right) / 2, hand_y(card))


def opp_hand_pos(n: int, count: int, card: QSizeF) -> QPointF:
    centre = hand_centre(card).x()
    width = count * (SMALL.width() + 6)
    return QPointF(centre - width / 2 + n * (SMALL.width() + 6), OPP_HAND_Y)
