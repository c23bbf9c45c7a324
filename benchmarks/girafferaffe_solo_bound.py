"""Girafferaffe solo: how many deals can be won at all when the whole deal is known.

    nice -n 10 python benchmarks/girafferaffe_solo_bound.py --deck 20 --games 20 --nodes 20000
    python benchmarks/girafferaffe_solo_bound.py --deck 25 --games 20 --nodes 150000

Not a player: a depth-first search over the full position (the Robot Deck's order and the
Redraw Deck included), the human's candidate moves ordered by the balance of heuristic.py,
positions already searched remembered, up to a node budget per deal. With the deck known the
Robot's turn has no chance left in it (G13), so a solo deal is a one-player puzzle: a deal is
"won" when the search finds a line that beats the Robot, "lost" when it proves none exists and
"unknown" when the budget runs out first. The share of found wins is a floor under what a
player who could see the Robot Deck would win, and so a yardstick for the computer levels,
which see only their view (benchmarks/girafferaffe_ai.py).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Hashable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.levels import wilson
from gamebox.games.girafferaffe.heuristic import HeuristicPlayer, card_worths, robot_spread
from gamebox.games.girafferaffe.moves import Move, RobotChoice
from gamebox.games.girafferaffe.state import State
from gamebox.registry import get_info

INFO = get_info("girafferaffe")
GAME = INFO.load()
BALANCE = HeuristicPlayer()


class OutOfNodes(Exception):
    """The node budget ran out before the deal was decided."""


def _key(state: State) -> Hashable:
    """What decides the rest of a solo deal: the trees' tops (and the count trees' sizes are in
    their tops), the hands, apples, supply and both decks."""
    tops = tuple(stack[-1] if stack else None for stack in state.stacks)
    return (state.hands[0], tops, state.apples[0], state.supply, state.redraw, state.robot_hand,
            state.robot_deck, state.robot_apples, state.pending)


def ordered_moves(state: State) -> list[Move]:
    """The human's moves, the balance's favourite first (the Robot's colour: fewest left)."""
    moves = GAME.candidate_moves(state)
    if isinstance(moves[0], RobotChoice):
        return sorted(moves, key=lambda m: robot_spread(state, m))  # type: ignore[arg-type]
    worth = card_worths(state, state.hands[0])
    return sorted(moves, key=lambda m: -BALANCE.score(state, 0, m, worth))


class Solver:
    """Depth-first search for a winning line through a fully known solo deal."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.nodes = 0
        self.known: dict[Hashable, bool] = {}

    def winnable(self, state: State) -> bool:
        """True when some line of the human's moves beats the Robot; OutOfNodes past the budget."""
        if state.over:
            return bool(state.solo_won)
        key = _key(state)
        if key in self.known:
            return self.known[key]
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfNodes
        won = False
        for move in ordered_moves(state):
            after, _ = GAME.apply(state, move)
            if self.winnable(after):
                won = True
                break
        self.known[key] = won
        return won

    def winning_line(self, state: State) -> list[Move]:
        """After `winnable` returned True: the moves of the line it found."""
        line: list[Move] = []
        while not state.over:
            for move in ordered_moves(state):
                after, _ = GAME.apply(state, move)
                if (after.over and after.solo_won) or self.known.get(_key(after)) is True:
                    line.append(move)
                    state = after
                    break
            else:
                raise ValueError("no winning line was found from this position")
        return line


def solve_deal(deck: int, deal: int, budget: int) -> tuple[bool | None, int]:
    """(True won / False proved lost / None unknown, nodes searched) for one deal."""
    state = GAME.new_game(INFO.make_config(1, {"robot_deck": deck}), deal)
    solver = Solver(budget)
    try:
        return solver.winnable(state), solver.nodes
    except OutOfNodes:
        return None, solver.nodes


def measure(deck: int, games: int, first: int, budget: int) -> dict[str, Any]:
    outcomes = [solve_deal(deck, first + n, budget) for n in range(games)]
    won = sum(result is True for result, _ in outcomes)
    low, high = wilson(won, games)
    return {"game": "girafferaffe", "solo": True, "deck_known": True, "robot_deck": deck, "games": games,
            "first_deal": first, "node_budget": budget, "won": won,
            "proved_lost": sum(result is False for result, _ in outcomes),
            "unknown": sum(result is None for result, _ in outcomes),
            "won_share": round(won / games, 4), "ci95": [round(low, 4), round(high, 4)],
            "nodes_mean": round(sum(nodes for _, nodes in outcomes) / games)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", type=int, default=20)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=1, help="the first deal number")
    parser.add_argument("--nodes", type=int, default=20000, help="positions searched per deal at most")
    args = parser.parse_args(argv)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    print(json.dumps(measure(args.deck, args.games, args.first, args.nodes)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
