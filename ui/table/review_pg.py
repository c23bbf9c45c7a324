"""The Review graph drawn with pyqtgraph (imported when a graph is made, never at module level:
the frozen build leaves pyqtgraph out and ui/table/review.py then paints the same graph). Its
colours come from the window's palette and change with it (the theme sets the application's)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamebox.review import Review
from ui.table.review_graph import (
    GRAPH_LEAST,
    PG_SYMBOLS,
    graph_colours,
    move_ticks,
    nearest,
    seat_looks,
    seat_shape,
)
from ui.table.theme import seat_colour


class PyqtgraphGraph(QWidget):
    pointChosen = Signal(int)

    def __init__(self, review: Review, measure: str = "win", looks: Sequence[int] = (),
                 parent: QWidget | None = None) -> None:
        import pyqtgraph as pg  # here only: the frozen build leaves pyqtgraph out

        super().__init__(parent)
        self.review = review
        self.measure = measure  # the lines are chances to win, or to lose
        self.plot: Any = pg.PlotWidget()
        self.plot.setMinimumHeight(GRAPH_LEAST)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setYRange(0, 100, padding=0.06)  # room for the 0 and 100 labels
        self.plot.getAxis("left").setTicks([[(v, str(v)) for v in (0, 25, 50, 75, 100)]])
        last = max(1, review.moves[-1] if review.moves else 1)
        self.plot.setXRange(0, last, padding=0.04)  # the first and last points whole, not cut by the frame
        self.plot.getAxis("bottom").setTicks([[(v, str(v)) for v in move_ticks(last)]])
        self.plot.showGrid(y=True, alpha=0.25)
        xs = list(review.moves)
        size = 7 if len(xs) < 60 else 5
        slots = seat_looks(review.players, looks)
        for seat in range(review.players):
            colour = seat_colour(slots[seat]).name()
            ys = [row[seat] * 100 for row in review.chances]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=2), symbol=PG_SYMBOLS[seat_shape(slots[seat])],
                           symbolBrush=colour, symbolPen=colour, symbolSize=size)
        self.marker = pg.InfiniteLine(angle=90)
        self.marker.setVisible(False)
        self.plot.addItem(self.marker)
        self._colour()
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    def _colour(self) -> None:
        """Background, axes, their titles and the marker in the palette's colours."""
        import pyqtgraph as pg

        colours = graph_colours(self.palette())
        self.plot.setBackground(colours.background)
        for side, title in (("left", f"chance to {self.measure}, %"), ("bottom", "moves")):
            axis = self.plot.getAxis(side)
            axis.setPen(colours.axis)  # the grid lines too, fainter
            axis.setTextPen(colours.ink)
            axis.enableAutoSIPrefix(False)  # its own "(x0.001)" beside the title read as a unit
            self.plot.setLabel(side, title, color=colours.ink.name())
        self.marker.setPen(pg.mkPen(colours.marker, width=2, style=Qt.PenStyle.DashLine))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:  # the theme changed while the graph is open
            self._colour()
        super().changeEvent(event)

    def _clicked(self, event: Any) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.review.moves:
            return
        point = self.plot.getPlotItem().vb.mapSceneToView(event.scenePos())
        self.pointChosen.emit(nearest(self.review.moves, point.x()))

    def mark(self, count: int | None) -> None:
        self.marker.setVisible(count is not None)
        if count is not None:
            self.marker.setValue(count)

    def pixel_of(self, count: int, seat: int) -> QPointF:
        """Where a point is drawn, in this widget's coordinates (tests click there)."""
        row = self.review.chances[self.review.moves.index(count)]
        scene_point = self.plot.getPlotItem().vb.mapViewToScene(QPointF(count, row[seat] * 100))
        local: QPoint = self.plot.mapFromScene(scene_point)
        return QPointF(self.plot.mapTo(self, local))
