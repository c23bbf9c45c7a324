"""The move log never breaks a line inside a slashed pair ("blue/green")."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QTextLayout, QTextOption

from ui.table.move_log import unbroken_slashes


def _lines(text: str, width: float) -> list[str]:
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


def test_a_slashed_pair_stays_on_one_line(qapp: Any) -> None:
    """The log wrapped "3. You played red 7 on the Single blue/" above "green tree."."""
    sentence = "3. You played red 7 on the Single blue/green tree."
    broken = [w for w in range(120, 400, 2) if any(line.endswith("/") for line in _lines(sentence, w))]
    assert broken, "Qt breaks after a bare slash at some width (else this test proves nothing)"
    for width in broken:
        assert not any(line.endswith("/") for line in _lines(unbroken_slashes(sentence), width)), width
    assert unbroken_slashes(sentence).replace("\u2060", "") == sentence
