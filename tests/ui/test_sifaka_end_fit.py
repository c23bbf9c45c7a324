"""After a Sifaka game: the end screen beside the table and the Review's past tables show the
whole board beside the side panel, before and after Fit table (the play-tester's 2-player end
screen cut the board off on the left; at 900x600 the panel covered the board even after Fit
table; in the Review, Fit table left the top rows hidden)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.helpers import centre, click
from tests.ui.play import finished_record, open_finished, open_window
from tests.ui.test_sifaka_fit import SIZES, assert_whole_table
from ui.main_window import MainWindow


def finished_game(qtbot: Any, tmp_path: Path, size: tuple[int, int], moves_seed: int) -> MainWindow:
    window = open_window(qtbot, tmp_path, size)
    record = finished_record("sifaka", 2, ["human", "computer"], seed=5, moves_seed=moves_seed)
    open_finished(window, tmp_path, record)
    qtbot.waitUntil(lambda: window.page.end_visible, timeout=5000)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("moves_seed", [1, 2, 3])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_end_screen_shows_the_whole_board(qtbot: Any, tmp_path: Path, size: tuple[int, int],
                                              moves_seed: int) -> None:
    window = finished_game(qtbot, tmp_path, size, moves_seed)
    page = window.page
    assert_whole_table(page.view, page.scene, "the end screen")
    click(page.view, centre(page.scene.buttons["fit"]))  # the panel's button, with the mouse
    assert_whole_table(page.view, page.scene, "Fit table on the end screen")
    window.act_fit.trigger()  # View > Fit table
    assert_whole_table(page.view, page.scene, "View > Fit table on the end screen")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_reviews_past_tables_show_the_whole_board(qtbot: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    window = finished_game(qtbot, tmp_path, size, 1)
    page = window.page
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    qtbot.mouseClick(page.end_screen.review_button, Qt.MouseButton.LeftButton)
    assert page.review_panel is not None
    total = len(page.session.history)
    for count in (total // 4, total // 2, 3 * total // 4, total - 1):
        page.look_back(count)  # what a click on the graph or on a move of the log does
        QApplication.processEvents()
        past = page.shown_scene
        assert past is not page.scene and len(past.session.history) == count
        assert_whole_table(page.view, past, f"the review after move {count}")
        window.act_fit.trigger()
        QApplication.processEvents()
        assert_whole_table(page.view, past, f"Fit table in the review after move {count}")


@pytest.mark.parametrize("size", [(960, 540), (880, 500), (800, 460), (720, 420), (1024, 480)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_players_scores_stay_inside_a_small_window(qtbot: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    """With no card in hand (the game over), the side texts start under the Fit button: below
    the room kept for a card, four players' scores ran off the bottom of a small window."""
    window = open_window(qtbot, tmp_path, size)
    open_finished(window, tmp_path, finished_record("sifaka", 4, ["human"] + ["computer"] * 3, seed=5))
    qtbot.waitUntil(lambda: window.page.end_visible, timeout=5000)
    QApplication.processEvents()
    page = window.page
    side = page.scene.side_panel
    assert side is not None
    shown = page.view.visible_scene_rect()
    assert shown.contains(side.sceneBoundingRect()), (side.sceneBoundingRect(), shown)
