"""The computer levels: legal, deciding from the view, and sensible."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from gamebox.ai.base import RandomPlayer, make_player
from gamebox.games.sifaka.ai import (
    HARD,
    HARD_MANY,
    HARD_THREE,
    HardPlayer,
    NormalLays,
    greedy_move,
    review_chances,
)
from gamebox.games.sifaka.heuristic import EASY, MEAN, NORMAL, TRAPPED, HeuristicPlayer
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Place, Take, Walk
from gamebox.games.sifaka.rules import GAME

from .scenario_runner import build


def test_levels_resolve() -> None:
    assert INFO.ai_levels == ("random", "easy", "normal", "hard")
    assert make_player(INFO, "easy").style == EASY  # type: ignore[attr-defined]
    assert make_player(INFO, "normal").style == NORMAL  # type: ignore[attr-defined]
    assert isinstance(make_player(INFO, "hard"), HardPlayer)
    assert isinstance(make_player(INFO, "random"), RandomPlayer)


def test_it_walks_to_the_counter_and_takes_it() -> None:
    # a pawn facing east two steps from a yellow counter (the walk golden of S6)
    state = build({"players": 3, "current": 0, "phase": "move", "placed": [["T40", 2, -1, 270]],
                   "table_counters": [[3, -1, "y", 3]], "pawns": [[1, -1, "s"], [0, -1, "n"], [0, 0, "n"]],
                   "hands": ["", "T08", "T09"]})
    for level in ("easy", "normal", "hard"):
        player = make_player(INFO, level)
        move = player.choose(GAME, GAME.view(state, 0), 0, random.Random(1))
        assert isinstance(move, Walk)
        after, _ = GAME.apply(state, move)
        assert after.phase == "take", (level, move)
        assert player.choose(GAME, GAME.view(after, 0), 0, random.Random(1)) == Take()


def test_normal_beats_two_random_players() -> None:
    wins = 0.0
    for game_no in range(6):
        hero = game_no % 3
        rng = random.Random(game_no)
        state = GAME.new_game(INFO.make_config(3), 100 + game_no)
        players = {hero: HeuristicPlayer()}
        while (seat := GAME.to_move(state)) is not None:
            move = players.get(seat, RandomPlayer()).choose(GAME, GAME.view(state, seat), seat, rng)
            assert any(m == move for m in GAME.legal_moves(state))
            state, _ = GAME.apply(state, move)
        result = GAME.result(state)
        assert result is not None
        wins += (hero in result.winners) / len(result.winners)
    assert wins >= 5


def _mid_game(seed: int, players: int = 2, turn: int = 6) -> tuple[object, int]:
    state = GAME.new_game(INFO.make_config(players), seed)
    rng = random.Random(seed)
    while not (state.phase == "place" and not state.slots_left and state.turn > turn):
        moves = GAME.candidate_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    return state, state.current


def test_hard_picks_among_normals_best_placements_within_its_budget() -> None:
    state, seat = _mid_game(8)
    view = GAME.view(state, seat)
    hard = HardPlayer(replace(HARD, max_seconds=600.0))  # the world budget decides, not the clock
    move = hard.choose(GAME, view, seat, random.Random(3))
    moves = GAME.candidate_moves(view)
    scores = HeuristicPlayer().scores(view, seat, moves)
    best = sorted(range(len(moves)), key=lambda i: -scores[i])[:HARD.top]
    assert isinstance(move, Place) and move in [moves[i] for i in best]
    assert hard.last_worlds == HARD.worlds
    three, seat3 = _mid_game(8, players=3)
    assert HardPlayer().config_for(GAME.view(three, seat3)) == HARD_THREE
    four, seat4 = _mid_game(8, players=4)
    assert HardPlayer().config_for(GAME.view(four, seat4)) == HARD_MANY
    assert HardPlayer().config_for(view) == HARD


def test_hard_is_reproducible_and_legal_at_every_decision() -> None:
    for players in (2, 3):
        state = GAME.new_game(INFO.make_config(players), 30 + players)
        rng = random.Random(players)
        decisions = 0
        while (seat := GAME.to_move(state)) is not None and decisions < 40:
            view = GAME.view(state, seat)
            move = HardPlayer().choose(GAME, view, seat, random.Random(decisions))
            assert HardPlayer().choose(GAME, view, seat, random.Random(decisions)) == move
            assert move in GAME.candidate_moves(state)
            state, _ = GAME.apply(state, move)
            decisions += 1
            for _ in range(rng.randrange(3)):  # let random moves vary the positions
                if GAME.to_move(state) is None:
                    break
                moves = GAME.candidate_moves(state)
                state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])


def test_hard_stops_at_its_time_cap() -> None:
    state, seat = _mid_game(9, players=3)
    hard = HardPlayer(replace(HARD, worlds=10_000, max_seconds=0.05))
    hard.choose(GAME, GAME.view(state, seat), seat, random.Random(1))
    assert 1 <= hard.last_worlds < 10_000  # the cap stopped it (10,000 worlds take minutes)


def test_greedy_playout_policy_is_legal() -> None:
    state = GAME.new_game(INFO.make_config(3), 12)
    rng = random.Random(12)
    while (seat := GAME.to_move(state)) is not None:
        move = greedy_move(GAME, state, seat, rng)
        assert move in GAME.candidate_moves(state)
        state, _ = GAME.apply(state, move)


def test_normal_lays_playouts_lay_as_normal_and_walk_greedily() -> None:
    state = GAME.new_game(INFO.make_config(3), 14)
    lays = walks = 0
    policy = NormalLays()
    while (seat := GAME.to_move(state)) is not None and state.turn < 30:
        move = policy(GAME, state, seat, random.Random(state.turn))
        if state.phase == "place" and not state.slots_left:
            assert move == HeuristicPlayer().choose(GAME, state, seat, random.Random(state.turn))
            lays += 1
        elif state.phase == "move":
            assert move == greedy_move(GAME, state, seat, random.Random(state.turn))
            walks += 1
        state, _ = GAME.apply(state, move)
    assert lays >= 5 and walks >= 5


def test_hard_lays_as_normal_in_its_playouts_only_when_told(monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat = _mid_game(8, players=3)
    view = GAME.view(state, seat)
    calls = []
    original = NormalLays.__call__
    monkeypatch.setattr(NormalLays, "__call__", lambda self, *args: calls.append(1) or original(self, *args))
    moves = GAME.candidate_moves(view)[:2]
    HardPlayer(replace(HARD_MANY, worlds=1)).values(GAME, view, seat, moves, random.Random(1))
    assert not calls and not HARD_MANY.normal_lays and not HARD.normal_lays and HARD_THREE.normal_lays
    HardPlayer(replace(HARD_MANY, worlds=1, normal_lays=True)).values(GAME, view, seat, moves, random.Random(1))
    assert len(calls) >= 2 * 2 * 3  # two moves, two rounds of three turns each, a lay a turn at least


def test_review_chances_sum_to_one() -> None:
    state = GAME.new_game(INFO.make_config(3), 4)
    rng = random.Random(4)
    for _ in range(30):
        moves = GAME.candidate_moves(state)
        state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    chances = review_chances(GAME, state, 3, random.Random(1))
    assert len(chances) == 3 and abs(sum(chances) - 1) < 1e-6 and all(0 <= c <= 1 for c in chances)


def test_the_review_sees_the_last_turns_lays() -> None:
    """Deal 100, three normal players: with the pile empty, Blue leads Yellow 19 to 18, and
    Yellow wins by laying a card that opens a walk to a 4-point red counter. The cheap playouts
    lay at random, never found that card and gave Blue 99%; the last round is played out with
    normal's lays, which find it."""
    config = INFO.make_config(3)
    players = [make_player(INFO, "normal") for _ in range(3)]
    state = GAME.new_game(config, 100)
    rng = random.Random(100)
    for _ in range(76):
        seat = GAME.to_move(state)
        assert seat is not None
        state, _ = GAME.apply(state, players[seat].choose(GAME, GAME.view(state, seat), seat, random.Random(rng.random())))
    assert not state.pile and [sum(v for _c, v in owned) for owned in state.owned] == [12, 19, 18]
    chances = review_chances(GAME, state, 3, random.Random(1))
    assert chances[2] > chances[1], chances


def test_two_pawns_facing_each_other_without_arrows_are_seen_as_trapped() -> None:
    """Deal 384661534 at three players: two hard computers' pawns ended face to face on boxes
    without arrows and stood still for the forty turns left (no card may cover a pawn, so
    neither can ever turn). Where a pawn would end so, the look ahead counts it trapped."""
    moves = ["face n", "face n", "face s", "place -1,-4 r0", "place 2,-1 r180", "place -1,2 r180",
             "place -4,-1 r180", "place 0,2 r180", "move 0,-4", "place 0,3 r180", "take", "place -1,-2 r0",
             "place 1,3 r90", "place -1,4 r90", "place 0,-5 r270", "place 0,0 r0", "take", "place 0,1 r270",
             "place -1,-6 r90", "move -1,-6 turn@-1,-6", "place 1,-6 r90", "place 0,-2 r90"]
    state = GAME.new_game(INFO.make_config(3), 384661534)
    for text in moves:
        state, _ = GAME.apply(state, GAME.parse_move(state, text))
    assert state.pawns[1] == (0, 0, 2) and state.pawns[2] == (0, 1, 0)  # south and north: face to face
    judge = HeuristicPlayer()
    judge._start(state)
    counters = {cell: colour for cell, (colour, _v) in state.table_counters.items()}
    for seat in (1, 2):
        on_counter = MEAN[counters[state.pawns[seat][:2]]] if state.pawns[seat][:2] in counters else 0.0
        assert judge._best_walk(state.grid.get, counters, state.pawns, seat, 1) <= on_counter + TRAPPED + 1e-9
    assert judge._best_walk(state.grid.get, counters, state.pawns, 0, 1) >= 0, "the free pawn is not"


def test_hard_at_three_players_plays_the_look_aheads_best_and_searches_the_slot_cards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    three, seat = _mid_game(8, players=3)
    view = GAME.view(three, seat)
    # a second choice a hair (0.05 point) better than normal's: taken at three players only
    monkeypatch.setattr(HardPlayer, "values", lambda self, game, view, seat, moves, rng:
                        [0.0, 0.05] + [-1.0] * (len(moves) - 2))
    moves = GAME.candidate_moves(view)
    scores = HeuristicPlayer().scores(view, seat, moves, random.Random(1))
    ranked = [moves[i] for i in sorted(range(len(moves)), key=lambda i: -scores[i])]
    assert HardPlayer().choose(GAME, view, seat, random.Random(1)) == ranked[1]
    assert HardPlayer(HARD).choose(GAME, view, seat, random.Random(1)) == ranked[0]
    monkeypatch.undo()
    # the first four (slot) cards: searched at three and four players, left to normal at two
    for players, config, searched in ((3, HARD_THREE, True), (4, HARD_MANY, True), (2, HARD, False)):
        state = GAME.new_game(INFO.make_config(players), 5)
        while state.phase != "place":
            state, _ = GAME.apply(state, GAME.candidate_moves(state)[0])
        assert state.slots_left
        hard = HardPlayer(replace(config, worlds=2))
        hard.choose(GAME, GAME.view(state, state.current), state.current, random.Random(2))
        assert (hard.last_worlds > 0) == searched, players
