"""The computer players: legal choices from views only, and the heuristic plays well."""

from __future__ import annotations

import random

from gamebox.ai.base import make_player
from gamebox.games.girafferaffe.info import INFO
from gamebox.games.girafferaffe.rules import GAME


def play(players: int, seed: int, levels: list[str], options: dict[str, object] | None = None) -> object:
    rng = random.Random(seed)
    state = GAME.new_game(INFO.make_config(players, options or {}), seed)
    ais = [make_player(INFO, level) for level in levels]
    while (seat := GAME.to_move(state)) is not None:
        move = ais[seat].choose(GAME, GAME.view(state, seat), seat, rng)
        assert GAME.refusal(state, move) is None
        state, _ = GAME.apply(state, move)
    return GAME.result(state)


def test_the_heuristic_rarely_loses_to_two_random_players() -> None:
    lost = 0
    for seed in range(30):
        levels = ["random"] * 3
        levels[seed % 3] = "normal"
        lost += (seed % 3) not in play(3, seed, levels).winners  # type: ignore[attr-defined]
    assert lost <= 3  # chance alone would be about 10 of 30


def test_the_heuristic_beats_the_level_15_robot_more_often_than_not_G13() -> None:
    wins = sum(bool(play(1, seed, ["normal"]).details["solo_won"]) for seed in range(12))  # type: ignore[attr-defined]
    assert wins >= 7


def test_heuristic_plays_the_variant_and_five_players() -> None:
    result = play(5, 1, ["normal"] * 5, {"rotten_apples": True})
    assert max(result.details["rotten"]) == 2  # type: ignore[attr-defined]


def test_every_level_is_listed_and_makes_legal_choices_from_its_view() -> None:
    assert INFO.ai_levels == ("random", "easy", "normal", "hard")
    for players in (1, 2, 3):
        state = GAME.new_game(INFO.make_config(players), 4)
        rng = random.Random(1)
        for _ in range(3):
            seat = GAME.to_move(state)
            if seat is None:
                break
            for level in INFO.ai_levels:
                move = make_player(INFO, level).choose(GAME, GAME.view(state, seat), seat, random.Random(2))
                assert GAME.refusal(state, move) is None, (level, move)
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])


def test_easy_passes_with_an_apple_whenever_it_has_one() -> None:
    from gamebox.games.girafferaffe.moves import SpendApple
    from tests.games.girafferaffe.golden_runner import build

    state = build({"players": 2, "apples": [1, 0], "hands": [["R3", "R4", "G9"], ["B2"]]})
    move = make_player(INFO, "easy").choose(GAME, GAME.view(state, 0), 0, random.Random(1))
    assert move == SpendApple()
    normal = make_player(INFO, "normal").choose(GAME, GAME.view(state, 0), 0, random.Random(1))
    assert normal != SpendApple()  # the thrifty player keeps its apple while a card is cheap


def test_a_lost_solo_playout_scores_the_robot_cards_it_burnt() -> None:
    from gamebox.games.girafferaffe.ai import SOLO_BURN, solo_reward
    from gamebox.games.girafferaffe.state import evolve

    state = GAME.new_game(INFO.make_config(1, {"robot_deck": 15}), 3)
    lost_early = evolve(state, over=True, solo_won=False)
    lost_late = evolve(state, over=True, solo_won=False, robot_deck=state.robot_deck[:2])
    won = evolve(state, over=True, solo_won=True)
    assert solo_reward(GAME, won, 1) == [1.0]
    assert solo_reward(GAME, lost_early, 1)[0] < solo_reward(GAME, lost_late, 1)[0] <= SOLO_BURN < 1.0


def test_review_chances_give_one_value_a_seat() -> None:
    from gamebox.games.girafferaffe.ai import review_chances

    for players in (1, 3):
        state = GAME.new_game(INFO.make_config(players), 6)
        chances = review_chances(GAME, state, players, random.Random(1))
        assert len(chances) == players and all(0.0 <= c <= 1.0 for c in chances)


def test_the_review_weighs_more_than_one_way_of_playing_on() -> None:
    """From the first deal, nobody's chance is certain: the review's playouts vary the moves
    (the cheaper a move the likelier), so a deal does not read 100% to 0% from its first card
    just because one fixed way of playing it on happens to end that way."""
    from gamebox.games.girafferaffe.ai import review_chances

    for seed in range(1, 7):
        state = GAME.new_game(INFO.make_config(2), seed)
        chances = review_chances(GAME, state, 2, random.Random(seed))
        assert 0.1 < chances[0] < 0.9, (seed, chances)
        assert abs(sum(chances) - 1.0) < 1e-9


def test_the_solo_review_knows_only_what_the_player_sees() -> None:
    """The solo review judges a position as the player could: two deals that differ only in the
    order of the Robot's unseen cards read the same, so a play is not marked a blunder for the
    draws that followed it."""
    from gamebox.games.girafferaffe.ai import review_chances

    state = GAME.new_game(INFO.make_config(1, {"robot_deck": 15}), 3)
    other = GAME.determinize(GAME.view(state, 0), 0, random.Random(9))
    assert other.robot_deck != state.robot_deck and GAME.view(other, 0) == GAME.view(state, 0)
    chances = review_chances(GAME, state, 1, random.Random(1))
    assert chances == review_chances(GAME, other, 1, random.Random(1))
    assert 0.0 < chances[0] < 1.0
