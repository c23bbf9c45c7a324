"""A statistics Figure drawn with pyqtgraph (pip installs). pyqtgraph is imported only when a
chart is made: the frozen build leaves it out and draws with ui/stats/painter_chart.py. Its
colours come from the window's palette and change with it, as the theme changes the application's
(the QPainter chart reads the palette each time it paints)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ui.stats.figures import BEST_COLOUR, CHART_HINT, Figure

EDGE_PX = 12  # below the lowest tick and above the highest: pyqtgraph drops a tick label that sticks out

SYMBOLS = {"circle": "o", "square": "s", "triangle": "t1", "diamond": "d", "hexagon": "h", "star": "star"}


class PgChart(QWidget):
    def __init__(self, figure: Figure, parent: QWidget | None = None) -> None:
        import pyqtgraph as pg

        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot: Any = pg.PlotWidget()
        self.plot.setMinimumSize(360, 190)  # whole on an 800x600 screen (220 scrolled its axis label off)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        layout.addWidget(self.plot)
        self.figure = figure
        self.set_figure(figure)
        self.plot.getPlotItem().getViewBox().sigResized.connect(self._fit_y)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(*CHART_HINT)

    def set_figure(self, figure: Figure) -> None:
        import pyqtgraph as pg

        self.figure = figure
        plot = self.plot
        item = plot.getPlotItem()
        item.clear()
        if item.legend is not None:
            item.legend.clear()
        pal = self.palette()
        base, text = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
        plot.setBackground(base)
        plot.setTitle(figure.title, color=text.name())
        for side, label, values, fmt in (("bottom", figure.x_label, figure.x_ticks, figure.x_text),
                                         ("left", figure.y_label, figure.y_ticks, figure.y_text)):
            axis = plot.getAxis(side)
            axis.setTicks([[(v, fmt(v)) for v in values], []])
            axis.setStyle(hideOverlappingLabels=False)  # the 0% and 100% labels too, as the QPainter chart
            axis.setZValue(-1)  # its grid lines behind the curves and the legend, not across them
            axis.setTextPen(text)
            axis.setPen(text)
            axis.enableAutoSIPrefix(False)  # its own "(x0.001)" beside the title read as a unit
            plot.setLabel(side, label, color=text.name())
        plot.showGrid(x=True, y=True, alpha=0.18)
        plot.setXRange(*figure.x_range, padding=0.02)
        if figure.empty:
            note = pg.TextItem(figure.empty_text, color=text, anchor=(0.5, 0.5))
            note.setPos(sum(figure.x_range) / 2, sum(figure.y_range) / 2)
            plot.addItem(note)
            self._fit_y()
            return
        legend = item.legend if item.legend is not None else plot.addLegend(offset=(10, 2))
        legend.setColumnCount(max(1, len(figure.series)))
        legend.setLabelTextColor(text)
        legend.setBrush(pg.mkBrush(base))  # a line that still reaches the legend passes under it
        legend.setPen(pg.mkPen(pal.color(QPalette.ColorRole.Mid)))
        for n, series in enumerate(figure.series):
            xs = [x for x, _ in figure.drawn(n)]
            ys = [y for _, y in figure.drawn(n)]
            pen = pg.mkPen(series.colour, width=2)
            plot.plot(xs, ys, pen=pen, antialias=True)
            sx = [x for x, _ in figure.drawn_symbols(n)]
            sy = [y for _, y in figure.drawn_symbols(n)]
            plot.plot(sx, sy, pen=None, symbol=SYMBOLS.get(series.shape, "o"), symbolSize=9,
                      symbolBrush=series.colour, symbolPen=pg.mkPen(series.colour), antialias=True)
            sample = pg.PlotDataItem([], [], pen=pen, symbol=SYMBOLS.get(series.shape, "o"), symbolSize=9,
                                     symbolBrush=series.colour, symbolPen=pg.mkPen(series.colour))
            # the legend draws a sample's symbol from its scatter, which an empty item never styles
            sample.scatter.setBrush(pg.mkBrush(series.colour))
            sample.scatter.setPen(pg.mkPen(series.colour))
            sample.scatter.setSize(9)
            legend.addItem(sample, series.name)
        for mark in figure.marks:
            star = pg.ScatterPlotItem([mark.x], [mark.y], symbol="star", size=18, brush=BEST_COLOUR,
                                      pen=pg.mkPen("#8a6d0f"))
            plot.addItem(star)
            right = mark.x > sum(figure.x_range) / 2
            label = pg.TextItem(mark.text, color=text, anchor=(1.05, 1.2) if right else (-0.05, 1.2))
            label.setPos(mark.x, mark.y)
            plot.addItem(label)
        self._fit_y()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "figure"):  # the theme changed
            self.set_figure(self.figure)  # background, axes, title, legend and notes in the new colours
        super().changeEvent(event)

    def _fit_y(self) -> None:
        """The value range from the figure's, with room in pixels: the legend above the highest
        value, as in the QPainter chart, and every tick label inside the axis."""
        item = self.plot.getPlotItem()
        low, high = self.figure.y_range
        height = item.getViewBox().height()
        legend = item.legend
        top = EDGE_PX + (legend.boundingRect().height() + 4 if legend is not None and not self.figure.empty else 0)
        usable = height - top - EDGE_PX
        if usable < 20:  # not laid out yet
            self.plot.setYRange(low, high, padding=0.05)
            return
        per_px = (high - low) / usable
        self.plot.setYRange(low - EDGE_PX * per_px, high + top * per_px, padding=0)
