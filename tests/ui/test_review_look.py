"""How the Review looks: both graphs follow the light or dark theme (also when it changes while
the review is open), the legend keeps each symbol with its name, and the selected-move marker
cannot be taken for any player's line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QTextDocument, QTextOption
from PySide6.QtWidgets import QApplication, QWidget

from gamebox.review import Review
from ui.appearance import apply_theme
from ui.table.review import ReviewPanel
from ui.table.theme import PLAYER_COLOURS

NAMES = ["You", "Computer 1", "Computer 2", "Computer 3", "Computer 4"]
MARKED = 8
KINDS = pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])


@pytest.fixture
def theme(qapp: QApplication) -> Iterator[Any]:
    """Switch the whole application's theme as the Settings do; light again afterwards."""
    apply_theme(qapp, "light")
    yield lambda name: apply_theme(qapp, name)
    apply_theme(qapp, "light")


def five_player_review() -> Review:
    """Every chance stays between 20% and 40%: the top of the graph holds only the marker."""
    moves = tuple(range(21))
    return Review(moves, tuple(tuple(0.2 + 0.03 * ((m * (s + 1)) % 7) for s in range(5)) for m in moves))


def open_panel(qtbot: Any, painted: bool) -> ReviewPanel:
    panel = ReviewPanel(five_player_review(), NAMES, painted)
    qtbot.addWidget(panel)
    panel.resize(320, 440)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def picture(widget: QWidget) -> QImage:
    QApplication.processEvents()
    return widget.grab().toImage()


def background(graph: QWidget) -> QColor:
    """The colour in the graph's top-left corner, outside the axes."""
    return picture(graph).pixelColor(3, 3)


def at_chance(graph: Any, count: int, chance: float) -> QPointF:
    """Where (count, chance) is drawn, in the graph's coordinates, for either kind."""
    if not hasattr(graph, "plot"):
        return graph.to_pixel(count, chance)
    scene_point = graph.plot.getPlotItem().vb.mapViewToScene(QPointF(count, chance * 100))
    return QPointF(graph.plot.mapTo(graph, graph.plot.mapFromScene(scene_point)))


def marker_colour(graph: Any) -> QColor:
    """The pixel most unlike the background along the marked move's line, above every player's line."""
    image, ground = picture(graph), background(graph)
    best, far = ground, -1.0
    for step in range(30):
        point = at_chance(graph, MARKED, 0.7 + step * 0.01)
        for dx in (-1, 0, 1):
            colour = image.pixelColor(round(point.x()) + dx, round(point.y()))
            if distance(colour, ground) > far:
                best, far = colour, distance(colour, ground)
    return best


def distance(a: QColor, b: QColor) -> float:
    return float(((a.red() - b.red()) ** 2 + (a.green() - b.green()) ** 2 + (a.blue() - b.blue()) ** 2) ** 0.5)


@KINDS
def test_the_graph_is_dark_in_the_dark_theme_and_light_in_the_light_one(qtbot: Any, theme: Any, painted: bool) -> None:
    theme("dark")
    dark = open_panel(qtbot, painted)
    assert background(dark.graph).lightness() < 80, "a dark graph in the dark window"
    if not painted:
        plot = dark.graph.plot  # type: ignore[attr-defined]
        assert plot.backgroundBrush().color().lightness() < 80
        for side in ("left", "bottom"):
            axis = plot.getAxis(side)
            assert axis.textPen().color().lightness() > 170, "readable tick numbers"
            assert QColor(axis.labelStyle["color"]).lightness() > 170, "a readable axis title"
    theme("light")
    light = open_panel(qtbot, painted)
    assert background(light.graph).lightness() > 200, "light as before in the light theme"


@KINDS
def test_an_open_graph_follows_a_change_of_theme(qtbot: Any, theme: Any, painted: bool) -> None:
    panel = open_panel(qtbot, painted)
    assert background(panel.graph).lightness() > 200
    theme("dark")
    assert background(panel.graph).lightness() < 80
    if not painted:
        assert panel.graph.plot.getAxis("left").textPen().color().lightness() > 170  # type: ignore[attr-defined]
    theme("light")
    assert background(panel.graph).lightness() > 200


@KINDS
@pytest.mark.parametrize("name", ["light", "dark"])
def test_the_marked_move_cannot_be_taken_for_a_player(qtbot: Any, theme: Any, painted: bool, name: str) -> None:
    theme(name)
    panel = open_panel(qtbot, painted)
    panel.mark(MARKED)
    colour = marker_colour(panel.graph)
    assert distance(colour, background(panel.graph)) > 150, "the marker stands out from the background"
    assert colour.hsvSaturationF() < 0.2, "a neutral line, not a colour of its own"
    for seat_colour in PLAYER_COLOURS:
        assert distance(colour, seat_colour) > 120, f"the marker looks like {seat_colour.name()}"


def test_legend_lines_break_only_between_players(qtbot: Any) -> None:
    panel = open_panel(qtbot, painted=True)
    symbols = "●■▲◆★"
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as a word-wrapping QLabel lays out
    for width in range(60, 520, 6):
        document = QTextDocument()
        document.setDefaultFont(panel.legend.font())
        document.setDefaultTextOption(option)
        document.setHtml(panel.legend.text())
        document.setTextWidth(width)
        document.size()  # lays the text out
        block = document.begin()
        seen: list[str] = []
        while block.isValid():
            layout = block.layout()
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                text = block.text()[line.textStart():line.textStart() + line.textLength()].replace("\u00a0", " ")
                text = text.strip()
                assert text[:1] in symbols, f"at {width}px a line starts inside an entry: {text!r}"
                parts = [part.strip() for part in text.split()]
                entries = " ".join(parts)
                for symbol in symbols:
                    entries = entries.replace(symbol, "\n")
                names = [n.strip() for n in entries.split("\n") if n.strip()]
                assert all(n in NAMES for n in names), f"at {width}px a name is split: {text!r}"
                seen += names
            block = block.next()
        assert seen == NAMES, f"at {width}px the legend lost a player: {seen}"
