"""The Sifaka position and its JSON form (read back, with every check, in position.py).

States are treated as immutable: `rules.apply` makes one shallow `clone` per move and gives
it fresh containers only for what the move changes (the grid dict when a card goes down, the
counter dicts when a counter moves...), so everything else is shared with the state before.

Derived data, not part of the JSON, kept beside the position:
- `grid`: box -> the topmost card's box there (S1), updated as cards go down;
- `spot_index`: where a card may go (spots.py), updated move by move, built on first use;
- `routes_cache`: the walks open to the pawn in the "move" phase, found once.

The deal number is not kept: the pile and the counter piles are stored in their order, so
nothing later in the game needs it, and a view carries no randomness from which hidden parts
could be rebuilt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamebox.games.sifaka.deck import MANGO_COLOURS, Box, card_cells
from gamebox.games.sifaka.spots import SpotIndex

Cell = tuple[int, int]
Placed = tuple[str, int, int, int]  # card id, x, y (its top-left box), rotation
Pawn = tuple[int, int, int]  # x, y, facing (-1 until chosen)
Counter_ = tuple[str, int]  # colour, value (0 = unknown to this view)
HIDDEN = "?"

# The start square (S3): Hut cards at these top-left boxes and rotations, huts at the inner
# corners; seat colours follow the huts clockwise from the top-left.
HUT_PLACES: tuple[Placed, ...] = (
    ("H1", -2, -2, 0),
    ("H2", 0, -2, 90),
    ("H3", 0, 0, 180),
    ("H4", -2, 0, 270),
)
HUT_CELLS: tuple[Cell, ...] = ((-1, -1), (0, -1), (0, 0), (-1, 0))
PAWN_COLOURS = ("red", "blue", "yellow", "green")
# Which huts the seats use: 2 players sit at opposite corners (S3).
SEAT_HUTS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
# The four fixed slots of the first terrain cards, centred against each side (S3).
SLOTS: dict[str, Cell] = {"n": (-1, -4), "e": (2, -1), "s": (-1, 2), "w": (-4, -1)}
PHASES = ("face", "place", "move", "take", "over")


_new_state = object.__new__


def build_grid(placed: tuple[Placed, ...]) -> dict[Cell, Box]:
    grid: dict[Cell, Box] = {}
    for card_id, x, y, rot in placed:
        for cell, box in card_cells(card_id, x, y, rot):
            grid[cell] = box
    return grid


@dataclass(slots=True)
class State:
    players: int
    first: int
    phase: str
    current: int
    placed: tuple[Placed, ...]
    pawns: tuple[Pawn, ...]
    hands: tuple[str, ...]  # card id, "" for none, "?" hidden
    pile: tuple[str, ...]  # top first; "?" hidden
    discarded: tuple[str, ...]
    counter_piles: dict[str, tuple[int, ...]]  # colour -> values, top first; 0 hidden
    table_counters: dict[Cell, Counter_]
    owned: tuple[tuple[Counter_, ...], ...]
    slots_left: tuple[str, ...]
    final_seat: int | None = None
    turn: int = 0
    grid: dict[Cell, Box] = field(default_factory=dict, compare=False, repr=False)
    spot_index: SpotIndex | None = field(default=None, compare=False, repr=False)
    routes_cache: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.grid:
            self.grid = build_grid(self.placed)

    def clone(self) -> State:
        """A shallow copy sharing every container (replace the ones you change)."""
        new = _new_state(State)
        new.players, new.first, new.phase, new.current = self.players, self.first, self.phase, self.current
        new.placed, new.pawns, new.hands, new.pile = self.placed, self.pawns, self.hands, self.pile
        new.discarded, new.counter_piles, new.table_counters = self.discarded, self.counter_piles, self.table_counters
        new.owned, new.slots_left, new.final_seat, new.turn = self.owned, self.slots_left, self.final_seat, self.turn
        new.grid, new.spot_index, new.routes_cache = self.grid, self.spot_index, None
        return new

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def pawn_at(self, cell: Cell) -> int | None:
        for seat, (x, y, _f) in enumerate(self.pawns):
            if (x, y) == cell:
                return seat
        return None

    def blocked(self, cell: Cell) -> bool:
        """Whether a card may not cover this box: a counter or a pawn lies there (S5)."""
        return cell in self.table_counters or self.pawn_at(cell) is not None

    def spots(self) -> SpotIndex:
        """Where a card may go once the first four slots are filled (built on first use,
        then kept up to date by `rules.apply`)."""
        index = self.spot_index
        if index is None:
            blocked = list(self.table_counters) + [(x, y) for x, y, _f in self.pawns]
            index = self.spot_index = SpotIndex.build(self.grid, blocked)
        return index

    def colour_of(self, seat: int) -> str:
        return PAWN_COLOURS[SEAT_HUTS[self.players][seat]]


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "players": state.players,
        "first": state.first,
        "phase": state.phase,
        "current": state.current,
        "turn": state.turn,
        "placed": [list(p) for p in state.placed],
        "pawns": [list(p) for p in state.pawns],
        "hands": list(state.hands),
        "pile": list(state.pile),
        "discarded": list(state.discarded),
        "counter_piles": {c: list(state.counter_piles[c]) for c in MANGO_COLOURS},
        "table_counters": [[x, y, c, v] for (x, y), (c, v) in sorted(state.table_counters.items())],
        "owned": [[[c, v] for c, v in mine] for mine in state.owned],
        "slots_left": list(state.slots_left),
        "final_seat": state.final_seat,
    }
