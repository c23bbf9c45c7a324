"""The table's keys, part of TableScene: what a key does (the keyboard ring's, the curtain's,
skipping a reading pause), keys kept while the table animates and pressed once it is still,
and the status line with what Enter or Space does where the ring is."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ui.table.hints import HINT_LEAD, WITH_KEYS
from ui.table.keyboard import ring_words, without_heading

TAB_WORDS = "Tab chooses with the keys."
KEY_START_LOOK = 400  # legal moves looked at for where a turn played with the keys starts

if TYPE_CHECKING:
    from gamebox.session import GameSession
    from ui.table.animation import AnimationQueue
    from ui.table.curtain import PrivacyCurtain
    from ui.table.keyboard import KeyboardDriver


# keys that end a pause for reading (`AnimationQueue.read`): the ones a player presses to go on
READ_ON_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape})


class TableKeys:
    """Part of TableScene (ui/table/scene_base.py): its keys."""

    if TYPE_CHECKING:  # TableScene's (and QGraphicsScene's): named here for the type checker alone
        session: GameSession
        keyboard: KeyboardDriver
        queue: AnimationQueue
        viewer_seat: int | None
        marks_for: str
        statusChanged: Any
        hint_thinking: Callable[[], bool]
        _drag: Any

        @property
        def curtain(self) -> PrivacyCurtain | None: ...
        def _cancel_drag(self) -> None: ...
        def rebuild(self) -> None: ...
        def hint_words(self) -> str | None: ...
        def my_turn(self) -> bool: ...
        def viewer_decides(self) -> bool: ...
        def hint_focus(self, move: Any) -> QGraphicsItem | None: ...
        def status_text(self) -> str: ...

    # words of the turn's line meant for the mouse, left out while the keys' words lead it
    # (Girafferaffe's "(click cards first to play several together)" beside "Space marks it,
    # to play several together")
    mouse_aside = ""

    def keyboard_start(self, items: list[QGraphicsItem]) -> QGraphicsItem:
        """Where the ring starts a turn played with the keys: the first of `items` that makes a
        move now (Gorilla's ring stood on a card that did not fit, "Enter picks up the card in
        the ring", and the pile then refused it), else the first."""
        usable: set[int] = set()
        if self.viewer_decides():
            for n, move in enumerate(self.session.game.legal_moves(self.session.state)):
                if n >= KEY_START_LOOK:
                    break
                item = self.hint_focus(move)
                if item is not None:
                    usable.add(id(item))
        return next((item for item in items if id(item) in usable), items[0])

    def status_preface(self) -> str:
        """hook: words the status line opens with before the turn's own (Girafferaffe's report
        of the Robot's turn): the keys' words go after them."""
        return ""

    def update_status(self) -> None:
        if not self.queue.busy:
            self.statusChanged.emit(self.status_with_keys())

    def status_with_keys(self) -> str:
        """The status line, with what Enter or Space does where the keyboard's ring is (while
        it is on something and carries nothing): before the turn's words (after them where a
        report of the Robot's turn opens the line), after a hint's (a hint's words lead, and they
        may name the keys already)."""
        text = self.hint_words() or self.status_text()
        focus = self.keyboard.focus
        if focus is None and self.keyboard.in_use and not self.keyboard.carried and self.my_turn():
            # someone playing with the keys, the ring gone with what it was on (an action being
            # paid, a walk to choose): the turn's words spoke of clicks only
            return f"{text} {TAB_WORDS}"
        if focus is None or self.keyboard.carried or not self.keyboard.ring.isVisible():
            return text
        keys = ring_words(focus, self.marks_for)
        if self.mouse_aside:  # the keys' words say it for the keys: the line fits one line at 1024 px
            text = text.replace(self.mouse_aside, "")
        keys = without_heading(keys, text)
        if text.startswith(HINT_LEAD):  # (Goritaire's own hint stands in its turn's words)
            return text if WITH_KEYS in text else f"{text} {keys}"
        preface = self.status_preface()  # "Enter picks it up. The Robot drew 3 cards" read as the Robot's doing,
        if preface and text.startswith(preface + " "):  # "The Robot … spent an apple. Enter presses “Spend
            return f"{text} {keys}"  # an apple”" too: after the Robot's turn, the keys' words end the line
        return f"{keys} {text}"


    def table_key(self, event: Any) -> bool:
        """A key pressed while another part of the window has the focus (the move log) that
        the table takes all the same; True when it did (Gorilla's tap keys)."""
        return False

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape and self._drag is not None:
            self._cancel_drag()
            return
        if self.curtain is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.curtain.opened.emit()
            return
        if self.curtain is not None:  # the table is hidden: only opening the curtain means anything
            QGraphicsScene.keyPressEvent(cast(QGraphicsScene, self), event)  # (a mixin: the scene's own)
            return
        if self.queue.reading and event.key() in READ_ON_KEYS:
            self.queue.skip_reading()
            event.accept()
            return
        if self.queue.busy and self.keyboard.wait(event.key(), self._own_move_lands()):
            event.accept()  # pressed once the table is still (_keyboard_settle)
            return
        if self.hint_thinking() and self.keyboard.wait(event.key()):
            # pressed once the hint is shown, its card in the ring (`press_waiting_keys`): Ctrl+H,
            # Enter, Enter had lifted the card the ring stood on, and that dropped the hint
            event.accept()
            return
        if not self.queue.busy and self.keyboard.handle(event.key()):
            event.accept()
            return
        QGraphicsScene.keyPressEvent(cast(QGraphicsScene, self), event)  # (a mixin: the scene's own)

    def press_waiting_keys(self) -> None:
        """The hint the keys waited for is shown: they are pressed now."""
        self._keyboard_settle()

    def drop_waiting_keys(self) -> None:
        """The hint the keys waited for will not come (dropped, or none found): they are dropped."""
        self.keyboard.pending = []

    def _own_move_lands(self) -> bool:
        """The table animates a move of the player at this screen (not a computer's, nor the
        one before a hot-seat turn)."""
        history = self.session.history
        return bool(history) and self.session.is_human(history[-1].seat) and history[-1].seat == self.viewer_seat

    def relayout(self) -> None:
        """Lay the table out again for a change of view, not of the game (Girafferaffe's sort):
        the keyboard ring stays on its item (it was lost with the old items until the next move)."""
        self.keyboard.forget()
        self.rebuild()
        self._keyboard_settle()

    def _keyboard_settle(self) -> None:
        """The table is still: the focus ring comes back, then the keys that waited are pressed
        (not while a privacy curtain hides the table: when it opens)."""
        if self.curtain is not None:
            return
        if self.session.result is not None:
            self.keyboard.drop_place()  # the game is over: no ring on a greyed button
        for key in self.keyboard.settle():
            if self.queue.busy:  # a waiting key started an animation: the rest wait again
                self.keyboard.wait(key)
                continue
            self.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))

    def _keyboard_follow(self) -> None:
        keyboard = getattr(self, "keyboard", None)  # (the scene changes before it is made)
        if keyboard is not None:
            keyboard.follow()

    def keyboard_focused(self, item: QGraphicsItem | None) -> None:
        """hook: the keyboard's focus ring moved to `item` (None: it is hidden); a table
        larger than its window scrolls it into sight, a marker shows what it would do."""
