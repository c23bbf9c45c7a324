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


def test_a_row_a_hebrew_name_starts_still_reads_left_to_right(qapp: Any) -> None:
    """"1. דוד opened a new pile" was drawn backwards: "opened a new pile with דוד .1"."""
    layout, _height = wrapped("1. דוד opened a new pile with the red crocodile.", QFont(), 2000)
    x, _ = layout.lineAt(0).cursorToX(0)
    assert x < 5, "the move number stands at the left"


def test_copying_from_the_result_leaves_the_invisible_marks_behind(qtbot: Any) -> None:
    """A copied 40-letter name came with zero-width spaces, and pasted into a 40-letter name
    field it lost its last letters."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QApplication

    from ui.table.end_screen import _label

    name = "Wolfeschlegelsteinhausenbergerdorffvonxy"
    for label in (_label(f"{name} won"), _label(f"<b>1st</b>&nbsp; {name}", rich=True)):
        qtbot.addWidget(label)
        label.show()
        document = QTextDocument()
        document.setHtml(label.text()) if label.textFormat() == Qt.TextFormat.RichText else document.setPlainText(label.text())
        label.setSelection(0, len(document.toPlainText()))
        assert "\u200b" in label.selectedText() or "\u200e" in label.selectedText()
        qtbot.keyClick(label, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
        copied = QApplication.clipboard().text()
        assert name in copied and "\u200b" not in copied and "\u200e" not in copied, repr(copied)


def _rows_fit(log: MoveLog) -> list[tuple[int, int, float]]:
    """The rows shorter than their wrapped sentence at the log's width now, or drawn over by
    the row after them."""
    short = []
    for row in range(log.count()):
        rect = log.visualItemRect(log.item(row))
        _layout, height = wrapped(log.item(row).text(), log.font(), log.viewport().width() - 8)
        below = log.visualItemRect(log.item(row + 1)).top() if row + 1 < log.count() else rect.bottom() + 1
        if rect.height() < height or below <= rect.bottom():
            short.append((row, rect.height(), height))
    return short


def test_rows_grow_when_the_scroll_bar_or_a_narrower_log_takes_width(qtbot: Any) -> None:
    """Rows kept the heights measured at the log's first width: once the scroll bar came (or a
    smaller window narrowed the log), a wrapped sentence's last words were drawn over by the
    next row ("10. Computer 1 played the yellow", its "tiger" under line 11)."""
    from PySide6.QtWidgets import QListWidgetItem

    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(260, 300)
    log.show()
    sentence = "Computer 2 laid a card, and their pawn stayed put: Computer 1's pawn is in its way."
    for n in range(1, 30):
        log.addItem(QListWidgetItem(f"{n}. {sentence}"))
        qtbot.wait(5)
    assert log.verticalScrollBar().isVisible()
    qtbot.waitUntil(lambda: not _rows_fit(log), timeout=1000)
    log.resize(190, 300)
    qtbot.waitUntil(lambda: not _rows_fit(log), timeout=1000)
