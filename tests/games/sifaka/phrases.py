"""Words a Sifaka sentence would use for what a chair may not see (tests/core/test_player_text.py).

Terrain cards have no names in sentences, so cards in hands and in the pile are only ever
"a card"; their ids stand in. A counter's value is said as "worth N point(s)": the values of the
counters this move put on the table, or that another player took, stay hidden (S6) until the
final count. Only the counters the move touched are listed: another hidden counter of the same
colour and value is not what a sentence about this move could be naming.
"""

from __future__ import annotations

from typing import Any

from gamebox.core.describe import plural
from gamebox.games.sifaka.state import HIDDEN


def _value_words(value: int) -> set[str]:
    return {f"worth {plural(value, 'point')}", f"worth {plural(value, 'mango')}", f"{value}-mango"}


def hidden_phrases(game: Any, before: Any, after: Any, seat: int | None) -> set[str]:
    phrases: set[str] = set()
    for state in (before, after):
        for s, card in enumerate(state.hands):
            if card not in ("", HIDDEN) and s != seat:
                phrases.add(card)
        phrases.update(card for card in state.pile if card != HIDDEN)
    if after.phase == "over":
        return phrases  # every taken counter is shown at the final count
    for cell, (_colour, value) in after.table_counters.items():
        if cell not in before.table_counters:
            phrases |= _value_words(value)  # just laid: nobody knows its value
    for s in range(after.players):
        if s != seat and len(after.owned[s]) > len(before.owned[s]):
            phrases |= _value_words(after.owned[s][-1][1])  # taken by someone else
    return phrases
