"""TRIO in words: what each chair reads of a move, and the end report."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.core.describe import Names
from gamebox.core.errors import NotationError, RecordError
from gamebox.games.trio.cards import parse_card
from gamebox.games.trio.info import INFO
from gamebox.games.trio.moves import Bargain, Play
from gamebox.games.trio.rules import GAME
from tests.games.trio.trio_positions import build

YOU_FIRST = Names.for_table(("human", "computer"), 0)
YOU_SECOND = Names.for_table(("computer", "human"), 1)
SPECTATOR = Names.for_table(("computer", "computer"), None)


def _say(state: Any, move: Any, seat: int | None, names: Names) -> str:
    _, events = GAME.apply(state, move)
    return GAME.describe_move(state, move, events, seat, names)


def test_a_draw_is_named_only_to_the_drawer() -> None:
    state = build({"hands": [["red-sun"] * 2 + ["blue-moon"] * 2 + ["green-star"],
                             ["yellow-leaf"] * 2 + ["blue-drop"] * 2 + ["red-moon"]],
                   "pile_top": ["green-leaf"]})
    move = Play(parse_card("red-sun"), 0)
    assert _say(state, move, 0, YOU_FIRST) == "You played the red sun on column 1 and drew the green leaf."
    assert _say(state, move, 1, YOU_SECOND) == "Computer played the red sun on column 1 and drew a card."
    assert "green leaf" not in _say(state, move, None, SPECTATOR)


def test_a_trio_says_what_it_was_and_what_the_facing_column_lost() -> None:
    state = build({"hands": [["red-sun", "blue-moon", "blue-moon", "green-star", "green-star"],
                             ["yellow-leaf"] * 2 + ["blue-drop"] * 2 + ["red-moon"]],
                   "columns": [[["red-moon", "red-star"], [], [], [], []],
                               [["yellow-sun", "yellow-moon"], [], [], [], []]]})
    text = _say(state, Play(parse_card("red-sun"), 0), 1, YOU_SECOND)
    assert text.startswith("Computer played the red sun on column 1, making a red TRIO (TRIO card 1 of 3), and drew a card")
    assert text.endswith("; you lost the yellow moon from your column 1.")
    watched = _say(state, Play(parse_card("red-sun"), 0), None, SPECTATOR)
    assert watched.endswith("lost the yellow moon from their column 1."), watched  # not "Player 2's column"


def test_the_receiver_of_a_bargain_learns_both_cards_and_a_spectator_neither() -> None:
    state = build({"hands": [["red-sun"] * 2 + ["blue-moon"] * 2 + ["green-star"],
                             ["yellow-leaf"] * 2 + ["yellow-drop"] * 2 + ["yellow-moon"]]})
    move = Bargain(parse_card("green-star"))
    after, events = GAME.apply(state, move)
    taken = events[0].data["took"].replace("-", " ")
    giver = GAME.describe_move(state, move, events, 0, YOU_FIRST)
    receiver = GAME.describe_move(state, move, events, 1, YOU_SECOND)
    outsider = GAME.describe_move(state, move, events, None, SPECTATOR)
    assert giver == f"You bargained: gave the green star to Computer and took their {taken}."
    assert receiver == f"Computer bargained: gave you the green star and took your {taken}."
    assert "green star" not in outsider and taken not in outsider
    # and the views keep what each learned (T5)
    assert parse_card("green-star") in GAME.view(after, 0).hands[1]
    assert parse_card(events[0].data["took"]) in GAME.view(after, 1).hands[0]
    assert all(c is None for c in GAME.view(after, None).hands[0])


def test_the_end_report_names_the_winner_and_the_equal_turns_rule() -> None:
    state = GAME.new_game(INFO.make_config(2), 3)
    state = state.__class__(**{**state.__dict__, "trios": (3, 1), "phase": "over", "starter": 1})
    report = GAME.describe_result(state, 1, YOU_SECOND)
    assert report.headline == "Computer won" and report.outcome == "lost"
    assert [(s.place, s.name, s.score) for s in report.standings] == [(1, "Computer", "3 TRIO cards"),
                                                                      (2, "You", "1 TRIO card")]
    # both hands are shown at the end, as the other games show theirs (it showed neither)
    assert [r.owner for r in report.reveals] == ["Computer's hand", "Your hand"]  # told to seat 1
    for reveal, hand in zip(report.reveals, state.hands):
        assert [parse_card(c) for c in reveal.cards] == list(hand) and reveal.words.startswith("the ")
    draw = state.__class__(**{**state.__dict__, "trios": (3, 3)})
    report = GAME.describe_result(draw, 0, YOU_FIRST)
    assert report.headline == "Draw" and "last turn" in report.story
    assert GAME.describe_turn(draw, 0, YOU_FIRST) == f"Draw. {report.story}"


@pytest.mark.parametrize(("trios", "starter", "noted"), [
    ((3, 1), 1, None),  # the second player won on an ordinary turn: no last turn was played
    ((1, 3), 1, 1),  # the starter reached three; the other player's last turn brought nothing
    ((3, 3), 0, 0),  # the starter reached three first and was answered: a draw
    ((2, 2), 0, None),  # the hands ran out
])
def test_the_last_turn_note_only_when_the_starter_reached_three_T6(
        trios: tuple[int, int], starter: int, noted: int | None) -> None:
    state = GAME.new_game(INFO.make_config(2), 3)
    state = state.__class__(**{**state.__dict__, "trios": trios, "phase": "over", "starter": starter})
    report = GAME.describe_result(state, 0, YOU_FIRST)
    with_note = [s.seat for s in report.standings if "last turn" in s.note]
    assert with_note == ([] if noted is None else [noted]), report.standings
    if noted is not None:  # said of whoever went first, naming the one who answered ("started" was unclear)
        note = next(s.note for s in report.standings if s.seat == noted)
        assert note == f"went first, so {'Computer' if noted == 0 else 'you'} had one last turn to answer", note


JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 50) | st.floats(allow_nan=True) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=6), inner, max_size=6),
                    max_leaves=30)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["seed", "starter", "turn", "ply", "phase", "hands", "columns", "pile", "discard", "trios",
                        "bargains", "known"]), JSON)
def test_any_damaged_field_is_read_or_refused_in_words(key: str, value: Any) -> None:
    """Some damage still makes a position (a whole number for a number): never a crash."""
    data = GAME.state_to_json(GAME.new_game(INFO.make_config(2), 5))
    data[key] = value
    try:
        GAME.state_from_json(json.loads(json.dumps(data)))
    except (RecordError, NotationError) as exc:
        assert str(exc)


@pytest.mark.parametrize("change,words", [
    (lambda d: d["hands"][0].append(d["pile"].pop()), "first hand: 6 entries"),
    (lambda d: d["pile"].append(d["hands"][1].pop()), "holds 4 cards while the pile lasts"),
    (lambda d: d.update(trios=[3, 0]), "three TRIO cards but the game goes on"),
    (lambda d: d.update(phase="last-turn"), "last turn belongs"),
    (lambda d: d.update(known=[[next(c for c in d["pile"] if c not in d["hands"][0])], []]),
     "knows of from a bargain"),
    (lambda d: d["pile"].__setitem__(0, d["pile"][1]) or d["pile"].__setitem__(2, d["pile"][1]), "times; the game has 2"),
    (lambda d: d.update(ply=True), "turn count must be a whole number"),
])
def test_impossible_positions_name_the_first_thing_wrong(change: Any, words: str) -> None:
    data = GAME.state_to_json(GAME.new_game(INFO.make_config(2), 5))
    change(data)
    with pytest.raises(RecordError, match=words):
        GAME.state_from_json(data)


def test_the_answering_last_turn_is_announced_to_the_answerer_in_lower_case() -> None:
    state = build({"hands": [["red-sun", "blue-moon", "blue-moon", "green-star", "green-star"],
                             ["yellow-leaf"] * 2 + ["blue-drop"] * 2 + ["red-moon"]],
                   "columns": [[["red-moon", "red-star"], [], [], [], []], [[], [], [], [], []]],
                   "trios": [2, 0]})
    text = _say(state, Play(parse_card("red-sun"), 0), 1, YOU_SECOND)
    assert "(TRIO card 3 of 3)" in text and text.endswith("; you now have one last turn.")
    assert _say(state, Play(parse_card("red-sun"), 0), None, SPECTATOR).endswith(
        "; Computer 2 now has one last turn.")


def test_the_status_line_says_it_is_your_turn() -> None:
    """Every other game says "Your turn: ..."; TRIO's began "Drag a card ..."."""
    from gamebox.games.trio.words import describe_turn

    state = build({"hands": [["red-sun"] * 2 + ["blue-moon"] * 2 + ["green-star"],
                             ["yellow-leaf"] * 2 + ["blue-drop"] * 2 + ["red-moon"]]})
    assert describe_turn(state, state.turn, YOU_FIRST if state.turn == 0 else YOU_SECOND).startswith("Your turn: drag")


def test_a_bargain_of_two_alike_cards_reads_as_an_exchange() -> None:
    """Both players held a red sun: "gave the red sun to Computer and took the red sun" read
    as taking back your own card."""
    state = build({"hands": [["red-sun", "blue-moon", "blue-moon", "green-leaf", "green-leaf"],
                             ["red-sun", "green-star", "green-star", "yellow-drop", "yellow-drop"]]})
    move = Bargain(parse_card("red-sun"))
    _after, events = GAME.apply(state, move)
    text = GAME.describe_move(state, move, events, 0, YOU_FIRST)
    assert text == "You bargained: gave the red sun to Computer and took their red sun.", text


def test_the_last_turn_is_told_to_the_person_whose_turn_it_is_at_a_shared_screen_T6() -> None:
    """"Bob, your turn: … This is Bob's last turn." talked to Bob, then about him."""
    state = GAME.new_game(INFO.make_config(2), 3)
    state = state.__class__(**{**state.__dict__, "trios": (3, 1), "phase": "last-turn", "starter": 0, "turn": 1})
    shared = Names.for_table(("human", "human"), 1, ("Ann", "Bob"))
    text = GAME.describe_turn(state, 1, shared)
    assert text.startswith("Your turn") and "This is your last turn" in text and "Bob's" not in text, text
    assert "This is Bob's last turn." in GAME.describe_turn(state, 0, shared)  # read by the other person


def test_an_end_report_counts_the_two_copies_of_a_card() -> None:
    """"Your hand: the red leaf, the yellow sun, the yellow sun, …" read as a slip."""
    from gamebox.games.trio.words import cards_words

    assert cards_words(["red-leaf", "yellow-sun", "yellow-sun", "green-drop"]) == \
        "the red leaf, two yellow suns and the green drop"
    assert cards_words(["blue-leaf", "blue-leaf"]) == "two blue leaves"
