"""The "normal" computer player: a one-move heuristic that saves cards and apples
(and, solo, a short Monte Carlo look-ahead against the rule-driven Robot).

Each card has a worth: high cards and Copy cards are worth more (they still beat the tops
later), cards no Single tree can take any more are worth less. A play costs the worth of its
cards and earns its reward (apples, a Redraw card); spending an apple costs more early in the
game than late. The player takes the best balance, so it keeps plays in reserve, sheds dead
low cards on the count trees, takes rewards and keeps its apples for when it needs them.

Solo, the Robot's play is fixed by the rules and its hand is face up, so the player looks
ahead: the best few moves by that balance, plus a few bold ones (the highest Single card,
the biggest count-tree plays, an apple), are each played out to the end on a few Robot Decks
sampled from what the view leaves unknown, and the move that wins most often is kept.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.games.girafferaffe.cards import COPY, colour_of, rank_of
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.plays import top_rank
from gamebox.games.girafferaffe.state import State

APPLE_WORTH = 1.15
CARD_WORTH = 0.8


class HeuristicPlayer:
    """Sees only its view; picks the move with the best reward-minus-cost balance."""

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        moves = game.candidate_moves(view)
        if not moves:
            raise RuntimeError("Girafferaffe: no move for the heuristic player")
        if isinstance(moves[0], RobotChoice):
            return min(moves, key=lambda m: robot_spread(view, m))  # type: ignore[arg-type]
        worth = card_worths(view, view.hands[seat])
        sample = game.determinize(view, seat, rng) if view.solo else None
        scored: list[tuple[float, int, Move]] = []
        for n, move in enumerate(moves):
            score = self.score(view, seat, move, worth) + rng.random() * 1e-6
            if sample is not None:
                score += self.robot_pressure(game, sample, move)
            scored.append((score, n, move))
        scored.sort(key=lambda item: (-item[0], item[1]))
        if sample is None or len(scored) == 1:
            return scored[0][2]
        chosen = [m for _, _, m in scored[:ROLLOUT_MOVES]]
        chosen += [m for m in _bold_moves(moves) if m not in chosen]
        return self.rollouts(game, view, seat, chosen, rng)

    def rollouts(self, game: Any, view: State, seat: int, moves: list[Move], rng: random.Random) -> Move:
        """Solo: play each of the best few moves to the end on sampled Robot Decks (the
        hidden part drawn again from the view each time) with the quick policy; keep the
        move that wins most often (ties: the better heuristic score, listed first)."""
        samples = [game.determinize(view, seat, rng) for _ in range(ROLLOUT_SAMPLES)]
        best, best_wins = moves[0], -1
        for move in moves:
            wins = 0
            for sample in samples:
                state, _ = game.apply(sample, move)
                while (who := game.to_move(state)) is not None:
                    state, _ = game.apply(state, quick_move(self, game, state, who))
                wins += bool(state.solo_won)
            if wins > best_wins:
                best, best_wins = move, wins
        return best

    def score(self, view: State, seat: int, move: Move, worth: dict[int, float]) -> float:
        hand = view.hands[seat]
        if isinstance(move, SpendApple):
            early = len(hand) / 15.0
            return -(APPLE_WORTH + 0.6 * early)
        assert isinstance(move, PlayCards)
        index = view.tree_index(move.tree)
        tree = view.trees[index]
        cost = sum(worth.get(c, CARD_WORTH) for c in move.cards)
        gain = min(tree.apples, view.supply) * APPLE_WORTH
        if tree.redraw and view.redraw:
            gain += 0.75
        if tree.ranked:
            top = top_rank(view.top(index))
            # leave room above the top: jumping far burns high cards we may need
            cost += 0.03 * max(0, rank_of(move.cards[0]) - top - 1)
        else:
            # a big play on a count tree makes it hard for everyone; slightly good for us
            gain += 0.05 * len(move.cards)
        return gain - cost


    def robot_pressure(self, game: Any, sample: State, move: Move) -> float:
        """Solo: look one Robot turn ahead on a sampled deck; fewer Robot cards and apples
        left (it had to draw or play big) is better for us."""
        after, _ = game.apply(sample, move)
        if after.over:
            return 100.0 if after.solo_won else -100.0
        before = len(sample.robot_deck) + len(sample.robot_hand)
        left = len(after.robot_deck) + len(after.robot_hand) + ROBOT_APPLE * after.robot_apples
        return ROBOT_WEIGHT * (before - left)


def _bold_moves(moves: list[Move]) -> list[Move]:
    """Moves the balance rates low but that can starve the Robot (it must then draw and
    burn its deck): the highest Single card, the biggest count-tree plays, an apple."""
    bold: list[Move] = []
    plays = [m for m in moves if isinstance(m, PlayCards)]
    singles = [m for m in plays if m.tree.startswith("single")]
    if singles:
        bold.append(max(singles, key=lambda m: rank_of(m.cards[0])))
    for tree in ("straight", "flush", "any"):
        on_tree = [m for m in plays if m.tree == tree]
        if on_tree:
            bold.append(max(on_tree, key=lambda m: len(m.cards)))
    bold.extend(m for m in moves if isinstance(m, SpendApple))
    return bold


def quick_move(player: HeuristicPlayer, game: Any, state: State, seat: int) -> Move:
    """The rollout policy: the one-move heuristic alone (no look-ahead)."""
    moves = game.candidate_moves(state)
    if isinstance(moves[0], RobotChoice):
        return min(moves, key=lambda m: robot_spread(state, m))  # type: ignore[arg-type]
    worth = card_worths(state, state.hands[seat])
    return max(moves, key=lambda m: player.score(state, seat, m, worth))


ROLLOUT_MOVES = 6
ROLLOUT_SAMPLES = 8
ROBOT_WEIGHT = 0.5
ROBOT_APPLE = 1.5


def card_worths(view: State, hand: tuple[int, ...]) -> dict[int, float]:
    """Worth of each card in hand: rank and whether a Single tree can still take it."""
    worth: dict[int, float] = {}
    single_tops = [
        (tree.colours, top_rank(view.top(i))) for i, tree in enumerate(view.trees) if tree.kind == "single"
    ]
    same_rank: dict[int, int] = {}
    for c in hand:
        if c != COPY:
            same_rank[rank_of(c)] = same_rank.get(rank_of(c), 0) + 1
    for c in hand:
        if c == COPY:
            worth[c] = 1.5
            continue
        r = rank_of(c)
        live = any(colour_of(c) in colours and r > top for colours, top in single_tops)
        base = 0.35 + 0.65 * r / 15 if live else 0.25 + 0.35 * r / 15
        if same_rank[r] >= 2:
            base += 0.1  # part of a set: worth keeping together
        worth[c] = base
    return worth


def robot_spread(view: State, move: RobotChoice) -> int:
    """For the Robot's colour choice: leave it the fewest cards of any one colour."""
    rest = list(view.robot_hand)
    for c in move.cards:
        if c in rest:
            rest.remove(c)
    counts = [0, 0, 0, 0]
    for c in rest:
        if c != COPY:
            counts[colour_of(c)] += 1
    return max(counts)
