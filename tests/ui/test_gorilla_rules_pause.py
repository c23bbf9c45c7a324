"""Gorilla is played against the clock (the tap race): with the rules window in front, the
computers played on behind it, and a race could come and go while the person read. While a
rules window is the active window, the computers wait; they play on once it is not."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from tests.ui.gorilla_table import gorilla_table
from ui.dialogs.simple import RulesDialog


def test_the_computers_wait_while_the_rules_are_read(qtbot: Any) -> None:
    scene, view, session = gorilla_table(qtbot, 3, paused=True)
    scene.start()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    gate = session.play_gate
    assert gate is not None and gate(), "the table is still: a computer may play"
    rules = RulesDialog("gorilla", "Gorilla")
    qtbot.addWidget(rules)
    rules.show()
    rules.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=3000)
    assert not gate(), "the person reads the rules"
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=3000)
    assert gate(), "back at the table, the computers play on"


def test_computers_alone_play_on_whatever_window_is_in_front(qtbot: Any) -> None:
    scene, _view, session = gorilla_table(qtbot, 3, paused=True)
    session.seats = ("computer",) * 4
    scene.start()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    rules = RulesDialog("gorilla", "Gorilla")
    qtbot.addWidget(rules)
    rules.show()
    rules.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=3000)
    assert session.play_gate is not None and session.play_gate(), "nobody to wait for"
