"""Crashes the fuzzers found inside games' own code, for their owners to fix (KNOWN.md):
game id -> (the exception that escapes, what and where). Only that game and that failure are
expected to fail; each entry goes once its game is fixed (the test then shows XPASS)."""

from __future__ import annotations

Known = dict[str, tuple[type[BaseException], str]]

# a move parser calls int() on text that str.isdigit() accepted
PARSER_CRASHES: Known = {}
# ... and so reads digits of other scripts as numbers
UNICODE_NUMBERS: Known = {}
# a game's rules crash on a damaged position its reader accepted
POSITION_CRASHES: Known = {}
# the smallest damaged positions found, in repro/: file -> (game id, moves to play, failure, reason);
# a fixed one stays as a regression test (xfail only while its game is in POSITION_CRASHES)
REPRODUCERS: dict[str, tuple[str, tuple[str, ...], type[BaseException], str]] = {
    "sifaka-take-without-counter.json": ("sifaka", ("take", "leave"), KeyError,
                                         "a take-phase position whose pawn stands on no counter"),
}
