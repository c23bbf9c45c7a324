"""Enter presses the focused button, as Space does.

Qt's buttons answer Space; Enter only reaches a dialog's default button. A player who walks the
launcher or the result panel with Tab expects Enter to press the button the focus is on, so
the main window installs `EnterPresses` on the application once (`install_enter_presses`).
Inside a dialog Qt's own default-button handling is left alone.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterPresses(QObject):
    """An application event filter: Enter (no modifier) on a focused, enabled button outside
    a dialog clicks it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QAbstractButton):
            return False
        key_event: QKeyEvent = event  # type: ignore[assignment]
        if key_event.key() not in ENTER_KEYS or key_event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if not watched.isEnabled() or isinstance(watched.window(), QDialog):
            return False
        watched.animateClick()
        return True


def install_enter_presses(app: QApplication) -> None:
    """Install the filter on `app`, once however many windows ask."""
    if app.findChild(EnterPresses) is None:
        app.installEventFilter(EnterPresses(app))
