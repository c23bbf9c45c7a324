"""The main window: launcher gallery, game page, menus and shortcuts, saves and autosaves."""

from __future__ import annotations

import argparse
import uuid
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QStackedWidget

from gamebox.core.contract import Result
from gamebox.core.errors import GameBoxError
from gamebox.core.rng import parse_seed
from gamebox.registry import get_info
from ui.autosaves import AutosaveStore
from ui.launcher import Launcher
from ui.settings import Settings, SettingsStore
from ui.userfiles import config_dir, data_dir, remove_stale_temps

LIVE_FIELDS = ("speed", "card_scale", "theme")


class MainWindow(QMainWindow):
    def __init__(self, store: SettingsStore | None = None, autosaves: AutosaveStore | None = None) -> None:
        super().__init__()
        self.setWindowTitle("GameBox")
        self._fit_to_screen()
        self.store = store or SettingsStore()
        self.settings: Settings = self.store.load()
        self.autosaves = autosaves or AutosaveStore()
        remove_stale_temps([self.store.path.parent, config_dir(), data_dir(), self.autosaves.folder])
        self.autosaves.migrate()
        self.page: Any = None  # GamePage while a game is open
        self.save_path: Path | None = None
        self._opened_finished = False  # the open game was already over when opened: not counted
        self._autosaved_id: str | None = None  # the game whose autosave this window keeps
        self.stack = QStackedWidget()
        self.launcher = Launcher()
        self.launcher.gameChosen.connect(self.new_game_dialog)
        self.launcher.continue_list.resumeRequested.connect(self.resume_autosave)
        self.launcher.continue_list.discardRequested.connect(self.discard_autosave)
        self.stack.addWidget(self.launcher)
        self.setCentralWidget(self.stack)
        self.status = QLabel("Choose a game to play.")
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self._build_menus()
        self._update_actions()
        if self.settings.theme != "light":
            self._apply_theme()
        self.notices: list[str] = [self.store.problem] if self.store.problem else []
        self.refresh_continue()  # adds what the autosaves had to say
        self._show_notices()
        QTimer.singleShot(0, self, self.check_statistics)  # after the window is up

    def _fit_to_screen(self) -> None:
        """1280x820, or 92% of a smaller screen, so the status line is always on screen."""
        screen = self.screen()
        width, height = 1280, 820
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, int(room.width() * 0.92)), min(height, int(room.height() * 0.92))
        self.resize(width, height)

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
        self._action(game, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        edit = bar.addMenu("&Edit")
        self.act_undo = self._action(edit, "&Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(edit, "&Redo", self.redo, QKeySequence.StandardKey.Redo)
        view = bar.addMenu("&View")
        self.act_fit = self._action(view, "&Fit table", self.fit, "Ctrl+0")
        self._action(view, "&Settings…", self.settings_dialog, QKeySequence.StandardKey.Preferences)
        self._action(view, "S&tatistics…", self.stats_dialog)
        help_menu = bar.addMenu("&Help")
        self.act_rules = self._action(help_menu, "&Rules", self.rules_dialog, QKeySequence.StandardKey.HelpContents)
        self._action(help_menu, "&About GameBox", self.about)

    def _update_actions(self) -> None:
        session = self.page.session if self.page else None
        for action in (self.act_restart, self.act_save, self.act_save_as, self.act_fit, self.act_rules):
            action.setEnabled(session is not None)
        self.act_undo.setEnabled(bool(session and session.can_undo()))
        self.act_redo.setEnabled(bool(session and session.can_redo()))

    # ----- starting games ------------------------------------------------------------
    def new_game_dialog_current(self) -> None:
        if self.page is not None:
            self.new_game_dialog(self.page.session.info.id)
        else:
            self.show_launcher()

    def new_game_dialog(self, game_id: str) -> None:
        from ui.dialogs.new_game import NewGameDialog

        info = get_info(game_id)
        if not self._may_replace_unfinished(game_id):
            return
        overrides = {"robot_deck": self.settings.robot_level} if game_id == "girafferaffe" else {}
        dialog = NewGameDialog(info, self.settings.last_setup.get(game_id), overrides, self)
        if dialog.exec() and dialog.result_setup is not None:
            setup = dialog.result_setup
            self.settings.last_setup[game_id] = setup.to_json()
            self._save_settings()
            self.start_game(game_id, setup.players, setup.seats, setup.levels, setup.seed, setup.options)

    def start_game(self, game_id: str, players: int, seats: list[str], levels: list[str] | None,
                   seed: int, options: dict[str, Any]) -> None:
        from gamebox.session import GameSession

        info = get_info(game_id)
        config = info.make_config(players, options)
        session = GameSession(info, config, seed, seats, levels)
        self.save_path = None
        self._show_session(session)

    def _show_session(self, session: Any) -> None:
        from ui.game_page import GamePage

        self._close_page()
        session.ai_delay_ms = int(300 * self.settings.speed)  # a beat before computer moves
        self._opened_finished = session.to_move is None
        page = GamePage(session, self.settings)
        self.page = page
        page.statusChanged.connect(self.status.setText)
        session.moveApplied.connect(lambda *_: self._after_move())
        session.stateReset.connect(self._update_actions)
        session.gameOver.connect(self._game_over)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.setWindowTitle(f"GameBox — {session.info.name} (deal {session.seed})")
        page.start()
        self._update_actions()

    def _close_page(self) -> None:
        if self.page is not None:
            self.autosave()
            self.page.shutdown()
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None

    def show_launcher(self) -> None:
        self._close_page()
        self.refresh_continue()
        self.stack.setCurrentWidget(self.launcher)
        self.setWindowTitle("GameBox")
        self.status.setText("Choose a game to play.")
        self._update_actions()

    def open_from_command_line(self, args: argparse.Namespace) -> None:
        """`gamebox --new GAME --seed N --seats ...` or `gamebox FILE`; bad input: a dialog."""
        try:
            if args.file:
                self.open_file(Path(args.file))
                return
            info = get_info(args.new)
            seats = args.seats.split(",") if args.seats else None
            players = len(seats) if seats else info.default_players
            if seats is None:
                seats = ["human"] + ["computer"] * (players - 1)
            levels = args.levels.split(",") if args.levels else None
            options = dict(pair.partition("=")[::2] for pair in (args.option or []))
            seed = parse_seed(args.seed) if args.seed is not None else parse_seed(0)
            self.start_game(info.id, players, seats, levels, seed, options)
        except GameBoxError as exc:
            self.error("Cannot start that game", str(exc))

    # ----- moves, undo, end ----------------------------------------------------------
    def _after_move(self) -> None:
        self._opened_finished = False  # a move played here: this game's end is the player's
        self._update_actions()
        self.autosave()

    def undo(self) -> None:
        if self.page and self.page.session.undo():
            self._update_actions()

    def redo(self) -> None:
        if self.page and self.page.session.redo():
            self._update_actions()

    def restart(self) -> None:
        """The same deal from the start: a new game for the statistics (the help mark stays:
        the deal was seen with help)."""
        if self.page:
            session = self.page.session
            session.game_id = uuid.uuid4().hex
            session.restart()
            self.autosave()
            self._update_actions()

    def fit(self) -> None:
        if self.page:
            self.page.view.fit()

    def _game_over(self, result: Result) -> None:
        from ui.stats import record_result

        session = self.page.session if self.page else None
        if session is None:
            return
        self.autosaves.remove(session.info.id, session.game_id)  # a finished game is never autosaved
        self._update_actions()
        if self._opened_finished:
            return  # opened already over (a save, a resume): shown, never counted again
        if record_result(session, result) and session.info.id == "girafferaffe" and result.details.get("solo_won"):
            self.settings.robot_level = min(45, self.settings.robot_level + 1)
            self._save_settings()

    # ----- files ---------------------------------------------------------------------
    def autosave(self) -> None:
        """Keep the open game as its game's unfinished one (never a finished game, and never
        an untouched new deal over an older unfinished game)."""
        if self.page is None:
            return
        session = self.page.session
        if session.to_move is None:
            self.autosaves.remove(session.info.id, session.game_id)
            return
        if not session.history and self._autosaved_id != session.game_id:
            return
        try:
            self.autosaves.write(session.to_record())
            self._autosaved_id = session.game_id
        except OSError as exc:
            self.status.setText(f"Your game could not be kept for later: {exc.strerror or 'the disk refused'}.")

    def refresh_continue(self) -> None:
        self.launcher.continue_list.set_entries(self.autosaves.entries())
        if self.autosaves.problems:
            self._add_notices(self.autosaves.problems)
            self.autosaves.problems = []

    def resume_autosave(self, game: str) -> None:
        from ui.files import session_from_record

        try:
            record = self.autosaves.load(game)
            session = session_from_record(record)
        except GameBoxError as exc:
            self.autosaves.set_aside(game)
            self.refresh_continue()
            self.error("This unfinished game cannot be resumed",
                       f"It could not be read: {exc}.\n\nGameBox kept its file aside.")
            return
        self.save_path = None
        self._autosaved_id = record.id or None
        self._show_session(session)
        if not record.id:
            self.autosave()  # a save from an older GameBox gets its game id now

    def discard_autosave(self, game: str) -> None:
        name = get_info(game).name
        box = QMessageBox(QMessageBox.Icon.Question, "Discard the unfinished game",
                          f"Give up your unfinished game of {name}? It cannot be brought back.",
                          QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("discardDialog")
        box.finished.connect(lambda answer: self._discard(game) if answer == QMessageBox.StandardButton.Discard else None)
        box.open()

    def _discard(self, game: str) -> None:
        self.autosaves.remove(game)
        self.refresh_continue()
        self.status.setText(f"The unfinished game of {get_info(game).name} was discarded.")

    def _may_replace_unfinished(self, game_id: str) -> bool:
        """Ask before a new game of `game_id` takes the place of its unfinished one."""
        if game_id not in self.launcher.continue_list.games():
            return True
        if self.page is not None and self.page.session.info.id == game_id:
            return True  # the unfinished one is the game on the table
        name = get_info(game_id).name
        answer = QMessageBox.question(
            self, f"New game of {name}",
            f"You have an unfinished game of {name}. A new game takes its place once you play a move. "
            "Start a new game?")
        return answer == QMessageBox.StandardButton.Yes

    def open_dialog(self) -> None:
        from ui.files import ask_open_path

        path = ask_open_path(self)
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path) -> None:
        from ui.files import load_session

        try:
            session = load_session(path)
        except GameBoxError as exc:
            self.error("This file cannot be opened",
                       f"“{path.name}” could not be opened: {exc}.\n\nNothing was changed; the file was kept.")
            return
        self.save_path = path
        self._show_session(session)

    def save(self) -> None:
        from ui.files import write_save

        if self.save_path is None:
            self.save_as()
        elif self.page is not None:
            try:
                write_save(self.save_path, self.page.session.to_record())
            except OSError as exc:
                self.error("The game could not be saved",
                           f"“{self.save_path.name}” could not be written: {exc.strerror or 'the disk refused'}.")
                return
            self.status.setText(f"Saved as “{self.save_path.name}”.")

    def save_as(self) -> None:
        from ui.files import ask_save_path

        if self.page is None:
            return
        session = self.page.session
        path = ask_save_path(self, f"{session.info.name} deal {session.seed}.json")
        if path is not None:
            self.save_path = path
            self.save()

    # ----- dialogs -------------------------------------------------------------------
    def error(self, title: str, text: str) -> None:
        self.status.setText(text.splitlines()[0])
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("errorDialog")
        box.open()

    def _add_notices(self, texts: list[str]) -> None:
        self.notices.extend(t for t in texts if t not in self.notices)
        self._show_notices()

    def _show_notices(self) -> None:
        text = " ".join(self.notices)
        self.launcher.set_notice(text)
        if text:
            self.status.setText(text)

    def check_statistics(self) -> None:
        """Read the statistics once at start, so a damaged file is kept aside and said at once."""
        from ui.stats import StatsStore

        store = StatsStore()
        store.load()
        if store.problem:
            self._add_notices([store.problem])

    def settings_dialog(self) -> None:
        from ui.dialogs.simple import SettingsDialog

        before = self.settings.copy()
        dialog = SettingsDialog(self.settings, self)
        dialog.changed.connect(lambda: self.apply_settings(dialog.apply_to(self.settings)))
        if dialog.exec():
            self._save_settings()
        else:
            for name in LIVE_FIELDS:
                setattr(self.settings, name, getattr(before, name))
            self.apply_settings(self.settings)

    def apply_settings(self, settings: Settings) -> None:
        """Show changed settings at once: the whole window's theme and the open table (its
        animation speed, card size and felt)."""
        self._apply_theme()
        if self.page is not None:
            self.page.session.ai_delay_ms = int(300 * settings.speed)
            self.page.scene.apply_settings()
            self.page.view.settings_changed()

    def _apply_theme(self) -> None:
        from PySide6.QtWidgets import QApplication

        from ui.appearance import apply_theme

        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.settings.theme)

    def _save_settings(self) -> None:
        try:
            self.store.save(self.settings)
        except OSError as exc:
            self.status.setText(f"Settings not saved: {exc.strerror}")

    def rules_dialog(self) -> None:
        from ui.dialogs.simple import RulesDialog

        if self.page is not None:
            RulesDialog(self.page.session.info.id, self.page.session.info.name, self).exec()

    def stats_dialog(self) -> None:
        from ui.stats import StatsDialog

        StatsDialog(self).exec()

    def about(self) -> None:
        from ui.dialogs.simple import about_text

        QMessageBox.about(self, "About GameBox", about_text())

    def closeEvent(self, event: QCloseEvent) -> None:
        self._close_page()
        super().closeEvent(event)


