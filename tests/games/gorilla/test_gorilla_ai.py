"""Gorilla's computer levels (issue 17): hard searches from its view through the shared search
player, nobody settles a tap race by choice, the review estimate, easy's carelessness.
(Strength is measured by benchmarks/levels.py, not here.)"""

from __future__ import annotations

import json
import random
from collections import Counter

from gamebox.ai.search import SearchPlayer
from gamebox.games.gorilla.ai import HARD, PLAYERS, HardPlayer, review_chances
from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.heuristic import HeuristicPlayer
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import Play, Tap
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.simulate import SIM
from gamebox.games.gorilla.state import State
from gamebox.selfplay import selfplay


def _position(hands: list[list[str]], pile: list[str], to_move: int, **extra: object) -> State:
    placed = {name for hand in hands for name in hand} | set(pile)
    data = {"players": len(hands), "hands": hands, "pile": pile, "stack": [n for n in NAMES if n not in placed],
            "to_move": to_move, "phase": "play", "direction": 1, "pending": None, "forgot": None,
            "winner": None, "seed": 3, "rebuilds": 0, **extra}
    return GAME.state_from_json(json.loads(json.dumps(data)))


def test_hard_is_the_shared_search_player_within_its_budget() -> None:
    player = PLAYERS["hard"]()
    assert isinstance(player, HardPlayer) and isinstance(player.search, SearchPlayer)
    assert player.search.config == HARD and HARD.iterations <= 1000 and HARD.max_seconds <= 3.0
    state = GAME.new_game(INFO.make_config(4, {"seat_levels": "hard,normal,normal,normal"}), 11)
    rng = random.Random(1)
    searched = 0
    while GAME.to_move(state) is not None and searched < 3:
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        move = player.choose(GAME, view, seat, random.Random(rng.random()))
        assert move in GAME.legal_moves(state)
        if len(GAME.candidate_moves(view)) > 1:
            searched += 1
            assert 0 < player.search.last_iterations <= HARD.iterations
        state, _ = GAME.apply(state, move)
    assert searched == 3


def test_the_search_imagines_races_as_chance_not_choice() -> None:
    """In the imagined games (every seat a computer, a human counted as normal) the race after a
    Gorilla happens inside the play: the searcher never gets to pick who draws 3."""
    hands = [["blue-lion", "green-hippo", "yellow-zebra"], ["red-gorilla", "blue-tiger", "green-crocodile"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]
    state = _position(hands, ["red-tiger"], 1, seat_levels=["human", "hard", "normal", "normal"])
    view = GAME.view(state, 1)
    sampled = SIM.determinize(view, 1, random.Random(2))
    assert sampled.levels == ("normal", "hard", "normal", "normal") and sampled.auto_race
    after, _ = SIM.apply(sampled, Play(CARD_BY_NAME["red-gorilla"]))
    assert after.phase == 1 and after.races == 1  # OPEN: the race is already run


def test_a_race_left_to_a_computer_is_drawn_never_chosen() -> None:
    hands = [["blue-lion", "green-hippo", "yellow-zebra"], ["blue-tiger", "green-crocodile"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]
    state = _position(hands, ["red-tiger", "red-gorilla"], 1, phase="tap",
                      seat_levels=["easy", "normal", "hard", "hard"])
    losers: Counter[int] = Counter()
    for level in ("easy", "normal", "hard"):
        player = PLAYERS[level]()
        for k in range(100):
            move = player.choose(GAME, GAME.view(state, 1), 1, random.Random(k))
            assert isinstance(move, Tap) and sorted(move.order) == [0, 2, 3]
            losers[move.order[-1]] += 1
    assert losers[0] > 250  # the easy seat is the slowest: the Gorilla's player does not pick


def test_review_chances_estimate_each_seat() -> None:
    state = GAME.new_game(INFO.make_config(4), 4)
    chances = review_chances(GAME, state, 4, random.Random(0))
    assert len(chances) == 4 and abs(sum(chances) - 1.0) < 1e-6 and all(0 <= c <= 1 for c in chances)
    hands = [["blue-lion"], ["red-gorilla", "blue-tiger", "green-crocodile", "red-lion", "red-hippo"],
             ["yellow-giraffe", "yellow-lion", "blue-parrot", "red-parrot", "green-giraffe"],
             ["green-lion", "blue-zebra", "yellow-hippo", "yellow-parrot", "green-parrot"]]
    close = _position(hands, ["blue-hippo"], 0)
    assert max(range(4), key=review_chances(GAME, close, 4, random.Random(0)).__getitem__) == 0
    won, _ = GAME.apply(close, Play(CARD_BY_NAME["blue-lion"]))
    assert review_chances(GAME, won, 4, random.Random(0)) == [1.0, 0.0, 0.0, 0.0]


def test_easy_is_careless_normal_is_not() -> None:
    hands = [["red-zebra", "blue-tiger", "red-panther", "red-monkey", "green-hippo"],
             ["blue-lion", "green-crocodile"], ["yellow-giraffe", "yellow-lion"], ["green-lion", "blue-zebra"]]
    state = _position(hands, ["red-tiger"], 0)
    view = GAME.view(state, 0)
    easy = Counter(HeuristicPlayer("easy").choose(GAME, view, 0, random.Random(k)) for k in range(200))
    normal = Counter(HeuristicPlayer("normal").choose(GAME, view, 0, random.Random(k)) for k in range(200))
    first = Play(CARD_BY_NAME["red-zebra"])
    assert easy[first] > 70 and normal[first] < easy[first]


def test_normal_keeps_panthers_and_gorillas_while_nobody_is_close() -> None:
    # Fired from the first turn they only grow every hand (five normal players played games
    # of ~1,000 moves); held for a player about to win, or for our own last cards.
    mine = ["red-zebra", "red-gorilla", "blue-hippo", "green-hippo", "yellow-hippo", "blue-panther"]
    calm = [mine, ["blue-lion", "green-crocodile", "yellow-tiger", "green-tiger", "blue-monkey"],
            ["yellow-giraffe", "yellow-lion", "green-zebra", "blue-parrot", "green-parrot"]]
    pressing = [mine, ["blue-lion", "green-crocodile"], calm[2]]
    normal = HeuristicPlayer("normal")
    chosen = {}
    for name, hands in (("calm", calm), ("pressing", pressing)):
        view = GAME.view(_position(hands, ["red-tiger"], 0), 0)
        chosen[name] = Counter(normal.choose(GAME, view, 0, random.Random(k)) for k in range(50))
    assert chosen["calm"] == Counter({Play(CARD_BY_NAME["red-zebra"]): 50})
    assert chosen["pressing"] == Counter({Play(CARD_BY_NAME["red-gorilla"]): 50})
    panther = CARD_BY_NAME["blue-panther"]
    liking = {name: normal.score(GAME.view(_position(hands, ["blue-tiger"], 0), 0), 0, panther)
              for name, hands in (("calm", calm), ("pressing", pressing))}
    assert liking["pressing"] - liking["calm"] >= 8


def test_five_normal_players_finish_in_a_few_hundred_moves() -> None:
    summary = selfplay(INFO, INFO.make_config(5), 10, 0, ["normal"] * 5)
    assert summary.errors == [] and summary.games == 10
    assert summary.moves < 3000  # about 1,150 (it was 12,600 when every Panther flew at once)
