"""The Review after a game: each seat's estimated chance to win over the moves (to lose, in a
game where everyone but one player wins), one line per seat (pyqtgraph where it is installed; a QPainter graph otherwise, as in the frozen build that
leaves pyqtgraph out). Clicking the graph chooses the nearest reviewed move: the page then
selects that move in the log and shows the table as it was after it."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gamebox.review import Review, chances_to_lose, one_loser
from ui.table.review_graph import GRAPH_ROOM, PaintedGraph, seat_colour, seat_looks, seat_shape


def make_graph(review: Review, painted: bool = False, measure: str = "win", looks: Sequence[int] = ()) -> QWidget:
    """The pyqtgraph graph when it can be imported (and `painted` is False), else PaintedGraph.
    Both have `pointChosen(int)`, `mark(count)` and `pixel_of(count, seat)`. `measure` names
    what the lines are the chance of ("win", or "lose" when `review` holds chances to lose)."""
    if not painted:
        try:
            import pyqtgraph  # noqa: F401 (only whether it is there)
        except ImportError:
            return PaintedGraph(review, looks)
        from ui.table.review_pg import PyqtgraphGraph

        return PyqtgraphGraph(review, measure, looks)
    return PaintedGraph(review, looks)


REVIEW_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_PageUp,
               Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Escape)


class ReviewPanel(QWidget):
    """The graph with its legend, a hint and the way back to the result."""

    pointChosen = Signal(int)
    closed = Signal()

    def __init__(self, review: Review, names: Sequence[str], painted: bool = False,
                 parent: QWidget | None = None, looks: Sequence[int] = (), from_views: bool = False,
                 drawn: bool = False) -> None:
        """`looks`: each seat's colour and shape slot (the table's own seat colours);
        `from_views`: the trial games were played from what the players could see (TRIO);
        `drawn`: nobody won (the hint says why every line ends at an equal share)."""
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.setAccessibleName("Review: how the chances went")
        self.measure = "lose" if one_loser(review) else "win"  # several winners: show who was losing
        self.review = chances_to_lose(review) if self.measure == "lose" else review
        review = self.review
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        heading = "How the chances went"
        why = f" · {drawn_words(review.players)}" if drawn else ""
        title = QLabel(f"<b>{heading}</b>{why}")
        title.setWordWrap(True)
        layout.addWidget(title)
        self.looks = seat_looks(review.players, looks)
        self.graph = make_graph(review, painted, self.measure, self.looks)
        self.graph.setObjectName("reviewGraph")
        self.graph.setAccessibleName("Graph of the chances after each move")
        self.graph.pointChosen.connect(self.pointChosen)  # type: ignore[attr-defined]
        layout.addWidget(self.graph, 1)
        self.legend = QLabel("&nbsp;&nbsp; ".join(legend_entry(self.looks[seat], name) for seat, name in enumerate(names)))
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        words = review_hint(self.measure, review.players, from_views)
        self.title = title
        self.texts = [heading + why, *names, words]
        self.hint = QLabel(words)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        back = QPushButton("Back to the result")
        back.setObjectName("reviewBackButton")
        back.clicked.connect(lambda _=False: self.closed.emit())
        layout.addWidget(back)
        self.last = max(review.moves)  # the game's last move
        self.current = self.last  # the move whose table shows (0: before the first)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the arrow keys step through the moves

    def least_height(self, width: int) -> int:
        """The height its words, its button and a graph with every axis label need at `width`
        (Qt's own height-for-width counts the graph's wish, not its least)."""
        layout = self.column
        margins = layout.contentsMargins()
        inner = max(1, width - margins.left() - margins.right())
        parts = [GRAPH_ROOM]
        for widget in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget is not self.graph and not widget.isHidden():
                parts.append(widget.heightForWidth(inner) if widget.hasHeightForWidth() else widget.sizeHint().height())
        return margins.top() + margins.bottom() + sum(parts) + layout.spacing() * (len(parts) - 1)

    def mark(self, count: int | None) -> None:
        if count is not None:
            self.current = count
        self.graph.mark(count)  # type: ignore[attr-defined]

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        """Left / Right (or Up / Down) one move back or on, Page Up / Page Down ten, Home the
        table before the first move, End the last; Escape goes back to the result."""
        key = Qt.Key(event.key())
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1,
                 Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}
        if key == Qt.Key.Key_Escape:
            self.closed.emit()
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.pointChosen.emit(0 if key == Qt.Key.Key_Home else self.last)
        elif key in steps:
            self.pointChosen.emit(max(0, min(self.last, self.current + steps[key])))
        else:
            super().keyPressEvent(event)


def legend_entry(look: int, name: str) -> str:
    """A seat's symbol (in its colour and shape slot `look`) and name held together by
    non-breaking spaces: the legend's lines break only between players, never inside "◆ Computer 4"."""
    symbol = f"<span style='color:{seat_colour(look).name()}'>{_SYMBOL_TEXT[seat_shape(look)]}</span>"
    return f"{symbol}&nbsp;{escape(name).replace(' ', '&nbsp;')}"


# (the trial games of most games with several players know every hand and the pile's order: a
# line jumped on an ordinary-looking move, and players read a blunder into it; TRIO's are blind)
SEEING = "quick trial games that see the hidden cards"
FROM_VIEWS = "quick trial games blind to hidden cards"
_SEVERAL = ("Each line is a player's chance to {what} after each move, a rough estimate from {trials}, so a "
            "line can jump. Click the graph, or press the arrow keys, to see the table then.")
HINT = _SEVERAL.format(what="win", trials=SEEING)
LOSE_HINT = _SEVERAL.format(what="be the one who loses", trials=SEEING)
ONE_HINT = ("The line is your chance to win after each move, a rough estimate from quick trial games. "  # solo
            "Click the graph, or press the arrow keys, to see the table after that move.")


def review_hint(measure: str, players: int, from_views: bool = False) -> str:
    """The words under the graph: what a line is (the chance to win, or with one loser to be
    it) and how it was judged."""
    if players <= 1:
        return ONE_HINT
    return _SEVERAL.format(what="win" if measure == "win" else "be the one who loses",
                           trials=FROM_VIEWS if from_views else SEEING)


def drawn_words(players: int) -> str:
    """Beside the title after a drawn game: why every line ends at an equal share (a TRIO
    draw's lines both ended at 50%, unexplained). On the title's line, not under the graph: a
    line more of words there took the pixel a short window's graph needed."""
    share = "half a win" if players == 2 else "an equal share of a win"
    return f"a draw, {share} each, so the lines end at {round(100 / players)}%"


_SYMBOL_TEXT = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★"}
