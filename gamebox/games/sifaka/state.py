"""The Sifaka position and its JSON form.

States are treated as immutable: `rules.apply` builds a new one with `dataclasses.replace`
and fresh containers for whatever changed. The visible grid (box -> the topmost card's box,
S1) is derived from the placed cards and cached beside them; it is not part of the JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.games.sifaka.deck import ALL_CARDS, MANGO_COLOURS, ROTATIONS, Box, card_cells

Cell = tuple[int, int]
Placed = tuple[str, int, int, int]  # card id, x, y (its top-left box), rotation
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


def build_grid(placed: tuple[Placed, ...]) -> dict[Cell, Box]:
    grid: dict[Cell, Box] = {}
    for card_id, x, y, rot in placed:
        for cell, box in card_cells(card_id, x, y, rot):
            grid[cell] = box
    return grid


@dataclass
class State:
    players: int
    seed: int
    first: int
    phase: str
    current: int
    placed: tuple[Placed, ...]
    pawns: tuple[tuple[int, int, int], ...]  # x, y, facing (-1 until chosen)
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

    def __post_init__(self) -> None:
        if not self.grid:
            self.grid = build_grid(self.placed)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def pawn_at(self, cell: Cell) -> int | None:
        for seat, (x, y, _f) in enumerate(self.pawns):
            if (x, y) == cell:
                return seat
        return None

    def pawn_cells(self) -> set[Cell]:
        return {(x, y) for x, y, _f in self.pawns}

    def colour_of(self, seat: int) -> str:
        return PAWN_COLOURS[SEAT_HUTS[self.players][seat]]


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "players": state.players,
        "seed": state.seed,
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


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"Sifaka position: {what} must be a whole number, not {value!r}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"Sifaka position: {what} must be a list")
    return value


def _card(value: Any, what: str, allow: tuple[str, ...] = ()) -> str:
    if not isinstance(value, str) or (value not in ALL_CARDS() and value not in allow):
        raise RecordError(f"Sifaka position: {what} {value!r} is not a card")
    return value


def _counter(item: Any, what: str) -> Counter_:
    pair = _list(item, what)
    if len(pair) != 2 or pair[0] not in MANGO_COLOURS:
        raise RecordError(f"Sifaka position: {what} must be [colour, value]")
    return pair[0], _int(pair[1], what)


def state_from_json(data: Any) -> State:
    """Read a position; RecordError names what is broken."""
    if not isinstance(data, dict):
        raise RecordError("Sifaka position must be a JSON object")
    try:
        players = _int(data["players"], "players")
        if players not in SEAT_HUTS:
            raise RecordError("Sifaka position: players must be 2 to 4")
        phase = data["phase"]
        if phase not in PHASES:
            raise RecordError(f"Sifaka position: unknown phase {phase!r}")
        placed = []
        for item in _list(data["placed"], "placed"):
            row = _list(item, "placed card")
            if len(row) != 4 or _int(row[3], "rotation") not in ROTATIONS:
                raise RecordError("Sifaka position: a placed card is [id, x, y, rotation]")
            placed.append((_card(row[0], "placed card"), _int(row[1], "x"), _int(row[2], "y"), row[3]))
        pawns = []
        for item in _list(data["pawns"], "pawns"):
            row = _list(item, "pawn")
            if len(row) != 3 or _int(row[2], "facing") not in (-1, 0, 1, 2, 3):
                raise RecordError("Sifaka position: a pawn is [x, y, facing]")
            pawns.append((_int(row[0], "x"), _int(row[1], "y"), row[2]))
        hands = tuple(_card(h, "hand card", ("", HIDDEN)) for h in _list(data["hands"], "hands"))
        piles_in = data["counter_piles"]
        if not isinstance(piles_in, dict):
            raise RecordError("Sifaka position: counter_piles must be an object")
        piles = {c: tuple(_int(v, "counter") for v in _list(piles_in[c], "counter pile")) for c in MANGO_COLOURS}
        table: dict[Cell, Counter_] = {}
        for item in _list(data["table_counters"], "table_counters"):
            row = _list(item, "table counter")
            if len(row) != 4:
                raise RecordError("Sifaka position: a table counter is [x, y, colour, value]")
            table[(_int(row[0], "x"), _int(row[1], "y"))] = _counter(row[2:], "table counter")
        owned = tuple(
            tuple(_counter(c, "owned counter") for c in _list(mine, "owned counters"))
            for mine in _list(data["owned"], "owned")
        )
        final = data.get("final_seat")
        state = State(
            players=players,
            seed=_int(data["seed"], "seed"),
            first=_int(data["first"], "first"),
            phase=phase,
            current=_int(data["current"], "current"),
            turn=_int(data.get("turn", 0), "turn"),
            placed=tuple(placed),
            pawns=tuple(pawns),
            hands=hands,
            pile=tuple(_card(c, "pile card", (HIDDEN,)) for c in _list(data["pile"], "pile")),
            discarded=tuple(_card(c, "discarded card") for c in _list(data["discarded"], "discarded")),
            counter_piles=piles,
            table_counters=table,
            owned=owned,
            slots_left=tuple(s for s in _list(data["slots_left"], "slots_left") if s in SLOTS),
            final_seat=None if final is None else _int(final, "final_seat"),
        )
    except KeyError as exc:
        raise RecordError(f"Sifaka position: {exc.args[0]} is missing") from None
    if len(state.pawns) != players or len(state.hands) != players or len(state.owned) != players:
        raise RecordError("Sifaka position: pawns, hands and owned need one entry per player")
    if not 0 <= state.current < players or not 0 <= state.first < players:
        raise RecordError("Sifaka position: current and first must be seats")
    return state
