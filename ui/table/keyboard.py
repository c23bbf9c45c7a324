"""Keyboard play: everything the mouse does, with Tab/arrows, Space, Enter and Escape.

Tab or the arrow keys move a focus ring over the items you can use; Space toggles a
selectable item; Enter on a draggable item lifts it (with the selection) and the ring then
walks the places it could go, legal ones glowing; Enter there drops it, Escape puts it back.
Enter on anything else is a click.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ui.table.targets import DropTarget, set_glow
from ui.table.theme import SELECTED


class KeyboardHost(Protocol):
    """What the driver needs of the table (a TableScene gives all of it)."""

    def addItem(self, item: QGraphicsItem) -> None: ...

    def keyboard_items(self) -> list[QGraphicsItem]: ...

    def my_turn(self) -> bool: ...

    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None: ...

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]: ...

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool: ...

    def play(self, move: Any) -> bool: ...

    def say(self, text: str) -> None: ...

    def refuse(self, reason: str) -> None: ...

    def lifted(self) -> None: ...

NEXT_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down)
PREV_KEYS = (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up)


class KeyboardDriver:
    def __init__(self, scene: KeyboardHost) -> None:
        self.scene = scene
        self.focus: QGraphicsItem | None = None
        self.carried: list[QGraphicsItem] = []
        self.targets: list[DropTarget] = []
        self._ring: QGraphicsRectItem | None = None

    @property
    def ring(self) -> QGraphicsRectItem:
        """The focus ring, made again if the scene was cleared under it."""
        ring = self._ring
        try:
            alive = ring is not None and ring.scene() is self.scene
        except RuntimeError:  # its C++ side was deleted by QGraphicsScene.clear()
            alive = False
        if not alive:
            ring = QGraphicsRectItem()
            ring.setPen(QPen(SELECTED, 2.5, Qt.PenStyle.DashLine))
            ring.setZValue(9000)
            ring.setVisible(False)
            self.scene.addItem(ring)
            self._ring = ring
        return ring  # type: ignore[return-value]

    def candidates(self) -> list[QGraphicsItem]:
        if self.carried:
            return [t.item for t in self.targets]
        return self.scene.keyboard_items()

    def handle(self, key: int) -> bool:
        """True when the key was used."""
        if key in NEXT_KEYS or key in PREV_KEYS:
            self.step(1 if key in NEXT_KEYS else -1)
            return True
        if key == Qt.Key.Key_Escape and self.carried:
            self.drop_carried(None)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate()
            return True
        if key == Qt.Key.Key_Space and self.focus is not None and getattr(self.focus, "selectable", False):
            if self.scene.my_turn():
                self.focus.setSelected(not self.focus.isSelected())
                self.focus.update()
            return True
        return False

    def step(self, direction: int) -> None:
        items = self.candidates()
        if not items:
            self.set_focus(None)
            return
        index = items.index(self.focus) + direction if self.focus in items else 0
        self.set_focus(items[index % len(items)])

    def set_focus(self, item: QGraphicsItem | None) -> None:
        self.focus = item
        if item is None or item.scene() is not self.scene:
            self.ring.setVisible(False)
            self.focus = None
            return
        self.ring.setRect(QRectF(item.sceneBoundingRect()).adjusted(-3, -3, 3, 3))
        self.ring.setVisible(True)
        target = next((t for t in self.targets if t.item is item), None)
        if target is not None and not target.legal and target.reason:
            self.scene.say(f"Not here: {target.reason}")

    def activate(self) -> None:
        scene = self.scene
        if self.carried:
            target = next((t for t in self.targets if t.item is self.focus), None)
            self.drop_carried(target)
            return
        if self.focus is None:
            self.step(1)
            return
        lifted = scene.pick(self.focus) if scene.my_turn() else None
        if lifted:
            scene.lifted()
            self.carried = lifted
            self.targets = scene.drag_targets(lifted)
            for target in self.targets:
                set_glow(target.item, target.legal)
            legal = [t.item for t in self.targets if t.legal]
            self.set_focus(legal[0] if legal else (self.targets[0].item if self.targets else None))
            scene.say("Choose where to put it with Tab or the arrows, Enter to drop, Escape to cancel.")
        else:
            scene.on_click(self.focus, self.focus.sceneBoundingRect().center())

    def drop_carried(self, target: DropTarget | None) -> None:
        for t in self.targets:
            set_glow(t.item, False)
        carried, self.carried, self.targets = self.carried, [], []
        if target is not None and target.legal:
            self.scene.play(target.move)
            self.set_focus(None)
        else:
            if target is not None and target.reason:
                self.scene.refuse(target.reason)
            self.set_focus(carried[0] if carried else None)

    def forget(self) -> None:
        """The table was rebuilt: old items are gone."""
        self.carried, self.targets = [], []
        self.set_focus(None)


def default_keyboard_items(scene: Any) -> list[QGraphicsItem]:
    items = [i for i in scene.items() if i.isVisible() and (
        getattr(i, "draggable", False) or getattr(i, "selectable", False) or getattr(i, "keyboard", False))]
    return sorted(items, key=lambda i: (round(i.sceneBoundingRect().top() / 40), i.sceneBoundingRect().left()))
