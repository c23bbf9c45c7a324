"""The thrifty player: every turn costs something, so pay as little as you can.

A turn costs the cards it plays, less what comes back: an apple is a later turn for free and a
Redraw card is a card back in hand; giving back an apple costs that apple. The thrifty player
takes the cheapest move, and among equally cheap ones sheds the lowest cards (high cards still
beat the tops later). It is the "normal" level with opponents and the fast playout policy of
the searching "hard" level (a few microseconds of thought per move).
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.games.girafferaffe.cards import COPY
from gamebox.games.girafferaffe.heuristic import robot_spread
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import State

APPLE_COST = 3.0  # an apple is kept for a turn when every play would cost three cards or more
RANK_WEIGHT = 0.3  # among equal costs, keep high cards (a Copy counts as a 15)


def move_cost(state: State, move: Move) -> float:
    """What a move spends, in turns: cards out, less apples and cards that come back."""
    if isinstance(move, SpendApple):
        return APPLE_COST
    if isinstance(move, RobotChoice):
        return 0.0
    assert isinstance(move, PlayCards)
    index = state.tree_index(move.tree)
    tree = state.trees[index]
    back = min(tree.apples, state.supply) + (1 if tree.redraw and state.redraw else 0)
    ranks = sum(15 if c == COPY else c & 15 for c in move.cards)
    return len(move.cards) - back + RANK_WEIGHT * ranks / 15


def thrifty_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The cheapest candidate move (ties broken by `rng`)."""
    moves = game.candidate_moves(state)
    if isinstance(moves[0], RobotChoice):
        return min(moves, key=lambda m: robot_spread(state, m))  # type: ignore[no-any-return]
    best, best_cost = moves[0], float("inf")
    for move in moves:
        cost = move_cost(state, move) + rng.random() * 1e-6
        if cost < best_cost:
            best, best_cost = move, cost
    return best  # type: ignore[no-any-return]


class ThriftyPlayer:
    """Sees only its view; plays the cheapest move."""

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        return thrifty_move(game, view, seat, rng)
