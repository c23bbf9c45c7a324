"""The privacy curtains of one table shared by several people at one screen: which seat's
curtain is up, what it covers, and when it opens (ui/table/curtain.py draws it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from ui.table.animation import LOOK_BACK_MS
from ui.table.curtain import PrivacyCurtain, curtain_status, curtain_text, looking_back_status

if TYPE_CHECKING:
    from ui.table.scene_base import TableScene


class Curtains:
    """At most one curtain at a time over `scene`; when the player it announces clicks it (or
    presses Enter), the table opens from that player's chair (`TableScene.take_chair`)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.item: PrivacyCurtain | None = None
        self.seat: int | None = None  # whose turn the curtain announces
        self._opening = False  # clicked while cards still moved: it opens when they land
        self.clicked = False  # just clicked open: the second click of a double-click ends there
        self._looking_back: tuple[str, object] | None = None  # the mover's words, and the position they are for

    def other_person(self, seat: int) -> str | None:
        """The name of the one other person at this screen (None when there are several)."""
        scene = self.scene
        others = [s for s in scene.session.human_seats if s != seat]
        return scene.full_name(others[0]) if len(others) == 1 else None

    def status(self, seat: int | None) -> str | None:
        """The status line while the curtain for `seat`, the seat to move, is up (or while the
        mover looks back at their move before it comes: `look_back`)."""
        back = self._looking_back
        if self.item is None and back is not None and back[1] is self.scene.session.state:
            return back[0]
        if self.item is None or self.seat is None or self.seat != seat:
            return None
        status = curtain_status(self.scene.full_name(self.seat), self.other_person(self.seat))
        note = self.scene.curtain_note(self.seat)
        return f"{status} {note}" if note else status

    def show(self, seat: int) -> None:
        scene = self.scene
        self._looking_back = None
        self.drop()  # a curtain for another seat (or the table's opening one) gives way
        scene.keyboard.drop_waiting()  # keys the last player typed never act on the next one's table
        text = curtain_text(scene.full_name(seat), seat == scene.session.to_move, self.other_person(seat))
        note = scene.curtain_note(seat)
        if note:  # under "Ann, your turn.": the hand-over screen had not said it was the last turn (TRIO)
            head, _, rest = text.partition("\n")
            text = f"{head}\n{note}\n{rest}"
        curtain = PrivacyCurtain(self.rect(), text)
        curtain.opened.connect(lambda: self._open(seat))
        self.item = curtain
        self.seat = seat
        scene.addItem(curtain)
        self._repaint()  # the whole view at once: a band of the table it covered lingered at its edges
        scene.viewerChanged.emit()
        scene.statusChanged.emit(scene.status_text())  # the curtain's words, even while cards still move

    def look_back(self, mover: int | None, seat: int) -> None:
        """The mover sees their move land a moment before `seat`'s curtain, and the status line
        speaks to the mover meanwhile (it read "Waiting for Bob to play." over Ann's hand)."""
        scene = self.scene
        if mover is not None:
            words = looking_back_status(scene.full_name(mover), scene.full_name(seat))
            self._looking_back = (words, scene.session.state)  # (an undo meanwhile makes it stale)
            scene.queue.call(lambda: scene.statusChanged.emit(scene.status_text()))
        scene.queue.pause(LOOK_BACK_MS)

    def drop(self) -> None:
        if self.item is None:
            return
        scene = self.scene
        scene.removeItem(self.item)
        self.item.deleteLater()
        self.item = None
        self._repaint()

    def _repaint(self) -> None:
        """The curtain reaches past the table: everything the views show is painted again."""
        for view in self.scene.views():
            view.viewport().update()

    def rect(self) -> QRectF:
        """What the curtain covers: the table and everything a view shows around it (a view
        wider than the table, or items pinned to the window such as Sifaka's side panel)."""
        rect = self.scene.sceneRect()
        for view in self.scene.views():
            shown = getattr(view, "visible_scene_rect", None)
            if shown is not None:
                rect = rect.united(shown())
        return rect.adjusted(-4, -4, 4, 4)

    def follow_view(self) -> None:
        """The view scrolled, zoomed or was resized: the curtain still covers all it shows."""
        if self.item is not None:
            self.item.set_rect(self.rect())

    def _open(self, seat: int) -> None:
        """The player at the curtain clicked it. Cards of an earlier move may still be moving
        under it: the table opens once they have landed (laying it out for the new viewer
        while they flew deleted the items they moved, and the steps after them acted on none)."""
        self.clicked = True
        queue = self.scene.queue
        if not queue.busy:
            self._open_now(seat)
        elif not self._opening:
            self._opening = True
            queue.call(lambda: self._open_now(seat))

    def _open_now(self, seat: int) -> None:
        self._opening = False
        if self.item is None or self.seat != seat:
            return  # another curtain took its place meanwhile (its own click opens it)
        self.drop()
        self.scene.take_chair(seat)
