"""CI once failed on "super(type, obj): obj must be an instance or subtype of type" raised by
TableView.event inside Qt's event loop: while a view was torn down, PySide handed the Python
override a wrapper of another type. The table's `event` overrides pass such an event to that
object's own Qt class instead of raising."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from ui.table.scene_base import TableScene
from ui.table.view import TableView


def _events() -> list[QEvent]:
    return [QEvent(QEvent.Type.WindowBlocked), QEvent(QEvent.Type.User),
            QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier)]


def test_the_view_override_hands_a_foreign_view_to_qt(qtbot: Any) -> None:
    plain = QGraphicsView()
    qtbot.addWidget(plain)
    for event in _events():
        assert TableView.event(plain, event) == QGraphicsView.event(plain, event)


def test_the_scene_override_hands_a_foreign_scene_to_qt(qtbot: Any) -> None:
    plain = QGraphicsScene()
    for event in _events():
        assert TableScene.event(plain, event) == QGraphicsScene.event(plain, event)


def test_the_viewport_override_hands_a_foreign_view_to_qt(qtbot: Any) -> None:
    plain = QGraphicsView()
    qtbot.addWidget(plain)
    paint = QEvent(QEvent.Type.Paint)
    assert TableView.viewportEvent(plain, paint) == QGraphicsView.viewportEvent(plain, paint)
