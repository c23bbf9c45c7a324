"""The Review graph drawn with QPainter (the frozen build leaves pyqtgraph out), and what the
two graphs share: each seat's colour and point shape, the colours of the graph itself (from the
window's palette, so light or dark with the theme), and the nearest reviewed move to a click."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from gamebox.review import Review
from ui.table.painting import draw_shape
from ui.table.theme import seat_colour

SHAPES = ("circle", "square", "triangle", "diamond", "star")
GRAPH_ROOM = 150  # px: the height the review asks for its graph, every axis label in sight
GRAPH_LEAST = 80  # px: the least it is drawn at (squeezed below the table in a short window); never cut
PG_SYMBOLS = {"circle": "o", "square": "s", "triangle": "t1", "diamond": "d", "star": "star"}


def seat_shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


@dataclass(frozen=True)
class GraphColours:
    background: QColor
    ink: QColor  # the numbers and axis titles
    axis: QColor
    grid: QColor
    marker: QColor  # the selected move: neutral and dashed, unlike every seat's colour


def graph_colours(palette: QPalette) -> GraphColours:
    """The graph's colours from the window's palette: white and black in the light theme, the
    dark panel colours in the dark one (the application palette changes with the theme)."""
    ink = palette.color(QPalette.ColorRole.Text)
    axis, grid = QColor(ink), QColor(ink)
    axis.setAlpha(130)
    grid.setAlpha(60)
    return GraphColours(palette.color(QPalette.ColorRole.Base), ink, axis, grid, ink)


def seat_looks(players: int, looks: Sequence[int] = ()) -> tuple[int, ...]:
    """Each seat's colour and shape slot: the table's own (Sifaka's two players sit at the red
    and the yellow hut, so its second seat is yellow) or, where the table gives none, the seat's."""
    return tuple(looks) if len(looks) == players else tuple(range(players))


def move_ticks(last: int, most: int = 8) -> list[int]:
    """Whole move numbers to mark along the moves axis, 0 to `last` (always marked: the tick
    before it gives way when too close), at most `most` steps apart in count (a 3-move game
    was marked at 0.5, 1.5 and 2.5)."""
    step = next((s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500) if last <= s * most), 1000)
    ticks = list(range(0, max(0, last) + 1, step))
    if last > ticks[-1]:  # the last move is marked too (a 20-move game's axis stopped at 15)
        ticks[-1 if last - ticks[-1] < 0.6 * step and len(ticks) > 1 else len(ticks):] = [last]
    return ticks


def nearest(moves: Sequence[int], x: float) -> int:
    """The reviewed move count closest to x."""
    return min(moves, key=lambda m: (abs(m - x), m))


class PaintedGraph(QWidget):
    """The QPainter graph: the same lines and the same click as the pyqtgraph one."""

    pointChosen = Signal(int)

    def __init__(self, review: Review, looks: Sequence[int] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review = review
        self.looks = seat_looks(review.players, looks)
        self.marked: int | None = None
        self.setMinimumSize(QSize(200, GRAPH_LEAST))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def plot_area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(38, 10, -10, -28)

    def _last(self) -> int:
        return max(1, self.review.moves[-1] if self.review.moves else 1)

    def to_pixel(self, count: float, chance: float) -> QPointF:
        area = self.plot_area()
        return QPointF(area.left() + area.width() * count / self._last(), area.bottom() - area.height() * chance)

    def pixel_of(self, count: int, seat: int) -> QPointF:
        """Where a point is drawn (tests click there)."""
        row = self.review.chances[self.review.moves.index(count)]
        return self.to_pixel(count, row[seat])

    def mark(self, count: int | None) -> None:
        self.marked = count
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = graph_colours(self.palette())  # read at each paint: a new theme repaints
        painter.fillRect(self.rect(), colours.background)
        area = self.plot_area()
        painter.setPen(QPen(colours.grid, 1))
        for share in (0.25, 0.5, 0.75):
            painter.drawLine(self.to_pixel(0, share), self.to_pixel(self._last(), share))
        painter.setPen(QPen(colours.axis, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.setPen(colours.ink)
        for share in (0.0, 0.5, 1.0):
            y = self.to_pixel(0, share).y()
            painter.drawText(QRectF(0, y - 8, 34, 16), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             f"{round(share * 100)}%")
        painter.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 20),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), f"moves (1 to {self._last()})")
        if self.marked is not None:
            painter.setPen(QPen(colours.marker, 2, Qt.PenStyle.DashLine))
            top, bottom = self.to_pixel(self.marked, 1.0), self.to_pixel(self.marked, 0.0)
            painter.drawLine(top, bottom)
        for seat in range(self.review.players):
            look = self.looks[seat]
            colour = seat_colour(look)
            points = [self.to_pixel(m, row[seat]) for m, row in zip(self.review.moves, self.review.chances)]
            painter.setPen(QPen(colour, 2))
            for a, b in pairwise(points):
                painter.drawLine(a, b)
            size = 7.0 if len(points) < 60 else 5.0
            for point in points:
                draw_shape(painter, seat_shape(look), QRectF(point.x() - size / 2, point.y() - size / 2, size, size),
                           colour)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.review.moves:
            area = self.plot_area()
            x = (event.position().x() - area.left()) / max(1.0, area.width()) * self._last()
            self.pointChosen.emit(nearest(self.review.moves, x))
            event.accept()
            return
        super().mousePressEvent(event)
