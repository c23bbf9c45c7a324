"""Player-facing words from every game's rules: a sentence for every move from every chair,
status lines, refusal reasons, end reports and rules pages, all plain words (tests/text_rules.py).

Each game says which card phrases a chair may not see in tests/games/<id>/phrases.py:
`hidden_phrases(game, before, after, seat) -> set[str]`, the words it would use for every
card hidden from `seat` both before and after the move (another player's hand, the pile...).
"""

from __future__ import annotations

import random
from importlib import import_module
from itertools import islice
from pathlib import Path
from typing import Any, Callable

import pytest

from gamebox.core.describe import EndReport, Names
from gamebox.core.errors import IllegalMove
from gamebox.registry import all_games
from tests.pending import xfail_pending
from tests.text_rules import assert_plain

SEEDS = (11, 12)
ROOT = Path(__file__).resolve().parents[2]


def _skip_pending(game_id: str) -> None:
    xfail_pending("words", game_id)


def _hidden_phrases(game_id: str) -> Callable[..., set[str]]:
    module = import_module(f"tests.games.{game_id}.phrases")
    return module.hidden_phrases  # type: ignore[no-any-return]


def _kinds(players: int, seat: int | None) -> tuple[str, ...]:
    return tuple("human" if i == seat else "computer" for i in range(players))


def cases() -> list[tuple[str, int, int]]:
    return [(info.id, players, seed) for info in all_games()
            for players in range(info.min_players, info.max_players + 1) for seed in SEEDS]


def _contains_phrase(sentence: str, phrase: str) -> bool:
    import re

    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", sentence, re.IGNORECASE) is not None


@pytest.mark.parametrize("case", cases(), ids=lambda c: f"{c[0]}-{c[1]}p-seed{c[2]}")
def test_every_move_has_a_plain_sentence_for_every_chair(case: tuple[str, int, int]) -> None:
    game_id, players, seed = case
    _skip_pending(game_id)
    info = next(i for i in all_games() if i.id == game_id)
    game = info.load()
    hidden = _hidden_phrases(game_id)
    rng = random.Random(seed)
    state = game.new_game(info.make_config(players), seed)
    chairs: list[int | None] = [None, *range(players)]
    for _ in range(5000):
        mover = game.to_move(state)
        if mover is None:
            break
        for seat in chairs:
            status = game.describe_turn(state, seat, Names.for_table(_kinds(players, seat), seat))
            assert_plain(status, f"{game_id} status line")
            assert status.rstrip().rstrip("”")[-1] in ".!?", f"{game_id}: the status line ends with a full stop: {status!r}"
        moves = list(game.candidate_moves(state))
        move = moves[rng.randrange(len(moves))]
        after, events = game.apply(state, move)
        for seat in chairs:
            names = Names.for_table(_kinds(players, seat), seat)
            sentence = game.describe_move(state, move, events, seat, names)
            assert isinstance(sentence, str) and sentence.strip(), f"{game_id}: no sentence for {move!r}"
            assert "\n" not in sentence.strip(), f"{game_id}: one sentence, one line: {sentence!r}"
            assert sentence.rstrip().rstrip("”")[-1] in ".!?", f"{game_id}: a sentence ends with a full stop: {sentence!r}"
            assert_plain(sentence, f"{game_id} log sentence")
            notation = game.move_to_text(move)
            # a notation that is one plain word ("quiet", "draw") may be said; one with cards,
            # numbers or places in it may not
            assert notation.lower() not in sentence.lower() or notation.isalpha(), \
                f"{game_id}: the sentence repeats the notation: {sentence!r}"
            for phrase in hidden(game, state, after, seat):
                assert not _contains_phrase(sentence, phrase), \
                    f"{game_id}: seat {seat} is told of {phrase!r}, hidden from them: {sentence!r}"
            # the default naming works too (a caller that gives no names)
            assert game.describe_move(state, move, events, seat).strip()
        state = after
    else:
        pytest.fail("the game did not end")
    for seat in chairs:
        names = Names.for_table(_kinds(players, seat), seat)
        report = game.describe_result(state, seat, names)
        assert isinstance(report, EndReport)
        assert report.headline and len(report.standings) == players
        assert sorted(s.seat for s in report.standings) == list(range(players))
        assert all(s.place >= 1 for s in report.standings)
        texts = [report.headline, report.story, *report.extra.values()]
        for standing in report.standings:
            texts += [standing.name, standing.score, standing.note]
        for reveal in report.reveals:
            texts += [reveal.owner, reveal.words]
        for text in texts:
            if text:
                assert_plain(text, f"{game_id} end report", sentence=False)


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_refusal_reasons_are_plain_words(game_id: str) -> None:
    """Every reason the rules give for refusing a move read from earlier positions."""
    _skip_pending(game_id)
    info = next(i for i in all_games() if i.id == game_id)
    game = info.load()
    reasons: set[str] = set()
    for players in range(info.min_players, info.max_players + 1):
        rng = random.Random(players)
        state = game.new_game(info.make_config(players), 3)
        seen: list[Any] = []
        for _ in range(400):
            if game.to_move(state) is None:
                break
            for old in seen[-12:]:
                try:
                    game.apply(state, old)
                except IllegalMove as exc:
                    reasons.add(str(exc))
            moves = list(islice(game.legal_moves(state), 200)) or list(game.candidate_moves(state))
            seen.extend(moves[:4])
            state, _ = game.apply(state, moves[rng.randrange(len(moves))])
    assert reasons, "the run met no refusal: the check would prove nothing"
    for reason in reasons:
        assert_plain(reason, f"{game_id} refusal", sentence=False)


@pytest.mark.parametrize("page", sorted((ROOT / "resources" / "rules").glob("*.md")), ids=lambda p: p.stem)
def test_rules_pages_are_for_players(page: Path) -> None:
    _skip_pending(page.stem)
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            assert_plain(line, f"{page.name} line {number}", sentence=False)


@pytest.mark.parametrize("game_id", [info.id for info in all_games() if info.max_players > 1])
def test_a_chair_that_waits_reads_the_same_words_in_every_game(game_id: str) -> None:
    """While another player makes an ordinary move, every game says "Waiting for <them> to ..."
    (the games once said "It is Computer's turn.", "Computer is playing." and "Waiting for
    Computer to play." for the same moment)."""
    import re

    info = next(i for i in all_games() if i.id == game_id)
    game = info.load()
    rng = random.Random(5)
    players = max(2, info.min_players)
    state = game.new_game(info.make_config(players), 5)
    seen = 0
    for _ in range(6):
        mover = game.to_move(state)
        if mover is None:
            break
        waiting = (mover + 1) % players
        names = Names.for_table(_kinds(players, waiting), waiting)
        status = game.describe_turn(state, waiting, names)
        if "Gorilla!" not in status and "Robot" not in status:
            seen += 1
            assert re.match(rf"(Round \d+\. )?Waiting for {re.escape(names.obj(mover))}\b.* to ", status), \
                f"{game_id}: {status!r}"
        moves = list(game.candidate_moves(state))
        state, _ = game.apply(state, moves[rng.randrange(len(moves))])
    assert seen >= 3


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_the_last_status_line_gives_the_result_and_how_it_came_about(game_id: str) -> None:
    """At the end every game's status line is the headline and the story, as on the end
    screen: TRIO said only "Draw." and Sifaka "Game over: You won!"."""
    info = next(i for i in all_games() if i.id == game_id)
    game = info.load()
    players = max(2, info.min_players) if info.max_players > 1 else 1
    for seed in (1, 3):
        rng = random.Random(seed)
        state = game.new_game(info.make_config(players), seed)
        while game.to_move(state) is not None:
            moves = list(game.candidate_moves(state))
            state, _ = game.apply(state, moves[rng.randrange(len(moves))])
        names = Names.for_table(_kinds(players, 0), 0)
        status = game.describe_turn(state, 0, names)
        report = game.describe_result(state, 0, names)
        assert not status.startswith("Game over"), status
        assert len(status) > len(report.headline) + 10, f"{game_id}: only the headline: {status!r}"
        assert_plain(status, f"{game_id} final status")


@pytest.mark.parametrize("game_id", [info.id for info in all_games() if info.max_players > 2])
def test_places_are_counted_the_same_way_in_every_game(game_id: str) -> None:
    """Tied seats share a place and the next place skips (1st, 1st, 3rd), as Gorilla counted;
    Sifaka counted 1st, 1st, 2nd and Girafferaffe called the one loser of five "2nd"."""
    info = next(i for i in all_games() if i.id == game_id)
    game = info.load()
    shown = 0
    for players in range(3, info.max_players + 1):
        for seed in range(1, 9):
            rng = random.Random(seed)
            state = game.new_game(info.make_config(players), seed)
            while game.to_move(state) is not None:
                moves = list(game.candidate_moves(state))
                state, _ = game.apply(state, moves[rng.randrange(len(moves))])
            places = [s.place for s in game.describe_result(state, 0).standings]
            assert places == sorted(places)
            assert all(p == 1 + sum(1 for q in places if q < p) for p in places), (players, seed, places)
            shown += len(set(places)) < len(places)
    assert shown, "some game ended with a shared place"


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_each_rules_page_explains_every_computer_level_the_dialog_offers(game_id: str) -> None:
    """The new-game dialog offers the levels of a game played against computers; Sifaka's and
    TRIO's pages had no word on any level. Goritaire's page promised a computer seat its
    dialog does not offer; it speaks of the Demo."""
    from ui.level_names import level_name

    info = next(i for i in all_games() if i.id == game_id)
    page = (ROOT / "resources" / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    if info.solitaire:  # its dialog offers no seat to give a computer: the page must not promise one
        assert "new-game dialog can let the computer" not in page and "**Demo**" in page
        return
    assert "## Computer" in page, f"{game_id}: no section on the computer players"
    section = page.split("## Computer", 1)[1].split("\n## ", 1)[0]
    for level in info.ai_levels:
        assert f"**{level_name(level)}**" in section, f"{game_id}: {level_name(level)!r} not explained"
