"""Real mouse events on a view's viewport: press, moves with the left button held, release."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView


def send_mouse(view: QGraphicsView, kind: QEvent.Type, at: QPoint, button: Qt.MouseButton,
               buttons: Qt.MouseButton, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One raw mouse event on the viewport (a press without its release, a move while held)."""
    viewport = view.viewport()
    local = QPointF(at)
    event = QMouseEvent(kind, local, QPointF(viewport.mapToGlobal(at)), button, buttons, modifiers)
    QApplication.sendEvent(viewport, event)


def to_viewport(view: QGraphicsView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def drag(view: QGraphicsView, start: QPointF, end: QPointF, steps: int = 6,
         button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """Press at `start` (scene coordinates), move in steps with the button held, release at `end`."""
    release(view, hold_drag(view, start, end, steps, button), button)


def hold_drag(view: QGraphicsView, start: QPointF, end: QPointF, steps: int = 6,
              button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> QPoint:
    """Press at `start` (scene coordinates) and move in steps to `end` with the button still
    held (the table mid-drag can be checked); returns where the pointer is, for `release`."""
    a, b = to_viewport(view, start), to_viewport(view, end)
    send_mouse(view, QEvent.Type.MouseButtonPress, a, button, button)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        send_mouse(view, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, button)
        QApplication.processEvents()
    return b


def release(view: QGraphicsView, at: QPoint, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    send_mouse(view, QEvent.Type.MouseButtonRelease, at, button, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def click(view: QGraphicsView, at: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    p = to_viewport(view, at)
    send_mouse(view, QEvent.Type.MouseButtonPress, p, button, button, modifiers)
    send_mouse(view, QEvent.Type.MouseButtonRelease, p, button, Qt.MouseButton.NoButton, modifiers)
    QApplication.processEvents()


def double_click(view: QGraphicsView, at: QPointF) -> None:
    p = to_viewport(view, at)
    click(view, at)
    send_mouse(view, QEvent.Type.MouseButtonDblClick, p, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton)
    send_mouse(view, QEvent.Type.MouseButtonRelease, p, Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def centre(item) -> QPointF:  # type: ignore[no-untyped-def]
    """The scene point at the middle of an item's shape."""
    return item.mapToScene(item.boundingRect().center())


def show_table(qtbot, scene, start_session: bool = True) -> QGraphicsView:  # type: ignore[no-untyped-def]
    """Put a TableScene in a TableView of the usual window size, show it, start the scene and
    (unless a test prepares a position first) the session."""
    from ui.table.view import TableView

    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 820)
    view.show()
    qtbot.waitExposed(view)
    scene.start()
    if start_session:
        scene.session.start()
    return view


def luminance(colour: QColor) -> float:
    """WCAG relative luminance."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
