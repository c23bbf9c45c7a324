"""Statistics: finished games are logged as JSON and charted (pyqtgraph, or QPainter without it)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtGui import QImage

from gamebox.core.contract import Result
from ui.stats import StatsDialog, load_stats, record_result, stats_path, summary
from ui.stats_chart import BarChart, make_chart


def fake_session(game: str, humans: tuple[int, ...]) -> SimpleNamespace:
    return SimpleNamespace(info=SimpleNamespace(id=game), human_seats=humans, seed=3,
                           config=SimpleNamespace(players=2))


def test_results_are_logged_and_summed(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    record_result(fake_session("trio", (0,)), Result(winners=(0,)), path)
    record_result(fake_session("trio", (0,)), Result(winners=(1,)), path)
    record_result(fake_session("gorilla", ()), Result(winners=(1,)), path)  # no human: not counted
    games = load_stats(path)
    assert len(games) == 3 and summary(games) == {"trio": (1, 2)}


def test_a_broken_stats_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("{{{")
    assert load_stats(path) == []
    assert not path.exists() and any("broken" in p.name for p in tmp_path.iterdir())


def test_dialog_shows_a_chart(qtbot) -> None:  # type: ignore[no-untyped-def]
    record_result(fake_session("trio", (0,)), Result(winners=(0,)), stats_path())
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.layout().count() == 3


def test_without_pyqtgraph_the_chart_is_drawn_with_qpainter(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setitem(sys.modules, "pyqtgraph", None)  # as in the frozen bundle
    chart = make_chart(["A", "B"], [3, 0], [1, 2])
    qtbot.addWidget(chart)
    assert isinstance(chart, BarChart)
    chart.resize(420, 240)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)
    colours = {image.pixelColor(x, y).name() for x in range(0, 420, 3) for y in range(0, 240, 3)}
    assert "#2fbf71" in colours and "#e0533d" in colours


@pytest.mark.skipif(pytest.importorskip("pyqtgraph") is None, reason="pyqtgraph missing")
def test_with_pyqtgraph_the_chart_is_a_plot(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = make_chart(["A"], [1], [0])
    qtbot.addWidget(chart)
    assert not isinstance(chart, BarChart)
