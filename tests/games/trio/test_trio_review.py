"""TRIO's Review judges each position as the players could: greedy games from the full position
were one game played 48 times (the policy has next to no chance in it), so the line sat at 0%
or 100% long before the end and flipped between them on a move that changed nothing."""

from __future__ import annotations

import random

from gamebox.games.trio.ai import PLAYERS
from gamebox.games.trio.levels import review_chances
from gamebox.registry import get_info


def test_the_chances_of_an_open_game_are_chances() -> None:
    info = get_info("trio")
    game = info.load()
    state = game.new_game(info.make_config(2), 11)
    rng = random.Random(11)
    players = [PLAYERS["normal"](), PLAYERS["easy"]()]  # deal 11, as a player met it
    seen: list[float] = []
    while (seat := game.to_move(state)) is not None:
        chances = review_chances(game, state, 2, random.Random(len(seen)))
        assert len(chances) == 2 and abs(sum(chances) - 1.0) < 1e-9
        seen.append(chances[0])
        move = players[seat].choose(game, game.view(state, seat), seat, rng)
        state, _events = game.apply(state, move)
    assert len(seen) > 12
    open_part = seen[:-4]  # the last moves may well decide it
    assert not any(c < 0.05 or c > 0.95 for c in open_part), [round(c, 2) for c in seen]
