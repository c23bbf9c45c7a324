"""Computer players: "easy", "normal" and "hard" ("random" comes from gamebox.ai.base).

- easy (EasyPlayer): a beginner's habit: play the smallest, lowest play there is (get rid of
  low cards one at a time), ignore rewards, give back an apple only with no play left.
- normal (heuristic.HeuristicPlayer): weighs what each card is worth against each tree's
  reward and keeps apples for later; solo, a short look-ahead against the Robot.
- hard (HardPlayer): the shared information-set search (gamebox.ai.search) over samples of
  the hidden cards, with the normal player's one-move balance as its playout policy and its
  move priors; solo it searches the Robot's known rules with its face-up hand.

`review_chances` estimates each seat's chance to win from a full state for the end screen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from gamebox.ai.search import SearchConfig, SearchPlayer, win_chances
from gamebox.games.girafferaffe.cards import COPY, rank_of
from gamebox.games.girafferaffe.heuristic import HeuristicPlayer, card_worths, quick_move, robot_spread
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import State

POLICY = HeuristicPlayer()
PRIOR_SHARPNESS = 3.0  # how strongly the priors follow the one-move balance

HARD = SearchConfig(iterations=240, max_seconds=2.5, exploration=0.8, prior_weight=1.0)
HARD_SOLO = SearchConfig(iterations=300, max_seconds=2.5, exploration=0.8, prior_weight=1.0)


def playout(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The playout policy: the normal player's one-move balance, no look-ahead."""
    return quick_move(POLICY, game, state, seat)


def prior(game: Any, state: State, moves: Sequence[Move], mover: int) -> list[float]:
    """Move priors: the one-move balance turned into weights (the best move weighs 1)."""
    if isinstance(moves[0], RobotChoice):
        return [1.0 / (1 + robot_spread(state, m)) for m in moves]  # type: ignore[arg-type]
    worth = card_worths(state, state.hands[mover])
    scores = [POLICY.score(state, mover, m, worth) for m in moves]
    top = max(scores)
    return [math.exp(PRIOR_SHARPNESS * (s - top)) for s in scores]


class HardPlayer:
    """Searches games played out from samples of what its view does not show."""

    def __init__(self) -> None:
        self.search = SearchPlayer(HARD, playout=playout, prior=prior)
        self.solo_search = SearchPlayer(HARD_SOLO, playout=playout, prior=prior)

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        search = self.solo_search if view.solo else self.search
        return search.choose(game, view, seat, rng)  # type: ignore[no-any-return]


class EasyPlayer:
    """The smallest, lowest play (shed low cards one by one), an apple only when stuck."""

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        moves = game.candidate_moves(view)
        if not moves:
            raise RuntimeError("Girafferaffe: no move for the easy player")
        if isinstance(moves[0], RobotChoice):
            return moves[rng.randrange(len(moves))]  # type: ignore[no-any-return]
        plays = [m for m in moves if isinstance(m, PlayCards)]
        if not plays:
            return SpendApple()

        def cost(move: PlayCards) -> tuple[int, int, float]:
            ranks = sum(15 if c == COPY else rank_of(c) for c in move.cards)
            return len(move.cards), ranks, rng.random()

        return min(plays, key=cost)


def review_chances(game: Any, state: State, players: int, rng: random.Random) -> list[float]:
    """Each seat's estimated chance to win from a full state: games finished with the playout
    policy (about 0.1 s a position). Solo: one value, the human's chance against the Robot."""
    return win_chances(game, state, max(1, players), playout=playout, playouts=48, rng=rng)


PLAYERS: dict[str, Callable[[], Any]] = {
    "easy": EasyPlayer,
    "normal": HeuristicPlayer,
    "hard": HardPlayer,
}
