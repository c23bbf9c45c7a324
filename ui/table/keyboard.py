"""Keyboard play: everything the mouse does, with Tab/arrows, Space, Enter and Escape.

Tab moves a focus ring over the items you can use in reading order, an arrow key to the
nearest one that way (`nearest_towards`); Space toggles a
selectable item; Enter on a draggable item lifts it (with the selection: each lifted item is
outlined) and the ring then walks the places it could go, legal ones glowing, the status line
saying what Enter would do there or why the place refuses; Enter there drops it, Escape puts
it back. Enter on anything else is a click.

Keys pressed while the table animates wait for it (`pending`) instead of being lost, and when
the table is laid out again after a move the ring comes back on the same item, or the one
nearest to where it was (`forget` remembers it, `settle` puts it back).

A warning over the table (a scene's `keyboard_overlay()` gives an `Overlay`, e.g. Goritaire's
"This would lose the deal") takes the keyboard while it is shown: Tab and the arrows walk only
its buttons, starting on the harmless one, Enter or Space presses the one the ring is on (the
harmless one when the ring is elsewhere), Escape is its "no". The table behind it is out of
reach until it goes; then the ring comes back where it was before the warning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from gamebox.core.describe import full_stop
from ui.spatial import ARROWS, nearest_towards
from ui.table.items import CardItem
from ui.table.targets import DropTarget, set_glow
from ui.table.theme import SELECTED


class KeyboardHost(Protocol):
    """What the driver needs of the table (a TableScene gives all of it)."""

    session: Any  # its `result` (None while the game goes on)

    def addItem(self, item: QGraphicsItem) -> None: ...

    def clearSelection(self) -> None: ...

    def selectedItems(self) -> list[QGraphicsItem]: ...

    def keyboard_items(self) -> list[QGraphicsItem]: ...

    def my_turn(self) -> bool: ...

    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None: ...

    def carry_marks(self, start: QGraphicsItem, lifted: list[QGraphicsItem]) -> None: ...

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]: ...

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool: ...

    def play(self, move: Any) -> bool: ...

    def say(self, text: str) -> None: ...

    def refuse(self, reason: str) -> None: ...

    def lifted(self) -> None: ...

    def update_status(self) -> None: ...

    def keyboard_focused(self, item: QGraphicsItem | None) -> None: ...


@dataclass(frozen=True)
class Overlay:
    """A warning over the table that takes the keyboard while it is shown."""

    buttons: list[QGraphicsItem]  # what Tab walks, in reading order
    default: QGraphicsItem  # the harmless answer: where the ring goes first, what a stray Enter presses
    cancel: Callable[[], None]  # Escape: "no"


def overlay_of(scene: Any) -> Overlay | None:
    """The scene's warning now shown (a scene without `keyboard_overlay` never has one)."""
    hook = getattr(scene, "keyboard_overlay", None)
    overlay = hook() if callable(hook) else None
    return overlay if isinstance(overlay, Overlay) and overlay.buttons else None


NEXT_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down)
PREV_KEYS = (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up)
ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)
WAITING_KEYS = 6  # keys kept while the table animates (more are dropped)
CARRIED_Z = 5000  # carried items (in their order), over the table as a dragged one, under the outlines (8999)

ELSEWHERE = "Tab or the arrows: another place; Escape: put it back."


def carry_words(legal: bool, reason: str = "", more: str = "", here: str = "", many: bool = False) -> str:
    """What the keys do with a carried card on a place: where it fits, Enter and the way on
    (`PUT_HERE`); else why not and `ELSEWHERE`. `more` is a table's own key while carrying
    ("R turns the card": Sifaka's keyboard players were never told it); `here`, a place's own
    words for Enter (a place's `drop_words`: "Enter puts it here" on TRIO's bargaining card
    never said the card would be given away). `many`: several cards are carried ("them", not "it")."""
    extra = f"{more}; " if more else ""
    it = "them" if many else "it"
    if legal:
        return f"{here or f'Enter puts {it} here'}; {extra}Tab or the arrows choose another place; Escape puts {it} back."
    return f"{not_here(reason) + ' ' if reason else ''}{extra}{ELSEWHERE.replace('put it back', f'put {it} back')}"


PUT_HERE = carry_words(True)


class KeyboardDriver:
    def __init__(self, scene: KeyboardHost) -> None:
        self.scene = scene
        self.focus: QGraphicsItem | None = None
        self.carried: list[QGraphicsItem] = []
        self.targets: list[DropTarget] = []
        self._ring: QGraphicsRectItem | None = None
        self._marks: list[QGraphicsRectItem] = []  # outlines of the carried items
        self._raised: list[tuple[QGraphicsItem, float, float]] = []  # carried items: their own height, the raised one
        self._remembered: tuple[tuple[Any, Any], QPointF] | None = None  # the focus before a relayout
        self._before_overlay: tuple[tuple[Any, Any], QPointF] | None = None  # where the ring was before a warning
        self.pending: list[int] = []  # keys pressed while the table animated
        self.prefer: Any = None  # a hinted move: once Enter lifts its card, the ring waits on its place
        self.in_use = False  # the player plays with the keys (a key used since the mouse last was)
        self._afresh = False  # a new turn: the ring goes to the first place once the table is still

    def kept_items(self) -> list[QGraphicsItem]:
        """What a relayout keeps on the table: the focus ring, once made."""
        return [self._ring] if self._ring is not None else []

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
        if self.scene.session.result is not None:  # a finished table: the keys go to its result
            return []
        if self.carried:
            # the places that take it first, then the others with their reasons (TRIO's Tab went
            # through the opponent's five columns, never a place for your card, before the rest)
            return [t.item for t in sorted(self.targets, key=lambda t: not t.legal)]
        return self.scene.keyboard_items()

    def handle(self, key: int) -> bool:
        """True when the key was used."""
        overlay = overlay_of(self.scene)
        if overlay is not None:
            return self._answer(overlay, key)
        used = self._handle(key)
        if used:
            self.in_use = True
            self._to_overlay()
        return used

    def _handle(self, key: int) -> bool:
        if key in ARROWS and self.focus is not None and self.focus in self.candidates():
            self.towards(ARROWS[key])
            return True
        if key in NEXT_KEYS or key in PREV_KEYS:
            self.step(1 if key in NEXT_KEYS else -1)
            return True
        if key == Qt.Key.Key_Escape and self.carried:
            self.drop_carried(None)
            return True
        if key == Qt.Key.Key_Escape:  # a choice the table offers a Cancel for (Goritaire's paying)
            cancel = getattr(self.scene, "escape_item", lambda: None)()
            if cancel is not None:
                self.set_focus(None)
                self.scene.on_click(cancel, cancel.sceneBoundingRect().center())
                return True
            if self.scene.selectedItems() and self.scene.my_turn():
                # the cards chosen (with Space, or by a hint) are put down: a hinted card put back
                # with Escape stayed chosen and went along with the next card Enter lifted
                self.scene.clearSelection()
                return True
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate()
            return True
        if key == Qt.Key.Key_Space and self.focus is not None and getattr(self.focus, "selectable", False):
            if self.scene.my_turn():
                self.focus.setSelected(not self.focus.isSelected())
                self.focus.update()
            return True
        return False

    def _to_overlay(self) -> None:
        """A key made a warning appear (Enter dropped a card on a losing spot): the ring goes
        onto its harmless button, and where it was is kept for when the warning goes."""
        overlay = overlay_of(self.scene)
        if overlay is None or self.focus in overlay.buttons:
            return
        focus = self.focus
        if focus is not None and _shown(focus, self.scene):
            self._before_overlay = (_identity(focus), focus.sceneBoundingRect().center())
        elif self._remembered is not None:  # the table was laid out again under the ring
            self._before_overlay, self._remembered = self._remembered, None
        self.set_focus(overlay.default)

    def _answer(self, overlay: Overlay, key: int) -> bool:
        """A key while a warning is shown: only its buttons take it."""
        if self.carried:
            self.drop_carried(None)
        if key in NEXT_KEYS or key in PREV_KEYS:
            if self.focus in overlay.buttons:
                index = overlay.buttons.index(self.focus) + (1 if key in NEXT_KEYS else -1)
                self.set_focus(overlay.buttons[index % len(overlay.buttons)])
            else:
                self._to_overlay()
            return True
        if key == Qt.Key.Key_Escape:
            self._leave_overlay(overlay.cancel)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            button = self.focus if self.focus in overlay.buttons else overlay.default
            self._leave_overlay(lambda: self.scene.on_click(button, button.sceneBoundingRect().center()))
            return True
        return False

    def _leave_overlay(self, answer: Callable[[], Any]) -> None:
        """Answer the warning; the ring goes back where it was before it (or, after a move,
        comes back there once the table is still)."""
        before, self._before_overlay = self._before_overlay, None
        self.set_focus(None)
        answer()
        if overlay_of(self.scene) is not None:  # still asking (or asking again)
            self._before_overlay = before
            self._to_overlay()
            return
        if before is not None and self.focus is None and not self.carried:
            self._remembered = before
            if self.scene.my_turn():  # else once the table is still (`settle`)
                self._refocus()

    def _refocus(self) -> None:
        """The ring on the remembered item (the same key and payload), else on the nearest item
        you can pick up, if the table shows any; it stays remembered for `settle` otherwise.
        Never on another button: the nearest one after a card went to Goritaire's Ground was
        "End the Action phase", and so was the new first choice after a guess, where one more
        Enter ended the turn's actions."""
        remembered = self._remembered
        if remembered is None or self.focus is not None or self.carried:
            return
        identity, centre = remembered
        items = self.candidates()
        # (a dimmed card alike is no place to come back to: only its reason, read when walked to)
        same = [i for i in items if identity[0] is not None and _identity(i) == identity
                and not getattr(i, "dimmed", False)]
        near = [i for i in items if getattr(i, "draggable", False) or getattr(i, "selectable", False)]
        if same or items:
            self._remembered = None
            self.set_focus(same[0] if same else min(near, key=lambda i: _distance(i, centre)) if near else None)

    def step(self, direction: int) -> None:
        items = self.candidates()
        if not items:
            self.set_focus(None)
            return
        index = items.index(self.focus) + direction if self.focus in items else 0
        self.set_focus(items[index % len(items)])

    def towards(self, way: tuple[int, int]) -> None:
        """An arrow: the ring goes to the nearest stop that way (Right to the place one box
        east in Sifaka; the arrows had walked the list, so Right went one box west and down);
        with nothing that way it stays (it had jumped to the list's next stop, backwards)."""
        assert self.focus is not None
        here = _drawn_rect(self.focus).center()
        best = nearest_towards(here, way, [(i, _drawn_rect(i).center()) for i in self.candidates() if i is not self.focus])
        if best is not None:
            self.set_focus(best)

    def set_focus(self, item: QGraphicsItem | None) -> None:
        shown = self._ring is not None and self.focus is not None
        self.focus = item
        if item is None or item.scene() is not self.scene:
            self.ring.setVisible(False)
            self.focus = None
            self.scene.keyboard_focused(None)
            if shown:  # the status line's words are the mouse's again
                self.scene.update_status()
            return
        self.ring.setRect(_ring_rect(item))
        self.ring.setVisible(True)
        self.scene.keyboard_focused(item)
        target = next((t for t in self.targets if t.item is item), None)
        if target is not None:
            self.scene.say(carry_words(target.legal, target.reason, getattr(self.scene, "carry_keys", ""),
                                       getattr(item, "drop_words", ""), many=len(self.carried) > 1))
        elif not self.carried:
            self.scene.update_status()  # it begins with what Enter does there (`ring_words`)

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
            scene.carry_marks(self.focus, lifted)  # as with the mouse
            self.carried = lifted
            self._mark(lifted)
            self.targets = scene.drag_targets(lifted)
            for target in self.targets:
                set_glow(target.item, target.legal)
            # the hinted place first (Enter, Enter plays the hint), then the others in order
            legal = [t.item for t in sorted((t for t in self.targets if t.legal),
                                            key=lambda t: self.prefer is None or t.move != self.prefer)]
            self.prefer = None
            if legal or self.targets:  # the place's own words: put it here, or why not
                self.set_focus(legal[0] if legal else self.targets[0].item)
            else:
                self.set_focus(None)
                scene.say("There is nowhere to put it now. Escape puts it back.")
        else:
            scene.on_click(self.focus, self.focus.sceneBoundingRect().center())

    def drop_carried(self, target: DropTarget | None) -> None:
        """Drop on `target` (None: Escape puts it back, and the status line says again whose
        turn it is instead of the last place's refusal)."""
        for t in self.targets:
            set_glow(t.item, False)
        self._unmark()
        carried, self.carried, self.targets = self.carried, [], []
        if target is not None and target.legal:
            self._remember(carried[0] if carried else None)  # the ring comes back to the hand
            self.set_focus(None)
            if self.scene.play(target.move):
                return
            if carried and not _shown(carried[0], self.scene):
                self._refocus()  # laid out again (a warning asks first): the ring on the same card
            self._remembered = None
            if self.focus is not None:
                self.scene.update_status()
                return
        self.set_focus(carried[0] if carried else None)
        if target is not None and target.reason:
            self.scene.refuse(target.reason)
        else:
            self.scene.update_status()

    def follow(self) -> None:
        """The table changed (the scene's `changed`): the ring and the outlines of the carried
        items stay on their items when a layout or an animation moves them, and the ring goes
        when its item has left the table or is hidden (settle brings it back nearby)."""
        focus = self.focus
        if focus is not None:
            if _shown(focus, self.scene):
                self.ring.setRect(_ring_rect(focus))
            else:
                self._remember_place()
                self.set_focus(None)
        for item, mark in zip(self.carried, self._marks):
            if _shown(item, self.scene) and _shown(mark, self.scene):
                mark.setRect(_mark_rect(item))

    def _remember_place(self) -> None:
        """The focus's key and the ring's centre, for `settle` (the item itself may be gone)."""
        if self.ring.isVisible() and not self.carried:
            self._remembered = (_identity(self.focus), self.ring.rect().center())

    def _mark(self, items: list[QGraphicsItem]) -> None:
        """Outline every carried item, so the player sees what Enter lifted; each is raised
        over its neighbours while carried (a card under the next ones in a fan had its tint
        spill over them, which looked lifted too)."""
        self._unmark()
        self._raised = [(item, item.zValue(), CARRIED_Z + n) for n, item in enumerate(items)]
        for item, _, z in self._raised:
            item.setZValue(z)
            mark = QGraphicsRectItem(_mark_rect(item))
            mark.setPen(QPen(SELECTED, 4.0))
            fill = QColor(SELECTED)
            fill.setAlpha(50)
            mark.setBrush(fill)
            mark.setZValue(8999)
            self.scene.addItem(mark)
            self._marks.append(mark)

    def _unmark(self) -> None:
        raised, self._raised = self._raised, []
        for item, own, carried in raised:
            try:
                if item.zValue() == carried:  # (a layout since may have placed it anew)
                    item.setZValue(own)
            except RuntimeError:  # deleted with a cleared scene
                pass
        marks, self._marks = self._marks, []
        for mark in marks:
            try:
                if mark.scene() is not None:
                    mark.scene().removeItem(mark)
            except RuntimeError:  # already deleted with a cleared scene
                pass

    def _remember(self, item: QGraphicsItem | None) -> None:
        if item is not None and self.ring.isVisible():
            self._remembered = (_identity(item), item.sceneBoundingRect().center())

    def forget(self) -> None:
        """The table is being rebuilt: old items are gone (the focused one is remembered, so
        `settle` can put the ring back once the new table is laid out)."""
        if self.focus is not None and not self.carried:
            self._remember(self.focus)
        self._unmark()
        self.carried, self.targets = [], []
        self.prefer = None
        self.set_focus(None)

    def settle(self) -> list[int]:
        """The table is still again: put the ring back where it was (the item with the same
        key, else the nearest one) and hand back the keys that waited, to be pressed now."""
        self._refocus()
        self._remembered = None
        if self._afresh and self.scene.my_turn() and self.focus is None and not self.carried:
            # a new turn of someone playing with the keys: the ring shows where the keys begin
            # (with none, a keyboard player read only the mouse's words and had to guess Tab)
            self._afresh = False
            items = self.candidates()
            if items:
                start = getattr(self.scene, "keyboard_start", None)
                self.set_focus(start(items) if start is not None else items[0])
        keys, self.pending = self.pending, []
        return keys

    def mouse_used(self) -> None:
        """The player pressed the mouse on the table: the ring is for keyboard play, so it goes
        (and stays away until Tab), unless the keyboard is carrying something. A ring left on
        a button the mouse had used (a Hint's) kept pointing at it turns later."""
        self.in_use = False
        if not self.carried:
            self.set_focus(None)
            self._remembered = None

    def drop_place(self) -> None:
        """A new turn: forget where the ring was. For a player using the keys, `settle` puts
        the ring on the first place once it is their turn and the table is still; for a mouse
        player it stays off until Tab."""
        self._remembered = None
        self._afresh = self.in_use

    def begin_with_keys(self) -> None:
        """The game was begun with the keys (the last one was played with them, or the keys
        walked the box to it): its first turn starts with the ring, as every later turn of
        someone playing with the keys does (it had waited for Tab, under the mouse's words)."""
        self.in_use = self._afresh = True

    def drop_waiting(self) -> None:
        """A privacy curtain went up: the keys that waited and the remembered focus were the
        last player's."""
        self.pending = []
        self._remembered = None
        self.in_use = self._afresh = False  # the next person has not pressed a key yet

    def wait(self, key: int, own_move: bool = False) -> bool:
        """A key pressed while the table animates: keep it for `settle` when it is one of
        the driver's (True). While the player's own move lands (`own_move`) Enter, Space and
        Escape are taken and dropped: they were meant for the table before it, and Goritaire's
        "End the Action phase" pressed twice ended the next turn's actions too, unplayed."""
        if key not in NEXT_KEYS + PREV_KEYS + ACT_KEYS:
            return False
        if own_move and key in ACT_KEYS:
            return True
        if len(self.pending) < WAITING_KEYS:
            self.pending.append(key)
        return True


def ring_words(item: QGraphicsItem, marks_for: str = "") -> str:
    """What Enter (and Space) do on the item under the ring, said before the status line's own
    words, which are the mouse's ("drag a card onto a tree", "click the stack"): a keyboard
    player was told to drag and click, never which key does it. An item may say it itself
    (`keys_words`: "Enter draws a card"); `marks_for`: what a table's marked cards are for
    ("to play several together")."""
    own = getattr(item, "keys_words", "")
    if callable(own):  # words that follow what is marked now (a tree with no card marked yet)
        own = own()
    if isinstance(own, str) and own:
        return full_stop(own)
    reason = getattr(item, "reason", "")
    if getattr(item, "dimmed", False) and isinstance(reason, str) and reason:
        return full_stop(f"Not playable now. {reason[:1].upper()}{reason[1:]}")
    label = getattr(item, "label", "")
    if isinstance(label, str) and label and not getattr(item, "draggable", False):
        return f"Enter presses “{label}”."
    # the card is named by the ring: "Enter picks it up" after the Robot's turn had no "it"
    then = "Space unmarks it" if item.isSelected() else f"Space marks it{', ' + marks_for if marks_for else ''}"
    if getattr(item, "draggable", False):
        ring = "Enter picks up the card in the ring"
        return f"{ring}; {then}." if getattr(item, "selectable", False) else f"{ring}."
    if getattr(item, "selectable", False):
        return f"Space marks the card in the ring{', ' + marks_for if marks_for else ''}."
    return "Enter chooses what the ring is on."


def not_here(reason: str) -> str:
    """ "Not here. <The reason>." (a reason often holds a colon of its own: "Single tree: a 1
    does not beat the 2 on top", so "Not here:" before it read as two colons in a row)."""
    reason = reason.strip()
    return full_stop(f"Not here. {reason[:1].upper()}{reason[1:]}")


def _shown(item: QGraphicsItem, scene: Any) -> bool:
    """Is `item` on `scene` and visible (False for an item whose C++ side a clear deleted)?"""
    try:
        return item.scene() is scene and item.isVisible()
    except RuntimeError:
        return False


def _drawn_rect(item: QGraphicsItem) -> QRectF:
    """Where the item shows on the table: a card's painted face (its bounding rectangle also
    holds its shadow and the room to rise, so a ring round it stood off the card), else the
    bounding rectangle."""
    visual = getattr(item, "visual_rect", None)
    return item.mapRectToScene(visual()) if callable(visual) else QRectF(item.sceneBoundingRect())


def _ring_rect(item: QGraphicsItem) -> QRectF:
    return _drawn_rect(item).adjusted(-3, -3, 3, 3)


def _mark_rect(item: QGraphicsItem) -> QRectF:
    return _drawn_rect(item).adjusted(-5, -5, 5, 5)


def _identity(item: QGraphicsItem | None) -> tuple[Any, Any]:
    """What makes an item the same one after the table is laid out again: its key and what it
    stands for (choice buttons are keyed by their place in the list, so after a guess the
    first choice, "End the Action phase", took the guess's key; a button whose words change,
    Demo to Stop demo, stays the same one)."""
    return getattr(item, "key", None), getattr(item, "payload", None)


def _distance(item: QGraphicsItem, point: QPointF) -> float:
    centre = item.sceneBoundingRect().center()
    return (centre.x() - point.x()) ** 2 + (centre.y() - point.y()) ** 2


def default_keyboard_items(scene: Any) -> list[QGraphicsItem]:
    """What you can use, in reading order, what you can pick up first, cards before anything
    else (a turn starts with a card: the first Tab went to a tree above the hand, then to an
    apple), Fit table last. A greyed button is no
    stop: seven actions Goritaire could not pay came before the hand."""
    items = [i for i in scene.items() if i.isVisible() and getattr(i, "enabled", True) is not False and (
        getattr(i, "draggable", False) or getattr(i, "selectable", False) or getattr(i, "keyboard", False))]
    ordered = reading_order(items)
    # Fit table works the view, not the game: last (Sifaka's, at the panel's top, came before
    # "Take the counter", and Enter there did nothing for the turn)
    ordered.sort(key=lambda i: getattr(i, "key", "") == "fit")
    # cards before other things that lift: Girafferaffe's apples, above the hand, came first;
    # the dimmed cards' reasons after all that can be used (ahead of Goritaire's guess buttons,
    # they were two stops to pass before the only choice there was)
    return sorted(ordered, key=lambda i: (not getattr(i, "draggable", False), not isinstance(i, CardItem))) \
        + _dimmed_with_reasons(scene)


def _dimmed_with_reasons(scene: Any) -> list[QGraphicsItem]:
    """Dimmed cards that say why they cannot be played now (Goritaire's hand), one for each
    reason: Tab skipped them, and a keyboard player never read why (the mouse reads it by
    pressing or hovering); Enter on one says it again, as pressing it does. (One of each face
    had walked a Gorilla and a Banana both saying "guess Gorilla or Banana first".)"""
    dimmed = [item for item in scene.items() if item.isVisible() and getattr(item, "dimmed", False)
              and isinstance(getattr(item, "reason", ""), str) and getattr(item, "reason", "")
              and not getattr(item, "draggable", False)]
    seen: set[str] = set()
    out = []
    for item in reading_order(dimmed):  # the first with its reason as read
        reason = getattr(item, "reason", "")
        if reason not in seen:
            seen.add(reason)
            out.append(item)
    return out


def without_heading(words: str, status: str) -> str:
    """The ring's words less a heading the status line after them opens with: "Not playable
    now. Walking: guess Gorilla or Banana first. Walking: guess whether the top card..." said
    Walking twice."""
    heading, colon, _rest = status.partition(": ")
    if not colon or len(heading.split()) > 3:
        return words
    lead = f"{heading}: "
    at = words.find(lead)
    if at < 0 or (at and words[at - 2:at] != ". "):  # only where a sentence opens with it
        return words
    rest = words[at + len(lead):]
    return f"{words[:at]}{rest[:1].upper()}{rest[1:]}"


def reading_order(items: list[QGraphicsItem]) -> list[QGraphicsItem]:
    """Rows top to bottom, each left to right. An item whose middle is within a quarter of a
    row's height from the row's middle joins it: a fanned hand whose outer cards drop and turn
    is one row (rows cut at every 40 units had put Gorilla's outer cards after the middle
    ones), while rows of a pyramid half a card apart stay rows."""
    rows: list[tuple[QRectF, list[QGraphicsItem]]] = []  # the row's first item's rect, its items
    for item in sorted(items, key=lambda i: i.sceneBoundingRect().center().y()):
        middle = item.sceneBoundingRect().center().y()
        if rows and abs(middle - rows[-1][0].center().y()) <= rows[-1][0].height() / 4:
            rows[-1][1].append(item)
        else:
            rows.append((item.sceneBoundingRect(), [item]))
    return [item for _rect, row in rows for item in sorted(row, key=lambda i: i.sceneBoundingRect().left())]
