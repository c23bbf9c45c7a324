"""Texts of the Sifaka side panel: the caption of the card in hand, the pile and every
player's counters (private values)."""

from __future__ import annotations

from gamebox.core.describe import Names, plural
from gamebox.games.sifaka.state import State

COLOURS = ("red", "yellow", "green")
INDENT = "    "
LINE_CHARS = 30  # what one line of the panel holds after its indent, with room to spare
NO_COUNTERS = "no counters"  # the same words for every player, the viewer included


def hand_caption(laying: bool, whose: str = "Your") -> str:
    """The words beside the card in hand: whose it is ("Your", or "Ana's" at a shared screen,
    where "Your card" in the review did not say whose), and while it is to be laid, how."""
    return f"{whose} card: drag it onto the table" if laying else f"{whose} card"


def _counter_parts(mine: tuple[tuple[str, int], ...], show_values: bool) -> list[str]:
    """['red 4, 3', 'yellow 2'] for counters the viewer may read, ['2 red', '1 yellow'] otherwise."""
    parts = []
    for colour in COLOURS:
        values = sorted((v for c, v in mine if c == colour[0]), reverse=True)
        if not values:
            continue
        parts.append(f"{colour} {', '.join(str(v) for v in values)}" if show_values else f"{len(values)} {colour}")
    return parts


def _joined(head: str, parts: list[str]) -> list[str]:
    """`head` and the parts joined with ' · ', a new line (indented further) wherever the next
    part would not fit."""
    lines = [head]
    for n, part in enumerate(parts):
        glue = " " if n == 0 else " \u00b7 "
        if len(lines[-1]) + len(glue) + len(part) <= LINE_CHARS:
            lines[-1] += glue + part
        else:
            lines.append(part)
    return [INDENT * (1 if n == 0 else 2) + line for n, line in enumerate(lines)]


def side_lines(state: State, seat: int | None, name: Names) -> list[str]:
    """What the viewer sees beside the table: the pile and everyone's counters (values only
    for the viewer's own, S6, and for everyone once the game is over); each player by name,
    pawn colour, and the pawn's mark where the name does not say it (`Names.mark_to_say`:
    "Computer 1 (blue pawn)" wears 1 or C1, a lone "Computer" C, but Ann's pawn reads "Ann
    (yellow pawn 3)"), on a line of their own, what they hold on the lines below."""
    lines = [f"Cards in the pile: {len(state.pile)}"]
    for s in range(state.players):
        mine = state.owned[s]
        said = name.mark_to_say(s)
        lines.append(f"{name(s)} ({state.colour_of(s)} pawn{f' {said}' if said else ''})")
        if not mine:
            lines.append(INDENT + NO_COUNTERS)
        elif s == seat or state.phase == "over":
            points = sum(v for _c, v in mine)
            lines += _joined(f"{plural(points, 'point')}:", _counter_parts(mine, True))
        else:
            lines += _joined(f"{plural(len(mine), 'counter')}:", _counter_parts(mine, False))
    return lines
