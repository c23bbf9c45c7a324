"""selfplay and bench: whole games between computer players, and engine throughput."""

from __future__ import annotations

import argparse
from pathlib import Path

from gamebox.cli.args import CliError
from gamebox.cli.commands import emit
from gamebox.cli.inputs import config
from gamebox.core.rng import MAX_SEED
from gamebox.core.validate import show
from gamebox.registry import get_info


def _record_dir(name: str | None) -> Path | None:
    """The folder for --record-dir, made now so a bad one is refused before any game is played."""
    if name is None:
        return None
    if name == "":
        raise CliError("--record-dir needs a folder name")
    path = Path(name)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or exc.__class__.__name__
        raise CliError(f"cannot make the record folder {name}: {reason}") from None
    return path


def cmd_selfplay(args: argparse.Namespace) -> None:
    from gamebox.selfplay import selfplay

    info = get_info(args.game)
    cfg = config(info, args)
    levels = args.ais.split(",") if args.ais is not None else [args.ai or info.default_ai] * cfg.players
    if len(levels) != cfg.players:
        raise CliError(f"--ais needs {cfg.players} levels, one per seat")
    for level in levels:
        if level not in info.ai_levels:
            raise CliError(f"{info.name} has no computer level {show(level)} "
                           f"(levels: {', '.join(info.ai_levels)})")
    seed = args.seed
    if seed + args.games - 1 > MAX_SEED:
        raise CliError("--seed and --games run past the last deal number")
    try:
        summary = selfplay(info, cfg, args.games, seed, levels, _record_dir(args.record_dir))
    except OSError as exc:  # the record folder vanished or filled up mid-run
        raise CliError(f"cannot write a record to {args.record_dir}: {exc.strerror or exc}") from None
    data = summary.to_json()
    data["levels"] = levels
    emit(data)


def cmd_bench(args: argparse.Namespace) -> None:
    from gamebox.selfplay import bench

    info = get_info(args.game)
    emit(bench(info, config(info, args), args.seconds, args.seed))
