"""Gorilla in words (issue 11): a sentence for each kind of move from the right chair, including
a card drawn and played at once and the tap race; "an elephant"; who was caught; the end report."""

from __future__ import annotations

import json
import re
from typing import Any

from gamebox.core.describe import Names
from gamebox.games.gorilla.cards import CARD_BY_NAME, NAMES
from gamebox.games.gorilla.moves import CALL_MOVE, DRAW_MOVE, QUIET_MOVE, Catch, Play, Tap
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import State
from tests.text_rules import assert_plain

KINDS = ("human", "computer", "computer", "computer")


def _state(hands: list[list[str]], pile: list[str], to_move: int, stack_top: list[str] = (), **extra: Any) -> State:
    placed = {name for hand in hands for name in hand} | set(pile) | set(stack_top)
    rest = [n for n in NAMES if n not in placed]
    data = {"players": len(hands), "hands": hands, "pile": pile, "stack": rest + list(reversed(stack_top)),
            "to_move": to_move, "phase": "play", "direction": 1, "pending": None, "forgot": None,
            "winner": None, "seed": 3, "rebuilds": 0, **extra}
    return GAME.state_from_json(json.loads(json.dumps(data)))


def _say(state: State, move: Any, seat: int | None = 0, kinds: tuple[str, ...] = KINDS) -> str:
    _, events = GAME.apply(state, move)
    sentence = GAME.describe_move(state, move, events, seat, Names.for_table(kinds, seat))
    assert_plain(sentence, "gorilla sentence")
    return sentence


HANDS = [["blue-lion", "green-hippo", "yellow-zebra"], ["red-gorilla", "blue-tiger", "green-crocodile"],
         ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]]


def test_the_tap_race_result_from_each_chair() -> None:
    hands = [HANDS[0], ["red-hippo", "blue-tiger", "green-crocodile"], *HANDS[2:]]
    state = _state(hands, ["red-tiger", "red-gorilla"], 1, phase="tap")
    race = Tap((0, 3, 2))
    assert _say(state, race, 0) == "You came first in the tap race; Computer 2 came last and drew 3."
    assert _say(state, race, 3, ("computer", "computer", "computer", "human")) == \
        "You came second in the tap race; Computer 3 came last and drew 3."
    assert _say(state, race, 2, ("computer", "computer", "human", "computer")) == \
        "Computer 1 came first in the tap race; you came last and drew 3."
    assert _say(state, race, 1) == "Player 1 came first in the tap race; Computer 2 came last and drew 3."
    names = Names.for_table(KINDS, None)
    _, events = GAME.apply(state, race)
    assert GAME.describe_move(state, race, events, None, names) == \
        "Player 1 came first in the tap race; Computer 2 came last and drew 3."


def test_an_engine_drawn_race_is_told_with_the_gorilla() -> None:
    state = _state(HANDS, ["red-tiger"], 1, seat_levels=["normal", "normal", "normal", "easy"])
    sentence = _say(state, Play(CARD_BY_NAME["red-gorilla"]), 0)
    assert re.fullmatch(r"Computer 1 played the red Gorilla; (you|Computer \d) came (first|second) in the tap race; "
                        r"(you|Computer \d) came last and drew 3\.", sentence), sentence


def test_a_card_drawn_and_played_at_once() -> None:
    state = _state(HANDS, ["red-tiger"], 0, stack_top=["red-zebra"])
    assert _say(state, DRAW_MOVE, 0) == "You drew the red zebra and played it at once."
    assert _say(state, DRAW_MOVE, 2) == "Player 1 drew the red zebra and played it at once."
    state = _state(HANDS, ["red-tiger"], 2, stack_top=["red-zebra"])
    assert _say(state, DRAW_MOVE, 0) == "Computer 2 drew the red zebra and played it at once."
    state = _state(HANDS, ["red-tiger"], 2, stack_top=["green-giraffe"])
    assert _say(state, DRAW_MOVE, 0) == "Computer 2 drew a card, which does not fit."
    assert _say(state, DRAW_MOVE, 2, ("computer", "computer", "human", "computer")) == \
        "You drew the green giraffe, which does not fit."


def test_special_cards_say_what_they_did() -> None:
    hands = [["blue-lion", "red-monkey", "red-elephant", "red-panther"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    assert _say(state, Play(CARD_BY_NAME["red-monkey"])) == "You played the red monkey; Computer 1 misses a turn."
    assert _say(state, Play(CARD_BY_NAME["red-elephant"])) == "You played the red elephant; play turns round."
    assert _say(state, Play(CARD_BY_NAME["red-panther"])) == \
        "You played the red panther; everyone else draws a card."


def test_an_elephant_takes_an() -> None:
    state = _state(HANDS, ["green-elephant"], 0)
    text = GAME.describe_turn(state, 0, Names.for_table(KINDS, 0))
    assert "or an elephant" in text and "a elephant" not in text


def test_the_joker_is_mentioned_only_to_whoever_holds_it() -> None:
    without = GAME.describe_turn(_state(HANDS, ["green-elephant"], 0), 0, Names.for_table(KINDS, 0))
    assert "Joker" not in without
    hands = [["joker", *HANDS[0]], *HANDS[1:]]
    holding = GAME.describe_turn(_state(hands, ["green-elephant"], 0), 0, Names.for_table(KINDS, 0))
    assert holding.endswith(" (your Joker fits anything, but not as your last card).")


def test_calls_and_catches_name_who_was_caught() -> None:
    hands = [["blue-lion", "red-zebra"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["red-zebra"]))
    assert _say(state, CALL_MOVE) == "You called “Gorilla!”", "quoted as everywhere else the call is named"
    assert _say(state, QUIET_MOVE) == "You stayed quiet with one card left."
    state, _ = GAME.apply(state, QUIET_MOVE)
    caught = _say(state, Catch(0), 0)
    assert caught.startswith("Computer 1 caught you not calling “Gorilla!”: you drew a card (the ")
    assert _say(state, Catch(0), 2).startswith("Computer 1 caught Player 1")  # the drawn card stays hidden
    assert "(the" not in _say(state, Catch(0), 2)


def test_a_catch_names_who_caught_not_who_was_to_move() -> None:
    """Any player may catch, out of turn: the log named the seat to move, "Computer caught Ann"
    after a person had clicked Catch."""
    from gamebox.core.errors import IllegalMove
    from gamebox.games.gorilla.moves import SOMEONE, move_to_text, parse_text

    hands = [["blue-lion", "red-zebra"], *HANDS[1:]]
    state = _state(hands, ["red-tiger"], 0)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["red-zebra"]))
    state, _ = GAME.apply(state, QUIET_MOVE)
    two_people = ("human", "computer", "human", "computer")  # seat 2 a person too
    assert _say(state, Catch(0, 2), 2, two_people).startswith("Player 2 caught Player 1 not calling")
    by_two = Names.for_table(KINDS, 0)(2)  # the seat to move is 1: the words name seat 2 all the same
    assert _say(state, Catch(0, 2), 0).startswith(f"{by_two} caught you not calling")
    assert _say(state, Catch(0), 0).startswith(f"{Names.for_table(KINDS, 0)(1)} caught you")
    assert _say(state, Catch(0, SOMEONE), 1).startswith("Someone caught Player 1 not calling")
    for move in (Catch(0), Catch(0, 2), Catch(0, SOMEONE)):
        back = parse_text(move_to_text(move))
        assert back == move and back.by == move.by
        assert move in GAME.legal_moves(state)  # who caught changes nothing in the rules
    from gamebox.core.errors import NotationError

    for text in ("catch 0 by -1", "catch 0 by", "catch 0 by x"):
        try:
            parse_text(text)
        except NotationError:
            pass
        else:
            raise AssertionError(f"{text!r} was read as a move")
    for by in (0, 7):
        try:
            GAME.apply(state, Catch(0, by))
        except IllegalMove as exc:
            assert_plain(str(exc), "catch refusal")
        else:
            raise AssertionError(f"a catch by {by} was taken")


def test_the_end_report() -> None:
    hands = [["blue-lion"], ["red-gorilla", "blue-tiger"], ["yellow-giraffe", "yellow-lion"],
             ["green-lion", "blue-zebra", "yellow-hippo"]]
    state = _state(hands, ["blue-hippo"], 0)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["blue-lion"]))
    report = GAME.describe_result(state, 0, Names.for_table(KINDS, 0))
    assert report.headline == "You won!" and report.outcome == "won"
    places = {s.seat: (s.place, s.score, s.note) for s in report.standings}
    assert places[0][0] == 1 and places[0][1] == "no cards left"
    assert places[1][:2] == (2, "2 cards left") and places[2][:2] == (2, "2 cards left")
    assert "tied with Computer 2" in places[1][2]
    assert places[3][:2] == (4, "3 cards left")
    assert {r.owner for r in report.reveals} == {"Computer 1's hand", "Computer 2's hand", "Computer 3's hand"}
    assert "the red Gorilla and the blue tiger" in {r.words for r in report.reveals}
    assert "Computer 3 was left holding the most (3 cards)" in report.story
    lost = GAME.describe_result(state, 2, Names.for_table(("computer", "computer", "human", "computer"), 2))
    assert lost.headline == "Computer 1 won" and lost.outcome == "lost"


def test_the_end_story_names_you_in_the_middle_of_a_sentence_in_lower_case() -> None:
    hands = [["blue-lion"], ["red-gorilla", "blue-tiger"], ["yellow-giraffe", "yellow-lion", "blue-parrot"],
             ["green-lion", "blue-zebra", "yellow-hippo"]]
    state = _state(hands, ["blue-hippo"], 0)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["blue-lion"]))
    kinds = ("computer", "computer", "computer", "human")
    report = GAME.describe_result(state, 3, Names.for_table(kinds, 3))
    assert "Computer 3 and you were left holding the most (3 cards)." in report.story
    assert_plain(report.story, "gorilla end story")
    first = GAME.describe_result(state, 2, Names.for_table(("computer", "computer", "human", "computer"), 2))
    assert "You and Computer 3 were left holding the most (3 cards)." in first.story


def test_the_turn_says_when_nothing_is_left_to_draw_K8() -> None:
    """Stack empty and too few cards under the pile's top to make a new one: "click the stack
    to draw a card" promised a card that cannot come; the click passes."""
    from gamebox.games.gorilla.cards import DECK

    pile = ["red-tiger", "red-zebra"]  # the top card and one under it: fewer than one a player
    others = [NAMES[c] for c in DECK if NAMES[c] not in pile and NAMES[c] not in ("blue-lion",)]
    hands = [["blue-lion"], others[: len(others) // 2], others[len(others) // 2:]]
    data = {"players": 3, "hands": hands, "stack": [], "pile": pile, "to_move": 0, "phase": "play",
            "direction": 1, "pending": None, "forgot": None, "winner": None, "seed": 7, "rebuilds": 0}
    state = GAME.state_from_json(json.loads(json.dumps(data)))
    names = Names(("You", "Computer 1", "Computer 2"), 0)
    text = GAME.describe_turn(state, 0, names)
    assert text == "No card of yours fits and no card is left to draw: click the stack to pass.", text
    data["stack"], data["hands"] = [others[0]], [["blue-lion"], others[1: len(others) // 2], others[len(others) // 2:]]
    state = GAME.state_from_json(json.loads(json.dumps(data)))
    assert GAME.describe_turn(state, 0, names) == "No card of yours fits: click the stack to draw a card."


def test_the_end_story_when_everyone_else_holds_as_many() -> None:
    """ "You and Computer 2 were left holding the most (1 card)": the most of one card each."""
    hands = [["blue-lion"], ["red-tiger"], ["yellow-giraffe"], ["green-lion"]]
    state = _state(hands, ["blue-hippo"], 0)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["blue-lion"]))
    report = GAME.describe_result(state, 0, Names.for_table(KINDS, 0))
    assert report.story == "You went out first. Computer 1, Computer 2 and Computer 3 were left with 1 card each.", \
        report.story


def test_seats_that_did_not_tap_in_time_are_not_said_to_have_come_first() -> None:
    """K6: whoever does not tap in time counts as tapping last, in turn order; the sentence must
    not tell a seat that never tapped that it "came first"."""
    hands = [HANDS[0], ["red-hippo", "blue-tiger", "green-crocodile"], *HANDS[2:]]
    state = _state(hands, ["red-tiger", "red-gorilla"], 1, phase="tap")
    hot_seat = ("human", "computer", "human", "human")
    alone_at = {seat: tuple("human" if s == seat else "computer" for s in range(4)) for seat in range(4)}
    nobody = Tap((2, 3, 0), in_time=0)
    assert _say(state, nobody, 2, hot_seat) == \
        "Nobody tapped the Gorilla in time, so Player 1, last in turn order, drew 3."
    assert _say(state, nobody, 0, alone_at[0]) == \
        "Nobody tapped the Gorilla in time, so you, last in turn order, drew 3."
    one = Tap((3, 2, 0), in_time=1)
    # the loser did not tap either: "you did not tap in time; Computer 1 came last" read as if it had
    assert _say(state, one, 2, alone_at[2]) == \
        "You did not tap in time, nor did Computer 1, who came later in turn order and drew 3."
    assert _say(state, one, 2, hot_seat) == \
        "Player 2 did not tap in time, nor did Player 1, who came later in turn order and drew 3."
    # the loser never tapped: said so, not "came last" as if a tap had come a moment too late
    assert _say(state, one, 3, alone_at[3]) == \
        "You came first in the tap race; Computer 1 did not tap in time and drew 3."
    assert _say(state, one, 0, alone_at[0]) == \
        "Computer 3 came first in the tap race; you did not tap in time and drew 3."
    assert _say(state, one, None, hot_seat) == \
        "Player 3 came first in the tap race; Player 1 did not tap in time and drew 3."
    every = Tap((3, 2, 0), in_time=3)
    assert _say(state, every, 2, alone_at[2]) == _say(state, Tap((3, 2, 0)), 2, alone_at[2]) == \
        "You came second in the tap race; Computer 1 came last and drew 3."


def test_how_many_tapped_in_time_survives_the_text_form() -> None:
    hands = [HANDS[0], ["red-hippo", "blue-tiger", "green-crocodile"], *HANDS[2:]]
    state = _state(hands, ["red-tiger", "red-gorilla"], 1, phase="tap")
    for move in (Tap((3, 2, 0), in_time=1), Tap((3, 2, 0), in_time=0), Tap((3, 2, 0))):
        text = GAME.move_to_text(move)
        back = GAME.parse_move(state, text)
        assert back == move and back.in_time == move.in_time, text
    assert GAME.move_to_text(Tap((3, 2, 0), in_time=3)) == "tap 3,2,0"  # all in time: as before
    assert GAME.parse_move(state, "tap 3,2,0").in_time is None


def test_the_player_who_laid_the_gorilla_is_told_to_wait_not_to_tap() -> None:
    """During the tap race the player who laid the Gorilla has nothing to do; any other move
    was refused with "Tap the Gorilla first", which that player is not allowed to do."""
    import random

    from gamebox.games.gorilla.info import INFO
    from gamebox.games.gorilla.state import TAP

    for seed in range(40):
        state = GAME.new_game(INFO.make_config(4), seed)
        rng = random.Random(seed)
        while GAME.to_move(state) is not None and state.phase != TAP:
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
        if state.phase == TAP:
            break
    assert state.phase == TAP, "a seeded game reaches a tap race"
    reason = GAME.refusal(state, DRAW_MOVE)
    assert reason is not None and reason.startswith("Wait") and "Tap the" not in reason
    assert_plain(reason, "the refusal during a tap race")


def test_a_refused_gorilla_keeps_its_capital() -> None:
    """str.capitalize() made "The yellow gorilla goes only on a yellow animal" of the card the
    log and the table call "the yellow Gorilla"."""
    import random

    from gamebox.games.gorilla.cards import GORILLA0
    from gamebox.games.gorilla.info import INFO
    from gamebox.games.gorilla.state import PLAY

    refused = 0
    for seed in range(20):
        state = GAME.new_game(INFO.make_config(4), seed)
        rng = random.Random(seed)
        while (seat := GAME.to_move(state)) is not None:
            if state.phase == PLAY:
                for card in sorted(set(state.hands[seat])):
                    reason = GAME.refusal(state, Play(card))
                    if reason is not None and card >= GORILLA0 and card in state.hands[seat]:
                        assert reason.startswith("The ") and " Gorilla " in reason, reason
                        assert_plain(reason, "a refused Gorilla")
                        refused += 1
            moves = GAME.candidate_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert refused > 10, "the seeded games hold refused Gorilla cards"


def test_a_missed_call_is_told_to_a_table_of_computers_without_an_order() -> None:
    """ "Computer 1 did not call "Gorilla!": catch them before the next play" was told to
    someone watching computers play, who has no Catch button."""
    hands = [["blue-lion"], ["red-gorilla", "blue-tiger"], ["yellow-giraffe", "yellow-lion"],
             ["green-lion", "blue-zebra"]]
    state = _state(hands, ["green-hippo"], 1, forgot=0)
    computers = ("computer",) * 4
    watched = GAME.describe_turn(state, None, Names.for_table(computers, None))
    assert "did not call" in watched and "the others may catch them" in watched, watched
    assert "catch them before" not in watched.replace("may catch them before", ""), watched
    player = GAME.describe_turn(state, 2, Names.for_table(("computer", "computer", "human", "computer"), 2))
    assert "did not call" in player and ": catch them before the next play" in player, player


def test_a_player_down_to_one_card_must_call_K7() -> None:
    """"Computer 1 is down to one card and may call Gorilla!" read as a choice; K7 says must."""
    hands = [HANDS[0], ["blue-tiger", "red-zebra"], *HANDS[2:]]
    state = _state(hands, ["red-tiger"], 1)
    state, _ = GAME.apply(state, Play(CARD_BY_NAME["red-zebra"]))
    text = GAME.describe_turn(state, 0, Names.for_table(KINDS, 0))
    assert text == "Computer 1 is down to one card and must call “Gorilla!”", text
    assert_plain(text, "a call to come")
