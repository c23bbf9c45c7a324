"""benchmarks/girafferaffe_solo_bound.py: the known-deck search finds real wins, and says
"unknown" (not "lost") when its budget runs out."""

from __future__ import annotations

from benchmarks.girafferaffe_solo_bound import GAME, INFO, Solver, solve_deal


def test_a_found_line_really_beats_the_robot_when_replayed() -> None:
    state = GAME.new_game(INFO.make_config(1, {"robot_deck": 20}), 20)
    solver = Solver(budget=5000)
    assert solver.winnable(state)
    line = solver.winning_line(state)
    for move in line:
        state, _ = GAME.apply(state, move)
    assert state.over and state.solo_won is True


def test_a_spent_budget_is_unknown_not_lost() -> None:
    result, nodes = solve_deal(deck=25, deal=1, budget=50)
    assert result is None and nodes == 51
