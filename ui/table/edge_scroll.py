"""Scrolling a big table (Sifaka's) while a card is dragged to the window's edge.

A card held near an edge of the view scrolls the table that way, faster the nearer the edge,
so a place off screen can be reached in the same drag (only the arrow keys did it before).
After each step the last mouse move is sent again: the card stays under the pointer and the
place under it is asked again, as if the player had moved. A drag begun inside a band (Sifaka's
card stands at the window's right edge) scrolls only once the pointer has left the bands."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

TICK_MS = 30
EDGE_SHARE = 0.07  # of the view's width (height) from each edge, the band that scrolls
EDGE_LEAST, EDGE_MOST = 24, 56  # the band in pixels, at least and at most
STEP_MOST = 22  # pixels a tick at the very edge


class Pannable(Protocol):
    def viewport(self) -> QWidget: ...
    def pan(self, dx: int, dy: int) -> None: ...
    def scroll_position(self) -> tuple[int, int]: ...


def edge_speed(pos: QPoint, width: int, height: int) -> tuple[int, int]:
    """Pixels to scroll a tick for a pointer at `pos` in a view of that size: 0 outside the
    edge bands, more the deeper into a band (the pointer beyond the view scrolls the most)."""

    def along(at: int, size: int) -> int:
        band = max(EDGE_LEAST, min(EDGE_MOST, int(size * EDGE_SHARE)))
        if size < 4 * band:  # a view too small for bands on both sides: no scrolling
            return 0
        if at < band:
            return -max(1, round(STEP_MOST * min(1.0, (band - at) / band)))
        if at > size - band:
            return max(1, round(STEP_MOST * min(1.0, (at - (size - band)) / band)))
        return 0

    return along(pos.x(), width), along(pos.y(), height)


class EdgeScroll(QObject):
    """One view's edge scrolling: `moved` with each mouse move while a card is carried, `stop`
    when it is let go (or the mouse is taken)."""

    def __init__(self, view: Pannable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.pointer = QPoint()
        self.modifiers = Qt.KeyboardModifier.NoModifier
        self.speed = (0, 0)
        self.armed = False  # the pointer has been away from the edges in this drag
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)

    def moved(self, pointer: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        self.pointer, self.modifiers = QPoint(pointer), modifiers
        size = self.view.viewport().size()
        self.speed = edge_speed(pointer, size.width(), size.height())
        self.armed = self.armed or self.speed == (0, 0)
        if self.speed == (0, 0) or not self.armed:
            self.timer.stop()
        elif not self.timer.isActive():
            self.timer.start()

    def stop(self) -> None:
        """The drag ended (or none goes on): the next one arms afresh."""
        self.timer.stop()
        self.speed = (0, 0)
        self.armed = False

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def _tick(self) -> None:
        before = self.view.scroll_position()
        self.view.pan(*self.speed)
        if self.view.scroll_position() == before:
            return  # the table's edge: nothing more that way
        viewport = self.view.viewport()
        held = Qt.MouseButton.LeftButton
        event = QMouseEvent(QEvent.Type.MouseMove, QPointF(self.pointer), QPointF(viewport.mapToGlobal(self.pointer)),
                            Qt.MouseButton.NoButton, held, self.modifiers)
        QApplication.sendEvent(viewport, event)
