"""The incremental engine (issue 15) against the full rescans it replaced (reference.py).

Positions from seeded random games at 2, 3 and 4 players (more than 10,000 of them): every
legal placement, in order, equals the reference's spots x rotations; every pawn's walks equal
the reference's; the incremental spot index equals one built from scratch (as a position read
from JSON gets); refusal reasons agree with the reference spots.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from gamebox.games.sifaka import board
from gamebox.games.sifaka.deck import ROTATIONS
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Discard, Place, Walk
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.spots import SpotIndex
from gamebox.games.sifaka.state import State

from . import reference

POSITIONS = 10_500


def positions(total: int) -> Iterator[State]:
    """Every position of seeded random games, players 2, 3, 4 in turn, until `total`."""
    seen = 0
    seed = 0
    while True:
        players = 2 + seed % 3
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(players), 5000 + seed)
        while GAME.to_move(state) is not None:
            yield state
            seen += 1
            if seen >= total:
                return
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
        seed += 1


def walk_key(route: Any) -> tuple[Any, ...]:
    return tuple(route)


def test_generators_agree_with_the_reference_on_many_positions() -> None:
    counted = {"place": 0, "move": 0, "positions": 0}
    for state in positions(POSITIONS):
        counted["positions"] += 1
        # every pawn's walks, in order (the mover's come from the per-position cache)
        for seat in range(state.players):
            fast = [walk_key(r) for r in board.pawn_routes(state, seat)]
            assert fast == reference.pawn_routes(state, seat), f"walks of seat {seat} differ"
        if state.phase == "move":
            counted["move"] += 1
            expected = [Walk(path[-1], turns) for path, turns, _f, _b in reference.pawn_routes(state, state.current)]
            assert GAME.candidate_moves(state) == expected
        if state.phase == "place":
            counted["place"] += 1
            spots = reference.legal_spots(state)
            expected_moves = [Place(x, y, r) for x, y in spots for r in ROTATIONS] or [Discard()]
            assert GAME.candidate_moves(state) == expected_moves
            assert list(GAME.legal_moves(state)) == expected_moves
            assert board.legal_spots(state) == spots
    assert counted["positions"] >= 10_000 and counted["place"] > 5_000 and counted["move"] > 100, counted


def test_the_incremental_index_equals_a_fresh_one() -> None:
    for n, state in enumerate(positions(3000)):
        if n % 3 or state.slots_left:
            continue
        blocked = list(state.table_counters) + [(x, y) for x, y, _f in state.pawns]
        fresh = SpotIndex.build(state.grid, blocked)
        kept = state.spots()
        assert kept.cols == fresh.cols
        assert {u: m for u, m in kept.bits.items() if m} == {u: m for u, m in fresh.bits.items() if m}
        loaded = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state))))
        assert GAME.candidate_moves(loaded) == GAME.candidate_moves(state)


def test_refusals_agree_with_the_reference_spots() -> None:
    rng = random.Random(3)
    for n, state in enumerate(positions(4000)):
        if state.phase != "place" or n % 4:
            continue
        spots = set(reference.legal_spots(state))
        xs = [x for x, _y in state.grid]
        ys = [y for _x, y in state.grid]
        for _ in range(12):
            x = rng.randint(min(xs) - 3, max(xs) + 2)
            y = rng.randint(min(ys) - 3, max(ys) + 2)
            problem = board.placement_problem(state, x, y)
            assert (problem is None) == ((x, y) in spots), (x, y, problem)
            try:
                GAME.apply(state, Place(x, y, 90))
            except ValueError as exc:
                assert (x, y) not in spots and str(exc) == problem
            else:
                assert (x, y) in spots


def test_clone_copies_every_field() -> None:
    import dataclasses

    state = next(s for s in positions(200) if s.phase == "move")
    board.pawn_routes(state, state.current)  # fills the per-position walk cache
    copy = state.clone()
    for field in dataclasses.fields(State):
        if field.name == "routes_cache":
            assert copy.routes_cache is None  # found again for the copy's own position
        else:
            assert getattr(copy, field.name) is getattr(state, field.name), field.name
