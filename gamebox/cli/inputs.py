"""What the commands read: files or standard input as bytes, positions, configs and deals."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gamebox.cli.args import CliError, options
from gamebox.core.contract import Config, GameInfo
from gamebox.core.errors import RecordError
from gamebox.core.records import read_bytes, state_from_position
from gamebox.core.validate import MAX_TEXT_BYTES, load_json


def read_source(name: str, what: str) -> tuple[bytes, str]:
    """(bytes, how to call it) of a file name or "-" (standard input), read no further than any
    GameBox file can be. An empty name is refused, never taken as "no file"."""
    if name == "":
        raise CliError(f"--{what} needs a file name, or - for standard input")
    if name != "-":
        try:
            return read_bytes(name, name), name
        except RecordError as exc:
            raise CliError(f"{what} {exc}") from None
    stream = sys.stdin
    if stream is None:
        raise CliError(f"cannot read {what} from standard input: there is none")
    try:
        data = getattr(stream, "buffer", stream).read(MAX_TEXT_BYTES + 1)
    except (OSError, ValueError) as exc:
        raise CliError(f"cannot read {what} from standard input ({exc.__class__.__name__})") from None
    if isinstance(data, str):  # a text stream without bytes beneath (tests, embedding)
        data = data.encode("utf-8", "surrogateescape")
    return data, "standard input"


def read_document(name: str, what: str) -> Any:
    """The JSON of a position or record file, through the one validating reader."""
    data, source = read_source(name, what)
    return load_json(data, f"{what} {source}")


def config(info: GameInfo, args: argparse.Namespace) -> Config:
    return info.make_config(args.players, options(args.option))


def game_and_state(info: GameInfo, args: argparse.Namespace) -> tuple[Any, Any]:
    """(game, state) from --position FILE|- when given, else a new game of
    --players/--seed/--option."""
    game = info.load()
    position = getattr(args, "position", None)
    if position is not None:
        return game, state_from_position(game, read_document(position, "position"), info.id)
    return game, game.new_game(config(info, args), args.seed)
