"""The side column (the moves, and at the end the result): beside the table or below it, where
the table is drawn larger; the same after a new deal; the moves keep to their last lines
through resizes; the line between table and column never hides the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.ui.play import finished_record, open_finished, open_window
from tests.ui.test_end_screen import wait_end
from ui.game_page import GamePage
from ui.side_column import MIN_TABLE


def _scale_if(page: GamePage, qtbot: Any, monkeypatch: Any, stacked: bool) -> float:
    """How large the table is drawn with the column put beside it (False) or below it (True)."""
    monkeypatch.setattr(page.columns, "table_scale", lambda below: 1.0 if below == stacked else 0.0)
    page.columns.lay(True)
    qtbot.wait(30)
    monkeypatch.undo()
    return page.view.transform().m11()


@pytest.mark.parametrize("game_id,players,size", [("sifaka", 3, (900, 800)), ("sifaka", 3, (1000, 1000)),
                                                  ("goritaire", 1, (870, 800)), ("goritaire", 1, (1100, 1000))],
                         ids=str)
def test_the_result_goes_where_the_table_is_drawn_larger(qtbot: Any, tmp_path: Path, monkeypatch: Any,
                                                          game_id: str, players: int, size: tuple[int, int]) -> None:
    """Sifaka's side panel keeps its width on screen, and Goritaire's report is short: the page
    judged both by the others' measures and put the result beside a table drawn 15-40%
    smaller than it would have been below."""
    window = open_window(qtbot, tmp_path, size)
    open_finished(window, tmp_path, finished_record(game_id, players, ["human"] + ["computer"] * (players - 1)))
    wait_end(qtbot, window)
    page = window.page
    qtbot.wait(50)
    chosen = page.stacked
    shown = page.view.transform().m11()
    other = _scale_if(page, qtbot, monkeypatch, not chosen)
    assert shown >= other, f"{'below' if chosen else 'beside'} draws the table at {shown:.3f}, the other way {other:.3f}"


def test_a_new_deal_keeps_the_column_where_it_was(qtbot: Any, tmp_path: Path) -> None:
    """Where beside or below is a near call, the window's last choice holds: a new deal laid
    its page out from scratch and the column jumped beside the table at an unchanged size."""
    window = open_window(qtbot, tmp_path, (900, 1000))
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    page = window.page
    page.session.pause_ai(True)
    qtbot.wait(30)
    assert page.stacked
    width = 900
    while page.columns.table_scale(True) >= page.columns.table_scale(False):  # widen to where beside is a little larger
        width += 10
        window.resize(width, 1000)
        qtbot.wait(10)
        assert width < 1600
    assert page.stacked, "widened into a near call, the column stays below"
    window.play_again(new_deal=True)
    qtbot.waitUntil(lambda: window.page is not page, timeout=2000)
    qtbot.wait(30)
    assert window.page.stacked
    assert window.page.splitter.orientation() == Qt.Orientation.Vertical


def test_the_moves_keep_to_their_last_lines_through_resizes(qtbot: Any, tmp_path: Path) -> None:
    """Made taller and back, or hidden by a narrow window and shown again, the log showed its
    first line (its scroll bar at 0 of 1343) or stopped part way up."""
    window = open_window(qtbot, tmp_path, (1280, 800))
    open_finished(window, tmp_path, finished_record("gorilla", 4, ["human"] + ["computer"] * 3))
    wait_end(qtbot, window)
    log = window.page.log
    bar = log.verticalScrollBar()
    for size in ((1280, 1000), (1000, 1000), (850, 800), (1280, 800), (700, 1200), (1080, 1400), (2000, 600)):
        window.resize(*size)
        qtbot.wait(30)
        if log.isVisible():
            assert bar.maximum() > 0 and bar.value() == bar.maximum(), (size, bar.value(), bar.maximum())
    bar.setValue(0)  # scrolled up by the player: a resize leaves it there
    window.resize(1280, 800)
    qtbot.wait(30)
    assert bar.value() == 0


def test_the_line_beside_the_table_never_hides_it(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1024, 700))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    page = window.page
    page.splitter.moveSplitter(0, 1)
    qtbot.wait(20)
    assert page.view.width() >= MIN_TABLE


def test_the_result_beside_the_table_keeps_its_width_through_resizes(qtbot: Any, tmp_path: Path) -> None:
    """Below the table in a tall window, beside it in a short one, then an ordinary window:
    the column came back 535 px wide (the splitter's stretch), the table drawn 22% smaller."""
    from ui.side_column import end_width

    window = open_window(qtbot, tmp_path, (1000, 1000))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    page = window.page
    assert page.stacked
    for size in ((1100, 700), (1600, 800), (1000, 700), (1280, 800)):
        window.resize(*size)
        qtbot.wait(30)
        assert not page.stacked
        assert abs(page.side.width() - end_width(page.splitter.width())) <= 2, (size, page.side.width())
    page.splitter.moveSplitter(page.splitter.width() - 500, 1)  # the player widens the column
    qtbot.wait(20)
    wide = page.side.width()
    window.resize(1300, 800)
    qtbot.wait(30)
    assert abs(page.side.width() - wide) <= 30, "a resize leaves the line where the player put it"


def test_a_log_scrolled_up_stays_up_when_a_taller_window_showed_its_end(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 800))
    open_finished(window, tmp_path, finished_record("girafferaffe", 5, ["human"] + ["computer"] * 4))
    wait_end(qtbot, window)
    bar = window.page.log.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum() // 3)  # the player scrolls up
    window.resize(1280, 1100)  # taller: the scroll range falls under the value, and Qt moves it to the end
    qtbot.wait(30)
    window.resize(1280, 800)
    qtbot.wait(30)
    assert bar.value() < bar.maximum(), "pinned to the last line as if the player had scrolled there"


def test_escape_in_the_reviews_move_log_goes_back_to_the_result(qtbot: Any, tmp_path: Path) -> None:
    from tests.ui.test_review_keys import open_trio_review

    _window, page = open_trio_review(qtbot, tmp_path, (1280, 800))
    page.log.setCurrentRow(3)  # a move of the log clicked: the keys are on the log
    qtbot.keyClick(page.log, Qt.Key.Key_Escape)
    assert page.review_panel is None and page.end_screen.isVisible()
