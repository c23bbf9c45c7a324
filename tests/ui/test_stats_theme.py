"""The Statistics charts follow the light or dark theme: when the dialog opens after a change of
theme, and when the theme changes while it is open (the pyqtgraph chart kept the colours it was
made with: a white chart, black axes, in the dark window)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.stats_fixture import synthetic_entries
from ui.appearance import apply_theme
from ui.stats import StatsStore
from ui.stats.dialog import StatsDialog

BACKENDS = pytest.mark.parametrize("backend", ["pyqtgraph", "painter"])


@pytest.fixture
def theme(qapp: QApplication) -> Iterator[Any]:
    """Switch the whole application's theme as the Settings do; light again afterwards."""
    apply_theme(qapp, "light")
    yield lambda name: apply_theme(qapp, name)
    apply_theme(qapp, "light")


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    store = StatsStore(tmp_path / "stats.json")
    store.save(synthetic_entries(300))
    return store


def open_dialog(qtbot: Any, monkeypatch: pytest.MonkeyPatch, store: StatsStore, backend: str) -> StatsDialog:
    if backend == "painter":
        monkeypatch.setenv("GAMEBOX_STATS_CHART", "painter")
    else:
        pytest.importorskip("pyqtgraph")
    dialog = StatsDialog(None, store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def charts(dialog: StatsDialog) -> list[Any]:
    return [dialog.win_chart, dialog.goritaire_chart, dialog.robot_chart]


def background(chart: QWidget) -> QColor:
    """The colour in the chart's top-left corner, outside the axes and the title."""
    QApplication.processEvents()
    return chart.grab().toImage().pixelColor(3, 3)


def assert_look(dialog: StatsDialog, dark: bool) -> None:
    """Every chart dark with light text in the dark theme, light with dark text in the light one."""
    for chart in charts(dialog):
        ground = background(chart).lightness()
        assert ground < 80 if dark else ground > 200, (type(chart).__name__, chart.figure.title, ground)
        if not hasattr(chart, "plot"):
            continue
        plot = chart.plot
        assert plot.backgroundBrush().color().lightness() == background(chart).lightness()
        inks = [plot.getPlotItem().titleLabel.opts["color"]]
        for side in ("left", "bottom"):
            axis = plot.getAxis(side)
            inks += [axis.textPen().color(), axis.pen().color(), axis.labelStyle["color"]]
        legend = plot.getPlotItem().legend
        if legend is not None:
            inks += [label.opts["color"] for _sample, label in legend.items]
        for ink in inks:
            lightness = QColor(ink).lightness()
            assert lightness > 170 if dark else lightness < 90, (chart.figure.title, QColor(ink).name())


@BACKENDS
def test_an_open_statistics_dialog_follows_a_change_of_theme(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, theme: Any, store: StatsStore, backend: str) -> None:
    dialog = open_dialog(qtbot, monkeypatch, store, backend)
    assert_look(dialog, dark=False)
    theme("dark")
    assert_look(dialog, dark=True)
    theme("light")
    assert_look(dialog, dark=False)


@BACKENDS
def test_statistics_opened_in_the_dark_theme_are_dark(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, theme: Any, store: StatsStore, backend: str) -> None:
    theme("dark")
    assert_look(open_dialog(qtbot, monkeypatch, store, backend), dark=True)


def test_a_chart_shown_after_a_change_of_theme_keeps_the_new_colours(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, theme: Any, store: StatsStore) -> None:
    """Another deck mix redraws the Goritaire chart: still in the dark theme's colours."""
    dialog = open_dialog(qtbot, monkeypatch, store, "pyqtgraph")
    theme("dark")
    dialog.tabs.setCurrentIndex(1)
    assert dialog.mix_box.count() > 1
    dialog.mix_box.setCurrentIndex(1)
    assert_look(dialog, dark=True)
