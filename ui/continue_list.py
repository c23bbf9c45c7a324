"""The launcher's Continue list: each unfinished game with Resume and Discard."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui.autosaves import ContinueEntry
from ui.level_names import computer_levels, computers_words


def when_text(when: float, now: float | None = None) -> str:
    """'today at 14:05', 'yesterday at 09:12', 'Monday at 20:30' or '3 March 2026' ('at an
    unknown time' for a file time no calendar holds: some file systems keep year 33658)."""
    try:
        moment = dt.datetime.fromtimestamp(when)
        today = dt.datetime.fromtimestamp(now).date() if now is not None else dt.date.today()
    except (OverflowError, ValueError, OSError):
        return "at an unknown time"
    days = (today - moment.date()).days
    clock = moment.strftime("%H:%M")
    if days < 0:  # a file time ahead of the clock: its date, never "today"
        return f"{moment.day} {moment.strftime('%B %Y')}"
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    if days < 7:
        return f"{moment.strftime('%A')} at {clock}"
    return f"{moment.day} {moment.strftime('%B %Y')}"


def players_text(entry: ContinueEntry) -> str:
    humans = entry.seats.count("human")
    computers = entry.players - humans
    if entry.players == 1:
        return "solitaire" if entry.game != "girafferaffe" else "solo against the Robot"
    levels = computer_levels(entry.seats, entry.levels)
    level = f" ({levels})" if levels else ""
    if humans == 0:
        return f"{entry.players} computers playing{level}"
    if humans == 1:
        return f"{entry.players} players: you and {computers} computer{'s' if computers != 1 else ''}{level}"
    if computers == 0:
        return f"{entry.players} players, all at this screen"
    words = computers_words(entry.seats, entry.levels)
    return f"{entry.players} players, {humans} at this screen" + (f", {words}" if words else "")


def entry_text(entry: ContinueEntry, now: float | None = None) -> str:
    moves = f"{entry.moves} move{'s' if entry.moves != 1 else ''} played"
    options = f" · {entry.options}" if entry.options else ""
    return f"{players_text(entry)}{options} · deal {entry.seed} · {moves} · last played {when_text(entry.when, now)}"


class ContinueList(QFrame):
    """Emits resumeRequested(game) or discardRequested(game); hidden while empty."""

    resumeRequested = Signal(str)
    discardRequested = Signal(str)
    changed = Signal()  # new entries, new buttons

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueList")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel("<b style='font-size:13pt'>Continue</b> — your unfinished games"))
        self.grid = QGridLayout()
        self.grid.setColumnStretch(1, 1)
        outer.addLayout(self.grid)
        self.entries: list[ContinueEntry] = []
        self.buttons: dict[str, tuple[QPushButton, QPushButton]] = {}
        self.setVisible(False)

    def set_entries(self, entries: list[ContinueEntry]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.entries = list(entries)
        self.buttons = {}
        for row, entry in enumerate(self.entries):
            name = QLabel(f"<b>{entry.name}</b>")
            details = QLabel(entry_text(entry))
            details.setObjectName("continueDetails")
            details.setWordWrap(True)
            resume = QPushButton("Resume")
            resume.setToolTip(f"Go back to this game of {entry.name}")
            resume.setAccessibleName(f"Resume {entry.name}")
            resume.clicked.connect(lambda _=False, g=entry.game: self.resumeRequested.emit(g))
            discard = QPushButton("Discard")
            discard.setToolTip(f"Give up this game of {entry.name}")
            discard.setAccessibleName(f"Discard {entry.name}")
            discard.clicked.connect(lambda _=False, g=entry.game: self.discardRequested.emit(g))
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(details, row, 1)
            self.grid.addWidget(resume, row, 2, Qt.AlignmentFlag.AlignRight)
            self.grid.addWidget(discard, row, 3, Qt.AlignmentFlag.AlignRight)
            self.buttons[entry.game] = (resume, discard)
        self.setVisible(bool(self.entries))
        self.changed.emit()

    def games(self) -> list[str]:
        return [entry.game for entry in self.entries]
