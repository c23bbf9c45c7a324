"""The move log's column: shown when the window leaves the table room, hidden in a narrow
window (at 640 px it took a quarter of the width and the table's words shrank to 6 px), and
always as the player chose once they chose (View > Move log, kept in the settings)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.ui.play import finished_record, open_finished, open_window
from ui.game_page import LOG_AUTO_WIDTH


def _start(window: Any, qtbot: Any) -> Any:
    window.start_game("girafferaffe", 3, ["human", "computer", "computer"], None, 3, {})
    page = window.page
    qtbot.waitUntil(lambda: page.view.width() > 0, timeout=3000)
    return page


def test_a_narrow_window_gives_the_table_the_whole_width(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, size=(640, 480))
    page = _start(window, qtbot)
    qtbot.waitUntil(lambda: not page.log_on and page.side.isHidden(), timeout=3000)
    assert page.width() < LOG_AUTO_WIDTH and not window.act_log.isChecked()
    qtbot.waitUntil(lambda: page.view.width() >= page.width() - 4, timeout=3000)
    narrow_scale = page.view.transform().m11()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: page.log_on and page.log.isVisible() and window.act_log.isChecked(), timeout=3000)
    window.resize(640, 480)
    qtbot.waitUntil(lambda: not page.log.isVisible(), timeout=3000)
    # the player's choice holds in any width, and in the next game
    window.act_log.trigger()
    qtbot.waitUntil(lambda: page.log.isVisible() and page.view.transform().m11() < narrow_scale, timeout=3000)
    assert json.loads((tmp_path / "settings.json").read_text())["move_log"] == "shown"
    window.resize(1280, 800)
    window.act_log.trigger()
    qtbot.waitUntil(lambda: page.side.isHidden(), timeout=3000)
    page = _start(window, qtbot)
    assert not page.log_on and not window.act_log.isChecked()


def test_a_hidden_log_still_lets_the_result_show_and_come_back(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, size=(640, 480))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    page = window.page
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    assert not page.log_on and page.side.isVisible() and not page.log.isVisible()
    page.show_end(False)
    qtbot.waitUntil(lambda: page.result_button.isVisible(), timeout=3000)
    page.result_button.click()
    qtbot.waitUntil(lambda: page.end_visible, timeout=3000)


def test_restarting_a_finished_deal_with_the_log_hidden_gives_the_table_the_whole_width(
        qtbot: Any, tmp_path: Path) -> None:
    """Game > Restart deal after the end, with the move log hidden: an empty column stayed where
    the result had been, and the new deal's table was squeezed beside it."""
    window = open_window(qtbot, tmp_path, size=(1280, 800))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    page = window.page
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    window.act_log.trigger()  # View > Move log: hidden, as the player chose
    assert not page.log_on
    window.restart()
    qtbot.waitUntil(lambda: page.session.to_move is not None, timeout=3000)
    qtbot.waitUntil(lambda: page.side.isHidden(), timeout=3000)
    assert page.result_button.isHidden() and not page.end_visible
    qtbot.waitUntil(lambda: page.view.width() >= page.width() - 4, timeout=3000)
