"""Texts of the Sifaka side panel (private counters) and of the final count."""

from __future__ import annotations

from collections.abc import Callable

from gamebox.core.contract import Result
from gamebox.core.describe import plural
from gamebox.games.sifaka.state import State

LETTER = {"g": "G", "y": "Y", "r": "R"}
DECIDED = {
    "points": "decided by points",
    "counters": "tie on points: decided by the number of counters",
    "red": "tie on points and counters: decided by red counters",
    "yellow": "tie on points, counters and red: decided by yellow counters",
    "green": "decided by green counters",
    "shared": "a full tie: the win is shared",
}


def _counters(mine: tuple[tuple[str, int], ...], show_values: bool) -> str:
    order = sorted(mine, key=lambda c: ("ryg".index(c[0]), -c[1]))
    if show_values:
        return " ".join(f"{LETTER[c]}{v}" for c, v in order)
    return " ".join(LETTER[c] for c, _v in order)


def side_lines(state: State, seat: int | None, name: Callable[[int | None], str]) -> list[str]:
    """What the viewer sees beside the table: the pile and everyone's counters (values only
    for the viewer's own, S6); each player by name, pawn colour and number."""
    lines = [f"Cards in the pile: {len(state.pile)}"]
    for s in range(state.players):
        mine = state.owned[s]
        who = f"{name(s)} ({state.colour_of(s)} {s + 1})"
        if s == seat and mine:
            points = sum(v for _c, v in mine)
            lines.append(f"{who}: {plural(len(mine), 'counter')}, {plural(points, 'point')}")
            lines.append(f"    {_counters(mine, True)}")
        elif s == seat:
            lines.append(f"{who}: no counters yet")
        else:
            lines.append(f"{who}: {plural(len(mine), 'counter')}")
            if mine:
                lines.append(f"    {_counters(mine, False)}")
    return lines


def final_lines(state: State, result: Result, name: Callable[[int | None], str]) -> list[str]:
    """Every player's counters revealed, points, and the tiebreak that decided (S8)."""
    lines = []
    for group in result.ranking:
        for s in group:
            mine = state.owned[s]
            points = sum(v for _c, v in mine)
            mark = "\u2605 " if s in result.winners else "   "
            lines.append(f"{mark}{state.colour_of(s).capitalize()} ({name(s)}): {plural(points, 'point')},"
                         f" {plural(len(mine), 'counter')}")
            lines.append(f"      {_counters(mine, True)}")
    lines.append(f"{result.summary} \u2014 {DECIDED.get(str(result.details.get('decided_by')), '')}")
    return lines
