"""Dialogs that go when they close. A dialog made with the window as its parent otherwise
stays among the window's children after it closes, so each Statistics, Settings, New game,
Rules or message box opened stayed in memory until the app quit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog


def run_modal(dialog: QDialog) -> int:
    """`dialog.exec()`, then the dialog is deleted (its Python attributes stay readable)."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def open_once(dialog: QDialog) -> None:
    """Open a window-modal dialog that deletes itself once closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
