"""Normal's placement scores skip every card that covers no box an evaluation looked at
(`HeuristicPlayer._looked_at`). The skip must change no score: here each score is checked
against the plain evaluation of every placement near a pawn, on positions of seeded games at
2, 3 and 4 players, for every style."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from gamebox.games.sifaka.deck import card_boxes
from gamebox.games.sifaka.heuristic import (
    EASY,
    NORMAL,
    OWN_REACH,
    QUICK,
    RIVAL_REACH,
    HeuristicPlayer,
    Style,
    overlay,
)
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Move, Place
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import State


def plain_scores(player: HeuristicPlayer, state: State, seat: int, moves: list[Move]) -> list[float]:
    """The scores as first written: every placement within reach of a pawn evaluated afresh."""
    player._start(state)
    style = player.style
    card = state.hands[seat]
    counters = {cell: c for cell, (c, _v) in state.table_counters.items()}
    pawns = [(x, y) for x, y, _f in state.pawns]
    rivals = [s for s in range(state.players) if s != seat] if style.opponent else []
    base_get = state.grid.get
    player._base = base_get
    base_mine = player._best_walk(base_get, counters, state.pawns, seat, style.depth)
    base_theirs = {s: player._best_walk(base_get, counters, state.pawns, s, 0) for s in rivals}
    out = []
    for move in moves:
        assert isinstance(move, Place)
        cells = [((move.x + dx, move.y + dy), box) for (dx, dy), box in card_boxes(card, move.rotation)]
        player._footprint = (move.x, move.y, move.x + 1, move.y + 1)

        def dist(s: int) -> int:
            return min(abs(c[0] - pawns[s][0]) + abs(c[1] - pawns[s][1]) for c, _b in cells)

        get = overlay(state.grid, dict(cells))
        mangos = {cell: box.mango for cell, box in cells if box.mango and state.counter_piles[box.mango]}
        new_counters = {**counters, **mangos}
        if dist(seat) <= OWN_REACH:
            mine = player._best_walk(get, new_counters, state.pawns, seat, style.depth)
        else:
            mine = base_mine + player._far_mango(cells, pawns[seat], pawns, seat, state)
        theirs = max((player._best_walk(get, new_counters, state.pawns, s, 0) if dist(s) <= RIVAL_REACH
                      else base_theirs[s] for s in rivals), default=0.0)
        out.append(mine - style.opponent * theirs)
    return out


def placements(games: int) -> Iterator[tuple[State, int]]:
    """Every placement after the slot cards in seeded games of normal players, 2-4 seats."""
    for n in range(games):
        players = 2 + n % 3
        state = GAME.new_game(INFO.make_config(players), 900 + n)
        driver = HeuristicPlayer(NORMAL)
        rng = random.Random(n)
        while (seat := GAME.to_move(state)) is not None:
            if state.phase == "place" and not state.slots_left:
                yield state, seat
            state, _ = GAME.apply(state, driver.choose(GAME, state, seat, rng))


@pytest.mark.parametrize("style", [NORMAL, EASY, QUICK, Style(depth=2, opponent=1.0)])
def test_skipping_untouched_cards_changes_no_score(style: Style) -> None:
    checked = 0
    for state, seat in placements(3):
        moves = GAME.candidate_moves(state)
        fast = HeuristicPlayer(style).scores(state, seat, moves)
        assert fast == plain_scores(HeuristicPlayer(style), state, seat, moves), (state.turn, seat)
        checked += 1
    assert checked > 40
