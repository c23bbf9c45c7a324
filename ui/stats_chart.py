"""The statistics chart: pyqtgraph where it is installed (pip installs), a QPainter bar chart
otherwise. The frozen desktop bundles leave pyqtgraph and numpy out (about 58 MB of a 171 MB
bundle, for one small chart; see packaging/bundle_rules.py), so they draw the same bars here."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

WON, LOST = QColor("#2fbf71"), QColor("#e0533d")


class BarChart(QWidget):
    """Won and lost bars per game, side by side, with the game names underneath."""

    def __init__(self, names: list[str], won: list[int], lost: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names, self.won, self.lost = names, won, lost
        self.setMinimumSize(QSize(420, 240))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#ffffff"))
        area = QRectF(self.rect()).adjusted(36, 12, -12, -36)
        top = max([1, *self.won, *self.lost])
        painter.setPen(QPen(QColor("#888888"), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawText(QRectF(0, area.top() - 6, 32, 14), int(Qt.AlignmentFlag.AlignRight), str(top))
        painter.drawText(QRectF(0, area.bottom() - 8, 32, 14), int(Qt.AlignmentFlag.AlignRight), "0")
        slot = area.width() / max(1, len(self.names))
        for i, name in enumerate(self.names):
            left = area.left() + i * slot
            for j, (value, colour) in enumerate(((self.won[i], WON), (self.lost[i], LOST))):
                height = area.height() * value / top
                bar = QRectF(left + slot * (0.15 + 0.36 * j), area.bottom() - height, slot * 0.34, height)
                painter.fillRect(bar, colour)
            painter.setPen(QColor("#333333"))
            painter.drawText(QRectF(left, area.bottom() + 4, slot, 28),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), name)
        painter.end()


def make_chart(names: list[str], won: list[int], lost: list[int]) -> QWidget:
    try:
        import pyqtgraph as pg
    except ImportError:
        return BarChart(names, won, lost)
    plot = pg.PlotWidget(background="w")
    xs = list(range(len(names)))
    plot.addItem(pg.BarGraphItem(x=[x - 0.18 for x in xs], height=won, width=0.35, brush=WON.name()))
    plot.addItem(pg.BarGraphItem(x=[x + 0.18 for x in xs], height=lost, width=0.35, brush=LOST.name()))
    plot.getAxis("bottom").setTicks([list(zip(xs, names))])
    plot.setLabel("left", "games")
    return plot
