"""replay: a saved game (the app's record, or one from `selfplay --record-dir`) told move by
move in the rules' own sentences, one line a move, from one chair or a spectator's."""

from __future__ import annotations

import argparse
import sys
from typing import Any, Sequence

from gamebox.cli.args import CliError
from gamebox.cli.inputs import read_document
from gamebox.core.describe import COMPUTER, HUMAN, Names, plural
from gamebox.core.errors import RecordError
from gamebox.core.records import Record, replay
from gamebox.core.validate import json_shown
from gamebox.registry import find_game


def replay_names(kinds: Sequence[str], given: Sequence[str], seat: int | None) -> Names:
    """The table's names for a replay: `seat` (when given) is "You" whatever it was, as if it
    were the one human chair; the others as the table names them ("Computer 2", "Ann")."""
    return Names.seated(kinds, seat, given)


def _one_line(text: Any) -> str:
    return " ".join(str(text).split())


def cmd_replay(args: argparse.Namespace) -> None:
    info = find_game(args.game)
    record = Record.from_json(read_document(args.record, "record"))
    if record.game != info.id:
        raise RecordError(f"this record is of {json_shown(record.game)}, not {json_shown(info.id)}")
    config = info.config_from_json(record.config)
    players = config.players
    kinds = record.seats or (HUMAN,) + (COMPUTER,) * (players - 1)  # as a session defaults them
    if len(kinds) != players:
        raise RecordError(f"the record has {plural(len(kinds), 'seat')} for {plural(players, 'player')}")
    if len(record.names) > players:
        raise RecordError(f"the record has {plural(len(record.names), 'player name')} "
                          f"for {plural(players, 'player')}")
    if args.seat is not None and args.seat >= players:
        seats = "0" if players == 1 else f"from 0 to {players - 1}"
        raise CliError(f"--seat must be {seats} in this game of {plural(players, 'player')}, not {args.seat}")
    game = info.load()
    _, steps = replay(game, game.new_game(config, record.seed), record.moves)
    describe = getattr(game, "describe_move", None)
    if describe is None:
        raise CliError(f"{info.name} cannot tell its moves in words yet")
    names = replay_names(kinds, record.names, args.seat)
    out = sys.stdout
    for before, move, _text, events in steps:
        out.write(_one_line(describe(before, move, list(events), args.seat, names)) + "\n")
    out.flush()
