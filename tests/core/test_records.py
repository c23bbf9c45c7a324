"""Records: JSON saves validated on load, atomic writes, broken files kept aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.records import Record, atomic_write_json, position_state, read_json, set_aside
from gamebox.core.rng import MAX_SEED, make_rng, parse_seed

GOOD = {"format": "gamebox", "version": 1, "game": "girafferaffe", "id": "0123abcd",
        "config": {"players": 2, "options": {}}, "seed": 5, "seats": ["human", "computer"],
        "levels": ["normal", "normal"], "names": ["Ann", ""], "moves": ["apple"]}


def test_record_round_trips() -> None:
    record = Record.from_json(GOOD)
    assert record.to_json() == GOOD


@pytest.mark.parametrize("change,reason", [
    ({"format": "other"}, "not a GameBox save"),
    ({"version": 9}, "version 9"),
    ({"game": 3}, "names no game"),
    ({"config": []}, "no config"),
    ({"seed": -1}, "deal number"),
    ({"seed": "x"}, "deal number"),
    ({"moves": "apple"}, "list of texts"),
    ({"moves": [1]}, "list of texts"),
    ({"seats": ["robot"]}, "human or computer"),
    ({"names": [3]}, "names must be short texts"),
    ({"id": 7}, "game id"),
])
def test_bad_records_say_what_is_wrong(change: dict, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        Record.from_json({**GOOD, **change})


def test_not_an_object_is_refused() -> None:
    with pytest.raises(RecordError):
        Record.from_json([1, 2])


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "save.json"
    atomic_write_json(target, {"a": 1})
    atomic_write_json(target, {"b": 2})
    assert json.loads(target.read_text()) == {"b": 2}
    assert [p.name for p in target.parent.iterdir()] == ["save.json"]


def test_read_json_reports_broken_and_missing_files(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    with pytest.raises(RecordError, match="not valid JSON"):
        read_json(broken)
    with pytest.raises(RecordError, match="no such file"):
        read_json(tmp_path / "missing.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError):
        read_json(binary)


def test_set_aside_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("garbage")
    kept = set_aside(path)
    assert not path.exists() and kept.read_text() == "garbage" and "broken" in kept.name


def test_position_must_match_the_game() -> None:
    doc = {"format": "gamebox-position", "version": 1, "game": "trio", "state": {}}
    with pytest.raises(RecordError, match="for 'trio'"):
        position_state(doc, "gorilla")
    with pytest.raises(RecordError, match="not a GameBox position"):
        position_state({"format": "x"}, "trio")


@given(st.integers(min_value=0, max_value=MAX_SEED))
def test_seeds_parse_from_text_and_fix_the_stream(seed: int) -> None:
    assert parse_seed(str(seed)) == seed
    assert make_rng(seed).random() == make_rng(seed).random()


@pytest.mark.parametrize("bad", ["", "-3", "1.5", "abc", str(MAX_SEED + 1), True])
def test_bad_seeds_are_refused(bad: object) -> None:
    with pytest.raises(ConfigError):
        parse_seed(bad)  # type: ignore[arg-type]
