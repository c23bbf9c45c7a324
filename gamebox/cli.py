"""gamebox-cli: the same commands for every game; output is JSON unless noted.

Exit status 2 with a one-line reason on stderr for any bad input (unknown game or option,
bad seed, broken position file, illegal or unreadable move); nothing is printed as if done.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Sequence

from gamebox.core.contract import Config, GameInfo
from gamebox.core.errors import GameBoxError
from gamebox.core.notation import split_moves
from gamebox.core.records import position_to_json, state_from_position
from gamebox.core.rng import parse_seed
from gamebox.registry import all_games, get_info


class CliError(Exception):
    """Bad input: printed on one line, exit status 2."""


def _emit(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=1) + "\n")


def _options(pairs: Sequence[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CliError(f"--option takes KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _config(info: GameInfo, args: argparse.Namespace) -> Config:
    return info.make_config(args.players, _options(args.option or []))


def _load_position(info: GameInfo, args: argparse.Namespace) -> tuple[Any, Any]:
    """(game, state) from --position FILE|- or from a new game of --players/--seed/--option."""
    game = info.load()
    if args.position:
        source = "standard input" if args.position == "-" else args.position
        try:
            text = sys.stdin.read() if args.position == "-" else open(args.position, encoding="utf-8").read()
        except OSError as exc:
            raise CliError(f"cannot read position {source}: {exc.strerror}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CliError(f"position {source} is not valid JSON (line {exc.lineno})") from None
        return game, state_from_position(game, data, info.id)
    seed = parse_seed(args.seed)
    return game, game.new_game(_config(info, args), seed)


def _position(info: GameInfo, game: Any, state: Any) -> dict[str, Any]:
    return position_to_json(info.id, game.state_to_json(state))


def cmd_games(args: argparse.Namespace) -> None:
    _emit([
        {"id": g.id, "name": g.name, "players": [g.min_players, g.max_players],
         "default_players": g.default_players, "pitch": g.pitch, "ai_levels": list(g.ai_levels),
         "options": [{"name": o.name, "label": o.label, "kind": o.kind, "default": o.default,
                      "choices": list(o.choices), "min": o.minimum, "max": o.maximum, "help": o.help,
                      "players": list(o.players) if o.players else None}
                     for o in g.options]}
        for g in all_games()
    ])


def cmd_new(args: argparse.Namespace) -> None:
    info = get_info(args.game)
    game, state = _load_position(info, argparse.Namespace(**{**vars(args), "position": None}))
    _emit(_position(info, game, state))


def cmd_legal(args: argparse.Namespace) -> None:
    """Plain text: one move a line (the issue asks for text here, not JSON)."""
    info = get_info(args.game)
    game, state = _load_position(info, args)
    lines = []
    for n, move in enumerate(game.legal_moves(state)):
        if args.limit and n >= args.limit:
            break
        lines.append(game.move_to_text(move))
    sys.stdout.write("".join(line + "\n" for line in lines))


def cmd_play(args: argparse.Namespace) -> None:
    info = get_info(args.game)
    game, state = _load_position(info, args)
    events: list[dict[str, Any]] = []
    for index, text in enumerate(split_moves(args.moves), start=1):
        try:
            move = game.parse_move(state, text)
            state, new_events = game.apply(state, move)
        except GameBoxError as exc:
            raise CliError(f"move {index} {text!r}: {exc}") from None
        events.extend({"move": text, **event.to_json()} for event in new_events)
    result = game.result(state)
    _emit({"position": _position(info, game, state), "events": events,
           "to_move": game.to_move(state), "result": result.to_json() if result else None})


def cmd_selfplay(args: argparse.Namespace) -> None:
    from gamebox.selfplay import selfplay

    info = get_info(args.game)
    config = _config(info, args)
    if args.games < 1:
        raise CliError("--games must be at least 1")
    levels = args.ais.split(",") if args.ais else [args.ai or info.default_ai] * config.players
    if len(levels) != config.players:
        raise CliError(f"--ais needs {config.players} levels, one per seat")
    for level in levels:
        if level not in info.ai_levels:
            raise CliError(f"{info.name} has no computer level {level!r} (levels: {', '.join(info.ai_levels)})")
    summary = selfplay(info, config, args.games, parse_seed(args.seed), levels)
    data = summary.to_json()
    data["levels"] = levels
    _emit(data)


def cmd_bench(args: argparse.Namespace) -> None:
    from gamebox.selfplay import bench

    info = get_info(args.game)
    _emit(bench(info, _config(info, args), args.seconds, parse_seed(args.seed)))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gamebox-cli", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="the registered games").set_defaults(fn=cmd_games)

    def game_cmd(name: str, fn: Any, help_text: str, position: bool = True) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text)
        p.add_argument("game")
        p.add_argument("--players", type=int, default=None)
        p.add_argument("--seed", default="0")
        p.add_argument("--option", action="append", metavar="K=V")
        if position:
            p.add_argument("--position", metavar="FILE|-")
        p.set_defaults(fn=fn)
        return p

    game_cmd("new", cmd_new, "a new position as JSON", position=False)
    game_cmd("legal", cmd_legal, "legal moves, one a line").add_argument("--limit", type=int, default=0)
    game_cmd("play", cmd_play, "apply moves and print the position and events").add_argument(
        "--moves", required=True, help='"M1; M2; ..."')
    p = game_cmd("selfplay", cmd_selfplay, "whole games between computer players", position=False)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--ai", default=None, help="one level for every seat")
    p.add_argument("--ais", default=None, help="a level per seat, e.g. normal,random,random")
    game_cmd("bench", cmd_bench, "engine throughput", position=False).add_argument(
        "--seconds", type=float, default=3.0)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        args.fn(args)
    except (CliError, GameBoxError) as exc:
        sys.stderr.write(f"gamebox-cli: {exc}\n")
        return 2
    except BrokenPipeError:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
