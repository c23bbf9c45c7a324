"""TRIO's computer players: the heuristic builds, breaks near-TRIOs (T4) and bargains (T5)."""

from __future__ import annotations

import random
from typing import Any

from gamebox.ai.base import RandomPlayer, make_player
from gamebox.games.trio.ai import PLAYERS, HeuristicPlayer
from gamebox.games.trio.cards import parse_card
from gamebox.games.trio.info import INFO
from gamebox.games.trio.moves import Bargain, Play
from gamebox.games.trio.rules import GAME
from tests.games.trio.trio_positions import build

HAND_1 = ["yellow-sun", "yellow-moon", "green-leaf", "blue-drop", "red-drop"]


def choose(state: Any, seat: int = 0) -> Any:
    return HeuristicPlayer().choose(GAME, GAME.view(state, seat), seat, random.Random(1))


def test_levels_are_declared() -> None:
    assert INFO.ai_levels == ("random", "easy", "normal", "hard") and INFO.default_ai == "normal"
    assert isinstance(make_player(INFO, "normal"), HeuristicPlayer)
    assert isinstance(make_player(INFO, "random"), RandomPlayer)
    assert set(PLAYERS) == {"easy", "normal", "hard"}


def test_completes_a_trio_when_it_can() -> None:
    state = build({"hands": [["red-star", "blue-leaf", "green-moon", "yellow-drop", "blue-moon"], HAND_1],
                   "columns": [[["red-sun", "red-moon"], [], [], [], []], [[], [], [], [], []]]})
    assert choose(state) == Play(parse_card("red-star"), 0)


def test_t4_prefers_the_trio_that_breaks_a_near_trio() -> None:
    # two TRIOs are open; only the one in column 2 takes the opponent's star from a near-TRIO
    state = build({"hands": [["red-star", "blue-leaf", "yellow-moon", "yellow-drop", "green-drop"], HAND_1],
                   "columns": [[["red-sun", "red-moon"], ["green-leaf", "green-sun"], [], [], []],
                               [["blue-leaf"], ["yellow-star", "blue-star"], [], [], []]]})
    assert choose(state) == Play(parse_card("green-drop"), 1)


def test_builds_towards_a_match_and_does_not_spoil_one() -> None:
    # red-sun on top of column 1 is a near-TRIO the hand can complete with red-star: keep it
    state = build({"hands": [["red-star", "blue-moon", "blue-drop", "yellow-drop", "green-drop"], HAND_1],
                   "columns": [[["red-leaf", "red-sun"], ["blue-leaf"], [], [], []], [[], [], [], [], []]]})
    move = choose(state)
    assert move == Play(parse_card("red-star"), 0)


def test_bargains_when_the_opponent_holds_one_card_and_a_near_trio() -> None:
    # the pile is empty; the opponent keeps one card beside a near-TRIO of suns: taking it
    # is the good moment for the bargaining card (T5)
    state = build({"starter": 0, "turn": 0, "rest": "discard", "trios": [1, 1],
                   "hands": [["blue-leaf", "green-moon"], ["yellow-sun"]],
                   "columns": [[["red-star"], [], [], [], []], [[], [], ["green-sun", "blue-sun"], [], []]]})
    assert isinstance(choose(state), Bargain)


def test_heuristic_beats_random_over_seeded_games() -> None:
    wins = 0
    for seed in range(30):
        seat = seed % 2
        players: dict[int, Any] = {seat: HeuristicPlayer(), 1 - seat: RandomPlayer()}
        state = GAME.new_game(INFO.make_config(2), seed)
        rng = random.Random(seed)
        while (turn := GAME.to_move(state)) is not None:
            state, _ = GAME.apply(state, players[turn].choose(GAME, GAME.view(state, turn), turn, rng))
        result = GAME.result(state)
        assert result is not None
        wins += result.winners == (seat,)
    assert wins >= 25
