"""The statistics charts: pyqtgraph where it is installed (pip installs), QPainter otherwise.
The frozen desktop bundles leave pyqtgraph and numpy out (about 58 MB of a 171 MB bundle; see
packaging/bundle_rules.py), so ui/stats/painter_chart.py draws the same Figure: the same lines,
marks, ranges and ticks (whole games, percentages). GAMEBOX_STATS_CHART=painter forces the
QPainter charts (to look at them, or to compare the two)."""

from __future__ import annotations

import os
from typing import Protocol

from PySide6.QtWidgets import QWidget

from ui.stats.figures import Figure
from ui.stats.painter_chart import PainterChart

FORCE_ENV = "GAMEBOX_STATS_CHART"


class Chart(Protocol):
    figure: Figure

    def set_figure(self, figure: Figure) -> None: ...


def pyqtgraph_available() -> bool:
    if os.environ.get(FORCE_ENV, "").lower() == "painter":
        return False
    try:
        import pyqtgraph  # noqa: F401
    except ImportError:
        return False
    return True


def make_chart(figure: Figure, parent: QWidget | None = None) -> QWidget:
    """A widget drawing `figure` with `set_figure(figure)` to show another one."""
    if pyqtgraph_available():
        from ui.stats.pg_chart import PgChart

        return PgChart(figure, parent)
    return PainterChart(figure, parent)
