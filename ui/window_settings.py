"""The main window's settings actions and start-up notices: the live Settings dialog (every
change shows at once on the open table and the whole window), the theme, and the plain-words
notes about user files kept aside. A mixin of MainWindow (ui/main_window.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtWidgets import QWidget

from ui.disk_words import disk_reason
from ui.settings import Settings, SettingsStore
from ui.status_line import StatusLine

if TYPE_CHECKING:
    from ui.launcher import Launcher

LIVE_FIELDS = ("speed", "card_scale", "theme")


class SettingsActions:
    page: Any
    settings: Settings
    store: SettingsStore
    launcher: Launcher
    status: StatusLine
    notices: list[str]

    def _add_notices(self, texts: list[str]) -> None:
        self.notices.extend(t for t in texts if t not in self.notices)
        self._show_notices()

    def _show_notices(self) -> None:
        text = " ".join(self.notices)
        self.launcher.set_notice(text)
        if text:
            self.status.setText(text)

    def check_statistics(self, in_background: bool = False) -> None:
        """Read the statistics once at start, so a damaged file is kept aside and said at once
        (at start in a worker thread: a big file takes a moment and the window stays responsive)."""
        from ui.stats.store import check_file

        if not in_background:
            self._statistics_checked(0, check_file())
            return
        from gamebox.session import Thinker

        self._stats_checker = Thinker(cast(QWidget, self))
        self._stats_checker.answered.connect(self._statistics_checked)
        self._stats_checker.ask(0, check_file)

    def _statistics_checked(self, _token: int, problem: str | None) -> None:
        if problem:
            self._add_notices([problem])

    def settings_dialog(self) -> None:
        from ui.dialogs.lifetime import run_modal
        from ui.dialogs.simple import SettingsDialog

        before = self.settings.copy()
        page = getattr(self, "page", None)
        note = page.scene.card_size_note() if page is not None else None
        dialog = SettingsDialog(self.settings, cast(QWidget, self), note, table_open=page is not None)
        dialog.changed.connect(lambda: self.apply_settings(dialog.apply_to(self.settings)))
        if run_modal(dialog):
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
            self.page.session.ai_delay_ms = settings.computer_beat_ms
            self.page.apply_settings()

    def _apply_theme(self) -> None:
        from PySide6.QtWidgets import QApplication

        from ui.appearance import apply_theme

        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.settings.theme)

    def _save_settings(self) -> None:
        try:
            self.store.save(self.settings)
        except OSError as exc:  # said in the launcher too: the status line moves on with the game
            self._add_notices([f"Your settings cannot be kept: {disk_reason(exc)}. Changes last until GameBox closes."])
