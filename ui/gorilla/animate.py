"""Queue the Gorilla table's animations for a move's events (scene.animate_events).

It knows the table only through `Table` (the little it needs), so it never imports the scene.
Each change shows when its motion lands: a played card flies to the pile, then the race (if
any) starts; drawn cards fly to their hand; the table is laid out anew at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.describe import plural
from gamebox.core.events import Event
from gamebox.games.gorilla.cards import CARD_BY_NAME
from gamebox.games.gorilla.words import ORDINALS
from ui.gorilla import layout as L
from ui.gorilla.widgets import DirectionRing, LabelItem
from ui.table.animation import AnimationQueue
from ui.table.curtain import hold_drawn_cards
from ui.table.items import CardItem


class Table(Protocol):
    """What the animations use of the Gorilla scene."""

    queue: AnimationQueue
    viewer_seat: int | None
    card_size: QSizeF
    small: QSizeF
    hand_items: dict[int, CardItem]
    covered_hand: list[CardItem]
    plates: dict[int, Any]
    ring: Any
    marks: dict[int, tuple[str, bool]]
    late_tappers: frozenset[int]
    statusChanged: Any
    hand_unseen: bool  # a shared screen where everyone looks: the bottom hand lies face down
    stack_label: LabelItem | None
    stack_left: int

    @property
    def hot_seat(self) -> bool: ...
    def _base_seat(self) -> int: ...
    def _card(self, card: int, size: QSizeF) -> CardItem: ...
    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem: ...
    def seat_anchor(self, seat: int) -> QPointF: ...
    def bubble_anchor(self, seat: int) -> QPointF: ...
    def items(self) -> list[QGraphicsItem]: ...
    def seat_name(self, seat: int | None) -> str: ...
    def full_name(self, seat: int) -> str: ...
    def ring_texts(self, direction: int, players: int) -> tuple[str, str]: ...
    def is_you(self, seat: int) -> bool: ...
    def bubble(self, text: str, at: QPointF, bad: bool = False, ms: int = 450, hurry: bool = False) -> None: ...
    def start_race(self) -> None: ...


def _adder(scene: Table, item: QGraphicsItem, pos: QPointF) -> Callable[[], None]:
    def add() -> None:
        scene._add(item, pos)

    return add


def _turn_up(scene: Table, back: CardItem, face: CardItem) -> Callable[[], None]:
    """The face-down card `back` of the bottom hand leaves as `face`, from where it lay: the
    hand kept one back too many (its count already one less) until the table was built again."""
    def turn() -> None:
        pos = back.pos()
        if back.scene() is not None:
            back.scene().removeItem(back)
        scene._add(face, pos)

    return turn


def _fan_spot(scene: Table, seat: int) -> QPointF:
    """Where a card leaves or joins an opponent's little fan under its plate: the fan's middle,
    for a card shrunk to the fan's size (a full-size card at the plate's centre stood half off
    the table's top edge for a top seat)."""
    anchor = scene.seat_anchor(seat)
    return QPointF(anchor.x() - scene.small.width() / 2, anchor.y() + L.FAN_DROP)


def _shrink(scene: Table) -> float:
    return scene.small.width() / scene.card_size.width()


def _badge(scene: Table, seat: int, text: str) -> Callable[[], None]:
    def mark() -> None:
        plate = scene.plates.get(seat)
        if plate is not None and plate.scene() is not None:
            plate.set_badge(text, True)

    return mark


def _recount(scene: Table, seat: int, change: int) -> Callable[[], None]:
    """A seat plate's card count follows each card as it leaves or joins the hand (it kept the
    count of before the move until the whole move had landed: "5 cards" with 4 in the hand)."""
    def count() -> None:
        plate = scene.plates.get(seat)
        if plate is not None and plate.scene() is not None:
            plate.count = max(0, plate.count + change)
            plate.update()

    return count


def _stack_count(scene: Table, left: int) -> Callable[[], None]:
    def count() -> None:
        label = scene.stack_label
        if label is not None and label.scene() is not None and left >= 0:
            label.text = f"Stack: {left}"
            label.update()

    return count


def _thin_fan(scene: Table, seat: int) -> Callable[[], None]:
    """An opponent's little fan loses a back as a card leaves it, so it never shows more cards
    than its plate counts ("2 cards" over three backs until the whole move had landed)."""
    def thin() -> None:
        plate = scene.plates.get(seat)
        if plate is None:
            return
        prefix = f"hand:{seat}:"
        backs = sorted((item for item in scene.items()
                        if str(getattr(item, "key", "")).startswith(prefix) and item.isVisible()),
                       key=lambda item: int(str(item.key)[len(prefix):]))  # type: ignore[attr-defined]
        for back in backs[min(plate.count, L.FAN_MOST):]:
            back.setVisible(False)

    return thin


def badges(events: Sequence[Event], late: frozenset[int] = frozenset()) -> dict[int, tuple[str, bool]]:
    """The seat plates' badges a move leaves until the next one: seat -> (text, bad). Set when
    the move is shown, and again from the last move after an undo or redo lays the table out
    anew (so "Gorilla!" stays on the caller). `late`: seats the race's time limit caught."""
    marks: dict[int, tuple[str, bool]] = {}
    for event in events:
        data = event.data
        seat = int(data.get("seat", -1))
        if event.kind == "card_drawn" and data.get("reason") == "caught":
            marks[seat] = ("caught: drew 1", True)
        elif event.kind == "player_skipped":
            marks[seat] = ("misses a turn", True)
        elif event.kind == "tap_race":
            for place, tapper in enumerate(data["order"], start=1):
                marks[tapper] = ("too slow", True) if tapper in late else (f"tapped {ORDINALS[place - 1]}", False)
            marks[data["loser"]] = ("last: drew 3", True)
        elif event.kind == "gorilla_called":
            marks[seat] = ("Gorilla!", False)
        elif event.kind == "call_missed":
            marks[seat] = ("no call…", True)
    return marks


def queue_events(scene: Table, events: list[Event], hurry: bool = False) -> None:
    """hurry: the table is behind the game (several moves queued): quicker moves, no bubbles."""
    viewer = scene.viewer_seat
    fly = 110 if hurry else 260

    def bubble(text: str, at: QPointF, bad: bool = False, ms: int = 450) -> None:
        scene.bubble(text, at, bad, ms, hurry)

    scene.marks.update(badges(events, scene.late_tappers))
    scene.late_tappers = frozenset()
    for event in events:
        data = event.data
        kind = event.kind
        seat = data.get("seat", -1)
        if kind == "card_played":
            scene.queue.call(_recount(scene, seat, -1))
            card = CARD_BY_NAME[data["card"]]
            bottom = seat == scene._base_seat()
            item = scene.hand_items.get(card) if bottom else None
            back = scene.covered_hand.pop() if item is None and bottom and scene.covered_hand else None
            if back is not None:  # the bottom hand lies face down (watched, or covered): one of its cards turns up
                item = scene._card(card, scene.card_size)
                item.setRotation(back.rotation())
                scene.queue.call(_turn_up(scene, back, item))
            elif item is None:
                item = scene._card(card, scene.card_size)  # out of the seat's little fan, growing
                item.setScale(_shrink(scene))
                scene.queue.call(_thin_fan(scene, seat))
                scene.queue.call(_adder(scene, item, _fan_spot(scene, seat)))
            item.setZValue(800)
            scene.queue.move(item, L.centred(L.PILE, scene.card_size), ms=fly, rotation=0.0, scale=1.0)
            if data["card"].endswith("gorilla"):
                scene.queue.call(scene.start_race)  # the Gorilla lies on the pile: tap now
        elif kind == "card_drawn":
            scene.stack_left -= 1  # the stack's count follows each card (27 went to 24 at once, after the move)
            scene.queue.call(_stack_count(scene, scene.stack_left))
            # not while everyone at a shared screen looks (a caught person's penalty card showed
            # face up to the people waiting to catch)
            visible = seat == viewer and not scene.hand_unseen
            item = scene._card(CARD_BY_NAME[data["card"]] if visible else -1, scene.card_size)
            item.setZValue(850)
            scene.queue.call(_adder(scene, item, L.centred(L.STACK, scene.card_size)))
            if seat == scene._base_seat():
                scene.queue.move(item, L.centred(L.HAND_CENTRE, scene.card_size), ms=fly * 3 // 4)
            else:  # into the seat's little fan, shrinking on the way
                scene.queue.move(item, _fan_spot(scene, seat), ms=fly * 3 // 4, scale=_shrink(scene))
            scene.queue.call(_recount(scene, seat, 1))
            kept = not any(e.kind == "card_played" and e.data.get("card") == data["card"] for e in events)
            if visible and kept and scene.hot_seat:  # seen before the next person's curtain covers it
                hold_drawn_cards(scene)
        elif kind == "direction_reversed":
            ring = scene.ring

            def turn(r: DirectionRing | None = ring, d: int = data["direction"]) -> None:
                if r is not None and r.scene() is not None:  # the arrows and the names' order turn together
                    r.direction = d
                    r.order_text, r.short_text = scene.ring_texts(d, len(scene.plates))
                    r.update()

            scene.queue.call(turn)
            bubble("Reverse!", QPointF(L.PILE.x(), L.PILE.y() - 120))
        elif kind == "player_skipped":
            # a card made them lose the turn: "skipped" read as if they had chosen to pass
            scene.queue.call(_badge(scene, seat, "misses a turn"))
            miss = "miss" if scene.is_you(seat) else "misses"
            bubble(f"{scene.seat_name(seat)} {miss} a turn", scene.bubble_anchor(seat), bad=True)
        elif kind == "panther":
            bubble("Panther: everyone else draws 1", QPointF(L.PILE.x(), L.PILE.y() - 120), ms=350)
        elif kind == "gorilla_landed":
            bubble("GORILLA!", QPointF(L.PILE.x(), L.PILE.y() - 120), ms=500)
        elif kind == "tap_race":
            loser = data["loser"]
            bubble(f"{scene.seat_name(loser)} came last!", scene.bubble_anchor(loser), bad=True, ms=700)
        elif kind == "gorilla_called":
            bubble("Gorilla!", scene.bubble_anchor(seat))
        elif kind == "caught":  # the caught seat draws the penalty card
            was = "were" if scene.is_you(seat) else "was"
            bubble(f"{scene.seat_name(seat)} {was} caught!", scene.bubble_anchor(seat), bad=True)
        elif kind == "stack_rebuilt":
            scene.stack_left = int(data["count"])
            scene.queue.call(_stack_count(scene, scene.stack_left))
            bubble(f"Stack rebuilt ({plural(int(data['count']), 'card')})", QPointF(L.STACK.x(), L.STACK.y() - 100))
        elif kind in ("no_card", "open_passed"):
            bubble("No card to draw", scene.bubble_anchor(seat), ms=350)
