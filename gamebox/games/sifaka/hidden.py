"""What each seat may know (S6) and sampling the rest for computer players.

Hidden: the draw pile, other players' hand cards, the order of the counter piles, the value of
every counter on the table, and the values of counters other players took (until the final
count, when all taken counters are shown). Colours of counters are always public. No deal
number or random state is kept in a position, so a view holds nothing the hidden parts follow
from: `determinize` draws them afresh from what is still unseen.
"""

from __future__ import annotations

import random
from collections import Counter

from gamebox.games.sifaka.deck import COUNTER_VALUES, MANGO_COLOURS, load_deck
from gamebox.games.sifaka.state import HIDDEN, State


def view(state: State, seat: int | None) -> State:
    over = state.phase == "over"
    new = state.clone()
    new.hands = tuple(
        card if (card in ("", HIDDEN) or seat == s) else HIDDEN for s, card in enumerate(state.hands)
    )
    new.owned = tuple(
        mine if (over or s == seat) else tuple((c, 0) for c, _v in mine) for s, mine in enumerate(state.owned)
    )
    new.pile = (HIDDEN,) * len(state.pile)
    new.counter_piles = {c: (0,) * len(state.counter_piles[c]) for c in MANGO_COLOURS}
    new.table_counters = {cell: (c, 0) for cell, (c, _v) in state.table_counters.items()}
    return new


def determinize(state: State, rng: random.Random) -> State:
    """A full state that agrees with everything `state` shows; hidden parts drawn from rng."""
    terrain = [card.id for card in load_deck().terrain]
    known = {card for card, _x, _y, _r in state.placed} | set(state.discarded)
    known |= {card for card in state.hands if card not in ("", HIDDEN)}
    known |= {card for card in state.pile if card != HIDDEN}
    unknown = [card for card in terrain if card not in known]
    rng.shuffle(unknown)
    hands = list(state.hands)
    for s, card in enumerate(hands):
        if card == HIDDEN:
            hands[s] = unknown.pop()
    pile = tuple(card if card != HIDDEN else unknown.pop() for card in state.pile)

    pools: dict[str, list[int]] = {}
    for colour in MANGO_COLOURS:
        left = Counter(COUNTER_VALUES[colour])
        seen = [v for mine in state.owned for c, v in mine if c == colour and v]
        seen += [v for c, v in state.table_counters.values() if c == colour and v]
        seen += [v for v in state.counter_piles[colour] if v]
        left.subtract(seen)
        pool = sorted(left.elements())
        rng.shuffle(pool)
        pools[colour] = pool

    def fill(colour: str, value: int) -> int:
        return value if value else pools[colour].pop()

    new = state.clone()
    new.hands = tuple(hands)
    new.pile = pile
    new.table_counters = {cell: (c, fill(c, v)) for cell, (c, v) in sorted(state.table_counters.items())}
    new.owned = tuple(tuple((c, fill(c, v)) for c, v in mine) for mine in state.owned)
    new.counter_piles = {c: tuple(fill(c, v) for v in state.counter_piles[c]) for c in MANGO_COLOURS}
    return new
