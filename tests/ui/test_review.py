"""The Review after a game (issue 17 item 6): the chances are computed in the background when a
game ends and kept with the record; the end screen's Review opens a graph with one line per
seat; clicking a point selects that move in the log and shows the table as it was then;
leaving the review brings the final table back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QPushButton

from gamebox.review import Review
from gamebox.session import GameSession
from tests.ui.play import finished_record, open_finished, open_window
from ui.main_window import MainWindow


def open_short_game(qtbot: Any, tmp_path: Path, painted: bool) -> MainWindow:
    window = open_window(qtbot, tmp_path, (1280, 820))
    record = finished_record("trio", 2, ["human", "computer"], seed=3)
    open_finished(window, tmp_path, record)
    page = window.page
    page.painted_review = painted
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    return window


def click_graph(qtbot: Any, graph: Any, count: int, seat: int) -> None:
    target = getattr(graph, "plot", graph)
    target = target.viewport() if hasattr(target, "viewport") else target
    point = graph.pixel_of(count, seat)
    local = target.mapFrom(graph, QPoint(round(point.x()), round(point.y()))) if target is not graph else \
        QPoint(round(point.x()), round(point.y()))
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=local)


def test_the_moves_axis_is_marked_at_whole_moves() -> None:
    from ui.table.review_graph import move_ticks

    assert move_ticks(3) == [0, 1, 2, 3]
    assert move_ticks(8) == list(range(9))
    assert move_ticks(9) == [0, 2, 4, 6, 9]
    assert move_ticks(88) == [0, 20, 40, 60, 88]
    assert move_ticks(20) == [0, 5, 10, 15, 20] and move_ticks(19) == [0, 5, 10, 15, 19]
    assert all(move_ticks(n)[-1] == n for n in range(0, 5000, 7)), "the last move is always marked"
    assert move_ticks(1) == [0, 1] and move_ticks(0) == [0]
    assert all(len(move_ticks(n)) <= 9 for n in range(0, 5000, 7))


@pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])
def test_the_review_graph_of_a_short_finished_game(qtbot: Any, tmp_path: Path, painted: bool) -> None:
    window = open_short_game(qtbot, tmp_path, painted)
    page = window.page
    session: GameSession = page.session
    review = session.review
    total = len(session.history)
    assert review is not None and review.moves == tuple(range(total + 1)) and review.players == 2
    qtbot.mouseClick(page.end_screen.review_button, Qt.MouseButton.LeftButton)
    panel = page.review_panel
    assert panel is not None and panel.isVisible() and panel.graph.isVisible()
    if not painted:
        assert type(panel.graph).__name__ == "PyqtgraphGraph"
        assert len(panel.graph.plot.getPlotItem().listDataItems()) == 2, "one line per seat"
        ticks = panel.graph.plot.getAxis("bottom").tickValues(0, total, 400)
        assert ticks and all(float(v).is_integer() for _spacing, values in ticks for v in values), ticks
    live = page.scene
    count = total // 2
    with qtbot.waitSignal(panel.pointChosen, timeout=2000) as chosen:
        click_graph(qtbot, panel.graph, count, 0)
    assert chosen.args == [count]
    assert page.log.currentRow() == count - 1, "the move is selected in the log"
    shown = page.shown_scene
    assert shown is not live and shown.read_only and page.view.scene() is shown
    assert len(shown.session.history) == count and shown.session.state is session.history[count].before
    assert f"After move {count} of {total}" in page.status
    assert not shown.my_turn(), "nothing can be played on a past table"
    # choosing a move in the log moves the review too
    page.log.setCurrentRow(2)
    assert page.shown_scene is not shown and len(page.shown_scene.session.history) == 3
    # back to the result: the final table again
    qtbot.mouseClick(panel.findChild(type(page.end_screen.back_button), "reviewBackButton"), Qt.MouseButton.LeftButton)
    assert page.review_panel is None and page.view.scene() is live and page.shown_scene is live
    assert page.end_screen.isVisible()


def test_the_review_is_saved_with_the_game_and_read_back(qtbot: Any, tmp_path: Path) -> None:
    window = open_short_game(qtbot, tmp_path, painted=True)
    path = tmp_path / "with-review.json"
    window.save_path = path
    window.save()
    data = json.loads(path.read_text())
    review = Review.from_json(data["extra"]["review"], 2, len(data["moves"]))
    assert review == window.page.session.review
    window.open_file(path)
    assert window.page.session.review == review
    qtbot.waitUntil(lambda: window.page.end_screen.review_state == "ready", timeout=2000)


def test_a_game_with_its_own_review_chances_uses_them(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    import gamebox.games.trio.ai as trio_ai

    calls: list[int] = []

    def own(game: Any, state: Any, players: int, rng: Any) -> list[float]:
        calls.append(players)
        return [0.25, 0.75]

    monkeypatch.setattr(trio_ai, "review_chances", own, raising=False)
    window = open_short_game(qtbot, tmp_path, painted=True)
    review = window.page.session.review
    assert review is not None and calls and set(review.chances) == {(0.25, 0.75)}


def test_the_review_gets_room_for_its_graph_and_the_result_gets_its_own_height_back(qtbot: Any,
                                                                                   tmp_path: Path) -> None:
    """A short report takes only the height it needs (the moves get the rest); the review's
    graph is given most of the column, and leaving it sizes the column for the report again."""
    window = open_short_game(qtbot, tmp_path, painted=False)
    page = window.page
    screen = page.end_screen
    column = page.side.height()
    report_height = page.top.height()
    assert report_height >= screen.wanted_height(page.side.width()) - 2, "the whole report shows"
    assert report_height < column * 0.6, "a short report leaves the moves the rest"
    qtbot.mouseClick(screen.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.top.height() >= column * 0.6, timeout=2000)
    graph = page.review_panel.graph  # type: ignore[union-attr]
    assert graph.height() >= 170
    back = page.review_panel.findChild(QPushButton, "reviewBackButton")  # type: ignore[union-attr]
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: abs(page.top.height() - report_height) <= 2, timeout=2000)


@pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])
@pytest.mark.parametrize("game,players,seats,size", [
    ("girafferaffe", 3, ["human", "computer", "computer"], (720, 480)),  # the column beside the table
    ("trio", 2, ["human", "computer"], (640, 480)),  # the column below it
])
def test_a_short_window_with_the_moves_shown_keeps_the_whole_graph_in_sight(
        qtbot: Any, tmp_path: Path, painted: bool, game: str, players: int, seats: list[str],
        size: tuple[int, int]) -> None:
    """At 720x480 with the moves always shown, the review got 64% of a short column: less than
    its words and graph need, and the graph's lower axis was cut off. Below TRIO's table at
    640x480 the graph was cut to 55 px, both axes gone."""
    from ui.table.review_graph import GRAPH_LEAST

    window = open_window(qtbot, tmp_path, size)
    window.settings.move_log = "shown"
    open_finished(window, tmp_path, finished_record(game, players, seats, seed=3))
    page = window.page
    page.set_log_mode("shown")
    page.painted_review = painted
    qtbot.waitUntil(lambda: page.end_visible and page.end_screen.review_state == "ready", timeout=60000)
    qtbot.mouseClick(page.end_screen.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.review_panel is not None and page.review_panel.isVisible(), timeout=2000)
    panel = page.review_panel
    qtbot.wait(200)
    inner = getattr(panel.graph, "plot", panel.graph)
    assert panel.graph.height() >= GRAPH_LEAST and inner.height() <= panel.graph.height(), \
        (panel.graph.height(), inner.height())
    assert not page.log.isHidden() and page.log.height() >= 30


@pytest.mark.parametrize("game,players", [("girafferaffe", 2), ("sifaka", 2), ("goritaire", 1), ("gorilla", 3),
                                          ("trio", 2)])
def test_a_past_table_offers_nothing_to_play(qtbot: Any, game: str, players: int) -> None:
    """The review's past table of a moment when the viewer was to move kept the live table's
    invitations: Sifaka's card in hand was draggable and said "Your card: drag it onto the
    table", though nothing can be played there."""
    import random

    from gamebox.registry import get_info
    from tests.ui.helpers import show_table
    from ui.scenes import scene_class
    from ui.settings import Settings

    info = get_info(game)
    session = GameSession(info, info.make_config(players), 4, ["human"] + ["computer"] * (players - 1))
    session.pause_ai(True)
    rng = random.Random(4)
    for _ in range(6):  # a few moves in, back at a decision of the viewer's
        moves = session.game.candidate_moves(session.state)
        if session.to_move is None or not moves:
            break
        session.play(moves[rng.randrange(len(moves))])
    while session.to_move not in (None, 0):
        session.play(session.game.candidate_moves(session.state)[0])
    scene = scene_class(game)(session, Settings(speed=0.0))
    show_table(qtbot, scene, start_session=False)
    past = scene.past_table(len(session.history))
    try:
        assert past.read_only and not past.my_turn()
        offered = [item for item in past.items() if getattr(item, "draggable", False)]
        assert offered == [], offered
        texts = [item.text for item in past.items() if isinstance(getattr(item, "text", None), str)]
        assert not any("drag" in text.lower() for text in texts), texts
        from ui.table.controls import ButtonItem

        live = [item.label for item in past.items() if isinstance(item, ButtonItem) and item.enabled
                and item.key != "fit"]
        assert live == [], f"buttons that look pressable on a past table: {live}"
    finally:
        past.session.close()


def test_a_solitaire_without_a_judge_of_its_chances_offers_no_review(qtbot: Any, tmp_path: Path) -> None:
    """Goritaire's graph came from random playouts, which never win a deal: it read 0% up to
    the last move of a won deal. The end screen offers no Review there, and its buttons close
    ranks; a game with opponents still offers one."""
    from gamebox.registry import get_info
    from gamebox.review import has_review

    assert not has_review(get_info("goritaire"))
    assert all(has_review(get_info(game)) for game in ("girafferaffe", "sifaka", "gorilla", "trio"))
    window = open_window(qtbot, tmp_path, (1280, 820))
    open_finished(window, tmp_path, finished_record("goritaire", 1, ["human"], seed=3))
    page = window.page
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    screen = page.end_screen
    assert screen.review_button.isHidden()
    cells = [screen.button_grid.itemAtPosition(n // 2, n % 2) for n in range(screen.button_grid.count())]
    assert all(cell is not None for cell in cells), "no hole where Review was"


@pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])
def test_the_review_draws_each_player_in_their_table_colour(qtbot: Any, painted: bool) -> None:
    """Sifaka's two players sit at the red and the yellow hut: the computer's line was blue."""
    from gamebox.registry import get_info
    from ui.settings import Settings
    from ui.sifaka.scene import SifakaScene
    from ui.table.review import ReviewPanel
    from ui.table.theme import PLAYER_COLOURS

    info = get_info("sifaka")
    session = GameSession(info, info.make_config(2), 21, ("human", "computer"))
    session.pause_ai(True)
    scene = SifakaScene(session, Settings(speed=0.0))
    looks = [scene.seat_look(seat) for seat in range(2)]
    assert [PLAYER_COLOURS[look].name() for look in looks] == ["#d64541", "#e6b422"]  # red, yellow
    review = Review((0, 1), ((0.5, 0.5), (0.6, 0.4)))
    panel = ReviewPanel(review, ["You", "Computer"], painted, looks=looks)
    qtbot.addWidget(panel)
    assert "#e6b422" in panel.legend.text() and "#3a7bd5" not in panel.legend.text()
    if painted:
        assert panel.graph.looks == (0, 2)  # type: ignore[attr-defined]
    session.close()


def test_the_review_opens_on_the_final_table_whatever_had_the_focus(qtbot: Any, tmp_path: Path) -> None:
    """The Review opens where the game ended, its last move marked. Pressed with the keyboard
    (or clicked while it held the focus), the Review button hid and the focus fell to the move
    log, which made its first line current: the table jumped back to "After move 1"."""
    window = open_short_game(qtbot, tmp_path, painted=True)
    page = window.page
    live = page.scene
    total = len(page.session.history)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    button = page.end_screen.review_button
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.wait(50)
    assert page.review_panel is not None
    assert page.shown_scene is live and page.view.scene() is live, page.status
    assert page.log.currentRow() == total - 1
    assert "After move 1 " not in page.status


@pytest.mark.parametrize("fails", [False, True], ids=["ready", "failed"])
def test_review_pressed_while_it_is_worked_out_opens_once_ready(qtbot: Any, tmp_path: Path,
                                                                  monkeypatch: Any, fails: bool) -> None:
    """"Review (working…)" was greyed for a second or two after the end, and a click on it did
    nothing: the player had to notice and click again. Pressed now, it opens when ready; if it
    cannot be worked out after all, the status line no longer promises it."""
    import threading

    import gamebox.games.trio.ai as trio_ai

    gate = threading.Event()

    def slow(game: Any, state: Any, players: int, rng: Any) -> list[float]:
        gate.wait(10)
        if fails:
            raise RuntimeError("no estimate")
        return [0.5, 0.5]

    monkeypatch.setattr(trio_ai, "review_chances", slow, raising=False)
    window = open_window(qtbot, tmp_path, (1280, 820))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"], seed=3))
    page = window.page
    page.painted_review = True
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    assert page.end_screen.review_state == "working" and page.end_screen.review_button.isEnabled()
    qtbot.mouseClick(page.end_screen.review_button, Qt.MouseButton.LeftButton)
    assert page.review_panel is None and page.status == "The review opens as soon as it is worked out."
    gate.set()
    if fails:
        qtbot.waitUntil(lambda: page.end_screen.review_state == "none", timeout=10000)
        assert page.review_panel is None and page.status == "The review could not be worked out for this game."
        return
    qtbot.waitUntil(lambda: page.review_panel is not None, timeout=10000)
