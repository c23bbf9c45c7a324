"""The shared searching player (gamebox/ai/search.py) over the contract."""

from __future__ import annotations

import random

from gamebox.ai.search import SearchConfig, SearchPlayer, random_playout, win_chances
from gamebox.registry import get_info


def _trio() -> tuple[object, object]:
    info = get_info("trio")
    return info.load(), info.make_config(2)


def test_the_same_view_and_generator_give_the_same_decision() -> None:
    game, config = _trio()
    state = game.new_game(config, 4)
    seat = game.to_move(state)
    view = game.view(state, seat)
    other = game.determinize(view, seat, random.Random(99))  # another state with the same view
    player = SearchPlayer(SearchConfig(iterations=60))
    first = player.choose(game, view, seat, random.Random(5))
    assert player.last_iterations == 60
    assert player.choose(game, game.view(other, seat), seat, random.Random(5)) == first


def test_the_search_finds_the_winning_move() -> None:
    """Both hold two TRIO cards; the second player holds the card that completes a column and
    wins at once. Anything else lets the starter complete the facing column next, which also
    breaks the second player's column (T4)."""
    from gamebox.games.trio.cards import parse_card
    from gamebox.games.trio.moves import Play
    from tests.games.trio.trio_positions import build

    game, _ = _trio()
    state = build({"starter": 0, "turn": 1, "trios": [2, 2],
                   "hands": [["red-moon", "red-star", "blue-sun", "blue-leaf", "green-drop"],
                             ["yellow-sun", "green-moon", "blue-star", "red-leaf", "green-leaf"]],
                   "columns": [[[], ["red-sun", "red-drop"], [], [], []],
                               [[], ["yellow-moon", "yellow-star"], [], [], []]]})
    view = game.view(state, 1)
    win = Play(parse_card("yellow-sun"), 1)
    assert SearchPlayer(SearchConfig(iterations=300)).choose(game, view, 1, random.Random(3)) == win
    values = SearchPlayer(SearchConfig(iterations=300)).root_values(game, view, 1, random.Random(3))
    visits = sorted(n for n, _ in values.values())
    assert values[win] == (visits[-1], 1.0) and visits[-1] > 2 * visits[-2]


def test_win_chances_share_one_and_a_finished_game_gives_its_result() -> None:
    game, config = _trio()
    state = game.new_game(config, 8)
    chances = win_chances(game, state, 2, playouts=16, rng=random.Random(1))
    assert abs(sum(chances) - 1.0) < 1e-9 and all(0.0 <= c <= 1.0 for c in chances)
    rng = random.Random(2)
    while game.to_move(state) is not None:
        state, _ = game.apply(state, random_playout(game, state, game.to_move(state), rng))
    final = win_chances(game, state, 2)
    winners = game.result(state).winners
    assert final == ([1.0 if s in winners else 0.0 for s in range(2)] if winners else [0.5, 0.5])


def test_the_sampled_search_keeps_the_favourite_unless_clearly_beaten() -> None:
    from gamebox.ai.search import SampleConfig, SampledSearchPlayer

    game, config = _trio()
    state = game.new_game(config, 6)
    seat = game.to_move(state)
    view = game.view(state, seat)
    moves = list(game.candidate_moves(view))
    # a prior that loves the last move: with an impossible margin it is always the choice
    def prior(g: object, v: object, ms: list, s: int) -> list[float]:
        return [1.0 if m == moves[-1] else 0.1 for m in ms]

    stubborn = SampledSearchPlayer(SampleConfig(worlds=6, shortlist=4, margin=2.0), prior=prior)
    assert stubborn.choose(game, view, seat, random.Random(1)) == moves[-1]
    assert stubborn.last_worlds == 6
    # with no margin it takes the best mean reward over the same worlds
    open_minded = SampledSearchPlayer(SampleConfig(worlds=6, shortlist=4, margin=-1.0), prior=prior)
    values = dict(open_minded.values(game, view, seat, random.Random(1)))
    assert open_minded.choose(game, view, seat, random.Random(1)) == max(values, key=lambda m: values[m])
    assert len(values) == 4 and moves[-1] in values
