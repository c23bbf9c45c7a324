"""How well the Review's chances foretell the winner, for one game and player count.

Plays seeded games between normal computer players, estimates every seat's chance every
`every` moves with the game's review (one pass, as the Review's first), and prints:
- brier: mean over positions of the summed squared gap between each seat's chance and its
  share of the result (lower is better), beside the score of always guessing an even game;
- wobble: mean change of a seat's chance from one sampled position to the next, in points;
- big swings: how many of those changes exceed 30 points;
- calibration: the chances grouped by how sure they were, beside how often that came true
  (a seat read at 99% should lose about one time in a hundred).

    python benchmarks/review_calibration.py sifaka 3 --games 40
    python benchmarks/review_calibration.py girafferaffe 1 --deck 20 --games 60   (solo)
"""

from __future__ import annotations

import argparse
import random
import time

from gamebox.ai.base import make_player
from gamebox.registry import get_info
from gamebox.review import chances_function, compute, one_loser
from gamebox.selfplay import MAX_MOVES


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--every", type=int, default=3, help="moves between estimated positions")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--deck", type=int, help="solo Girafferaffe: the Robot Deck's size")
    args = parser.parse_args()
    info = get_info(args.game)
    game = info.load()
    config = info.make_config(args.players, {"robot_deck": args.deck} if args.deck else None)
    chances = chances_function(info)
    brier, even_brier, points, swings = 0.0, 0.0, 0, 0
    moves: list[float] = []
    groups: dict[str, list[tuple[float, bool]]] = {}  # how sure a chance read: (chance, came true)
    started = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        players = [make_player(info, "normal") for _ in range(args.players)]
        state = game.new_game(config, seed)
        positions = [(0, state)]
        rng = random.Random(seed)
        for count in range(1, MAX_MOVES):
            seat = game.to_move(state)
            if seat is None:
                break
            move = players[seat].choose(game, game.view(state, seat), seat, random.Random(rng.random()))
            state, _ = game.apply(state, move)
            positions.append((count, state))
        result = game.result(state)
        assert result is not None, f"seed {seed}: no end"
        review = compute(game, chances, positions[:-1:args.every], args.players, seed, seconds=0, passes=1)
        assert review is not None
        loser_game = one_loser(review)  # each winner's chance is to win outright, not a share
        share = [(1.0 if loser_game else 1 / len(result.winners)) if seat in result.winners else 0.0
                 for seat in range(args.players)]
        even = sum(share) / args.players
        for row in review.chances:
            brier += sum((chance - won) ** 2 for chance, won in zip(row, share))
            for chance, won in zip(row, share):
                sure = max(chance, 1 - chance)  # a seat read at 2% is a 98% call that it loses
                groups.setdefault(_group(sure), []).append((sure, (chance >= 0.5) == (won > 0)))
            even_brier += sum((even - won) ** 2 for won in share)
            points += 1
        for before, after in zip(review.chances, review.chances[1:]):
            step = sum(abs(a - b) for a, b in zip(before, after)) / args.players
            moves.append(step)
            swings += step > 0.3
    print(f"{info.name} {args.players}p, {args.games} games: brier {brier / points:.4f} "
          f"(an even guess {even_brier / points:.4f}), wobble {100 * sum(moves) / len(moves):.1f} points, "
          f"big swings {swings}, {time.perf_counter() - started:.0f} s")
    for name, calls in sorted(groups.items()):
        read = sum(sure for sure, _ok in calls) / len(calls)
        right = sum(ok for _sure, ok in calls) / len(calls)
        print(f"  read {name}: {len(calls)} chances, {100 * read:.1f}% on average, came true {100 * right:.1f}%")


def _group(sure: float) -> str:
    for low, name in ((0.985, "99%"), (0.95, "95-98%"), (0.8, "80-95%")):
        if sure >= low:
            return name
    return "50-80%"


if __name__ == "__main__":
    main()
