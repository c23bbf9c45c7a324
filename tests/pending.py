"""Work in progress across the games: a game leaves a set once its part passes.

Each entry names a check that every game must pass; the games listed are still being brought
up to it and are marked xfail (not skipped: a passing one shows as XPASS). The sets must be
empty when the work lands.
"""

from __future__ import annotations

import pytest

PENDING: dict[str, frozenset[str]] = {
    # issue 11: describe_move / describe_result / plain refusals / rules pages for players
    "words": frozenset(),
    # issue 17: no seed or random state in a view; decisions depend on the view only
    "no_peeking": frozenset(),
    # issue 12: every text a table shows is at least 11 px on screen at 1024x700
    # (tests/ui/test_text_size.py says how it measures)
    "text_size": frozenset(),
}


def xfail_pending(check: str, game_id: str) -> None:
    if game_id in PENDING.get(check, frozenset()):
        pytest.xfail(f"{game_id}: {check} still in progress")
