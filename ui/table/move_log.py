"""The move log: one sentence per applied move, read from one chair (the rules' describe_move
through the session), in words only (no notation, not even as a tooltip). The page decides
when lines appear (when the move's animation has landed) and from which chair (the hot-seat
curtain)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFocusEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

from gamebox.session import GameSession
from ui.appearance import keys_walking
from ui.table.focus_edge import paint_focus_edge
from ui.table.log_rows import LogRows

WORD_JOINER = "\u2060"


def unbroken_slashes(text: str) -> str:
    """`text` with a word joiner after each slash, so a line never breaks inside a pair such as
    "blue/green" (the log wrapped "the Single blue/" above "green tree")."""
    return text.replace("/", "/" + WORD_JOINER)


class MoveLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setAccessibleName("Moves")
        self.setMinimumWidth(150)
        self.setMinimumHeight(32)  # a row or two: under a review in a short window the graph comes first
        self.setItemDelegate(LogRows(self))  # every line of a row in sight, whatever the names
        self.setResizeMode(QListView.ResizeMode.Adjust)  # rows measured again at a new width
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)  # one move from the next at a glance
        self.chair: int | None = None
        self.sentences: list[str] = []  # the sentence of each line shown (tests read it)
        # the log keeps to its last moves while it shows them: a resize, or the log hidden and
        # shown again, left it at its first line or part way up; scrolled up by the player,
        # it stays where they put it
        self._at_end = True
        self._clamping = False  # the range shrank under the value: Qt's move to its end is not the player's
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        if self.hasFocus() and keys_walking(self):  # the keys are here: a ring says so
            painter = QPainter(self.viewport())
            paint_focus_edge(painter, self.viewport())
            painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusOutEvent(event)
        self.viewport().update()

    @property
    def shown(self) -> int:
        """How many moves the log shows."""
        return self.count()

    def refill(self, session: GameSession, chair: int | None, count: int | None = None) -> None:
        """Every line again from `chair` (undo, load, a new viewer), up to `count` moves."""
        self.chair = chair
        self.clear()
        self.sentences = []
        self.catch_up(session, len(session.history) if count is None else count)

    def catch_up(self, session: GameSession, count: int) -> None:
        """Add the lines of moves up to `count` that are not shown yet."""
        count = min(count, len(session.history))
        for index in range(self.count(), count):
            step = session.history[index]
            sentence = session.describe_step(step, self.chair).strip()
            item = QListWidgetItem(f"{index + 1}. {unbroken_slashes(sentence)}")
            self.addItem(item)
            self.sentences.append(sentence)
        self.follow_end()

    def follow_end(self) -> None:
        """Show the last moves; they stay in sight as wrapped lines take their height and the
        log its new size (`_range_changed`)."""
        self.scrollToBottom()

    def _scrolled(self, value: int) -> None:
        if self.hasFocus():
            self.viewport().update()  # the ring stays at the edge, not scrolled with the rows
        if self._clamping:  # a taller log pushed a scrolled-up view to its end: still scrolled up
            self._clamping = False
            return
        self._at_end = value >= self.verticalScrollBar().maximum() - 2

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # rows wrap to the width: measured again, and placed again below each other (Qt
            # lays a top-to-bottom list out again only when its height changes, so a scroll
            # bar coming, or a narrower column, left each row where the old heights put it
            # and a sentence's last line under the next row)
            self.scheduleDelayedItemsLayout()
        if not self._at_end:  # the move the Review shows stays in sight (once the lines have their new heights)
            QTimer.singleShot(0, self, self._keep_current)

    def _keep_current(self) -> None:
        current = self.currentItem()
        if current is not None and current.isSelected() and not self._at_end:
            self.scrollToItem(current)

    def _range_changed(self, _low: int, high: int) -> None:
        bar = self.verticalScrollBar()
        if self._at_end:
            bar.setValue(high)
        else:  # Qt moves a value past the new end to it right after this signal: not a scroll
            self._clamping = bar.value() > high
