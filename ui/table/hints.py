"""The hint at a table (Edit > Hint): the hooks a game's scene fills in, and the hint's words
held in the status line while its position stands. TableScene takes it in (ui/table/scene_base.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from gamebox.session import GameSession
    from ui.table.keyboard import KeyboardDriver


WITH_KEYS = "Enter again plays"  # a hint's words that already tell a keyboard player what to press
HINT_LEAD = "Hint: "  # how every table's hint begins


def selected_note(count: int) -> str:
    """What a hint that selected the cards it plays adds: clicking them again (the natural
    next step) had put them back down. Short enough that a hint fits one line of a 1024 px
    window (its second line moved the whole table up as the hint came)."""
    if count <= 0:
        return ""
    if count == 1:  # (the keyboard ring is on it: Enter lifts it and Enter again plays it)
        return f"It is selected already: click or drag it where it goes (Enter picks it up, {WITH_KEYS} it)."
    return f"They are selected already: click or drag them where they go (Enter picks them up, {WITH_KEYS} them)."


class TableHints:
    """Part of TableScene: what a hint shows and says."""

    if TYPE_CHECKING:  # TableScene's (and QGraphicsScene's): named here for the type checker alone
        session: GameSession
        keyboard: KeyboardDriver
        _hint: tuple[Any, Any, str, list[str]] | None

        def clearSelection(self) -> None: ...  # noqa: N802 (Qt's name)
        def selectedItems(self) -> list[QGraphicsItem]: ...  # noqa: N802 (Qt's name)
        def viewer_decides(self) -> bool: ...
        def update_status(self) -> None: ...

    def ask_hint(self) -> bool:
        """hook: a table with hints of its own (Goritaire's solver) gives one and says True;
        otherwise the page asks the strongest computer level (ui/table/hint_job.py)."""
        return False

    def own_hint_pending(self) -> bool:
        """hook: the table's own hint (`ask_hint`) asked for and still being worked out."""
        return False

    def hint_refusal(self) -> str | None:
        """hook: why no hint can be given now although it is the viewer's turn (a race
        against the clock), or None."""
        return None

    def mark_hint(self, move: Any) -> None:
        """hook: show the hinted move on the table (make the cards it plays and where they go
        glow); the next layout clears it. Default: the status line's words alone."""

    def give_hint(self, move: Any, words: str) -> None:
        """Edit > Hint's answer for the position now: the status line says `words` until a
        move is played or taken back (a drag's own words come and go over it), and the table
        shows the move (`mark_hint`), over nothing picked before (Enter lifted it with the hint's)."""
        self.clearSelection()
        self.mark_hint(move)
        self._hint = (self.session.state, move, words, self._picked())
        self.ring_on_hint(self.hint_focus(move), move)
        self.update_status()

    def ring_on_hint(self, start: QGraphicsItem | None, move: Any) -> None:
        """The keyboard ring on `start`, the item Enter takes (or presses) to make the hinted
        `move`; once lifted, the ring waits on the place that plays it. Another card held by the
        keys is put back first (the hint named the yellow parrot while the blue one stayed held,
        and Enter tried to play the blue one)."""
        carried = self.keyboard.carried
        if start is not None and start in carried:
            self.ring_on_hinted_place(move)
            return
        if start is not None and carried:
            self.keyboard.drop_carried(None)
        if start is not None and start in self.keyboard.candidates() and not self.keyboard.carried:
            self.keyboard.set_focus(start)
            self.keyboard.prefer = move

    def ring_on_hinted_place(self, move: Any) -> None:
        """What the hint plays is lifted already: the ring goes to the place that plays the
        hinted `move`, so Enter plays it (Sifaka's card held by the keys when the hint came was
        laid where the ring had been, not where the hint said)."""
        place = next((t.item for t in self.keyboard.targets if t.move == move), None)
        if place is not None:
            self.keyboard.set_focus(place)

    def hint_focus(self, move: Any) -> QGraphicsItem | None:
        """hook: the item Enter picks up or presses to make a hinted move (the keyboard ring
        goes there; once it is lifted, the ring waits on the target whose move is the hint)."""
        return None

    def given_hint(self) -> tuple[Any, str] | None:
        """The hint (move, words) given for this very position, while it is still the viewer's turn."""
        hint = self._hint
        if hint is None or hint[0] is not self.session.state or not self.viewer_decides():
            return None
        return hint[1], hint[2]

    def hint_words(self) -> str | None:
        """The hint's words while its position stands; while the cards it selected are still
        the ones selected (clicked, sorted or changed, they are not), it says so."""
        hint = self._hint
        if hint is None or self.given_hint() is None:
            return None
        picked = hint[3]
        return f"{hint[2]} {selected_note(len(picked))}" if picked and self._picked() == picked else hint[2]

    def _picked(self) -> list[str]:
        """What is selected on the table, by the keys of its items (they outlive a relayout)."""
        return sorted(str(getattr(item, "key", id(item))) for item in self.selectedItems())

    def unmark_hint(self) -> None:
        """hook: take the hint's marks off the table (the player put its cards down and chose
        others: the tree it named still glowed as if they would go there)."""

    def _selection_changed(self) -> None:
        if self._hint is not None and self._hint[3]:  # the hint's "selected already" may no longer hold
            if self.given_hint() is not None:  # the marks go with its cards, and come back with them
                if self._picked() == self._hint[3]:
                    self.mark_hint(self._hint[1])
                else:
                    self.unmark_hint()
            self.update_status()
