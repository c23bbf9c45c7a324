"""The Girafferaffe table's animations: every card and apple of a move flies where the rules
say, in order (the Robot's draws and play included), and the table is laid out again from
the position right after that move only when its last piece has landed, never from a later
one (the session may already have played on while this move was still being shown).

This module knows the scene only through the small `Host` protocol below, so it does not
import the scene (no import circle).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsObject

from gamebox.core.events import Event
from ui.table.animation import AnimationQueue
from ui.table.curtain import hold_drawn_cards
from ui.table.theme import duration

CARD_MS = 260
APPLE_MS = 200
ROBOT_PAUSE_MS = 250
ROBOT_PLAYING = "The Robot is playing…"
# the lost round is read out over the table before the new deal (2.8 s had gone by before a
# player had read its lines): with a person at the table until they click or press a key, with
# only computers playing 9 s (4 s at "Instant", where the whole table is dealt anew at once)
ROUND_PAUSE_MS = 9000
ROUND_LEAST_MS = 4000  # even at "Instant": the whole table is dealt anew, and this says why


class Host(Protocol):
    """What the animations need of the scene."""

    queue: AnimationQueue
    viewer_seat: int | None
    statusChanged: Any

    @property
    def hot_seat(self) -> bool: ...

    @property
    def people_play(self) -> bool: ...

    def full_name(self, seat: int) -> str: ...

    def zone_point(self, zone: str, n: int = 0) -> QPointF: ...

    def source_item(self, text: str, src: str, used: set[int]) -> QGraphicsObject: ...

    def temp_apple(self, src: str) -> QGraphicsObject: ...

    def landing(self, dst: str, text: str, copy_no: int, after: Any, n: int = 0) -> tuple[QPointF, float] | None: ...

    def show_round(self, data: dict[str, Any], mid: Any = None) -> None: ...

    def build(self, view: Any) -> None: ...

    def robot_turn_starts(self, mid: Any = None) -> None: ...

    def piece_landed(self, src: str, dst: str) -> None: ...


def round_ends_game(data: Mapping[str, Any]) -> bool:
    """A lost round's event data: its rotten apple is someone's second (G11), the game is over."""
    return max((int(n) for n in data.get("rotten", [])), default=0) >= 2


class MoveAnimator:
    """Queues the animation of one move's events on the host's queue."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.moving: QGraphicsObject | None = None
        # cards this move already flew somewhere, by (zone, card): a card the Robot draws and
        # then plays in the same turn leaves its hand from where it landed
        self.landed: dict[tuple[str, str], QGraphicsObject] = {}

    def animate(self, events: list[Event], after: Any, mid: Any = None) -> None:
        """Fly each piece in the order the rules report it, then lay out `after` (the view
        right after this move). `mid` is the view after the mover's own part: the table's
        counts show it while the Robot's turn flies (solo) or a lost round is told."""
        host = self.host
        queue = host.queue
        queue.call(self.landed.clear)
        used: set[int] = set()
        placed: dict[str, int] = {}
        same: dict[tuple[str, str], int] = {}
        for event in events:
            data = event.data
            if event.kind == "card_moved":
                src, dst, text = str(data["src"]), str(data["dst"]), str(data["card"])
                n = placed.get(dst, 0)
                placed[dst] = n + 1
                copy_no = same.get((dst, text), 0)
                same[(dst, text)] = copy_no + 1
                queue.call(partial(self._lift_card, text, src, used))
                queue.add(partial(self._fly, dst, n, CARD_MS, (text, copy_no, after)))
                queue.call(partial(host.piece_landed, src, dst))
            elif event.kind == "apple_moved":
                queue.call(partial(self._lift_apple, str(data["src"])))
                queue.add(partial(self._fly, str(data["dst"]), 0, APPLE_MS, None))
                queue.call(partial(host.piece_landed, str(data["src"]), str(data["dst"])))
            elif event.kind == "round_lost":
                queue.call(partial(host.show_round, dict(data), mid))
                if not round_ends_game(data):  # the end screen tells the last one, and waits itself
                    queue.read(ROUND_PAUSE_MS, ROUND_LEAST_MS, until_told=host.people_play)
            elif event.kind == "robot_turn":  # its whole turn flies now: the status line says so meanwhile
                queue.call(partial(host.robot_turn_starts, mid))
                queue.pause(ROBOT_PAUSE_MS)
        queue.call(partial(host.build, after))
        mine = f"hand:{host.viewer_seat}"
        drew = any(e.kind == "card_moved" and e.data.get("src") == "redraw" and e.data.get("dst") == mine for e in events)
        if drew and host.hot_seat:
            hold_drawn_cards(host)  # the cards drawn lie in the hand: seen before the next curtain

    def _lift_card(self, text: str, src: str, used: set[int]) -> None:
        item = self.landed.pop((src, text), None)
        if item is None or item.scene() is None:
            item = self.host.source_item(text, src, used)
        item.setZValue(3000)
        self.moving = item

    def _lift_apple(self, src: str) -> None:
        self.moving = self.host.temp_apple(src)

    def _fly(self, dst: str, n: int, ms: int, card: tuple[str, int, Any] | None) -> Any:
        """One piece flies; a card landing on a tree goes to its own slot of the new top play
        and shrinks to the tree's card size on the way."""
        item = self.moving
        if item is None:
            return None
        if card is not None and card[0] != "?":
            self.landed[(dst, card[0])] = item
        landing = self.host.landing(dst, card[0], card[1], card[2], n) if card is not None else None
        point, scale = landing if landing is not None else (self.host.zone_point(dst, n), item.scale())
        rotation = 0.0 if landing is not None else item.rotation()  # a card on a tree lies upright
        queue = self.host.queue
        move = queue.move_now(item, point, ms)
        time = duration(ms, queue.speed)
        changes = [(name, end) for name, end, now in ((b"scale", scale, item.scale()),
                                                      (b"rotation", rotation, item.rotation()))
                   if abs(end - now) >= 1e-3]
        if time <= 0 or item.scene() is None or not changes:
            if time <= 0:
                item.setScale(scale)
                item.setRotation(rotation)
            return move
        group = QParallelAnimationGroup()
        if move is not None:
            group.addAnimation(move)
        for name, end in changes:
            change = QPropertyAnimation(item, name)
            change.setDuration(time)
            change.setEndValue(end)
            change.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(change)
        return group
