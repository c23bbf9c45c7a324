"""Reading the command line: one-line refusals, and numbers in plain ASCII digits only."""

from __future__ import annotations

import argparse
import math
import re
import sys
from typing import Any, Callable, NoReturn

from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.rng import SEED_RANGE, parse_seed
from gamebox.core.validate import ascii_int, show

PROG = "gamebox-cli"
MAX_GAMES = 1_000_000
MIN_SECONDS, MAX_SECONDS = 0.1, 3600.0
_DECIMAL = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})\Z")


class CliError(Exception):
    """Bad input: printed on one line, exit status 2."""


class CliParser(argparse.ArgumentParser):
    """argparse whose every complaint is a CliError (one line, exit 2), not usage text and exit 2
    through SystemExit. Its sub-commands' parsers are of the same class."""

    _unknown_option = ""  # an option given before any command ("gamebox-cli -x")

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        words = list(sys.argv[1:] if args is None else args)
        first = words[0] if words else ""
        self._unknown_option = first if first.startswith("-") and first not in ("-h", "--help", "--version") else ""
        return super().parse_args(words, namespace)

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix(PROG).strip()
        if not command and message.startswith("the following arguments are required"):
            message = (f"unknown option {self._unknown_option}: a command comes first (see --help)"
                       if self._unknown_option else "no command given: say which, e.g. games (see --help)")
        raise CliError(f"{command}: {message}" if command else message)


def whole(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number of ASCII digits within [low, high]."""

    def parse(text: str) -> int:
        try:
            return ascii_int(text, "the value", low, high)
        except RecordError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    parse.__name__ = "whole number"
    return parse


def deal(text: str) -> int:
    """An argparse type: a deal number, 0 to MAX_SEED (2**63-1), in ASCII digits."""
    try:
        return parse_seed(text)
    except ConfigError:
        raise argparse.ArgumentTypeError(
            f"the deal number must be a whole number {SEED_RANGE}, not {show(text)}") from None


def seconds(text: str) -> float:
    """An argparse type: a duration in seconds, ASCII digits with an optional decimal point,
    from MIN_SECONDS to MAX_SECONDS (never inf, nan or a negative)."""
    stripped = text.strip()
    value = float(stripped) if _DECIMAL.match(stripped) else math.nan
    if not MIN_SECONDS <= value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"the value must be a number of seconds from {MIN_SECONDS:g} to {MAX_SECONDS:g}, "
            f"not {show(text)}")
    return value


def options(pairs: list[str] | None) -> dict[str, str]:
    """--option KEY=VALUE pairs as a dict (checking the values is GameInfo.make_config's job);
    a key given twice is refused (the second would silently win)."""
    out: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--option takes KEY=VALUE, not {show(pair)}")
        if key.strip() in out:
            raise CliError(f"--option {show(key.strip())} is given twice")
        out[key.strip()] = value.strip()
    return out
