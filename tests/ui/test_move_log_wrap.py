"""The move log never breaks a line inside a slashed pair ("blue/green")."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont

from ui.table.log_rows import wrapped
from ui.table.move_log import MoveLog, unbroken_slashes


def _lines(text: str, width: float) -> list[str]:
    """The lines the log's rows break `text` into (ui/table/log_rows.py)."""
    layout, _height = wrapped(text, QFont(), width)
    lines = [layout.lineAt(n) for n in range(layout.lineCount())]
    return [text[line.textStart():line.textStart() + line.textLength()] for line in lines]


def test_a_slashed_pair_stays_on_one_line(qapp: Any) -> None:
    """The log wrapped "3. You played red 7 on the Single blue/" above "green tree."."""
    sentence = "3. You played red 7 on the Single blue/green tree."
    broken = [w for w in range(120, 400, 2) if any(line.endswith("/") for line in _lines(sentence, w))]
    assert broken, "Qt breaks after a bare slash at some width (else this test proves nothing)"
    for width in broken:
        assert not any(line.endswith("/") for line in _lines(unbroken_slashes(sentence), width)), width
    assert unbroken_slashes(sentence).replace("\u2060", "") == sentence


def test_a_row_shows_all_its_lines_and_a_long_name_never_scrolls_the_log_sideways(qtbot: Any) -> None:
    """A 40-letter name without spaces scrolled the 200 px log sideways, with blank gaps between
    rows; a Chinese name cut its row after two lines (Qt measured the row in other fonts)."""
    from PySide6.QtWidgets import QListWidgetItem

    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(220, 400)
    log.show()
    name = "Maximiliana" * 4
    sentences = [f"{name} played the red 5 on the Pair tree and took an apple.", "You spent an apple."]
    for n, text in enumerate(sentences, start=1):
        log.addItem(QListWidgetItem(f"{n}. {text}"))
    qtbot.wait(50)
    assert log.horizontalScrollBar().maximum() == 0
    for row in range(log.count()):
        rect = log.visualItemRect(log.item(row))
        _layout, height = wrapped(log.item(row).text(), log.font(), log.viewport().width() - 8)
        assert rect.height() >= height and rect.width() <= log.viewport().width(), (row, rect, height)
    assert len(_lines(log.item(0).text(), log.viewport().width() - 8)) >= 4
