"""selfplay --record-dir writes every game's record as the app saves it; replay tells a record
move by move in the rules' sentences, one line a move, from a chair or a spectator's."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Sequence

import pytest

from gamebox.cli.replay import replay_names
from gamebox.core.describe import Names
from gamebox.core.records import Record, replay
from gamebox.registry import all_games, get_info
from tests.fuzz.cli_runner import cli
from tests.pending import PENDING
from tests.text_rules import assert_plain

GAME_IDS = [info.id for info in all_games()]


def _selfplay(game_id: str, folder: Path, *extra: str) -> dict[str, Any]:
    outcome = cli(["selfplay", game_id, "--games", "3", "--ai", "random", "--record-dir", str(folder),
                   *extra])
    assert outcome.code == 0, outcome.err
    return json.loads(outcome.out)  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One folder of three records per game, from deals 8, 9 and 10."""
    folders = {}
    for game_id in GAME_IDS:
        folder = tmp_path_factory.mktemp(game_id) / "records"
        _selfplay(game_id, folder, "--seed", "8")
        folders[game_id] = folder
    return folders


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_selfplay_writes_every_games_record(game_id: str, records: dict[str, Path]) -> None:
    info = get_info(game_id)
    files = sorted(records[game_id].iterdir())
    assert [f.name for f in files] == [f"{game_id}-08.json", f"{game_id}-09.json", f"{game_id}-10.json"]
    ids = set()
    for seed, path in zip((8, 9, 10), files, strict=True):
        record = Record.from_json(json.loads(path.read_text()))
        assert record.game == game_id and record.seed == seed and record.moves
        players = record.config["players"]
        assert record.seats == ("computer",) * players and record.levels == ("random",) * players
        assert len(record.names) == players and len(record.id) == 32
        ids.add(record.id)
        game = info.load()
        start = game.new_game(info.config_from_json(record.config), record.seed)
        end, steps = replay(game, start, record.moves)
        assert game.to_move(end) is None and len(steps) == len(record.moves)
    assert len(ids) == 3


def _replay(game_id: str, path: Path, seat: int | None = None) -> list[str]:
    chair = [] if seat is None else ["--seat", str(seat)]
    outcome = cli(["replay", game_id, "--record", str(path), *chair])
    assert outcome.code == 0, outcome.err
    return outcome.out.splitlines()


def _pending(game_id: str) -> Any:
    mark = pytest.mark.xfail(game_id in PENDING["words"], reason=f"{game_id} cannot describe its moves yet",
                             raises=AssertionError, strict=False)
    return pytest.param(game_id, marks=mark)


@pytest.mark.parametrize("game_id", [_pending(g) for g in GAME_IDS])
def test_replay_prints_one_plain_line_a_move(game_id: str, records: dict[str, Path]) -> None:
    """The acceptance: selfplay --games 3 --record-dir D, then replay D/<file>, for every game."""
    for path in sorted(records[game_id].iterdir()):
        moves = json.loads(path.read_text())["moves"]
        players = json.loads(path.read_text())["config"]["players"]
        spectator = _replay(game_id, path)
        assert len(spectator) == len(moves)
        assert not any(line.startswith("You ") for line in spectator)
        for line in spectator:
            assert_plain(line, f"{game_id} replay")
        mine = _replay(game_id, path, seat=0)
        assert len(mine) == len(moves)
        # seat 0 is "You", and the computers after it count from 1: no "Computer <players>"
        assert not any(f"Computer {players}" in line for line in mine)
        if players > 1:
            assert any("Computer 1" in line for line in mine + spectator)


class _Teller:
    """A stand-in describe_move: records what replay hands it."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.calls: list[tuple[Any, int | None, Names]] = []

    def __call__(self, before: Any, move: Any, events: Sequence[Any], seat: int | None,
                 names: Names | None = None) -> str:
        assert isinstance(events, list) and names is not None
        self.calls.append((move, seat, names))
        mover = self.game.to_move(before)
        return f"{names(mover)} {names.verb(mover, 'play', 'plays')}\nsomething"


def test_replay_hands_each_move_to_describe_move(records: dict[str, Path],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The plumbing, whatever game has words yet: every move in order, the chosen chair, the
    table's names, one line each (a sentence with a line break is joined)."""
    game = get_info("trio").load()
    teller = _Teller(game)
    monkeypatch.setattr(game, "describe_move", teller, raising=False)
    path = sorted(records["trio"].iterdir())[0]
    record = Record.from_json(json.loads(path.read_text()))
    lines = _replay("trio", path, seat=1)
    assert len(lines) == len(record.moves) == len(teller.calls)
    assert [game.move_to_text(move) for move, _, _ in teller.calls] == list(record.moves)
    assert {seat for _, seat, _ in teller.calls} == {1}
    assert teller.calls[0][2] == Names(("Computer", "You"), 1)  # a lone computer beside "You"
    assert set(lines) == {"Computer plays something", "You play something"}
    teller.calls.clear()
    assert set(_replay("trio", path)) == {"Computer 1 plays something", "Computer 2 plays something"}
    assert teller.calls[0][1] is None and teller.calls[0][2].you is None


def test_replay_names_follow_the_table() -> None:
    kinds, given = ("human", "computer", "human"), ("Ann", "", "Bob")
    assert replay_names(kinds, given, None) == Names(("Ann", "Computer", "Bob"), None)
    assert replay_names(kinds, given, 2) == Names(("Ann", "Computer", "You"), 2)
    assert replay_names(kinds, given, 1) == Names(("Ann", "You", "Bob"), 1)
    assert replay_names(("human", "human"), ("", ""), 0) == Names(("You", "Player 1"), 0)
    assert replay_names(("human", "human"), ("", ""), 1) == Names(("Player 1", "You"), 1)
    assert replay_names(("computer",) * 4, (), 2) == Names(("Computer 1", "Computer 2", "You", "Computer 3"), 2)


def _record(records: dict[str, Path], game_id: str = "trio") -> dict[str, Any]:
    return json.loads(sorted(records[game_id].iterdir())[0].read_text())  # type: ignore[no-any-return]


@pytest.mark.parametrize("change,needle", [
    (lambda r: {**r, "format": "chess"}, "not a GameBox save"),
    (lambda r: {**r, "version": 2}, "version 2"),
    (lambda r: {**r, "version": True}, "version is not a whole number (true)"),
    (lambda r: {**r, "game": "gorilla"}, 'record is of "gorilla"'),
    (lambda r: {**r, "moves": r["moves"][:3] + ["fly away"]}, "move 4"),
    (lambda r: {**r, "moves": r["moves"][:2] + r["moves"][1:3]}, "move 3"),
    (lambda r: {**r, "seats": ["computer"]}, "1 seat for 2 players"),
    (lambda r: {**r, "names": ["a", "b", "c"]}, "3 player names"),
    (lambda r: {**r, "config": {"players": 3, "options": {}}}, "not 3"),
    (lambda r: {**r, "config": {"players": "٢", "options": {}}}, "whole number"),
    (lambda r: {**r, "seed": "٣"}, "deal number"),
    (lambda r: [r], "no JSON object"),
])
def test_broken_or_foreign_records_are_refused(records: dict[str, Path], tmp_path: Path,
                                               change: Any, needle: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(change(_record(records))))
    outcome = cli(["replay", "trio", "--record", str(path)])
    assert outcome.code == 2 and outcome.out == "" and needle in outcome.err, outcome.err


@pytest.mark.parametrize("raw,needle", [
    (b"\xff\xfe{", "not text in UTF-8"),
    (b"[" * 50_000, "nests deeper"),
    (b"{", "not valid JSON"),
    (b"", "is empty"),
])
def test_unreadable_records_are_refused(raw: bytes, needle: str) -> None:
    outcome = cli(["replay", "trio", "--record", "-"], raw)
    assert outcome.code == 2 and outcome.out == "" and needle in outcome.err


def test_a_seat_outside_the_game_is_refused(records: dict[str, Path]) -> None:
    path = sorted(records["trio"].iterdir())[0]
    outcome = cli(["replay", "trio", "--record", str(path), "--seat", "2"])
    assert outcome.code == 2 and "--seat must be from 0 to 1" in outcome.err
    assert cli(["replay", "trio", "--record", str(path / "none.json")]).code == 2


def test_record_dir_that_cannot_be_made_is_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    outcome = cli(["selfplay", "trio", "--games", "1", "--ai", "random", "--record-dir", str(blocker / "d")])
    assert outcome.code == 2 and "cannot make the record folder" in outcome.err and outcome.out == ""
    assert cli(["selfplay", "trio", "--games", "1", "--record-dir", ""]).code == 2


def test_record_names_sort_by_seed_across_widths(tmp_path: Path) -> None:
    _selfplay("goritaire", tmp_path, "--seed", "98")
    names = [p.name for p in sorted(tmp_path.iterdir())]
    assert names == ["goritaire-098.json", "goritaire-099.json", "goritaire-100.json"]


def test_a_killed_runs_hidden_folder_is_cleared_by_the_next_run(tmp_path: Path) -> None:
    """kill -9 leaves the hidden staging folder behind; the next run into the same folder removes
    it once it is old (a run going on beside it writes into its own folder every game)."""
    stale, fresh = tmp_path / ".selfplay-old1", tmp_path / ".selfplay-new1"
    for folder in (stale, fresh):
        folder.mkdir()
        (folder / "trio-1.json").write_text("{}")
    old = time.time() - 2 * 24 * 3600
    os.utime(stale / "trio-1.json", (old, old))
    os.utime(stale, (old, old))
    keep = tmp_path / ".selfplay-mine"  # not ours: a file of another kind inside
    keep.mkdir()
    (keep / "notes.txt").write_text("x")
    os.utime(keep, (old, old))
    _selfplay("goritaire", tmp_path, "--seed", "98")
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == [".selfplay-mine", ".selfplay-new1", "goritaire-098.json", "goritaire-099.json",
                    "goritaire-100.json"]


def test_replay_to_an_output_that_lacks_some_characters_says_them_as_question_marks(
        records: dict[str, Path], tmp_path: Path) -> None:
    """Standard output as ASCII (or cp1252, a Windows console or file): a name with accents or an
    emoji stopped the replay with a UnicodeEncodeError traceback."""
    import io
    import sys

    from gamebox.cli import main

    data = json.loads(sorted(records["trio"].iterdir())[0].read_text())
    data["names"], data["seats"] = ["Zoë 😀", ""], ["human", "human"]
    path = tmp_path / "named.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = sys.stdout, sys.stderr
    out = io.TextIOWrapper(io.BytesIO(), encoding="ascii", newline="")
    err = io.TextIOWrapper(io.BytesIO(), encoding="ascii", newline="")
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["replay", "trio", "--record", str(path)])
    finally:
        sys.stdout, sys.stderr = saved
    out.flush()
    err.flush()
    said = out.buffer.getvalue().decode("ascii")  # type: ignore[attr-defined]
    assert code == 0 and err.buffer.getvalue() == b""  # type: ignore[attr-defined]
    assert len(said.splitlines()) == len(data["moves"]) and "Zo? ?" in said
