"""Running gamebox-cli in the test process with bytes on standard input, and its promise:
exit status 0 or 2; on 2, nothing on standard output and exactly one line on standard error;
on 0, nothing on standard error. Anything else the entry point raises is a traceback and
fails the test as itself."""

from __future__ import annotations

import io
import os
import sys
from dataclasses import dataclass
from typing import Sequence

import pytest
from hypothesis import HealthCheck, settings

from gamebox.cli import main
from gamebox.registry import all_games

# `make test` keeps each fuzz test to a few seconds; `make fuzz` raises this (GAMEBOX_FUZZ_EXAMPLES).
EXAMPLES = int(os.environ.get("GAMEBOX_FUZZ_EXAMPLES", "30"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, report_multiple_bugs=False,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large, HealthCheck.filter_too_much])


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str


def _stream(data: bytes = b"") -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict", newline="")


def run_cli(argv: Sequence[str], stdin: bytes = b"") -> Outcome:
    """main(argv) with its own standard streams (bytes beneath, strict UTF-8 like a terminal)."""
    saved = sys.stdin, sys.stdout, sys.stderr
    stdout, stderr = _stream(), _stream()
    sys.stdin, sys.stdout, sys.stderr = _stream(stdin), stdout, stderr
    try:
        code = main(list(argv))
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    stdout.flush()
    stderr.flush()
    return Outcome(code, stdout.buffer.getvalue().decode("utf-8"),  # type: ignore[attr-defined]
                   stderr.buffer.getvalue().decode("utf-8"))  # type: ignore[attr-defined]


def check_streams(outcome: Outcome, what: object = "") -> Outcome:
    """The CLI's promise for any input; returns the outcome for further checks."""
    assert outcome.code in (0, 2), f"exit {outcome.code} for {what!r}: {outcome.err}"
    if outcome.code == 2:
        assert outcome.out == "", f"a refusal printed to stdout for {what!r}: {outcome.out[:200]!r}"
        assert outcome.err.startswith("gamebox-cli: "), outcome.err
        assert outcome.err.endswith("\n") and len(outcome.err.splitlines()) == 1, \
            f"not one line for {what!r}: {outcome.err!r}"
    else:
        assert outcome.err == "", f"exit 0 with words on stderr for {what!r}: {outcome.err!r}"
    return outcome


def cli(argv: Sequence[str], stdin: bytes = b"") -> Outcome:
    """run_cli, checked against the promise."""
    return check_streams(run_cli(argv, stdin), list(argv))


def per_game(known: dict[str, tuple[type[BaseException], str]]) -> list[object]:
    """Every game id as a test parameter; a game in `known` (id -> (exception, reason)) is
    expected to fail with exactly that exception, until its owner fixes it (KNOWN.md)."""
    return [pytest.param(info.id, marks=pytest.mark.xfail(raises=known[info.id][0], reason=known[info.id][1],
                                                          strict=False))
            if info.id in known else info.id for info in all_games()]
