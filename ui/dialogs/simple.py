"""Small dialogs: settings, rules, about, and a question asked before something is thrown away."""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import resources

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gamebox import __version__
from ui.dialogs.lifetime import fit_to_screen, open_once, scrolling
from ui.settings import THEMES, Settings

# animation speed from slow (left) to fast and Instant (right): (duration factor, name)
SPEED_STEPS = ((2.0, "Very slow"), (1.5, "Slow"), (1.25, "A little slow"), (1.0, "Normal"),
               (0.75, "A little fast"), (0.5, "Fast"), (0.25, "Very fast"), (0.0, "Instant"))
CARD_PERCENT = (60, 160, 5)
RULES_SIZE = QSize(720, 640)  # on a screen with the room


def speed_position(speed: float) -> int:
    """The slider position nearest to a stored speed (a duration factor, 0 = instant)."""
    return min(range(len(SPEED_STEPS)), key=lambda i: abs(SPEED_STEPS[i][0] - speed))


def speed_text(position: int) -> str:
    factor, name = SPEED_STEPS[position]
    if factor == 0:
        return "Instant: no animation"
    if factor == 1:
        return "Normal speed"
    return f"{name}: {1 / factor:.2g}× the normal speed"


class SettingsDialog(QDialog):
    """Every change shows at once on the open table (`changed` is emitted); Cancel puts the
    settings back as they were when the dialog opened (the caller restores them)."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 card_note: str | None = None, table_open: bool = True) -> None:
        """card_note: what the open table does with the card size, when it does not simply
        show every size (a cap, a board always shown whole); table_open: a game is on screen
        to show the changes on (not from the box of games)."""
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setObjectName("settingsDialog")
        form = QFormLayout()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEED_STEPS) - 1)
        self.speed.setPageStep(1)
        self.speed.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.speed.setTickInterval(1)
        self.speed.setValue(speed_position(settings.speed))
        self.speed.setMinimumWidth(280)
        self.speed_label = QLabel()
        self.speed_label.setObjectName("speedValue")
        ends = QHBoxLayout()
        ends.addWidget(QLabel(SPEED_STEPS[0][1]))  # the two ends' own names; the value below names each step
        ends.addStretch(1)
        ends.addWidget(QLabel(SPEED_STEPS[-1][1]))
        speed_box = QVBoxLayout()
        speed_box.addWidget(self.speed)
        speed_box.addLayout(ends)
        speed_box.addWidget(self.speed_label)
        form.addRow("Animation speed", speed_box)
        self.speed.setAccessibleName("Animation speed")  # a row of a layout gives its slider no name
        self.cards = QSlider(Qt.Orientation.Horizontal)
        low, high, step = CARD_PERCENT
        self.cards.setRange(low // step, high // step)
        self.cards.setPageStep(2)
        self.cards.setValue(round(settings.card_scale * 100 / step))
        self.cards_label = QLabel()
        self.cards_label.setObjectName("cardSizeValue")
        self.cards_label.setMinimumWidth(48)
        card_row = QHBoxLayout()
        card_row.addWidget(self.cards, 1)
        card_row.addWidget(self.cards_label)
        form.addRow("Card size", card_row)
        self.cards.setAccessibleName("Card size")
        self.cap_note = QLabel()  # what the open table does with the size: said beside the slider
        self.cap_note.setObjectName("cardCapNote")
        self.cap_note.setWordWrap(True)
        if card_note:
            self.cap_note.setText(card_note)
            form.addRow(self.cap_note)
        self.theme = QComboBox()
        self.theme.addItems([t.title() for t in THEMES])
        self.theme.setCurrentIndex(THEMES.index(settings.theme) if settings.theme in THEMES else 0)
        form.addRow("Theme", self.theme)
        self.theme.setAccessibleName("Theme")
        note = QLabel("Changes show on the table at once. Cancel puts them back." if table_open
                      else "The settings hold for every game. Cancel puts them back.")
        note.setObjectName("settingsNote")
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolling(form), 1)  # a tiny screen scrolls them; the buttons stay
        layout.addWidget(buttons)
        self._show_values()
        for signal in (self.speed.valueChanged, self.cards.valueChanged, self.theme.currentIndexChanged):
            signal.connect(self._on_change)
        fit_to_screen(self)

    def _show_values(self) -> None:
        self.speed_label.setText(speed_text(self.speed.value()))
        self.cards_label.setText(f"{self.cards.value() * CARD_PERCENT[2]}%")

    def _on_change(self) -> None:
        self._show_values()
        self.changed.emit()

    def apply_to(self, settings: Settings) -> Settings:
        settings.speed = SPEED_STEPS[self.speed.value()][0]
        settings.card_scale = self.cards.value() * CARD_PERCENT[2] / 100
        settings.theme = THEMES[self.theme.currentIndex()]
        return settings


def rules_text(game_id: str) -> str:
    """The game's rules page, with the keys at its end (`keys_for`)."""
    folder = resources.files("resources") / "rules"
    try:
        page = (folder / f"{game_id}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        page = f"# {game_id.title()}\n\nThe rules page for this game is not written yet."
    try:
        return page + keys_for((folder / "keyboard.md").read_text(encoding="utf-8"), game_id)
    except (FileNotFoundError, OSError):
        return page


_TAG = re.compile(r"^- \[(only|not): ([a-z, ]+)\] ")


def keys_for(text: str, game_id: str) -> str:
    """The keyboard page for one game: a list item tagged "[only: sifaka] " is kept for the
    games it names, one tagged "[not: goritaire] " for the others, each without its tag (the
    Sifaka arrows, Gorilla's Space, a Review the solitaire has not were on every page)."""
    out: list[str] = []
    keep = True
    for line in text.splitlines(keepends=True):
        if line.startswith("- "):
            tag = _TAG.match(line)
            keep = True
            if tag:
                named = {name.strip() for name in tag.group(2).split(",")}
                keep = (game_id in named) == (tag.group(1) == "only")
                line = "- " + line[tag.end():]
        elif not line.startswith("  "):
            keep = True
        if keep:
            out.append(line)
    return "".join(out)


class RulesDialog(QDialog):
    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules of {title}")
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setMarkdown(rules_text(game_id))
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, RULES_SIZE)  # the page scrolls in what the screen leaves


def about_text() -> str:
    return (f"<h2>GameBox {__version__}</h2><p>Five tabletop games against computer players or "
            "friends at the same screen: Girafferaffe, Sifaka, Goritaire, Gorilla and TRIO.</p>"
            "<p>All art is drawn by GameBox. A saved game is a small text file you can keep or share.</p>"
            "<p>GameBox is free software: you may share and change it under the GNU General Public "
            "License, version 3 or any later version. It comes with no warranty. It is built with "
            "Qt for Python (PySide6) and other free parts, each under its own licence.</p>")


SAVED_NOW = "now"  # a file the player saved holds the game as it is now
SAVED_EARLIER = "earlier"  # one holds it as it was some moves ago


def restart_text(saved: str = "") -> str:
    """The question before Restart deal; `saved`: what a file the player saved keeps of it."""
    return "Start this deal again from the beginning? " + _by_save(
        saved, "The moves played leave the table; the file you saved keeps them (Game > Open).",
        "The moves played since you saved are lost; the file you saved keeps the game as it was then (Game > Open).",
        "Every move played in this game so far will be lost.")


def replace_text(name: str, saved: str = "") -> str:
    """The question before a new game takes the place of the one being played; `saved`: what a
    file the player saved keeps of it (every move had been said to be lost)."""
    start = f"Start a new game of {name}? Once you play a move in it, it takes the place of the game you are playing"
    return start + _by_save(
        saved, ", which leaves the Continue list; the file you saved keeps it as it is now (Game > Open).",
        ": the moves played since you saved it are lost, and the file you saved keeps it as it was then (Game > Open).",
        ", and the moves played in that game so far are lost.")


def _by_save(saved: str, now: str, earlier: str, never: str) -> str:
    """The words for what a saved file keeps: all of the game, the game some moves ago, nothing."""
    return {SAVED_NOW: now, SAVED_EARLIER: earlier}.get(saved, never)


def question(parent: QWidget, name: str, title: str, text: str, go: str, stay: str) -> tuple[QMessageBox, QAbstractButton]:
    """A question whose buttons say what they do: `go` (returned with the box) and `stay`, the
    default, which Enter, Escape and closing the question answer; `name` is its object name."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName(name)
    yes = box.addButton(go, QMessageBox.ButtonRole.DestructiveRole)
    no = box.addButton(stay, QMessageBox.ButtonRole.RejectRole)
    yes.setObjectName("goButton")
    no.setObjectName("stayButton")
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    return box, yes


def ask_yes_no(parent: QWidget, title: str, text: str, go: str = "Yes", stay: str = "No",
               name: str = "replaceQuestion") -> bool:
    """A question answered before anything changes, its buttons named for what they do (as the
    table's own questions are: "Start a new game" or "Keep my game", not Yes or No); `stay`
    is the default, and Escape or closing the question answers it."""
    box, yes = question(parent, name, title, text, go, stay)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
    return box.clickedButton() is yes


def tell(parent: QWidget, name: str, title: str, text: str) -> None:
    """A message read before anything goes on (it waits for OK: a game behind a message that
    did not wait went on without the player, a Gorilla tap race lost unseen)."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setObjectName(name)
    box.exec()
    box.deleteLater()


def ask_first(parent: QWidget, name: str, title: str, text: str, go: str, stay: str,
              then: Callable[[], None]) -> QMessageBox:
    """Ask before something is thrown away: `go` does it (`then`), `stay` changes nothing and is
    the default, so Enter, Escape and closing the question all keep things as they are. The
    question is window-modal and goes once answered; `name` is its object name (tests)."""
    box, yes = question(parent, name, title, text, go, stay)
    # `then` waits for the next turn of the event loop: it may open a dialog of its own with
    # exec(), which must not run inside the answer's click while the question deletes itself
    box.finished.connect(lambda _answer: QTimer.singleShot(0, parent, then) if box.clickedButton() is yes else None)
    open_once(box)
    return box
