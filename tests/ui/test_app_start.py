"""`gamebox --new ...` asks its questions once the window is on the screen: asked at once, the
question about an unfinished game stood away from the middle of a window the window manager
had not placed yet."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from ui.app import EXPOSE_TRIES, EXPOSE_WAIT_MS, when_exposed


def test_the_start_waits_for_the_window_to_be_shown(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    called: list[bool] = []
    when_exposed(window, lambda: called.append(window.isVisible()))
    qtbot.wait(3 * EXPOSE_WAIT_MS)
    assert not called, "not before the window is on the screen"
    window.show()
    qtbot.waitUntil(lambda: bool(called), timeout=2000)
    assert called == [True]


def test_a_window_never_shown_still_gets_its_start(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    called: list[bool] = []
    when_exposed(window, lambda: called.append(True), tries=3)
    qtbot.waitUntil(lambda: bool(called), timeout=(3 + 2) * EXPOSE_WAIT_MS + 1000)
    assert EXPOSE_TRIES * EXPOSE_WAIT_MS <= 2000  # about a second at most, never a hang
