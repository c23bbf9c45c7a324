"""The main window: launcher gallery, game page, menus and shortcuts, saves and autosaves."""

from __future__ import annotations

import argparse
import sys
import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from gamebox.core.contract import Result
from gamebox.core.errors import GameBoxError
from gamebox.registry import all_games, get_info
from ui.appearance import install_focus_ring, keys_walking
from ui.autosaves import AutosaveStore, options_words
from ui.command_line import check_request, read_start
from ui.dialogs.lifetime import FRAME, open_once, place_on_screen, run_modal
from ui.disk_words import disk_reason
from ui.enter_keys import install_enter_presses
from ui.launcher import Launcher
from ui.level_names import computers_words
from ui.menu_focus import MenuFocus
from ui.settings import WINDOW_RANGE, Settings, SettingsStore
from ui.setups import setup_of, setup_to_remember
from ui.status_line import MAX_LINES, StatusLine
from ui.table.view import ZOOM_STEP
from ui.userfiles import config_dir, data_dir, remove_stale_temps
from ui.window_files import FileActions, in_progress, still_listed
from ui.window_settings import SettingsActions

RULES_CASCADE = 30  # logical pixels between one rules window and the next opened
MIN_WINDOW = (640, 480)  # logical pixels: the smallest window a table can still be played in


def next_deal_options(session: Any) -> dict[str, Any]:
    """What a new deal changes after this game: a person's solo Girafferaffe win adds a card to
    the Robot Deck (G12), up to the option's maximum; nothing otherwise."""
    result = session.result
    if (session.info.id != "girafferaffe" or result is None or not result.details.get("solo_won")
            or not session.human_seats):  # the computer's win, watched, is not the player's
        return {}
    from gamebox.games.girafferaffe.info import next_robot_deck

    return {"robot_deck": next_robot_deck(int(result.details["robot_deck"]))}


AT_THE_BOX = "Choose a game to play."  # the status line at the box of games


class MainWindow(FileActions, SettingsActions, QMainWindow):
    def __init__(self, store: SettingsStore | None = None, autosaves: AutosaveStore | None = None) -> None:
        super().__init__()
        self.setWindowTitle("GameBox")
        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_enter_presses(app)  # Enter presses the focused button, as Space does
            install_focus_ring(app)  # and the button the keyboard is on shows it
        self._fit_to_screen()
        self.store = store or SettingsStore()
        self.settings: Settings = self.store.load()
        self._restore_size()
        self.autosaves = autosaves or AutosaveStore()
        remove_stale_temps([self.store.path.parent, config_dir(), data_dir(), self.autosaves.folder])
        self.autosaves.migrate()
        self.page: Any = None  # GamePage while a game is open
        self._stacked_last = False  # the last page had its side column below the table
        self.save_path: Path | None = None
        self._opened_finished = False  # the open game was already over when opened: not counted
        self._kept_id: str | None = None  # the finished game last kept in the statistics
        self._autosaved_id: str | None = None  # the game whose autosave this window keeps
        self._autosave_warned: str | None = None  # the game told once that it cannot be kept for later
        self._autosave_stamp: str | None = None  # what its file held when this window last wrote or read it
        self._replacing: tuple[str, str] | None = None  # (game, id) of the unfinished game the player agreed to give up
        self._replacing_for: tuple[str, str] | None = None  # (the game on the table, the unfinished one it replaces)
        self._autosave_elsewhere: str | None = None  # a game another window kept moves of (not written here)
        self._unkept: str | None = None  # the game whose last moves could not be kept for later
        self._autosaved_at: tuple[str, int] | None = None  # (game, moves) last kept for later by this window
        self._saved_at: tuple[str, int] | None = None  # (game, moves) last written by Save or Save as
        self._rules_open: dict[str, QWidget] = {}  # a game's rules window, open beside the table
        self._quit_anyway = False  # the player chose to quit with moves kept nowhere
        self.stack = QStackedWidget()
        self.launcher = Launcher()
        self.launcher.gameChosen.connect(self.new_game_dialog)
        self.launcher.rulesWanted.connect(lambda game: self.show_rules(game, get_info(game).name))
        self.launcher.continue_list.resumeRequested.connect(self.resume_autosave)
        self.launcher.continue_list.discardRequested.connect(self.discard_autosave)
        self.stack.addWidget(self.launcher)
        self.stack.currentChanged.connect(self._on_stack_changed)
        self.setCentralWidget(self.stack)
        self.status = StatusLine(AT_THE_BOX)
        self.status.setAccessibleName("Status")
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self._build_menus()
        self._update_actions()
        if self.settings.theme != "light":
            self._apply_theme()
        self.notices: list[str] = [text for text in (self.store.problem, self.store.cannot_keep()) if text]
        self.refresh_continue()  # adds what the autosaves had to say
        self._show_notices()
        QTimer.singleShot(0, self, lambda: self.check_statistics(in_background=True))  # after the window is up

    def _fit_to_screen(self) -> None:
        """At least 1280x820 (or 92% of a smaller screen, so the status line is always on
        screen); on a large screen about 80% of it, so the tables get the room. Never smaller
        than MIN_WINDOW (the screen allowing): below it a table is too small to play on."""
        screen = self.screen()
        width, height = 1280, 820
        smallest = MIN_WINDOW
        if screen is not None:
            room = screen.availableGeometry()
            # the frame and title bar come on top: a minimum as tall as the screen put the status
            # line below its edge (a small screen at 150%: 1024x600 leaves 683x400)
            smallest = (min(MIN_WINDOW[0], room.width() - FRAME.width()), min(MIN_WINDOW[1], room.height() - FRAME.height()))
            width = min(max(width, int(room.width() * 0.8)), int(room.width() * 0.92))
            height = min(max(height, int(room.height() * 0.85)), int(room.height() * 0.92))
        self.setMinimumSize(*smallest)
        self.resize(width, height)

    def _restore_size(self) -> None:
        """The size the window had when it was last closed (and maximized if it was), never
        larger than 92% of the screen it opens on: the title bar and frame come on top, and a
        size saved on a bigger screen must not push the status line off this one."""
        last = self.settings.window
        if not last:
            return
        width, height = last["width"], last["height"]
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, int(room.width() * 0.92)), min(height, int(room.height() * 0.92))
        self.resize(width, height)
        if last["maximized"]:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _remember_size(self) -> None:
        size = self.normalGeometry().size() if self.isMaximized() else self.size()
        if size.width() < WINDOW_RANGE[0] or size.height() < WINDOW_RANGE[0]:
            return  # never shown at a real size (a window closed before it was laid out)
        self.settings.window = {"width": size.width(), "height": size.height(), "maximized": self.isMaximized()}
        self._save_settings()

    # ----- menus -----------------------------------------------------------------------
    def _action(self, menu: Any, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.act_new = self._action(game, "&New…", self.new_game_dialog_current, QKeySequence.StandardKey.New)
        self.act_restart = self._action(game, "&Restart deal", self.restart, "Ctrl+R")
        self._action(game, "&Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self.act_save = self._action(game, "&Save", self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(game, "Save &as…", self.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_games = self._action(game, "All &games", self.show_launcher, "Ctrl+L")
        game.addSeparator()
        self.act_quit = self._action(game, "&Quit", self.close)
        # the platform's own keys, else Ctrl+Q (Windows and a desktop without a theme have none)
        self.act_quit.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")])
        edit = bar.addMenu("&Edit")
        edit.setToolTipsVisible(True)  # a greyed Undo says why it cannot go back
        self.act_undo = self._action(edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo)
        # while Undo is greyed, its key still says why in the status line (it did nothing)
        self.undo_why = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo)
        self.undo_why.setEnabled(False)
        self.act_redo = self._action(edit, "&Redo", self.redo, QKeySequence.StandardKey.Redo)
        edit.addSeparator()
        self.act_hint = self._action(edit, "&Hint", self.hint, "Ctrl+H")
        self.act_hint.setToolTip("A good move for your turn (the game then counts as helped in the statistics)")
        view = bar.addMenu("&View")
        self.act_fit = self._action(view, "&Fit table", self.fit, "Ctrl+0")
        # a table that grows (Sifaka) zooms: Ctrl and the wheel did, which nobody found
        self.act_zoom_in = self._action(view, "Zoom &in", lambda: self.zoom(ZOOM_STEP), QKeySequence.StandardKey.ZoomIn)
        self.act_zoom_in.setShortcuts([*self.act_zoom_in.shortcuts(), QKeySequence("Ctrl+=")])
        self.act_zoom_out = self._action(view, "Zoom &out", lambda: self.zoom(1 / ZOOM_STEP),
                                         QKeySequence.StandardKey.ZoomOut)
        self.act_log = self._action(view, "Move &log", self.show_log, "Ctrl+M")
        self.act_log.setCheckable(True)
        # the platform's Preferences key, or Ctrl+, where it has none (Linux: Settings had no key)
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self._action(view, "&Settings…", self.settings_dialog, preferences[0] if preferences else "Ctrl+,")
        self._action(view, "S&tatistics…", self.stats_dialog)
        help_menu = bar.addMenu("&Help")
        self.act_rules = self._action(help_menu, "&Rules of this game", self.rules_dialog,
                                      QKeySequence.StandardKey.HelpContents)
        every = help_menu.addMenu("Rules of &each game")  # readable before choosing one, from the box
        for info in all_games():
            self._action(every, info.name, lambda _=False, game=info: self.show_rules(game.id, game.name))
        self._action(help_menu, "&About GameBox", self.about)
        self.menu_focus = MenuFocus(bar)  # Escape out of a menu gives the keys back to the table

    def _update_actions(self) -> None:
        session = self.page.session if self.page else None
        for action in (self.act_restart, self.act_save, self.act_save_as, self.act_rules, self.act_log, self.act_hint):
            action.setEnabled(session is not None)
        zoomable = self.page is not None and self.page.view.zoomable
        self.act_fit.setEnabled(zoomable)  # a table that never zooms always fits: Fit did nothing there
        self.act_zoom_in.setEnabled(zoomable)
        self.act_zoom_out.setEnabled(zoomable)
        # Undo is greyed when it cannot go back; its tooltip, and its key, say why
        can_undo = bool(session and session.can_undo())
        self.act_undo.setEnabled(can_undo)
        self.act_undo.setToolTip(session.undo_refusal() if session and not can_undo else "")
        self.undo_why.setEnabled(bool(session and session.history) and not can_undo)
        self.act_redo.setEnabled(bool(session and session.can_redo()))

    # ----- starting games ------------------------------------------------------------
    def new_game_dialog_current(self) -> None:
        """Game > New…: in a game, the dialog proposes that game's players, seats and options."""
        page = self.page
        if page is not None:
            session = page.session
            playing = setup_of(session.info, session.config.players, session.seats, session.levels, session.names,
                               dict(session.config.options))
            if in_progress(session):  # the new game would take this one's place
                from ui.dialogs.simple import ask_first, replace_text

                ask_first(self, "newGameQuestion", "New game", replace_text(session.info.name, self.saved_kind()),
                          "New game…",
                          "Keep playing", lambda: self.new_game_dialog(session.info.id, playing)
                          if self.page is page and in_progress(session) else None)
                return
            self.new_game_dialog(session.info.id, playing)
        else:  # no game to propose from: the gallery is the choice, said and in reach of the keys
            self.show_launcher()
            self.status.setText("Which game? Click one of the games to set up a new game of it.")
            if self.launcher.tiles:
                self.launcher.tiles[0].button.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def new_game_dialog(self, game_id: str, proposed: dict[str, Any] | None = None) -> None:
        """The new-game dialog for `game_id`, filled in with `proposed` or the setup it last started."""
        from ui.dialogs.new_game import NewGameDialog

        info = get_info(game_id)
        if not self._may_replace_unfinished(game_id):
            return
        overrides = {"robot_deck": self.settings.robot_level} if game_id == "girafferaffe" else {}
        remembered = proposed if proposed is not None else self.settings.last_setup.get(game_id)
        dialog = NewGameDialog(info, remembered, overrides, self)
        if run_modal(dialog) and dialog.result_setup is not None:
            setup = dialog.result_setup
            before = self.settings.last_setup.get(game_id)
            self.settings.last_setup[game_id] = setup_to_remember(before, setup.to_json())
            if overrides and setup.players == 1 and "robot_deck" in setup.options:
                self.settings.robot_level = int(setup.options["robot_deck"])  # G12: the level chosen is theirs now
            self._save_settings()
            self.start_game(game_id, setup.players, setup.seats, setup.levels, setup.seed, setup.options,
                            setup.names)

    def start_game(self, game_id: str, players: int, seats: list[str], levels: list[str] | None,
                   seed: int, options: dict[str, Any], names: list[str] | None = None) -> None:
        from gamebox.session import GameSession

        info = get_info(game_id)
        config = info.make_config(players, options)
        session = GameSession(info, config, seed, seats, levels, names=names)
        self.save_path = None
        self._show_session(session)

    def _show_session(self, session: Any, end_note: tuple[str, str] | None = None) -> None:
        """Show `session` on a new page; `end_note`: a line its result adds (label, words)."""
        from ui.game_page import GamePage

        # begun with the keys: the last table was played with them, or they walked the box here
        keys = keys_walking(self) or (self.page is not None and self.page.scene.keyboard.in_use)
        self._close_page()
        session.ai_delay_ms = self.settings.computer_beat_ms
        self._opened_finished = session.to_move is None
        replacing, self._replacing = self._replacing, None  # asked just before: this game takes its place
        self._replacing_for = (session.game_id, replacing[1]) if replacing and replacing[0] == session.info.id else None
        self._autosave_elsewhere = None  # a game shown anew (resumed again, too) is kept for later again
        page = GamePage(session, self.settings, stacked=self._stacked_last)
        page.end_note = end_note
        self.page = page
        page.statusChanged.connect(self.status.setText)
        page.newDealRequested.connect(lambda: self.play_again(new_deal=True))
        page.playAgainRequested.connect(lambda: self.play_again(new_deal=False))
        page.backRequested.connect(self.show_launcher)
        page.logShown.connect(self.act_log.setChecked)
        self.act_log.setChecked(page.log_on)
        session.moveApplied.connect(lambda *_: self._after_move())
        session.stateReset.connect(self._update_actions)
        page.scene.viewerChanged.connect(self._update_actions)  # Undo follows whose the screen is
        session.gameOver.connect(self._game_over)
        if self.notices and self.stack.currentWidget() is self.launcher and self.launcher.isVisible() \
                and not self.launcher.held:
            # read above the games before this one was chosen: back there, a note about games
            # that could not be read stood over the game now in the Continue list (one that
            # comes true again, as settings that still cannot be kept, is said again then)
            self.notices.clear()
            self.launcher.set_notice("")
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.status.fresh_height(page.status, MAX_LINES)  # two lines all along: the table never jumps
        for layout in (self.statusBar().layout(), self.layout()):  # at once: the table had been laid
            if layout is not None:  # out again a line shorter a moment after it showed
                layout.activate()
        # the keys go to the new table (started from the Review, they stayed nowhere: Enter and
        # Tab did nothing until a click)
        page.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if keys:
            page.scene.keyboard.begin_with_keys()
        computers = computers_words(session.seats, session.levels, page.scene.table_names(page.scene.viewer_seat).labels)
        against = f" — {computers}" if computers else ""
        # the rules changed by an option show too: "New deal" keeps them, and nothing else said so
        changed = options_words(session.info, session.config, numbers=False)
        rules = f" — {changed}" if changed else ""
        self.setWindowTitle(f"{session.info.name} — deal {session.seed}{against}{rules}")  # Qt adds " — GameBox"
        page.start()
        self._update_actions()

    def _quit_now(self) -> None:
        self._quit_anyway = True
        self.close()

    def _close_page(self) -> None:
        if self.page is not None:
            self._stacked_last = self.page.stacked  # the next page starts where this one had its side column
            self.autosave()
            self.page.shutdown()
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None

    def _on_stack_changed(self, _index: int) -> None:
        if self.stack.currentWidget() is self.launcher:  # however it came back (a page closed)
            self.launcher.release()

    def show_launcher(self) -> None:
        self._close_page()
        self.refresh_continue()
        self.stack.setCurrentWidget(self.launcher)
        self.setWindowTitle("GameBox")
        self.status.fresh_height(AT_THE_BOX)
        self._update_actions()

    def open_from_command_line(self, args: argparse.Namespace) -> None:
        """`gamebox --new GAME --seed N --seats ...` or `gamebox FILE`; bad input: a dialog."""
        if self.notices:  # told before the game opens: the player never sees the box of games
            self._tell_notices()
        try:
            check_request(args)
            if args.file is not None:
                self.open_file(Path(args.file))
                return
            asked = read_start(args)
            if not self._may_replace_unfinished(asked.info.id):
                self.status.setText(still_listed(asked.info.name))
                return
            self.start_game(asked.info.id, asked.players, asked.seats, asked.levels, asked.seed, asked.options)
        except GameBoxError as exc:
            print(f"gamebox: {exc}", file=sys.stderr)  # the terminal's words, for whoever typed it
            self.error("Cannot start that game", exc.plain or str(exc))
        finally:
            if self.page is None:  # no game came of it: the launcher stays, pictures and all
                self.launcher.release()

    def _tell_notices(self) -> None:
        """The start's notices (files that could not be read or kept) in a message before the game
        a command line opens at once (a game's words took the status line, and the box of games
        was never seen); it waits for OK, so the game does not go on behind it. Told, they leave
        the box's notice line."""
        from ui.dialogs import simple

        text = " ".join(self.notices)
        self.notices.clear()
        self.launcher.set_notice("")
        self._gallery_in_sight()  # over the box of games: its pictures, not five blank tiles
        simple.tell(self, "noticeDialog", "About your files", text)

    # ----- moves, undo, end ----------------------------------------------------------
    def _after_move(self) -> None:
        self._opened_finished = False  # a move played here: this game's end is the player's
        self._update_actions()
        self.autosave()

    def hint(self) -> None:
        if self.page is not None:
            self.page.hint()

    def undo(self) -> None:
        if self.page is None:
            return
        session = self.page.session
        before = list(session.history)
        if session.undo():
            self.page.tell_changed(before[len(session.history):], again=False)
            self._update_actions()
        else:
            self.page.refuse(self.page.session.undo_refusal() or "There is nothing to undo.")

    def play_again(self, new_deal: bool) -> None:
        """The same setup and players again: a new deal number, or the same deal."""
        if self.page is None:
            return
        from gamebox.core.rng import random_seed

        session = self.page.session
        self._keep_result(session)
        seed = session.seed
        while new_deal and seed == session.seed:
            seed = random_seed()
        options = dict(session.config.options)
        if new_deal:
            options.update(next_deal_options(session))
        self.start_game(session.info.id, session.config.players, list(session.seats), list(session.levels), seed,
                        options, list(session.names))

    def redo(self) -> None:
        if self.page is None:
            return
        session = self.page.session
        before = len(session.history)
        if session.redo():
            self.page.tell_changed(session.history[before:], again=True)
            self._update_actions()

    def restart(self) -> None:
        """Game > Restart deal; asked first when it would throw away moves of a game in
        progress (Keep playing, Escape or closing the question change nothing)."""
        page = self.page
        if page is None:
            return
        if not in_progress(page.session):
            self._restart_now()
            return
        from ui.dialogs.simple import ask_first, restart_text

        ask_first(self, "restartQuestion", "Restart the deal", restart_text(self.saved_kind()), "Restart the deal",
                  "Keep playing",
                  lambda: self._restart_now() if self.page is page else None)

    def _restart_now(self) -> None:
        """The same deal from the start: a new game for the statistics (the help mark stays:
        the deal was seen with help)."""
        if self.page:
            session = self.page.session
            self._keep_result(session)
            old_id = session.game_id
            session.game_id = uuid.uuid4().hex
            session.restart()
            self.autosaves.remove(session.info.id, old_id)  # its moves are gone, as the question said
            self.autosave()
            self._update_actions()

    def fit(self) -> None:
        if self.page:
            self.page.view.fit()

    def zoom(self, factor: float) -> None:
        """View > Zoom in / Zoom out, about the middle of what is shown (a table that grows)."""
        if self.page and self.page.view.zoomable:
            self.page.view.zoom_about_centre(factor)

    def show_log(self, shown: bool) -> None:
        """View > Move log: the player's choice holds from now on, in every game (a narrow
        window hides the log by itself until then)."""
        self.settings.move_log = "shown" if shown else "hidden"
        self._save_settings()
        if self.page:
            self.page.set_log_mode(self.settings.move_log)

    def _game_over(self, result: Result) -> None:
        session = self.page.session if self.page else None
        if session is None:
            return
        self._update_actions()
        if self._opened_finished:
            return  # opened already over (a save, a resume): shown, no file removed (a resume counted it)
        self.autosaves.remove(session.info.id, session.game_id)  # it ended here: no longer unfinished
        self.count_game(session, result)

    def count_game(self, session: Any, result: Result) -> bool:
        """Add a finished game to the statistics (once: by its game id); True when it was new.
        A solo win raises the Robot Deck offered next."""
        from ui.stats import record_result

        try:
            recorded = record_result(session, result)
        except OSError as exc:
            self.error("Statistics not updated",
                       f"This game could not be added to your statistics: {disk_reason(exc)}. "
                       "The statistics kept so far are unchanged.")
            return False
        self._kept_id = session.game_id
        earned = next_deal_options(session).get("robot_deck") if recorded else None
        if earned is not None and int(earned) > self.settings.robot_level:  # a win never lowers it (an old save)
            self.settings.robot_level = int(earned)
            self._save_settings()
        return recorded

    def _keep_result(self, session: Any) -> None:
        """Before the table deals again: a finished game is in the statistics (kept when it
        ended; tried again here if that failed), never lost with the old deal."""
        result = session.result
        if result is not None and self._kept_id != session.game_id:
            self._game_over(result)

    # ----- dialogs -------------------------------------------------------------------
    def error(self, title: str, text: str) -> None:
        self._gallery_in_sight()
        first = text.splitlines()[0]
        self.status.setText(first)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file's name is shown as typed, never as markup
        box.setObjectName("errorDialog")
        box.finished.connect(lambda _answer: self._status_after_error(first))
        open_once(box)

    def _status_after_error(self, said: str) -> None:
        """The message read and closed: the status line says the table's words again (a file
        that could not be written stayed named there over the game, through later saves)."""
        if self.status.text() == said:
            self.status.setText(self.page.status if self.page is not None else AT_THE_BOX)

    def rules_dialog(self) -> None:
        if self.page is not None:
            self.show_rules(self.page.session.info.id, self.page.session.info.name)

    def show_rules(self, game_id: str, name: str) -> None:
        """A game's rules in a window of their own that stays open while the game is played
        (it was modal: nobody could read the rules and play); asked again, it comes forward."""
        from ui.dialogs.simple import RulesDialog

        shown = self._rules_open.get(game_id)
        if shown is not None:
            shown.raise_()
            shown.activateWindow()
            return
        # a window of its own, not the game window's child: a child stayed above the table,
        # over the cards, even while the game window had the keys
        dialog = RulesDialog(game_id, name, None)
        dialog.setWindowIcon(self.windowIcon())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _code: self._rules_open.pop(game_id, None))
        dialog.addAction(self.act_quit)  # Ctrl+Q quits from the rules too (it did nothing there)
        # at the window's right, where the moves and the result are, each further one a step
        # down and left (two games' rules lay exactly on top of each other)
        step = RULES_CASCADE * len(self._rules_open)
        frame = self.frameGeometry()
        place_on_screen(dialog, QPoint(max(frame.left(), frame.right() - dialog.width() - RULES_CASCADE - step),
                                       frame.top() + 40 + step))
        self._rules_open[game_id] = dialog
        dialog.show()

    def stats_dialog(self) -> None:
        from ui.stats import StatsDialog

        run_modal(StatsDialog(self, game=self.page.session.info.id if self.page is not None else ""))

    def about(self) -> None:
        from ui.dialogs.simple import about_text

        QMessageBox.about(self, "About GameBox", about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.unkept_moves() and not self._quit_anyway:  # told once, when it could not be kept: asked again now
            from ui.dialogs.simple import ask_first

            event.ignore()
            shown = self.findChild(QMessageBox, "quitQuestion")
            if shown is not None and shown.isVisible():  # asked already (Quit pressed twice)
                shown.raise_()
                return
            ask_first(self, "quitQuestion", "Quit GameBox?",
                      "This game's last moves are kept nowhere: the Continue list could not take them, and "
                      "no saved game holds them. Game > Save as can keep the game. Quit anyway?",
                      "Quit anyway", "Keep playing", self._quit_now)
            return
        self._close_page()
        self._remember_size()
        for rules in list(self._rules_open.values()):  # windows of their own: they go with this one
            rules.close()
        super().closeEvent(event)


