"""The command line's shape: every command, option and help text of gamebox-cli."""

from __future__ import annotations

import argparse
from typing import Callable

from gamebox import __version__
from gamebox.cli.args import MAX_GAMES, MAX_SECONDS, MIN_SECONDS, PROG, CliParser, deal, seconds, whole
from gamebox.cli.commands import cmd_games, cmd_hint, cmd_legal, cmd_new, cmd_play
from gamebox.cli.replay import cmd_replay
from gamebox.cli.runs import cmd_bench, cmd_selfplay

DESCRIPTION = "The same commands for every GameBox game; output is JSON unless noted."
EPILOG = ("Numbers are written with the digits 0-9. Bad input (an unknown game or option, a bad "
          "number, a broken file, an illegal move) ends with exit status 2 and one line on "
          "standard error, printing nothing else.")

Command = Callable[[argparse.Namespace], None]


def build_parser() -> CliParser:
    parser = CliParser(prog=PROG, description=DESCRIPTION, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    games_help = "the registered games, their options and computer levels"
    sub.add_parser("games", help=games_help, description=games_help).set_defaults(fn=cmd_games)

    def game_cmd(name: str, fn: Command, help_text: str, new_game: bool = True,
                 position: bool = True) -> CliParser:
        p: CliParser = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("game", help="a game, by its id or its name in any case (see: games)")
        if new_game:
            p.add_argument("--players", type=whole(), default=None, help="number of players")
            p.add_argument("--seed", type=deal, default=None, metavar="N",
                           help="deal number, 0 to 2**63-1 (default 0)")
            p.add_argument("--option", action="append", metavar="K=V",
                           help="a game option for this player count (see: games); repeat for more")
        if position:
            p.add_argument("--position", metavar="FILE|-",
                           help="start from this position (from new or play; - reads standard input); "
                                "it holds its own players, deal and options")
        p.set_defaults(fn=fn)
        return p

    game_cmd("new", cmd_new, "a new position as JSON", position=False)
    game_cmd("legal", cmd_legal, "legal moves in plain text, one a line").add_argument(
        "--limit", type=whole(1), default=None, metavar="N", help="print at most N moves (default: all)")
    p = game_cmd("play", cmd_play, "apply moves; print the position, events, player to move and result")
    p.add_argument("--moves", required=True, metavar="MOVES",
                   help='moves in the game\'s notation: "M1; M2; ..."')
    p = game_cmd("hint", cmd_hint, "the move a computer level suggests for the seat to move, and its words; JSON")
    p.add_argument("--level", default=None, metavar="LEVEL",
                   help="the computer level asked (default: the game's strongest, as the window's Hint)")
    p = game_cmd("selfplay", cmd_selfplay, "whole games between computer players; a JSON summary",
                 position=False)
    p.add_argument("--games", type=whole(1, MAX_GAMES), default=10, metavar="N",
                   help="how many games, from deal --seed on (default 10)")
    p.add_argument("--ai", default=None, metavar="LEVEL", help="one computer level for every seat")
    p.add_argument("--ais", default=None, metavar="L1,L2,...",
                   help="a level per seat, e.g. normal,random,random")
    p.add_argument("--record-dir", default=None, metavar="DIR",
                   help="save every game's record (as the app saves it) in DIR as GAME-SEED.json, "
                        "to read back with replay (an earlier run's records are written over, nothing else)")
    game_cmd("bench", cmd_bench, "engine throughput: random playouts for a while; JSON",
             position=False).add_argument(
        "--seconds", type=seconds, default=3.0, metavar="S",
        help=f"how long to measure each playout kind, {MIN_SECONDS:g} to {MAX_SECONDS:g} (default 3)")
    p = game_cmd("replay", cmd_replay, "a saved game told in plain sentences, one line a move",
                 new_game=False, position=False)
    p.add_argument("--record", required=True, metavar="FILE|-",
                   help="a saved game (the app's save, or from selfplay --record-dir)")
    p.add_argument("--seat", type=whole(0), default=None, metavar="N",
                   help="tell it from seat N's chair (0 is the first seat, as in the JSON); that seat "
                        "is \"You\". Default: a spectator, who sees no hidden cards")
    return parser
