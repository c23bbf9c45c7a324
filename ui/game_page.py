"""The page where a game is played: the table view, the move log and the status line."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QSplitter, QVBoxLayout, QWidget

from gamebox.core.events import Event
from gamebox.session import GameSession
from ui.scenes import scene_class
from ui.settings import Settings
from ui.table.view import TableView

REFUSAL_MS = 4000


class GamePage(QWidget):
    """Owns one session's scene and view; the window swaps pages for a new game."""

    statusChanged = Signal(str)

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene_class(session.info.id)(session, settings)
        self.view = TableView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("moveLog")
        self.log.setMinimumWidth(170)
        self.log.setWordWrap(True)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(QLabel("<b>Moves</b>"))
        side_layout.addWidget(self.log)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1000, 200])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self._refusal = QTimer(self)
        self._refusal.setSingleShot(True)
        self._refusal.timeout.connect(self.scene.update_status)
        self._status = ""
        self.scene.statusChanged.connect(self._on_status)
        self.scene.refused.connect(self._on_refused)
        session.moveApplied.connect(self._on_move)
        session.stateReset.connect(self._fill_log)
        self._fill_log()

    def start(self) -> None:
        self.scene.start()
        self.session.start()

    @property
    def status(self) -> str:
        return self._status

    def _on_status(self, text: str) -> None:
        if self._refusal.isActive():
            return
        self._status = text
        self.statusChanged.emit(text)

    def _on_refused(self, reason: str) -> None:
        self._status = f"Not allowed: {reason}"
        self.statusChanged.emit(self._status)
        self._refusal.start(REFUSAL_MS)

    def _label(self, index: int, seat: int | None, text: str) -> str:
        who = self.scene.seat_name(seat) if seat is not None else ""
        return f"{index}. {who}: {text}" if who else f"{index}. {text}"

    def _on_move(self, move: Any, events: list[Event]) -> None:
        step = self.session.history[-1]
        self.log.addItem(self._label(len(self.session.history), step.seat, step.text))
        self.log.scrollToBottom()

    def _fill_log(self) -> None:
        self.log.clear()
        for n, step in enumerate(self.session.history, start=1):
            self.log.addItem(self._label(n, step.seat, step.text))
        self.log.scrollToBottom()

    def shutdown(self) -> None:
        self.session.close()
        self.scene.queue.clear()
