"""The Review from the keyboard: the arrow keys step through the moves on the panel the Review
opens with (they did nothing there; only the move log, two Tabs away, answered them), Home
shows the table before the first move, End the last, Escape goes back to the result."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from tests.ui.play import finished_record, open_finished, open_window
from tests.ui.test_end_screen import wait_end


def test_the_arrow_keys_step_through_the_review(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    window.activateWindow()
    qtbot.waitActive(window)
    page = window.page
    total = len(page.session.history)
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    page.end_screen.review_button.click()
    panel = page.review_panel
    assert panel is not None and window.focusWidget() is panel  # the keys go to it
    assert "arrow keys" in " ".join(panel.texts)

    def key(k: Qt.Key) -> str:
        qtbot.keyClick(panel, k)
        return window.status.text()

    assert key(Qt.Key.Key_Left).startswith(f"After move {total - 1} of {total}:")
    assert key(Qt.Key.Key_Left).startswith(f"After move {total - 2} of {total}:")
    assert key(Qt.Key.Key_Right).startswith(f"After move {total - 1} of {total}:")
    assert key(Qt.Key.Key_Home) == "The table before the first move."
    assert key(Qt.Key.Key_Left) == "The table before the first move.", "no step before the first"
    assert key(Qt.Key.Key_PageDown).startswith(f"After move {min(10, total)} of {total}:")
    assert key(Qt.Key.Key_End).startswith(f"After move {total} of {total}:")
    qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert page.review_panel is None and page.end_screen.isVisible()


def open_trio_review(qtbot: Any, tmp_path: Path, size: tuple[int, int]) -> tuple[Any, Any]:
    """A window of `size` showing the Review of a finished two-player TRIO: (window, page)."""
    window = open_window(qtbot, tmp_path, size)
    open_finished(window, tmp_path, finished_record("trio", 2, ["human", "computer"]))
    wait_end(qtbot, window)
    page = window.page
    qtbot.waitUntil(lambda: page.end_screen.review_state == "ready", timeout=60000)
    page.end_screen.review_button.click()
    return window, page


def test_the_move_the_review_shows_stays_in_sight_through_resizes(qtbot: Any, tmp_path: Path) -> None:
    """Resized during the Review, the highlighted move scrolled out of the log until the next key."""
    window, page = open_trio_review(qtbot, tmp_path, (1280, 820))
    log = page.log
    middle = len(page.session.history) // 2
    page.look_back(middle)
    for size in ((1024, 700), (1600, 1000), (900, 640), (1280, 820)):
        window.resize(*size)
        qtbot.wait(60)
        item = log.item(middle - 1)
        assert log.currentItem() is item and item.isSelected()
        assert log.viewport().rect().intersects(log.visualItemRect(item)), f"move {middle} out of sight at {size}"


def test_the_review_keys_still_work_after_a_click_on_the_table(qtbot: Any, tmp_path: Path) -> None:
    """A click on the past table took the keys: Escape and the arrows did nothing until the graph
    or the log was clicked. Home also left the log scrolled to its end."""
    from PySide6.QtCore import QPointF

    from tests.ui.helpers import click

    window, page = open_trio_review(qtbot, tmp_path, (1280, 820))
    window.activateWindow()
    qtbot.waitActive(window)
    total = len(page.session.history)
    click(page.view, page.view.mapToScene(page.view.viewport().rect().center()) + QPointF(0, 0))
    page.view.setFocus()  # where the click puts the keys
    qtbot.keyClick(page.view, Qt.Key.Key_Left)
    assert window.status.text().startswith(f"After move {total - 1} of {total}:")
    qtbot.keyClick(page.view, Qt.Key.Key_Home)
    assert window.status.text() == "The table before the first move."
    assert page.log.verticalScrollBar().value() == 0, "the log shows its first moves"
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)
    assert page.review_panel is None and page.end_screen.isVisible()
