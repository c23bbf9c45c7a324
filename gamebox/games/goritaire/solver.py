"""The Goritaire solver: Monte Carlo over sampled deck orders.

For each decision it samples deck orders consistent with what the player knows (the game's
`determinize`), plays every candidate move in each sample and finishes the deal with the fast
rule-of-thumb policy (policy.py); the candidate with the best mean value wins. Value: a win
is worth 1 + score/100 (play to win, then to score); a loss is worth a little for each Ground
Gorilla it reached and a hair per turn survived, which only orders the losing lines. The same samples serve every candidate (common random numbers).
The clairvoyant variant sees the true deck order (it is the ceiling for a deal set).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from gamebox.games.goritaire import policy
from gamebox.games.goritaire.engine import apply_move
from gamebox.games.goritaire.moves import End, Move
from gamebox.games.goritaire.options import candidate_moves, futile, legal_moves
from gamebox.games.goritaire.state import UNKNOWN, State

MAX_ROLLOUT_MOVES = 2000


def value(state: State) -> float:
    if state.outcome == "won":
        return 1.0 + state.score / 100.0
    return 0.05 * min(state.ground_gorillas(), 7) / 7 + state.turn / 10000.0


def rollout(state: State, rng: random.Random) -> float:
    for _ in range(MAX_ROLLOUT_MOVES):
        if state.phase == "over":
            break
        state, _events = apply_move(state, policy.choose(state, rng))
    return value(state)


def sample_deck(view: State, rng: random.Random) -> State:
    """A full state consistent with the view (the game's determinize, inlined for speed)."""
    if UNKNOWN not in view.deck:
        return view
    from gamebox.games.goritaire.rules import GAME

    return GAME.determinize(view, 0, rng)


def loses_at_once(world: State, move: Move) -> bool:
    """Whether the move ends the deal lost right away (an Eating phase short of bananas, a draw
    from an empty deck, no Gorilla left on the Ground). That never depends on the unseen deck
    order, so any determinized world answers it."""
    after, _events = apply_move(world, move)
    return after.outcome == "lost"


def safe_moves(world: State, moves: list[Move]) -> list[Move]:
    """The moves that do not lose at once (issue 12: Demo never makes a losing move it could
    avoid). When every candidate loses, the first legal move the candidates left out that does
    not (an action the rules of thumb call pointless still beats losing now); all the
    candidates when every legal move loses."""
    safe = [m for m in moves if not loses_at_once(world, m)]
    if safe:
        return safe
    left_out = [m for m in legal_moves(world) if m not in moves and not loses_at_once(world, m)]
    left_out.sort(key=lambda m: futile(world, m))  # one that does something first
    return left_out[:1] or moves


def sure_loss(state: State, move: Move) -> Move | None:
    """When `move` only puts off a sure loss (a futile action while every other legal move
    loses at once), the losing move it puts off: ending the Action phase when that is one;
    None otherwise. The Demo stops there and Hint says so, instead of putting the Gorillas to
    sleep one futile action at a time before the same loss."""
    if not futile(state, move):
        return None
    if any(not loses_at_once(state, m) and not futile(state, m) for m in legal_moves(state)):
        return None
    moves = candidate_moves(state) or list(legal_moves(state))
    return End() if End() in moves else moves[0]


@dataclass
class Solver:
    """`budget`: seconds of this thread's CPU time per decision (a safety net, counted in CPU time
    so that a busy machine makes the same decisions, only later); `rounds`: samples per decision (None: time
    only); `search_all`: also search the follow-up choices (guess, card order, Combustion),
    which the rules of thumb otherwise decide at once. Every candidate plays the same sampled
    deck orders (common random numbers) and the weaker half of the candidates drops out after
    each stage, so the best few get most of the samples."""

    budget: float = 0.8
    rounds: int | None = None
    clairvoyant: bool = False
    search_all: bool = False
    stages: int = 8  # the candidates are halved after every rounds/stages samples
    last_rounds: int = 0

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        root = view
        if self.clairvoyant:
            root = view.clone()
            root.known = [True] * len(root.deck)
        world = sample_deck(root, random.Random(0))
        moves = safe_moves(world, candidate_moves(root, sees_deck=self.clairvoyant))
        if len(moves) == 1:
            self.last_rounds = 0
            return moves[0]
        default = policy.choose(root, rng)
        if loses_at_once(world, default) and not loses_at_once(world, moves[0]):
            default = moves[0]
        if root.pending and root.pending[0][0] in ("guess", "arrange", "burn") and not self.search_all:
            self.last_rounds = 0
            return default  # follow-up choices: the rules of thumb decide them at once
        if default not in moves:
            moves.append(default)
        totals = [0.0] * len(moves)
        alive = list(range(len(moves)))
        deadline = time.thread_time() + self.budget  # CPU time: a loaded machine plays the same
        stage = max(2, (self.rounds or 64) // self.stages)
        done = 0
        while True:
            world = sample_deck(root, rng)
            seed = rng.random()
            for index in alive:
                after, _events = apply_move(world, moves[index])
                totals[index] += rollout(after, random.Random(seed))
            done += 1
            if self.rounds is not None and done >= self.rounds:
                break
            if time.thread_time() >= deadline:
                break
            if done % stage == 0 and len(alive) > 2:
                # successive halving: the weaker half stops here, the rest gets the samples
                alive.sort(key=lambda i: -totals[i])
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        self.last_rounds = done
        best = max(alive, key=lambda i: (totals[i], moves[i] == default))
        return moves[best]
