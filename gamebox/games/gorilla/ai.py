"""Gorilla's computer levels. "random" comes from gamebox.ai.base; here:

- easy: the rule-of-thumb player, careless (plays the first card that fits half the time),
  forgets to call "Gorilla!" and misses catches (heuristic.py); slow to tap (reaction.py);
- normal: the rule-of-thumb player at its best; taps in about 0.4-1 s;
- hard: information-set search (gamebox.ai.search) over imagined games played by a quick rule
  of thumb, with the heuristic's liking as priors (simulate.py); taps in about 0.2-0.5 s.

Every level decides from its view alone, and nobody ever chooses a tap race's order.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gamebox.ai.search import SearchConfig, SearchPlayer, win_chances
from gamebox.games.gorilla.heuristic import MISS_CATCH, HeuristicPlayer, fair_race
from gamebox.games.gorilla.moves import Move
from gamebox.games.gorilla.reaction import REACTION_MS, reaction_time_ms
from gamebox.games.gorilla.simulate import SIM, evaluate, playout_move, prior
from gamebox.games.gorilla.state import TAP, State

__all__ = ["MISS_CATCH", "PLAYERS", "REACTION_MS", "HardPlayer", "HeuristicPlayer", "reaction_time_ms",
           "review_chances"]

# Tuned against normal players with normal reaction times (so only the search counts), 200-400
# seeded games each: long playouts scored by an overconfident evaluation lost (19% of wins for
# 25% fair); two rounds of imagined play, a calibrated evaluation and strong priors win ~28%.
HARD = SearchConfig(iterations=400, max_seconds=2.5, exploration=0.5, prior_weight=10.0, playout_depth=8)


class HardPlayer:
    """Searches imagined games from its view; a tap race order is never its choice."""

    def __init__(self, config: SearchConfig = HARD) -> None:
        self.search = SearchPlayer(config, playout=playout_move, prior=prior, evaluate=evaluate,
                                   players_of=lambda game, state: state.n)

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        if view.phase == TAP:  # a position with no seat levels: a fair race, never a choice
            return fair_race(view, rng)
        moves = list(game.candidate_moves(view))
        if len(moves) == 1:
            return moves[0]
        move: Move = self.search.choose(SIM, view, seat, rng)
        return move


def review_chances(game: Any, state: State, players: int, rng: random.Random) -> list[float]:
    """Each seat's estimated chance to win from a full state (the end screen's review graph)."""
    state = state.clone()
    state.levels = tuple("normal" if level == "human" else level for level in state.levels) or ("normal",) * state.n
    return win_chances(SIM, state, players, playout=playout_move, playouts=48, rng=rng,
                       evaluate=evaluate, playout_depth=60)


PLAYERS: dict[str, Callable[[], Any]] = {
    "easy": lambda: HeuristicPlayer("easy"),
    "normal": lambda: HeuristicPlayer("normal"),
    "hard": HardPlayer,
}
