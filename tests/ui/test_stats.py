"""Statistics: each finished game kept once by its id, figures per game, charts (pyqtgraph, or
QPainter as in the frozen build) that show whole games and percentages."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from gamebox.core.contract import Result
from gamebox.registry import all_games, get_info
from tests.text_rules import assert_plain
from tests.ui.stats_fixture import synthetic_entries
from ui.stats import StatsStore, record_result, stats_path
from ui.stats.dialog import StatsDialog, best_text
from ui.stats.entries import Entry, Mix, parse_entry
from ui.stats.figures import goritaire_figure, robot_figure, ticks, win_rate_figure
from ui.stats.painter_chart import PainterChart
from ui.stats.summary import detail_lines, game_stats, streaks

INFOS = all_games()


def fake_session(game: str, seats: tuple[str, ...], game_id: str, **options: Any) -> SimpleNamespace:
    info = get_info(game)
    config = info.make_config(len(seats), options)
    return SimpleNamespace(info=info, human_seats=tuple(i for i, s in enumerate(seats) if s == "human"),
                           seats=seats, levels=("normal",) * len(seats), seed=3, config=config,
                           game_id=game_id, assisted=False)


def test_a_game_is_recorded_once_by_its_id(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    session = fake_session("trio", ("human", "computer"), "abc")
    assert record_result(session, Result(winners=(0,), ranking=((0,), (1,))), path)
    assert not record_result(session, Result(winners=(0,), ranking=((0,), (1,))), path), "the same game again"
    assert record_result(fake_session("trio", ("human", "computer"), "def"), Result(winners=(1,)), path)
    assert not record_result(fake_session("gorilla", ("computer",) * 3, "x"), Result(winners=(1,)), path)
    entries = StatsStore(path).load()
    assert [(e.id, e.won, e.place, e.levels) for e in entries] == [("abc", True, 1, ("normal",)),
                                                                    ("def", False, None, ("normal",))]


def test_a_game_undone_past_its_end_keeps_its_last_ending(tmp_path: Path) -> None:
    """A Goritaire deal declared won, undone and then lost stayed a win in the statistics."""
    path = tmp_path / "stats.json"
    first = fake_session("trio", ("human", "computer"), "first")
    assert record_result(first, Result(winners=(0,), ranking=((0,), (1,))), path)
    assert record_result(fake_session("trio", ("human", "computer"), "next"), Result(winners=(0,)), path)
    assert record_result(first, Result(winners=(1,), ranking=((1,), (0,))), path), "a new ending of the same game"
    entries = StatsStore(path).load()
    assert [(e.id, e.won, e.place) for e in entries] == [("first", False, 2), ("next", True, None)]
    helped = fake_session("trio", ("human", "computer"), "first")
    helped.assisted = True  # undone again, and won with a hint: the player's own loss stays
    assert not record_result(helped, Result(winners=(0,), ranking=((0,), (1,))), path)
    assert [(e.id, e.won, e.assisted) for e in StatsStore(path).load()][0] == ("first", False, False)


def test_goritaire_and_robot_entries_keep_score_mix_and_level(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    record_result(fake_session("goritaire", ("human",), "g1", gorillas=20), Result((0,), ((0,),), (31.0,), "",
                                                                                  {"score": 31}), path)
    record_result(fake_session("girafferaffe", ("human",), "r1", robot_deck=18),
                  Result((), (), (0.0,), "", {"solo_won": False, "robot_deck": 18}), path)
    goritaire, robot = StatsStore(path).load()
    assert (goritaire.score, goritaire.mix, goritaire.robot) == (31, Mix(20, False), None)
    assert (robot.robot, robot.won, robot.score) == (18, False, None)
    assert len(json.dumps(goritaire.to_json())) < 300, "an entry stays small"


def test_entries_of_any_shape_are_skipped_or_defaulted_and_version_one_is_read() -> None:
    assert parse_entry({"players": 2, "won": True}) is None, "no game"
    assert parse_entry([1, 2]) is None and parse_entry({"game": ["trio"]}) is None
    assert parse_entry({"game": "trio", "players": 1e999}) is None
    old = parse_entry({"game": "trio", "when": "2024-01-02T10:00:00", "seed": 3, "players": 2,
                       "human_won": True, "scores": [1, 0]})
    assert old is not None and old.won is True and old.humans == 1 and old.counted
    odd = parse_entry({"game": "goritaire", "score": "lots", "mix": {"gorillas": 10 ** 40}, "levels": [[]],
                       "place": float("nan"), "assisted": "yes", "id": 7})
    assert odd == Entry("goritaire", players=1, humans=0)


def test_a_statistics_file_keeps_the_entries_it_cannot_read_when_a_game_is_added(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    unknown = {"game": "chess", "won": True, "id": "c"}  # a game this GameBox lacks, or a newer kind
    path.write_text(json.dumps({"games": [{"players": 2}, {"game": "trio", "won": True, "id": "a"}, unknown]}))
    store = StatsStore(path)
    assert [e.id for e in store.load()] == ["a"] and store.skipped == 2 and store.problem is None
    assert store.record(Entry("trio", id="b", won=False, players=2))
    assert [e.id for e in StatsStore(path).load()] == ["a", "b"]
    games = json.loads(path.read_text())["games"]
    assert games[0] == {"players": 2} and games[2] == unknown and games[3]["id"] == "b", "kept as they were, in order"
    assert list(tmp_path.iterdir()) == [path], "nothing set aside, nothing lost"


def test_a_newer_gameboxs_statistics_are_left_as_they_are(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    text = json.dumps({"format": "gamebox-stats", "version": 99, "games": [{"game": "trio", "id": "x"}]})
    path.write_text(text)
    store = StatsStore(path)
    assert store.load() == [] and store.problem and "newer" in store.problem
    assert_plain(store.problem, "statistics notice")
    assert not store.record(Entry("trio", id="new", players=2, won=True))
    assert path.read_text() == text and list(tmp_path.iterdir()) == [path]


def test_streaks_and_win_rate_leave_assisted_and_hot_seat_games_apart() -> None:
    assert streaks([True, True, False, True, True, True, False, True]) == (1, 3)
    entries = [Entry("trio", id=str(n), players=2, won=w, levels=("normal",)) for n, w in
               enumerate([True, False, True, True])]
    entries += [Entry("trio", id="h", players=2, won=True, assisted=True, levels=("normal",)),
                Entry("trio", id="f", players=2, humans=2, won=None)]
    trio = next(s for s in game_stats(entries, INFOS) if s.game == "trio")
    assert (trio.own.played, trio.own.won, trio.current_streak, trio.best_streak) == (4, 3, 2, 2)
    assert (trio.assisted.played, trio.assisted.won, trio.hot_seat) == (1, 1, 1)
    assert trio.own.percent == 75.0 and trio.by_opponents["Normal"].played == 4
    for line in detail_lines(trio):
        assert_plain(line, "statistics detail")
    assert "Against Normal: 3 won of 4 (75%)" in detail_lines(trio)
    robot = [Entry("girafferaffe", id="r", players=1, won=False, robot=20),
             Entry("girafferaffe", id="s", players=3, won=True, levels=("normal", "hard"))]
    girafferaffe = next(s for s in game_stats(robot, INFOS) if s.game == "girafferaffe")
    assert detail_lines(girafferaffe)[1:] == [  # solo is the Robot's game: told once
        "Against mixed levels: 1 won of 1 (100%) · the Robot: 0 won of 1 (0%)"]
    robot.append(Entry("girafferaffe", id="t", players=2, won=False, levels=("normal",)))
    girafferaffe = next(s for s in game_stats(robot, INFOS) if s.game == "girafferaffe")
    assert detail_lines(girafferaffe)[2] == "With 2 players: 0 won of 1 (0%) · with 3 players: 1 won of 1 (100%)"
    # only a helped deal: no streak of nothing ("none yet; best winning streak 0, current 0")
    helped = [Entry("goritaire", id="g", players=1, won=True, assisted=True)]
    goritaire = next(s for s in game_stats(helped, INFOS) if s.game == "goritaire")
    lines = detail_lines(goritaire)
    assert lines[0] == "Goritaire: no game played without help yet."
    assert lines[-1] == "With help (Hint, Demo, a shown solution; not counted above): 1 won of 1 (100%)."
    helped = [Entry("trio", id="h", players=2, won=True, assisted=True, levels=("normal",))]
    trio = next(s for s in game_stats(helped, INFOS) if s.game == "trio")
    assert detail_lines(trio)[-1] == "With help (Hint; not counted above): 1 won of 1 (100%)."  # no Demo there


def test_the_levels_faced_are_listed_weakest_first() -> None:
    """"Against Easy · Hard · Random moves · Normal" read alphabetically, not by strength."""
    levels = ["random", "hard", "normal", "easy"]
    entries = [Entry("trio", id=level, players=2, won=True, levels=(level,)) for level in levels]
    trio = next(s for s in game_stats(entries, INFOS) if s.game == "trio")
    against = next(line for line in detail_lines(trio) if line.startswith("Against "))
    names = [part.split(":")[0] for part in against.removeprefix("Against ").split(" · ")]
    assert names == ["Easy", "Normal", "Hard", "Random moves"]


def test_axes_count_whole_games_and_percentages() -> None:
    assert ticks(1, 7) == (1, 2, 3, 4, 5, 6, 7)
    assert all(float(t).is_integer() for t in ticks(1, 3))
    figure = win_rate_figure(synthetic_entries(), INFOS)
    assert figure.percent and figure.y_range == (0.0, 100.0) and figure.y_text(50) == "50%"
    assert all(float(t).is_integer() for t in figure.x_ticks) and figure.x_ticks[-1] <= figure.x_range[1]
    assert {s.name for s in figure.series} == {i.name for i in INFOS}
    few = win_rate_figure([Entry("trio", id="1", players=2, won=True)], INFOS)
    assert few.x_ticks == (1.0,), "one game: its number alone (1 to 2 numbered a game never played)"
    assert few.x_range[0] < 1.0 < few.x_range[1]
    two = win_rate_figure([Entry("trio", id=str(n), players=2, won=True) for n in (1, 2)], INFOS)
    assert two.x_ticks == (1.0, 2.0) and two.x_range == (1.0, 2.0)


def test_lines_through_the_same_points_are_drawn_apart() -> None:
    """The Girafferaffe line (0%, 50%, 67%) lay exactly under TRIO's: the legend named a game
    the chart did not show. Where lines meet they are drawn a little apart; elsewhere, and in
    the values, nothing moves."""
    same = [(True, "trio"), (True, "girafferaffe"), (False, "trio"), (False, "girafferaffe"), (True, "trio")]
    entries = [Entry(game, id=str(n), players=2, won=won) for n, (won, game) in enumerate(same)]
    figure = win_rate_figure(entries, INFOS)
    lines = {series.name: n for n, series in enumerate(figure.series)}
    trio, giraffe = lines["TRIO"], lines["Girafferaffe"]
    assert figure.series[trio].points[:2] == figure.series[giraffe].points == ((1, 100.0), (2, 50.0))
    drawn_trio, drawn_giraffe = figure.drawn(trio), figure.drawn(giraffe)
    for (x, y), (_, y_trio), (_, y_giraffe) in zip(figure.series[giraffe].points, drawn_trio, drawn_giraffe):
        assert abs(y_trio - y_giraffe) >= 2.0 and abs((y_trio + y_giraffe) / 2 - y) < 1e-9, x
    assert drawn_trio[2] == figure.series[trio].points[2], "a point no other line passes through stays put"
    assert [y for _, y in figure.drawn_symbols(giraffe)] == [y for _, y in drawn_giraffe]


def test_goritaire_best_and_robot_level_are_marked() -> None:
    entries = [Entry("goritaire", id=str(n), won=s > 0, score=s, mix=Mix(16)) for n, s in enumerate([0, 40, 55, 0, 50])]
    entries.append(Entry("goritaire", id="x", won=True, score=99, mix=Mix(16), assisted=True))
    figure = goritaire_figure(entries, Mix(16))
    assert [y for _, y in figure.series[0].points] == [0, 40, 55, 0, 50]
    assert [(m.x, m.y) for m in figure.marks] == [(3, 55.0)] and figure.marks[0].text == "Best: 55"
    assert best_text([0, 40, 55, 0, 50]) == "Best scores: 55, 50, 40 (5 deals played)"
    assert best_text([8, 0]) == "Best score: 8 (2 deals played)", "one score won: no plural"


def test_a_half_percent_rounds_up_as_people_round() -> None:
    """5 won of 8 showed "62%" (Python rounds 62.5 to the even 62) beside 37.5 shown as 38%."""
    from ui.stats.summary import percent_text

    assert [percent_text(v) for v in (62.5, 37.5, 12.5, 100.0 * 2 / 3, 0.0, None)] == ["63%", "38%", "13%", "67%", "0%", "–"]
    robot = robot_figure([Entry("girafferaffe", id=str(n), won=w, robot=r) for n, (w, r) in
                          enumerate([(True, 15), (True, 16), (False, 17), (True, 17)])])
    assert [y for _, y in robot.series[0].points] == [15, 16, 17, 17]
    assert [(m.x, m.text) for m in robot.marks] == [(4, "Highest beaten: 17")]
    assert all(float(t).is_integer() for t in robot.y_ticks)


def test_goritaire_best_scores_are_kept_per_deck_mix_with_as_printed_apart(tmp_path: Path, qtbot: Any) -> None:
    path = tmp_path / "stats.json"
    deals = [("a", {}, 7), ("b", {}, 8), ("c", {"gorillas": 12}, 9), ("d", {"as_printed": True}, 7),
             ("e", {}, 0)]
    for game_id, options, score in deals:
        record_result(fake_session("goritaire", ("human",), game_id, **options),
                      Result((0,) if score else (), (), (float(score),), "", {"score": score}), path)
    entries = StatsStore(path).load()
    assert {e.id: e.mix for e in entries} == {"a": Mix(16), "b": Mix(16), "c": Mix(12), "d": Mix(16, False, True),
                                              "e": Mix(16)}
    assert Mix(16, False, True).label == "16 Gorillas, original rules"
    dialog = StatsDialog(store=StatsStore(path))
    qtbot.addWidget(dialog)
    labels = [dialog.mix_box.itemText(i) for i in range(dialog.mix_box.count())]
    assert labels == ["16 Gorillas", "12 Gorillas", "16 Gorillas, original rules"]
    bests = []
    for index in range(len(labels)):
        dialog.mix_box.setCurrentIndex(index)
        bests.append(dialog.best_label.text())
    assert bests == ["Best scores: 8, 7 (3 deals played)", "Best score: 9 (1 deal played)",
                     "Best score: 7 (1 deal played)"]


@pytest.fixture
def synthetic_file() -> list[Entry]:
    entries = synthetic_entries(300)
    StatsStore().save(entries)
    return entries


@pytest.mark.parametrize("backend", ["painter", "pyqtgraph"])
def test_the_window_shows_a_few_hundred_games(qtbot, monkeypatch, synthetic_file, backend: str) -> None:  # type: ignore[no-untyped-def]
    if backend == "painter":
        monkeypatch.setenv("GAMEBOX_STATS_CHART", "painter")
    else:
        pytest.importorskip("pyqtgraph")
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == len(INFOS)
    played = sum(int(dialog.table.item(r, 1).text()) for r in range(dialog.table.rowCount()))
    assert played == sum(1 for e in synthetic_file if e.counted)
    assert isinstance(dialog.win_chart, PainterChart) == (backend == "painter")
    for row in range(dialog.table.rowCount()):
        dialog.table.setCurrentCell(row, 0)
        assert_plain(dialog.detail.text(), "statistics detail")
    assert dialog.mix_box.count() == 3 and dialog.best_label.text().startswith("Best scores: ")


def test_the_painter_chart_draws_each_series_and_the_best_mark(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = PainterChart(goritaire_figure(synthetic_entries(), Mix(16)))
    qtbot.addWidget(chart)
    chart.resize(640, 320)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    chart.render(image)
    colours = {image.pixelColor(x, y).name() for x in range(0, 640, 2) for y in range(0, 320, 2)}
    assert "#2f7fc1" in colours and "#e6b422" in colours  # the score line and the best star


def test_pyqtgraph_axes_use_the_figure_ticks(qtbot) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("pyqtgraph")
    from ui.stats.pg_chart import PgChart

    figure = win_rate_figure(synthetic_entries(), INFOS)
    chart = PgChart(figure)
    qtbot.addWidget(chart)
    left = chart.plot.getAxis("left")._tickLevels[0]
    bottom = chart.plot.getAxis("bottom")._tickLevels[0]
    assert [label for _, label in left] == [figure.y_text(t) for t in figure.y_ticks]
    assert all(label.isdigit() for _, label in bottom)


def test_pyqtgraph_never_scales_an_axis_title_of_its_own(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Deals all lost scored 0: pyqtgraph scaled the flat axis and titled it "score (x0.001)"."""
    pytest.importorskip("pyqtgraph")
    from ui.stats.pg_chart import PgChart

    entries = [Entry("goritaire", id=str(n), won=False, score=0, mix=Mix(16)) for n in range(4)]
    chart = PgChart(goritaire_figure(entries, Mix(16)))
    qtbot.addWidget(chart)
    chart.resize(500, 300)
    chart.show()
    qtbot.waitExposed(chart)
    for side, title in (("left", "score"), ("bottom", "deals played")):
        label = chart.plot.getAxis(side).labelString()
        assert title in label and "x0" not in label and "(" not in label, label


def drawn_labels(axis: Any) -> list[str]:
    """The tick labels pyqtgraph would draw on `axis` now (it silently drops one that would
    stick out of the axis)."""
    from PySide6.QtGui import QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        return [text for _, _, text in axis.generateDrawSpecs(painter)[2]]
    finally:
        painter.end()


@pytest.mark.parametrize("height", [190, 220, 280, 400])  # 190: the least the dialog gives it
def test_pyqtgraph_charts_draw_every_tick_label_and_keep_the_legend_off_the_data(qtbot, height: int) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("pyqtgraph")
    from ui.stats.pg_chart import PgChart

    for figure in (win_rate_figure(synthetic_entries(), INFOS), goritaire_figure(synthetic_entries(), Mix(16)),
                   robot_figure(synthetic_entries())):
        chart = PgChart(figure)
        qtbot.addWidget(chart)
        chart.resize(520, height)
        chart.show()
        qtbot.waitExposed(chart)
        qtbot.wait(20)
        item = chart.plot.getPlotItem()
        assert drawn_labels(chart.plot.getAxis("left")) == [figure.y_text(t) for t in figure.y_ticks], figure.title
        legend = item.legend
        view = item.getViewBox()
        highest = max(y for series in figure.series for _, y in series.points)
        legend_bottom = legend.mapRectToScene(legend.boundingRect()).bottom()
        assert legend_bottom <= view.mapViewToScene(QPointF(figure.x_range[0], highest)).y() + 1, figure.title
        for sample, _label in legend.items:  # each sample's symbol in its series' colour
            assert sample.item.scatter.opts["brush"].color().name() in {s.colour.lower() for s in figure.series}


def test_an_empty_or_damaged_statistics_file_still_opens_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text("[" * 100_000)
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog) and "kept the old file aside" in dialog.problem.text()
    assert_plain(dialog.problem.text(), "statistics problem")
    assert not stats_path().exists()


def test_the_columns_and_tabs_that_need_a_word_have_one(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """"With help", "With friends" and "Girafferaffe Robot" meant nothing to a new player."""
    dialog = StatsDialog(store=StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(dialog)
    tips = {dialog.table.horizontalHeaderItem(c).text(): dialog.table.horizontalHeaderItem(c).toolTip()
            for c in range(dialog.table.columnCount())}
    for column in ("With help", "With friends", "Played"):
        assert tips[column], column
        assert_plain(tips[column], f"statistics column {column}")
    robot = next(n for n in range(dialog.tabs.count()) if dialog.tabs.tabText(n) == "Girafferaffe Robot")
    assert "Robot" in dialog.tabs.tabToolTip(robot)


def test_an_empty_chart_says_in_short_lines_what_would_count() -> None:
    """The empty win-rate chart's sentence, one long line, ran out of a narrow dialog's chart
    (the chart does not wrap it): it is said in lines a 500-pixel chart holds."""
    from PySide6.QtGui import QFont, QFontMetrics

    metrics = QFontMetrics(QFont())
    for figure in (win_rate_figure([], INFOS), goritaire_figure([], None), robot_figure([])):
        assert figure.empty_text
        assert_plain(figure.empty_text.replace("\n", " "), "an empty chart's note")
        assert max(metrics.horizontalAdvance(line) for line in figure.empty_text.split("\n")) <= 420
        assert figure.x_ticks == (), "no games: no game numbers along the bottom (it read 1 ... 2)"
        assert figure.percent or figure.y_ticks == (), "no scores: no lone '1' up the side"


def test_before_any_goritaire_deal_the_tab_says_so_instead_of_an_empty_choice(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """An empty, greyed "Deck mix" box beside nothing at all told a new player nothing."""
    from ui.stats.dialog import NO_DEAL_YET

    dialog = StatsDialog(store=StatsStore(tmp_path / "stats.json"))
    qtbot.addWidget(dialog)
    assert not dialog.mix_box.isVisibleTo(dialog)
    assert dialog.best_label.text() == NO_DEAL_YET
    assert_plain(NO_DEAL_YET, "statistics note")


def test_games_with_help_are_said_not_counted_where_nothing_else_shows(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """One Goritaire deal and one solo game, both with help: the table's "With help" column
    counted them while the tabs said no deal had been finished at all."""
    from ui.stats.dialog import NO_DEAL_YET

    path = tmp_path / "stats.json"
    StatsStore(path).save([Entry("goritaire", id="a", won=False, score=0, mix=Mix(16), assisted=True),
                           Entry("girafferaffe", id="b", won=True, robot=15, assisted=True)])
    dialog = StatsDialog(store=StatsStore(path))
    qtbot.addWidget(dialog)
    assert dialog.best_label.text() == NO_DEAL_YET  # the chart says it, once
    assert "1 finished with help is not counted." in goritaire_figure(StatsStore(path).load(), None).empty_text
    assert "1 finished with help is not counted." in robot_figure(StatsStore(path).load()).empty_text
    assert "with help" in goritaire_figure(StatsStore(path).load(), None).empty_text
    assert "with help" not in robot_figure([Entry("goritaire", id="a", won=False, score=0, mix=Mix(16),
                                                  assisted=True)]).empty_text.split("\n")[-1]


def test_a_statistics_file_longer_than_gamebox_writes_is_read_to_its_newest_games(tmp_path: Path) -> None:
    """150,000 entries (27 MB) froze the Statistics window for half a minute; GameBox writes at most KEEP."""
    from ui.stats.store import KEEP

    path = tmp_path / "stats.json"
    games = [{"game": "trio", "id": str(n), "won": n % 2 == 0, "players": 2} for n in range(KEEP + 300)]
    path.write_text(json.dumps({"format": "gamebox-stats", "version": 2, "games": games}))
    entries = StatsStore(path).load()
    assert len(entries) == KEEP and entries[0].id == "300" and entries[-1].id == str(KEEP + 299)


def test_statistics_that_can_neither_be_read_nor_moved_are_said_and_left_alone(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """They were shown as "No finished games yet", without a word."""
    path = tmp_path / "stats.json"
    path.write_text("{")
    monkeypatch.setattr("ui.stats.store.keep_aside", lambda path: None)
    store = StatsStore(path)
    assert store.load() == [] and store.problem and "left" in store.problem
    assert_plain(store.problem, "statistics notice")
    assert not store.record(Entry("trio", id="new", players=2, won=True))
    assert path.read_text() == "{"


def test_the_statistics_window_never_says_no_games_over_statistics_it_could_not_read(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                                   monkeypatch) -> None:
    from PySide6.QtWidgets import QLabel

    path = tmp_path / "stats.json"
    path.write_text("{")
    monkeypatch.setattr("ui.stats.store.keep_aside", lambda path: None)
    dialog = StatsDialog(store=StatsStore(path))
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
    assert any("could not be read" in t for t in texts) and not any("No finished games yet" in t for t in texts)
    assert not dialog.table.isVisibleTo(dialog) and not dialog.tabs.isVisibleTo(dialog), "no zeros, no empty charts"
    assert not any("games yet" in t for t in texts), texts


def test_two_gameboxes_ending_games_at_once_keep_every_game(tmp_path: Path) -> None:
    """Each read the file and wrote it back: 148 of 300 games were left. The file is locked
    while a game is added."""
    import subprocess
    import sys

    path = tmp_path / "stats.json"
    code = ("import sys\nfrom ui.stats.store import StatsStore\nfrom ui.stats.entries import Entry\n"
            "store = StatsStore(__import__('pathlib').Path(sys.argv[1]))\n"
            "for n in range(40):\n    store.record(Entry('trio', id=sys.argv[2] + str(n), players=2, won=True))\n")
    root = Path(__file__).resolve().parents[2]
    runs = [subprocess.Popen([sys.executable, "-c", code, str(path), name], cwd=root) for name in ("a", "b")]
    assert [run.wait(timeout=120) for run in runs] == [0, 0]
    ids = {entry.id for entry in StatsStore(path).load()}
    assert ids == {f"{name}{n}" for name in ("a", "b") for n in range(40)}
    assert not (tmp_path / "stats.json.lock").exists()


def test_a_drawn_game_is_told_apart_from_a_lost_one(tmp_path: Path) -> None:
    """Two drawn TRIO games read "2 (0 won)" under With help, and nowhere said drawn: a draw
    looked like a loss. A lost solitaire (its player alone in the ranking) is no draw."""
    draw = Result((), ((0, 1),), (3.0, 3.0), "Draw: both players have three TRIO cards", {"draw": True})
    path = tmp_path / "stats.json"
    assert record_result(fake_session("trio", ("human", "computer"), "d1"), draw, path)
    entry = StatsStore(path).load()[0]
    assert entry.drawn and entry.won is False
    entries = [entry, Entry("trio", id="w", players=2, won=True, place=1, levels=("normal",)),
               Entry("trio", id="l", players=2, won=False, place=2, levels=("normal",)),
               Entry("trio", id="h", players=2, won=False, place=1, assisted=True, levels=("normal",))]
    trio = next(s for s in game_stats(entries, INFOS) if s.game == "trio")
    assert (trio.own.played, trio.own.won, trio.own.drawn, trio.assisted.drawn) == (3, 1, 1, 1)
    lines = detail_lines(trio)
    assert lines[0].startswith("TRIO: 1 won, 1 drawn of 3 (33%)"), lines
    assert lines[-1] == "With help (Hint; not counted above): 0 won, 1 drawn of 1 (0%).", lines
    from ui.stats.dialog import row_texts

    assert row_texts(trio)[2] == "1, 1 drawn" and row_texts(trio)[6] == "1 (0 won, 1 drawn)"
    lost = [Entry("goritaire", id="g", players=1, won=False, place=1),
            Entry("girafferaffe", id="r", players=1, won=False, place=1, robot=20)]
    assert not any(e.drawn for e in lost)
    assert all(s.own.drawn == 0 for s in game_stats(lost, INFOS))


def test_the_window_opens_on_the_game_being_played(qtbot: Any, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Opened from a TRIO table, the window chose Gorilla's row, the first game played."""
    store = StatsStore(tmp_path / "stats.json")
    store.record(Entry("gorilla", id="g", players=4, won=False, place=3, levels=("normal",) * 3))
    dialog = StatsDialog(store=store, game="trio")
    qtbot.addWidget(dialog)
    assert dialog.table.currentRow() == [s.game for s in dialog.stats].index("trio")
    assert dialog.detail.text() == "No TRIO games yet."
    dialog = StatsDialog(store=store)
    qtbot.addWidget(dialog)
    assert dialog.stats[dialog.table.currentRow()].game == "gorilla"  # from the box of games: the first played


def test_a_lock_naming_no_gamebox_is_not_waited_for(tmp_path: Path, monkeypatch: Any) -> None:
    """A folder where the statistics' lock goes (or a damaged lock file) stood each game's end
    still for the whole wait kept for another GameBox; such a lock is glanced at, and the game
    is kept all the same."""
    from PySide6.QtCore import QLockFile

    import ui.stats.store as store

    asked: list[int] = []

    class Watched(QLockFile):
        def tryLock(self, timeout: int = 0) -> bool:  # noqa: N802 (Qt's name)
            asked.append(timeout)
            return super().tryLock(timeout)

    monkeypatch.setattr(store, "QLockFile", Watched)
    path = tmp_path / "stats.json"
    for n, blocker in enumerate(("folder", "damaged")):
        lock = tmp_path / "stats.json.lock"
        if blocker == "folder":
            lock.mkdir()
        else:
            lock.rmdir()
            lock.write_text("not a lock")
        asked.clear()
        assert StatsStore(path).record(Entry("trio", id=f"g{n}", players=2, won=True))
        assert max(asked) <= store.LOCK_GLANCE_MS < store.LOCK_WAIT_MS, asked
    assert {entry.id for entry in StatsStore(path).load()} == {"g0", "g1"}
    held = QLockFile(str(tmp_path / "held.lock"))
    assert held.tryLock(0)
    asked.clear()
    assert store._take_lock(str(tmp_path / "held.lock")) is None
    assert asked[-1] == store.LOCK_WAIT_MS, "a lock another GameBox holds is waited for"
