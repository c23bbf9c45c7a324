"""gamebox-cli: the same commands for every game; output is JSON unless noted.

Bad input (an unknown game, command or option, a number not written in the digits 0-9, a
broken position or record file, an illegal or unreadable move) ends with exit status 2, exactly
one line on standard error and nothing on standard output; good input ends with 0. A file
argument that names no regular file (a folder, a FIFO, a device) or one far too large is refused
before it is read; what a command would silently ignore (an empty --moves, an option for another
player count, --players/--seed/--option beside --position) is refused too; a refused selfplay
writes no record.

One module per part: args (the parser's one-line refusals, ASCII numbers), inputs (files,
positions, configs), commands (games, new, legal, play), runs (selfplay, bench), replay,
parser (every command's options and help).
"""

from __future__ import annotations

import os
import sys
from typing import Sequence

from gamebox.cli.args import PROG, CliError
from gamebox.cli.parser import build_parser
from gamebox.core.errors import GameBoxError

__all__ = ["CliError", "build_parser", "main"]


def _refuse(exc: BaseException) -> int:
    """Exit status 2 with the reason on exactly one line."""
    reason = " ".join(str(exc).split()) or exc.__class__.__name__
    _say(reason)
    return 2


def _say(reason: str) -> None:
    """One line on standard error (nothing when it is closed: `2>&-`)."""
    try:
        sys.stderr.write(f"{PROG}: {reason}\n")
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass


def _silence_stdout() -> None:
    """After a closed pipe (`gamebox-cli legal ... | head`): no second complaint at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _lenient_output() -> None:
    """Characters the output's encoding lacks (a name's accents or emoji, the curly quotes of
    "“Gorilla!”" on a Windows console or in a file written as cp1252) come out as "?": a
    replay stopped at them with a traceback."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):  # not a text stream that can (or closed)
            pass


def main(argv: Sequence[str] | None = None) -> int:
    _lenient_output()
    try:
        args = build_parser().parse_args(argv)
        args.fn(args)
        sys.stdout.flush()
    except (CliError, GameBoxError) as exc:
        return _refuse(exc)
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except (OSError, AttributeError) as exc:  # output to a full disk (`> /dev/full`) or a closed one (`>&-`)
        if isinstance(exc, AttributeError) and sys.stdout is not None:
            raise
        _silence_stdout()
        _say(f"cannot write its output ({getattr(exc, 'strerror', None) or 'standard output is closed'})")
        return 1
    except SystemExit as exc:  # --help and nothing else: every refusal is a CliError
        return exc.code if isinstance(exc.code, int) else 0
    except KeyboardInterrupt:
        return 130
    return 0
