"""Girafferaffe in words (issue 11): the Robot's turn, the colour choice, a lost round, a card
named only to the one who drew it, the end reports."""

from __future__ import annotations

from gamebox.core.describe import Names
from gamebox.games.girafferaffe.rules import GAME
from tests.games.girafferaffe.golden_runner import build
from tests.text_rules import assert_plain


def said(setup: dict, move: str, seat: int | None = 0, names: Names | None = None) -> str:
    state = build(setup)
    _after, events = GAME.apply(state, GAME.parse_move(state, move))
    sentence = GAME.describe_move(state, GAME.parse_move(state, move), events, seat, names)
    assert_plain(sentence, "sentence")
    return sentence


def test_the_robots_draws_and_play_are_told_G13() -> None:
    setup = {"players": 1, "hands": [["R1", "R3", "G14", "G15"]],
             "robot": {"deck": ["B9", "Y3", "G12", "R11", "B2", "Y15"]}}
    assert said(setup, "single R1") == ("You played the red 1 on the Single tree; the Robot drew 5 cards and "
                                        "played the blue 2 on the Single tree.")


def test_the_robot_taking_a_redraw_card_never_names_it() -> None:
    setup = {"players": 1, "apples": [1], "redraw": ["R12", "B12"], "stacks": {"single": [["G15"]]},
             "hands": [["R3", "G14"]], "robot": {"hand": ["R8", "B8", "Y5", "G5", "R1"], "deck": ["Y1"]}}
    sentence = said(setup, "spend apple")
    assert sentence.startswith("You spent an apple; the Robot played a Pair of 5s on the Pair tree")
    assert "face down on its deck" in sentence and "12" not in sentence


def test_the_colour_choice_for_the_robot_is_told() -> None:
    setup = {"players": 1, "apples": [1], "stacks": {"single": [["Y4"]]}, "hands": [["R1", "G14"]],
             "robot": {"hand": ["R5", "B5", "Y12", "G13", "R14"]}}
    first = said(setup, "spend apple")
    assert "must play on the Single tree, and you choose the colour" in first and "colours" not in first
    state = build(setup)
    waiting, _ = GAME.apply(state, GAME.parse_move(state, "spend apple"))
    move = GAME.parse_move(waiting, "robot B5")
    _after, events = GAME.apply(waiting, move)
    assert GAME.describe_move(waiting, move, events, 0) == "You had the Robot play the blue 5 on the Single tree."
    # one card to choose: one colour ("which colours?" for a single card read oddly)
    assert GAME.describe_turn(waiting, 0) == "The Robot plays on the Single tree: choose which colour it plays."


def test_with_no_cards_left_the_status_says_to_spend_an_apple() -> None:
    """ "Your turn: drag cards onto a tree, or spend an apple." with an empty hand."""
    state = build({"players": 2, "apples": [2, 0], "hands": [[], ["G10", "G11"]]})
    line = GAME.describe_turn(state, 0)
    assert line == "Your turn: no cards left, so spend an apple."
    assert_plain(line, "status line")


def test_a_redraw_card_is_named_only_to_the_player_who_drew_it() -> None:
    setup = {"players": 2, "redraw": ["Y15"], "hands": [["R7", "B7", "R2"], ["G10", "G11"]]}
    names = Names.for_table(("human", "computer"), 0)
    assert said(setup, "pair R7 B7", 0, names) == ("You played a Pair of 7s on the Pair tree and drew the yellow 15 "
                                                  "from the Redraw Deck.")
    other = Names.for_table(("computer", "human"), 1)
    sentence = said(setup, "pair R7 B7", 1, other)
    assert sentence == "Computer played a Pair of 7s on the Pair tree and drew a card from the Redraw Deck."


def test_a_lost_round_and_the_new_deal_are_told_G11() -> None:
    setup = {"players": 2, "variant": True, "stacks": {"single": [["B15"]]}, "hands": [["R7", "B7", "R2"], ["R1"]]}
    names = Names.for_table(("human", "computer"), 0)
    assert said(setup, "pair R7 B7", 0, names).endswith(
        "; Computer can neither play nor spend an apple, takes a rotten apple and deals round 2.")


def test_a_lost_solo_story_names_only_what_the_robot_still_had() -> None:
    def story(robot: dict[str, object]) -> str:
        lost = build({"players": 1, "apples": [1], "hands": [["="]], "robot": robot})
        after, _ = GAME.apply(lost, GAME.parse_move(lost, "spend apple"))
        text = GAME.describe_result(after, 0, Names.for_table(("human",), 0)).story
        assert_plain(text, "solo story")
        return text

    # the Robot draws up to 5 and lays its lowest card on the Single tree, then the human is stuck
    assert story({"hand": ["R5"], "deck": ["B2", "B3", "B4", "B6", "B7", "B8"], "apples": 1}).endswith(
        "; the Robot still had 2 cards in its deck, 4 cards in hand and an apple.")
    assert story({"hand": ["R5", "Y12"]}).endswith("; the Robot still had a card in hand.")
    assert story({"hand": ["R5"]}).endswith(
        "; the Robot had no cards or apples left either, but you had to act first.")


def test_end_reports_say_who_lost_and_why() -> None:
    lost_solo = build({"players": 1, "apples": [1], "hands": [["="]],
                       "robot": {"hand": ["R5", "Y12", "G13", "R14", "B2"]}})
    after, _ = GAME.apply(lost_solo, GAME.parse_move(lost_solo, "spend apple"))
    report = GAME.describe_result(after, 0)
    assert (report.headline, report.outcome) == ("The Robot won", "lost")
    assert report.standings[0].note.startswith("could neither play nor spend an apple")
    assert report.extra["Robot Deck at the start"] == "15 cards"
    game = build({"players": 3, "stacks": {"single-red-yellow": [["R15"]], "single-blue-green": [["B15"]]},
                  "hands": [["R7", "B7"], ["R1"], ["G3"]], "current": 0})
    after, _events = GAME.apply(game, GAME.parse_move(game, "pair R7 B7"))
    report = GAME.describe_result(after, 0, Names.for_table(("human", "computer", "computer"), 0))
    assert report.headline == "You won: Computer 1 lost"
    # all but one won: the headline names the one who lost, from every chair
    assert GAME.describe_result(after, 1, Names.for_table(("computer", "human", "computer"), 1)).headline == "You lost"
    assert GAME.describe_result(after, None, Names.for_table(("human", "human", "computer"), None)).headline == \
        "Player 2 lost; everyone else won"
    places = {s.name: (s.place, s.score, s.note) for s in report.standings}
    assert places["Computer 1"] == (3, "lost", "could neither play nor spend an apple")  # 1, 1, 3 as in every game
    assert places["You"][0] == places["Computer 2"][0] == 1
    assert "Computer 1" in report.story and len(report.reveals) == 3
    assert [s.name for s in report.standings] == ["You", "Computer 2", "Computer 1"]  # by place


def test_the_end_reads_as_sentences_in_the_log_and_the_status_line() -> None:
    """A lost solo deal: "you" mid-sentence, and a full stop after a headline without one."""
    setup = {"players": 1, "apples": [1], "hands": [["="]], "robot": {"hand": ["R5", "Y12", "G13", "R14", "B2"]}}
    assert said(setup, "spend apple").endswith("; you can neither play nor spend an apple, so the Robot wins.")
    lost_solo = build(setup)
    after, _ = GAME.apply(lost_solo, GAME.parse_move(lost_solo, "spend apple"))
    assert GAME.describe_turn(after, 0).startswith("The Robot won. You could neither play")
    assert GAME.result(after).summary.startswith("The Robot won. Player 1 could neither play")


def test_the_hands_at_the_end_read_low_to_high_as_the_table_fans_them() -> None:
    """The result listed a hand by colour ("yellow 15, green 8, green 10 and Copy") while the
    table showed 8, 10, 15, Copy."""
    setup = {"players": 1, "apples": [1], "hands": [["Y15", "=", "G8", "R10"]],
             "robot": {"hand": ["G13", "R5", "Y12", "B2", "R14"]}}
    state = build(setup)
    after, _ = GAME.apply(state, GAME.parse_move(state, "spend apple"))
    report = GAME.describe_result(after, 0)
    words = {reveal.owner: reveal.words for reveal in report.reveals}
    assert words["The Robot's hand"] == "red 5, yellow 12, green 13 and red 14"  # blue 2 was played
    assert words["Your hand"] == "green 8, red 10, yellow 15 and Copy"


def test_a_copy_in_a_set_is_one_of_its_cards() -> None:
    """ "a Pair of 13s with a Copy" read as three cards; the Copy is one of the two."""
    from gamebox.games.girafferaffe.cards import COPY, parse_card
    from gamebox.games.girafferaffe.trees import ALL_TREES
    from gamebox.games.girafferaffe.words import play_words

    pair = ALL_TREES["pair"]
    assert play_words(pair, (parse_card("R13"), COPY)) == "a Pair of 13s (one of them a Copy)"
    three = next(t for t in ALL_TREES.values() if t.kind == "kind" and t.size == 3)
    assert play_words(three, (parse_card("R3"), COPY, COPY)) == "three 3s (2 of them Copies)"
    any_tree = next(t for t in ALL_TREES.values() if t.kind == "any")
    assert play_words(any_tree, (parse_card("R6"), parse_card("B7"), COPY)) == "3 cards (6, 7 and a Copy)"


def test_two_players_end_without_everyone_else() -> None:
    """Two players: "everyone else wins" spoke of a crowd of one."""
    state = build({"players": 2, "hands": [["R1"], ["R2"]], "stacks": {"single": [["G15"]]}})
    from dataclasses import replace

    over = replace(state, over=True, loser=1)
    report = GAME.describe_result(over, 0, Names(("You", "Computer"), 0))
    assert report.story == "Computer could neither play nor spend an apple, so you win.", report.story
    three = replace(build({"players": 3, "hands": [["R1"], ["R2"], ["R3"]]}), over=True, loser=2)
    assert "everyone else wins" in GAME.describe_result(three, 0, None).story


def test_the_turn_line_says_how_to_play_several_cards() -> None:
    state = build({"players": 2, "apples": [0, 0], "hands": [["R7", "B7"], ["G10", "G11"]]})
    assert GAME.describe_turn(state, 0) == ("Your turn: drag a card onto a tree (click cards first to play several "
                                            "together).")


def test_the_robots_draws_beyond_its_hand_of_five_are_told_apart_G13() -> None:
    """"The Robot drew 5 cards and played ... on the Any tree" when it had held 2: nothing said
    that it drew 3 to hold 5, had no play, and drew 2 more (step 3); "spent an apple" did not
    say it had no play. (The Robot's low cards fit only Any, which needs 7 cards.)"""
    closed = {"single": [["G15"]], "4kind": [["R14", "B14", "Y14", "G14"]], "3kind": [["R13", "B13", "Y13"]],
              "pair": [["R12", "B12"]], "straight": [["R8", "B9", "Y10", "G11", "Y12"]],
              "flush": [["B3", "B4", "B5", "B6", "B7"]], "any": [["R2", "R3", "R4", "R5", "R6", "R7"]]}

    def robot_did(hand: list[str], deck: list[str]) -> str:
        setup = {"players": 1, "apples": [1], "stacks": closed, "hands": [["Y9", "G13"]],
                 "robot": {"hand": hand, "deck": deck, "apples": 1}}
        return said(setup, "spend apple").removeprefix("You spent an apple; the Robot ").split("; you can")[0]

    low = ["G2", "Y3"]
    assert robot_did(low, ["G4", "Y5", "G6", "R9", "B2", "Y2"]) == (
        "drew 3 cards, had no play, so drew 2 more cards, played 7 cards (2, 2, 3, 4, 5, 6 and 9) on the Any "
        "tree and took an apple")
    assert robot_did(low + ["G4", "Y5", "G6"], ["R9", "B2"]).startswith("had no play, so drew 2 cards, played 7")
    assert robot_did(low, ["G4", "Y5", "G6"]) == "drew 3 cards, had no play and spent an apple"
    assert robot_did(low, []) == "had no play and spent an apple"
    assert robot_did(low, ["G4", "Y5", "G6", "R9"]) == (
        "drew 3 cards, had no play, so drew 1 more card and spent an apple, still without a play")


def test_the_solo_end_report_counts_the_robots_cards_as_its_story_does() -> None:
    """"The Robot still had: 29 cards" under a story of "25 cards in its deck, 4 cards in hand"."""
    lost = build({"players": 1, "apples": [1], "hands": [["="]],
                  "robot": {"hand": ["R5"], "deck": ["B2", "B3", "B4", "B6", "B7", "B8"], "apples": 1}})
    after, _ = GAME.apply(lost, GAME.parse_move(lost, "spend apple"))
    report = GAME.describe_result(after, 0, Names.for_table(("human",), 0))
    assert report.extra["The Robot still had"] == "2 cards in its deck, 4 cards in hand and an apple"
    assert report.story.endswith(f"; the Robot still had {report.extra['The Robot still had']}.")
