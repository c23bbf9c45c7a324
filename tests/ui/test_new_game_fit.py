"""The New game dialog fits the screen it opens on, for every game, its Start and Cancel buttons
always on it: five Girafferaffe seats and the options are taller than a 1024x600 or 800x600
screen with a large system font, and the buttons fell below the screen's edge. What does not
fit scrolls; on a screen with the room nothing scrolls."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollArea, QWidget

from gamebox.registry import all_games, get_info
from tests.ui.test_dialog_fit import FRAME, assert_fits, fake_screen, shown_area
from ui.dialogs.new_game import NewGameDialog

START = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel
GAMES = [info.id for info in all_games()]
SMALL_SCREENS = pytest.mark.parametrize("room, font_scale", [
    (QSize(1024, 600), 2.0),  # a netbook, with a large system font
    (QSize(800, 600), 2.0),
    (QSize(640, 300), 1.0),
], ids=["1024x600-large-font", "800x600-large-font", "640x300"], indirect=["font_scale"])


@pytest.fixture
def parent(qtbot: Any) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    return window


@pytest.fixture
def font_scale(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[float]:
    """The application's font (the system font) scaled for the test, as it was afterwards."""
    scale = float(getattr(request, "param", 1.0))
    before = qapp.font()
    font = qapp.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    qapp.setFont(font)
    yield scale
    qapp.setFont(before)


def full_table(game: str, parent: QWidget) -> NewGameDialog:
    """The game's dialog with the most players it takes, the tallest it gets."""
    info = get_info(game)
    return NewGameDialog(info, {"players": info.max_players}, parent=parent)


def on_screen(dialog: QWidget, room: QSize) -> bool:
    return QRect(QPoint(0, 0), room).contains(dialog.frameGeometry())


@pytest.mark.parametrize("game", GAMES)
@SMALL_SCREENS
def test_every_new_game_dialog_fits_a_small_screen_with_its_buttons_on_it(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget, game: str, room: QSize,
        font_scale: float) -> None:
    fake_screen(monkeypatch, room)
    dialog = full_table(game, parent)
    assert_fits(qtbot, dialog, START, room)
    assert_fits(qtbot, dialog, CANCEL, room)
    area = dialog.findChild(QScrollArea)
    assert area is not None
    if room.width() >= 800:
        assert area.horizontalScrollBar().maximum() == 0, "no sideways scrolling where the width fits"
    last = list(dialog.option_widgets.values())[-1] if dialog.option_widgets else dialog.seat_rows[-1][0]
    area.ensureWidgetVisible(last)  # what is below the room is reached by scrolling
    corner = last.mapTo(area.viewport(), QPoint(0, 0))
    assert area.viewport().rect().contains(QRect(corner, last.size()))


@pytest.mark.parametrize("font_scale", [2.0], indirect=True)
def test_more_players_on_a_small_screen_scroll_and_keep_the_buttons_on_it(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget, font_scale: float) -> None:
    room = QSize(1024, 600)
    fake_screen(monkeypatch, room)
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 1}, parent=parent)
    assert_fits(qtbot, dialog, START, room)
    dialog.move(0, room.height() - FRAME.height() - dialog.height())  # as low as it fits
    dialog.players.setValue(5)
    assert len(dialog.seat_rows) == 5
    assert_fits(qtbot, dialog, START, room)
    assert on_screen(dialog, room), (dialog.frameGeometry(), room)
    area = dialog.findChild(QScrollArea)
    assert area is not None and area.verticalScrollBar().maximum() > 0, "the seats scroll"


@pytest.mark.parametrize("game", GAMES)
def test_on_a_roomy_screen_everything_shows_without_scrolling(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget, game: str) -> None:
    fake_screen(monkeypatch, QSize(1920, 1080))
    dialog = full_table(game, parent)
    area = shown_area(qtbot, dialog)
    assert area.verticalScrollBar().maximum() == 0 and area.horizontalScrollBar().maximum() == 0
    info = get_info(game)
    if info.min_players == info.max_players:
        return
    tall = dialog.height()
    dialog.players.setValue(info.min_players)
    assert dialog.height() < tall, "fewer seats leave no gap above the buttons"
    dialog.players.setValue(info.max_players)
    assert dialog.height() == tall and area.verticalScrollBar().maximum() == 0, "and more show them all"


def test_a_refusal_fits_the_dialog_and_goes_once_the_player_changes_something(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget) -> None:
    """"abc" as the deal number, then 5 and "Winnable deals only": the red refusal about the
    deal number stayed, and it had taken the room of the difficulty note, which scrolled."""
    fake_screen(monkeypatch, QSize(1366, 768))
    dialog = NewGameDialog(get_info("goritaire"), parent=parent)
    area = shown_area(qtbot, dialog)
    assert area.verticalScrollBar().maximum() == 0
    start = dialog.findChild(QDialogButtonBox).button(START)
    dialog.seed.setText("abc")
    start.click()
    assert "abc" in dialog.error.text() and dialog.result_setup is None
    qtbot.wait(50)
    assert area.verticalScrollBar().maximum() == 0, "the refusal takes room of its own"
    where = start.mapTo(dialog, QPoint(0, 0))
    dialog.seed.clear()
    qtbot.keyClicks(dialog.seed, "5")
    assert dialog.error.text() == "", "mended: the refusal goes"
    qtbot.wait(50)
    assert start.mapTo(dialog, QPoint(0, 0)) == where, "Start stays under the pointer (the dialog had shrunk)"
    dialog.seed.setText("abc")
    start.click()
    assert dialog.error.text()
    winnable = next(w for name, w in dialog.option_widgets.items() if name == "winnable")
    winnable.toggle()
    assert dialog.error.text() == ""
    qtbot.wait(50)
    assert area.verticalScrollBar().maximum() == 0, "the longer note shows whole"


def test_a_solo_seat_turned_to_the_computer_fits_and_says_so(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget) -> None:
    """Solo Girafferaffe, the one seat from Human to Computer: the dialog kept its width, its
    level box scrolled sideways, and the seats still read "you against the Robot"."""
    fake_screen(monkeypatch, QSize(1366, 768))
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 1, "seats": ["human"]}, parent=parent)
    area = shown_area(qtbot, dialog)
    assert dialog.seat_box.title() == "Seats: you against the Robot"
    kind, level = dialog.seat_rows[0]
    kind.setCurrentIndex(1)
    qtbot.wait(50)
    assert dialog.seat_box.title() == "Seats: the computer against the Robot"
    assert area.horizontalScrollBar().maximum() == 0 and area.verticalScrollBar().maximum() == 0
    assert level.isVisible() and level.width() >= level.minimumSizeHint().width()


def test_seats_keep_what_was_chosen_when_the_player_count_changes(qtbot: Any, parent: QWidget) -> None:
    """From 3 players to 1 and back: the first seat, set to the computer at Hard, came back a person."""
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 3}, parent=parent)
    qtbot.addWidget(dialog)
    kind, level = dialog.seat_rows[0]
    kind.setCurrentIndex(1)
    level.setCurrentIndex(level.findData("hard"))
    dialog.players.setValue(1)
    dialog.players.setValue(3)
    kind, level = dialog.seat_rows[0]
    assert kind.currentIndex() == 1 and level.currentData() == "hard"
    assert [k.currentIndex() for k, _ in dialog.seat_rows[1:]] == [1, 1]


def test_a_computer_watched_against_the_robot_stays_in_the_solo_game(qtbot: Any, parent: QWidget) -> None:
    """A solo demo (the computer against the Robot) made the first seat of every later
    multiplayer table a computer too: at 3 players nobody was left to play."""
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 1, "seats": ["human"]}, parent=parent)
    qtbot.addWidget(dialog)
    dialog.seat_rows[0][0].setCurrentIndex(1)
    dialog.players.setValue(3)
    assert [kind.currentIndex() for kind, _ in dialog.seat_rows] == [0, 1, 1]
    dialog.players.setValue(1)
    assert dialog.seat_rows[0][0].currentIndex() == 1, "back to solo: the demo is as it was left"
    remembered = NewGameDialog(get_info("girafferaffe"), {"players": 1, "seats": ["computer"]}, parent=parent)
    qtbot.addWidget(remembered)
    assert remembered.seat_rows[0][0].currentIndex() == 1
    remembered.players.setValue(2)
    assert [kind.currentIndex() for kind, _ in remembered.seat_rows] == [0, 1]


def test_an_option_greyed_for_the_player_count_shows_unticked_and_comes_back(qtbot: Any, parent: QWidget) -> None:
    """Solo Girafferaffe showed "Rotten-apple rounds" greyed but ticked, which read as on."""
    from PySide6.QtWidgets import QCheckBox

    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 3, "options": {"rotten_apples": True}}, parent=parent)
    qtbot.addWidget(dialog)
    box = dialog.option_widgets["rotten_apples"]
    assert isinstance(box, QCheckBox) and box.isChecked() and box.isEnabled()
    dialog.players.setValue(1)
    assert not box.isEnabled() and not box.isChecked() and "rotten_apples" not in dialog.setup().options
    dialog.players.setValue(2)
    assert box.isEnabled() and box.isChecked() and dialog.setup().options["rotten_apples"] is True
    solo = NewGameDialog(get_info("girafferaffe"), {"players": 1, "options": {"rotten_apples": True}}, parent=parent)
    qtbot.addWidget(solo)
    box = solo.option_widgets["rotten_apples"]
    assert not box.isEnabled() and not box.isChecked()
    solo.players.setValue(4)
    assert box.isChecked()


@pytest.mark.parametrize(("typed", "words"), [
    (["Sam", "sam"], "Two players would both be called “sam”"),
    (["Computer", ""], "“Computer” is how the table names the computer players"),
    (["You", "Ann"], "“You” is how the table names someone else"),
    (["", "Player 1"], "Two players would both be called “Player 1”"),
    (["Ａｎｎ", "Ann"], "Two players would both be called “Ann”"),  # full-width letters read the same
    (["Ann\u3164", "Ann"], "Two players would both be called “Ann”"),  # an invisible Hangul filler
    (["Computer 2", "Bo"], "“Computer 2” is how the table names the computer players"),
    (["Computer1", "Bo"], "“Computer1” is how the table names the computer players"),  # no space: the same
])
def test_names_that_would_confuse_the_table_are_refused(qtbot: Any, parent: QWidget, typed: list[str],
                                                         words: str) -> None:
    """Two people called Sam read "Sam, your turn ... when Sam looks away"; a person called
    "Computer" sat beside the computer."""
    from tests.text_rules import assert_plain

    dialog = NewGameDialog(get_info("gorilla"), parent=parent)
    shown_area(qtbot, dialog)
    dialog.players.setValue(3)
    kinds = [kind for kind, _level in dialog.seat_rows]
    kinds[0].setCurrentIndex(0)
    kinds[1].setCurrentIndex(0)
    kinds[2].setCurrentIndex(1)
    for edit, text in zip(dialog.name_edits, typed):
        edit.setText(text)
    dialog.findChild(QDialogButtonBox).button(START).click()
    assert dialog.result_setup is None and dialog.error.text().startswith(words), dialog.error.text()
    assert_plain(dialog.error.text(), "name refusal")
    dialog.name_edits[0].setText("Ann")
    dialog.name_edits[1].setText("Bo")
    assert dialog.error.text() == "", "mended: the refusal goes"
    dialog.findChild(QDialogButtonBox).button(START).click()
    assert dialog.result_setup is not None and dialog.result_setup.names[:2] == ["Ann", "Bo"]


def test_a_name_that_only_starts_like_computer_is_taken(qtbot: Any, parent: QWidget) -> None:
    dialog = NewGameDialog(get_info("trio"), parent=parent)
    shown_area(qtbot, dialog)
    for kind, _level in dialog.seat_rows:
        kind.setCurrentIndex(0)
    dialog.name_edits[0].setText("Computerfan")
    dialog.name_edits[1].setText("\u3164")  # draws nothing: the seat keeps its "Player 2"
    dialog.findChild(QDialogButtonBox).button(START).click()
    assert dialog.result_setup is not None and dialog.result_setup.names == ["Computerfan", ""]


def test_the_players_arrows_stay_under_the_pointer(qtbot: Any, monkeypatch: pytest.MonkeyPatch, parent: QWidget) -> None:
    """Each click on the Players arrows adds a seat and widens the dialog: the box stretched with
    it, and its arrows moved from under the pointer (x 636, 676, 688 on a player's screen)."""
    fake_screen(monkeypatch, QSize(1366, 768))
    monkeypatch.setattr("ui.dialogs.lifetime.title_width", lambda _dialog: 0)  # as narrow as its fields
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 1}, parent=parent)
    shown_area(qtbot, dialog)
    width = dialog.width()
    right = []
    for count in range(1, 6):
        dialog.players.setValue(count)
        qtbot.wait(20)
        right.append(dialog.players.mapTo(dialog, QPoint(dialog.players.width(), 0)))
    assert dialog.width() >= width  # (the seat names reserve their width now: it may not grow at all)
    assert len(set(right)) == 1, right


def test_a_number_typed_out_of_range_becomes_the_nearest_allowed(qtbot: Any, parent: QWidget) -> None:
    """Goritaire's Gorilla cards: "40" typed left "4" in the box, and leaving it put back the
    old 16 without a word; as it leaves the box a number becomes the nearest allowed."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QSpinBox

    dialog = NewGameDialog(get_info("goritaire"), {}, parent=parent)
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog.option_widgets["gorillas"]
    assert isinstance(spin, QSpinBox) and (spin.minimum(), spin.maximum()) == (9, 27)
    for typed, becomes in (("4", 9), ("40", 27), ("30", 27), ("12", 12)):
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin.lineEdit(), typed)
        assert spin.text() == typed  # "40" had been refused at its "0", leaving "4"
        QApplication.sendEvent(spin, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.TabFocusReason))  # leaves it
        assert spin.value() == becomes and spin.text() == str(becomes), typed


def test_a_deal_number_the_options_change_is_said_before_the_start(qtbot: Any, parent: QWidget) -> None:
    """"Winnable deals only" with deal 3 typed opened "deal 9", and nothing said why."""
    dialog = NewGameDialog(get_info("goritaire"), {"options": {"winnable": True, "gorillas": 20}}, parent=parent)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.seed.setText("3")
    dealt = get_info("goritaire").load().deal_number(get_info("goritaire").make_config(1, {"winnable": True, "gorillas": 20}), 3)
    assert dealt != 3
    assert dialog.option_note.text().endswith(f"Deal 3 is not among the deals these options allow: deal {dealt} will be dealt instead.")
    dialog.seed.setText(str(dealt))  # a winnable deal's own number: nothing to say
    assert "will be dealt instead" not in dialog.option_note.text()
    dialog.seed.setText("3")
    dialog.option_widgets["winnable"].setChecked(False)  # any deal: the number is the deal
    assert "will be dealt instead" not in dialog.option_note.text()
