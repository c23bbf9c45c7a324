"""What hard's search plays its imagined games with: a fast stand-in for GAME (no validation,
no events), a cheap playout policy, move priors from the heuristic and a cut-off evaluation.

The search only ever calls `determinize` on the searcher's view, so it knows what that seat may
know. In its imagined games every tap race is a chance event drawn from the seats' reaction
times (a human counts as a normal computer there), like the engine's all-computer races.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from gamebox.core.rng import make_rng
from gamebox.games.gorilla import engine
from gamebox.games.gorilla.cards import ELEPHANT, FITS, GORILLA0, JOKER, MONKEY, PANTHER
from gamebox.games.gorilla.heuristic import FORGET_CALL, MISS_CATCH, HeuristicPlayer
from gamebox.games.gorilla.moves import (
    CALL_MOVE,
    DRAW_MOVE,
    QUIET_MOVE,
    Call,
    Catch,
    Move,
    Play,
    Tap,
)
from gamebox.games.gorilla.reaction import race_order
from gamebox.games.gorilla.rules import GAME, carry_out
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State

_HEURISTIC = HeuristicPlayer("normal")
PLAYS: tuple[Play, ...] = tuple(Play(c) for c in range(45))
CATCHES: tuple[Catch, ...] = tuple(Catch(s) for s in range(5))


class _Over:
    """The little of a Result the search reads."""

    __slots__ = ("winners",)

    def __init__(self, winner: int) -> None:
        self.winners = (winner,)


class SimGame:
    """GAME's contract for the search, on trusted moves only (the search plays legal ones)."""

    info = GAME.info

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        state = GAME.determinize(view, seat, rng)
        state.levels = tuple("normal" if level == "human" else level for level in view.levels) or ("normal",) * view.n
        return state

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.seat

    def candidate_moves(self, state: State) -> list[Move]:
        phase = state.phase
        if phase == CALL:
            return [CALL_MOVE, QUIET_MOVE]
        if phase == TAP:  # a root taken from a race the table runs: settled by chance here too
            rng = make_rng(state.seed, f"race{state.races}")
            return [Tap(race_order(engine.tappers(state), state.levels, rng))]
        moves: list[Move] = [PLAYS[c] for c in engine.playable(state)]
        if not moves:
            moves.append(DRAW_MOVE)
        if state.forgot >= 0:
            moves.append(CATCHES[state.forgot])
        return moves

    def apply(self, state: State, move: Move) -> tuple[State, list[Any]]:
        new = state.clone()
        carry_out(new, move, None)
        return new, []

    def result(self, state: State) -> _Over | None:
        return _Over(state.winner) if state.phase == OVER else None


SIM = SimGame()


def _fits_next(state: State, seat: int) -> int:
    return (seat + state.direction) % state.n


def playout_move(game: Any, state: State, seat: int, rng: random.Random) -> Move:
    """A quick rule of thumb for every seat of an imagined game (playing to its level's habits
    where they are public: easy seats forget calls and miss catches)."""
    phase = state.phase
    level = state.levels[seat] if state.levels else "normal"
    if phase == CALL:
        return QUIET_MOVE if rng.random() < FORGET_CALL.get(level, 0.0) else CALL_MOVE
    if phase == TAP:
        return SIM.candidate_moves(state)[0]
    if state.forgot >= 0 and phase in (PLAY, OPEN) and rng.random() >= MISS_CATCH.get(level, 0.0):
        return CATCHES[state.forgot]
    hand = state.hands[seat]
    if phase == OPEN:
        animals = [c for c in hand if c < 40]
        return PLAYS[animals[int(rng.random() * len(animals))]] if animals else DRAW_MOVE
    row = FITS[state.pile[-1]]
    best, best_score = -1, -1e9
    hands = state.hands
    nxt = _fits_next(state, seat)
    threat = len(hands[nxt]) <= 2
    for c in hand:
        if not row[c]:
            continue
        if c == JOKER:
            if len(hand) == 1:
                continue
            score = 5.0 if len(hand) == 2 else -5.0
        elif c >= GORILLA0:
            score = 3.0
        else:
            animal = c % 10
            score = 1.0
            if animal == PANTHER:
                score = 2.5
            elif animal == MONKEY or animal == ELEPHANT:
                score = 4.0 if threat else 1.0
        score += rng.random() * 1.5
        if score > best_score:
            best, best_score = c, score
    return PLAYS[best] if best >= 0 else DRAW_MOVE


def evaluate(game: Any, state: State) -> list[float]:
    """Each seat's share of the win from a position cut short: fewer cards, a little more chance,
    and a little more for the seat to move (fitted on games between normal players: hand sizes
    predict the winner only weakly in this game of luck, so the shares stay close)."""
    weights = [math.exp(-0.2 * len(hand)) for hand in state.hands]
    if 0 <= state.seat < state.n:
        weights[state.seat] *= 1.1
    total = sum(weights)
    return [w / total for w in weights]


def prior(game: Any, state: State, moves: Sequence[Move], seat: int) -> list[float]:
    """The heuristic's liking for each move, as positive weights."""
    out = []
    for move in moves:
        if isinstance(move, Play):
            out.append(math.exp(_HEURISTIC.score(state, seat, move.card) / 12.0))
        elif isinstance(move, (Catch, Call)):
            out.append(8.0)
        else:
            out.append(1.0)
    return out
