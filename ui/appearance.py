"""The light and dark look of the widgets around the table (the table has its own felt)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication


def apply_theme(app: QApplication, theme: str) -> None:
    """Fusion with a dark palette for "dark"; the platform's own look for "light"."""
    if theme == "dark":
        app.setStyle("Fusion")
        p = QPalette()
        base, window, text = QColor("#1f2421"), QColor("#2a302c"), QColor("#e8ece9")
        for role, colour in (
            (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
            (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, window),
            (QPalette.ColorRole.Text, text), (QPalette.ColorRole.Button, window),
            (QPalette.ColorRole.ButtonText, text), (QPalette.ColorRole.ToolTipBase, window),
            (QPalette.ColorRole.ToolTipText, text), (QPalette.ColorRole.Highlight, QColor("#2fbf71")),
            (QPalette.ColorRole.HighlightedText, QColor("#0b1a12")), (QPalette.ColorRole.Link, QColor("#7fc8ff")),
            (QPalette.ColorRole.PlaceholderText, QColor("#9aa39d")),
        ):
            p.setColor(role, colour)
        p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7a827c"))
        p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7a827c"))
        app.setPalette(p)
    else:
        app.setPalette(app.style().standardPalette())
