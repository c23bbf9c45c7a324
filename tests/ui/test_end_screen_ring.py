"""The ring follows the keys through the end screen: Hide pressed with the keys put the focus on
"Show the result" without a ring (Qt counts a focus the program gives as not brought by the
keys), and so did Escape out of the Review onto its button. A mouse player gets no ring."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_review import open_short_game

KEYS = Qt.WidgetAttribute.WA_KeyboardFocusChange


def _ready(qtbot: Any, tmp_path: Path) -> Any:
    window = open_short_game(qtbot, tmp_path, painted=True)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    return window


@pytest.mark.parametrize("keys", [True, False])
def test_hide_and_show_the_result_keep_the_ring_of_the_keys(qtbot: Any, tmp_path: Path, keys: bool) -> None:
    window = _ready(qtbot, tmp_path)
    page = window.page
    page.end_screen.hide_button.setFocus(Qt.FocusReason.TabFocusReason)
    window.setAttribute(KEYS, keys)  # Tab brought it there, or a click did
    page.end_screen.hide_button.click()
    assert window.focusWidget() is page.result_button
    assert window.testAttribute(KEYS) == keys
    window.setAttribute(KEYS, keys)
    page.result_button.click()
    assert page.end_screen.isAncestorOf(window.focusWidget())
    assert window.testAttribute(KEYS) == keys


def test_escape_out_of_the_review_rings_its_button(qtbot: Any, tmp_path: Path) -> None:
    window = _ready(qtbot, tmp_path)
    page = window.page
    page.end_screen.review_button.setFocus(Qt.FocusReason.TabFocusReason)
    window.setAttribute(KEYS, True)
    page.end_screen.review_button.click()
    assert page.review_panel is not None
    qtbot.keyClick(page.review_panel, Qt.Key.Key_Escape)
    assert page.review_panel is None
    assert window.focusWidget() is page.end_screen.review_button and window.testAttribute(KEYS)


@pytest.mark.parametrize("keys", [True, False])
def test_a_game_ended_by_the_keys_rings_the_result(qtbot: Any, tmp_path: Path, keys: bool) -> None:
    """The last move played with the keys took the focus to the result without a ring."""
    import random

    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.activateWindow()
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    session = page.session
    session.pause_ai(True)
    page.view.setFocus()
    qtbot.waitUntil(lambda: window.focusWidget() is page.view, timeout=3000)
    page.scene.keyboard.in_use = keys
    window.setAttribute(KEYS, False)
    rng = random.Random(2)
    while session.to_move is not None:
        options = session.game.candidate_moves(session.state)
        session.play(options[rng.randrange(len(options))])
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    assert page.end_screen.isAncestorOf(window.focusWidget())
    assert window.testAttribute(KEYS) == keys


def _ringed(area: Any) -> bool:
    """Whether a scroll area's viewport is drawn with the highlight colour at its left edge."""
    from PySide6.QtGui import QPalette

    ring = area.palette().color(QPalette.ColorRole.Highlight)
    image = area.viewport().grab().toImage()
    edge = image.pixelColor(1, image.height() // 2)
    return abs(edge.red() - ring.red()) + abs(edge.green() - ring.green()) + abs(edge.blue() - ring.blue()) < 40


def test_shift_tab_from_the_result_rings_the_table(qtbot: Any, tmp_path: Path) -> None:
    """Shift+Tab from the result put the keys on the table with nothing drawn to show it."""
    window = _ready(qtbot, tmp_path)
    page = window.page
    page.end_screen.review_button.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(8):  # back through the result to the table
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        if window.focusWidget() is page.view:
            break
    assert window.focusWidget() is page.view and page.view.keys_ring_shown() and _ringed(page.view)
    qtbot.keyClick(page.view, Qt.Key.Key_Tab)
    assert window.focusWidget() is not page.view and not page.view.keys_ring_shown() and not _ringed(page.view)


def test_the_move_log_is_ringed_while_the_keys_are_on_it(qtbot: Any, tmp_path: Path) -> None:
    """The move log, a stop of Tab after the result, showed only a faint change of its frame."""
    window = _ready(qtbot, tmp_path)
    log = window.page.log
    log.setFocus(Qt.FocusReason.TabFocusReason)
    window.setAttribute(KEYS, True)
    assert _ringed(log)
    window.page.end_screen.review_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert not _ringed(log)
    log.setFocus(Qt.FocusReason.MouseFocusReason)
    window.setAttribute(KEYS, False)  # a click in the log: no ring
    assert not _ringed(log)
