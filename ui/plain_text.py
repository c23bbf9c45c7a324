"""Invisible marks the window adds to what it shows, and takes off what a player copies: a
left-to-right mark so a line a Hebrew or Arabic name starts still reads left to right, and
break chances inside a long unbroken name. A player who copies a name gets the name."""

from __future__ import annotations

from PySide6.QtGui import QClipboard
from PySide6.QtWidgets import QApplication, QLabel

LTR_MARK = "\u200e"
BREAK_CHANCE = "\u200b"  # a zero-width space
# with the Hangul fillers: letters that draw nothing (a name of one looked empty on the table)
_INVISIBLE = {ord(mark): None for mark in (LTR_MARK, BREAK_CHANCE, "\u200f", "\u2060", "\ufeff",
                                           "\u115f", "\u1160", "\u3164", "\uffa0")}


def visible(text: str) -> str:
    """`text` without the invisible marks (those above, and a right-to-left mark, a word joiner,
    a byte order mark)."""
    return text.translate(_INVISIBLE)


def clean_copy(label: QLabel) -> None:
    """What the player just copied out of `label` (Ctrl+C, the menu, a mouse selection) goes
    on the clipboard without the label's invisible marks."""
    if not label.hasSelectedText():
        return
    selected = _same_spaces(label.selectedText())
    clipboard = QApplication.clipboard()
    modes = [QClipboard.Mode.Clipboard] + ([QClipboard.Mode.Selection] if clipboard.supportsSelection() else [])
    for mode in modes:
        text = clipboard.text(mode)
        if _same_spaces(text) == selected and visible(text) != text:  # this label's, not another program's
            clipboard.setText(visible(text), mode)


def _same_spaces(text: str) -> str:
    return text.replace("\xa0", " ")  # a copied rich text's no-break spaces come out as spaces
