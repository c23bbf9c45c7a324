"""Goritaire in words (issue 11): a sentence for every move including the Walking guess, the
end report, and the solver that never picks a move losing at once while another does not."""

from __future__ import annotations

import random

from gamebox.core.describe import Names
from gamebox.games.goritaire.ai import solver
from gamebox.games.goritaire.moves import Arrange, End, Guess
from gamebox.games.goritaire.rules import GAME
from gamebox.games.goritaire.solver import loses_at_once
from tests.games.goritaire.helpers import build
from tests.text_rules import assert_plain


def after_walking(deck: str) -> object:
    state = build({"area": "1.1G", "hand": "B", "deck": deck})
    state, _ = GAME.apply(state, GAME.parse_move(state, "act walking pay 1.1"))
    return state


def test_the_walking_guess_is_told_right_or_wrong() -> None:
    state = after_walking("GBB")
    _after, events = GAME.apply(state, Guess("G"))
    right = GAME.describe_move(state, Guess("G"), events, 0)
    assert right == "You guessed Gorilla and the top card was a Gorilla: it went to your hand."
    _after, events = GAME.apply(state, Guess("B"))
    wrong = GAME.describe_move(state, Guess("B"), events, 0)
    assert wrong == "You guessed Banana but the top card was a Gorilla: it was discarded."
    spectator = GAME.describe_move(state, Guess("B"), events, None, Names(("Ann",), None))
    assert spectator.startswith("Ann guessed Banana but") and "Ann's hand" not in spectator
    for text in (right, wrong, spectator):
        assert_plain(text, "guess sentence")


def test_the_log_keeps_the_order_cards_were_put_back_in() -> None:
    """"You put 2 Bananas and a Gorilla back on top of the deck" left out the order, which is all
    the player has to remember the next draws by."""
    state = build({"hand": "B", "deck": "BGBG", "known": "1110", "area": "1.1G 1.2S", "pending": [["arrange", 3]]})
    move = Arrange("BG", "B")
    _after, events = GAME.apply(state, move)
    assert GAME.describe_move(state, move, events, 0) == (
        "You put a Banana, then the Gorilla back on top of the deck (the first on top), and put the other Banana "
        "at the bottom.")


def test_ending_the_turn_tells_the_meal_and_the_draw() -> None:
    state = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "BBB", "deck": "GB"})
    _after, events = GAME.apply(state, End())
    text = GAME.describe_move(state, End(), events, 0)
    assert text == ("You ended the Action phase; the troop ate 3 bananas (1 from Plants, 2 Banana cards "
                    "from your hand); turn 3 began; you drew a Gorilla.")


def test_the_end_report_names_the_score_and_the_deck_mix() -> None:
    state = build({"area": " ".join(f"1.{i}G" for i in range(1, 8)), "hand": "BBBBBBB", "deck": "B",
                   "phase": "action"})
    state, _ = GAME.apply(state, End())
    state, _ = GAME.apply(state, GAME.parse_move(state, "declare"))
    report = GAME.describe_result(state, 0)
    assert report.headline == "You won!" and report.standings[0].score == "7 points"
    assert report.extra["Rules"] == "The usual rules"
    from dataclasses import replace

    extreme = GAME.describe_result(replace(state, extreme=True), 0)  # the result named no bonus stage
    assert extreme.extra["Rules"] == "The usual rules, with the Extreme Arts bonus stage"
    result = GAME.result(state)
    assert result is not None and result.details["score"] == 7 and result.details["gorillas"] == state.gorillas
    lost = build({"area": "1.1G 1.2G 1.3G", "hand": "B", "deck": "BBB"})
    lost, _ = GAME.apply(lost, End())
    report = GAME.describe_result(lost, 0)
    assert report.headline == "You lost" and report.outcome == "lost"
    assert "needed 3 bananas but you had only 1" in report.story and report.standings[0].note.startswith("3 Gorillas")


def test_the_solver_never_picks_a_move_that_loses_at_once_when_another_does_not() -> None:
    state = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "B", "deck": "BBBB", "played": True})
    assert loses_at_once(state, End())
    view = GAME.view(state, 0)
    for seed in range(5):
        move = solver(rounds=2).choose(GAME, view, 0, random.Random(seed))
        assert not loses_at_once(state, move), move


def test_when_every_candidate_loses_at_once_the_solver_finds_a_legal_move_that_does_not() -> None:
    # End starves the troop and the deck is empty: the candidates leave out the actions that do
    # nothing with an empty deck, yet such an action does not lose now
    state = build({"area": "1.1G 1.2G 2.1G", "hand": "", "deck": "", "played": True})
    assert GAME.candidate_moves(state) == [End()] and loses_at_once(state, End())
    move = solver(rounds=2).choose(GAME, GAME.view(state, 0), 0, random.Random(0))
    assert move != End() and not loses_at_once(state, move), move


def test_an_action_that_only_puts_off_a_sure_loss_gives_way_to_the_loss() -> None:
    from gamebox.games.goritaire.moves import Act
    from gamebox.games.goritaire.options import futile
    from gamebox.games.goritaire.solver import sure_loss

    # the troop starves at the end of the turn and the deck is empty: Scapulimancy there only
    # puts a Gorilla to sleep, and the Demo had done it six times before the same loss
    state = build({"area": "1.1G 1.2G 2.1G", "hand": "", "deck": "", "played": True})
    look = Act("scapulimancy1", ((1, 1),))
    assert futile(state, look) and not loses_at_once(state, look)
    assert sure_loss(state, look) == End()
    assert sure_loss(state, End()) is None  # a move that is not futile is left as it is
    # a futile action beside a move that does something and does not lose now is not a sure loss
    fed = build({"area": "1.1G 1.2G 2.1G", "hand": "BBB", "deck": "B", "played": True})
    assert not loses_at_once(fed, End()) and sure_loss(fed, Act("invitation1", ((1, 1),))) is None
    # with cards in the deck, looking at the top card does something
    assert not futile(build({"area": "1.1G 1.2G 2.1G", "hand": "", "deck": "B", "played": True}), look)


def test_one_ground_gorilla_is_counted_in_the_singular() -> None:
    fed = build({"area": "1.1G", "hand": "B", "deck": "GB"})
    status = GAME.describe_turn(fed, 0)
    assert "Eating: 1 Ground Gorilla needs 1 banana, 1 from your hand." in status
    assert_plain(status, "goritaire status line")
    hungry = build({"area": "1.1G", "hand": "G", "deck": "GB"})
    status = GAME.describe_turn(hungry, 0)
    assert "1 Ground Gorilla needs 1 banana" in status
    assert GAME.would_lose(hungry, End()) == ("The Ground Gorilla would need 1 banana and you would have none, "
                                              "so the group would break apart")
    lost, _events = GAME.apply(hungry, End())
    report = GAME.describe_result(lost, 0, Names.default(1, 0))
    assert "the Ground Gorilla needed 1 banana but you had none" in report.story
    for text in (report.story, lost.reason):
        assert_plain(text, "goritaire loss", sentence=False)


def test_every_text_of_long_deals_reads_plain() -> None:
    """Random moves lose a deal within a few turns; the rules of thumb play whole deals, so the
    texts of the later turns (one Gorilla fed, a short meal, the warning before a loss) are read
    too."""
    from gamebox.games.goritaire.policy import choose
    from gamebox.registry import get_info

    info = get_info("goritaire")
    seen = 0
    for seed in range(1, 25):
        options = ({}, {"extreme_arts": True}, {"as_printed": True})[seed % 3]
        rng = random.Random(seed)
        state = GAME.new_game(info.make_config(1, options), seed)
        while GAME.to_move(state) is not None:
            assert_plain(GAME.describe_turn(state, 0), "goritaire status line")
            moves = list(GAME.candidate_moves(state))
            move = choose(state, rng) if rng.random() < 0.95 else moves[rng.randrange(len(moves))]
            warning = GAME.would_lose(state, move)
            if warning:
                assert_plain(warning, "goritaire warning", sentence=False)
            after, events = GAME.apply(state, move)
            assert_plain(GAME.describe_move(state, move, events, 0), "goritaire log sentence")
            state, seen = after, seen + 1
        report = GAME.describe_result(state, 0)
        for text in (report.headline, report.story, *(s.note for s in report.standings)):
            assert_plain(text, "goritaire end report", sentence=False)
    assert seen > 400


def test_the_meal_names_only_what_was_eaten() -> None:
    # 3 imaginary bananas (from Cooking) feed the 2 Ground Gorillas: 2 eaten, none from the hand
    state = build({"area": "1.1G 1.2G", "hand": "BB", "deck": "GB", "imaginary": 3})
    _after, events = GAME.apply(state, End())
    text = GAME.describe_move(state, End(), events, 0)
    assert "; the troop ate 2 bananas (2 imaginary); turn 3 began" in text
    state = build({"area": "1.1G 1.2G", "hand": "BB", "deck": "GB"})
    _after, events = GAME.apply(state, End())
    assert "the troop ate 2 bananas (2 Banana cards from your hand)" in GAME.describe_move(state, End(), events, 0)


def test_a_deal_lost_with_no_gorilla_on_the_ground_tells_no_meal() -> None:
    state = build({"area": "", "hand": "B", "deck": "GB"})
    after, events = GAME.apply(state, End())
    text = GAME.describe_move(state, End(), events, 0)
    assert text == ("You ended the Action phase; the deal is lost: there was no Gorilla on the Ground at the end "
                    "of the turn.")
    report = GAME.describe_result(after, 0)
    assert report.standings[0].note.startswith("no Gorilla on the Ground at the end")
    # the warning before the move does not say a Gorilla was "left": on turn 1 there never was one
    assert GAME.would_lose(state, End()) == "There would be no Gorilla on the Ground at the end of the turn"
    for words in (text, report.story, report.standings[0].note):
        assert_plain(words, "goritaire loss", sentence=False)


def test_a_lost_deal_played_by_someone_else_is_not_told_as_yours() -> None:
    """Watching the computer lose, the result read "Computer lost: ... but you had none"."""
    from gamebox.core.describe import Names
    from gamebox.games.goritaire.words import reason_for

    computer = Names.for_table(("computer",), None)
    reason = "the Ground Gorillas needed 3 bananas but you had none, so the group broke apart"
    told = reason_for(reason, computer)
    assert told == f"the Ground Gorillas needed 3 bananas but {computer.obj(0)} had none, so the group broke apart"
    assert "you" not in told
    assert reason_for(reason, Names.for_table(("human",), 0)) == reason


def test_cooking_says_what_it_cost() -> None:
    """"You used Cooking 2 and put a Gorilla to sleep; 2 imaginary bananas for this turn" left out
    the Banana card it took from the hand."""
    state = build({"area": "1.1G 1.2G 2.1G", "hand": "BB", "deck": "BBBG", "phase": "action"})
    move = GAME.parse_move(state, "act cooking2 pay 2.1")
    _after, events = GAME.apply(state, move)
    assert GAME.describe_move(state, move, events, 0) == (
        "You used Cooking 2 and put a Gorilla to sleep; a Banana from your hand went to the discard pile; "
        "2 imaginary bananas for this turn.")


def test_a_deal_lost_on_an_empty_deck_is_told_in_one_clause() -> None:
    """"Lost on turn 6: Draw phase: the deck is empty, ..." ran the phase's name into the reason."""
    state = build({"area": "1.1G 1.2G", "hand": "BB", "deck": "", "turn": 5})
    state, _events = GAME.apply(state, End())
    report = GAME.describe_result(state, 0, Names.for_table(("human",), 0))
    assert report is not None
    assert report.story == "Lost on turn 6: the deck is empty, so there is no card to draw in the Draw phase."
    assert GAME.describe_turn(state, 0).count(":") == 1


def test_cards_alike_in_one_place_are_counted() -> None:
    """"You put a Banana back on top of the deck, and another Banana, then another Banana at the
    bottom": cards alike in one place have no order to tell."""
    from gamebox.games.goritaire.words import arrange_words

    assert arrange_words(Arrange("B", "BB"), of_deck=True) == \
        "put a Banana back on top of the deck, and put two Bananas at the bottom"
    assert arrange_words(Arrange("BB", "B")) == "put two Bananas back on top, and put another Banana at the bottom"
