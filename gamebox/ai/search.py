"""Game-agnostic searching players over the contract (view, determinize, candidate_moves, apply).

- `SampledSearchPlayer`: determinized Monte Carlo with common random numbers. The game's
  heuristic shortlists the moves; every shortlisted move is then played out in the same
  sampled worlds (the same hidden cards, the same playout dice), so the comparison between
  moves is not drowned by the luck of the draw. The heuristic's favourite is kept unless
  another move does clearly better. Strong where a game has a good heuristic and much luck.
- `SearchPlayer`: single-observer information-set MCTS (below).

Every iteration samples the hidden part of the searcher's view (`determinize`), walks a tree
shared by all samples (UCT with each game's heuristic as a prior), and finishes the game with a
playout policy (each game's fast heuristic, or random), so the search only ever uses what the
seat may know. Budgets: an iteration count (which makes a decision reproducible for the same
view and random generator) and a time cap that only a slow machine reaches.

Each game tunes it in its own ai.py: `SearchPlayer(SearchConfig(...), playout=..., prior=...)`.
`win_chances` estimates every seat's chance to win from a position (the post-game review);
`view_chances` the same from what one seat could see.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

# a playout step: the move `seat` makes in a full (determinized) state
Playout = Callable[[Any, Any, int, random.Random], Any]
# move priors: one non-negative weight per move, higher is more promising
Prior = Callable[[Any, Any, Sequence[Any], int], Sequence[float]]
# a cut-off playout's value: each seat's expected share of the win, from a non-final state
Evaluate = Callable[[Any, Any], Sequence[float]]
# a finished playout's value for each seat (default: result_rewards, 1 for a winner)
Reward = Callable[[Any, Any, int], Sequence[float]]


@dataclass(frozen=True)
class SearchConfig:
    iterations: int = 1000  # the budget that decides (reproducible)
    max_seconds: float = 2.5  # a safety cap: stop early on a machine too slow for `iterations`
    # (counted in the thinking thread's CPU time, so a machine merely busy with other programs
    # does not cut the search short and the decision stays the one the budget gives)
    exploration: float = 0.8  # UCT constant
    prior_weight: float = 1.0  # progressive bias: weight * prior / (visits + 1)
    playout_depth: int | None = None  # moves before a playout is cut and `evaluate` asked
    check_every: int = 8  # iterations between two looks at the clock


def result_rewards(game: Any, state: Any, players: int) -> list[float]:
    """Each seat's reward at the end: 1 for a winner, 0 otherwise; with no winner (a draw)
    every seat gets an equal share, except alone: a one-seat game with no winner is lost."""
    result = game.result(state)
    if result is None or not result.winners:
        return [0.0] if players == 1 else [1.0 / players] * players
    return [1.0 if seat in result.winners else 0.0 for seat in range(players)]


def random_playout(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    moves = game.candidate_moves(state)
    return moves[rng.randrange(len(moves))]


@dataclass(frozen=True)
class SampleConfig:
    worlds: int = 60  # sampled worlds (hidden part + playout dice), shared by every candidate
    shortlist: int = 6  # moves kept by the prior, best first
    margin: float = 0.03  # how much better than the prior's favourite another move must score
    max_seconds: float = 2.5  # a safety cap: stop after the world being played when reached
    playout_depth: int | None = None  # moves before a playout is cut and `evaluate` asked


class SampledSearchPlayer:
    """`choose(game, view, seat, rng)`: the shortlisted move with the best mean reward over the
    same sampled worlds, the prior's favourite unless beaten by `margin`."""

    def __init__(self, config: SampleConfig = SampleConfig(), playout: Playout = random_playout,
                 prior: Prior | None = None, evaluate: Evaluate | None = None,
                 players_of: Callable[[Any, Any], int] | None = None) -> None:
        self.config = config
        self.playout = playout
        self.prior = prior
        self._finisher = SearchPlayer(SearchConfig(playout_depth=config.playout_depth), playout=playout,
                                      evaluate=evaluate, players_of=players_of)
        self.last_worlds = 0  # for benchmarks: worlds the last decision played

    def shortlist(self, game: Any, view: Any, moves: list[Any], seat: int) -> list[Any]:
        if self.prior is None:
            return moves[: self.config.shortlist]
        weights = list(self.prior(game, view, moves, seat))
        order = sorted(range(len(moves)), key=lambda i: -weights[i])  # stable: ties keep their order
        return [moves[i] for i in order[: self.config.shortlist]]

    def values(self, game: Any, view: Any, seat: int, rng: random.Random) -> list[tuple[Any, float]]:
        """The shortlist, best-prior first, with each move's mean reward over the worlds."""
        moves = self.shortlist(game, view, list(game.candidate_moves(view)), seat)
        players = self._finisher.players(game, view)
        totals = [0.0] * len(moves)
        started = time.perf_counter()
        played = 0
        for _ in range(self.config.worlds):
            world = game.determinize(view, seat, rng)
            dice = rng.getrandbits(64)
            for n, move in enumerate(moves):
                state, _ = game.apply(world, move)
                totals[n] += self._finisher._finish(game, state, players, random.Random(dice))[seat]
            played += 1
            if time.perf_counter() - started > self.config.max_seconds:
                break
        self.last_worlds = played
        return [(move, total / max(1, played)) for move, total in zip(moves, totals)]

    def choose(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any:
        moves = list(game.candidate_moves(view))
        if len(moves) == 1:
            self.last_worlds = 0
            return moves[0]
        scored = self.values(game, view, seat, rng)
        favourite, base = scored[0]
        best, value = max(scored, key=lambda pair: pair[1])
        return best if value > base + self.config.margin else favourite


@dataclass
class _Node:
    mover: int = -1  # the seat whose move led here (its reward is backed up)
    visits: int = 0
    total: float = 0.0
    available: int = 0  # how often this node's move was available at its parent
    prior: float = 0.0
    children: dict[Any, "_Node"] = field(default_factory=dict)
    priors: dict[Any, float] | None = None  # the prior of each move seen here, asked once


class SearchPlayer:
    """`choose(game, view, seat, rng)`: the most visited root move after the search."""

    def __init__(self, config: SearchConfig = SearchConfig(), playout: Playout = random_playout,
                 prior: Prior | None = None, evaluate: Evaluate | None = None,
                 players_of: Callable[[Any, Any], int] | None = None, root_prior: Prior | None = None,
                 reward: Reward | None = None) -> None:
        """`prior` weighs the moves of every node the search opens; `root_prior` (when given)
        weighs the root's moves instead, from the view itself: a slower, better judge can
        run there once per decision while a cheap one serves the rest of the tree."""
        self.config = config
        self.playout = playout
        self.prior = prior
        self.root_prior = root_prior
        self.evaluate = evaluate
        self.reward = reward or result_rewards  # a finished playout's value for each seat
        self._players_of = players_of
        self.last_iterations = 0  # for benchmarks: iterations the last decision ran

    def players(self, game: Any, state: Any) -> int:
        if self._players_of is not None:
            return self._players_of(game, state)
        return int(state.players) if hasattr(state, "players") else len(state.hands)

    # ----- deciding --------------------------------------------------------------------
    def choose(self, game: Any, view: Any, seat: int, rng: random.Random) -> Any:
        moves = list(game.candidate_moves(view))
        if len(moves) == 1:
            self.last_iterations = 0
            return moves[0]
        root = self.search(game, view, seat, rng)
        best = max(moves, key=lambda m: (root.children[m].visits, root.children[m].total)
                   if m in root.children else (-1, 0.0))
        return best

    def search(self, game: Any, view: Any, seat: int, rng: random.Random) -> _Node:
        config = self.config
        root = _Node()
        if self.root_prior is not None:
            moves = list(game.candidate_moves(view))
            weights = list(self.root_prior(game, view, moves, seat))
            total = sum(weights) or 1.0
            root.priors = {m: w / total for m, w in zip(moves, weights)}
        players = self.players(game, view)
        started = time.thread_time()
        done = 0
        for done in range(1, config.iterations + 1):
            state = game.determinize(view, seat, rng)
            self._iterate(game, state, root, players, rng)
            if done % config.check_every == 0 and time.thread_time() - started > config.max_seconds:
                break
        self.last_iterations = done
        return root

    def root_values(self, game: Any, view: Any, seat: int, rng: random.Random) -> dict[Any, tuple[int, float]]:
        """Each root move's (visits, mean reward) after a search: for tests and tuning."""
        root = self.search(game, view, seat, rng)
        return {m: (n.visits, n.total / n.visits if n.visits else 0.0) for m, n in root.children.items()}

    # ----- one iteration ---------------------------------------------------------------
    def _iterate(self, game: Any, state: Any, root: _Node, players: int, rng: random.Random) -> None:
        node = root
        path = [root]
        while True:
            mover = game.to_move(state)
            if mover is None:
                break
            moves = game.candidate_moves(state)
            untried = []
            for move in moves:
                child = node.children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.available += 1
            if untried:
                move, prior = self._expand_choice(game, state, node, moves, untried, mover, rng)
                child = _Node(mover=mover, available=1, prior=prior)
                node.children[move] = child
                state, _ = game.apply(state, move)
                path.append(child)
                break
            move, node = self._select(node, moves)
            state, _ = game.apply(state, move)
            path.append(node)
        rewards = self._finish(game, state, players, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += rewards[visited.mover]

    def _expand_choice(self, game: Any, state: Any, node: _Node, moves: Sequence[Any], untried: list[Any],
                       mover: int, rng: random.Random) -> tuple[Any, float]:
        """The untried move with the highest prior (ties at random) and that prior."""
        if self.prior is None and node.priors is None:
            return untried[rng.randrange(len(untried))], 0.0
        if self.prior is not None and (node.priors is None or any(m not in node.priors for m in untried)):
            weights = list(self.prior(game, state, moves, mover))
            total = sum(weights) or 1.0
            known = node.priors or {}
            node.priors = {**{m: w / total for m, w in zip(moves, weights)}, **known}
        priors = node.priors or {}
        best = max(priors.get(m, 0.0) for m in untried)
        top = [m for m in untried if priors.get(m, 0.0) >= best]
        return top[rng.randrange(len(top))], best

    def _select(self, node: _Node, moves: Sequence[Any]) -> tuple[Any, _Node]:
        c = self.config.exploration
        weight = self.config.prior_weight
        best_move = None
        best_child: _Node | None = None
        best_score = -math.inf
        for move in moves:
            child = node.children[move]
            score = (child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
                     + weight * child.prior / (child.visits + 1)) if child.visits else math.inf
            if score > best_score:
                best_move, best_child, best_score = move, child, score
        assert best_child is not None
        return best_move, best_child

    def _finish(self, game: Any, state: Any, players: int, rng: random.Random) -> list[float]:
        depth = self.config.playout_depth
        steps = 0
        while True:
            seat = game.to_move(state)
            if seat is None:
                return list(self.reward(game, state, players))
            if depth is not None and steps >= depth and self.evaluate is not None:
                return list(self.evaluate(game, state))
            state, _ = game.apply(state, self.playout(game, state, seat, rng))
            steps += 1


def win_chances(game: Any, state: Any, players: int, playout: Playout = random_playout,
                playouts: int = 64, rng: random.Random | None = None,
                evaluate: Evaluate | None = None, playout_depth: int | None = None) -> list[float]:
    """Every seat's estimated chance to win from a full state: the mean reward of `playouts`
    games finished with the playout policy (cut at `playout_depth` and scored by `evaluate`
    when both are given). A finished game gives its result."""
    rng = rng or random.Random(0)
    if game.to_move(state) is None:
        return result_rewards(game, state, players)
    totals = [0.0] * players
    player = SearchPlayer(SearchConfig(playout_depth=playout_depth), playout=playout, evaluate=evaluate)
    for _ in range(playouts):
        for seat, value in enumerate(player._finish(game, state, players, rng)):
            totals[seat] += value
    return [total / playouts for total in totals]


def view_chances(game: Any, state: Any, seat: int, players: int, playout: Playout = random_playout,
                 playouts: int = 64, rng: random.Random | None = None) -> list[float]:
    """`win_chances` from what `seat` sees: each playout starts from the hidden part of its
    view dealt afresh (`determinize`), so a move is judged by what its player could know, not
    by the order of a deck it could not see. A finished game gives its result."""
    rng = rng or random.Random(0)
    if game.to_move(state) is None:
        return result_rewards(game, state, players)
    view = game.view(state, seat)
    totals = [0.0] * players
    player = SearchPlayer(SearchConfig(), playout=playout)
    for _ in range(playouts):
        world = game.determinize(view, seat, rng)
        for each, value in enumerate(player._finish(game, world, players, rng)):
            totals[each] += value
    return [total / playouts for total in totals]
