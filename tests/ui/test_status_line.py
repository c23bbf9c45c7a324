"""The status line in a narrow window: two lines broken at words before anything is cut, a
height that holds while the width does, and a tooltip only when something is cut."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMainWindow

from ui.status_line import StatusLine

LONG = ("Turn 2: use actions or end the Action phase. Eating: 2 Ground Gorillas need 2 bananas, "
        "2 from your hand.")


def window_with_line(qtbot: Any, width: int) -> tuple[QMainWindow, StatusLine]:
    window = QMainWindow()
    line = StatusLine("Choose a game to play.")
    window.statusBar().addWidget(line, 1)
    qtbot.addWidget(window)
    window.resize(width, 300)
    window.show()
    qtbot.waitExposed(window)
    return window, line


def test_a_long_line_in_a_narrow_window_wraps_at_a_word_and_is_read_whole(qtbot: Any) -> None:
    window, line = window_with_line(qtbot, 640)
    line.setText(LONG)
    qtbot.waitUntil(lambda: len(line.shown_lines()) == 2)
    shown = line.shown_lines()
    assert " ".join(shown) == LONG  # nothing cut, no word split
    assert all(line.fontMetrics().horizontalAdvance(s) <= line.contentsRect().width() for s in shown)
    assert line.toolTip() == ""
    qtbot.waitUntil(lambda: line.height() >= 2 * line.fontMetrics().lineSpacing())


def test_the_height_holds_for_a_short_line_at_the_same_width_and_goes_when_it_widens(qtbot: Any) -> None:
    window, line = window_with_line(qtbot, 640)
    line.setText(LONG)
    qtbot.waitUntil(lambda: line.height() >= 2 * line.fontMetrics().lineSpacing())
    tall = line.height()
    line.setText("Waiting for Computer to play.")
    qtbot.wait(50)
    assert line.height() == tall  # the table above does not jump from turn to turn
    assert line.shown_lines() == ["Waiting for Computer to play."]
    window.resize(1600, 300)
    qtbot.waitUntil(lambda: line.height() < tall)
    assert line.shown_lines() == ["Waiting for Computer to play."]


def test_what_two_lines_cannot_hold_ends_in_an_ellipsis_with_the_whole_in_the_tooltip(qtbot: Any) -> None:
    _window, line = window_with_line(qtbot, 400)
    text = " ".join([LONG] * 4)
    line.setText(text)
    qtbot.waitUntil(lambda: len(line.shown_lines()) == 2)
    assert line.shown_lines()[-1].endswith("…")
    assert line.toolTip() == text
    assert line.text() == text


def test_a_line_a_hebrew_name_starts_reads_left_to_right(qtbot: Any) -> None:
    """"דוד, your turn: ..." was drawn right-aligned and backwards, its full stop first."""
    from PySide6.QtGui import QColor

    _window, line = window_with_line(qtbot, 900)
    line.setText("דוד, your turn: play a card on one of your columns.")
    qtbot.wait(20)
    image = line.grab().toImage()
    background = QColor(image.pixel(image.width() - 2, image.height() // 2))
    inked = [x for x in range(image.width()) for y in range(0, image.height(), 2)
             if QColor(image.pixel(x, y)).lightness() < background.lightness() - 60]
    assert inked and min(inked) < image.width() * 0.1 and max(inked) < image.width() * 0.8, (min(inked), max(inked))


def test_a_game_keeps_two_lines_and_the_box_of_games_gives_them_back(qtbot: Any, tmp_path: Any) -> None:
    """A two-line hint kept the box of games a line shorter for the rest of the session; a
    game's page keeps two lines from its start (the first long line moved the table up and back)."""
    from ui.main_window import MainWindow
    from ui.settings import SettingsStore

    window = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(window)
    window.settings.speed = 0.0
    window.resize(1200, 700)  # every table's own words fit one line; three LONGs do not
    window.show()
    qtbot.waitExposed(window)
    line = window.status
    one = line.height()
    longer = " ".join([LONG] * 3)
    window.start_game("gorilla", 3, ["human", "computer", "computer"], None, 4, {})
    window.page.session.pause_ai(True)
    qtbot.waitUntil(lambda: line.height() >= 2 * line.fontMetrics().lineSpacing(), timeout=2000)
    two = line.height()
    view_height = window.page.view.height()
    line.setText(longer)
    qtbot.wait(50)
    assert line.height() == two and window.page.view.height() == view_height, "the table did not move"
    line.setText(longer)
    qtbot.waitUntil(lambda: line.height() >= 2 * line.fontMetrics().lineSpacing())
    line.setText("Your turn.")
    qtbot.wait(50)
    assert line.height() > one  # no jump from turn to turn
    window.show_launcher()
    qtbot.waitUntil(lambda: line.height() == one, timeout=2000)
    line.setText(longer)
    qtbot.waitUntil(lambda: line.height() > one)
    window.start_game("trio", 2, ["human", "computer"], None, 4, {})  # (another game: no question)
    qtbot.waitUntil(lambda: line.height() == two, timeout=2000)
