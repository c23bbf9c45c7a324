"""What `gamebox --new GAME --seed N --seats ... --levels ... --option K=V` asks for, read and
checked before any game starts. Each refusal is a ConfigError whose message suits the terminal
(keys and ids, as typed) and whose `plain` says the same in a player's words for the dialog the
window shows: no option keys, no level ids, no 19-digit limits."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

from gamebox.ai.base import check_level
from gamebox.core.contract import GameInfo, OptionSpec
from gamebox.core.describe import join_words, player_span, plural, sentence
from gamebox.core.errors import ConfigError
from gamebox.core.rng import parse_seed, random_seed
from gamebox.core.validate import show_plain
from gamebox.registry import all_games, find_game
from ui.level_names import menu_order

SEAT_KINDS = ("human", "computer")


@dataclass(frozen=True)
class StartRequest:
    info: GameInfo
    players: int
    seats: list[str]
    levels: list[str] | None
    seed: int
    options: dict[str, Any]


def _game(name: str) -> GameInfo:
    try:
        return find_game(name)
    except ConfigError as exc:
        games = join_words([info.name for info in all_games()])
        asked = f"no game called {show_plain(name)}" if name.strip() else "no game without a name"
        raise ConfigError(str(exc), plain=f"GameBox has {asked}. Its games are {games}.") from None


def _seats(info: GameInfo, text: str | None) -> list[str]:
    if text is None:
        return ["human"] + ["computer"] * (info.default_players - 1)
    seats = [part.strip().lower() for part in text.split(",")]
    for seat in seats:
        if seat not in SEAT_KINDS:
            raise ConfigError(f"{info.name}: each seat is human or computer, not {seat!r}",
                              plain=f"Each seat is either “human” or “computer”, not {show_plain(seat)}." if seat else
                                    "A seat was left empty: each one is played by a person or by the computer.")
    if not info.min_players <= len(seats) <= info.max_players:
        span = player_span(info.min_players, info.max_players)
        raise ConfigError(f"{info.name} is for {span}, not {len(seats)}",
                          plain=f"{info.name} is for {span}, and {plural(len(seats), 'seat')} "
                                f"{'was' if len(seats) == 1 else 'were'} asked for.")
    return seats


def _levels(info: GameInfo, text: str | None, seats: list[str]) -> list[str] | None:
    """One level a seat, or one a computer seat (which fill the computer seats in order: asked
    for "easy,easy" with "human,computer,computer", each seat needing one read as a puzzle)."""
    players = len(seats)
    if text is None:
        return None
    levels = [part.strip().lower() for part in text.split(",")]
    # as typed (the New game window offers "random" too, last: the dialog had left it out)
    offered = f"{info.name}'s computer levels are {join_words([f'“{level}”' for level in menu_order(info.ai_levels)])}"
    for level in levels:
        try:
            check_level(info, level)
        except ConfigError as exc:
            missing = f"there is no level called {show_plain(level)}" if level else "a level was left empty"
            raise ConfigError(str(exc), plain=f"{offered}; {missing}.") from None
    computers = [n for n, kind in enumerate(seats) if kind == "computer"]
    if len(levels) == len(computers) and len(levels) != players:
        spread = [info.default_ai] * players
        for seat, level in zip(computers, levels):
            spread[seat] = level
        return spread
    if len(levels) != players:
        raise ConfigError(f"{info.name}: give one computer level per seat ({players}) or per computer seat "
                          f"({len(computers)}), not {len(levels)}",
                          plain=f"{info.name} was given {plural(len(levels), 'computer level')} for "
                                f"{plural(len(computers), 'computer seat')}: give one level for each "
                                f"computer seat.")
    return levels


def _options(info: GameInfo, pairs: list[str] | None) -> dict[str, Any]:
    specs = {spec.name: spec for spec in info.options if not spec.hidden}
    # an option may be called as the dialog that refuses an unknown one names it
    labelled = {spec.label.casefold(): spec for spec in specs.values()}
    options: dict[str, Any] = {}
    for pair in pairs or []:
        key, equals, value = pair.partition("=")
        key = key.strip()
        spec = specs.get(key) or labelled.get(key.casefold())
        key = spec.name if spec is not None else key
        if spec is not None and not equals:  # "takes a whole number, not ''" said nothing of the missing "="
            raise ConfigError(f"--option {key} has no value: write {key}=VALUE",
                              plain=f"“{spec.label}” was given no value.")
        if spec is None:
            raise ConfigError(f"{info.name} has no option {key!r} (options: {', '.join(specs) or 'none'})",
                              plain=_no_option(info, key, list(specs.values())))
        try:
            spec.coerce(value)
        except ConfigError as exc:
            raise ConfigError(str(exc), plain=sentence(exc.plain or f"“{spec.label}” cannot be {show_plain(value)}"))
        if key in options:  # as gamebox-cli: the later one silently won
            raise ConfigError(f"--option {key!r} is given twice", plain=f"“{spec.label}” was given twice: give it once.")
        options[key] = value
    return options


def _options_apply(info: GameInfo, options: dict[str, Any], players: int) -> None:
    """An option for other player counts (the solo Robot Deck at 3 players) was ignored
    without a word; gamebox-cli refuses it, and so does the app now."""
    for spec in info.options:
        if spec.name in options and not spec.applies(players):
            low, high = spec.players or (info.min_players, info.max_players)
            raise ConfigError(f"--option {spec.name} is for {info.name} with {player_span(low, high)}",
                              plain=f"“{spec.label}” is for {info.name} with {player_span(low, high)}, "
                                    f"not {plural(players, 'player')}.")


def _no_option(info: GameInfo, key: str, specs: list[OptionSpec]) -> str:
    named = f"no option called {show_plain(key)}" if key else "no option without a name"
    if not specs:
        return f"{info.name} has no options to set."
    labels = join_words([f"“{spec.label}”" for spec in specs])
    return f"{info.name} has {named}. Its {'option is' if len(specs) == 1 else 'options are'} {labels}."


def _seed(text: str | None) -> int:
    """The deal number asked for; a new one when none was (deal 0 had come every time)."""
    if text is None:
        return random_seed()
    try:
        return parse_seed(text)
    except ConfigError as exc:
        typed = text.strip()
        if not typed:
            plain = "The deal number was left empty: a deal is numbered with a whole number, such as 42."
        elif typed.isascii() and typed.isdigit():  # (the limit, 19 digits, is the machine's: not said)
            plain = f"{show_plain(typed)} is too large for a deal number: choose a smaller one, such as 42."
        else:
            plain = f"A deal is numbered with the digits 0 to 9 alone, such as 42: {show_plain(typed)} is not one."
        raise ConfigError(str(exc), plain=plain) from None


def _new_game_parts(args: argparse.Namespace) -> bool:
    """A deal number, seats, levels or options were given."""
    return any(value is not None for value in (args.seed, args.seats, args.levels, args.option))


def asks_anything(args: argparse.Namespace) -> bool:
    """The command line asks for a game (a file, a new game, or parts of one)."""
    return args.file is not None or args.new is not None or _new_game_parts(args)


def check_request(args: argparse.Namespace) -> None:
    """Parts that do not go together: a saved game and a new one; a deal number, seats,
    levels or options with no game to start (they were ignored without a word)."""
    if args.file is not None and args.new is not None:
        raise ConfigError("give a saved game or --new GAME, not both",
                          plain="A saved game and a new game were both asked for: open one or start the other.")
    if args.new is None and _new_game_parts(args):
        given = "A deal number, seats, computer levels or options were given"
        raise ConfigError("--seed, --seats, --levels and --option go with --new GAME",
                          plain=f"{given} with a saved game: they only set up a new game." if args.file is not None
                          else f"{given}, but no new game to set up with them.")


def read_start(args: argparse.Namespace) -> StartRequest:
    """The game `args.new` asks for, every part checked; ConfigError (with `plain`) otherwise."""
    info = _game(args.new)
    seats = _seats(info, args.seats)
    levels = _levels(info, args.levels, seats)
    options = _options(info, args.option)
    _options_apply(info, options, len(seats))
    seed = _seed(args.seed)
    return StartRequest(info, len(seats), seats, levels, seed, options)
