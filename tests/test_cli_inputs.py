"""Issue 14's examples, for every game where they apply: bad input gets exit status 2, exactly
one line on stderr and nothing on stdout; good input exit 0. Numbers are ASCII digits only."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest

from gamebox.cli import main
from gamebox.core.records import position_to_json
from gamebox.registry import all_games, get_info
from tests.fuzz.cli_runner import Outcome, cli, run_cli
from tests.fuzz.known import PARSER_CRASHES, UNICODE_NUMBERS
from tests.fuzz.strategies import HUGE, dump, played

GAME_IDS = [info.id for info in all_games()]
ISSUE_MOVES = ["any R7 B12 Y²", "place -1,2 r9²", "play G @².1"]
# the game whose own parser crashes on (or reads) the example: see tests/fuzz/KNOWN.md
KNOWN_MOVE_EXAMPLES: set[tuple[str, str]] = set()


def refused(outcome: Outcome, needle: str = "") -> None:
    assert outcome.code == 2 and outcome.out == "", outcome
    assert needle in outcome.err, outcome.err


@lru_cache(maxsize=None)
def _numbered(game_id: str) -> tuple[str, str]:
    """(position JSON, a legal move whose text holds digits) for the game, reached by play;
    Sifaka's a placement with its rotation, the part its parser reads with int()."""
    info = get_info(game_id)
    for steps in range(80):
        doc, _, legal = played(game_id, info.default_players, 1, steps)
        moves = [m for m in legal if any(c.isascii() and c.isdigit() for c in m)]
        if game_id == "sifaka":
            moves = [m for m in moves if m.startswith("place") and " r" in m]
        if moves:
            return json.dumps(doc), moves[0]
    raise AssertionError(f"{game_id}: no move with a number in 80 steps")


def numbered(game_id: str) -> tuple[bytes, str]:
    doc, move = _numbered(game_id)
    return doc.encode(), move


def _last_number_token(move: str, change: Any) -> str:
    words = move.split(" ")
    at = max(i for i, w in enumerate(words) if any(c.isdigit() for c in w))
    words[at] = change(words[at])
    return " ".join(words)


def arabic_indic(word: str) -> str:
    return "".join(chr(0x660 + int(c)) if c.isascii() and c.isdigit() else c for c in word)


def _known(table: dict[str, tuple[type[BaseException], str]], game_id: str) -> Any:
    if game_id in table:
        kind, reason = table[game_id]
        return pytest.param(game_id, marks=pytest.mark.xfail(raises=kind, reason=reason, strict=False))
    return game_id


# ----- moves ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ISSUE_MOVES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_issue_moves_with_superscripts_are_refused(game_id: str, text: str,
                                                   request: pytest.FixtureRequest) -> None:
    if (game_id, text) in KNOWN_MOVE_EXAMPLES:
        reason = PARSER_CRASHES[game_id][1]
        request.applymarker(pytest.mark.xfail(raises=ValueError, reason=reason, strict=False))
    doc, _ = numbered(game_id)
    refused(cli(["play", game_id, "--position", "-", "--moves", text], doc), "move 1")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_huge_unreadable_move_gets_a_short_line(game_id: str) -> None:
    """The refusal quotes the move cut short: a 100,000-character move once made a stderr
    line twice that long."""
    doc, _ = numbered(game_id)
    outcome = cli(["play", game_id, "--position", "-", "--moves", "x" * 100_000], doc)
    refused(outcome, "move 1")
    assert len(outcome.err) < 600, len(outcome.err)


@pytest.mark.parametrize("game_id", [_known(PARSER_CRASHES, g) for g in GAME_IDS])
def test_a_legal_moves_number_with_a_superscript_is_refused(game_id: str) -> None:
    doc, move = numbered(game_id)
    assert cli(["play", game_id, "--position", "-", "--moves", move], doc).code == 0
    text = _last_number_token(move, lambda w: w + "²")
    refused(cli(["play", game_id, "--position", "-", "--moves", text], doc))


@pytest.mark.parametrize("game_id", [_known(UNICODE_NUMBERS, g) for g in GAME_IDS])
def test_a_legal_moves_number_in_arabic_indic_digits_is_refused(game_id: str) -> None:
    doc, move = numbered(game_id)
    text = _last_number_token(move, arabic_indic)
    outcome = cli(["play", game_id, "--position", "-", "--moves", text], doc)
    assert outcome.code == 2, f"{game_id} read {text!r} as {move!r}"


# ----- numbers in arguments ---------------------------------------------------------------
def _int_options() -> list[tuple[str, str, int]]:
    return [(info.id, spec.name, spec.players[0] if spec.players else info.default_players)
            for info in all_games() for spec in info.options if spec.kind == "int"]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", ["²", "٣", "３", "9" * 5000, "-1", "1.0", "", " 7x"])
def test_seeds_are_ascii_digits(game_id: str, seed: str) -> None:
    for command in (["new"], ["legal", "--limit", "1"], ["selfplay", "--games", "1"],
                    ["bench", "--seconds", "0.1"]):
        refused(cli([command[0], game_id, *command[1:], "--seed", seed]), "deal number")


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("players", ["٣", "²", "3.0", "three", "", "9" * 5000])
def test_player_counts_are_ascii_digits(game_id: str, players: str) -> None:
    refused(cli(["new", game_id, "--players", players]), "--players")


@pytest.mark.parametrize("game_id,name,players", _int_options())
@pytest.mark.parametrize("value", ["٣٠", "３０", "2²", "20.0", "9" * 5000, "true"])
def test_number_options_are_ascii_digits(game_id: str, name: str, players: int, value: str) -> None:
    refused(cli(["new", game_id, "--players", str(players), "--option", f"{name}={value}"]), f"Option {name}")


@pytest.mark.parametrize("game_id,name,players", _int_options())
def test_number_options_in_ascii_are_taken(game_id: str, name: str, players: int) -> None:
    spec = next(o for o in get_info(game_id).options if o.name == name)
    out = cli(["new", game_id, "--players", str(players), "--option", f"{name}= {spec.maximum} "]).out
    assert json.loads(out)["game"] == game_id


def test_config_from_json_refuses_numbers_in_other_forms() -> None:
    from gamebox.core.errors import ConfigError

    info = get_info("goritaire")
    assert info.config_from_json({"players": 1, "options": {"gorillas": 12}}).get("gorillas") == 12
    assert info.config_from_json({"players": 1, "options": {"gorillas": "12"}}).get("gorillas") == 12
    for bad in ({"players": 1, "options": {"gorillas": "١٢"}}, {"players": 1, "options": {"gorillas": 12.0}},
                {"players": 1, "options": {"gorillas": True}}, {"players": True}, {"players": None},
                {"players": 1.0}, {"players": "1"}, {"players": 1, "options": {"extreme_arts": 2}},
                {"players": 1, "options": []}):
        with pytest.raises(ConfigError):
            info.config_from_json(bad)


# ----- the command line itself ------------------------------------------------------------
@pytest.mark.parametrize("argv,needle", [
    (["frobnicate"], "invalid choice"),
    ([], "no command given"),
    (["new"], "game"),
    (["new", "trio", "--players", "3.0"], "--players"),
    (["new", "trio", "--colour", "red"], "unrecognized arguments"),
    (["new", "trio", "--seed"], "expected one argument"),
    (["play", "trio"], "--moves"),
    (["bench", "trio", "--seconds", "inf"], "--seconds"),
    (["bench", "trio", "--seconds", "nan"], "--seconds"),
    (["bench", "trio", "--seconds", "-1"], "--seconds"),
    (["bench", "trio", "--seconds", "0"], "--seconds"),
    (["bench", "trio", "--seconds", "1e9"], "--seconds"),
    (["bench", "trio", "--seconds", "٣"], "--seconds"),
    (["legal", "trio", "--position", ""], "--position needs a file name"),
    (["play", "trio", "--position", "", "--moves", "pass"], "--position needs a file name"),
    (["legal", "trio", "--limit", "-1"], "--limit"),
    (["legal", "trio", "--limit", "0"], "--limit"),
    (["legal", "trio", "--limit", "٣"], "--limit"),
    (["selfplay", "trio", "--games", "٣"], "--games"),
    (["selfplay", "trio", "--games", "2", "--seed", str(2**63 - 1)], "last deal number"),
    (["replay", "trio"], "--record"),
    (["replay", "trio", "--record", ""], "--record needs a file name"),
    (["replay", "trio", "--record", "x.json", "--seat", "-1"], "--seat"),
])
def test_command_line_errors_are_one_line(argv: list[str], needle: str) -> None:
    refused(cli(argv), needle)


def test_help_is_good_input() -> None:
    outcome = cli(["--help"])
    assert outcome.code == 0 and "replay" in outcome.out and "selfplay" in outcome.out
    replay_help = cli(["replay", "--help"]).out
    assert "--record" in replay_help and "--seat" in replay_help
    assert "--record-dir" in cli(["selfplay", "--help"]).out


def test_bench_takes_a_short_decimal_duration() -> None:
    data = json.loads(cli(["bench", "trio", "--seconds", "0.1"]).out)
    assert data["contract"]["playouts"] >= 1


# ----- position files -----------------------------------------------------------------------
def _position_variants(game_id: str) -> Iterator[tuple[str, bytes, str]]:
    doc = json.loads(_numbered(game_id)[0])
    good = json.dumps(doc)
    yield "binary", bytes(range(256)) * 4, "not text in UTF-8"
    yield "utf-16", good.encode("utf-16"), "not text in UTF-8"
    bad_byte = good.encode()
    yield "one bad byte", bad_byte[:20] + b"\xff" + bad_byte[21:], "not text in UTF-8"
    yield "deep", b"[" * 100_000 + b"]" * 100_000, "nests deeper"
    yield "deep state", dump({**doc, "state": json.loads("[" * 60 + "]" * 60)}), ""
    yield "huge number", dump(HUGE), ""
    yield "huge number in the state", good.replace(
        json.dumps(doc["state"]), json.dumps({**doc["state"], **_first_int_to_huge(doc["state"])})
    ).replace(json.dumps(HUGE), "9" * 5000).encode(), ""
    yield "empty", b"", "is empty"
    yield "other game", dump({**doc, "game": "chess"}), 'is for "chess"'
    yield "version true", dump({**doc, "version": True}), "version"
    yield "no state", dump({k: v for k, v in doc.items() if k != "state"}), "no state"
    # as the file writes them: "not None" and "not []" in Python's words had read as the program's
    yield "null state", dump({**doc, "state": None}), "must be an object, not null"
    yield "list state", dump({**doc, "state": []}), "must be an object, not []"
    field = next(key for key, value in doc["state"].items() if isinstance(value, (int, list)) and key != "seed")
    yield "null field", dump({**doc, "state": {**doc["state"], field: None}}), "not null"


def _first_int_to_huge(state: dict[str, Any]) -> dict[str, Any]:
    for key, value in state.items():
        if isinstance(value, int) and not isinstance(value, bool):
            return {key: HUGE}
    return {"players": HUGE}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_broken_position_files_are_refused(game_id: str, tmp_path: Path) -> None:
    for name, raw, needle in _position_variants(game_id):
        path = tmp_path / f"{name}.json"
        path.write_bytes(raw)
        for command in (["legal", game_id, "--limit", "2"], ["play", game_id, "--moves", "pass"]):
            refused(cli([*command, "--position", str(path)]), needle)
            refused(cli([*command, "--position", "-"], raw), needle)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_readers_slip_becomes_a_refusal(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_info(game_id).load()

    def slip(data: Any) -> Any:
        raise KeyError("hands")

    monkeypatch.setattr(game, "state_from_json", slip)
    doc, _ = numbered(game_id)
    refused(cli(["legal", game_id, "--position", "-"], doc), "the position is damaged (KeyError")


def test_unreadable_position_paths(tmp_path: Path) -> None:
    refused(cli(["legal", "trio", "--position", str(tmp_path)]), "cannot be read")
    refused(cli(["legal", "trio", "--position", "a\x00b"]), "cannot be read")
    refused(cli(["legal", "trio", "--position", str(tmp_path / "none.json")]), "no such file")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_an_endless_position_file_is_refused() -> None:
    refused(cli(["legal", "trio", "--position", "/dev/zero"]), "not a regular file")


# ----- legal streams ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_honours_its_limit(game_id: str) -> None:
    doc, _ = numbered(game_id)
    every = cli(["legal", game_id, "--position", "-"], doc).out.splitlines()
    assert every
    for limit in (1, 2):
        assert cli(["legal", game_id, "--position", "-", "--limit", str(limit)], doc).out.splitlines() == \
            every[:limit]


class _Watch:
    """A stdout that records what was flushed."""

    def __init__(self) -> None:
        self.pending = ""
        self.flushed = ""

    def write(self, text: str) -> int:
        self.pending += text
        return len(text)

    def flush(self) -> None:
        self.flushed += self.pending
        self.pending = ""


def test_legal_streams_an_endless_move_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each line is out (flushed) before the next move is asked for, and --limit stops an
    endless generator: the list is never built."""
    game = get_info("trio").load()
    real = list(game.legal_moves(game.new_game(get_info("trio").make_config(2), 0)))
    watch = _Watch()
    asked = []

    def endless(state: Any) -> Iterator[Any]:
        while True:
            if asked:
                assert watch.flushed.count("\n") == len(asked), "the last line was not flushed yet"
            asked.append(1)
            yield real[len(asked) % len(real)]

    monkeypatch.setattr(game, "legal_moves", endless)
    monkeypatch.setattr(sys, "stdout", watch)
    assert main(["legal", "trio", "--limit", "500"]) == 0
    assert watch.flushed.count("\n") == 500 and len(asked) == 500


def test_position_round_trip_through_stdin_and_file(tmp_path: Path) -> None:
    new = cli(["new", "sifaka", "--seed", "4", "--players", "3"])
    assert new.code == 0
    path = tmp_path / "p.json"
    path.write_text(new.out)
    assert cli(["legal", "sifaka", "--position", str(path)]).out == \
        cli(["legal", "sifaka", "--position", "-"], new.out.encode()).out != ""
    assert json.loads(new.out) == position_to_json("sifaka", json.loads(new.out)["state"])


def test_outcome_helper_sees_a_traceback_as_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The runner lets anything the entry point raises through, so a crash fails a test."""
    import gamebox.cli.commands as commands

    def boom(args: Any) -> None:
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(commands, "emit", lambda data: boom(data))
    with pytest.raises(ZeroDivisionError):
        run_cli(["games"])
