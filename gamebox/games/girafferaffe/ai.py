"""Computer players: "easy", "normal" and "hard" ("random" comes from gamebox.ai.base).

- easy (EasyPlayer): a beginner: passes with an apple whenever it has one, otherwise the
  one-move balance of heuristic.py (card worths against the trees' rewards), no look-ahead.
- normal (NormalPlayer): with opponents the thrifty player (thrifty.py: the cheapest move in
  cards and apples); solo the balance with its short look-ahead against the Robot.
- hard (HardPlayer): the shared information-set search (gamebox.ai.search) over samples of
  the hidden cards, with the thrifty player as its playout policy and its costs as priors.

`review_chances` estimates each seat's chance to win from a full state for the end screen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from gamebox.ai.search import SearchConfig, SearchPlayer, view_chances, win_chances
from gamebox.games.girafferaffe.heuristic import HeuristicPlayer, card_worths, quick_move, robot_spread
from gamebox.games.girafferaffe.moves import Move, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import REDRAW_CARDS, State
from gamebox.games.girafferaffe.thrifty import ThriftyPlayer, move_cost, thrifty_move

BALANCE = HeuristicPlayer()
PRIOR_SHARPNESS = 2.0  # how strongly the priors follow the thrifty costs

# The iteration budgets decide (a decision is reproducible); the cap (CPU seconds of the
# thinking thread) is a safety net for a slow machine.
THINK_CAP = 2.9
HARD = SearchConfig(iterations=200, max_seconds=THINK_CAP, exploration=0.8, prior_weight=1.0)
HARD_SOLO = SearchConfig(iterations=1000, max_seconds=THINK_CAP, exploration=0.8, prior_weight=1.0)


def playout(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The playout policy: the thrifty player."""
    return thrifty_move(game, state, seat, rng)


def prior(game: Any, state: State, moves: Sequence[Move], mover: int) -> list[float]:
    """Move priors from the thrifty costs (the cheapest move weighs 1)."""
    if isinstance(moves[0], RobotChoice):
        return [1.0 / (1 + robot_spread(state, m)) for m in moves]  # type: ignore[arg-type]
    costs = [move_cost(state, m) for m in moves]
    low = min(costs)
    return [math.exp(-PRIOR_SHARPNESS * (c - low)) for c in costs]


SOLO_REVIEW_PLAYOUTS = 48
SOLO_BURN = 0.3  # what a lost playout is worth when it burnt all the Robot's cards and apples


def solo_reward(game: Any, state: State, players: int) -> list[float]:
    """A finished solo playout: 1 for a win; a loss still scores a little for the share of the
    Robot's cards and apples it burnt, so the search has a slope to climb where most
    playouts of a strong Robot are lost."""
    if state.solo_won:
        return [1.0]
    left = len(state.robot_deck) + len(state.robot_hand) + state.robot_apples
    start = state.robot_level + REDRAW_CARDS  # its deck, and at most the Redraw cards it earns
    return [SOLO_BURN * max(0.0, 1.0 - left / start)]


def solo_playout(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """Solo playouts: the balance one move deep (it beats the Robot more often than the
    thrifty player does)."""
    return quick_move(BALANCE, game, state, seat)


def solo_prior(game: Any, state: State, moves: Sequence[Move], mover: int) -> list[float]:
    """Solo priors: the balance's scores turned into weights (the best move weighs 1)."""
    if isinstance(moves[0], RobotChoice):
        return [1.0 / (1 + robot_spread(state, m)) for m in moves]  # type: ignore[arg-type]
    worth = card_worths(state, state.hands[mover])
    scores = [BALANCE.score(state, mover, m, worth) for m in moves]
    top = max(scores)
    return [math.exp(3.0 * (score - top)) for score in scores]


class HardPlayer:
    """Searches games played out from samples of what its view does not show."""

    def __init__(self) -> None:
        self.search = SearchPlayer(HARD, playout=playout, prior=prior)
        self.solo_search = SearchPlayer(HARD_SOLO, playout=solo_playout, prior=solo_prior, reward=solo_reward)

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        search = self.solo_search if view.solo else self.search
        return search.choose(game, view, seat, rng)  # type: ignore[no-any-return]


class NormalPlayer:
    """With opponents the thrifty player; solo the balance with its look-ahead."""

    def __init__(self) -> None:
        self.thrifty = ThriftyPlayer()

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        if view.solo:
            return BALANCE.choose(game, view, seat, rng)
        return self.thrifty.choose(game, view, seat, rng)


class EasyPlayer:
    """A beginner: gives back an apple whenever it holds one (passing feels safe), otherwise
    the one-move balance of heuristic.py, without any look-ahead."""

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        if not view.pending and view.apples[seat] > 0:
            return SpendApple()
        return quick_move(BALANCE, game, view, seat)


def review_playout(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """The review's playout policy: a move drawn with the priors' weights (the cheaper, the
    likelier). The thrifty player alone plays one fixed line from a full state, so every
    playout of a position would end the same way and the graph would read 100% or 0% from
    the first card. The Robot's colour choice stays the thrifty one."""
    moves = game.candidate_moves(state)
    if isinstance(moves[0], RobotChoice):
        return thrifty_move(game, state, seat, rng)
    return rng.choices(moves, prior(game, state, moves, seat))[0]  # type: ignore[no-any-return]


def review_chances(game: Any, state: State, players: int, rng: random.Random) -> list[float]:
    """Each seat's estimated chance to win from a full state: games finished with the review's
    playout policy (about 0.05 s a position).

    Solo: one value, the human's chance against the Robot, from what the human sees: the
    Robot Deck and the Redraw Deck dealt afresh for each playout, played on by the balance
    (hard's solo playout). Judged from the whole state, the review knew the order of the
    Robot's draws, so a play that then met bad draws (logged in the same line) fell from a
    high chance to almost none as if it had been a blunder, and the weak playouts put most
    positions under 10% in deals the player went on to win
    (`benchmarks/review_calibration.py girafferaffe 1 --deck 20`)."""
    if state.solo:
        return view_chances(game, state, 0, 1, playout=solo_playout, playouts=SOLO_REVIEW_PLAYOUTS, rng=rng)
    return win_chances(game, state, max(1, players), playout=review_playout, playouts=48, rng=rng)


PLAYERS: dict[str, Callable[[], Any]] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": HardPlayer,
}
