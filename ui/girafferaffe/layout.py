"""Where things sit on the 1000x760 Girafferaffe table.

The table is compact so that a 1024x700 window still shows every text at 11 px or more: the
view scales the table by about 0.83 there, and no text here is under 14 logical pixels.
Bands from top to bottom: the trees; the other players (or the Robot) with the supply and
the Redraw Deck on the right; your hand, apples and buttons.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

TABLE = QRectF(0, 0, 1000, 760)
MARGIN = 8.0
TREE_TOP = 8.0
TREE_HEIGHT = 236.0
TREE_GAP = 6.0
TREE_CARDS_TOP = 64.0  # where the top play starts inside a tree plate
TREE_FOOT = 40.0  # two text lines at the bottom of a plate
MIDDLE_TOP = 252.0
MIDDLE_HEIGHT = 170.0
SIDE_LEFT = 836.0  # the supply and the Redraw Deck, right of the middle band
SUPPLY_AREA = QRectF(SIDE_LEFT, MIDDLE_TOP, TABLE.width() - SIDE_LEFT - MARGIN, 100)
REDRAW_POS = QPointF(SIDE_LEFT, MIDDLE_TOP + 108)
SEAT_PANEL = QSizeF(196, 96)
ROBOT_PANEL = QSizeF(168, MIDDLE_HEIGHT)
HAND_TOP = 432.0
HAND_LEFT = 210.0  # the fan of your hand lies right of the buttons
NAME_POS = QPointF(MARGIN + 8, HAND_TOP + 4)
MY_PANEL = QSizeF(HAND_LEFT - 2 * MARGIN - 8, 56)  # your name and how many cards you hold
MY_APPLES = QPointF(MARGIN + 12, HAND_TOP + MY_PANEL.height() + 10)
BUTTON = QSizeF(176, 40)
SORT_POS = QPointF(MARGIN + 8, TABLE.height() - 2 * BUTTON.height() - 18)
SPEND_POS = QPointF(MARGIN + 8, TABLE.height() - BUTTON.height() - 10)
CHOICE_POS = QPointF(HAND_LEFT, HAND_TOP + 2)
SMALL_SCALE = 0.7  # cards on the trees
ROBOT_SCALE = 0.8  # the Robot's face-up hand and its deck
BACK_SCALE = 0.6  # the Redraw Deck
# card-size settings beyond these don't fit: the Robot's cards stop where the words "The
# Robot's hand" above them and "Robot Deck" below still fit in the middle band (at 150% they went)
SMALL_MAX, ROBOT_MAX, BACK_MAX = 1.1, 1.25, 1.15

# each tree's share of the row: Single trees hold one card, count trees the longest plays
_WEIGHT = {"single": 0.62, "kind": 0.9, "straight": 1.25, "flush": 1.25, "any": 1.25}


def tree_rects(kinds: list[str], least: list[float] | None = None) -> list[QRectF]:
    """One plate per tree, side by side across the top, in the rules' order; `least` (when
    given) is each plate's narrowest width (its texts and a margin): the plates that need it
    get it, the others share the rest by their weights."""
    weights = [_WEIGHT.get(kind, 1.0) for kind in kinds]
    room = TABLE.width() - 2 * MARGIN - TREE_GAP * (len(kinds) - 1)
    if least and sum(least) > room:  # more trees than room (4-5 players): every plate gives a little air
        least = [width * room / sum(least) for width in least]
    fixed: dict[int, float] = {}
    unit = 0.0
    while len(fixed) < len(kinds):
        unit = (room - sum(fixed.values())) / sum(w for i, w in enumerate(weights) if i not in fixed)
        short = [i for i, w in enumerate(weights) if i not in fixed and least and unit * w < least[i]]
        if not short:
            break
        fixed.update((i, least[i]) for i in short if least)
    rects, x = [], MARGIN
    for i, weight in enumerate(weights):
        width = fixed.get(i, unit * weight)
        rects.append(QRectF(x, TREE_TOP, width, TREE_HEIGHT))
        x += width + TREE_GAP
    return rects


READABLE = 0.42  # of a card's width: what an overlapping card leaves in sight (its corner index)


CARD_SIZE_NOTE = ("In Girafferaffe the card size is for the cards in your hand and the Robot's: the "
                  "cards on the trees grow only a little, so that every tree fits, and a hand of many "
                  "cards is drawn smaller, so that each card's number shows.")


def play_slots(zone: QRectF, count: int, card: QSizeF) -> list[QPointF]:
    """Top-left points for the cards of a tree's top play: rows as wide as the plate allows
    (each card's corner index stays readable), rows overlapping downwards."""
    if count <= 0:
        return []
    avail = zone.width() - 10
    readable = card.width() * READABLE  # the corner index of each card stays in sight
    per_row = max(1, min(count, int((avail - card.width()) // readable) + 1))
    rows = math.ceil(count / per_row)
    per_row = math.ceil(count / rows)
    step = min(card.width() + 3, (avail - card.width()) / (per_row - 1)) if per_row > 1 else 0.0
    room = zone.height() - TREE_CARDS_TOP - TREE_FOOT - card.height()
    row_dy = min(card.height() * 0.45, room / (rows - 1)) if rows > 1 else 0.0
    points = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        width = step * (in_row - 1) + card.width()
        x = zone.center().x() - width / 2 + col * step
        points.append(QPointF(x, zone.top() + TREE_CARDS_TOP + row * row_dy))
    return points


def seat_panel_pos(index: int, count: int) -> QPointF:
    """The n-th other player's panel in the middle band: one row of up to four."""
    gap = 10.0
    width = min(SEAT_PANEL.width(), (SIDE_LEFT - MARGIN - 12 - gap * (count - 1)) / max(1, count))
    return QPointF(MARGIN + index * (width + gap), MIDDLE_TOP + 8)


def seat_panel_size(count: int) -> QSizeF:
    gap = 10.0
    width = min(SEAT_PANEL.width(), (SIDE_LEFT - MARGIN - 12 - gap * (count - 1)) / max(1, count))
    return QSizeF(width, SEAT_PANEL.height())


def robot_layout(card: QSizeF) -> tuple[QRectF, QPointF, QRectF]:
    """(panel, deck top-left, hand band) of the Robot in the middle band, side by side so the
    panel never covers the deck or the hand, whatever the card size (`card`: the Robot's)."""
    panel = QRectF(QPointF(MARGIN, MIDDLE_TOP), ROBOT_PANEL)
    top = MIDDLE_TOP + max(0.0, (MIDDLE_HEIGHT - card.height()) / 2)
    deck = QPointF(panel.right() + 14, top)
    left = deck.x() + card.width() + 24
    hand = QRectF(left, top, SIDE_LEFT - 12 - left, card.height())
    return panel, deck, hand


def hand_fan(card: QSizeF) -> tuple[QPointF, float]:
    """(centre, width) of your hand's fan: right of the buttons, low on the table."""
    left, right = HAND_LEFT, TABLE.width() - MARGIN
    top = TABLE.height() - card.height() - 16
    return QPointF((left + right) / 2, top), right - left


def hand_card(card: QSizeF, count: int) -> QSizeF:
    """Your hand's card size: the setting's, or smaller when that many cards at that size
    would overlap past their corner index (at 160% fifteen cards showed "13" as a "1" and half
    a digit)."""
    if count < 2:
        return QSizeF(card)
    most = hand_fan(card)[1] / (1 + READABLE * (count - 1))
    return QSizeF(card) if card.width() <= most else card * (most / card.width())
