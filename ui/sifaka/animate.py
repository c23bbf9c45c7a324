"""Queue the Sifaka table's animations for a move's events (scene.animate_events).

It knows the table only through `Table` (the little it needs), so it never imports the scene.
A laid card flies to its place (the player's own from the hand, another's from the side
panel), a pawn walks its route box by box, a taken counter flies to the panel; the view
follows what someone else does; the table is laid out anew at the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from itertools import pairwise
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.describe import plural
from gamebox.core.events import Event
from gamebox.games.sifaka.deck import COLOUR_NAMES, DIRS
from ui.sifaka.art import BOX
from ui.sifaka.items import CARD, CounterItem, HandCard, PawnItem, TableCard, cell_centre, cell_pos
from ui.table.animation import AnimationQueue
from ui.table.curtain import hold_drawn_cards

LANDED_Z = 2000.0  # a card that has just landed: above the board's cards, under counters and pawns
FLYING_Z = 3800.0  # a card on its way flies over everything


class Table(Protocol):
    """What the animations use of the Sifaka scene."""

    queue: AnimationQueue
    viewer_seat: int | None
    hand_item: HandCard | None
    pawn_items: dict[int, PawnItem]
    counter_items: dict[tuple[int, int], CounterItem]
    panel_origin: QPointF
    side_panel: QGraphicsItem | None
    session: Any
    statusChanged: Any

    @property
    def hot_seat(self) -> bool: ...
    def full_name(self, seat: int) -> str: ...
    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt's name)
    def rebuild(self) -> None: ...
    def follow(self, rect: QRectF) -> None: ...


def queue_events(table: Table, events: Sequence[Event]) -> None:
    worth = ""
    for event in events:
        data = event.data
        if event.kind == "card_placed":
            _card(table, data)
        elif event.kind == "pawn_moved":
            _walk(table, data)
        elif event.kind == "counter_taken":
            table.queue.add(partial(_fly_counter, table, (data["x"], data["y"])))
            worth = _own_worth(table, int(data["seat"]))
    table.queue.call(table.rebuild)
    if worth:  # seen before the next person's curtain: the taker had learnt it only a turn later
        hold_drawn_cards(table, worth)


def _own_worth(table: Table, seat: int) -> str:
    """At a shared screen, what the counter the person in the chair just took is worth ("" for
    anyone else's, or with nobody else at the screen to hide it from)."""
    if not table.hot_seat or seat != table.viewer_seat or not table.session.state.owned[seat]:
        return ""
    colour, value = table.session.state.owned[seat][-1]
    return f"{table.full_name(seat)}, the {COLOUR_NAMES[colour]} counter you took is worth {plural(value, 'point')}."


def _card(table: Table, data: Mapping[str, Any]) -> None:
    queue = table.queue
    target = cell_pos(data["x"], data["y"])
    if data["seat"] != table.viewer_seat:
        queue.call(lambda: table.follow(QRectF(target, cell_pos(data["x"] + 2, data["y"] + 2))))
    hand = table.hand_item
    landed: list[QGraphicsItem] = []
    if hand is not None and data["seat"] == table.viewer_seat and hand.card_id == data["card"]:
        landed.append(hand)
        queue.move(hand, target, ms=120)
    else:
        def step() -> Any:
            card = TableCard(data["card"], data["rotation"])
            card.setPos(table.panel_origin)
            card.setZValue(FLYING_Z)
            table.addItem(card)
            landed.append(card)
            return queue.move_now(card, target, 260)

        queue.add(step)

    def settle() -> None:
        """Once down it lies with the board, under the pawns and counters: a pawn walking
        onto it next must not vanish under it until the table is laid out again."""
        for card in landed:
            card.setZValue(LANDED_Z)

    queue.call(settle)


def _walk(table: Table, data: Mapping[str, Any]) -> None:
    queue = table.queue
    seat = data["seat"]
    path = [tuple(cell) for cell in data["path"]]
    if seat != table.viewer_seat and path:
        xs, ys = [cell[0] for cell in path], [cell[1] for cell in path]
        walked = QRectF(cell_pos(min(xs), min(ys)), cell_pos(max(xs) + 1, max(ys) + 1))
        queue.call(lambda: table.follow(walked))
    elif path:  # the player's own walk: its end box comes into sight (it could end half off screen)
        end = path[-1]
        queue.call(lambda: table.follow(QRectF(cell_pos(*end), cell_pos(end[0] + 1, end[1] + 1))))
    for a, b in pairwise(path):
        facing = DIRS.index((b[0] - a[0], b[1] - a[1]))

        def step(cell: tuple[int, int] = b, f: int = facing) -> Any:
            pawn = table.pawn_items.get(seat)
            if pawn is None:
                return None
            pawn.set_facing(f)
            return queue.move_now(pawn, cell_centre(*cell), 170)

        queue.add(step)
    final = "nesw".index(data["facing"])

    def face() -> None:
        pawn = table.pawn_items.get(seat)
        if pawn is not None:
            pawn.set_facing(final)

    queue.call(face)
    queue.pause(120)


def _fly_counter(table: Table, cell: tuple[int, int]) -> Any:
    counter = table.counter_items.get(cell)
    if counter is None:
        return None
    panel = table.side_panel  # into the panel that counts each player's counters (it flew to empty felt above it)
    if panel is not None and panel.scene() is not None:
        centre = panel.sceneBoundingRect().center()
        half = counter.boundingRect().center()
        return table.queue.move_now(counter, centre - half, 260)
    return table.queue.move_now(counter, table.panel_origin + QPointF(0, CARD.height() + BOX), 260)
