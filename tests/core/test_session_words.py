"""The session's words and review: why undo cannot go back, the end report from a chair, the
review kept with the record (and a damaged one never trusted), a past position to look at."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamebox.core.describe import Names
from gamebox.core.events import ev
from gamebox.core.records import Record
from gamebox.registry import get_info
from gamebox.review import Review, chances_function, compute, sample_points
from gamebox.session import GameSession, Step, revealed_words
from tests.text_rules import assert_plain


def make(seats: tuple[str, ...], seed: int = 11, game: str = "girafferaffe") -> GameSession:
    info = get_info(game)
    session = GameSession(info, info.make_config(len(seats)), seed, seats, ["random"] * len(seats))
    session.ai_delay_ms = 0
    return session


def fake_step(session: GameSession, seat: int, *events: Any) -> None:
    move = session.game.candidate_moves(session.state)[0]
    after, _ = session.game.apply(session.state, move)
    session.history.append(Step(session.state, move, "x", tuple(events), seat))
    session.state = after


def play_out(session: GameSession, seed: int = 1) -> None:
    rng = random.Random(seed)
    while session.to_move is not None:
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("event,words", [
    (ev("card_drawn", reveals=True, seat=0), "Can't undo past a card drawn from the pile."),
    (ev("card_moved", reveals=True, src="redraw", dst="hand:0"), "Can't undo past a card drawn from the Redraw Deck."),
    (ev("card_drawn", reveals=True, src="stack", dst="hand:0"), "Can't undo past a card drawn from the stack."),
    (ev("counter_taken", reveals=True, seat=1), "Can't undo past a counter taken from the table."),
    (ev("something_new", reveals=True), "Can't undo past a move that showed hidden cards."),
])
def test_undo_that_cannot_go_back_says_why_in_words(event: Any, words: str) -> None:
    session = make(("human", "computer"))
    fake_step(session, 0, event)
    assert not session.can_undo()
    assert session.undo_refusal() == words
    assert_plain(words, "undo refusal", sentence=False)


def test_undo_refusals_before_any_move_and_without_people() -> None:
    session = make(("human", "computer"))
    assert session.undo_refusal() == "There is nothing to undo yet."
    fake_step(session, 1)  # only the computer has moved
    assert "no move of yours" in session.undo_refusal()
    computers = make(("computer", "computer"))
    fake_step(computers, 0)
    assert "every seat here is a computer" in computers.undo_refusal()
    people = make(("human", "computer"))
    fake_step(people, 0)
    assert people.can_undo() and people.undo_refusal() == ""


def test_end_report_names_every_seat_from_the_chair() -> None:
    session = make(("human", "computer", "computer"), seed=5)
    assert session.describe_result(0) is None, "no report while the game goes on"
    play_out(session)
    report = session.describe_result(0)
    assert report is not None and len(report.standings) == 3
    assert {s.name for s in report.standings} == {"You", "Computer 1", "Computer 2"}
    assert report.headline


def test_the_review_is_kept_with_the_record_and_a_damaged_one_is_dropped() -> None:
    session = make(("human", "computer"), seed=3, game="trio")
    play_out(session)
    states = session.positions()
    total = len(session.history)
    assert len(states) == total + 1 and states[-1] is session.state
    review = compute(session.game, chances_function(session.info),
                     [(n, states[n]) for n in sample_points(total)], 2, 7)
    assert review is not None and review.moves[-1] == total and review.players == 2
    assert all(0.0 <= c <= 1.0 for row in review.chances for c in row)
    session.review = review
    record = Record.from_json(session.to_record().to_json())
    again = GameSession.from_record(record, session.info)
    assert again.review == Review.from_json(review.to_json(), 2, total)
    for damage in ({"moves": [0, 1], "chances": [[0.5, 0.5]]}, {"moves": [0], "chances": [[2.0, 0.5]]},
                   {"moves": [total + 5], "chances": [[0.5, 0.5]]}, "junk", {"moves": [1, 0], "chances": [[0, 1], [1, 0]]}):
        data = {**session.to_record().to_json(), "extra": {"review": damage}}
        assert GameSession.from_record(Record.from_json(data), session.info).review is None


def test_a_long_game_is_sampled_with_its_last_move() -> None:
    points = sample_points(1000, limit=50)
    assert points[0] == 0 and points[-1] == 1000 and len(points) <= 50 and points == sorted(set(points))
    assert sample_points(10) == list(range(11))


def test_compute_stops_when_asked() -> None:
    session = make(("human", "computer"), seed=3, game="trio")
    assert compute(session.game, chances_function(session.info), [(0, session.state)], 2, 1, lambda: True) is None


def test_a_past_position_is_a_quiet_copy() -> None:
    session = make(("human", "computer"), seed=3, game="trio")
    play_out(session)
    past = session.at_step(4)
    assert len(past.history) == 4 and past.state is session.history[4].before
    assert past.ai_paused and past.names == session.names and past.game_id == session.game_id
    if past.to_move is not None:
        assert past.play(past.game.candidate_moves(past.state)[0]) is False and len(past.history) == 4
    past.close()


def test_a_group_of_seats_capitalises_you_only_at_the_start_of_a_sentence() -> None:
    names = Names.for_table(("computer", "human", "computer"), 1)
    assert names.group([0, 1]) == "Computer 1 and you"
    assert names.group([1, 2]) == "You and Computer 2"
    assert names.group([0, 1, 2]) == "Computer 1, you and Computer 2"


def test_a_lone_computer_is_called_computer_and_several_are_counted_without_you() -> None:
    """Players asked where "Computer 1" was when "You" played "Computer 2" and "Computer 3":
    the seats other than "You" count from 1 in table order."""
    assert Names.for_table(("human", "computer"), 0).labels == ("You", "Computer")
    assert Names.for_table(("computer", "human"), 1).labels == ("Computer", "You")
    assert Names.for_table(("human", "computer", "computer"), 0).labels == ("You", "Computer 1", "Computer 2")
    assert Names.for_table(("computer", "human", "computer"), 1).labels == ("Computer 1", "You", "Computer 2")
    assert Names.for_table(("computer", "computer"), None).labels == ("Computer 1", "Computer 2")
    assert Names.for_table(("human",) * 3, 1).labels == ("Player 1", "Player 2", "Player 3")  # no "You" in hot seat


def test_people_and_computers_are_counted_apart_so_no_name_is_a_seat_number() -> None:
    """A shared screen read "Player 1, Computer 2, Player 3", and a lone computer beside two
    people was "Computer 3": the seat's number, which players took for a count of computers.
    People and computers are each counted from 1; a lone computer is plain "Computer"."""
    assert Names.for_table(("human", "computer", "human"), None, ("Ann", "", "")).labels == ("Ann", "Computer", "Player 2")
    assert Names.for_table(("human", "computer", "human"), None).labels == ("Player 1", "Computer", "Player 2")
    assert Names.for_table(("human", "computer", "human"), None, ("Ann", "", "Bob")).labels == ("Ann", "Computer", "Bob")
    assert Names.for_table(("human", "human", "computer", "computer"), None).labels == (
        "Player 1", "Player 2", "Computer 1", "Computer 2")
    assert Names.for_table(("computer", "human", "computer", "human", "computer"), None).labels == (
        "Computer 1", "Player 1", "Computer 2", "Player 2", "Computer 3")


def test_a_tokens_mark_comes_from_its_owners_name_and_is_never_shared() -> None:
    """A Sifaka pawn's mark: the number a numbered name carries, letter and number where
    people and computers are both numbered, C for a lone Computer; a given name its initial, or
    its first two letters where the initial is a mango counter's (an R read as a red counter)
    or another name's, and a number only where letters cannot tell the names apart (two Annas).
    Numbers had read as seat numbers: "Ann (red pawn 1)"."""
    def marks(names: Names) -> list[str]:
        return [names.mark(s) for s in range(len(names.labels))]

    assert marks(Names.for_table(("human", "computer", "computer"), 0)) == ["", "1", "2"]
    assert marks(Names.for_table(("computer",) * 3, None)) == ["1", "2", "3"]
    assert marks(Names.for_table(("human", "computer"), 0)) == ["", "C"], "a lone Computer's pawn reads C, not 1"
    assert marks(Names.for_table(("human", "computer", "human"), None, ("Ann", "", "Bob"))) == ["A", "C", "B"]
    assert marks(Names.for_table(("human", "human", "computer", "computer"), None)) == ["P1", "P2", "C1", "C2"]
    # Ann and Andy beside Computer 1 and 2: the pawn marked 2 is Computer 2's, not Ann's
    assert marks(Names.for_table(("human", "computer", "human", "computer"), None, ("Ann", "", "Andy"))) == \
        ["3", "1", "4", "2"]
    assert marks(Names.for_table(("human", "human", "computer"), None, ("Rita", "😀"))) == ["Ri", "1", "C"]
    assert marks(Names.for_table(("human", "computer", "human"), None, ("Cleo", "", "Ann"))) == ["Cl", "C", "A"]
    for kinds in [("human", "computer", "human", "computer"), ("computer",) * 4, ("human",) * 4]:
        for names in [(), ("Ann", "", "Cleo", ""), ("Ann", "Ann", "", ""), ("Gus", "Yan", "Rita", "")]:
            table = Names.for_table(kinds, None, names)
            assert len(set(marks(table))) == 4 and all(marks(table))
            assert not {"R", "Y", "G"} & set(marks(table)), "a mango counter's letter"


def test_at_a_shared_screen_undo_never_takes_back_another_persons_move() -> None:
    """Ann played, Bob opened the curtain and pressed Undo: Ann's move was taken back and her
    curtain came up again, with nothing said. A move is its mover's to undo until another
    person has the turn."""
    session = make(("human", "human"))
    fake_step(session, session.to_move)
    mover = session.history[-1].seat
    assert session.is_human(session.to_move) and session.to_move != mover
    assert not session.can_undo() and not session.undo()
    assert session.undo_refusal() == "Undo takes back only your own moves, and the last one was another player's."
    assert_plain(session.undo_refusal(), "undo refusal", sentence=False)
    session.looking = session.to_move  # the next person opened the screen: still not theirs to undo
    assert not session.can_undo()
    session.looking = mover  # the screen still shows the mover's chair: their slip to take back
    assert session.can_undo() and session.undo() and session.to_move == mover
    alone = make(("human", "computer"))  # with computers only, your move is still yours
    while alone.to_move != 0:
        fake_step(alone, alone.to_move)
    fake_step(alone, 0)
    fake_step(alone, alone.to_move)  # the computer's reply
    assert alone.to_move == 0 and alone.can_undo()


def test_gorilla_undo_names_the_stack_it_draws_from() -> None:
    """Gorilla's pile is where cards are played; it draws from the stack (the sheet's words)."""
    info = get_info("gorilla")
    session = GameSession(info, info.make_config(3), 1, ("human", "computer", "computer"))
    session.pause_ai(True)
    rng = random.Random(2)
    while not any(step.reveals for step in session.history):
        if session.to_move is None:
            raise AssertionError("the game ended before anyone drew a card")
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])
    drawn = next(step for step in reversed(session.history) if step.reveals)
    assert "from the stack" in revealed_words(drawn.events)


@pytest.mark.parametrize("game,seats", [("gorilla", ("human", "human", "human")),
                                        ("girafferaffe", ("human", "computer", "human"))])
def test_no_undo_once_the_result_has_shown_the_other_hands(game: str, seats: tuple[str, ...]) -> None:
    """Undo after the end took the last move back with every hand just shown, and play went
    on with everyone knowing them (at a shared screen, and against computers alike)."""
    from dataclasses import replace

    session = make(seats, seed=5, game=game)
    play_out(session, seed=5)
    last = session.history[-1]  # as if the last move had revealed nothing and was a person's
    person = session.human_seats[0]
    session.history[-1] = replace(last, events=tuple(e for e in last.events if not e.reveals), seat=person)
    assert session.result is not None
    assert not session.can_undo()
    words = session.undo_refusal()
    assert "its result has shown what was hidden during play" in words
    assert_plain(words, "undo refusal")
    assert not session.undo() and session.result is not None


@pytest.mark.parametrize("game", ["goritaire", "girafferaffe"])
def test_undo_after_the_end_of_a_solitaire_is_still_allowed(game: str) -> None:
    """Solo Girafferaffe's result shows the Robot's hand, which lay face up all game: the
    refusal said it had shown what was hidden."""
    from dataclasses import replace

    session = make(("human",), seed=4, game=game)
    play_out(session, seed=4)
    last = session.history[-1]
    session.history[-1] = replace(last, events=tuple(e for e in last.events if not e.reveals), seat=0)
    assert session.undo_refusal() == "" and session.can_undo()


def test_a_right_to_left_name_keeps_what_follows_it_after_it() -> None:
    """ "محمد — 4 cards left" showed as "4 — محمد cards left": the number went with the Arabic
    name. A name written right to left ends with a left-to-right mark; others are as typed."""
    table = Names.for_table(("human", "human", "human"), None, ("محمد", "דנה", "Zoë"))
    assert table.labels == ("محمد\u200e", "דנה\u200e", "Zoë")
    assert table.possessive(0) == "محمد\u200e's"
