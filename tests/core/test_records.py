"""Records: JSON saves validated on load, atomic writes, broken files kept aside."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.records import (
    Record,
    atomic_write_json,
    atomic_write_text,
    position_state,
    read_bytes,
    read_json,
    set_aside,
    state_from_position,
)
from gamebox.core.rng import MAX_SEED, make_rng, parse_seed
from gamebox.core.validate import load_json

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
    ({"version": True}, "version is not a whole number (true)"),  # as the file writes it, not Python's True
    ({"version": None}, "version is not a whole number (null)"),
    ({"version": 1.0}, "version is not a whole number (1.0)"),
    ({"version": "1"}, 'version is not a whole number ("1")'),  # was "version '1' is not supported (this GameBox reads 1)"
    ({"version": 2}, "version 2 is not supported (this GameBox reads version 1)"),
    ({"seed": "٣"}, "deal number"),
    ({"seed": 1e999}, "deal number"),
])
def test_bad_records_say_what_is_wrong(change: dict, reason: str) -> None:
    with pytest.raises(RecordError, match=re.escape(reason)):
        Record.from_json({**GOOD, **change})


def test_a_huge_deal_number_is_told_in_whole_words() -> None:
    """"the save's deal number a number of 31 digits is not valid": the words ran together."""
    text = json.dumps(GOOD).replace('"seed": 5', '"seed": 1' + "0" * 30)
    with pytest.raises(RecordError, match=re.escape("the save's deal number is not valid (a number of 31 digits)")):
        Record.from_json(load_json(text))


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
    with pytest.raises(RecordError, match='for "trio"'):
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


@pytest.mark.parametrize("raw,reason", [
    (b"[" * 100_000 + b"]" * 100_000, "nests deeper"),
    ('{"a": 1}'.encode("utf-16"), "not text in UTF-8"),
    (b'{"a": "\xff"}', "not text in UTF-8"),
])
def test_read_json_uses_the_validating_reader(tmp_path: Path, raw: bytes, reason: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    with pytest.raises(RecordError, match=reason):
        read_json(path)


def test_read_json_reads_huge_numbers_as_a_value_no_field_accepts(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_bytes(b'{"wins": ' + b"9" * 5000 + b', "bom": 1}')
    data = read_json(path)
    assert data["bom"] == 1 and not isinstance(data["wins"], int)


def test_read_bytes_stops_at_the_largest_file_and_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="a folder: cannot be read"):
        read_bytes(tmp_path, "a folder")
    with pytest.raises(RecordError, match="cannot be read"):
        read_bytes("nul\x00byte")
    if Path("/dev/zero").exists():  # a device never ends: refused before a byte is read
        with pytest.raises(RecordError, match="zero: cannot be read .not a regular file"):
            read_bytes(Path("/dev/zero"))


@pytest.mark.parametrize("doc,reason", [
    ({"format": "gamebox-position", "version": True, "game": "trio", "state": {}},  r"version is not a whole number \(true\)"),
    ({"format": "gamebox-position", "version": 1, "game": "trio"}, "no state"),
    ({"format": "gamebox-position", "version": 1, "game": "x" * 500, "state": {}},
     r'is for "xxx.*\.\.\., not'),
])
def test_position_envelope_is_checked_exactly(doc: dict, reason: str) -> None:
    with pytest.raises(RecordError, match=reason):
        position_state(doc, "trio")


class _Reader:
    def __init__(self, failure: BaseException) -> None:
        self.failure = failure

    def state_from_json(self, data: object) -> object:
        raise self.failure


@pytest.mark.parametrize("failure,reason", [
    (ConfigError("TRIO position: hands must be a list"), "^TRIO position: hands must be a list$"),
    (KeyError("hands"), r"damaged \(KeyError: 'hands'\)"),
    (RecursionError("deep"), r"damaged \(RecursionError: deep\)"),
    (OverflowError("cannot convert float infinity to integer"), "OverflowError"),
    (ZeroDivisionError(), "ZeroDivisionError"),
])
def test_any_failure_of_a_games_reader_is_a_record_error(failure: BaseException, reason: str) -> None:
    doc = {"format": "gamebox-position", "version": 1, "game": "trio", "state": {}}
    with pytest.raises(RecordError, match=reason):
        state_from_position(_Reader(failure), doc, "trio")


@pytest.mark.parametrize("kind,value,expected", [
    ("int", 12, 12), ("int", "12", 12), ("int", " +12 ", 12), ("bool", "yes", True), ("bool", False, False),
    ("choice", " b ", "b"),
])
def test_options_take_ascii_numbers_and_their_words(kind: str, value: object, expected: object) -> None:
    from gamebox.core.contract import OptionSpec

    spec = OptionSpec("n", "N", kind, None, choices=("a", "b"), minimum=0, maximum=20)
    assert spec.coerce(value) == expected


@pytest.mark.parametrize("kind,value", [
    ("int", "١٢"), ("int", "１２"), ("int", "1²"), ("int", "12.0"), ("int", 12.0), ("int", True),
    ("int", "9" * 5000), ("int", None), ("int", [12]), ("int", 21), ("bool", 2), ("bool", "maybe"),
    ("bool", None), ("choice", 1), ("choice", ["a"]), ("choice", "c"),
])
def test_options_refuse_everything_else(kind: str, value: object) -> None:
    from gamebox.core.contract import OptionSpec

    spec = OptionSpec("n", "N", kind, None, choices=("a", "b"), minimum=0, maximum=20)
    with pytest.raises(ConfigError, match="Option n"):
        spec.coerce(value)


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX file modes")
def test_atomic_write_gives_a_new_file_the_umask_mode_and_keeps_an_old_files(tmp_path: Path) -> None:
    """mkstemp made every written file 0600: a save in Documents could not be shared, and
    saving over a file changed its mode."""
    old = os.umask(0o027)
    try:
        fresh = tmp_path / "fresh.json"
        atomic_write_json(fresh, {"a": 1})
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o640
        kept = tmp_path / "kept.json"
        kept.write_text("{}")
        kept.chmod(0o604)
        atomic_write_json(kept, {"b": 2})
        assert stat.S_IMODE(kept.stat().st_mode) == 0o604 and json.loads(kept.read_text()) == {"b": 2}
    finally:
        os.umask(old)


def test_atomic_write_through_a_symbolic_link_keeps_the_link(tmp_path: Path) -> None:
    """A settings file linked into a folder of the player's own became a plain file at the first save."""
    own = tmp_path / "dotfiles"
    own.mkdir()
    (own / "settings.json").write_text("{}")
    link = tmp_path / "settings.json"
    link.symlink_to(own / "settings.json")
    atomic_write_text(link, '{"speed": 1.0}')
    assert link.is_symlink() and (own / "settings.json").read_text() == '{"speed": 1.0}'
    dangling = tmp_path / "later.json"
    dangling.symlink_to(own / "later.json")  # its file is not made yet: writing makes it
    atomic_write_text(dangling, "x")
    assert dangling.is_symlink() and (own / "later.json").read_text() == "x"
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)  # a link to itself leads nowhere: the data is still kept, in its place
    atomic_write_text(loop, "y")
    assert loop.read_text() == "y"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dotfiles", "later.json", "loop.json", "settings.json"]


def _depth_one_by_one(text: str) -> bool:
    """The nesting check as first written, a character at a time (what `_depth_ok` must agree with)."""
    from gamebox.core.validate import MAX_DEPTH

    depth, in_string, escaped = 0, False, False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return False
        elif ch in "]}":
            depth -= 1
    return True


@given(head=st.integers(0, 70), body=st.text(alphabet='[]{}"\\a, \n', max_size=200), tail=st.integers(0, 70))
def test_the_fast_nesting_check_agrees_with_counting_each_character(head: int, body: str, tail: int) -> None:
    """The check now runs at C speed (a 31 MB file held the window for seconds); same answers."""
    from gamebox.core.validate import _depth_ok

    text = "[" * head + body + "]" * tail
    assert _depth_ok(text) == _depth_one_by_one(text)
