"""The main window: launcher, command-line starts, bad files, settings, autosave."""

from __future__ import annotations

import argparse
import json
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from gamebox.registry import all_games, get_info
from ui.app import parse_args
from ui.main_window import MainWindow
from ui.scenes import SCENES
from ui.settings import SettingsStore


def has_scene(game_id: str) -> bool:
    module = SCENES.get(game_id, ":").partition(":")[0]
    try:
        return bool(module) and find_spec(module) is not None
    except ModuleNotFoundError:
        return False


PLAYABLE = [info.id for info in all_games() if has_scene(info.id)]


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(win)
    win.settings.speed = 0.0
    win.show()
    return win


def error_dialog(win: MainWindow) -> QMessageBox | None:
    boxes = [b for b in win.findChildren(QMessageBox) if b.objectName() == "errorDialog" and b.isVisible()]
    return boxes[-1] if boxes else None


def test_launcher_shows_every_game_with_a_play_button(window: MainWindow) -> None:
    names = [tile.info.name for tile in window.launcher.tiles]
    assert names == [info.name for info in all_games()]
    for tile in window.launcher.tiles:
        buttons = tile.findChildren(QPushButton)
        assert buttons and tile.info.name in buttons[0].text()
    window.launcher.load_pictures()
    assert all(not tile.picture.pixmap().isNull() for tile in window.launcher.tiles)


@pytest.mark.parametrize("size,full,columns", [((1177, 662), False, 5), ((1536, 918), True, 3), ((1024, 700), False, 3),
                                               ((942, 552), False, 5), ((1005, 565), False, 5), ((1900, 600), True, 5),
                                               ((760, 900), False, 0)])
def test_every_game_fits_the_launcher_without_scrolling(qtbot, window: MainWindow, size: tuple[int, int],
                                                        full: bool, columns: int) -> None:  # type: ignore[no-untyped-def]
    """1177x662 is the window on a 1920x1080 laptop at 150% (1280x720 for the app): all five
    games and their Play and Rules buttons show at once, the pictures shrunk (in one row since
    each game has its Rules button too); a big window keeps them whole. A short window (942x552 on a 1024x600 screen, 1005x565 on a 1366x768 laptop at
    125%) had two rows of three that scrolled: there the games stand in one row."""
    from ui.launcher import PICTURE

    launcher = window.launcher
    qtbot.waitUntil(lambda: all(not tile.picture.pixmap().isNull() for tile in launcher.tiles))  # drawn once shown
    window.resize(*size)
    qtbot.wait(300)  # the window stays still: the layout settles and the pictures are drawn again
    qtbot.waitUntil(lambda: all(tile.picture.pixmap().deviceIndependentSize().toSize() == tile.picture.size()
                                for tile in launcher.tiles), timeout=2000)
    assert launcher.verticalScrollBar().maximum() == 0
    shown = launcher.viewport().rect()
    for tile in launcher.tiles:
        for button in (tile.button, tile.rules_button):
            corner = button.mapTo(launcher.viewport(), button.rect().bottomRight())
            assert shown.contains(corner), (tile.info.name, button.text())
        assert tile.picture.pixmap().deviceIndependentSize().toSize() == tile.picture.size()
    pictures = {tile.picture.size().toTuple() for tile in launcher.tiles}
    assert len(pictures) == 1
    assert (pictures == {PICTURE.toTuple()}) == full
    assert launcher.columns == (columns or launcher.columns)
    row = [tile.button.mapTo(launcher.viewport(), tile.button.rect().topLeft()).y()
           for tile in launcher.tiles[:launcher.columns]]
    assert len(set(row)) == 1, "the Play buttons of a row line up"


def test_a_long_continue_list_leaves_every_game_in_sight_on_a_short_window(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """942x552 (a 1024x600 screen) with four unfinished games: the games stood in rows of three,
    and Gorilla and TRIO were below the window's edge. They stand in one row, every Play button
    in sight."""
    from gamebox.core.records import Record
    from gamebox.registry import get_info

    for game in ("girafferaffe", "sifaka", "gorilla", "trio"):
        info = get_info(game)
        config = info.make_config(info.default_players)
        window.autosaves.write(Record(game, config.to_json(), 5, (), ("human",) + ("computer",) * (
            config.players - 1), ("normal",) * config.players))
    window.refresh_continue()
    launcher = window.launcher
    assert len(launcher.continue_list.games()) == 4
    window.resize(942, 552)
    qtbot.wait(300)
    assert launcher.columns == 5
    shown = launcher.viewport().rect()
    for tile in launcher.tiles:
        assert shown.contains(tile.button.mapTo(launcher.viewport(), tile.button.rect().bottomRight())), tile.info.name


def test_a_tiny_window_scrolls_rather_than_shrink_the_pictures_to_nothing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from ui.launcher import PICTURE, SMALLEST_PICTURE

    window.resize(800, 420)
    qtbot.wait(50)
    assert window.launcher.tiles[0].picture.height() == round(PICTURE.height() * SMALLEST_PICTURE)
    assert window.launcher.verticalScrollBar().maximum() > 0


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_launcher_pictures_are_drawn_at_the_screen_s_scale(ratio: float) -> None:
    """On a scaled display (150%, a Retina 2x) the picture has a screen pixel for every pixel
    it covers, so it is as sharp as the rest of the window, and the art fills all of it."""
    from ui.launcher import PICTURE, launcher_picture

    pixmap = launcher_picture("girafferaffe", ratio=ratio)
    assert pixmap.devicePixelRatio() == ratio
    assert (pixmap.width(), pixmap.height()) == (round(PICTURE.width() * ratio), round(PICTURE.height() * ratio))
    assert pixmap.deviceIndependentSize().toSize() == PICTURE
    image = pixmap.toImage()
    # the giraffe's drawing reaches the lower right quarter (it would stop at the first
    # two thirds if it were drawn at the logical size into the bigger pixmap)
    corner = {image.pixel(x, y) for x in range(image.width() * 3 // 4, image.width(), 4)
              for y in range(image.height() // 2, image.height(), 4)}
    assert len(corner) > 3


@pytest.mark.parametrize("argv,needle", [
    (["--new", "chess"], "GameBox has no game called “chess”"),
    (["--new", "girafferaffe", "--seed", "-5"], "A deal is numbered with the digits 0 to 9 alone"),
    (["--new", "girafferaffe", "--seats", "human,robot"], "either “human” or “computer”"),
    (["--new", "girafferaffe", "--option", "colour=red"], "no option called “colour”"),
    (["--new", ""], "GameBox has no game without a name"),
    (["--seed", "5"], "A deal number, seats, computer levels or options were given, but no new game to set up"),
    (["--levels", "easy"], "but no new game to set up with them"),
    (["--option", "a=b"], "but no new game to set up with them"),
    (["--seats", "human,human", "some-save.json"], "given with a saved game: they only set up a new game"),
    (["--new", "trio", "some-save.json"], "A saved game and a new game were both asked for"),
    (["--new", "goritaire", "--option", "winnable=yes", "--option", "winnable=no"], "was given twice"),
])
def test_bad_command_line_shows_a_dialog_and_changes_nothing(window: MainWindow, argv: list[str], needle: str) -> None:
    window.open_from_command_line(parse_args(argv))
    box = error_dialog(window)
    assert box is not None and needle in box.text()
    assert window.stack.currentWidget() is window.launcher and window.page is None


@pytest.mark.parametrize("content,needle", [
    ("{ this is not json", "it is damaged, or it is not a game saved by GameBox"),
    ('{"format": "chess-pgn"}', "it is damaged, or it is not a game saved by GameBox"),
    ('{"format": "gamebox", "version": 1, "game": "nope", "config": {"players": 2}, "seed": 1, "moves": []}',
     "it is for a game this GameBox does not have"),
    ('{"format": "gamebox", "version": 9, "game": "trio", "config": {"players": 2}, "seed": 1, "moves": []}',
     "it was saved by another version of GameBox"),
    ('{"format": "gamebox", "version": 1, "game": "goritaire", "config": {"players": 1, "options": '
     '{"gorillas": 99}}, "seed": 1, "moves": []}', "“Gorilla cards in the deck” is 99, and it can only be from 9 to 27"),
    ('{"format": "gamebox", "version": 1, "game": "trio", "config": {"players": 7}, "seed": 1, "moves": []}',
     "it is a game of TRIO for 7 players, and TRIO is for 2 players"),
    ('{"format": "gamebox", "version": 1, "game": "girafferaffe", "config": {"players": 2, "options": {}},'
     ' "seed": 1, "seats": ["human", "human"], "moves": ["fly away"]}', "its move 1 cannot be played again"),
])
def test_broken_or_foreign_save_is_refused_and_kept(window: MainWindow, tmp_path: Path, content: str,
                                                     needle: str) -> None:
    """The reasons are a player's words: they said "not valid JSON (line 11)", "unknown game
    'chess' (games: girafferaffe, ...)" and "Option gorillas must be from 9 to 27"."""
    from tests.text_rules import assert_plain

    path = tmp_path / "save.json"
    path.write_text(content)
    window.open_file(path)
    box = error_dialog(window)
    assert box is not None and needle in box.text(), box.text() if box else None
    assert_plain(box.text().replace("“save.json” ", ""), "a refused file")
    assert path.read_text() == content, "the file must be kept as it was"
    assert window.page is None


@pytest.mark.parametrize("kind,needle", [("missing", "there is no such file"), ("folder", "a folder or a device")])
def test_a_missing_file_or_a_folder_is_not_called_damaged(window: MainWindow, tmp_path: Path, kind: str,
                                                            needle: str) -> None:
    path = tmp_path / "save.json"
    if kind == "folder":
        path.mkdir()
    window.open_file(path)
    box = error_dialog(window)
    assert box is not None and needle in box.text() and "damaged" not in box.text(), box.text() if box else None
    assert ("the file was kept" in box.text()) == (kind != "missing")
    assert window.page is None


@pytest.mark.skipif(not PLAYABLE, reason="no game has a scene yet")
@pytest.mark.parametrize("game_id", PLAYABLE)
def test_new_game_from_the_command_line_opens_the_table(window: MainWindow, qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    info = next(i for i in all_games() if i.id == game_id)
    seats = ",".join(["human"] + ["computer"] * (info.default_players - 1))
    window.open_from_command_line(parse_args(["--new", game_id, "--seed", "3", "--seats", seats]))
    assert window.page is not None and window.stack.currentWidget() is window.page
    assert window.page.session.seed == 3 and window.page.session.info.id == game_id
    qtbot.waitUntil(lambda: bool(window.status.text()), timeout=3000)
    assert window.act_save.isEnabled() and window.act_rules.isEnabled()


def test_an_unknown_level_is_refused_on_a_human_seat_too(window: MainWindow) -> None:
    """It was kept in the autosave and in saves; a computer seat already refused it."""
    window.open_from_command_line(parse_args(["--new", "trio", "--levels", "godlike,normal"]))
    box = error_dialog(window)
    assert window.page is None and box is not None and "godlike" in box.text(), box.text() if box else None


@pytest.mark.skipif(not PLAYABLE, reason="no game has a scene yet")
def test_moves_are_autosaved_and_resume(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    game_id = PLAYABLE[0]
    info = next(i for i in all_games() if i.id == game_id)
    players = max(2, info.min_players) if not info.solitaire else 1
    window.start_game(game_id, players, ["human"] * players, None, 5, {})
    session = window.page.session
    session.play(session.game.candidate_moves(session.state)[0])
    saved = json.loads(window.autosaves.path_for(game_id).read_text())
    assert saved["game"] == game_id and saved["moves"] == session.move_texts() and saved["id"] == session.game_id
    window.show_launcher()
    assert window.launcher.continue_list.games() == [game_id]
    assert window.launcher.continue_list.isVisibleTo(window)
    window.resume_autosave(game_id)
    assert window.page is not None and window.page.session.move_texts() == saved["moves"]
    assert window.page.session.game_id == saved["id"]


def test_version_flag(capsys) -> None:  # type: ignore[no-untyped-def]
    from gamebox import __version__
    from ui.app import main

    assert main(["--version"]) == 0
    assert __version__ in capsys.readouterr().out


def test_arguments_parse() -> None:
    args = parse_args(["--new", "trio", "--seed", "4", "--seats", "human,computer", "--option", "a=b"])
    assert isinstance(args, argparse.Namespace) and args.new == "trio" and args.option == ["a=b"]


def test_new_game_dialog_greys_out_options_that_do_not_apply(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFormLayout

    from gamebox.registry import get_info
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("girafferaffe"))
    qtbot.addWidget(dialog)
    dialog.players.setValue(1)
    assert dialog.option_widgets["robot_deck"].isEnabled()
    assert not dialog.option_widgets["rotten_apples"].isEnabled()  # it does nothing in solo
    label = dialog.seat_form.itemAt(0, QFormLayout.ItemRole.LabelRole).widget()
    assert dialog.seat_box.title() == "Seats: you against the Robot" and len(dialog.seat_rows) == 1
    assert label.text() == "You", "a long label squeezed the name field to \"Pla…\""
    assert dialog.name_edits[0].minimumWidth() >= dialog.fontMetrics().horizontalAdvance("Player 10")
    assert dialog.option_widgets["rotten_apples"].toolTip().endswith("Only with 2 to 5 players.")
    dialog.players.setValue(3)
    assert not dialog.option_widgets["robot_deck"].isEnabled()
    assert dialog.option_widgets["robot_deck"].toolTip().endswith("Only in a solo game.")
    assert len(dialog.seat_rows) == 3
    dialog.seed.setText("42")
    setup = dialog.setup()
    assert setup.seed == 42 and setup.players == 3 and "robot_deck" not in setup.options
    dialog.seed.setText("forty-two")
    dialog._accept()
    assert "deal number" in dialog.error.text() and dialog.result_setup is None


def test_the_rules_of_every_game_read_from_the_box_and_the_new_game_dialog(qtbot, window: MainWindow,
                                                                            monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Help > Rules was greyed out until a game was open: nobody could read a game's rules
    before choosing it."""
    import ui.dialogs.lifetime as lifetime
    from ui.dialogs.new_game import NewGameDialog
    from ui.dialogs.simple import RulesDialog

    shown: list[str] = []
    monkeypatch.setattr(lifetime, "run_modal", lambda dialog: shown.append(dialog.windowTitle()) or 0)
    monkeypatch.setattr("ui.main_window.run_modal", lifetime.run_modal)
    assert window.page is None and not window.act_rules.isEnabled()
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    every = next(a.menu() for a in help_menu.actions() if a.menu() is not None)
    entries = [a for a in every.actions() if a.isEnabled()]
    assert [a.text() for a in entries] == [info.name for info in all_games()]
    for action in entries:
        action.trigger()
    # each in a window of its own, open beside the table (not modal: the game goes on)
    opened = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert sorted(w.windowTitle() for w in opened) == sorted(f"Rules of {info.name}" for info in all_games())
    assert not any(w.isModal() for w in opened)
    # windows of their own (a child of the game window stayed above the table), not stacked
    assert all(w.parent() is None for w in opened) and len({w.pos().toTuple() for w in opened}) == len(opened)
    entries[0].trigger()  # asked again: the same window comes forward
    assert len([w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]) == len(opened)
    for w in opened:
        w.close()
    assert not window._rules_open
    dialog = NewGameDialog(get_info("sifaka"))
    qtbot.addWidget(dialog)
    dialog.rules_button.click()
    assert shown[-1] == "Rules of Sifaka"
    assert "Sifaka" in RulesDialog("sifaka", "Sifaka").browser.toPlainText()


def test_game_new_during_a_game_proposes_the_game_on_the_table(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Game > New… in a game started elsewhere (the command line, a resumed or opened save)
    proposed the setup the dialog last started: a five-player Gorilla table offered three
    players, other seats and levels."""
    from gamebox.registry import get_info
    from ui.setups import clean_setup

    window.settings.last_setup["gorilla"] = clean_setup(get_info("gorilla"), {
        "players": 3, "seats": ["human", "human", "computer"], "levels": ["easy"] * 3})
    window.start_game("gorilla", 5, ["human", "computer", "computer", "human", "computer"],
                      ["normal", "hard", "easy", "normal", "hard"], 9, {}, ["Ann", "", "", "Bob", ""])
    window.page.session.pause_ai(True)
    shown: list[Any] = []
    monkeypatch.setattr("ui.main_window.run_modal", lambda dialog: shown.append(dialog) or 0)
    monkeypatch.setattr(window, "_may_replace_unfinished", lambda game_id: True)
    window.new_game_dialog_current()
    (dialog,) = shown
    assert dialog.players.value() == 5
    kinds = ["human" if kind.currentIndex() == 0 else "computer" for kind, _ in dialog.seat_rows]
    assert kinds == ["human", "computer", "computer", "human", "computer"]
    assert [level.currentData() for kind, level in dialog.seat_rows][1:3] == ["hard", "easy"]
    assert [edit.text() for edit in dialog.name_edits][0] == "Ann" and dialog.name_edits[3].text() == "Bob"
    assert dialog.seed.text() == "", "a new deal, not this one again"
    window.show_launcher()
    shown.clear()
    window.new_game_dialog("gorilla")  # from the box: the setup the dialog last started
    assert shown[0].players.value() == 3


def test_the_seats_follow_the_player_count_once_the_click_is_over(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """One click on the Players arrow ran from 2 to 5 (seen with a real mouse on X11): the seat
    rows were rebuilt while the arrow was still pressed and its release was lost. They now
    follow once the button is up; typed or set without the mouse, at once."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from gamebox.registry import get_info
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 2})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(3)
    assert len(dialog.seat_rows) == 3  # no button down: at once
    held = [Qt.MouseButton.LeftButton]
    monkeypatch.setattr(QApplication, "mouseButtons", staticmethod(lambda: held[0]))
    dialog.players.setValue(4)
    qtbot.wait(100)
    assert len(dialog.seat_rows) == 3, "not while the arrow is still pressed"
    held[0] = Qt.MouseButton.NoButton
    qtbot.waitUntil(lambda: len(dialog.seat_rows) == 4, timeout=2000)
    assert dialog.players.value() == 4


def test_game_new_on_the_gallery_says_what_to_do(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Game > New… with no game open did nothing a player could see."""
    from tests.text_rules import assert_plain
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.show_launcher()
    before = window.status.text()
    window.act_new.trigger()
    assert window.status.text() != before and "Click one of the games" in window.status.text()
    assert_plain(window.status.text(), "Game > New on the gallery")
    assert window.focusWidget() is window.launcher.tiles[0].button  # Enter now sets up that game


def test_a_file_name_in_an_error_is_shown_as_typed_not_as_markup(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "<h1>Big <b>x.json"
    path.write_text("{")
    window.open_file(path)
    box = error_dialog(window)
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText and "<h1>Big <b>x.json" in box.text()


def test_a_solo_game_keeps_the_two_player_tables_computer_level(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Girafferaffe against Hard, then a solo game: the next 2-player table offered Normal, the
    solo setup ("levels": ["normal"]) having replaced the whole remembered one."""
    from PySide6.QtWidgets import QDialog

    from gamebox.registry import get_info
    from ui.setups import clean_setup

    window.settings.last_setup["girafferaffe"] = clean_setup(get_info("girafferaffe"), {
        "players": 2, "seats": ["human", "computer"], "levels": ["normal", "hard"]})
    monkeypatch.setattr(window, "_may_replace_unfinished", lambda game_id: True)
    monkeypatch.setattr(window, "start_game", lambda *args, **kwargs: None)

    def start_solo(dialog: Any) -> int:
        dialog.players.setValue(1)
        dialog._accept()
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr("ui.main_window.run_modal", start_solo)
    window.new_game_dialog("girafferaffe")
    assert window.settings.last_setup["girafferaffe"]["players"] == 1
    shown: list[Any] = []
    monkeypatch.setattr("ui.main_window.run_modal", lambda dialog: shown.append(dialog) or 0)
    window.new_game_dialog("girafferaffe")
    shown[0].players.setValue(2)
    kind, level = shown[0].seat_rows[1]
    assert kind.currentIndex() == 1 and level.currentData() == "hard"


def test_rules_windows_go_when_the_game_window_closes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A rules window is a window of its own, not the game window's child: it must not outlive
    the game window (GameBox would go on running behind it)."""
    from ui.dialogs.simple import RulesDialog

    window.show_rules("trio", "TRIO")
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert len(shown) == 1
    window.close()
    assert not shown[0].isVisible() and not window._rules_open


def test_ctrl_q_in_a_rules_window_quits(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """With the rules window in front, Ctrl+Q did nothing: the window was GameBox's own."""
    from PySide6.QtCore import Qt

    from ui.dialogs.simple import RulesDialog

    window.show_rules("trio", "TRIO")
    rules = next(w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible())
    rules.activateWindow()
    qtbot.waitUntil(rules.isActiveWindow, timeout=2000)
    qtbot.keyClick(rules.browser, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    assert not rules.isVisible()


def test_the_status_line_goes_back_to_the_table_once_an_error_is_read(window: MainWindow, tmp_path: Path) -> None:
    """A save that could not be written stayed named on the status line over the game."""
    window.start_game("trio", 2, ["human", "computer"], None, 4, {})
    page = window.page
    assert page is not None
    (tmp_path / "afile").write_text("x")
    assert not window._write_save(tmp_path / "afile" / "x.json")
    box = error_dialog(window)
    assert box is not None and window.status.text().startswith("“x.json” could not be written")
    box.accept()
    assert window.status.text() == page.status and "could not be written" not in window.status.text()


def test_a_rules_window_stays_on_the_screen(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Placed 40 pixels below the game window's top at the screen's full height, the rules ran
    off a 1024x600 screen's bottom; a second one, a step lower still, and not on the first."""
    from PySide6.QtCore import QPoint, QRect, QSize
    from PySide6.QtGui import QScreen

    from ui.dialogs.lifetime import FRAME
    from ui.dialogs.simple import RulesDialog

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(QPoint(0, 0), QSize(1024, 600)))
    room = window.screen().availableGeometry()
    window.move(room.topLeft())
    for game, name in (("trio", "TRIO"), ("sifaka", "Sifaka")):
        window.show_rules(game, name)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert len(shown) == 2 and shown[0].pos() != shown[1].pos()
    for rules in shown:
        assert room.top() <= rules.y() and rules.y() + rules.height() + FRAME.height() <= room.bottom() + 1
        assert room.left() <= rules.x() and rules.x() + rules.width() + FRAME.width() <= room.right() + 1


def test_each_game_of_the_box_has_its_rules_a_click_away(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The box's title says each game's Rules tell how to play, and no game there had a way to
    them but the Help menu."""
    from ui.dialogs.simple import RulesDialog

    tile = next(t for t in window.launcher.tiles if t.info.id == "sifaka")
    assert tile.rules_button.isVisible() and tile.rules_button.text() == "Rules"
    qtbot.mouseClick(tile.rules_button, Qt.MouseButton.LeftButton)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert [w.windowTitle() for w in shown] == ["Rules of Sifaka"]
    assert window.page is None, "no game opened"
    chain = window.launcher._buttons()
    assert chain.index(tile.rules_button) == chain.index(tile.button) + 1, "Tab: Play, then its Rules"
