"""The main window's file actions: autosaves and the Continue list, Open, Save and Save as.
A mixin of MainWindow (ui/main_window.py), kept apart so that window stays small."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtWidgets import QMessageBox, QWidget

from gamebox.core.describe import plural
from gamebox.core.errors import GameBoxError
from gamebox.registry import get_info
from ui.autosaves import AutosaveStore
from ui.dialogs.lifetime import open_once
from ui.dialogs.simple import ask_yes_no
from ui.disk_words import disk_reason, file_name
from ui.status_line import StatusLine

if TYPE_CHECKING:
    from ui.launcher import Launcher


FINISHED_AUTOSAVE = ("This game had already ended: here is how it finished. It is no longer in the "
                     "Continue list, and GameBox kept its file.")
FINISHED_NOTE = ("Already over", "GameBox stopped after this game's last move, before it could show the end. "
                 "It is no longer in the Continue list, and its file was kept.")
COUNTED_NOW = " It now counts in your statistics."  # it had ended uncounted, and nothing ever counted it


def in_progress(session: Any) -> bool:
    """A person at the table has played and the game is not over: restarting the deal or a new
    game in its place would throw those moves away (a fresh deal, a finished game: nothing)."""
    return session.to_move is not None and any(session.is_human(step.seat) for step in session.history)


def still_listed(name: str) -> str:
    """The status line after the player kept their unfinished game rather than replace it."""
    return f"Your unfinished game of {name} is still in the Continue list."


class FileActions:
    page: Any
    autosaves: AutosaveStore
    launcher: Launcher
    status: StatusLine
    save_path: Path | None
    _autosaved_id: str | None
    _autosave_warned: str | None  # the game told once that it cannot be kept
    _autosave_stamp: str | None  # what its file held when this window last wrote or read it
    _autosave_elsewhere: str | None  # the game another window kept moves of: no longer written here
    _opened_finished: bool  # the open game was already over when opened (a save, a resume)
    _replacing: tuple[str, str] | None  # (game, id): the unfinished game the player agreed to give up
    _replacing_for: tuple[str, str] | None  # (id of the game on the table, id of the unfinished game it replaces)
    _unkept: str | None  # the game whose last moves could not be kept for later
    _autosaved_at: tuple[str, int] | None  # (game, moves) last kept for later by this window
    _saved_at: tuple[str, int] | None  # (game, moves) last written by Save or Save as

    if TYPE_CHECKING:
        def _show_session(self, session: Any, end_note: tuple[str, str] | None = None) -> None: ...
        def error(self, title: str, text: str) -> None: ...
        def _add_notices(self, texts: list[str]) -> None: ...
        def count_game(self, session: Any, result: Any) -> bool: ...

    def _widget(self) -> QWidget:
        return cast(QWidget, self)  # the window this mixes into

    def _gallery_in_sight(self) -> None:
        """A question or a message is about to show over the launcher: draw its pictures, held
        back while a game was to open at once (`gamebox --new` with an unfinished game asked
        over five blank green tiles)."""
        if self.page is None:
            self.launcher.release()

    def autosave(self) -> None:
        """Keep the open game as its game's unfinished one (never a finished game, and never
        a new deal over an older unfinished game before a person at the table has played: a
        deal whose computers moved first replaced it, and backing out lost it)."""
        if self.page is None:
            return
        session = self.page.session
        if session.to_move is None:
            if not self._opened_finished:  # it ended here: counted, its autosave goes
                self.autosaves.remove(session.info.id, session.game_id)
                replacing = self._replacing_for
                if replacing is not None and replacing[0] == session.game_id and any(
                        session.is_human(step.seat) for step in session.history):
                    # a person played, as the question said: the game given up goes, even when
                    # this one ended with that move and so was never kept in its place
                    self.autosaves.remove(session.info.id, replacing[1])
            return  # opened already over: nothing counted it, so no file of it is removed here
        if self._autosaved_id != session.game_id and (not session.history or (
                not in_progress(session) and self.autosaves.holds_other(session.info.id, session.game_id))):
            return  # "a new game takes its place once you play a move": the computers' first moves do not
        if self._autosaved_at == (session.game_id, len(session.history)) and \
                self.autosaves.stamp(session.info.id) == self._autosave_stamp:
            return  # kept already, as it is: a disk that refused now warned of a game given up for a new one
        if self._autosaved_id == session.game_id and self._written_elsewhere(session):
            return
        try:
            self.autosaves.write(session.to_record())
            self._unkept = None
            self._autosaved_id = session.game_id
            self._autosaved_at = (session.game_id, len(session.history))
            # read back, not worked out from the text: the disk's bytes differ where text mode
            # writes its own line ends (Windows), and every move would then look like another's
            self._autosave_stamp = self.autosaves.stamp(session.info.id)
        except OSError as exc:
            reason = disk_reason(exc)
            self._unkept = session.game_id
            # an earlier copy of this game would come back from the Continue list as if it were
            # the game: it goes, and where the disk will not let it go either, the words say so
            self.autosaves.remove(session.info.id, session.game_id)
            left = self.autosaves.entry(session.info.id)
            stale = left is not None and left.game_id == session.game_id
            self.status.setText(f"Your game could not be kept for later: {reason}.")
            if self._autosave_warned != session.game_id:  # told once a game: the status line moves on
                self._autosave_warned = session.game_id
                kept = (f"The Continue list still has it as it was after move {left.moves}: resumed from there, "
                        "the moves since would be missing." if stale and left is not None
                        else "So it will not be in the Continue list.")
                self.error("This game cannot be kept for later",
                           f"GameBox could not write this game to the disk: {reason}. {kept} You can play on, and "
                           "Game > Save as can keep it somewhere else.")

    def _written_elsewhere(self, session: Any) -> bool:
        """Another GameBox window has kept moves of its own in this game's file since this one
        last wrote or read it (the same game resumed twice, or a new game of it played there):
        writing on would throw those away, so this window keeps no more of the game, and
        says so once. Last writer won before, without a word."""
        if self._autosave_elsewhere == session.game_id:
            self._unkept = session.game_id
            return True
        now = self.autosaves.stamp(session.info.id)
        if now is None or now == self._autosave_stamp:  # (a file gone is written again)
            return False
        self._autosave_elsewhere = session.game_id
        self._unkept = session.game_id
        self.error("This game is not kept for later",
                   f"Another GameBox window has since kept a game of {session.info.name} for later. So that its "
                   "moves are not lost, the moves made here will not be in the Continue list. You can play on, "
                   "and Game > Save as can keep this game somewhere else.")
        return True

    def refresh_continue(self) -> None:
        self.launcher.continue_list.set_entries(self.autosaves.entries())
        if self.autosaves.problems:
            self._add_notices(self.autosaves.problems)
            self.autosaves.problems = []

    def resume_autosave(self, game: str) -> None:
        from ui.files import plain_reason, session_from_record

        stamp = self.autosaves.stamp(game)  # before reading: a write between the two is noticed later
        try:
            record = self.autosaves.load(game)
            session = session_from_record(record)
        except GameBoxError as exc:
            if not self.autosaves.has(game):  # another window ended or discarded it meanwhile
                self.refresh_continue()
                self.error("This unfinished game is gone",
                           f"Your unfinished game of {get_info(game).name} is no longer kept: another GameBox "
                           "window may have finished or discarded it.")
                return
            kept = self.autosaves.set_aside(game)
            self.refresh_continue()
            after = ("GameBox kept its file aside." if kept is not None else
                     "GameBox could not move its file out of the way, so it stays in the Continue list.")
            self.error("This unfinished game cannot be resumed",
                       f"Your unfinished game of {get_info(game).name} could not be read: {plain_reason(exc)}."
                       f"\n\n{after}")
            return
        if session.to_move is None and not self._keep_finished_autosave(game, session):
            return
        note = None
        if session.to_move is None:  # it ended, and GameBox stopped before counting it: counted now
            counted = session.result is not None and self.count_game(session, session.result)
            note = (FINISHED_NOTE[0], FINISHED_NOTE[1] + (COUNTED_NOW if counted else ""))
        self.save_path = None
        self._autosaved_id = record.id or None
        self._show_session(session, note)
        self._autosave_stamp = stamp
        # kept already as it is: only looked at, it keeps its "last played" time
        self._autosaved_at = (session.game_id, len(session.history)) if record.id else None
        if session.to_move is None:
            self.status.setText(FINISHED_AUTOSAVE)
        elif not record.id:
            self.autosave()  # a save from an older GameBox gets its game id now

    def _keep_finished_autosave(self, game: str, session: Any) -> bool:
        """An "unfinished" game that had already ended (its last move was kept, but GameBox
        stopped before it could count the game): nothing counted it and a finished game is
        shown, never counted again, so its file is the only record of it. It is kept aside
        (renamed, never deleted) before the game is shown, where ending the game would remove
        it; it leaves the Continue list. False (and the game is not shown) when it cannot be
        moved: the file then stays as it was."""
        kept = self.autosaves.set_aside(game, "finished")  # not damaged: its name says it had ended
        self.refresh_continue()
        if kept is None:
            session.close()
            self.error("This game cannot be shown",
                       "This game had already ended, and GameBox could not move its file out of the "
                       "Continue list. Nothing was changed.")
            return False
        return True

    def discard_autosave(self, game: str) -> None:
        name = get_info(game).name
        box = QMessageBox(QMessageBox.Icon.Question, "Discard the unfinished game",
                          f"Give up your unfinished game of {name}? It cannot be brought back.",
                          QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel, self._widget())
        box.setObjectName("discardDialog")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps the game: it cannot be brought back
        box.finished.connect(lambda answer: self._discard(game) if answer == QMessageBox.StandardButton.Discard else None)
        open_once(box)

    def _discard(self, game: str) -> None:
        name = get_info(game).name
        kept = self.autosaves.remove(game)
        self.refresh_continue()
        if kept is not None:  # it had said "was discarded" over a game still in the list
            self.error("The game was not discarded",
                       f"Your unfinished game of {name} could not be removed: {disk_reason(kept)}. "
                       "It stays in the Continue list.")
            return
        self.status.setText(f"The unfinished game of {name} was discarded.")

    def _may_replace_unfinished(self, game_id: str, opening: Any = None) -> bool:
        """Ask before a new game of `game_id` takes the place of its unfinished one; `opening`:
        the unfinished session of a file being opened (the same game as the unfinished one
        goes on from the file, and takes nobody's place)."""
        self._replacing = None
        unfinished = self.autosaves.entry(game_id)
        if unfinished is None:
            return True
        name = get_info(game_id).name
        if opening is not None and unfinished.game_id and opening.game_id == unfinished.game_id:
            behind = unfinished.moves - len(opening.history)
            if behind <= 0:
                return True  # the file holds the unfinished game itself, as far on or further
            # an earlier point of the same game: the moves since had gone without a word
            title, go = f"Open a game of {name}", "Open the file"
            text = (f"This file holds your unfinished game of {name} as it was {plural(behind, 'move')} ago. "
                    "Those moves are lost once you play a move from the file. Open it?")
        elif opening is None and self.page is not None and self.page.session.info.id == game_id:
            return True  # the unfinished one is the game on the table
        elif opening is None:
            title, go = f"New game of {name}", "Start a new game"
            text = (f"You have an unfinished game of {name}. A new game takes its place once you play a move. "
                    "Start a new game?")
        else:
            title, go = f"Open a game of {name}", "Open the file"
            text = (f"You have an unfinished game of {name}. The game in this file takes its place once you play "
                    "a move. Open it?")
        self._gallery_in_sight()
        if not ask_yes_no(self._widget(), title, text, go=go, stay="Keep my game"):
            return False
        self._replacing = (game_id, unfinished.game_id)
        return True

    def open_dialog(self) -> None:
        from ui.files import ask_open_path

        path = ask_open_path(self._widget())
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path) -> None:
        from ui.files import load_session, plain_reason
        from ui.userfiles import MISSING_FILE

        try:
            session = load_session(path)
        except GameBoxError as exc:
            self.error("This file cannot be opened",
                       f"“{file_name(path.name)}” could not be opened: {plain_reason(exc)}."
                       + ("" if exc.plain == MISSING_FILE else "\n\nNothing was changed; the file was kept."))
            return
        if session.to_move is not None and not self._may_replace_unfinished(session.info.id, session):
            session.close()
            self.status.setText(still_listed(session.info.name))
            return
        self.save_path = path
        self._show_session(session)

    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        else:
            self._write_save(self.save_path)

    def _write_save(self, path: Path) -> bool:
        """Write the open game to `path`; False (and the player told why) when the disk refused."""
        from ui.files import write_save

        if self.page is None:
            return False
        try:
            write_save(path, self.page.session.to_record())
        except (OSError, ValueError) as exc:  # ValueError: a name no file system takes (a NUL)
            reason = disk_reason(exc)
            self.error("The game could not be saved", f"“{file_name(path.name)}” could not be written: {reason}.")
            return False
        self.status.setText(f"Saved as “{file_name(path.name)}”.")
        self._saved_at = (self.page.session.game_id, len(self.page.session.history))
        return True

    def unkept_moves(self) -> bool:
        """The game on the table has moves kept nowhere: the Continue list could not take them
        (the disk refused, or another window keeps the game) and no Save holds them either."""
        if self.page is None or self._unkept is None:
            return False
        session = self.page.session
        return (self._unkept == session.game_id and in_progress(session)
                and self._saved_at != (session.game_id, len(session.history)))

    def saved_kind(self) -> str:
        """What a file the player saved keeps of the game on the table: all of it (SAVED_NOW),
        the game some moves ago (SAVED_EARLIER), or nothing ("")."""
        from ui.dialogs.simple import SAVED_EARLIER, SAVED_NOW

        if self.page is None or self._saved_at is None or self._saved_at[0] != self.page.session.game_id:
            return ""
        return SAVED_NOW if self._saved_at[1] == len(self.page.session.history) else SAVED_EARLIER

    def save_as(self) -> None:
        """Game > Save as; the name is kept for Game > Save only once a game was written under it
        (a name the disk refused was asked again and again by Save)."""
        from ui.files import ask_save_path

        if self.page is None:
            return
        session = self.page.session
        path = ask_save_path(self._widget(), f"{session.info.name} deal {session.seed}.json")
        if path is not None and self._write_save(path):
            self.save_path = path
