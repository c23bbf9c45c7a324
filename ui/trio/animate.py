"""TRIO event animations: a played card flies to its column; a TRIO flashes, its three cards
and the facing card fly to the discard pile and a TRIO card flies to the player; draws come
from the pile; a bargain swaps two cards between the hands.

Items are looked up when the events arrive (a simulated copy of the columns keeps track of
which item is where), and each step builds its animation when its turn comes. The scene
relays out from the view after the last step, so the table always ends as the model says.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QAbstractAnimation, QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.events import Event
from ui.table.animation import AnimationQueue
from ui.table.controls import PanelItem
from ui.table.items import CardItem
from ui.trio import layout as L
from ui.trio.art import trio_card
from ui.trio.widgets import FlashItem


class TrioTable(Protocol):
    """What the animator needs of the TRIO table (the scene passes itself in)."""

    card_size: QSizeF
    queue: AnimationQueue
    column_items: dict[tuple[int, int], list[CardItem]]
    hand_items: dict[int, list[CardItem]]
    supply_items: list[CardItem]
    trophies: dict[int, list[CardItem]]
    pile_item: CardItem | None
    pile_label: PanelItem | None
    pile_left: int

    def card(self, name: str, size: QSizeF | None = None) -> CardItem: ...
    def row_of(self, seat: int) -> int: ...
    def seat_name(self, seat: int | None) -> str: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...

FLY_MS = 260
FLASH_MS = 520


class EventAnimator:
    def __init__(self, scene: TrioTable) -> None:
        self.scene = scene
        self._flash_item: FlashItem | None = None

    # ----- lookups at queue time ----------------------------------------------------------
    def _from_hand(self, row: int, name: str, hands: dict[int, list[CardItem]]) -> CardItem:
        """The hand item showing `name` (or a face-down one) on `row`; removed from `hands`."""
        pool = hands[row]
        for item in pool:
            if item.key == name:
                pool.remove(item)
                return item
        for item in pool:
            if item.key == "?":
                pool.remove(item)
                return item
        temp = self.scene.card("?", L.SMALL)
        temp.setPos(L.opp_hand_pos(0, 1, self.scene.card_size) if row == 0 else L.hand_centre(self.scene.card_size))
        return temp

    def _hand_spot(self, row: int) -> QPointF:
        if row == 1:
            centre = L.hand_centre(self.scene.card_size)
            return QPointF(centre.x() + L.HAND_WIDTH / 2 - self.scene.card_size.width(), centre.y())
        return L.opp_hand_pos(5, 6, self.scene.card_size)

    # ----- steps ----------------------------------------------------------------------------
    def _fly(self, item: CardItem, source: CardItem | None, pos: QPointF, z: float,
             ms: int = FLY_MS) -> QAbstractAnimation | None:
        """Show `item` where `source` is (hiding the source), then move it to `pos`."""
        scene = self.scene
        if item.scene() is None:
            start = source.pos() if source is not None else L.PILE
            item.setPos(start)
            scene.addItem(item)
        if source is not None and source is not item:
            source.setVisible(False)
        item.setZValue(z)
        return scene.queue.move_now(item, pos, ms)

    def _flash(self, items: list[CardItem], column_pos: QPointF) -> None:
        for item in items:
            item.set_glow(True)
        flash = FlashItem("TRIO!", QSizeF(self.scene.card_size.width() + 20, 40))
        # over the column's lower cards on either row: above your row it covered the number of
        # the opponent's column across from it
        flash.setPos(column_pos + QPointF(-10, self.scene.card_size.height()))
        self.scene.addItem(flash)
        self._flash_item = flash

    def _unflash(self, items: list[CardItem]) -> None:
        for item in items:
            item.set_glow(False)
        flash = getattr(self, "_flash_item", None)
        if flash is not None and flash.scene() is self.scene:
            self.scene.removeItem(flash)
        self._flash_item = None

    def _draw_from_pile(self, left: int) -> None:
        """A card leaves the draw pile: its count follows, and it goes only with its last card
        (it vanished under every card drawn, "Draw pile: 29" beside no pile)."""
        pile, label = self.scene.pile_item, self.scene.pile_label
        if pile is not None and pile.scene() is not None and left <= 0:
            pile.setVisible(False)
        if label is not None and label.scene() is not None and left >= 0:
            label.lines = [f"Draw pile: {left}"]
            label.update()

    def _note(self, text: str) -> None:
        flash = FlashItem(text, QSizeF(300, 44))
        flash.setPos(QPointF(L.RIGHT + 130, 130))
        self.scene.addItem(flash)
        self._flash_item = flash

    # ----- events -----------------------------------------------------------------------------
    def queue_events(self, events: list[Event]) -> None:
        scene = self.scene
        queue = scene.queue
        size = scene.card_size
        columns = {key: list(items) for key, items in scene.column_items.items()}
        hands = {row: list(items) for row, items in scene.hand_items.items()}
        supply = list(scene.supply_items)
        trophies = {row: len(items) for row, items in scene.trophies.items()}
        three: list[CardItem] = []
        left = scene.pile_left
        for event in events:
            data: dict[str, Any] = dict(event.data)
            kind = event.kind
            if kind == "card_played":
                row, k, name = scene.row_of(int(data["seat"])), int(data["column"]), str(data["card"])
                source = self._from_hand(row, name, hands)
                item = source if source.key == name and source.size == size else scene.card(name)
                item.draggable = False
                column = columns[(row, k)]
                column.append(item)
                spot = L.slot(row, k, len(column) - 1, len(column), size)
                depth = 3010 + len(column)
                queue.add(partial(self._fly, item, source, spot, depth))
            elif kind == "trio_made":
                row, k = scene.row_of(int(data["seat"])), int(data["column"])
                three = columns[(row, k)][-3:]
                del columns[(row, k)][-3:]
                top = L.slot(row, k, 0, 1, size)
                queue.call(partial(self._flash, list(three), top))
                queue.pause(FLASH_MS)
                queue.call(partial(self._unflash, list(three)))
            elif kind == "cards_discarded":
                queue.move_many([(item, L.DISCARD) for item in three], ms=FLY_MS + 60)
            elif kind == "facing_card_lost":
                row, k = scene.row_of(int(data["seat"])), int(data["column"])
                if columns[(row, k)]:
                    lost = columns[(row, k)].pop()
                    queue.call(partial(lost.set_glow, True))
                    queue.move(lost, L.DISCARD, ms=FLY_MS + 60)
            elif kind == "trio_card_taken":
                row = scene.row_of(int(data["seat"]))
                trophy = supply.pop() if supply else CardItem("trio:new", trio_card, None, L.TROPHY)
                spot = L.trophy_pos(row, trophies[row])
                trophies[row] += 1
                queue.add(partial(self._fly, trophy, None, spot, 3500, FLY_MS + 80))
            elif kind == "card_drawn":
                row = scene.row_of(int(data["seat"]))
                name = str(data["card"])
                shown = row == 1 and name != "?"
                item = scene.card(name if shown else "?", size if shown else L.SMALL)
                home = self._hand_spot(row)
                left -= 1  # the pile stays while cards are left in it, its count going down with each
                queue.call(partial(self._draw_from_pile, left))
                scene.pile_left = left  # a next move queued before this one's table is laid out counts on
                queue.add(partial(self._fly, item, None, home, 3600))
            elif kind == "bargain":
                giver, taker = scene.row_of(int(data["seat"])), scene.row_of(int(data["to"]))
                gave = self._from_hand(giver, str(data["gave"]), hands)
                took = self._from_hand(taker, str(data["took"]), hands)
                queue.call(partial(self._note, "Bargain!"))
                queue.move_many([(gave, self._hand_spot(taker)), (took, self._hand_spot(giver))], ms=FLY_MS + 140)
                queue.pause(250)
                queue.call(partial(self._unflash, []))
            elif kind == "last_turn":
                queue.call(partial(self._note, f"Last turn: {scene.seat_name(int(data['seat']))}"))
                queue.pause(700)
                queue.call(partial(self._unflash, []))
            elif kind == "passed":
                queue.call(partial(self._note, f"{scene.seat_name(int(data['seat']))}: pass"))
                queue.pause(400)
                queue.call(partial(self._unflash, []))
