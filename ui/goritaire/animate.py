"""Goritaire events as table animations: each card movement of a collapse is its own step
(R6), so a fall of two rows shows as two moves and a Banana reaching the Ground is carried
to the discard pile before it disappears."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.describe import Names, sentence
from gamebox.core.events import Event
from gamebox.games.goritaire.pyramid import is_gorilla
from gamebox.games.goritaire.words import hand_words, meal_words
from ui.goritaire import layout as L
from ui.goritaire.art import card_back, card_face
from ui.table.animation import AnimationQueue
from ui.table.items import CardItem


class AnimatedTable(Protocol):
    """What the animations need of the table (the scene passes itself; no import of it here)."""

    queue: AnimationQueue
    lat: L.Lattice
    small: QSizeF
    spot_items: dict[tuple[int, int], CardItem]

    @property
    def as_printed(self) -> bool: ...  # every Gorilla eats, on any row (the "As printed" option)
    def hand_item(self, card: str) -> CardItem | None: ...
    def show_phase(self, name: str, turn: int) -> None: ...
    def flash(self, text: str) -> None: ...
    def player_names(self) -> Names: ...
    def relayout(self) -> None: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...

FALL_MS = 260
MOVE_MS = 240


def _spot(text: Any) -> tuple[int, int]:
    row, slot = str(text).split(".")
    return int(row), int(slot)


def _centre_on(item: CardItem, point: QPointF) -> QPointF:
    return QPointF(point.x() - item.size.width() / 2, point.y() - item.size.height() / 2)


def _phase_step(scene: AnimatedTable, name: str, turn: int) -> Callable[[], None]:
    return lambda: scene.show_phase(name, turn)


def _hide_step(item: CardItem) -> Callable[[], None]:
    return lambda: item.setVisible(False)


def _paid_step(item: CardItem) -> Callable[[], None]:
    """A Gorilla put to sleep to pay: no longer offered (its glow and its chosen look go)."""
    def paid() -> None:
        item.set_glow(False)
        item.setOpacity(1.0)

    return paid


def _landed_step(item: CardItem, code: str, dst: tuple[int, int], as_printed: bool) -> Callable[[], None]:
    """A card that fell or fled shows its new row's level, and whether it eats there, as it
    lands (it kept "L3" on the Ground until the whole collapse had landed); it was paid with
    already, so its glow goes."""
    def land() -> None:
        gorilla = is_gorilla(code)
        item.face = card_face(code, dst[0] if gorilla else 0, False, gorilla and (as_printed or dst[0] == 1))
        item.set_glow(False)
        item.update()

    return land


def queue_events(scene: AnimatedTable, events: list[Event]) -> None:
    """Queue one step per movement; the scene rebuilds from the model at the end."""
    queue = scene.queue
    lat = scene.lat
    items = scene.spot_items
    discard_point = L.DISCARD_POS + QPointF(scene.small.width() / 2, scene.small.height() / 2)
    deck_point = L.DECK_POS + QPointF(scene.small.width() / 2, scene.small.height() / 2)

    def new_card(card: str, at: QPointF) -> CardItem:
        item = CardItem(f"moving:{card}", card_face(card), card_back, QSizeF(lat.card))
        item.setTransformOriginPoint(item.rect().center())
        item.setZValue(3000)
        item.setPos(_centre_on(item, at))
        scene.addItem(item)
        return item

    floating: list[CardItem] = []
    for event in events:
        data = event.data
        kind = event.kind
        if kind == "phase":
            name, turn = str(data["name"]), int(data["turn"])
            queue.call(_phase_step(scene, name, turn))
            queue.pause(140)
        elif kind == "card_played":
            dst = _spot(data["dst"])
            item = scene.hand_item(str(data["card"]))
            if item is None:
                item = new_card(str(data["card"]), L.HAND_CENTRE)
            item.setRotation(0)
            items[dst] = item
            queue.move(item, lat.pos(dst), MOVE_MS)
        elif kind == "sleep":
            spot = _spot(data["spot"])
            item = items.get(spot)
            if item is not None:
                queue.call(_paid_step(item))
                queue.move(item, lat.pos(spot), 180, rotation=90.0, scale=lat.sleeping_scale)
        elif kind == "awaken":
            for text in data["spots"]:
                spot = _spot(text)
                if spot in items:
                    queue.move(items[spot], lat.pos(spot), 120, rotation=0.0, scale=1.0)
        elif kind in ("fall", "flee"):
            src, dst = _spot(data["src"]), _spot(data["dst"])
            item = items.pop(src, None)
            if item is not None:
                items[dst] = item
                item.setZValue(100 - dst[0])
                queue.move(item, lat.pos(dst), FALL_MS)
                queue.call(_landed_step(item, str(data["card"]), dst, scene.as_printed))
        elif kind in ("sacrifice", "banana_discarded"):
            item = items.pop(_spot(data["src"]), None)
            if item is not None:
                queue.move(item, _centre_on(item, discard_point), MOVE_MS)
                queue.call(_hide_step(item))
        elif kind == "swap":
            a, b = _spot(data["banana"]), _spot(data["gorilla"])
            first, second = items.get(a), items.get(b)
            if first is not None and second is not None:
                items[a], items[b] = second, first
                queue.move_many([(first, lat.pos(b)), (second, lat.pos(a))], MOVE_MS)
        elif kind in ("draw", "reveal"):
            card = str(data["card"])
            item = new_card(card, deck_point)
            floating.append(item)
            if kind == "draw":
                queue.move(item, _centre_on(item, L.HAND_CENTRE + QPointF(0, 60)), MOVE_MS)
            else:
                queue.pause(450)  # let the player see the revealed card
        elif kind == "card_moved" and floating:
            item = floating[-1]
            target = discard_point if data["dst"] == "discard" else L.HAND_CENTRE + QPointF(0, 60)
            queue.move(item, _centre_on(item, target), MOVE_MS)
        elif kind == "peek":
            for n, card in enumerate(str(data["cards"])):
                item = new_card(card, deck_point + QPointF(30 + n * 24, 0))
                floating.append(item)
            queue.pause(500)
        elif kind == "eat" and (meal := meal_words(event, hand_words(scene.player_names()))):
            scene.flash(sentence(meal))
            queue.pause(260)
    def drop_floating() -> None:
        for it in floating:
            if it.scene() is scene:
                scene.removeItem(it)

    queue.call(drop_floating)
    queue.call(scene.relayout)
