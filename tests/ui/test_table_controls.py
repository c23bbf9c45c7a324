"""The table's shared button: readable when it can be pressed and when it cannot (a greyed
button was white words on #8f8a80, about 3.4:1), its note as large as its label."""

from __future__ import annotations

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

from tests.ui.helpers import contrast
from ui.table.controls import ButtonItem


def test_a_button_reads_at_4_5_to_1_pressable_or_not(qtbot) -> None:  # type: ignore[no-untyped-def]
    for fill in ("#fdf6e3", "#2e6b4f", "#c0392b"):
        for enabled in (True, False):
            button = ButtonItem("b", "Spend an apple", QSizeF(150, 34), enabled=enabled, fill=fill)
            ink, background = button.text_colours()
            assert contrast(ink, background) >= 4.5, (fill, enabled)
    idle = ButtonItem("b", "Spend an apple", QSizeF(150, 34), enabled=False)
    assert idle.text_colours()[1].lightness() > QColor("#8f8a80").lightness(), "greyed is a light grey now"


def test_a_note_is_drawn_as_large_as_its_label(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage, QPainter

    import ui.table.controls as controls

    sizes: list[float] = []
    monkeypatch.setattr(controls, "draw_text", lambda _p, _r, _t, _c, size, **_k: sizes.append(size))
    button = ButtonItem("b", "Walking", QSizeF(240, 34), note="any Gorilla")
    image = QImage(240, 34, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    button.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    assert len(sizes) == 2 and sizes[0] == sizes[1] >= 14
