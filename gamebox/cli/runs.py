"""selfplay and bench: whole games between computer players, and engine throughput."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from gamebox.cli.args import CliError
from gamebox.cli.commands import emit
from gamebox.cli.inputs import config, seed_of
from gamebox.core.describe import plural
from gamebox.core.rng import MAX_SEED
from gamebox.core.validate import show
from gamebox.registry import find_game


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or exc.__class__.__name__


def _missing_folders(path: Path) -> list[Path]:
    """The folders of `path` that are not there yet, innermost first (mkdir(parents=True) makes
    them; a refused run takes them away again)."""
    missing: list[Path] = []
    for folder in (path, *path.parents):
        try:
            if os.path.lexists(folder):
                break
        except (OSError, ValueError):
            break
        missing.append(folder)
    return missing


def _unmake(folders: list[Path]) -> None:
    """Remove the folders this run made (innermost first; only while they are empty)."""
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:
            return


def _record_dir(name: str | None, game_id: str, seed: int, last_seed: int) -> tuple[Path | None, list[Path]]:
    """The folder for --record-dir and the folders made for it, made now and checked so that a
    bad one is refused before any game is played: every record's name must be free for a file."""
    if name is None:
        return None, []
    if name == "":
        raise CliError("--record-dir needs a folder name")
    path = Path(name)
    try:
        if os.path.lexists(path) and not path.is_dir():  # the system's words were "File exists"
            raise CliError(f"cannot make the record folder {name}: something that is not a folder has that name")
        made = _missing_folders(path)
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as exc:
        raise CliError(f"cannot make the record folder {name}: {_reason(exc)}") from None
    from gamebox.selfplay import record_names_taken

    try:
        taken = record_names_taken(path, game_id, seed, last_seed)
    except OSError as exc:
        _unmake(made)
        raise CliError(f"cannot read the record folder {name}: {_reason(exc)}") from None
    if taken:
        _unmake(made)
        more = f" and {plural(len(taken) - 1, 'other')}" if len(taken) > 1 else ""
        raise CliError(f"cannot write the record {taken[0]}{more} in {name}: "
                       "that name is taken by something that is not a GameBox save (it is never written over)")
    return path, made


def _levels(args: argparse.Namespace, players: int, default: str) -> list[str]:
    if args.ai is not None and args.ais is not None:
        raise CliError("give --ai (one level for every seat) or --ais (a level per seat), not both")
    if args.ais is not None:
        levels = args.ais.split(",")
        if len(levels) != players:
            raise CliError(f"--ais needs {plural(players, 'level')}, one per seat, not {len(levels)}")
        return levels
    return [default if args.ai is None else args.ai] * players


def cmd_selfplay(args: argparse.Namespace) -> None:
    from gamebox.selfplay import selfplay

    info = find_game(args.game)
    cfg = config(info, args, filled_by_program=True)
    levels = _levels(args, cfg.players, info.default_ai)
    for level in levels:
        if level not in info.ai_levels:
            raise CliError(f"{info.name} has no computer level {show(level)} "
                           f"(levels: {', '.join(info.ai_levels)})")
    seed = seed_of(args)
    last_seed = seed + args.games - 1
    if last_seed > MAX_SEED:
        raise CliError("--seed and --games run past the last deal number")
    folder, made = _record_dir(args.record_dir, info.id, seed, last_seed)  # the last check: it makes the folder
    try:
        summary = selfplay(info, cfg, args.games, seed, levels, folder)
    except OSError as exc:  # the folder cannot be written, or it vanished or filled up mid-run: no record kept
        _unmake(made)
        raise CliError(f"cannot write the records to {args.record_dir} ({_reason(exc)}); "
                       "none was kept") from None
    except BaseException:
        _unmake(made)
        raise
    data = summary.to_json()
    data["levels"] = levels
    emit(data)


def cmd_bench(args: argparse.Namespace) -> None:
    from gamebox.selfplay import bench

    info = find_game(args.game)
    emit(bench(info, config(info, args), args.seconds, seed_of(args)))
