"""Arbitrary argument lists through the entry point: exit 0 or 2 with the stream rules, never
a traceback, usage text or another exit status. Runs in a scratch folder (selfplay
--record-dir may make one); the selfplay and bench workers are replaced by quick stand-ins
that check what the command line hands them (they run for real in tests/test_cli.py)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamebox.core.contract import Config, GameInfo
from gamebox.selfplay import SelfplaySummary
from tests.fuzz.cli_runner import FUZZ, cli
from tests.fuzz.strategies import GAME_IDS, NUMBERISH, UNICODE_DIGITS, dump, played, record_doc

COMMANDS = ["games", "new", "legal", "play", "hint", "selfplay", "bench", "replay", "help", ""]
FLAGS = ["--players", "--seed", "--option", "--position", "--limit", "--moves", "--games", "--ai",
         "--ais", "--record-dir", "--seconds", "--record", "--seat", "--level", "-h", "--help", "--", "-", "--pos"]
VALUES = ["0", "1", "2", "3", "-1", "3.0", "0.1", "0.2", "inf", "nan", "-0", "+2", "1e3", "", " ",
          "٣", "²", "３", "99999999999999999999999999999999", "9" * 5000, "rotten_apples=yes",
          "robot_deck=٣٠", "robot_deck=3", "gorillas=2", "=", "x=", "random", "normal", "random,random",
          "apple", "pass", "end", "draw", "play red-sun 3", "any R7 B12 Y²", "place -1,2 r9²",
          "play G @².1", "a\x00b", "records", "pos.json", "rec.json", "bad.json", "nowhere.json", "."]
WORDS = st.text(max_size=12).map(lambda t: t.replace("/", "_").replace("\\", "_"))
TOKENS = st.one_of(st.sampled_from(COMMANDS), st.sampled_from(GAME_IDS), st.sampled_from(FLAGS),
                   st.sampled_from(VALUES), st.sampled_from(UNICODE_DIGITS + NUMBERISH), WORDS)


def _fake_selfplay(info: GameInfo, config: Config, games: int, seed: int, levels: list[str],
                   record_dir: Path | None = None) -> SelfplaySummary:
    assert isinstance(config, Config) and info.min_players <= config.players <= info.max_players
    assert isinstance(games, int) and 1 <= games and isinstance(seed, int) and 0 <= seed < 2**63
    assert len(levels) == config.players and all(level in info.ai_levels for level in levels)
    assert record_dir is None or Path(record_dir).is_dir()
    return SelfplaySummary(info.id, games=games, wins_by_seat=[0.0] * config.players)


def _fake_bench(info: GameInfo, config: Config, seconds: float, seed: int = 0) -> dict[str, Any]:
    assert isinstance(config, Config) and 0.1 <= seconds <= 3600 and isinstance(seed, int)
    return {"game": info.id, "seconds": seconds}


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A folder with a good position, a good record and a broken file, as the current folder."""
    folder = tmp_path_factory.mktemp("argv")
    doc, _, _ = played("trio", 2, 1, 3)
    (folder / "pos.json").write_bytes(dump(doc))
    (folder / "rec.json").write_text(json.dumps(record_doc("trio", 2, 1, 6)))
    (folder / "bad.json").write_bytes(b"\xff\xfe{")
    before = os.getcwd()
    os.chdir(folder)
    with mock.patch("gamebox.selfplay.selfplay", _fake_selfplay), \
            mock.patch("gamebox.selfplay.bench", _fake_bench):
        yield folder
    os.chdir(before)


@FUZZ
@given(argv=st.lists(TOKENS, max_size=10), stdin=st.sampled_from([b"", b"{}", b"\xff"]))
def test_any_argument_list_exits_0_or_2(scratch: Path, argv: list[str], stdin: bytes) -> None:
    cli(argv, stdin)


@FUZZ
@given(data=st.data())
def test_any_command_with_any_options(scratch: Path, data: st.DataObject) -> None:
    """The same, shaped like real use: a command, a game, then option/value pairs."""
    argv = [data.draw(st.sampled_from(COMMANDS[:-2])), data.draw(st.sampled_from(GAME_IDS) | WORDS)]
    for _ in range(data.draw(st.integers(0, 4))):
        argv.append(data.draw(st.sampled_from(FLAGS)))
        argv.append(data.draw(st.sampled_from(VALUES) | WORDS | st.sampled_from(UNICODE_DIGITS + NUMBERISH)))
    cli(argv)
