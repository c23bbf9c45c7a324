"""The shared end-of-game screen (issue 11): every game's end appears beside the table with
every seat's place, never over the cards and never cut off (1024x700 to 1920x1080, card sizes
60% to 160%), can be hidden and shown again, and its buttons work: New deal (same seats, a
new deal number), Play this deal again (the same deal), Back to all games."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from gamebox.registry import all_games
from tests.ui.play import finished_record, open_finished, open_window, step
from ui.main_window import MainWindow

GAMES = [info.id for info in all_games()]


def seats_of(game_id: str) -> tuple[int, list[str]]:
    info = next(i for i in all_games() if i.id == game_id)
    players = info.default_players
    return players, ["human"] + ["computer"] * (players - 1)


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def assert_on_screen(window: MainWindow) -> None:
    """The panel lies inside the window, beside the table (never over its viewport), and its
    buttons, headline and every place are fully visible without scrolling."""
    page = window.page
    screen = page.end_screen
    inside = window.rect()
    panel = rect_in(screen, window)
    assert screen.isVisible() and inside.contains(panel), f"{panel} leaves the window {inside}"
    table = rect_in(page.view.viewport(), window)
    assert not panel.intersects(table), "the result panel covers the table"
    assert table.width() > 300 and table.height() > 300, "the table keeps room to be seen"
    for button in screen.findChildren(QWidget, options=Qt.FindChildOption.FindChildrenRecursively):
        if button.objectName().endswith("Button") and button.isVisible():
            assert panel.contains(rect_in(button, window)), f"{button.objectName()} is cut off"
    view = rect_in(screen.scroller.viewport(), window)
    labels = [screen.findChild(QWidget, "endHeadline")]
    labels += [screen.findChild(QWidget, f"standing{s.seat}") for s in screen.report.standings]  # type: ignore[union-attr]
    for label in labels:
        assert label is not None and label.isVisible()
        assert view.contains(rect_in(label, window)), f"{label.objectName()} is cut off at {window.size()}"


def wait_end(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.page is not None and window.page.end_visible, timeout=5000)
    screen = window.page.end_screen
    # the splitter and the wrapped labels settle in posted layout requests
    qtbot.waitUntil(lambda: screen.body.width() <= screen.scroller.viewport().width(), timeout=2000)
    qtbot.wait(20)


def finish(qtbot: Any, window: MainWindow, seed: int = 1) -> None:
    rng = random.Random(seed)
    while step(qtbot, window.page, rng):
        pass
    wait_end(qtbot, window)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_screen_shows_every_place_and_its_buttons_work(qtbot: Any, tmp_path: Path, game_id: str) -> None:
    window = open_window(qtbot, tmp_path, (1024, 700))
    players, seats = seats_of(game_id)
    window.start_game(game_id, players, seats, None, 5, {})
    first = window.page
    finish(qtbot, window)
    report = first.end_screen.report
    assert report is not None and sorted(s.seat for s in report.standings) == list(range(players))
    assert report.headline in first.end_screen.texts
    assert_on_screen(window)
    # hide it to look at the final table, then show it again
    table_width = first.view.width()
    qtbot.mouseClick(first.end_screen.hide_button, Qt.MouseButton.LeftButton)
    assert not first.end_screen.isVisible() and first.result_button.isVisible()
    assert first.view.width() > table_width, "hiding the panel gives the table the room"
    qtbot.mouseClick(first.result_button, Qt.MouseButton.LeftButton)
    assert first.end_screen.isVisible() and not first.result_button.isVisible()
    # New deal: same seats and levels, a new deal number
    old = first.session
    qtbot.mouseClick(first.end_screen.new_button, Qt.MouseButton.LeftButton)
    second = window.page
    assert second is not first and second.session.to_move is not None or second.session.history == []
    new = second.session
    assert (new.info.id, new.seats, new.levels, new.names, new.config) == (old.info.id, old.seats, old.levels,
                                                                          old.names, old.config)
    assert new.seed != old.seed and new.game_id != old.game_id
    # Play this deal again: the same deal number, a new game
    finish(qtbot, window, seed=2)
    qtbot.mouseClick(second.end_screen.again_button, Qt.MouseButton.LeftButton)
    third = window.page
    assert third is not second and third.session.seed == new.seed and third.session.game_id != new.game_id
    assert third.session.history == [] or third.session.history[0].before == new.history[0].before
    # Back to all games
    finish(qtbot, window, seed=3)
    qtbot.mouseClick(third.end_screen.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.launcher and window.page is None


@pytest.mark.parametrize("size,card_scale", [((1024, 700), 1.0), ((1024, 700), 1.6), ((1920, 1080), 0.6),
                                             ((1920, 1080), 1.6), ((1177, 662), 1.0), ((1024, 620), 1.0)],
                         ids=lambda v: str(v))
@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_save_opens_on_its_end_screen_never_cut_off(qtbot: Any, tmp_path: Path, game_id: str,
                                                             size: tuple[int, int], card_scale: float) -> None:
    players, seats = seats_of(game_id)
    # the most seats the game takes: the longest list of places
    info = next(i for i in all_games() if i.id == game_id)
    players = info.max_players
    seats = ["human"] + ["computer"] * (players - 1)
    window = open_window(qtbot, tmp_path, size, card_scale)
    open_finished(window, tmp_path, finished_record(game_id, players, seats))
    wait_end(qtbot, window)
    assert window.size().width() == size[0] and window.size().height() == size[1]
    assert len(window.page.end_screen.report.standings) == players  # type: ignore[union-attr]
    assert_on_screen(window)


def test_an_undo_after_the_end_puts_the_panel_away(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    window.start_game("goritaire", 1, ["human"], None, 4, {})
    page = window.page
    session = page.session
    finish(qtbot, window)
    if not session.can_undo():
        pytest.skip("this deal ended on a move that revealed a card")
    window.undo()
    assert not page.end_screen.isVisible() and not page.result_button.isVisible()
    assert page.log.shown == len(session.history)


def test_extra_buttons_a_game_asks_for_appear_and_work(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    from ui.trio.scene import TrioScene

    pressed: list[str] = []
    monkeypatch.setattr(TrioScene, "end_screen_actions", lambda self: [("Show a solution", lambda: pressed.append("x"))],
                        raising=False)
    window = open_window(qtbot, tmp_path, (1024, 700))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    buttons = window.page.end_screen.extra_buttons
    assert [b.text() for b in buttons] == ["Show a solution"]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert pressed == ["x"]
    assert_on_screen(window)


def test_the_panel_writes_every_part_of_a_report_and_draws_revealed_cards(qtbot: Any) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainter

    from gamebox.core.describe import EndReport, Reveal, Standing
    from ui.table.end_screen import CardStrip, EndScreen, place_words

    painted: list[str] = []

    def painter_for(card: str) -> Any:
        def paint(p: QPainter, rect: QRectF) -> None:
            painted.append(card)
            p.fillRect(rect, QColor("#ffffff"))
        return paint

    report = EndReport("You won!", "won", (
        Standing(1, 0, "You", "14 points"), Standing(2, 1, "Ann", "14 points", "fewer counters than you"),
        Standing(3, 2, "Computer 3", "9 points")),
        story="The pile ran out.", reveals=(Reveal("Ann's hand", "red 7 and blue 2", ("R7", "B2")),),
        extra={"Rotten apples": "none"})
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(320, 600)
    screen.show()
    screen.show_report(report, [], painter_for)
    for text in ("You won!", "The pile ran out.", "fewer counters than you", "Ann's hand", "red 7 and blue 2",
                 "Rotten apples", "none", "Computer 3", "9 points"):
        assert text in screen.texts
    strips = screen.findChildren(CardStrip)
    assert len(strips) == 1 and len(strips[0].card_painters) == 2
    qtbot.waitUntil(lambda: strips[0].width() > 0)
    strips[0].grab()
    assert sorted(set(painted)) == ["B2", "R7"]
    assert [place_words(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
    # without a painter the cards are told in words only
    screen.show_report(report)
    qtbot.wait(1)
    assert not [s for s in screen.findChildren(CardStrip) if s.isVisible()]


def test_each_line_of_the_report_is_as_tall_as_its_words(qtbot: Any) -> None:
    """The wrapped labels kept the heights they measured at a narrower width: each standing
    stood in a gap as tall as itself until a theme change measured them again."""
    from PySide6.QtWidgets import QLabel

    from gamebox.core.describe import EndReport, Reveal, Standing
    from ui.table.end_screen import EndScreen

    standings = tuple(Standing(1, i, f"Computer {i + 1}", "won", "") for i in range(4))
    report = EndReport("Computer 1, Computer 2, Computer 3 and Computer 5 won", "over",
                       standings + (Standing(5, 4, "Computer 4", "lost", "could neither play nor spend an apple"),),
                       "Computer 4 could neither play nor spend an apple; everyone else wins.",
                       tuple(Reveal(f"Computer {i}'s hand", "red 1, Copy and Copy") for i in range(1, 6)))
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.resize(300, 450)
    screen.show_report(report)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(20)
    labels = [label for label in screen.body.findChildren(QLabel) if label.isVisible()]
    assert len(labels) >= 10
    assert [label.height() for label in labels] == [label.heightForWidth(label.width()) for label in labels]


@pytest.mark.parametrize("resize_to", [(1600, 600), (1280, 1000)], ids=str)
def test_a_resized_window_shares_the_side_between_result_and_moves_again(qtbot: Any, tmp_path: Path,
                                                                        resize_to: tuple[int, int]) -> None:
    """The result panel kept its share of the old height when the window was resized: made
    wider and shorter, the moves were squeezed to a few lines under a half-empty result. The
    panel takes the height its report needs again, unless the player moved the line."""
    window = open_window(qtbot, tmp_path, (1024, 700))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    page = window.page
    window.resize(*resize_to)
    qtbot.waitUntil(lambda: page.side.height() > 0, timeout=2000)
    qtbot.wait(50)
    room = page.side.height() - page.side.handleWidth()
    wanted = page.end_screen.wanted_height(page.side.width())
    top = page.side.sizes()[0]
    assert wanted < room // 2, "the report of a two-player TRIO is short"
    assert abs(top - max(wanted, room // 3)) <= 2, (top, wanted, room)
    assert_on_screen(window)
    # a line the player moved stays where they put it
    page.side.moveSplitter(room - 120, 1)
    assert page.side.sizes()[0] > room - 140
    window.resize(1280, 820)
    qtbot.wait(50)
    room = page.side.height() - page.side.handleWidth()
    assert page.side.sizes()[0] > room // 2, "the result's share the player chose was kept"


@pytest.mark.parametrize("game_id,players,size", [("trio", 2, (828, 870)), ("girafferaffe", 2, (828, 870)),
                                                  ("sifaka", 2, (960, 1050)), ("trio", 2, (1024, 1280)),
                                                  ("girafferaffe", 5, (900, 1000)), ("gorilla", 5, (1024, 1280))],
                         ids=str)
def test_a_tall_narrow_window_puts_the_result_below_the_table(qtbot: Any, tmp_path: Path, game_id: str, players: int,
                                                           size: tuple[int, int]) -> None:
    """Beside the table the result panel left it a third of a narrow window (its words at
    6 px, empty felt above and below). Where the table is drawn larger so, the result goes
    below it, whole, its buttons in sight; Hide gives the table the whole window."""
    window = open_window(qtbot, tmp_path, size)
    open_finished(window, tmp_path, finished_record(game_id, players, ["human"] + ["computer"] * (players - 1)))
    wait_end(qtbot, window)
    page = window.page
    qtbot.wait(50)
    assert page.splitter.orientation() == Qt.Orientation.Vertical
    panel, table = rect_in(page.end_screen, window), rect_in(page.view.viewport(), window)
    assert panel.top() >= table.bottom() and not panel.intersects(table)
    assert table.width() >= window.width() - 10, "the table has the whole width"
    if players == 2:
        assert not page.end_screen.scroller.verticalScrollBar().isVisible(), "the whole report shows"
    assert_on_screen(window)  # a longer report scrolls, its headline and places in sight
    # every button keeps the table where it is: below stays below (at each, the table grew
    # or shrank by half as the column went below it and back beside it)
    qtbot.mouseClick(page.end_screen.hide_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert page.splitter.orientation() == Qt.Orientation.Vertical
    assert rect_in(page.view.viewport(), window).height() > table.height()
    qtbot.mouseClick(page.result_button, Qt.MouseButton.LeftButton)
    assert page.end_screen.isVisible() and page.splitter.orientation() == Qt.Orientation.Vertical
    assert rect_in(page.view.viewport(), window) == table
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    qtbot.mouseClick(page.end_screen.review_button, Qt.MouseButton.LeftButton)
    assert page.review_panel is not None and page.splitter.orientation() == Qt.Orientation.Vertical
    page.look_back(len(page.session.history) // 2)
    qtbot.mouseClick(page.review_panel.findChild(QWidget, "reviewBackButton"), Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    assert page.review_panel is None and page.splitter.orientation() == Qt.Orientation.Vertical
    if page.log.isVisible():  # back from the review the last moves show, not the one looked at
        bar = page.log.verticalScrollBar()
        assert bar.value() == bar.maximum()


def test_a_wide_window_keeps_the_result_beside_the_table(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 800))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    page = window.page
    assert page.splitter.orientation() == Qt.Orientation.Horizontal
    assert rect_in(page.end_screen, window).left() >= rect_in(page.view.viewport(), window).right()


def test_an_undo_mid_game_leaves_the_table_where_it_is(qtbot: Any, tmp_path: Path) -> None:
    """Each undo laid the columns out again: the move log's column took its width anew and
    the whole table jumped by a few pixels."""
    window = open_window(qtbot, tmp_path, (1180, 760))
    window.start_game("goritaire", 1, ["human"], None, 4, {})
    page = window.page
    session = page.session
    qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=5000)
    before = rect_in(page.view.viewport(), window)
    move = next(m for m in session.game.candidate_moves(session.state))
    session.play(move)
    qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=5000)
    if not session.can_undo():
        pytest.skip("the first move turned up a card")
    window.undo()
    qtbot.wait(20)
    assert rect_in(page.view.viewport(), window) == before
    window.redo()
    qtbot.wait(20)
    assert rect_in(page.view.viewport(), window) == before


def test_a_long_name_without_spaces_wraps_inside_the_result(qtbot: Any, tmp_path: Path) -> None:
    """A 40-letter name without spaces ran past the panel's right edge, cut there."""
    import re

    from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument
    from PySide6.QtWidgets import QLabel

    long = "Maximiliana" * 3 + "Rosalind"
    window = open_window(qtbot, tmp_path, (1024, 700))
    record = finished_record("girafferaffe", 3, ["human", "human", "computer"], names=[long, "Bo", ""])
    open_finished(window, tmp_path, record)
    wait_end(qtbot, window)
    screen = window.page.end_screen
    labels = [label for label in screen.body.findChildren(QLabel) if label.text()]
    assert sum(long[:12] in label.text() for label in labels) >= 2  # the headline, a standing, a hand
    for label in labels:  # no word (what a line cannot break) wider than the label
        document = QTextDocument()
        if label.textFormat() == Qt.TextFormat.RichText:
            document.setHtml(label.text())
        else:
            document.setPlainText(label.text())
        bold = QFont(label.font())
        bold.setBold(True)
        widest = max(QFontMetricsF(bold).horizontalAdvance(word)
                     for word in re.split(r"[\s\u200b]+", document.toPlainText()) if word)
        assert widest <= label.contentsRect().width(), (label.text(), widest, label.contentsRect().width())


def test_a_long_name_breaks_at_its_hyphen_not_inside_a_word() -> None:
    """The end report read "Bartholomew Montgomery-F / eatherstonehaugh": a break chance every
    12 letters came later on the line than the hyphen. Only a run too long for any line gets
    them; a 40-letter name without spaces still wraps inside the panel."""
    from ui.plain_text import BREAK_CHANCE
    from ui.table.end_screen import breakable

    assert breakable("Bartholomew Montgomery-Featherstonehaugh — 4 cards left") == \
        "Bartholomew Montgomery-Featherstonehaugh — 4 cards left"
    assert breakable("tied on everything with Zoë Ångström-Björklund") == "tied on everything with Zoë Ångström-Björklund"
    long = "Maximilianarosenthalvonundzuhohenberg"
    assert breakable(long).replace(BREAK_CHANCE, "") == long
    assert max(len(part) for part in breakable(long).split(BREAK_CHANCE)) == 12


def test_the_buttons_that_leave_the_game_keep_their_places(qtbot: Any) -> None:
    """"Play this deal again" stood in the right column after a lost Goritaire deal (its "Show
    a solution" beside Hide) and in the left one after the solution had won: a player clicked
    "Back to all games" where it had been. Leaving buttons start their own row."""
    from gamebox.core.describe import EndReport, Standing
    from ui.table.end_screen import EndScreen

    report = EndReport("You lost", "lost", (Standing(1, 0, "You", "lost", ""),), "The deal is lost.", ())
    places: list[dict[str, tuple[int, int]]] = []
    for actions in ([], [("Show a solution", lambda: None)], [("One", lambda: None), ("Two", lambda: None)]):
        screen = EndScreen()
        qtbot.addWidget(screen)
        screen.show_report(report, actions)
        grid = screen.button_grid
        found = {}
        for i in range(grid.count()):
            item = grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None and widget.text() in ("New deal", "Play this deal again", "Back to all games"):
                row, column, _rows, _columns = grid.getItemPosition(i)
                found[widget.text()] = (row, column)
        places.append(found)
    columns = [{text: where[1] for text, where in found.items()} for found in places]
    assert columns[0] == columns[1] == columns[2] == {"New deal": 0, "Play this deal again": 1, "Back to all games": 0}
