"""TRIO's easy and hard levels, and the end-of-game review's estimate.

- easy: the normal heuristic's judgement, but it plays its best move only about half the time
  and otherwise any sensible play (never a bargain), so it misses TRIOs a careful player sees.
- hard: the shared sampled search (gamebox/ai/search.py): the normal heuristic shortlists its
  six best moves; each is played out by a cheap greedy policy in the same 60 sampled worlds
  (the unseen cards dealt one way, the same dice for every move), and the heuristic's
  favourite is kept unless another move wins clearly more often (by 3 points).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from gamebox.ai.search import SampleConfig, SampledSearchPlayer, view_chances, win_chances
from gamebox.games.trio.ai import HeuristicPlayer, Outlook
from gamebox.games.trio.cards import colour_of, completes, symbol_of
from gamebox.games.trio.moves import Bargain, Move, Play
from gamebox.games.trio.state import TrioState

HARD_WORLDS = 60
EASY_BEST_SHARE = 0.5


def quick_score(state: TrioState, seat: int, move: Move) -> float:
    """A fast judgement of a move in a full state: a TRIO, most of all one that breaks the
    other player's near-TRIO across from it; then a card that prepares a TRIO in a column;
    bargains and spoiling plays count little."""
    if not isinstance(move, Play):
        return 0.0 if isinstance(move, Bargain) else 1.0
    column = state.columns[seat][move.column]
    facing = state.columns[1 - seat][move.column]
    card = move.card
    score = 0.0
    if len(column) >= 2 and completes(column[-2], column[-1], card):  # type: ignore[arg-type]
        score += 100.0
        if len(facing) >= 2 and _near(facing[-2], facing[-1]):  # type: ignore[arg-type]
            score += 30.0
    elif column:
        last = column[-1]
        if colour_of(last) == colour_of(card) or symbol_of(last) == symbol_of(card):  # type: ignore[arg-type]
            score += 12.0 if len(column) == 1 or not _near(column[-2], last) else 2.0  # type: ignore[arg-type]
        elif len(column) >= 2 and _near(column[-2], column[-1]):  # type: ignore[arg-type]
            score -= 20.0  # burying one's own near-TRIO
    else:
        score += 4.0
    return score


def _near(a: int, b: int) -> bool:
    return colour_of(a) == colour_of(b) or symbol_of(a) == symbol_of(b)


def playout(game: Any, state: TrioState, seat: int, rng: random.Random) -> Move:
    moves = game.candidate_moves(state)
    best = -math.inf
    chosen: list[Move] = []
    for move in moves:
        score = quick_score(state, seat, move) + rng.random()
        if score > best:
            best, chosen = score, [move]
    return chosen[0]


def root_prior(game: Any, view: TrioState, moves: Sequence[Move], seat: int) -> list[float]:
    """The normal heuristic's scores as weights (a softmax), asked once per decision."""
    judge = HeuristicPlayer()
    outlook = Outlook(view, seat)
    scores = [judge.score(view, seat, m, outlook) for m in moves]
    top = max(scores)
    return [math.exp(max(-50.0, (s - top) / 15.0)) for s in scores]


class EasyPlayer:
    """The normal judgement, followed only about half the time."""

    def choose(self, game: Any, view: TrioState, seat: int, rng: random.Random) -> Move:
        moves = list(game.candidate_moves(view))
        if len(moves) == 1 or rng.random() < EASY_BEST_SHARE:
            return HeuristicPlayer().choose(game, view, seat, rng)
        plays = [m for m in moves if isinstance(m, Play)] or moves
        return plays[rng.randrange(len(plays))]


def hard_player(worlds: int = HARD_WORLDS) -> SampledSearchPlayer:
    return SampledSearchPlayer(SampleConfig(worlds=worlds, shortlist=6, margin=0.03), playout=playout,
                               prior=root_prior, players_of=lambda game, state: 2)


REVIEW_PLAYOUTS = 24  # from each seat's view: 48 in all, as before


def review_chances(game: Any, state: TrioState, players: int, rng: random.Random) -> list[float]:
    """Each player's chance to win, as the players could judge it: greedy games played out
    from each seat's view, its hidden cards dealt afresh for every game, the seats' estimates
    averaged. From the full position the greedy games were one game played 48 times (the
    policy has next to no chance in it): the Review's line jumped between 3% and 97% on a
    move that changed nothing."""
    if game.to_move(state) is None:
        return win_chances(game, state, players, rng=rng)  # the result itself
    totals = [0.0] * players
    for seat in range(players):
        for each, value in enumerate(view_chances(game, state, seat, players, playout=playout,
                                                  playouts=REVIEW_PLAYOUTS, rng=rng)):
            totals[each] += value / players
    return totals

