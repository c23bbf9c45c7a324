"""How hard each deck mix is: the solver's measured wins, for the new-game dialog's hint.

Measured with benchmarks/goritaire_mixes.py (the solver level's search with 24 sampled deck
orders per decision instead of 96, deals 0..N-1 of each mix: 6 to 12 deals, so a rough guide)
and, for the suggested 16 Gorillas, `gamebox-cli selfplay goritaire --games 200 --ai solver
--seed 0`; docs/games/goritaire.md gives the runs. Imported by info.py: nothing heavy here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# Gorilla cards in the deck -> (deals played, deals won) by the solver, revised eating rules
MEASURED: dict[int, tuple[int, int]] = {
    9: (12, 6), 10: (12, 6), 11: (12, 11), 12: (6, 6), 13: (12, 12), 14: (7, 7), 15: (7, 6),
    16: (200, 126), 17: (12, 2), 18: (12, 0), 19: (12, 0), 20: (12, 0), 21: (12, 0), 22: (12, 0),
    23: (12, 0), 24: (12, 0), 25: (12, 0), 26: (12, 0), 27: (12, 0),
}
# "As printed": the solver's wins on the suggested mix (none)
PRINTED_MEASURED = (200, 0)


def level(rate: float) -> str:
    if rate >= 0.8:
        return "easy"
    if rate >= 0.5:
        return "medium"
    if rate >= 0.2:
        return "hard"
    return "very hard"


def in_ten(deals: int, wins: int) -> str:
    """ "wins about 6 deals in 10" / "wins none of the 12 deals tried" / "wins all 12 deals
    tried": one tense for every mix."""
    if wins == 0:
        return f"wins none of the {deals} deals tried"
    if wins == deals:
        return f"wins all {deals} deals tried"
    tenths = min(9, max(1, round(10 * wins / deals)))
    return f"wins about {tenths} deal{'s' if tenths != 1 else ''} in 10"


def difficulty_note(options: Mapping[str, Any]) -> str:
    """The dialog's hint for the chosen options, in plain words. "The computer, playing the deals itself":
    the solver, as the table's Demo button plays it (a player choosing a deck has not met the
    Demo yet; "the computer wins" alone read as an opponent in a game of one)."""
    try:
        gorillas = int(options.get("gorillas", 16))
    except (TypeError, ValueError):
        return ""
    printed = bool(options.get("as_printed"))
    if printed:
        deals, _wins = PRINTED_MEASURED
        measured = f"With the original rules, the computer, playing the deals itself, wins none of the {deals} deals tried with 16 Gorilla cards"
        # measured with 16 only: another mix says so (the note spoke of 16 whatever the mix)
        note = (f"Difficulty: extreme. {measured}." if gorillas == 16
                else f"Difficulty: not measured. {measured}; it has not tried {gorillas}.")
    elif gorillas in MEASURED:
        deals, wins = MEASURED[gorillas]
        note = (f"Difficulty: {level(wins / deals)}. With {gorillas} Gorilla cards the computer, playing the deals itself, "
                f"{in_ten(deals, wins)}.")
    else:
        return ""
    if options.get("winnable"):
        from gamebox.games.goritaire.catalogue import deals_for  # read when asked, not at start-up

        known = len(deals_for(gorillas, printed))
        note += (f" Winnable deals only: each deal is one of the {known} of this mix known to be winnable."
                 if known else
                 " No deal of this mix is known to be winnable yet, so Winnable deals only changes nothing.")
    return note
