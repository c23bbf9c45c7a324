"""A stand-in's moves in words: what a shown solution played is told as "The solution ..."
(a description, not a name), so inside a sentence, after "; " or ":", it reads "the solution",
in every game's joined log lines, status line and end report."""

from __future__ import annotations

import random
import re

import pytest

from gamebox.games.goritaire.moves import End, Play
from gamebox.games.goritaire.state import GORILLA
from gamebox.registry import all_games, get_info
from gamebox.session import GameSession, stand_in_words

BY = "The solution"
# the stand-in's capital anywhere but at the start of the text or of a new sentence
MID_SENTENCE = re.compile(r"[^.!?\s]\s+" + re.escape(BY) + r"\b")


def test_a_stand_in_keeps_its_capital_only_where_a_sentence_starts() -> None:
    assert stand_in_words("The solution ended the Action phase; turn 2 began; The solution drew a Gorilla.",
                          BY) == "The solution ended the Action phase; turn 2 began; the solution drew a Gorilla."
    assert stand_in_words("Lost: The solution's pawn. The solution won.", BY) == \
        "Lost: the solution's pawn. The solution won."
    assert stand_in_words("Ann drew; Ann won.", "") == "Ann drew; Ann won."


def test_goritaire_a_new_turn_drawn_by_the_solution_reads_as_one_sentence() -> None:
    info = get_info("goritaire")
    seed = next(n for n in range(100) if info.load().new_game(info.make_config(1), n).hand_g)
    session = GameSession(info, info.make_config(1), seed, ("human",), ("solver",))
    assert session.play(Play(GORILLA, (1, 1)), by=BY)
    assert session.play(End(), by=BY)
    text = session.describe_step(session.history[-1], 0)
    assert text.startswith("The solution ended the Action phase;"), text
    assert re.search(r"; turn 2 began; the solution drew an? (Gorilla|Banana)\.$", text), text
    session.close()


def _played_by_the_solution(game_id: str, players: int, seed: int) -> GameSession:
    info = get_info(game_id)
    seats = ("human",) + ("computer",) * (players - 1)
    session = GameSession(info, info.make_config(players), seed, seats, ["random"] * players)
    rng = random.Random(seed)
    while session.to_move is not None and len(session.history) < 300:
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))], by=BY if session.is_human(session.to_move) else "")
    return session


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_no_game_writes_the_stand_in_with_a_capital_inside_a_sentence(game_id: str) -> None:
    info = get_info(game_id)
    texts: list[str] = []
    for players in sorted({info.min_players, min(info.max_players, 3)}):
        for seed in range(3):
            session = _played_by_the_solution(game_id, players, seed)
            for viewer in (0, None, players - 1):
                texts += [session.describe_step(step, viewer) for step in session.history]
                texts.append(session.describe_turn(viewer))
                report = session.describe_result(viewer)
                if report is not None:
                    texts += [report.headline, report.story] + [s.note for s in report.standings]
            session.close()
    assert any(text.startswith(BY) for text in texts), "the stand-in is named at all"
    wrong = [text for text in texts if MID_SENTENCE.search(text)]
    assert not wrong, wrong[:3]


def test_a_resumed_game_still_names_the_stand_ins_moves() -> None:
    """A shown solution stopped part way, then resumed from the Continue list: its moves read
    "You put a Gorilla ..." (who made them was not kept with the game)."""
    from gamebox.core.records import Record

    info = get_info("goritaire")
    seed = next(n for n in range(100) if info.load().new_game(info.make_config(1), n).hand_g)
    session = GameSession(info, info.make_config(1), seed, ("human",))
    assert session.play(Play(GORILLA, (1, 1)), by=BY)
    assert session.play(End())  # the player's own, after the solution was stopped
    data = session.to_record().to_json()
    again = GameSession.from_record(Record.from_json(data), info)
    assert [step.by for step in again.history] == [BY, ""]
    assert again.describe_step(again.history[0], 0).startswith("The solution put a Gorilla")
    assert again.describe_step(again.history[1], 0).startswith("You ended the Action phase")
    for damaged in (["x"], [BY, 3], "The solution", [BY, "y" * 41]):  # a damaged list names nobody
        other = GameSession.from_record(Record.from_json({**data, "extra": {"by": damaged}}), info)
        assert [step.by for step in other.history] == ["", ""]
        other.close()
    again.close()
    session.close()
