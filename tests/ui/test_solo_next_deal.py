"""Solo Girafferaffe: each win adds a card to the Robot Deck (G12) of the next deal, the one
"New deal" starts as well as the one the new-game dialog offers; "Play this deal again" keeps
the deal as it was. "New deal" after a win gave the same 15-card Robot again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.ui.play import open_window


def _finish(window: Any, won: bool) -> None:
    session = window.page.session
    session.state = replace(session.state, over=True, solo_won=won, loser=None if won else 0)
    window._game_over(session.result)


@pytest.mark.parametrize(("won", "next_level"), [(True, 16), (False, 15)])
def test_a_new_deal_after_a_solo_game_has_the_robot_deck_it_earned_G12(qtbot: Any, tmp_path: Path, won: bool,
                                                                      next_level: int) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["human"], None, 5, {"robot_deck": 15})
    _finish(window, won)
    assert window.settings.robot_level == next_level  # what the new-game dialog offers next
    window.play_again(new_deal=True)
    assert window.page.session.config.get("robot_deck") == next_level
    assert window.page.session.state.robot_level == next_level
    window.play_again(new_deal=False)  # the same deal again, as it was dealt
    assert window.page.session.config.get("robot_deck") == next_level


def test_the_robot_deck_stops_at_its_largest(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["human"], None, 5, {"robot_deck": 45})
    _finish(window, True)
    window.play_again(new_deal=True)
    assert window.page.session.config.get("robot_deck") == 45


@pytest.mark.parametrize(("level", "line"), [(15, "a Robot Deck of 16 cards, one more"),
                                             (45, "the Robot Deck stays at 45 cards, the largest")])
def test_the_end_screen_of_a_solo_win_says_what_the_next_deal_holds(qtbot: Any, tmp_path: Path, level: int,
                                                                    line: str) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["human"], None, 5, {"robot_deck": level})
    _finish(window, True)
    report = window.page.session.describe_result(0)
    assert report is not None and report.extra["Next deal"] == line


def test_the_robot_deck_the_player_chooses_is_their_level_from_then_on_G12(qtbot: Any, tmp_path: Path,
                                                                        monkeypatch: Any) -> None:
    """A solo game started with a Robot Deck of 20: the next dialog offered 15 again (the level
    moved only with wins), so a harder Robot had to be chosen anew each game."""
    from ui.dialogs.new_game import Setup

    window = open_window(qtbot, tmp_path)
    offered: list[Any] = []

    def choose_20(dialog: Any) -> int:
        offered.append(dialog.setup().options.get("robot_deck"))
        dialog.result_setup = Setup("girafferaffe", 1, ["human"], ["normal"], 5, {"robot_deck": 20}, [""])
        return 1

    monkeypatch.setattr("ui.main_window.run_modal", choose_20)
    window.new_game_dialog("girafferaffe")
    assert window.page.session.config.get("robot_deck") == 20
    _finish(window, False)
    window.show_launcher()
    window.new_game_dialog("girafferaffe")
    assert offered[-1] == 20, "the next dialog offers the Robot the player chose"
    assert window.settings.robot_level == 20


def test_a_win_at_a_smaller_robot_deck_never_lowers_the_level(qtbot: Any, tmp_path: Path) -> None:
    """A saved 15-card game won with the level at 20 set it to 16."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["human"], None, 5, {"robot_deck": 15})
    window.settings.robot_level = 20  # as an opened save of an earlier, smaller deal finds it
    _finish(window, True)
    assert window.settings.robot_level == 20


def test_a_computer_beating_the_robot_raises_nothing(qtbot: Any, tmp_path: Path) -> None:
    """Watched, the computer's win said "Next deal: a Robot Deck of 16 cards" and New deal dealt
    16, while the player's level (and the next dialog) stayed at 15."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["computer"], ["hard"], 5, {"robot_deck": 15})
    window.page.session.pause_ai(True)
    _finish(window, True)
    report = window.page.session.describe_result(window.page.scene.viewer_seat)
    assert report is not None and "Next deal" not in report.extra
    assert window.settings.robot_level == 15
    window.play_again(new_deal=True)
    assert window.page.session.config.get("robot_deck") == 15
