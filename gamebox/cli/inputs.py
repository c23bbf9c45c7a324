"""What the commands read: files or standard input as bytes, positions, configs and deals."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from gamebox.cli.args import CliError, options
from gamebox.core.contract import Config, GameInfo
from gamebox.core.describe import join_words, player_span, plural
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


def config(info: GameInfo, args: argparse.Namespace, filled_by_program: bool = False) -> Config:
    """The config of --players and --option, refusing what the game would silently ignore: an
    option for other player counts (e.g. Girafferaffe's solo Robot deck at 3 players), a seat
    list of another length, or (`filled_by_program`, selfplay) a hidden option the command
    fills itself from the seats' levels (contract.md)."""
    given = options(args.option)
    cfg = info.make_config(args.players, given)
    for spec in info.options:
        if spec.name not in given:
            continue
        if not spec.applies(cfg.players):
            low, high = spec.players or (info.min_players, info.max_players)
            raise CliError(f"--option {spec.name} is for {info.name} with {player_span(low, high)}, "
                           f"not {plural(cfg.players, 'player')}")
        if spec.hidden and filled_by_program:
            raise CliError(f"--option {spec.name} is not taken here: it is filled from the seats' levels "
                           "(--ai or --ais)")
        if spec.kind == "seats" and given[spec.name]:
            count = len(given[spec.name].split(","))
            if count != cfg.players:
                raise CliError(f"--option {spec.name} needs one entry per seat "
                               f"({plural(cfg.players, 'entry', 'entries')}), not {count}")
    return cfg


def seed_of(args: argparse.Namespace) -> int:
    """--seed, or deal 0 when it is not given."""
    seed = getattr(args, "seed", None)
    return 0 if seed is None else int(seed)


def game_and_state(info: GameInfo, args: argparse.Namespace) -> tuple[Any, Any]:
    """(game, state) from --position FILE|- when given, else a new game of
    --players/--seed/--option. A position holds its own players, deal and options: any of
    those given beside it is refused, never silently ignored."""
    game = info.load()
    position = getattr(args, "position", None)
    if position is not None:
        ignored = [flag for flag, value in (("--players", getattr(args, "players", None)),
                                            ("--seed", getattr(args, "seed", None)),
                                            ("--option", getattr(args, "option", None))) if value is not None]
        if ignored:
            raise CliError(f"{join_words(ignored)} cannot be given with --position: "
                           "the position holds its own players, deal and options")
        return game, state_from_position(game, read_document(position, "position"), info.id)
    return game, game.new_game(config(info, args), seed_of(args))
