"""Texts of the Sifaka side panel: the pile and every player's counters (private values)."""

from __future__ import annotations

from collections.abc import Callable

from gamebox.core.describe import plural
from gamebox.games.sifaka.state import State

COLOURS = ("red", "yellow", "green")


def _counters(mine: tuple[tuple[str, int], ...], show_values: bool) -> str:
    """'red 4 3 · yellow 2' for counters the viewer may read, '2 red · 1 yellow' otherwise."""
    parts = []
    for colour in COLOURS:
        values = sorted((v for c, v in mine if c == colour[0]), reverse=True)
        if not values:
            continue
        if show_values:
            parts.append(f"{colour} {' '.join(str(v) for v in values)}")
        else:
            parts.append(f"{len(values)} {colour}")
    return " \u00b7 ".join(parts)


def side_lines(state: State, seat: int | None, name: Callable[[int | None], str]) -> list[str]:
    """What the viewer sees beside the table: the pile and everyone's counters (values only
    for the viewer's own, S6, and for everyone once the game is over); each player by name,
    pawn colour and number."""
    lines = [f"Cards in the pile: {len(state.pile)}"]
    for s in range(state.players):
        mine = state.owned[s]
        who = f"{name(s)} ({state.colour_of(s)} {s + 1})"
        if (s == seat or state.phase == "over") and mine:
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
