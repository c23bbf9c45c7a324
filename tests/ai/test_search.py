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


def test_the_search_beats_random_play() -> None:
    game, config = _trio()
    search = SearchPlayer(SearchConfig(iterations=80))
    wins = 0
    for n in range(6):
        state = game.new_game(config, 200 + n)
        rng = random.Random(n)
        me = n % 2
        while (seat := game.to_move(state)) is not None:
            view = game.view(state, seat)
            chooser = search.choose if seat == me else (lambda g, v, s, r: random_playout(g, v, s, r))
            state, _ = game.apply(state, chooser(game, view, seat, rng))
        wins += me in game.result(state).winners
    assert wins >= 5


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
    prior = lambda g, v, ms, s: [1.0 if m == moves[-1] else 0.1 for m in ms]  # noqa: E731
    stubborn = SampledSearchPlayer(SampleConfig(worlds=6, shortlist=4, margin=2.0), prior=prior)
    assert stubborn.choose(game, view, seat, random.Random(1)) == moves[-1]
    assert stubborn.last_worlds == 6
    # with no margin it takes the best mean reward over the same worlds
    open_minded = SampledSearchPlayer(SampleConfig(worlds=6, shortlist=4, margin=-1.0), prior=prior)
    values = dict(open_minded.values(game, view, seat, random.Random(1)))
    assert open_minded.choose(game, view, seat, random.Random(1)) == max(values, key=lambda m: values[m])
    assert len(values) == 4 and moves[-1] in values
