"""The final count and its tiebreaks (S8)."""

from __future__ import annotations

from gamebox.core.contract import Result
from gamebox.core.describe import join_words
from gamebox.games.sifaka.state import State

# The order of the comparisons (S8): points, number of counters, then red, yellow, green.
CRITERIA = ("points", "counters", "red", "yellow", "green")


def tally(state: State, seat: int) -> tuple[int, int, int, int, int]:
    mine = state.owned[seat]
    return (
        sum(v for _c, v in mine),
        len(mine),
        sum(1 for c, _v in mine if c == "r"),
        sum(1 for c, _v in mine if c == "y"),
        sum(1 for c, _v in mine if c == "g"),
    )


def deciding(best: tuple[int, ...], runner_up: tuple[int, ...]) -> str:
    """The first criterion where the winner beats the next player; "shared" for a full tie."""
    for name, a, b in zip(CRITERIA, best, runner_up):
        if a != b:
            return name
    return "shared"


def final_result(state: State) -> Result:
    seats = range(state.players)
    keys = {seat: tally(state, seat) for seat in seats}
    order = sorted(seats, key=lambda s: keys[s], reverse=True)
    ranking: list[tuple[int, ...]] = []
    for seat in order:
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1] = ranking[-1] + (seat,)
        else:
            ranking.append((seat,))
    winners = ranking[0]
    decided = "shared" if len(winners) > 1 else deciding(keys[winners[0]], keys[ranking[1][0]])
    names = [state.colour_of(s).capitalize() for s in winners]
    points = keys[winners[0]][0]
    pts = f"{points} point{'' if points == 1 else 's'}"
    if len(winners) > 1:
        summary = f"{join_words(names)} share the win with {pts} each"
    elif decided == "points":
        summary = f"{names[0]} wins with {pts}"
    elif decided == "counters":
        summary = f"{names[0]} wins with {pts}, on the number of counters"
    else:
        summary = f"{names[0]} wins with {pts}, on the {decided} counters"
    return Result(
        winners=tuple(winners),
        ranking=tuple(ranking),
        scores=tuple(float(keys[s][0]) for s in seats),
        summary=summary,
        details={
            "decided_by": decided,
            "tally": {state.colour_of(s): dict(zip(CRITERIA, keys[s])) for s in seats},
        },
    )
