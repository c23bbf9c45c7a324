"""One animation queue: items change only through it, step after step; input waits while it runs."""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

from ui.table.theme import duration

Step = Callable[[], "QAbstractAnimation | None"]

READ_UNTIL_TOLD_MS = 24 * 3600 * 1000  # `read` with a person at the table: until a click or a key
OWN_DRAW_HOLD_MS = 1100  # a shared screen: the card you drew stays in sight this long before the next curtain
LOOK_BACK_MS = 700  # a shared screen: the mover sees their move land this long before the next curtain (scaled by speed)


class AnimationQueue(QObject):
    """Steps run one after another. A step is a function that builds its animation when its
    turn comes (so it starts from where items are then) or does its work and returns None.
    speed scales every duration; 0 makes everything instant."""

    idle = Signal()

    def __init__(self, speed: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = speed
        self._steps: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._draining = False
        self._idle_due = False
        self._reading: QAbstractAnimation | None = None

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._steps) or self._draining

    def add(self, step: Step) -> None:
        self._steps.append(step)
        if not self._running and not self._draining:
            self._drain()

    def call(self, fn: Callable[[], None]) -> None:
        """Run fn in order with the animations."""

        def step() -> None:
            fn()
            return None

        self.add(step)

    def hold(self, ms: int) -> None:
        """Wait `ms` whatever the speed: a sight the player must have (a card they drew, before
        the shared screen's curtain covers it), not a flourish the speed setting may skip."""
        self._wait(lambda: ms)

    def pause(self, ms: int, least: int = 0) -> None:
        """Wait `ms` scaled by the speed, and at least `least` ms at any speed (a sight the
        player must not miss even at "Instant", such as a new deal replacing the table)."""
        self._wait(lambda: max(duration(ms, self.speed), least))

    def read(self, ms: int, least: int = 0, until_told: bool = False) -> None:
        """A pause like `pause` for words the player reads at their own pace: a click or a key
        ends it early (`skip_reading`), and it waits long enough for a slow reader; with
        `until_told` it waits for that click or key however long it takes (a person plays)."""
        self._wait(lambda: READ_UNTIL_TOLD_MS if until_told else max(duration(ms, self.speed), least), reading=True)

    @property
    def reading(self) -> bool:
        """The running step is a pause of `read`."""
        return self._running is not None and self._running is self._reading

    def skip_reading(self) -> bool:
        """End a running `read` pause now (the steps after it run as usual); False if none runs."""
        if not self.reading:
            return False
        self.finish_running()
        return True

    def _wait(self, length: Callable[[], int], reading: bool = False) -> None:
        def step() -> QAbstractAnimation | None:
            time = length()
            if time <= 0:
                return None
            if reading:  # a pause animation: Qt sleeps through it, however long it waits
                self._reading = QPauseAnimation(time)
                return self._reading
            anim = QVariantAnimation()
            anim.setDuration(time)
            anim.setStartValue(0)
            anim.setEndValue(1)
            return anim

        self.add(step)

    def move(self, item: QGraphicsObject, pos: QPointF, ms: int = 220, rotation: float | None = None,
             scale: float | None = None) -> None:
        """Move (and optionally turn or resize) one item."""
        self.add(lambda: self.move_now(item, pos, ms, rotation, scale))

    def move_many(self, moves: Iterable[tuple[QGraphicsObject, QPointF]], ms: int = 220) -> None:
        """Move several items together (one step)."""
        pairs = list(moves)

        def step() -> QAbstractAnimation | None:
            group = QParallelAnimationGroup()
            for item, pos in pairs:
                anim = self.move_now(item, pos, ms)
                if anim is not None:
                    group.addAnimation(anim)
            return group if group.animationCount() else None

        self.add(step)

    def move_now(self, item: QGraphicsObject, pos: QPointF, ms: int = 220,
                 rotation: float | None = None, scale: float | None = None) -> QAbstractAnimation | None:
        """An animation (not queued) moving an item; None when instant or already there."""
        time = duration(ms, self.speed)
        if time <= 0 or item.scene() is None:
            item.setPos(pos)
            if rotation is not None:
                item.setRotation(rotation)
            if scale is not None:
                item.setScale(scale)
            return None
        group = QParallelAnimationGroup()
        for name, now, end in ((b"pos", item.pos(), pos), (b"rotation", item.rotation(), rotation),
                               (b"scale", item.scale(), scale)):
            if end is not None and now != end:
                anim = QPropertyAnimation(item, name)
                anim.setDuration(time)
                anim.setEndValue(end)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
        return group if group.animationCount() else None

    def clear(self) -> None:
        """Drop pending steps and finish the running one at once (used on undo/restart)."""
        self._steps.clear()
        running, self._running = self._running, None
        if running is not None:
            running.finished.disconnect(self._on_finished)
            running.setCurrentTime(running.totalDuration())
            running.stop()

    def finish_running(self) -> None:
        """The running animation jumps to its end and the steps after it run as usual: its
        items are about to be laid out again (a rebuild took them from under it, and Qt warned
        of an animation without target as the card jumped)."""
        running, self._running = self._running, None
        if running is None:
            return
        running.finished.disconnect(self._on_finished)
        running.setCurrentTime(running.totalDuration())
        running.stop()
        QTimer.singleShot(0, self, self._drain)

    def _drain(self) -> None:
        self._draining = True
        try:
            while self._steps and self._running is None:
                anim = self._steps.popleft()()
                if anim is not None:
                    self._running = anim
                    anim.finished.connect(self._on_finished)
                    anim.start()
        finally:
            self._draining = False
        if not self.busy and not self._idle_due:
            # told once the caller is done: a move queues its steps one by one, and when the
            # first is instant the queue is empty for a moment before the next one arrives
            self._idle_due = True
            QTimer.singleShot(0, self, self._announce_idle)

    def _announce_idle(self) -> None:
        self._idle_due = False
        if not self.busy:
            self.idle.emit()

    def _on_finished(self) -> None:
        self._running = None
        QTimer.singleShot(0, self, self._drain)  # not once the queue has gone
