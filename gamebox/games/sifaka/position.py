"""Reading a Sifaka position from JSON with every check (issue 14): each field's type and
range, every card and counter exactly as the setup deals them, and the invariants the rules
keep (the Hut square, slots, pawns on the table, counters on their mangos, who holds a card in
which phase). A refused position raises RecordError naming the first thing wrong.

A view (hidden cards "?", counter values 0) is accepted too: its known parts must fit the
deal, and the hidden ones make up the rest.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.validate import json_shown, want_choice, want_dict, want_int, want_list
from gamebox.games.sifaka.deck import (
    ALL_CARDS,
    COLOUR_NAMES,
    COUNTER_VALUES,
    MANGO_COLOURS,
    ROTATIONS,
    load_deck,
)
from gamebox.games.sifaka.spots import LIMIT
from gamebox.games.sifaka.state import (
    HIDDEN,
    HUT_CELLS,
    HUT_PLACES,
    PAWN_COLOURS,
    PHASES,
    SEAT_HUTS,
    SLOTS,
    Cell,
    Counter_,
    Pawn,
    Placed,
    State,
    build_grid,
)

HUT_COLOUR = {"H1": "red", "H2": "blue", "H3": "yellow", "H4": "green"}
MAX_TURN = 1000


def _fail(text: str) -> RecordError:
    return RecordError(f"Sifaka position: {text}")


def card_words(card: str) -> str:
    """A card in words for messages: "jungle card 7", "the red hut card"."""
    if card in HUT_COLOUR:
        return f"the {HUT_COLOUR[card]} hut card"
    if card.startswith("T") and card[1:].isdigit():
        return f"jungle card {int(card[1:])}"
    return "an unknown card"


def component_words(key: str) -> str:
    kind, _, name = key.partition(":")
    if kind == "card":
        return card_words(name)
    if kind == "mango" and name[:1] in COLOUR_NAMES and name[1:].isdigit():
        return f"a {COLOUR_NAMES[name[0]]} counter worth {int(name[1:])}"
    if kind == "pawn":
        return f"the {name} pawn"
    return "an unknown piece"


def _coord(value: Any, what: str) -> int:
    try:
        return want_int(value, what, -LIMIT, LIMIT - 2)
    except RecordError as exc:
        raise _fail(str(exc)) from None


def _card(value: Any, what: str, allow: tuple[str, ...] = ()) -> str:
    if isinstance(value, str) and (value in allow or value in ALL_CARDS()):
        return value
    raise _fail(f"{what} {str(value)[:20]!r} is not a Sifaka card")


def _counter(item: Any, what: str) -> Counter_:
    pair = _field_list(item, what, 2, 2)
    colour = pair[0]
    if colour not in MANGO_COLOURS:
        raise _fail(f"{what} has no mango colour (g, y or r)")
    value = pair[1]
    if isinstance(value, bool) or not isinstance(value, int) or (value != 0 and value not in COUNTER_VALUES[colour]):
        raise _fail(f"{what}: a {COLOUR_NAMES[colour]} counter is worth "
                    f"{' or '.join(str(v) for v in sorted(set(COUNTER_VALUES[colour])))}, not {str(value)[:20]}")
    return colour, value


def _field_list(value: Any, what: str, low: int = 0, high: int | None = None) -> list[Any]:
    try:
        return want_list(value, what, high, low)
    except RecordError as exc:
        raise _fail(str(exc)) from None


def _whole(value: Any, what: str, low: int, high: int) -> int:
    try:
        return want_int(value, what, low, high)
    except RecordError as exc:
        raise _fail(str(exc)) from None


def _get(data: dict[str, Any], key: str) -> Any:
    if key not in data:
        raise _fail(f"{key} is missing")
    return data[key]


def state_from_json(data: Any) -> State:
    """Read a position; RecordError names the first thing broken."""
    if not isinstance(data, dict):
        raise _fail(f"must be an object, not {json_shown(data)}")
    if "seed" in data:  # positions written before the deal number left the state
        _whole(data["seed"], "seed", 0, 2**63 - 1)
    players = _whole(_get(data, "players"), "players", 2, 4)
    try:
        phase = want_choice(_get(data, "phase"), "phase", PHASES)
    except RecordError as exc:
        raise _fail(str(exc)) from None
    first = _whole(_get(data, "first"), "first", 0, players - 1)
    current = _whole(_get(data, "current"), "current", 0, players - 1)
    turn = _whole(data.get("turn", 0), "turn", 0, MAX_TURN)
    final = data.get("final_seat")
    final_seat = None if final is None else _whole(final, "final_seat", 0, players - 1)
    placed = _read_placed(_get(data, "placed"))
    pawns = _read_pawns(_get(data, "pawns"), players)
    hands = tuple(_card(h, "hand card", ("", HIDDEN)) for h in _field_list(_get(data, "hands"), "hands", players, players))
    pile = tuple(_card(c, "pile card", (HIDDEN,)) for c in _field_list(_get(data, "pile"), "pile", 0, 48))
    discarded = tuple(_card(c, "discarded card") for c in _field_list(_get(data, "discarded"), "discarded", 0, 48))
    try:
        piles_in = want_dict(_get(data, "counter_piles"), "counter_piles")
    except RecordError as exc:
        raise _fail(str(exc)) from None
    piles: dict[str, tuple[int, ...]] = {}
    for colour in MANGO_COLOURS:
        values = _field_list(_get(piles_in, colour), f"the {COLOUR_NAMES[colour]} counter pile", 0, 15)
        piles[colour] = tuple(_counter([colour, v], f"the {COLOUR_NAMES[colour]} counter pile")[1] for v in values)
    table: dict[Cell, Counter_] = {}
    for item in _field_list(_get(data, "table_counters"), "table_counters", 0, 30):
        row = _field_list(item, "a table counter", 4, 4)
        cell = (_coord(row[0], "a counter's x"), _coord(row[1], "a counter's y"))
        if cell in table:
            raise _fail(f"two counters lie on box {cell[0]},{cell[1]}")
        table[cell] = _counter(row[2:], "a table counter")
    owned = tuple(
        tuple(_counter(c, "an owned counter") for c in _field_list(mine, "owned counters", 0, 30))
        for mine in _field_list(_get(data, "owned"), "owned", players, players)
    )
    slots_in = _field_list(_get(data, "slots_left"), "slots_left", 0, 4)
    slots = tuple(_slot(s) for s in slots_in)
    if len(set(slots)) != len(slots):
        raise _fail("slots_left names a slot twice")
    state = State(players=players, first=first, phase=phase, current=current, turn=turn, placed=placed,
                  pawns=pawns, hands=hands, pile=pile, discarded=discarded, counter_piles=piles,
                  table_counters=table, owned=owned, slots_left=slots, final_seat=final_seat)
    check_components(state)
    check_table(state)
    check_turn(state)
    return state


def _slot(value: Any) -> str:
    if not isinstance(value, str) or value not in SLOTS:
        raise _fail(f"slots_left holds {str(value)[:20]!r}: slots are n, e, s and w")
    return value


def _read_placed(value: Any) -> tuple[Placed, ...]:
    placed: list[Placed] = []
    for item in _field_list(value, "placed", 4, 52):
        row = _field_list(item, "a placed card", 4, 4)
        card = _card(row[0], "placed card")
        x, y = _coord(row[1], "a card's x"), _coord(row[2], "a card's y")
        if isinstance(row[3], bool) or row[3] not in ROTATIONS:
            raise _fail(f"{card_words(card)} is turned {json_shown(row[3], 20)}: a card turns 0, 90, 180 or 270")
        placed.append((card, x, y, row[3]))
    if tuple(placed[:4]) != HUT_PLACES:
        raise _fail("the four hut cards must lie first, in the hut square")
    return tuple(placed)


def _read_pawns(value: Any, players: int) -> tuple[Pawn, ...]:
    pawns: list[Pawn] = []
    for item in _field_list(value, "pawns", players, players):
        row = _field_list(item, "a pawn", 3, 3)
        pawns.append((_coord(row[0], "a pawn's x"), _coord(row[1], "a pawn's y"),
                      _whole(row[2], "a pawn's facing", -1, 3)))
    return tuple(pawns)


def _expected(players: int) -> Counter[str]:
    items: Counter[str] = Counter()
    deck = load_deck()
    for card in (*deck.huts, *deck.terrain):
        items[f"card:{card.id}"] += 1
    for colour in MANGO_COLOURS:
        for value in COUNTER_VALUES[colour]:
            items[f"mango:{colour}{value}"] += 1
    for hut in SEAT_HUTS[players]:
        items[f"pawn:{PAWN_COLOURS[hut]}"] += 1
    return items


def inventory(state: State) -> Counter[str]:
    """Every component wherever it lies ("card:?" and "mango:g0" for hidden ones)."""
    items: Counter[str] = Counter()
    for card, _x, _y, _r in state.placed:
        items[f"card:{card}"] += 1
    for card in (*state.hands, *state.pile, *state.discarded):
        if card:
            items[f"card:{card}"] += 1
    for colour in MANGO_COLOURS:
        for value in state.counter_piles[colour]:
            items[f"mango:{colour}{value}"] += 1
    for colour, value in state.table_counters.values():
        items[f"mango:{colour}{value}"] += 1
    for mine in state.owned:
        for colour, value in mine:
            items[f"mango:{colour}{value}"] += 1
    for seat in range(state.players):
        items[f"pawn:{state.colour_of(seat)}"] += 1
    return items


def check_components(state: State) -> None:
    """Every card, counter and pawn as the setup deals them; hidden ones ("?", value 0) stand
    for whatever known ones are missing of their kind."""
    found = inventory(state)
    expected = _expected(state.players)
    wild = {"card:?": "card:", **{f"mango:{c}0": f"mango:{c}" for c in MANGO_COLOURS}}
    for key in sorted(set(found) | set(expected)):
        if key in wild:
            continue
        have, want = found.get(key, 0), expected.get(key, 0)
        if have > want:
            if want == 0:
                raise _fail(f"it holds {component_words(key)}, which is not part of this game")
            raise _fail(f"it holds {component_words(key)} {have} times; the game has {want}")
    for prefix in wild.values():
        have = sum(n for k, n in found.items() if k.startswith(prefix))
        want = sum(n for k, n in expected.items() if k.startswith(prefix))
        if have != want:
            missing = next((k for k in sorted(expected) if k.startswith(prefix) and found.get(k, 0) < expected[k]),
                           None)
            if have < want and missing is not None:
                raise _fail(f"{component_words(missing)} is missing")
            raise _fail(f"it holds {have} {'cards' if prefix == 'card:' else 'counters of a colour'}"
                        f" where the game has {want}")
    for key in expected:
        if key.startswith("pawn:") and found.get(key, 0) != expected[key]:
            raise _fail(f"{component_words(key)} is missing")


def check_table(state: State) -> None:
    """The hut square, the slots and the chain of cards; pawns and counters on the table."""
    grid = build_grid(state.placed[:4])
    slot_cells = {cell: name for name, cell in SLOTS.items()}
    used_slots: set[str] = set()
    for index, (card, x, y, _r) in enumerate(state.placed[4:], start=1):
        if card in HUT_COLOUR:
            raise _fail(f"{card_words(card)} lies outside the hut square")
        name = slot_cells.get((x, y))
        covers = ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))
        if name is not None and name not in used_slots:
            used_slots.add(name)
        elif not any(c in grid for c in covers):
            raise _fail(f"card number {index} on the table covers no box laid before it")
        for c in covers:
            grid[c] = True  # type: ignore[assignment]
    if used_slots & set(state.slots_left):
        raise _fail("a slot listed as empty already holds a card")
    if state.slots_left and len(state.placed) - 4 > 4 - len(state.slots_left):
        raise _fail("cards lie outside the slots while slots are still empty")
    cells: set[Cell] = set()
    for seat, (x, y, facing) in enumerate(state.pawns):
        if (x, y) not in state.grid:
            raise _fail(f"the {state.colour_of(seat)} pawn stands off the table")
        if (x, y) in cells:
            raise _fail("two pawns stand on one box")
        cells.add((x, y))
        if facing < 0 and state.phase != "face":
            raise _fail(f"the {state.colour_of(seat)} pawn faces no way after the first card")
    for (x, y), (colour, _v) in state.table_counters.items():
        box = state.grid.get((x, y))
        if box is None or box.mango != colour:
            raise _fail(f"the {COLOUR_NAMES[colour]} counter on box {x},{y} does not lie on a"
                        f" {COLOUR_NAMES[colour]} mango")


def check_turn(state: State) -> None:
    """Who holds a card in which phase, and how the game stands at its end (S3, S7)."""
    phase, seat = state.phase, state.current
    if phase == "face":
        if len(state.placed) > 4 or state.discarded:
            raise _fail("pawns choose their facing before the first card")
        for s, (x, y, _f) in enumerate(state.pawns):
            if (x, y) != HUT_CELLS[SEAT_HUTS[state.players][s]]:
                raise _fail(f"the {state.colour_of(s)} pawn must start on its hut")
    if (state.final_seat is None) != bool(state.pile) and phase != "over":
        raise _fail("the seat that drew the last card is set only once the pile is empty")
    if phase == "over":
        if state.pile or any(state.hands):
            raise _fail("a finished game has no cards left in the pile or in hand")
        return
    if phase in ("face", "place") and not state.hands[seat]:
        raise _fail("the player to move holds no card")
    if phase in ("move", "take") and state.hands[seat]:
        raise _fail("the player to move still holds the card they just laid")
    if phase == "take":
        x, y, _f = state.pawns[seat]
        if (x, y) not in state.table_counters:
            raise _fail("no counter lies where the player to move stands, so there is nothing to take")
    if state.pile:
        for s, card in enumerate(state.hands):
            if s != seat and not card:
                raise _fail("while the pile lasts, every other player holds a card")

