"""A statistics Figure drawn with QPainter: the frozen build has no pyqtgraph (packaging/
bundle_rules.py), so this draws the same lines, symbols, marks, ranges and ticks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ui.stats.figures import BEST_COLOUR, CHART_HINT, Figure
from ui.table.painting import draw_shape

SYMBOL = 9.0
STAR = 18.0


class PainterChart(QWidget):
    def __init__(self, figure: Figure, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figure = figure
        self.setMinimumSize(QSize(360, 190))  # whole on an 800x600 screen (220 scrolled its axis label off)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(*CHART_HINT)

    def set_figure(self, figure: Figure) -> None:
        self.figure = figure
        self.update()

    def plot_area(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        left = max(metrics.horizontalAdvance(self.figure.y_text(t)) for t in self.figure.y_ticks or (0.0,))
        return QRectF(self.rect()).adjusted(left + 30, 46, -18, -44)

    def to_pixel(self, area: QRectF, x: float, y: float) -> QPointF:
        (x0, x1), (y0, y1) = self.figure.x_range, self.figure.y_range
        px = area.left() + (x - x0) / max(x1 - x0, 1e-9) * area.width()
        py = area.bottom() - (y - y0) / max(y1 - y0, 1e-9) * area.height()
        return QPointF(px, py)

    def paintEvent(self, event: QPaintEvent) -> None:
        fig = self.figure
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.Text)
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        painter.setPen(text)
        painter.drawText(QRectF(0, 4, self.width(), 20), int(Qt.AlignmentFlag.AlignHCenter), fig.title)
        area = self.plot_area()
        if fig.empty:
            painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), fig.empty_text)
            painter.end()
            return
        self._axes(painter, area, text)
        painter.save()
        painter.setClipRect(area.adjusted(-STAR, -STAR, STAR, STAR))
        for n, series in enumerate(fig.series):
            colour = QColor(series.colour)
            painter.setPen(QPen(colour, 2))
            painter.drawPolyline(QPolygonF([self.to_pixel(area, x, y) for x, y in fig.drawn(n)]))
            for x, y in fig.drawn_symbols(n):
                c = self.to_pixel(area, x, y)
                draw_shape(painter, series.shape, QRectF(c.x() - SYMBOL / 2, c.y() - SYMBOL / 2, SYMBOL, SYMBOL), colour)
        for mark in fig.marks:
            c = self.to_pixel(area, mark.x, mark.y)
            draw_shape(painter, "star", QRectF(c.x() - STAR / 2, c.y() - STAR / 2, STAR, STAR), QColor(BEST_COLOUR))
        painter.restore()
        for mark in fig.marks:
            c = self.to_pixel(area, mark.x, mark.y)
            painter.setPen(text)
            right = c.x() > area.center().x()
            box = QRectF(c.x() - 170 if right else c.x() + 10, c.y() - 26, 160, 18)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft), mark.text)
        self._legend(painter, text)
        painter.end()

    def _axes(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        fig = self.figure
        grid = QColor(text)
        grid.setAlpha(45)
        for t in fig.y_ticks:
            p = self.to_pixel(area, fig.x_range[0], t)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(area.left(), p.y()), QPointF(area.right(), p.y()))
            painter.setPen(text)
            painter.drawText(QRectF(0, p.y() - 9, area.left() - 6, 18),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), fig.y_text(t))
        for t in fig.x_ticks:
            p = self.to_pixel(area, t, fig.y_range[0])
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(p.x(), area.top()), QPointF(p.x(), area.bottom()))
            painter.setPen(text)
            painter.drawText(QRectF(p.x() - 30, area.bottom() + 4, 60, 16), int(Qt.AlignmentFlag.AlignHCenter),
                             fig.x_text(t))
        painter.setPen(QPen(text, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.drawText(QRectF(area.left(), area.bottom() + 22, area.width(), 18),
                         int(Qt.AlignmentFlag.AlignHCenter), fig.x_label)
        painter.save()
        painter.translate(12, area.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-area.height() / 2, -9, area.height(), 18), int(Qt.AlignmentFlag.AlignHCenter),
                         fig.y_label)
        painter.restore()

    def _legend(self, painter: QPainter, text: QColor) -> None:
        metrics = QFontMetricsF(self.font())
        x = 46.0
        for series in self.figure.series:
            draw_shape(painter, series.shape, QRectF(x, 28, SYMBOL + 2, SYMBOL + 2), QColor(series.colour))
            painter.setPen(text)
            painter.drawText(QPointF(x + SYMBOL + 6, 38), series.name)
            x += SYMBOL + 20 + metrics.horizontalAdvance(series.name)
