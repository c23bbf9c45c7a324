"""Girafferaffe words that must agree with each other and with the table (testers' report):
one name for the apple action everywhere (G9), "both cards" in a two-card refusal (G6), the
rotten apples counted in words (G11), and a rules page that counts plays as the plates do."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from gamebox.core.describe import Names
from gamebox.games.girafferaffe.cards import parse_card
from gamebox.games.girafferaffe.plays import play_problem
from gamebox.games.girafferaffe.rules import GAME
from gamebox.games.girafferaffe.trees import FOUR, PAIR, SINGLE_ALL, THREE
from tests.games.girafferaffe.golden_runner import build
from tests.text_rules import assert_plain

RULES_PAGE = Path(__file__).resolve().parents[3] / "resources" / "rules" / "girafferaffe.md"

# the other name the apple action once had ("gave back an apple", "give one of your apples back")
OTHER_NAME = re.compile(r"\b(?:give|gives|gave|giving)\b[^.;:]*\bback\b|\bapples? back\b", re.IGNORECASE)


def cards(*texts: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(t) for t in texts))


def sentence(setup: dict, move: str, seat: int | None = 0, names: Names | None = None) -> str:
    state = build(setup)
    parsed = GAME.parse_move(state, move)
    _after, events = GAME.apply(state, parsed)
    text = GAME.describe_move(state, parsed, events, seat, names)
    assert_plain(text, "sentence")
    return text


def after(setup: dict, move: str):  # type: ignore[no-untyped-def]
    state = build(setup)
    return GAME.apply(state, GAME.parse_move(state, move))[0]


SOLO_LOST = {"players": 1, "apples": [1], "hands": [["="]], "robot": {"hand": ["R5", "Y12", "G13", "R14", "B2"]}}
SOLO_WON = {"players": 1, "apples": [0], "stacks": {"single": [["B14"]]}, "hands": [["R15", "R1"]],
            "robot": {"hand": ["R2"]}}
THREE_PLAYERS = {"players": 3, "stacks": {"single-red-yellow": [["R15"]], "single-blue-green": [["B15"]]},
                 "hands": [["R7", "B7"], ["R1"], ["G3"]], "current": 0}
TWO_PLAYERS = {"players": 2, "apples": [1, 0], "hands": [["R7", "B7", "R2"], ["R1", "G9"]]}
ROUND_LOST = {"players": 2, "variant": True, "stacks": {"single": [["B15"]]},
              "hands": [["R7", "B7", "R2"], ["R1"]]}
ROBOT_SPENDS = {"players": 1, "apples": [1], "stacks": {"single": [["G15"]], "pair": [["R14", "B14"]],
                                                        "3kind": [["R13", "B13", "Y13"]]},
                "hands": [["R3", "G14"]], "robot": {"hand": ["R8"], "apples": 1}}


def test_the_apple_action_has_one_name_everywhere_G9() -> None:
    """The button says "Spend an apple": the log, the status line, the end report and the
    rules page say spend too, never "give back" (an apple goes back to the supply either way)."""
    two = Names.for_table(("human", "computer"), 0)
    three = Names.for_table(("human", "computer", "computer"), 0)
    texts = {
        "your apple": sentence(TWO_PLAYERS, "spend apple", 0, two),
        "the Robot's apple": sentence(ROBOT_SPENDS, "spend apple"),
        "a lost round": sentence(ROUND_LOST, "pair R7 B7", 0, two),
        "a lost game": sentence(THREE_PLAYERS, "pair R7 B7", 0, three),
        "a lost solo game": sentence(SOLO_LOST, "spend apple"),
        "status": GAME.describe_turn(build(TWO_PLAYERS), 0, two),
    }
    assert texts["your apple"] == "You spent an apple."
    assert "the Robot had no play and spent an apple" in texts["the Robot's apple"]
    assert "Computer can neither play nor spend an apple" in texts["a lost round"]
    assert "can neither play nor spend an apple" in texts["a lost game"]
    assert "you can neither play nor spend an apple" in texts["a lost solo game"]
    assert "spend an apple" in texts["status"]
    for setup, move, names in ((SOLO_LOST, "spend apple", None), (SOLO_WON, "single R15", None),
                               (THREE_PLAYERS, "pair R7 B7", three)):
        report = GAME.describe_result(after(setup, move), 0, names)
        texts[f"story {move}"] = report.story
        texts.update({f"{s.name} note {move}": s.note for s in report.standings})
        texts[f"end line {move}"] = GAME.describe_turn(after(setup, move), 0, names)
    assert "neither play nor spend an apple" in texts["story single R15"]  # the Robot beaten
    assert "neither play nor spend an apple" in texts["end line pair R7 B7"]
    for where, text in texts.items():
        assert not OTHER_NAME.search(text), f"{where}: {text!r}"
    page = RULES_PAGE.read_text(encoding="utf-8")
    assert not OTHER_NAME.search(page), OTHER_NAME.search(page).group(0)  # type: ignore[union-attr]
    assert "spend one of your apples" in page and '"Spend an apple"' in page


def test_a_two_card_refusal_says_both_cards_G6() -> None:
    assert play_problem(PAIR, cards("R7", "B8"), None) == "Pair tree: both cards must have the same rank"
    assert play_problem(THREE, cards("R7", "B7", "Y8"), None) == "3 of a Kind tree: all 3 cards must have the same rank"
    assert play_problem(FOUR, cards("R7", "B7", "Y7", "G8"), None) == \
        "4 of a Kind tree: all 4 cards must have the same rank"
    state = build({"players": 2, "hands": [["R7", "B8", "R2"], ["R1"]]})
    reason = GAME.refusal(state, GAME.parse_move(state, "pair R7 B8"))
    assert reason == "Pair tree: both cards must have the same rank"
    # no refusal of any two-card play counts "all 2" (or "the 2 cards")
    hand = cards("R7", "B8", "Y9", "=", "R2")
    for tree in (PAIR, THREE, FOUR):
        for a in hand:
            for b in hand:
                reason = play_problem(tree, tuple(sorted((a, b))), None)
                assert reason is None or not re.search(r"\b(?:all|the) 2\b", reason), reason


def test_a_single_tree_refusal_says_an_8_and_an_11() -> None:
    """Every rank that does not beat the top of a Single tree (G6), with its article as said
    aloud: the refusal read "a 8 does not beat the 15 on top"."""
    assert play_problem(SINGLE_ALL, cards("R8"), cards("B15")) == "Single tree: an 8 does not beat the 15 on top"
    assert play_problem(SINGLE_ALL, cards("R11"), cards("B13")) == "Single tree: an 11 does not beat the 13 on top"
    assert play_problem(SINGLE_ALL, cards("R7"), cards("B15")) == "Single tree: a 7 does not beat the 15 on top"
    for rank in range(1, 16):
        reason = play_problem(SINGLE_ALL, cards(f"G{rank}"), cards("Y15"))
        assert reason is not None
        assert_plain(reason, f"the refusal of a {rank}")


def test_rotten_apples_are_counted_in_words_G11() -> None:
    """ "Rotten apples: You 2, Computer 2 0 and Computer 3 0" read as numbers glued to names."""
    names = Names.for_table(("human", "computer", "computer"), 0)
    game = build(THREE_PLAYERS | {"variant": True, "rotten": [1, 1, 0], "round": 3})
    over = GAME.apply(game, GAME.parse_move(game, "pair R7 B7"))[0]
    assert over.over and over.rotten == (1, 2, 0)
    line = GAME.describe_result(over, 0, names).extra["Rotten apples"]
    assert line == "2 for Computer 1, 1 for you, none for Computer 2"
    assert_plain(line, "rotten apples", sentence=False)
    many = replace(over, rotten=(2, 0, 0), loser=0)
    line = GAME.describe_result(many, 0, names).extra["Rotten apples"]
    assert line == "2 for you, none for Computer 1 or Computer 2"
    assert not re.search(r"Computer \d+ \d", line) and not re.search(r"\b0\b", line)
    five = replace(build({"players": 5, "variant": True, "hands": [["R1"], ["B1"], ["Y1"], ["G1"], ["R2"]]}),
                   rotten=(1, 2, 1, 0, 0), over=True, loser=1)
    line = GAME.describe_result(five, 0, Names.for_table(("human",) + ("computer",) * 4, 0)).extra["Rotten apples"]
    assert line == "2 for Computer 1, 1 each for you and Computer 2, none for Computer 3 or Computer 4"


def test_the_rules_page_counts_the_plays_of_a_tree_as_the_plates_do() -> None:
    """A plate reads "6 plays" after six plays: the top play is counted, so nothing on the page
    may say the count is of the plays beneath the top one."""
    page = RULES_PAGE.read_text(encoding="utf-8")
    assert "beneath" not in page
    assert "how many plays the tree holds, the top one included" in page.replace("\n", " ")
