"""The Sifaka words a player reads about laying a card and about counters: the status line
says what a legal lay is (S5) and names the turning keys plainly; counter values are said in
points, the word of the side panel and the final count."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from gamebox.games.sifaka.state import State
from gamebox.games.sifaka.words import counter_words, describe_turn
from gamebox.registry import get_info
from tests.games.sifaka.scenario_runner import GOLDEN, build
from tests.text_rules import assert_plain

INFO = get_info("sifaka")
GAME = INFO.load()


def random_lines(seeds: Iterable[int], players: int) -> Iterator[tuple[str, list[Any]]]:
    """Every move of random games told from seat 0's chair: (the log line, its events)."""
    from gamebox.games.sifaka.words import describe_move

    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(players), seed)
        while GAME.result(state) is None:
            move = rng.choice(list(GAME.legal_moves(state)))
            after, events = GAME.apply(state, move)
            yield describe_move(state, move, events, 0), events
            state = after


def _placing(**changes: object) -> State:
    spec = json.loads((GOLDEN / "s5_placement_refusals.json").read_text(encoding="utf-8"))
    spec.update(changes)
    return build(spec)


def test_the_status_line_says_what_a_legal_lay_is() -> None:
    state = _placing()
    assert not state.slots_left
    line = describe_turn(state, 0)
    assert "at least one box" in line and "no counter or pawn" in line  # S5, both halves
    assert "mouse wheel" in line and "R key" in line
    assert "wheel or R turns" not in line  # a bare "R" reads like a red counter's letter
    assert_plain(line, "status line")


def test_the_status_line_in_the_first_four_turns_names_the_keys_too() -> None:
    state = GAME.new_game(INFO.make_config(3), 7).clone()
    state.phase = "place"
    assert state.slots_left
    line = describe_turn(state, state.current)
    assert "empty slots" in line and "mouse wheel" in line and "R key" in line
    assert_plain(line, "status line")


def test_a_counter_value_is_said_in_points() -> None:
    assert counter_words("r", 3) == "a red counter worth 3 points"
    assert counter_words("g", 1) == "a green counter worth 1 point"
    assert counter_words("y", 0) == "a yellow counter"


def test_a_pawn_that_stays_put_says_why_S4() -> None:
    """ "your pawn stayed put" turn after turn, with no reason, read like a fault: it now says
    what was in its way or that its box has no palm trees. Random games find every kind."""
    import random

    from gamebox.games.sifaka.words import describe_move

    seen: dict[str, int] = {}
    for seed in range(1, 13):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(3), seed)
        while GAME.result(state) is None:
            move = rng.choice(list(GAME.legal_moves(state)))
            after, events = GAME.apply(state, move)
            line = describe_move(state, move, events, 0)
            if "stayed put" in line:
                reason = line.split("stayed put", 1)[1]
                kind = ("in its way" if "is in its way" in reason else "no palms" if "no palm trees" in reason
                        else "blank" if "sand box" in reason else "none")
                seen[kind] = seen.get(kind, 0) + 1
                assert kind != "none", line
                assert_plain(line, "move log")
            state = after
    assert seen.get("in its way") and seen.get("blank"), seen


def test_the_log_says_stuck_on_sand_exactly_when_the_walk_ends_on_sand() -> None:
    """A card laid and the walk it forced were told from the table before the card: a pawn
    that stopped on the new card, where it covered a sand box, was "stuck on a blank box for
    good" and walked on four moves later. The words now match the table after the move, and
    so does the counter a walk ends on."""
    import random

    from gamebox.games.sifaka.words import describe_move

    told = 0
    for seed in range(1, 25):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(2 + seed % 3), seed)
        while GAME.result(state) is None:
            move = rng.choice(list(GAME.legal_moves(state)))
            after, events = GAME.apply(state, move)
            walks = [e for e in events if e.kind == "pawn_moved"]
            if walks:
                line = describe_move(state, move, events, 0)
                end = tuple(walks[-1].data["path"][-1])
                box = after.grid.get(end)
                on_sand = box is not None and box.blank
                assert ("stuck on a sand box for good" in line) == on_sand, line
                if len(walks[-1].data["path"]) > 1:
                    walked = line.split(" walked ", 1)[1]
                    assert (" onto a " in walked) == (end in after.table_counters), line
                told += on_sand
            state = after
    assert told, "no walk ended on sand: the check checked nothing"


def test_the_facing_status_names_the_buttons_not_an_arrow() -> None:
    """ "click the arrow for the way your pawn will face" sent players to the arrows printed on
    the boxes, which do nothing; the choice is made with the North/East/South/West buttons."""
    state = GAME.new_game(INFO.make_config(2), 7)
    assert state.phase == "face"
    line = describe_turn(state, state.current)
    assert "arrow" not in line and "North" in line and "button" in line
    assert_plain(line, "status line")


def test_the_log_says_where_a_card_went_and_where_a_pawn_ends_up_facing_S4() -> None:
    """Most cards touch the huts: "against the huts" told nothing, now "just north-east of the
    huts"; and a walk whose pawn turned on its last box ends "ending facing west" (it read like
    a walk still facing its last step)."""
    near = turned = 0
    for line, events in random_lines(range(1, 13), players=2):
        assert "against the huts" not in line, line
        near += " just " in line and " of the huts" in line
        for walk in (e for e in events if e.kind == "pawn_moved" and len(e.data["path"]) > 1):
            (ax, ay), (bx, by) = walk.data["path"][-2:]
            last = {(0, -1): "n", (1, 0): "e", (0, 1): "s", (-1, 0): "w"}[(bx - ax, by - ay)]
            ends = ", ending facing " in line.split(" walked ", 1)[1]
            assert ends == (walk.data["facing"] != last), line
            turned += ends
    assert near and turned, "no card touched the huts, or no pawn turned on its last box"


def test_a_card_away_from_the_huts_is_placed_by_both_counts() -> None:
    """ "3 boxes south of the huts" named two places a box apart (the other count was left out)."""
    from gamebox.games.sifaka.moves import Place
    from gamebox.games.sifaka.words import _where

    state = GAME.new_game(INFO.make_config(2), 7)
    assert _where(state, Place(0, 2, 0)) == "3 boxes south and 1 box east of the huts"  # centre (1, 3)
    assert _where(state, Place(-2, 2, 0)) == "3 boxes south and 1 box west of the huts"
    assert _where(state, Place(-1, 3, 0)) == "4 boxes south of the huts"
    assert _where(state, Place(2, -5, 0)) == "4 boxes north and 3 boxes east of the huts"


def test_a_walk_onto_a_counter_says_so_before_where_it_stopped() -> None:
    """ "walked 2 boxes south and stopped at the edge of the table onto a green counter": the
    counter now comes with the walk, before the turn and the stop."""
    both = []
    for line, _events in random_lines(range(1, 40), players=3):
        assert not re.search(r"stopped at .* onto an? \w+ counter", line), line
        assert not re.search(r"ending facing \w+ onto", line), line
        if " onto a" in line and "stopped at" in line:
            both.append(line)
    assert both, "some random walk ends on a counter where it is blocked (else this proves nothing)"
    assert all(re.search(r"walked .* onto an? \w+ counter.* and stopped at ", line) for line in both), both[:3]


def test_every_place_on_or_beside_the_huts_has_words_of_its_own() -> None:
    """ "just north of the huts" named five places, among them a card lying on two huts; the
    Hint's "lay your card just north of the huts" meant one of them, the log another."""
    from gamebox.games.sifaka.moves import Place
    from gamebox.games.sifaka.words import _where

    state = GAME.new_game(INFO.make_config(2), 7)
    state = replace(state, slots_left=())
    said: dict[str, tuple[int, int]] = {}
    for x in range(-3, 2):
        for y in range(-3, 2):
            words = _where(state, Place(x, y, 0))
            assert words not in said, (words, said[words], (x, y))
            said[words] = (x, y)
    assert _where(state, Place(-1, -2, 0)) == "over the north half of the huts"
    assert _where(state, Place(0, -2, 0)) == "over the north-east corner of the huts"
    assert _where(state, Place(-1, -3, 0)) == "just north of the huts"
    assert _where(state, Place(0, -3, 0)) == "just north of the huts, one box east"
    assert _where(state, Place(1, -3, 0)) == "off the north-east corner of the huts"


def test_a_tie_of_three_says_with_whom() -> None:
    """Three players tied for 2nd read "tied on everything", without saying with whom."""
    from gamebox.core.describe import Names
    from gamebox.games.sifaka.words import _note

    state = GAME.new_game(INFO.make_config(4), 7)
    names = Names.for_table(("human", "computer", "computer", "computer"), 0)
    assert _note(state, 1, [1, 2, 3], [], names) == "tied on everything with Computer 2 and Computer 3"
    assert _note(state, 0, [0, 2], [], names) == "tied on everything with Computer 2"


def test_a_pawn_facing_the_edge_is_told_why_it_will_not_walk_S4() -> None:
    """A pawn on a box without an arrow, facing the edge of the cards, stayed put turn after
    turn ("the edge of the table is in its way") and nothing said what would free it."""
    from gamebox.games.sifaka.deck import DIRS

    said = {True: 0, False: 0}
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(2), seed)
        while GAME.result(state) is None:
            seat = state.current
            if state.phase == "place" and not state.slots_left and seat == 0:
                x, y, facing = state.pawns[seat]
                box = state.grid[(x, y)]
                dx, dy = DIRS[facing]
                edge = box.palms > 0 and box.arrow is None and (x + dx, y + dy) not in state.grid
                text = describe_turn(state, 0)
                assert ("Your pawn faces the edge of the table" in text) == edge, text
                said[edge] += 1
                if edge:
                    assert_plain(text, "a pawn facing the edge")
            state, _events = GAME.apply(state, rng.choice(list(GAME.legal_moves(state))))
    assert said[True] and said[False], said


def test_a_walk_onto_sand_says_so_before_it_is_chosen_and_after_S4() -> None:
    """A marked box on sand offered "Walk 2 boxes west then 1 box north, ending facing north":
    the log told afterwards that the pawn was stuck for good, and every later turn said nothing."""
    from gamebox.games.sifaka import board
    from gamebox.games.sifaka.words import route_words, sand_box

    offered = stuck = 0
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(2), seed)
        while GAME.result(state) is None:
            seat = state.current
            if state.phase == "move":
                for route in board.pawn_routes(state, seat):
                    words = route_words(route, sand_box(state, route.end))
                    onto = sand_box(state, route.end) and len(route.path) > 1
                    assert words.endswith("onto a sand box, where your pawn is stuck for good") == onto, words
                    offered += onto
            if state.phase == "place" and not state.slots_left and seat == 0:
                x, y, _facing = state.pawns[seat]
                text = describe_turn(state, 0)
                on_sand = state.grid[(x, y)].blank
                assert ("Your pawn is stuck on a sand box for good: it walks no more." in text) == on_sand, text
                stuck += on_sand
            state, _events = GAME.apply(state, rng.choice(list(GAME.legal_moves(state))))
    assert offered and stuck, (offered, stuck)


def _walk_states(want_twin: bool) -> State:
    """A move-phase position from random play where two walks end on one box (or none do)."""
    from collections import Counter

    from gamebox.games.sifaka import board

    for seed in range(200):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(2), seed)
        while GAME.result(state) is None:
            if state.phase == "move":
                ends = Counter(route.end for route in board.pawn_routes(state, state.current))
                if any(n > 1 for n in ends.values()) == want_twin:
                    return state
            state, _ = GAME.apply(state, rng.choice(list(GAME.legal_moves(state))))
    raise AssertionError("no such position in 200 deals")


def test_two_marks_on_one_box_are_told_apart_by_the_way_the_pawn_faces() -> None:
    """Two walks ending on one box showed two marks there, and the status line spoke of one
    marked box: a newcomer could not tell the choice was only which way the pawn ends up facing."""
    twin = _walk_states(True)
    text = describe_turn(twin, twin.current)
    assert text.endswith(". Two marks on one box: the arrow on each is the way your pawn will face."), text
    assert_plain(text, "status")
    single = _walk_states(False)
    assert describe_turn(single, single.current).endswith("click a marked box to walk your pawn there.")
