"""A game with one loser (Girafferaffe at 3 or more players) reviews each seat's chance to
lose: its chances to win add up to 200% at three players and read as if everyone was winning."""

from __future__ import annotations

from typing import Any

import pytest

from gamebox.review import Review, chances_to_lose, one_loser
from ui.table.review import ReviewPanel


def _review(rows: list[tuple[float, ...]]) -> Review:
    return Review(tuple(range(len(rows))), tuple(rows))


THREE_ONE_LOSER = _review([(0.67, 0.67, 0.66), (0.9, 0.5, 0.6), (1.0, 1.0, 0.0)])
THREE_ONE_WINNER = _review([(0.34, 0.33, 0.33), (0.5, 0.2, 0.3), (1.0, 0.0, 0.0)])


def test_one_loser_is_told_by_how_the_chances_add_up() -> None:
    assert one_loser(THREE_ONE_LOSER)
    assert not one_loser(THREE_ONE_WINNER)
    assert not one_loser(_review([(0.9, 0.9)]))  # two players: one wins, one loses, either way
    lose = chances_to_lose(THREE_ONE_LOSER)
    assert lose.moves == THREE_ONE_LOSER.moves
    assert [round(sum(row), 6) for row in lose.chances] == [1.0, 1.0, 1.0]


@pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])
def test_the_panel_draws_chances_to_lose_for_a_game_with_one_loser(qtbot: Any, painted: bool) -> None:
    panel = ReviewPanel(THREE_ONE_LOSER, ["You", "Computer 2", "Computer 3"], painted)
    qtbot.addWidget(panel)
    assert panel.measure == "lose"
    assert panel.graph.review.chances[-1] == (0.0, 0.0, 1.0)  # type: ignore[attr-defined]
    assert "chance to be the one who loses" in panel.texts[-1]
    if not painted:
        assert panel.graph.plot.getAxis("left").labelText.startswith("chance to lose")  # type: ignore[attr-defined]
    usual = ReviewPanel(THREE_ONE_WINNER, ["You", "Computer 2", "Computer 3"], painted)
    qtbot.addWidget(usual)
    assert usual.measure == "win" and usual.graph.review is THREE_ONE_WINNER  # type: ignore[attr-defined]
    assert "chance to win" in usual.texts[-1]


@pytest.mark.parametrize("painted", [False, True], ids=["pyqtgraph", "painted"])
def test_a_solo_review_speaks_of_its_one_line(qtbot: Any, painted: bool) -> None:
    """Solo against the Robot the graph has one line, the player's: "Each line is a player's
    ..." spoke of lines and players that were not there."""
    panel = ReviewPanel(_review([(0.3,), (0.6,), (1.0,)]), ["You"], painted)
    qtbot.addWidget(panel)
    assert panel.texts[-1].startswith("The line is your chance to win")
