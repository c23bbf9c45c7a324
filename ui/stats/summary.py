"""Figures per game from the entries: played, won, win %, streaks, by opponents and by players.

Only games the player played alone against computers (or solo) and without help count in the
win rate and the streaks; games where Hint or Demo played for them ("with help") and games of
several people at one screen are counted apart.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from gamebox.core.contract import GameInfo
from gamebox.core.describe import capital
from ui.level_names import LEVEL_NAMES, level_name, menu_order
from ui.stats.entries import Entry


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    drawn: int = 0  # neither won nor lost (TRIO): not wins, but not to be read as losses

    def add(self, won: bool, drawn: bool = False) -> None:
        self.played += 1
        self.won += int(won)
        self.drawn += int(drawn and not won)

    @property
    def percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None

    def text(self) -> str:
        if not self.played:
            return "none yet"
        drawn = f", {self.drawn} drawn" if self.drawn else ""
        return f"{self.won} won{drawn} of {self.played} ({percent_text(self.percent)})"


def percent_text(value: float | None) -> str:
    """ "63%" for 5 of 8: a half rounds up, as people round (Python's rounding to even showed
    62.5 as 62% and 37.5 as 38%)."""
    return "–" if value is None else f"{math.floor(value + 0.5 + 1e-9):.0f}%"


@dataclass
class GameStats:
    game: str
    name: str
    own: Tally = field(default_factory=Tally)
    current_streak: int = 0
    best_streak: int = 0
    assisted: Tally = field(default_factory=Tally)
    hot_seat: int = 0
    by_opponents: dict[str, Tally] = field(default_factory=dict)
    by_players: dict[int, Tally] = field(default_factory=dict)
    helps: str = "Hint"  # the help this game's table offers, as its buttons and menus name it

    @property
    def any(self) -> bool:
        return bool(self.own.played or self.assisted.played or self.hot_seat)


def opponents_text(entry: Entry) -> str:
    """Who the player faced: the computers' level ("Normal"), "mixed levels", or "the Robot"
    ("" when nobody: a solitaire)."""
    if entry.robot is not None:
        return "the Robot"
    levels = set(entry.levels)
    if not levels:
        return ""
    if len(levels) > 1:
        return "mixed levels"
    (level,) = levels
    return level_name(level)


_STRENGTH = [level_name(level) for level in menu_order(list(LEVEL_NAMES))]  # weakest real player first


def _by_strength(who: str) -> tuple[int, str]:
    """Easy, Normal, Hard, then Random moves, mixed levels and the Robot (alphabetical had put
    Hard before Normal)."""
    return (_STRENGTH.index(who) if who in _STRENGTH else len(_STRENGTH), who)


def streaks(results: Sequence[bool]) -> tuple[int, int]:
    """(current, best) runs of wins in games taken oldest first."""
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


def game_stats(entries: Sequence[Entry], infos: Sequence[GameInfo]) -> list[GameStats]:
    """One GameStats per registered game, in launcher order (entries oldest first)."""
    out = []
    for info in infos:
        # the solitaire's table alone has a Demo and shown solutions: "Hint, Demo, a shown
        # solution" under every game named help that Girafferaffe or TRIO never offered
        stats = GameStats(info.id, info.name, helps="Hint, Demo, a shown solution" if info.solitaire else "Hint")
        results: list[bool] = []
        for entry in entries:
            if entry.game != info.id:
                continue
            if entry.won is None:
                stats.hot_seat += int(entry.humans > 1)
                continue
            if entry.assisted:
                stats.assisted.add(entry.won, entry.drawn)
                continue
            stats.own.add(entry.won, entry.drawn)
            results.append(entry.won)
            who = opponents_text(entry)
            if who:
                stats.by_opponents.setdefault(who, Tally()).add(entry.won, entry.drawn)
            if info.min_players != info.max_players:
                stats.by_players.setdefault(entry.players, Tally()).add(entry.won, entry.drawn)
        stats.current_streak, stats.best_streak = streaks(results)
        out.append(stats)
    return out


def detail_lines(stats: GameStats) -> list[str]:
    """The breakdown shown under the table for one game, in words."""
    if stats.own.played:
        lines = [(f"{stats.name}: {stats.own.text()}; best winning streak {stats.best_streak}, "
                  f"current {stats.current_streak}.")]
    else:  # "none yet; best winning streak 0, current 0" after a helped win read as nonsense
        lines = [f"{stats.name}: no game played without help yet."]
    if stats.by_opponents:
        parts = [f"{who}: {t.text()}" for who, t in sorted(stats.by_opponents.items(), key=lambda kv: _by_strength(kv[0]))]
        lines.append("Against " + " · ".join(parts))  # "Against Normal: … · the Robot: …"
    # solo Girafferaffe is the Robot's game: "Solo" beside "the Robot" told the same games twice
    counts = {n: t for n, t in stats.by_players.items() if not (n == 1 and "the Robot" in stats.by_opponents)}
    if len(counts) > 1 or (counts and 1 in counts):
        parts = [f"{'solo' if n == 1 else f'with {n} players'}: {t.text()}" for n, t in sorted(counts.items())]
        lines.append(capital(" · ".join(parts)))
    if stats.assisted.played:
        lines.append(f"With help ({stats.helps}; not counted above): {stats.assisted.text()}.")
    if stats.hot_seat:
        lines.append(f"Played with friends at this screen: {stats.hot_seat}.")
    return lines
