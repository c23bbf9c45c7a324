"""The end screen names only the help a game had (it named Goritaire's Demo and shown solutions
after a hint in TRIO), and the kinds travel in the record."""

from __future__ import annotations

from gamebox.registry import get_info
from gamebox.session import ASSISTED_LABEL, GameSession, assisted_words


def test_the_words_name_the_help_used() -> None:
    assert assisted_words({"hint"}) == "Hints helped in this game, so the statistics count it separately."
    assert assisted_words({"demo", "hint"}) == "Hints and the Demo helped in this game, so the statistics count it separately."
    assert assisted_words({"demo"}).startswith("The Demo helped")
    assert assisted_words(set()) == "Help chose moves in this game, so the statistics count it separately."


def test_a_hinted_game_says_hints_and_keeps_it_in_its_record() -> None:
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 4, ("human", "computer"), ("random", "random"))
    session.pause_ai(True)
    session.mark_assisted("hint")
    record = session.to_record()
    assert record.extra["help"] == ["hint"] and record.extra["assisted"] is True
    again = GameSession.from_record(record, info)
    assert again.helped_by == {"hint"}
    while again.to_move is not None:
        again.play(again.game.candidate_moves(again.state)[0])
    report = again.describe_result(0)
    assert report is not None and "Hints" in report.extra[ASSISTED_LABEL] and "Demo" not in report.extra[ASSISTED_LABEL]


def test_a_record_with_damaged_help_kinds_still_reads() -> None:
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 4, ("human", "computer"), ("random", "random"))
    session.mark_assisted("hint")
    record = session.to_record()
    for bad in ([3, None, "magic", "demo"], "hint", {"a": 1}):
        damaged = type(record)(record.game, record.config, record.seed, record.moves, record.seats, record.levels,
                               extra={**record.extra, "help": bad}, names=record.names, id=record.id)
        again = GameSession.from_record(damaged, info)
        assert again.assisted and again.helped_by <= {"demo"}
