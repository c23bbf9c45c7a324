"""Every command-line argument that names a file or a folder: a FIFO, a device, a folder or a
file far too large is refused at once (exit 2, one line), never waited on or read to the end;
selfplay --record-dir writes nothing at all when it refuses."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gamebox.cli.parser import build_parser
from gamebox.core.validate import MAX_TEXT_BYTES
from tests.fuzz.cli_runner import cli

ROOT = Path(__file__).resolve().parents[1]
EXTRA = {"play": ["--moves", "pass"]}  # what else a command needs to get as far as reading its file
HAS_FIFO = hasattr(os, "mkfifo")


def file_arguments() -> list[tuple[str, str]]:
    """(command, option) for every option of every command that takes a file (its metavar names
    FILE), read from the parser itself, so a new one is checked too."""
    parser = build_parser()
    sub = next(a for a in parser._actions if a.choices and isinstance(a.choices, dict))
    out = []
    for name, command in sub.choices.items():
        for action in command._actions:
            if action.option_strings and "FILE" in str(action.metavar or ""):
                out.append((name, action.option_strings[0]))
    return out


FILE_ARGS = file_arguments()


def test_the_file_arguments_are_all_found() -> None:
    assert {("legal", "--position"), ("play", "--position"), ("replay", "--record")} <= set(FILE_ARGS)


def argv_for(command: str, option: str, path: str) -> list[str]:
    return [command, "trio", option, path, *EXTRA.get(command, [])]


def run_with_timeout(argv: list[str], timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """The installed entry point in its own process: a hang is a failure, not a stuck test run."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        return subprocess.run([sys.executable, "-m", "gamebox.cli", *argv], capture_output=True, text=True,
                              timeout=timeout, env=env, stdin=subprocess.DEVNULL, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"gamebox-cli {' '.join(argv)} hung")


@pytest.mark.skipif(not HAS_FIFO, reason="no named pipes here")
@pytest.mark.parametrize("command,option", FILE_ARGS)
def test_a_fifo_is_refused_without_waiting(tmp_path: Path, command: str, option: str) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # no writer: opening it for reading the usual way waits for ever
    done = run_with_timeout(argv_for(command, option, str(fifo)))
    assert done.returncode == 2 and done.stdout == "", done
    assert len(done.stderr.splitlines()) == 1 and "not a regular file" in done.stderr, done.stderr


@pytest.mark.parametrize("command,option", FILE_ARGS)
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_a_device_is_refused(command: str, option: str, device: str) -> None:
    if not Path(device).exists():
        pytest.skip(f"no {device} here")
    outcome = cli(argv_for(command, option, device))
    assert outcome.code == 2 and "not a regular file" in outcome.err, outcome


@pytest.mark.parametrize("command,option", FILE_ARGS)
def test_a_folder_is_refused(tmp_path: Path, command: str, option: str) -> None:
    outcome = cli(argv_for(command, option, str(tmp_path)))
    assert outcome.code == 2 and "not a regular file" in outcome.err, outcome


@pytest.mark.parametrize("command,option", FILE_ARGS)
def test_a_huge_file_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       command: str, option: str) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:  # sparse: costs no disk
        handle.truncate(MAX_TEXT_BYTES * 4)
    reads: list[int] = []
    real_fdopen = os.fdopen

    def counting_fdopen(fd: int, *args: Any, **kwargs: Any) -> Any:
        handle = real_fdopen(fd, *args, **kwargs)
        real_read = handle.read
        handle.read = lambda n=-1: reads.append(n) or real_read(n)  # type: ignore[method-assign]
        return handle

    monkeypatch.setattr(os, "fdopen", counting_fdopen)
    outcome = cli(argv_for(command, option, str(huge)))
    assert outcome.code == 2 and "far too large" in outcome.err, outcome
    assert reads == [], "a file far too large is refused before it is read"


# ----- selfplay --record-dir --------------------------------------------------------------------
def listing(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): (p.read_bytes() if p.is_file() else None) for p in folder.rglob("*")}


def test_a_record_name_taken_by_a_folder_is_refused_before_any_game(tmp_path: Path) -> None:
    records = tmp_path / "records"
    (records / "trio-1.json").mkdir(parents=True)
    (records / "trio-2.json").write_text('{"format": "gamebox"}')  # an earlier run's record would be written over
    before = listing(records)
    outcome = cli(["selfplay", "trio", "--games", "3", "--ai", "random", "--record-dir", str(records)])
    assert outcome.code == 2 and "trio-1.json" in outcome.err and "not a GameBox save" in outcome.err, outcome
    assert listing(records) == before, "nothing may be written when selfplay refuses"


def test_a_record_folder_that_is_a_file_is_refused_in_words(tmp_path: Path) -> None:
    """It said the system's "File exists", read as if the folder were fine."""
    (tmp_path / "records").write_text("notes")
    outcome = cli(["selfplay", "trio", "--games", "2", "--ai", "random", "--record-dir", str(tmp_path / "records")])
    assert outcome.code == 2 and "not a folder" in outcome.err and "File exists" not in outcome.err, outcome
    assert (tmp_path / "records").read_text() == "notes"


@pytest.mark.skipif(not HAS_FIFO, reason="no named pipes here")
def test_a_record_name_taken_by_a_fifo_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "trio-07.json")
    outcome = cli(["selfplay", "trio", "--games", "5", "--seed", "6", "--ai", "random",  # names trio-06..trio-10
                   "--record-dir", str(tmp_path)])
    assert outcome.code == 2 and "trio-07.json" in outcome.err, outcome
    assert sorted(p.name for p in tmp_path.iterdir()) == ["trio-07.json"]


def test_a_failure_mid_run_leaves_no_record_and_no_new_folder(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import gamebox.selfplay as selfplay

    real = selfplay.save_record
    calls: list[int] = []

    def disk_fills_up(*args: Any, **kwargs: Any) -> Path:
        calls.append(1)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(selfplay, "save_record", disk_fills_up)
    folder = tmp_path / "new" / "records"
    outcome = cli(["selfplay", "trio", "--games", "5", "--ai", "random", "--record-dir", str(folder)])
    assert outcome.code == 2 and "No space left" in outcome.err and "none was kept" in outcome.err, outcome
    assert list(tmp_path.iterdir()) == [], "the folders made for the run go with it"
    existing = tmp_path / "kept"
    existing.mkdir()
    calls.clear()
    outcome = cli(["selfplay", "trio", "--games", "5", "--ai", "random", "--record-dir", str(existing)])
    assert outcome.code == 2 and list(existing.iterdir()) == []


def test_a_refused_level_makes_no_folder(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    for argv in (["--ai", "champion"], ["--ais", "random"], ["--games", "2", "--seed", str(2**63 - 1)]):
        outcome = cli(["selfplay", "trio", *argv, "--record-dir", str(folder)])
        assert outcome.code == 2 and not folder.exists(), outcome


def test_a_good_run_writes_every_record_and_nothing_else(tmp_path: Path) -> None:
    outcome = cli(["selfplay", "trio", "--games", "1", "--seed", "5", "--ai", "random", "--record-dir", str(tmp_path)])
    (tmp_path / "trio-5.json").rename(tmp_path / "trio-0.json")  # an earlier run's record: written over
    outcome = cli(["selfplay", "trio", "--games", "3", "--ai", "random", "--record-dir", str(tmp_path)])
    assert outcome.code == 0, outcome
    assert sorted(p.name for p in tmp_path.iterdir()) == ["trio-0.json", "trio-1.json", "trio-2.json"]
    assert json.loads((tmp_path / "trio-0.json").read_text())["seed"] == 0


def test_a_file_that_is_not_a_record_is_never_written_over(tmp_path: Path) -> None:
    notes = tmp_path / "trio-1.json"
    for text in ("my notes", '{"format": "gamebox-position"}', ""):
        notes.write_text(text)
        outcome = cli(["selfplay", "trio", "--games", "3", "--ai", "random", "--record-dir", str(tmp_path)])
        assert outcome.code == 2 and "trio-1.json" in outcome.err and "not a GameBox save" in outcome.err, outcome
        assert notes.read_text() == text and list(tmp_path.iterdir()) == [notes], "nothing written, nothing lost"
