"""engine.before_robot: the solo position after the player's own part of a move, before the
Robot's turn (what the table counts while that turn is shown)."""

from __future__ import annotations

import random

import pytest

from gamebox.core.errors import IllegalMove
from gamebox.games.girafferaffe.engine import before_robot
from gamebox.games.girafferaffe.moves import PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.rules import GAME
from gamebox.registry import get_info

INFO = get_info("girafferaffe")


def test_it_is_the_move_without_the_robots_turn() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(1, 25):
        state = GAME.new_game(INFO.make_config(1), seed)
        while GAME.to_move(state) is not None:
            moves = GAME.candidate_moves(state)
            move = moves[rng.randrange(len(moves))]
            after, _ = GAME.apply(state, move)
            if isinstance(move, RobotChoice):
                assert before_robot(state, move) is state
            else:
                mid = before_robot(state, move)
                assert mid.hands == after.hands  # the Robot never touches the player's hand
                assert all(a[:len(m)] == m for m, a in zip(mid.stacks, after.stacks))  # the Robot only adds
                assert mid.robot_hand == state.robot_hand and mid.robot_deck == state.robot_deck
                if isinstance(move, PlayCards):
                    index = state.tree_index(move.tree)
                    assert mid.stacks[index][-1] == tuple(sorted(move.cards))
                if isinstance(move, SpendApple):
                    assert mid.supply == state.supply + 1 and mid.apples[0] == state.apples[0] - 1
                checked += 1
            state = after
    assert checked > 100


def test_an_illegal_move_is_refused_as_apply_refuses_it() -> None:
    state = GAME.new_game(INFO.make_config(1), 3)
    with pytest.raises(IllegalMove):
        before_robot(state, SpendApple())  # no apple yet
