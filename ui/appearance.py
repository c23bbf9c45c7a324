"""The light and dark look of the whole window: menus, panels, lists and dialogs follow the
application palette (the table has its own felt, darkened by ui/table/theme.palette)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

_platform_style: str | None = None  # the style Qt chose before GameBox changed anything


def dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1f2421"), QColor("#2a302c"), QColor("#e8ece9")
    for role, colour in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.Text, text), (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text), (QPalette.ColorRole.ToolTipBase, window),
        (QPalette.ColorRole.ToolTipText, text), (QPalette.ColorRole.Highlight, QColor("#2fbf71")),
        (QPalette.ColorRole.HighlightedText, QColor("#0b1a12")), (QPalette.ColorRole.Link, QColor("#7fc8ff")),
        (QPalette.ColorRole.PlaceholderText, QColor("#9aa39d")), (QPalette.ColorRole.BrightText, QColor("#ffffff")),
        (QPalette.ColorRole.Light, QColor("#3a423d")), (QPalette.ColorRole.Midlight, QColor("#323934")),
        (QPalette.ColorRole.Mid, QColor("#232825")), (QPalette.ColorRole.Dark, QColor("#161a18")),
        (QPalette.ColorRole.Shadow, QColor("#0b0d0c")),
    ):
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a827c"))
    return p


def apply_theme(app: QApplication, theme: str) -> None:
    """Fusion with a dark palette for "dark"; the platform's own style and palette for "light".
    Every widget, open dialogs included, takes the new palette at once."""
    global _platform_style
    if _platform_style is None:
        _platform_style = app.style().name()
    if theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    else:
        app.setStyle(_platform_style)
        app.setPalette(app.style().standardPalette())
