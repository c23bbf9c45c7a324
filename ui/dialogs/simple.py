"""Small dialogs: settings, rules, about."""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QSlider,
                               QTextBrowser, QVBoxLayout, QWidget)

from gamebox import __version__
from ui.settings import THEMES, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        form = QFormLayout(self)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, 20)
        self.speed.setValue(int(round(settings.speed * 10)))
        self.speed_label = QLabel()
        self.speed.valueChanged.connect(self._show_speed)
        self._show_speed(self.speed.value())
        form.addRow("Animation speed", self.speed)
        form.addRow("", self.speed_label)
        self.cards = QSlider(Qt.Orientation.Horizontal)
        self.cards.setRange(6, 16)
        self.cards.setValue(int(round(settings.card_scale * 10)))
        form.addRow("Card size", self.cards)
        self.theme = QComboBox()
        self.theme.addItems([t.title() for t in THEMES])
        self.theme.setCurrentIndex(THEMES.index(settings.theme) if settings.theme in THEMES else 0)
        form.addRow("Theme", self.theme)
        form.addRow(QLabel("Changes apply to the next table you open."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.settings = settings

    def _show_speed(self, value: int) -> None:
        self.speed_label.setText("instant" if value == 0 else f"{value / 10:.1f}x the normal duration")

    def apply_to(self, settings: Settings) -> Settings:
        settings.speed = self.speed.value() / 10
        settings.card_scale = self.cards.value() / 10
        settings.theme = THEMES[self.theme.currentIndex()]
        return settings.clamp()


def rules_text(game_id: str) -> str:
    try:
        return (resources.files("resources") / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return f"# {game_id.title()}\n\nThe rules page for this game is not written yet."


class RulesDialog(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules of {title}")
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setMarkdown(rules_text(game_id))
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def about_text() -> str:
    return (f"<h2>GameBox {__version__}</h2><p>Five tabletop games against computer players or "
            "friends at the same screen: Girafferaffe, Sifaka, Goritaire, Gorilla and TRIO.</p>"
            "<p>All art is drawn by GameBox. Saves are plain JSON files.</p>")
