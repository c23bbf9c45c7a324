"""games, new, legal, play, hint: positions in and out as JSON (legal: plain text, one move a line)."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from gamebox.ai.base import make_player, strongest_level
from gamebox.cli.args import CliError
from gamebox.cli.inputs import game_and_state
from gamebox.core.contract import GameInfo
from gamebox.core.errors import GameBoxError
from gamebox.core.notation import split_moves
from gamebox.core.records import position_to_json
from gamebox.core.validate import show
from gamebox.registry import all_games, find_game


def emit(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=1) + "\n")


def position(info: GameInfo, game: Any, state: Any) -> dict[str, Any]:
    return position_to_json(info.id, game.state_to_json(state))


def cmd_games(args: argparse.Namespace) -> None:
    emit([
        {"id": g.id, "name": g.name, "players": [g.min_players, g.max_players],
         "default_players": g.default_players, "pitch": g.pitch, "ai_levels": list(g.ai_levels),
         "options": [{"name": o.name, "label": o.label, "kind": o.kind, "default": o.default,
                      "choices": list(o.choices), "min": o.minimum, "max": o.maximum, "help": o.help,
                      "players": list(o.players) if o.players else None}
                     for o in g.options]}
        for g in all_games()
    ])


def cmd_new(args: argparse.Namespace) -> None:
    info = find_game(args.game)
    game, state = game_and_state(info, args)
    emit(position(info, game, state))


def cmd_legal(args: argparse.Namespace) -> None:
    """Plain text, one move a line, written as the rules yield them (a huge move list is never
    built up in memory) and flushed line by line; --limit N stops after N. A finished game
    prints no move: an empty list is the answer, not a refusal (exit 0 leaves standard error
    empty)."""
    info = find_game(args.game)
    game, state = game_and_state(info, args)
    out = sys.stdout
    for count, move in enumerate(game.legal_moves(state), start=1):
        out.write(game.move_to_text(move) + "\n")
        out.flush()
        if args.limit is not None and count >= args.limit:
            break


REASON_LIMIT = 400  # characters of a refused move's reason the one stderr line keeps


def cmd_play(args: argparse.Namespace) -> None:
    info = find_game(args.game)
    texts = split_moves(args.moves)
    if not texts:  # "" or "; ;": nothing to play is a slip, never a silent no-op
        raise CliError('--moves needs at least one move, e.g. --moves "M1; M2"')
    game, state = game_and_state(info, args)
    events: list[dict[str, Any]] = []
    for index, text in enumerate(texts, start=1):
        try:
            move = game.parse_move(state, text)
            state, new_events = game.apply(state, move)
        except GameBoxError as exc:
            reason = str(exc).replace(repr(text), show(text))  # a huge move must not make a huge line
            reason = reason if len(reason) <= REASON_LIMIT else reason[:REASON_LIMIT - 3] + "..."
            quoted = reason.startswith(show(text))  # the reason quotes the move itself: once is enough
            raise CliError(f"move {index}: {reason}" if quoted else f"move {index} {show(text)}: {reason}") from None
        events.extend({"move": text, **event.to_json()} for event in new_events)
    result = game.result(state)
    emit({"position": position(info, game, state), "events": events,
          "to_move": game.to_move(state), "result": result.to_json() if result else None})


def cmd_hint(args: argparse.Namespace) -> None:
    """The window's Hint: the move a level (by default the strongest) would make for the seat
    to move, from that seat's view, with the words the window shows."""
    info = find_game(args.game)
    level = strongest_level(info) if args.level is None else args.level
    player = make_player(info, level)  # an unknown level is refused before any position is read
    game, state = game_and_state(info, args)
    seat = game.to_move(state)
    if seat is None:
        raise CliError("the game is over: there is no move to hint at")
    view = game.view(state, seat)
    move = player.choose(game, view, seat, random.Random(0))
    emit({"seat": seat, "level": level, "move": game.move_to_text(move),
          "words": game.suggest_move(view, move, seat)})
