"""benchmarks/levels.py seats the measured level by deal, so runs split anywhere add up to one."""

from __future__ import annotations

from benchmarks.levels import level_seat, play


def test_the_level_seat_follows_the_deal() -> None:
    assert [level_seat(deal, 3) for deal in range(1, 8)] == [0, 1, 2, 0, 1, 2, 0]


def test_runs_split_anywhere_add_up_to_the_whole_run() -> None:
    whole = play("trio", 2, {}, "easy", "random", 5, 1)
    first, rest = play("trio", 2, {}, "easy", "random", 1, 1), play("trio", 2, {}, "easy", "random", 4, 2)
    assert whole.games == first.games + rest.games == 5
    assert whole.wins == first.wins + rest.wins
    assert len(whole.think["easy"]) == len(first.think["easy"]) + len(rest.think["easy"])
