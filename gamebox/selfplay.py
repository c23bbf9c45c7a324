"""Whole games between computer players, and engine throughput: for the CLI and benchmarks.

With a record folder, every game is also saved as the app saves it (a `Record`, all seats
"computer"), named `<game>-<seed>.json` with the seeds zero-padded so the files sort by seed.
The records are written into a hidden folder inside it first and moved into place only once
the whole run is done: a run refused or cut short (a full disk, Ctrl+C) leaves nothing behind;
the hidden folder of a run killed outright is removed by a later run once it is a day old."""

from __future__ import annotations

import os
import random
import shutil
import stat
import tempfile
import time
import traceback
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from gamebox.ai.base import Player, make_player
from gamebox.core.contract import Config, GameInfo, with_seat_levels
from gamebox.core.errors import RecordError
from gamebox.core.records import FORMAT as SAVE_FORMAT
from gamebox.core.records import Record, atomic_write_json, read_json
from gamebox.core.rng import make_rng

MAX_MOVES = 100_000


@dataclass
class SelfplaySummary:
    game: str
    games: int = 0
    moves: int = 0
    wins_by_seat: list[float] = field(default_factory=list)
    shared: int = 0  # games won by more than one seat (ties, or all but the loser)
    no_winner: int = 0  # draws, and lost solitaire deals
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    think_seconds: dict[str, list[float]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        think = {
            level: {"moves": len(times), "mean_ms": round(1000 * sum(times) / len(times), 3),
                    "max_ms": round(1000 * max(times), 3)}
            for level, times in self.think_seconds.items() if times
        }
        return {
            "game": self.game,
            "games": self.games,
            "moves": self.moves,
            "wins_by_seat": self.wins_by_seat,
            "win_rate_by_seat": [round(w / self.games, 4) if self.games else 0.0 for w in self.wins_by_seat],
            "shared_wins": self.shared,
            "no_winner": self.no_winner,
            "errors": len(self.errors),
            "error_samples": self.errors[:3],
            "seconds": round(self.seconds, 3),
            "games_per_s": round(self.games / self.seconds, 3) if self.seconds else 0.0,
            "think_time": think,
        }


def play_one(game: Any, config: Config, seed: int, players: Sequence[Player], levels: Sequence[str],
             summary: SelfplaySummary, texts: list[str] | None = None) -> None:
    """One whole game; wins are split between tied winners (a shared win counts 1/k each).
    Each move's text is appended to `texts` when given (the game's record)."""
    rng = make_rng(seed, "selfplay")
    state = game.new_game(config, seed)
    for _ in range(MAX_MOVES):
        seat = game.to_move(state)
        if seat is None:
            break
        view = game.view(state, seat)
        started = time.perf_counter()
        move = players[seat].choose(game, view, seat, random.Random(rng.random()))
        summary.think_seconds.setdefault(levels[seat], []).append(time.perf_counter() - started)
        state, _ = game.apply(state, move)
        summary.moves += 1
        if texts is not None:
            texts.append(game.move_to_text(move))
    else:
        raise RuntimeError(f"seed {seed}: no end after {MAX_MOVES} moves")
    result = game.result(state)
    if result is None:
        raise RuntimeError(f"seed {seed}: game over without a result")
    if len(result.winners) > 1:
        summary.shared += 1
    elif not result.winners:
        summary.no_winner += 1
    for winner in result.winners:
        summary.wins_by_seat[winner] += 1 / len(result.winners)


def record_name(game_id: str, seed: int, last_seed: int) -> str:
    """ "trio-07.json": the seed padded to the width of the run's last seed, so names sort by seed."""
    return f"{game_id}-{seed:0{len(str(last_seed))}d}.json"


def save_record(folder: Path, info: GameInfo, config: Config, seed: int, levels: Sequence[str],
                texts: Sequence[str], last_seed: int) -> Path:
    """One game's record, as the app saves it, in `folder`; returns its path."""
    seats = ("computer",) * config.players
    record = Record(info.id, config.to_json(), seed, tuple(texts), seats, tuple(levels),
                    names=("",) * config.players, id=uuid.uuid4().hex)
    path = Path(folder) / record_name(info.id, seed, last_seed)
    atomic_write_json(path, record.to_json())
    return path


def record_names_taken(folder: Path, game_id: str, seed: int, last_seed: int) -> list[str]:
    """The names among this run's records (`record_name` of each seed from `seed` to
    `last_seed`) that something other than a GameBox save holds in `folder` (a folder, a FIFO,
    a device, a file of anything else): a record cannot be written there. A save of that name
    (an earlier run's record) is written over. Reads the folder once, however long the run
    (OSError when it cannot be listed)."""
    width = len(str(last_seed))
    prefix = f"{game_id}-"
    taken: list[str] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            name = entry.name
            digits = name[len(prefix):-len(".json")] if name.startswith(prefix) and name.endswith(".json") else ""
            if len(digits) != width or not (digits.isascii() and digits.isdigit()):
                continue
            if not seed <= int(digits) <= last_seed:
                continue
            try:
                ours = stat.S_ISREG(os.stat(entry.path).st_mode) and _a_save(Path(entry.path))
            except FileNotFoundError:  # a link to nothing: writing replaces the link itself
                ours = True
            if not ours:
                taken.append(name)
    return sorted(taken)


def _a_save(path: Path) -> bool:
    """The file holds a GameBox save (whatever its moves), so an earlier run's record."""
    try:
        data = read_json(path)
    except (RecordError, OSError):
        return False
    return isinstance(data, dict) and data.get("format") == SAVE_FORMAT


class _Staging:
    """A hidden folder inside the record folder that a run's records are written to; `commit`
    moves them into place, `discard` removes it and all in it (only our own files)."""

    PREFIX = ".selfplay-"
    STALE_SECONDS = 24 * 3600  # a run writes into its folder every game; a day's silence is a killed run

    def __init__(self, folder: Path) -> None:
        self.target = Path(folder)
        self.folder = Path(tempfile.mkdtemp(prefix=self.PREFIX, dir=self.target))  # OSError: cannot write there
        self._clear_stale()

    def _clear_stale(self) -> None:
        """Remove what a killed run (kill -9, a power cut) left: old staging folders that hold
        only record files, nothing else."""
        now = time.time()
        try:
            folders = [p for p in self.target.iterdir() if p.name.startswith(self.PREFIX) and p != self.folder]
        except OSError:
            return
        for folder in folders:
            try:
                if not folder.is_dir() or folder.is_symlink():
                    continue
                inside = list(folder.iterdir())
                if any(not p.name.endswith(".json") or not p.is_file() or p.is_symlink() for p in inside):
                    continue
                if max([p.stat().st_mtime for p in inside] + [folder.stat().st_mtime]) > now - self.STALE_SECONDS:
                    continue
            except OSError:
                continue
            shutil.rmtree(folder, ignore_errors=True)

    def commit(self) -> None:
        for path in sorted(self.folder.iterdir()):
            os.replace(path, self.target / path.name)
        self.discard()

    def discard(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def selfplay(info: GameInfo, config: Config, games: int, seed: int, levels: Sequence[str],
             record_dir: Path | None = None) -> SelfplaySummary:
    """`games` games from deal numbers seed, seed+1...; each saved in `record_dir` when given
    (a game that failed is saved up to its last good move). The records appear in `record_dir`
    only once every game is played and written; on any exception (OSError: the folder cannot be
    written, the disk is full) none does."""
    game = info.load()
    config = with_seat_levels(info, config, ["computer"] * config.players, levels)  # contract.md
    players = [make_player(info, level) for level in levels]
    summary = SelfplaySummary(info.id, wins_by_seat=[0.0] * config.players)
    staging = _Staging(record_dir) if record_dir is not None else None
    started = time.perf_counter()
    try:
        for n in range(games):
            texts: list[str] = []
            try:
                play_one(game, config, seed + n, players, levels, summary, texts)
            except Exception as exc:  # counted and reported, the run goes on
                summary.errors.append(f"seed {seed + n}: {type(exc).__name__}: {exc} "
                                      f"[{traceback.extract_tb(exc.__traceback__)[-1].line}]")
            summary.games += 1
            if staging is not None:
                save_record(staging.folder, info, config, seed + n, levels, texts, seed + games - 1)
        if staging is not None:
            staging.commit()
    except BaseException:
        if staging is not None:
            staging.discard()
        raise
    summary.seconds = time.perf_counter() - started
    return summary


def bench(info: GameInfo, config: Config, seconds: float, seed: int = 0) -> dict[str, Any]:
    """Random playouts through the public contract (candidate_moves + apply); a game may also
    offer `fast_playout(config, seed) -> actions` (its own hot path), measured beside it."""
    game = info.load()
    out: dict[str, Any] = {"game": info.id, "players": config.players}

    def run(playout: Any) -> dict[str, float]:
        playouts = actions = 0
        start, start_cpu = time.perf_counter(), time.process_time()
        while time.perf_counter() - start < seconds:
            actions += playout(seed + playouts)
            playouts += 1
        elapsed = time.perf_counter() - start
        cpu = max(time.process_time() - start_cpu, 1e-9)  # process time: a busy machine disturbs it less
        return {"playouts": playouts, "actions": actions, "seconds": round(elapsed, 3),
                "playouts_per_s": round(playouts / elapsed, 2), "actions_per_s": round(actions / elapsed, 1),
                "cpu_playouts_per_s": round(playouts / cpu, 2), "cpu_actions_per_s": round(actions / cpu, 1)}

    def contract_playout(s: int) -> int:
        rng = random.Random(s)
        state = game.new_game(config, s)
        count = 0
        while game.to_move(state) is not None:
            moves = game.candidate_moves(state)
            state, _ = game.apply(state, moves[rng.randrange(len(moves))])
            count += 1
        return count

    out["contract"] = run(contract_playout)
    fast = getattr(game, "fast_playout", None)
    if fast is not None:
        out["fast"] = run(lambda s: fast(config, s))
    return out
