"""How hard each deck mix is: the solver's measured wins, for the new-game dialog's hint.

Measured with benchmarks/goritaire_mixes.py (the solver level's search, deals 0..N-1 of each
mix) and, for the suggested 16 Gorillas, `gamebox-cli selfplay goritaire --games 200 --ai solver
--seed 0`; docs/games/goritaire.md gives the runs. Imported by info.py: nothing heavy here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# Gorilla cards in the deck -> (deals played, deals won) by the solver, revised eating rules
MEASURED: dict[int, tuple[int, int]] = {
    9: (12, 6), 10: (12, 6), 11: (12, 11), 12: (6, 6), 13: (12, 12), 14: (7, 7), 15: (7, 6),
    16: (200, 127), 17: (12, 2), 18: (12, 0), 19: (12, 0), 20: (12, 0), 21: (12, 0), 22: (12, 0),
    23: (12, 0), 24: (12, 0), 25: (12, 0), 26: (12, 0), 27: (12, 0),
}
# "As printed": the solver's wins on the suggested mix (none), and the mixes where a player who
# sees the deck can win some deals (the prover's finds)
PRINTED_MEASURED = (200, 0)
PRINTED_WINNABLE_MIXES = (9, 11)


def level(rate: float) -> str:
    if rate >= 0.8:
        return "easy"
    if rate >= 0.5:
        return "medium"
    if rate >= 0.2:
        return "hard"
    return "very hard"


def in_ten(deals: int, wins: int) -> str:
    """ "about 6 deals in 10" / "none of 12 deals" / "every one of 12 deals"."""
    if wins == 0:
        return f"none of the {deals} deals it played"
    if wins == deals:
        return f"every one of the {deals} deals it played"
    tenths = round(10 * wins / deals)
    if tenths == 0:
        return "fewer than 1 deal in 10"
    if tenths == 10:
        return "more than 9 deals in 10"
    return f"about {tenths} deal{'s' if tenths != 1 else ''} in 10"


def difficulty_note(options: Mapping[str, Any]) -> str:
    """The dialog's hint for the chosen options, in plain words."""
    try:
        gorillas = int(options.get("gorillas", 16))
    except (TypeError, ValueError):
        return ""
    if options.get("as_printed"):
        low, high = PRINTED_WINNABLE_MIXES
        deals, _wins = PRINTED_MEASURED
        return (f"Difficulty: extreme. As printed, the computer won none of {deals} deals with 16 Gorilla "
                f"cards; even a player who could see the deck wins only some deals with {low} to {high}.")
    measured = MEASURED.get(gorillas)
    if measured is None:
        return ""
    deals, wins = measured
    return (f"Difficulty: {level(wins / deals)}. With {gorillas} Gorilla cards the computer wins "
            f"{in_ten(deals, wins)}.")
