"""`gamebox --new ...` with arguments the window cannot start: the dialog speaks a player's
words (no option keys, level ids, Python quotes or 19-digit limits), while the terminal that
typed them gets the exact refusal on stderr, and nothing starts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.text_rules import assert_plain
from ui.app import parse_args
from ui.main_window import MainWindow
from ui.settings import SettingsStore

from .test_main_window import error_dialog

CASES = [
    (["--new", "chess"], "GameBox has no game called “chess”. Its games are Girafferaffe, Sifaka, Goritaire, "
                         "Gorilla and TRIO."),
    (["--new", ""], "GameBox has no game without a name."),
    (["--new", "trio", "--seed", "x"], "A deal is numbered with the digits 0 to 9 alone, such as 42: “x” is not one."),
    (["--new", "trio", "--seed", "9" * 30], "is too large for a deal number: choose a smaller one, such as 42."),
    (["--new", "trio", "--seed", "-3"], "“-3” is not one."),
    # "Deals are numbered with whole numbers from 0 to 9,223,372,036,854,775,807; “” is not one of them."
    (["--new", "trio", "--seed", " "], "The deal number was left empty: a deal is numbered with a whole number"),
    (["--new", "trio", "--seats", "human"], "TRIO is for 2 players, and 1 seat was asked for."),
    (["--new", "gorilla", "--seats", "human,computer"], "Gorilla is for 3 to 5 players"),
    (["--new", "trio", "--seats", "human,robot"], "Each seat is either “human” or “computer”, not “robot”."),
    (["--new", "trio", "--seats", "human,"], "A seat was left empty"),
    (["--new", "trio", "--levels", "super,normal"], "TRIO's computer levels are “easy”, “normal”, “hard” and "
                                                   "“random”; there is no level called “super”."),
    (["--new", "trio", "--levels", ",normal"], "a level was left empty."),
    (["--new", "goritaire", "--levels", "hard"], "Goritaire's computer levels are “solver” and “random”; there is "
                                                "no level called “hard”."),
    (["--new", "sifaka", "--seats", "human,computer", "--levels", "normal,hard,easy"],
     "Sifaka was given 3 computer levels for 1 computer seat: give one level for each computer seat."),
    (["--new", "trio", "--option", "colour=red"], "TRIO has no options to set."),
    (["--new", "girafferaffe", "--option", "deck=3"], "Girafferaffe has no option called “deck”. Its options are"),
    (["--new", "girafferaffe", "--option", "=3"], "Girafferaffe has no option without a name."),
    (["--new", "girafferaffe", "--seats", "human", "--option", "robot_deck=lots"], "which is not a whole number"),
    (["--new", "goritaire", "--option", "gorillas=99"], "can only be from 9 to 27"),
    (["--new", "goritaire", "--option", "gorillas"], "“Gorilla cards in the deck” was given no value."),
    # an option for other player counts started the game without it, and without a word
    (["--new", "girafferaffe", "--option", "robot_deck=20"], "is for Girafferaffe with 1 player, not 3 players."),
    (["--new", "girafferaffe", "--seats", "human", "--option", "rotten_apples=yes"], "not 1 player."),
]



@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(win)
    win.show()
    return win


CLI_WORDS = re.compile(r"[()_]|'[^' ]*'|\boptions?:|\blevels:|\bgames:|9223372036854775807")


@pytest.mark.parametrize("argv,needle", CASES)
def test_a_refused_start_is_told_in_plain_words(window: MainWindow, capsys: pytest.CaptureFixture[str],
                                                argv: list[str], needle: str) -> None:
    window.open_from_command_line(parse_args(argv))
    box = error_dialog(window)
    assert box is not None
    text = box.text()
    assert needle in text
    assert not CLI_WORDS.search(text), text
    assert_plain(text, f"refused start {argv}")
    assert text.rstrip().endswith(".")
    assert capsys.readouterr().err.startswith("gamebox: ")  # the exact words, for the terminal
    assert window.page is None and window.stack.currentWidget() is window.launcher


def test_an_option_named_as_the_refusal_names_it_is_taken(window: MainWindow) -> None:
    """The refusal of an unknown option listed “Gorilla cards in the deck”, then refused that
    very name."""
    window.open_from_command_line(parse_args(["--new", "goritaire", "--option", "foo=bar"]))
    box = error_dialog(window)
    assert box is not None and "“Gorilla cards in the deck”" in box.text()
    box.close()
    window.open_from_command_line(parse_args(["--new", "goritaire", "--seed", "3",
                                              "--option", "gorilla cards in the deck=20"]))
    assert window.page is not None and error_dialog(window) is None
    assert dict(window.page.session.config.options)["gorillas"] == 20


def test_a_good_command_line_still_starts(window: MainWindow) -> None:
    window.open_from_command_line(parse_args(["--new", "girafferaffe", "--seats", "Human, computer ,computer",
                                              "--levels", "normal,EASY,hard", "--seed", "12",
                                              "--option", "rotten_apples=yes"]))
    assert window.page is not None and error_dialog(window) is None
    session = window.page.session
    assert session.seats == ("human", "computer", "computer") and session.levels == ("normal", "easy", "hard")
    assert session.seed == 12 and session.config.get("rotten_apples") is True


def test_levels_may_be_given_for_the_computer_seats_alone(window: MainWindow) -> None:
    """"--seats human,computer,computer --levels easy,hard" was refused: "2 computer levels for
    3 seats: each seat needs one", though one seat is a person's."""
    window.open_from_command_line(parse_args(["--new", "gorilla", "--seats", "human,computer,computer",
                                              "--levels", "easy,hard"]))
    assert window.page is not None and error_dialog(window) is None
    assert window.page.session.levels[1:] == ("easy", "hard")


@pytest.mark.parametrize("name", ["TRIO", "Trio", " trio ", "Girafferaffe", "SIFAKA"])
def test_a_game_is_found_by_the_name_the_box_shows_in_any_case(window: MainWindow, name: str) -> None:
    """The refusal listed "TRIO" among the games, and then refused "TRIO" itself."""
    window.open_from_command_line(parse_args(["--new", name]))
    assert window.page is not None and error_dialog(window) is None
    assert window.page.session.info.name.casefold() == name.strip().casefold()


def test_an_empty_file_name_opens_the_box(window: MainWindow) -> None:
    """A launcher's empty %f: "“” could not be opened: it is a folder..." before."""
    from ui.command_line import asks_anything

    assert not asks_anything(parse_args([""])) and not asks_anything(parse_args(["  "]))
    assert asks_anything(parse_args(["game.json"]))


def test_a_start_notice_is_told_before_a_game_the_command_line_opens(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Damaged settings and `gamebox FILE`: the notice stood only over the box of games, which
    the player never saw (the game's words had the status line); told over the game without
    waiting, a Gorilla tap race ran out behind it. It is told first, and waits for OK."""
    (tmp_path / "settings.json").write_bytes(b"\x00 not json")
    win = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(win)
    win.launcher.held = True  # as `gamebox` holds it when the command line asks for a game
    win.show()
    told = list(win.notices)
    assert told, "the damaged settings were noticed"
    messages: list[tuple[str, bool]] = []
    monkeypatch.setattr("ui.dialogs.simple.tell", lambda _parent, _name, _title, text: messages.append(
        (text, win.page is None and not win.launcher.held)))
    win.open_from_command_line(parse_args(["--new", "trio", "--seed", "3"]))
    # before the game, with nothing on the table yet, over the box of games drawn (not blank tiles)
    assert messages == [(" ".join(told), True)]
    assert_plain(messages[0][0], "a start notice")
    assert win.page is not None and win.notices == []
    win._close_page()


def test_a_new_game_without_a_deal_number_gets_a_new_deal(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """`gamebox --new sifaka` dealt deal 0 every time: a shortcut that starts a game played one deal."""
    import ui.command_line

    deals = iter([417, 90210])
    monkeypatch.setattr(ui.command_line, "random_seed", lambda: next(deals))
    window.open_from_command_line(parse_args(["--new", "sifaka"]))
    assert window.page is not None and window.page.session.seed == 417
    window.open_from_command_line(parse_args(["--new", "trio", "--seed", "0"]))
    assert window.page is not None and window.page.session.seed == 0, "a deal number given is kept"
