"""A pawn facing the edge of the table where no single card can go in front of it (the boxes
beside it hold counters or pawns) walks again only after cards are laid towards that box. The
levels once valued such a pawn as they value one with a short walk, so Hint (the hard level)
laid its cards far away turn after turn while the player's pawn stood still for good."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from gamebox.games.sifaka import board
from gamebox.games.sifaka.ai import HARD_THREE, HardPlayer
from gamebox.games.sifaka.heuristic import STRANDING, HeuristicPlayer
from gamebox.games.sifaka.moves import Place
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import Cell, State

from .scenario_runner import build

FRONT = (-3, 0)  # the box west of our pawn, off the table


def _stranded(hand: str) -> State:
    """Our pawn on the west edge of the huts facing west; the boxes north and south of it hold
    counters, so a card can go west of it only once two more have been laid."""
    return build({"players": 3, "current": 0, "phase": "place", "hands": [hand, "T09", "T10"],
                  "pawns": [[-2, 0, "w"], [0, -2, "s"], [1, 1, "n"]],
                  "placed": [["T01", -2, -2, 90], ["T06", -2, 1, 90]],
                  "table_counters": [[-2, -1, "g", 1], [-2, 1, "g", 2]]})


def _coverable(table: set[Cell], blocked: set[Cell], cell: Cell) -> bool:
    """Whether a card may cover `cell` (S5) on a table of these boxes."""
    return any(not any(c in blocked for c in spot) and any(c in table for c in spot)
               for spot in (board.footprint(x, y) for x in (cell[0] - 1, cell[0]) for y in (cell[1] - 1, cell[1])))


def _one_card_from_free(state: State) -> bool:
    """Whether some card laid now lets the next one go in front of our pawn."""
    blocked = {(x, y) for x, y, _f in state.pawns} | set(state.table_counters)
    return any(_coverable(set(state.grid) | set(board.footprint(*spot)), blocked, FRONT)
               for spot in state.spots().spots())


def test_the_position_needs_two_cards_before_the_pawn_walks() -> None:
    state = _stranded("T08")
    blocked = {(x, y) for x, y, _f in state.pawns} | set(state.table_counters)
    assert board.pawn_routes(state, 0)[0].path == ((-2, 0),)
    assert not _coverable(set(state.grid), blocked, FRONT)
    assert not _one_card_from_free(state)


@pytest.mark.parametrize("hand", ["T08", "T36", "T43"])
def test_hint_lays_its_card_towards_freeing_its_stuck_pawn(hand: str) -> None:
    state = _stranded(hand)
    view = GAME.view(state, 0)
    hard = HardPlayer(replace(HARD_THREE, max_seconds=600.0))  # the worlds decide, not the clock
    for player in (HeuristicPlayer(STRANDING), hard):  # hard's shortlist, and hard
        for seed in range(3):
            move = player.choose(GAME, view, 0, random.Random(seed))
            assert isinstance(move, Place)
            after, _ = GAME.apply(state, move)
            assert _one_card_from_free(after), (type(player).__name__, seed, move)
