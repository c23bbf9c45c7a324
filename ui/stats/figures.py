"""What the statistics charts show, independent of how they are drawn: both back-ends
(pyqtgraph and the frozen build's QPainter) draw a Figure with exactly these lines, marks,
ranges and ticks. The x axis counts whole games; the y axis is whole numbers or percentages.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from gamebox.core.contract import GameInfo
from ui.stats.entries import Entry, Mix

# one colour and one shape per line: colour is never the only signal
STYLES = (("#2f7fc1", "circle"), ("#d9822b", "square"), ("#3aa655", "triangle"),
          ("#c0392b", "diamond"), ("#8e5bc9", "hexagon"))
BEST_COLOUR = "#e6b422"
MAX_SYMBOLS = 40  # symbols along a long line: every n-th point, so the line stays readable
# the size a chart asks for: with the table and the Goritaire tab's deck mix row, the whole
# window fits a 1366x768 screen (pyqtgraph's own 600x480 scrolled that tab's axis away there)
CHART_HINT = (600, 290)
DODGE = 0.022  # of the y axis's span: how far apart lines passing through one point are drawn


@dataclass(frozen=True)
class Series:
    name: str
    points: tuple[tuple[int, float], ...]
    colour: str
    shape: str

    def symbol_points(self) -> tuple[tuple[int, float], ...]:
        """The points that get a symbol: all of a short line, every n-th (and the last) of a long one."""
        step = max(1, math.ceil(len(self.points) / MAX_SYMBOLS))
        picked = self.points[::step]
        if self.points and picked[-1] != self.points[-1]:
            picked = picked + (self.points[-1],)
        return picked


@dataclass(frozen=True)
class Mark:
    """A point called out on the chart (a star and a short text): e.g. the best score."""

    x: int
    y: float
    text: str


@dataclass(frozen=True)
class Figure:
    title: str
    x_label: str
    y_label: str
    series: tuple[Series, ...]
    marks: tuple[Mark, ...]
    percent: bool
    x_range: tuple[float, float]
    y_range: tuple[float, float]
    x_ticks: tuple[float, ...]
    y_ticks: tuple[float, ...]
    empty_text: str = ""

    @property
    def empty(self) -> bool:
        return not any(s.points for s in self.series)

    @cached_property
    def _drawn(self) -> tuple[tuple[tuple[int, float], ...], ...]:
        """Every series' points as drawn (`drawn`), worked out once: a chart paints them often."""
        step = (self.y_range[1] - self.y_range[0]) * DODGE
        sets = [set(series.points) for series in self.series]

        def moved(index: int, x: int, y: float) -> tuple[int, float]:
            sharing = [j for j, points in enumerate(sets) if (x, y) in points]
            return x, y + (sharing.index(index) - (len(sharing) - 1) / 2) * step

        return tuple(tuple(moved(n, x, y) for x, y in series.points) for n, series in enumerate(self.series))

    def drawn(self, index: int) -> tuple[tuple[int, float], ...]:
        """Series `index`'s points as drawn: where several lines pass through one point, each
        is moved a little up or down, in the legend's order, so that a line lying exactly under
        another still shows (two games at 0%, 50%, 67% read as one line and a game missing)."""
        return self._drawn[index]

    def drawn_symbols(self, index: int) -> tuple[tuple[int, float], ...]:
        """The points of `drawn` that get a symbol (`Series.symbol_points`)."""
        at = dict(self.drawn(index))
        return tuple((x, at[x]) for x, _ in self.series[index].symbol_points())

    def y_text(self, value: float) -> str:
        return f"{value:.0f}%" if self.percent else f"{value:.0f}"

    @staticmethod
    def x_text(value: float) -> str:
        return f"{value:.0f}"


def nice_step(span: float, target: int) -> float:
    """A 1, 2 or 5 times a power of ten step giving about `target` ticks over `span`."""
    raw = max(span, 1e-9) / max(target, 1)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return float(factor * power)
    return float(10 * power)


def ticks(low: float, high: float, target: int = 6, whole: bool = True) -> tuple[float, ...]:
    """Evenly spaced round ticks within [low, high]; whole numbers only when `whole`."""
    step = nice_step(high - low, target)
    if whole:
        step = max(1.0, round(step))
    first = math.ceil(low / step - 1e-9) * step
    out = []
    value = first
    while value <= high + 1e-9:
        out.append(round(value, 9))
        value += step
    return tuple(out)


def make_figure(title: str, x_label: str, y_label: str, series: Sequence[Series],
                marks: Sequence[Mark] = (), percent: bool = False, empty_text: str = "",
                y_floor: float | None = None) -> Figure:
    """A Figure with its ranges and ticks worked out: x from game 1 to the last game, y from 0
    to 100 for percentages, else a little room around the data (whole-number ticks)."""
    xs = [x for s in series for x, _ in s.points]
    ys = [y for s in series for _, y in s.points]
    last = max(xs, default=1)
    # one game: its number alone, in the middle (1 to 2 numbered a game never played)
    x_range = (0.5, 1.5) if xs and last <= 1 else (1.0, float(max(last, 2)))
    if percent:
        y_range = (0.0, 100.0)
    else:
        low = min(ys, default=0.0) if y_floor is None else min(y_floor, min(ys, default=y_floor))
        high = max(ys, default=1.0)
        step = nice_step(max(high - low, 1.0), 5)
        top = high + (max(high - low, 1.0) * 0.12 if marks else 0.0)  # room above for a mark's words
        y_range = (math.floor(low / step) * step, math.ceil(top / step) * step + (step if high == low else 0))
    return Figure(title, x_label, y_label, tuple(series), tuple(marks), percent, x_range, y_range,
                  ticks(*x_range, target=8) if xs else (),  # no games, no game numbers
                  ticks(*y_range, target=5) if ys or percent else (), empty_text)  # nor a lone score "1"


# ----- the three charts --------------------------------------------------------------------
def win_rate_figure(entries: Sequence[Entry], infos: Sequence[GameInfo]) -> Figure:
    """Per game, the share of games won so far after each game (games counted in the win rate)."""
    series = []
    for n, info in enumerate(infos):
        won = played = 0
        points = []
        for entry in entries:
            if entry.game == info.id and entry.counted:
                played += 1
                won += int(bool(entry.won))
                points.append((played, 100.0 * won / played))
        if points:
            colour, shape = STYLES[n % len(STYLES)]
            series.append(Series(info.name, tuple(points), colour, shape))
    return make_figure("Your win rate over time", "games played", "games won so far", series, percent=True,
                       empty_text="No games counted yet.\nFinish a game without help:\n"
                                  "against the computer, or a solitaire.")


def mixes(entries: Sequence[Entry]) -> list[Mix]:
    """The Goritaire deck mixes played, most played first."""
    counts: dict[Mix, int] = {}
    for entry in entries:
        if entry.game == "goritaire" and entry.mix is not None and entry.counted:
            counts[entry.mix] = counts.get(entry.mix, 0) + 1
    return sorted(counts, key=lambda m: (-counts[m], m.gorillas, m.extreme_arts))


def goritaire_scores(entries: Sequence[Entry], mix: Mix) -> list[int]:
    """Scores of the deals played with `mix`, oldest first (a lost deal scores 0)."""
    return [e.score or 0 for e in entries
            if e.game == "goritaire" and e.mix == mix and e.counted and e.score is not None]


def helped(entries: Sequence[Entry], game: str, solo: bool = False) -> int:
    """How many finished games of `game` had help (Hint, Demo, a shown solution); `solo`:
    only those against the Robot."""
    return sum(1 for e in entries if e.game == game and e.won is not None and e.assisted
               and (not solo or e.robot is not None))


def helped_note(entries: Sequence[Entry], game: str, solo: bool = False) -> str:
    """A line for an empty chart where games with help were played: they are not counted."""
    count = helped(entries, game, solo)
    if not count:
        return ""
    return f"\n{count} finished with help {'is' if count == 1 else 'are'} not counted."


def goritaire_figure(entries: Sequence[Entry], mix: Mix | None) -> Figure:
    scores = goritaire_scores(entries, mix) if mix is not None else []
    points = tuple((n, float(s)) for n, s in enumerate(scores, start=1))
    marks: list[Mark] = []
    if scores and max(scores) > 0:
        best = max(scores)
        marks.append(Mark(scores.index(best) + 1, float(best), f"Best: {best}"))
    label = mix.label if mix is not None else ""
    return make_figure(f"Goritaire scores — {label}" if label else "Goritaire scores", "deals played",
                       "score", [Series("Score", points, STYLES[0][0], STYLES[0][1])], marks, y_floor=0,
                       empty_text="No Goritaire deals finished yet\nwithout help." + helped_note(entries, "goritaire"))


def robot_figure(entries: Sequence[Entry]) -> Figure:
    """Girafferaffe solo: the Robot level (its deck size) of each game, the highest beaten marked."""
    games = [e for e in entries if e.game == "girafferaffe" and e.robot is not None and e.counted]
    points = tuple((n, float(e.robot)) for n, e in enumerate(games, start=1) if e.robot is not None)
    marks: list[Mark] = []
    beaten = [(n, e.robot) for n, e in enumerate(games, start=1) if e.won and e.robot is not None]
    if beaten:
        n, level = max(beaten, key=lambda pair: (pair[1], -pair[0]))
        marks.append(Mark(n, float(level), f"Highest beaten: {level}"))
    return make_figure("Girafferaffe solo: the Robot Deck", "solo games played", "Robot Deck size",
                       [Series("Robot Deck", points, STYLES[1][0], STYLES[1][1])], marks,
                       empty_text="No solo games against the Robot\nfinished yet without help."
                       + helped_note(entries, "girafferaffe", solo=True))
