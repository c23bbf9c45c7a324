"""The page where a game is played: the table view, the move log, the status line, and at the
end the result panel beside the table, or below it in a tall, narrow window (with its Review).

The log shows one sentence per move from the chair of whoever looks at the table; a line and
the status line change together, when the move's animation has landed. In hot-seat the log is
read from nobody's chair while the curtain is up, then from the next player's.
"""

from __future__ import annotations

import traceback
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from gamebox.core.contract import Result
from gamebox.core.describe import capital, first_clause, full_stop, plural
from gamebox.review import Review, has_review, judged_from_views
from gamebox.session import GameSession, Step
from ui.appearance import give_focus, keys_walking
from ui.scenes import scene_class
from ui.settings import Settings
from ui.side_column import SideColumn
from ui.table.end_screen import EndScreen
from ui.table.hint_job import HintJob
from ui.table.hints import HINT_LEAD
from ui.table.move_log import MoveLog
from ui.table.review import REVIEW_KEYS, ReviewPanel
from ui.table.review_job import ReviewJob
from ui.table.scene_base import TableScene
from ui.table.view import TableView

REFUSAL_MS = 4000
LOG_AUTO_WIDTH = 900  # a narrower page hides the move log unless the player shows it (View > Move log)


def refusal_line(reason: str) -> str:
    """The status line for a refused gesture: "Not allowed. <The reason>." (reasons begin with a
    capital or not, and often hold a colon of their own: "Pair tree: 7s don't beat 9s")."""
    reason = reason.strip()
    return full_stop(f"Not allowed. {reason[:1].upper()}{reason[1:]}" if reason else "Not allowed")


class GamePage(QWidget):
    """Owns one session's scene and view; the window swaps pages for a new game."""

    statusChanged = Signal(str)
    newDealRequested = Signal()
    playAgainRequested = Signal()
    backRequested = Signal()
    logShown = Signal(bool)  # the move log appeared (True) or went (False)

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None,
                 stacked: bool = False) -> None:
        """`stacked`: the side column starts below the table, as the page before this one had
        it (in a window where beside or below is a near call, a new deal kept its layout only
        when the call came out the same from scratch)."""
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.scene: TableScene = scene_class(session.info.id)(session, settings)
        self.view = TableView(self.scene)
        self.view.setAccessibleName(f"{session.info.name} table")
        self.log = MoveLog()
        self.end_screen = EndScreen()
        self.end_screen.newDeal.connect(self.newDealRequested)
        self.end_screen.playAgain.connect(self.playAgainRequested)
        self.end_screen.backToBox.connect(self.backRequested)
        self.end_screen.hideRequested.connect(lambda: self.show_end(False))
        self.end_screen.reviewRequested.connect(self.open_review)
        self.result_button = QPushButton("Show the result")
        self.result_button.setObjectName("showResultButton")
        self.result_button.clicked.connect(lambda _=False: self.show_end(True))
        self.result_button.setVisible(False)
        self.top = QStackedWidget()  # the result panel, or the review
        self.top.addWidget(self.end_screen)
        self.top.setVisible(False)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(4, 4, 4, 4)
        log_layout.addWidget(self.result_button)
        self.log_label = QLabel("<b>Moves</b>")
        log_layout.addWidget(self.log_label)
        log_layout.addWidget(self.log)
        self.log_box = log_box
        self.log_mode = settings.move_log
        self.log.installEventFilter(self)  # Escape in the Review's log goes back to the result
        self.view.installEventFilter(self)  # and the Review's keys work after a click on its table
        self.review_panel: ReviewPanel | None = None
        self._past: TableScene | None = None  # a past position shown by the review
        self.columns = SideColumn(self, self.view, self.top, log_box, stacked)
        self.side = self.columns.side
        self.splitter = self.columns.splitter
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self._refusal = QTimer(self)
        self._refusal.setSingleShot(True)
        self._refusal.timeout.connect(self.scene.update_status)
        self._status = ""
        self.painted_review = False  # True: the QPainter graph even where pyqtgraph exists (tests)
        self.review_job = ReviewJob(self)
        self.end_note: tuple[str, str] | None = None  # (label, words) the result adds: how this game came back
        self.review_job.ready.connect(self._review_ready)
        self._review_wanted = False  # Review was pressed while it was being worked out: it opens when ready
        self.review_job.failed.connect(self._review_failed)
        self._hint_when_still = False
        self.scene.queue.idle.connect(self._hint_after_landing)
        self.hint_job = HintJob(self)
        self.hint_job.ready.connect(self._on_hint)
        self.hint_job.failed.connect(self._hint_failed)
        self.scene.hint_thinking = lambda: self.hint_job.running or self.scene.own_hint_pending()
        self.scene.statusChanged.connect(self._on_status)
        self.scene.refused.connect(self._on_refused)
        # a refusal stays up to be read, but not past what makes it stale: a move played (by
        # anyone), a position reset, or the player's next try
        self.scene.gestureStarted.connect(self._gesture_started)
        # any press on the table is the next try: the ring walked on with Tab, an action chosen
        # (a refusal stayed over "click a glowing Gorilla" and over the ring's words)
        self.view.pressed.connect(self._end_refusal)
        session.moveApplied.connect(lambda *_: self._end_refusal())
        session.stateReset.connect(self._end_refusal)
        # a move played or taken back before a hint's answer came: its answer would be dropped,
        # and "Looking for a good move…" stayed on the status line over the table's words
        session.moveApplied.connect(lambda *_: self._drop_hint())
        session.stateReset.connect(self._drop_hint)
        self.scene.moveShown.connect(lambda count: self.log.catch_up(self.session, count))
        self.scene.viewerChanged.connect(self._refill_log)
        # a curtain opened or shown is the next person's table: an earlier refusal is not theirs
        self.scene.viewerChanged.connect(self._end_refusal)
        self.scene.gameEnded.connect(self._on_game_ended)
        session.stateReset.connect(self._on_reset)
        self.log.currentRowChanged.connect(self._on_log_row)
        self._refill_log()
        self._log_was_on = True
        self._apply_log()

    def start(self) -> None:
        self.scene.start()
        self.session.start()

    @property
    def status(self) -> str:
        return self._status

    # ----- status line ---------------------------------------------------------------------
    def _on_status(self, text: str) -> None:
        # the review says which move is shown, even on the last one, which is the live table
        # (a theme changed there put the result's words back under the review)
        if self._refusal.isActive() or self._past is not None or self.review_panel is not None:
            return
        if self.hint_job.running and text == self.scene.status_text():
            text = "Looking for a good move…"
        self._set_status(text)

    def _set_status(self, text: str) -> None:
        self._status = text
        self.statusChanged.emit(text)

    def _on_refused(self, reason: str) -> None:
        self._set_status(refusal_line(reason))
        self._refusal.start(REFUSAL_MS)

    def _gesture_started(self) -> None:
        """The player picked something up: a hint still being thought out is dropped (it came
        after Enter had lifted another card, said it was "selected already", and its keys
        then played cards it never meant)."""
        self._drop_hint()
        self._end_refusal()

    def _drop_hint(self) -> None:
        """A hint still being thought out is no longer wanted: the table's words come back, and
        the keys that waited for it are dropped."""
        if self.hint_job.running:
            self.hint_job.cancel()
            self.scene.drop_waiting_keys()
            self.scene.update_status()

    def _hint_failed(self, _reason: str) -> None:
        self.scene.drop_waiting_keys()
        self.note("No hint could be found this time.")

    def _end_refusal(self) -> None:
        if self._refusal.isActive():
            self._refusal.stop()
            self.scene.update_status()

    def note(self, text: str) -> None:
        """A passing word in the status line (why there is no hint now), up as long as a refusal."""
        self._set_status(full_stop(text))
        self._refusal.start(REFUSAL_MS)

    def tell_changed(self, steps: list[Step], again: bool) -> None:
        """Undo or Redo did something: the status line says what for a moment ("Taken back:
        you played the red 1."): the move went from the table without a word, and a player
        thought the keys had done nothing."""
        if not steps:
            return
        said = first_clause(self.session.describe_step(steps[0], self.scene.log_seat))
        if said.startswith("You "):
            said = "you " + said[4:]
        more = f" (and {plural(len(steps) - 1, 'move')} after it)" if len(steps) > 1 else ""
        self.note(f"{'Played again' if again else 'Taken back'}: {said.rstrip('.')}{more}")

    def refuse(self, reason: str) -> None:
        """Show a refusal in the status line (e.g. why undo cannot go back)."""
        self._on_refused(reason)

    # ----- hint ----------------------------------------------------------------------------
    def hint(self) -> None:
        """Edit > Hint: a good move for the player whose turn it is, told in the status line
        and shown on the table; the game then counts as helped in the statistics. When there
        can be none, the status line says why for a moment (no "Not allowed": nothing was tried)."""
        session, scene = self.session, self.scene
        if session.to_move is None or self._past is not None:
            self.note("The game is over: there is no move left to hint at.")
            return
        if not session.human_seats:  # watching computers: a hint stuck on the status line for a whole deal
            self.note("Hints are for a player at the table: here the computer plays every seat.")
            return
        self._end_refusal()  # read already: a hint asked for is the next thing to show
        # its words say what Enter does on the table: the keys go there (from the move log,
        # "Enter picks it up" did nothing)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if scene.ask_hint():
            return
        if scene.queue.reading:  # a lost round told over the table: "Computer is playing now" was said
            self.note("First click, or press Enter, to go on: the table waits for you to read it.")
            return
        if scene.viewer_decides() and scene.queue.busy:
            self._hint_when_still = True  # the last move is still landing: the hint comes after it
            return
        if not scene.my_turn():
            if scene.curtain is not None:
                self.note("Open the screen first: a hint is for the player whose turn it is.")
            elif session.is_human(session.to_move):
                self.note("Hints come on your own turn.")
            else:
                self.note(f"Hints come on your own turn: {scene.seat_name(session.to_move)} is playing now.")
            return
        reason = scene.hint_refusal()
        if reason is not None:
            self.note(reason)
            return
        given = scene.given_hint()
        if given is not None:  # asked again: the same hint, marked again, the ring back on it
            if scene.keyboard.carried:  # (its card lifted already stays lifted: the ring to its hinted place)
                scene.ring_on_hinted_place(given[0])
                scene.update_status()
            else:
                scene.give_hint(*given)
            return
        if not self.hint_job.asked_for(session):  # pressed again while thinking: the coming hint answers it
            self.hint_job.start(session, session.to_move)
        self._end_refusal()
        self._set_status("Looking for a good move…")

    @property
    def hint_pending(self) -> bool:
        """A hint asked for and not yet shown (thought out, or waiting for the table to land)."""
        return self._hint_when_still or self.hint_job.running or self.scene.own_hint_pending()

    def _hint_after_landing(self) -> None:
        if self._hint_when_still:
            self._hint_when_still = False
            self.hint()

    def _on_hint(self, move: object, _state: object) -> None:
        session, scene = self.session, self.scene
        seat = session.to_move  # the job dropped an answer for a position since gone
        if seat is None or not scene.my_turn():
            scene.drop_waiting_keys()
            scene.update_status()
            return
        try:
            words = session.game.suggest_move(session.view_for(seat), move, seat, scene.table_names(seat))
        except Exception:  # noqa: BLE001 (a hint that cannot be worded is no reason to stop the game)
            traceback.print_exc()
            scene.drop_waiting_keys()
            self.note("No hint this time: it could not be put into words. Your game goes on as it was.")
            return
        if not words:
            scene.drop_waiting_keys()
            self.note(f"{session.info.name} gives no hints.")
            return
        session.mark_assisted()
        self._end_refusal()
        scene.give_hint(move, full_stop(f"{HINT_LEAD}{capital(words)}"))
        scene.press_waiting_keys()  # pressed while it was thought out: they follow it

    # ----- log -----------------------------------------------------------------------------
    def _refill_log(self) -> None:
        """From the chair now looking (hot-seat), every move shown so far."""
        shown = self.log.shown if self.scene.queue.busy else len(self.session.history)
        self.log.refill(self.session, self.scene.log_seat, shown)

    def _on_reset(self) -> None:
        self.close_review()
        self.review_job.cancel()
        self._review_wanted = False
        # an undo after the end puts the result away; mid-game the columns stay as they are
        # (laid out again at every undo, they moved the table by a few pixels)
        if self.session.to_move is not None and self.end_screen.report is not None:
            # the report goes first: with it, the column stayed for a "Show the result" button
            # hidden afterwards, an empty strip beside the table while the log was off
            self.end_screen.report = None
            self.show_end(False)
        self.log.refill(self.session, self.scene.log_seat)

    # ----- the end ---------------------------------------------------------------------------
    def _on_game_ended(self, result: Result) -> None:
        report = self.session.describe_result(self.scene.viewer_seat)
        if report is None:
            return
        if self.scene.hot_seat:  # every person at the screen reads the log now: from nobody's chair
            self._refill_log()
        if self.end_note is not None:  # (said on the status line, the result's own words replaced it at once)
            report = replace(report, extra={**report.extra, self.end_note[0]: self.end_note[1]})
        self.end_screen.show_report(report, self.scene.end_screen_actions(), self.scene.card_painter)
        offered = has_review(self.session.info)
        self.end_screen.set_review_state("working" if offered else "absent")
        keyboard = self.window().focusWidget() is self.view
        self.show_end(True)
        if keyboard:  # the table has nothing left to do: the keys go on with the result, read
            # first (Tab then Enter must not start a new deal), ringed for someone playing by keys
            self.end_screen.focus_report(self.scene.keyboard.in_use)
        if offered:
            self.review_job.start(self.session)

    @property
    def end_visible(self) -> bool:
        return self.top.isVisible() and self.top.currentWidget() is self.end_screen

    def show_end(self, visible: bool) -> None:
        """Show the result panel beside the table, or hide it to look at the final table."""
        if not visible:
            self.close_review()
        has_report = self.end_screen.report is not None
        focus = self.window().focusWidget()
        keyboard = focus is not None and (focus is self.result_button or self.end_screen.isAncestorOf(focus))
        ring = keyboard and keys_walking(self)  # (hiding the panel makes Qt forget the keys brought the focus)
        self.top.setVisible(visible and has_report)
        self.result_button.setVisible(has_report and not visible)
        self._apply_log()
        self.columns.lay(True)
        if self.review_panel is None:
            self.log.follow_end()
        if keyboard and has_report:  # Hide and Show the result, pressed with the keys: the keys stay on
            if visible:
                self.end_screen.focus_report(ring)
            else:
                give_focus(self.result_button, ring)

    # ----- the move log's column -------------------------------------------------------------
    @property
    def log_on(self) -> bool:
        """The move log shows: as the player chose, or ("auto") when the page is wide enough
        to leave the table room (at 640 px it took a quarter and the table's words 6 px)."""
        if self.log_mode != "auto":
            return self.log_mode == "shown"
        return self.width() >= LOG_AUTO_WIDTH

    def set_log_mode(self, mode: str) -> None:
        self.log_mode = mode
        self._apply_log()
        self.columns.lay()

    def _apply_log(self) -> None:
        """Show or hide the log; the side column stays while it holds the result panel, the
        review or the "Show the result" button."""
        on = self.log_on
        self.log.setVisible(on)
        self.log_label.setVisible(on)
        self.log_box.setVisible(on or not self.result_button.isHidden())
        self.side.setVisible(not self.log_box.isHidden() or not self.top.isHidden())
        if on != self._log_was_on:
            self._log_was_on = on
            self.logShown.emit(on)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self.log_mode == "auto":
            self._apply_log()
        self.columns.lay()

    # ----- the side column: beside the table, or below it (ui/side_column.py) -----------------
    @property
    def stacked(self) -> bool:
        """The side column lies below the table."""
        return self.columns.stacked

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Escape in the Review's move log goes back to the result, as on the Review's panel;
        a key the table takes from anywhere (a Gorilla tap) is the table's, also while the
        log has the focus (it moved the log's selection, and the tap was lost)."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        if watched is self.view and self.review_panel is not None and event.key() in REVIEW_KEYS:  # type: ignore[attr-defined]
            self.review_panel.keyPressEvent(event)  # type: ignore[arg-type]  # (a click on the past table took them)
            return True
        if watched is not self.log:
            return False
        if self.review_panel is not None and event.key() == Qt.Key.Key_Escape:  # type: ignore[attr-defined]
            self.close_review()  # the Review's Escape, also once a move of the log was clicked
            return True
        return self.scene.table_key(event)  # type: ignore[arg-type]

    # ----- review ----------------------------------------------------------------------------
    def _review_ready(self, _review: object) -> None:
        self.end_screen.set_review_state("ready")
        wanted, self._review_wanted = self._review_wanted, False
        if wanted and self.session.to_move is None:
            self.open_review()

    def _review_failed(self, _reason: str) -> None:
        self.end_screen.set_review_state("none")
        if self._review_wanted:  # it had said the review would open
            self._review_wanted = False
            self.note("The review could not be worked out for this game")

    def _drawn(self) -> bool:
        """The game ended with nobody winning, among two or more players (TRIO's draws)."""
        session = self.session
        result = session.game.result(session.state) if session.to_move is None else None
        return result is not None and not result.winners and session.config.players > 1

    def open_review(self) -> None:
        review: Review | None = self.session.review
        if review is None:
            if self.review_job.running:  # pressed while it is worked out: it opens as soon as it is ready
                self._review_wanted = True
                self.note("The review opens as soon as it is worked out")
            return
        keys = keys_walking(self)  # (the Review button hides: Qt then forgets the keys brought the focus)
        self.close_review()
        names = self.session.names_for(self.scene.viewer_seat)
        panel = ReviewPanel(review, [names(seat) for seat in range(review.players)], self.painted_review,
                            looks=[self.scene.seat_look(seat) for seat in range(review.players)],
                            from_views=judged_from_views(self.session.info), drawn=self._drawn())
        panel.pointChosen.connect(self.look_back)
        panel.closed.connect(self.close_review)
        self.review_panel = panel
        self.top.addWidget(panel)
        # The last move is current before the Review button hides: the focus it held falls to
        # the move log, which would otherwise make its first line current (and show move 1).
        self.look_back(len(self.session.history))
        self.top.setCurrentWidget(panel)
        give_focus(panel, keys)  # Escape by the keys then brings the ring back to Review
        self.top.setVisible(True)
        self.columns.lay(True)

    def close_review(self) -> None:
        """Back to the result panel and the final table (by the keys: the ring on Review)."""
        self._show_table(None)
        panel, self.review_panel = self.review_panel, None
        if panel is not None:
            focus = self.window().focusWidget()
            keys = focus is not None and (focus is panel or panel.isAncestorOf(focus)) and keys_walking(self)
            self.top.setCurrentWidget(self.end_screen)
            if keys and self.end_screen.review_button.isVisible():
                give_focus(self.end_screen.review_button, True)
            self.top.removeWidget(panel)
            panel.deleteLater()
            self.log.clearSelection()
            self.log.follow_end()  # its last line whole through the new layout, not one cut in half
            self.scene.update_status()
            if self.end_visible:
                self.columns.lay(True)

    def look_back(self, count: int) -> None:
        """Show the table as it was after `count` moves and select that move in the log."""
        total = len(self.session.history)
        count = max(0, min(count, total))
        if self.review_panel is not None:
            self.review_panel.mark(count)
        self.log.blockSignals(True)
        if count:
            self.log.setCurrentRow(count - 1)
            self.log.scrollToItem(self.log.item(count - 1))
        else:
            self.log.clearSelection()
            self.log.scrollToTop()  # the table before the first move: the log from its start
        self.log.blockSignals(False)
        self._show_table(None if count >= total else self.scene.past_table(count))
        if count == 0:
            self._set_status("The table before the first move.")
        else:
            sentence = self.log.sentences[count - 1] if count <= len(self.log.sentences) else ""
            self._set_status(f"After move {count} of {total}: {sentence}")

    def _on_log_row(self, row: int) -> None:
        if self.review_panel is not None and row >= 0:
            self.look_back(row + 1)

    def apply_settings(self) -> None:
        """New settings (card size, theme, speed) show at once on the live table and on the past
        one the review shows (that one kept the old felt and size until another move was shown)."""
        self.scene.apply_settings()
        if self._past is not None:
            self._past.apply_settings()
        self.view.settings_changed()

    @property
    def shown_scene(self) -> TableScene:
        """The scene on screen: the live table, or a past position during the review."""
        return self._past or self.scene

    def _show_table(self, past: TableScene | None) -> None:
        old, self._past = self._past, past
        self.view.setScene(past or self.scene)
        self.view.setInteractive(past is None)
        self.view.fit()
        if old is not None and old is not past:
            old.session.close()
            old.deleteLater()
            old.session.deleteLater()  # as in shutdown: else each position looked at stays in memory

    def shutdown(self) -> None:
        """The page goes (another game, the box, quitting): first the table stops (its
        animations and helpers), then the review and the session, which refuse any late
        move from then on."""
        self.scene.shutdown()
        self.close_review()
        self.review_job.close()
        self.hint_job.close()
        self.session.close()
        # The session's and the table's signals hold this page's handlers, and the handlers
        # hold them: a circle through Qt that Python's collector cannot see. Deleting the Qt
        # objects breaks it; otherwise every game played stays in memory until the app quits.
        self.scene.deleteLater()
        self.session.deleteLater()
