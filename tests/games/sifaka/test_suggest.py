"""A Hint's words for Sifaka (`words.suggest_move`): what a move would do, told as advice to the
player to move, from that player's view, reading like the move log's sentence for the move."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from gamebox.core.describe import Names, capital
from gamebox.games.sifaka.ai import playout_move
from gamebox.games.sifaka.deck import ROTATIONS, load_deck
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Discard, Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import State
from gamebox.games.sifaka.words import _turn_advice, describe_move, suggest_move
from tests.text_rules import assert_plain

from .scenario_runner import build

MOVE = {"players": 3, "current": 0, "phase": "move", "hands": ["", "T08", "T09"]}
# the pawns on their huts facing north, the first card laid beside the huts (S3 slots filled)
PLACE = {"players": 3, "current": 0, "hands": ["T01", "T08", "T09"],
         "pawns": [[-1, -1, "n"], [0, -1, "n"], [0, 0, "n"]]}


def hint(state: State, move: Move, names: Names | None = None) -> str:
    seat = state.current
    text = suggest_move(GAME.view(state, seat), move, seat, names)
    assert_plain(f"Hint: {capital(text)}.", "hint")
    return text


def walks(state: State) -> dict[str, str]:
    """Every walk open to the pawn to move, by its notation, with its hint."""
    return {GAME.move_to_text(m): hint(state, m) for m in GAME.candidate_moves(state) if isinstance(m, Walk)}


# ----- golden hints, one position each ------------------------------------------------------
def test_face() -> None:
    state = GAME.new_game(INFO.make_config(3), 1)
    assert state.phase == "face"
    assert hint(state, Face(0)) == "set your pawn facing north"
    assert hint(state, Face(3)) == "set your pawn facing west"


def test_place_in_a_slot_with_its_counter_and_the_walk_it_forces() -> None:
    state = build({**PLACE, "slots_left": ["n", "e", "s", "w"]})
    assert hint(state, Place(-1, -4, 0)) == (
        "lay your card in the slot north of the huts with its arrow pointing south; "
        "a green counter goes on its mango; your pawn then walks 1 box north")
    assert hint(state, Place(2, -1, 90)).startswith("lay your card in the slot east of the huts with its arrow pointing west;")


def test_place_beside_the_huts() -> None:
    state = build(PLACE)
    assert hint(state, Place(1, -1, 0)) == (
        "lay your card just east of the huts with its arrow pointing south; "
        "a green counter goes on its mango; your pawn then walks 1 box north")


def test_place_when_the_colour_is_used_up() -> None:
    state = build({**PLACE, "counter_piles": {"g": [], "y": [2, 3], "r": [4]}})
    assert hint(state, Place(1, -1, 0)) == (
        "lay your card just east of the huts with its arrow pointing south; "
        "no green counters are left for its mango; your pawn then walks 1 box north")


def test_place_when_the_pawn_then_cannot_move() -> None:
    state = build({**PLACE, "hands": ["T26", "T08", "T09"], "pawns": [[-1, -1, "n"], [-1, -2, "n"], [0, 0, "n"]]})
    assert hint(state, Place(1, -1, 0)) == (
        "lay your card just east of the huts with both arrows pointing south; "
        "your pawn then stays put, as Player 1's pawn is in its way")


@pytest.mark.parametrize(("card", "rotation", "words"), [
    ("T01", 270, "with its arrow pointing east"),
    ("T26", 0, "with both arrows pointing south"),
    ("T14", 0, "with its arrows pointing north and west"),
    ("T19", 0, "with two arrows pointing east and one pointing west"),
    ("T21", 90, "with two arrows pointing south and one pointing east"),
    ("T02", 0, "with its mango in the north-west corner"),  # its arrows point north and south either way up
    ("T36", 90, "with its mango in the south-west corner"),  # no arrows at all
    ("T42", 0, "with its sand box in the south-west corner"),  # no mango, arrows north and south
    ("T42", 180, "with its sand box in the north-east corner"),
])
def test_the_turn_of_the_card_in_words(card: str, rotation: int, words: str) -> None:
    state = build({**PLACE, "hands": [card, "T08", "T09"]})
    assert hint(state, Place(1, -1, rotation)).startswith(f"lay your card just east of the huts {words}")


def test_every_turn_of_every_card_is_told_apart() -> None:
    for card in load_deck().terrain:
        told = [_turn_advice(card.id, r) for r in ROTATIONS]
        assert all(told) and len(set(told)) == 4, (card.id, told)


def test_discard() -> None:
    state = build(PLACE)
    assert hint(state, Discard()) == (
        "set your card aside, as it fits nowhere on the table; your pawn then walks 1 box north")


def test_walks() -> None:
    two_arrows = build({**MOVE, "placed": [["T24", -1, -4, 0]],
                        "pawns": [[-2, -2, "e"], [1, 1, "n"], [0, 0, "n"]]})
    assert walks(two_arrows) == {
        "move -1,-4 turn@-1,-2": "walk 1 box east then 2 boxes north",
        "move -1,-4 turn@-1,-2 turn@-1,-4": "walk 1 box east then 2 boxes north, ending facing east",
        "move 0,-3 turn@0,-2": "walk 2 boxes east then 1 box north",
    }
    to_counter = build({**MOVE, "placed": [["T40", 2, -1, 270]], "table_counters": [[3, -1, "y", 3]],
                        "pawns": [[1, -1, "e"], [0, -1, "n"], [0, 0, "n"]]})
    assert walks(to_counter) == {"move 3,-1": "walk 2 boxes east onto the yellow counter"}
    edge = build({**MOVE, "pawns": [[-2, -2, "s"], [0, -1, "n"], [0, 0, "n"]]})
    assert walks(edge) == {
        "move -2,-1 turn@-2,-1": "walk 1 box south, ending facing west with the edge of the table just ahead",
        "move -2,0 turn@-2,0": "walk 2 boxes south, ending facing west with the edge of the table just ahead",
    }
    north = build({**MOVE, "placed": [["T36", 1, -3, 0]], "table_counters": [[2, -2, "g", 1]],
                   "pawns": [[1, -2, "n"], [0, -1, "n"], [0, 0, "n"]]})
    assert walks(north) == {"move 1,-3": "walk 1 box north up to the edge of the table"}
    sand = build({**MOVE, "placed": [["T10", 2, -1, 0]], "pawns": [[2, 0, "e"], [0, -1, "n"], [0, 0, "n"]]})
    assert walks(sand) == {
        "move 3,0": "walk 1 box east onto a sand box at the edge of the table, where your pawn is stuck for good"}


def test_walks_name_the_other_pawns_as_the_table_does() -> None:
    state = build({**MOVE, "placed": [["T40", 2, -1, 270]], "pawns": [[1, -1, "e"], [3, -1, "n"], [0, 0, "n"]]})
    walk = Walk((2, -1))
    assert hint(state, walk) == "walk 1 box east up to Player 1's pawn"
    names = Names(("You", "Ann", "Computer 3"), 0)
    assert hint(state, walk, names) == "walk 1 box east up to Ann's pawn"


def test_staying_put() -> None:
    blocked = build({**MOVE, "placed": [["T36", 1, -3, 0]], "table_counters": [[2, -2, "g", 1]],
                     "pawns": [[1, -2, "n"], [1, -3, "n"], [0, 0, "n"]]})
    assert walks(blocked) == {"move 1,-2": "keep your pawn where it stands, as Player 1's pawn is in its way"}
    trapped = build({**MOVE, "placed": [["T10", 2, -1, 0]], "pawns": [[3, 0, "n"], [0, -1, "n"], [0, 0, "n"]]})
    assert walks(trapped) == {"move 3,0": "keep your pawn where it stands, stuck on a sand box for good"}


def test_take_and_leave() -> None:
    state = build({**MOVE, "placed": [["T40", 2, -1, 270]], "table_counters": [[3, -1, "y", 3]],
                   "pawns": [[1, -1, "e"], [0, -1, "n"], [0, 0, "n"]]})
    state, _ = GAME.apply(state, Walk((3, -1)))
    assert state.phase == "take"
    assert hint(state, Take()) == "take the yellow counter"
    assert hint(state, Leave()) == "leave the yellow counter where it lies"


# ----- the sweep: every kind of position of random games ----------------------------------
LEGS = re.compile(r"walked (\d+ box(?:es)? \w+(?: then \d+ box(?:es)? \w+)*)")


def _reads_like_the_log(state: State, move: Move, text: str, where: str) -> None:
    """The hint and the log sentence of the same move tell the same walk, counters and traps."""
    after, events = GAME.apply(state, move)
    line = describe_move(state, move, events, state.current)
    walked = [e for e in events if e.kind == "pawn_moved"]
    what = f"{where}: {text!r} against the log {line!r}"
    if isinstance(move, (Place, Discard, Walk)):
        prefix = "walk " if isinstance(move, Walk) else "your pawn then walks "
        if walked and len(walked[-1].data["path"]) > 1:
            found = LEGS.search(line)
            assert found, what
            assert f"{prefix}{found.group(1)}" in text, what
            assert (" onto a " in line.split(" walked ", 1)[1]) == (" onto the " in text), what
        elif isinstance(move, Walk):
            assert text.startswith("keep your pawn where it stands"), what
        elif walked:
            assert "your pawn then stays put" in text, what
        else:
            assert "your pawn then" not in text, what
        assert ("stuck on a sand box" in line) == ("stuck" in text), what
        assert line.count(" went on its mango") == text.count(" goes on its mango"), what
        assert line.count(" were left for its mango") == text.count(" are left for its mango"), what


def _check(text: str, where: str) -> None:
    assert text and text == text.strip(), where
    assert text[0].islower() and not text.endswith("."), f"{where}: {text!r}"
    assert "?" not in text and "unknown" not in text.lower(), f"{where}: {text!r}"
    assert not re.search(r"\d\s*,\s*-?\d", text), f"{where}: {text!r} holds a coordinate"
    assert_plain(f"Hint: {capital(text)}.", where)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sweep_of_random_games(players: int) -> None:
    kinds: set[str] = set()
    for seed in range(2):
        rng = random.Random(1000 * players + seed)
        state = GAME.new_game(INFO.make_config(players), seed)
        while (seat := GAME.to_move(state)) is not None:
            view = GAME.view(state, seat)
            moves: list[Any] = GAME.candidate_moves(view)  # what the computer players choose from
            for move in rng.sample(moves, min(30, len(moves))):
                where = f"{players} players, seed {seed}, turn {state.turn}, {GAME.move_to_text(move)}"
                text = suggest_move(view, move, seat)
                _check(text, where)
                assert suggest_move(state, move, seat) == text, f"{where}: the hidden parts changed the hint"
                _reads_like_the_log(state, move, text, where)
                kinds.add(type(move).__name__)
            state, _ = GAME.apply(state, playout_move(GAME, state, seat, rng))  # walks onto counters
    assert {"Face", "Place", "Walk", "Take", "Leave"} <= kinds, kinds
