"""Golden Sifaka scenarios: a small position (JSON) + moves + what must follow.

A scenario file in golden/ holds:
  name, decision (S1-S8), players, and any State fields to set over a fresh game
  (placed cards go on top of the Hut cards; slots count as filled unless slots_left is given;
  pawns as [x, y, "n"|"e"|"s"|"w"]); then "steps", each {"move": text} with what to check:
  "refused": words the refusal must contain; "walks": the exact walk texts then legal;
  "pawn": [seat, x, y, facing]; "phase"; "current"; "boxes": {"x,y": "2E"} visible boxes;
  "counter": {"x,y": colour or null}; "owned": {seat: [[colour, value], ...]};
  "winners", "decided_by", "hand": {seat: card or ""}, "pile_size".
"counter_pile": {colour: size}. A step without "move" only checks; "reset": true starts again
from the scenario's position first.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from gamebox.core.errors import IllegalMove
from gamebox.games.sifaka.deck import COUNTER_VALUES, DIR_NAMES, MANGO_COLOURS, load_deck
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Walk
from gamebox.games.sifaka.position import state_from_json
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import HUT_PLACES, State, state_to_json

GOLDEN = Path(__file__).parent / "golden"


def scenario_files() -> list[Path]:
    return sorted(GOLDEN.glob("*.json"))


def build(spec: dict[str, Any]) -> State:
    players = spec.get("players", 3)
    data = state_to_json(GAME.new_game(INFO.make_config(players), spec.get("seed", 1)))
    data["slots_left"] = []
    data["phase"] = "place"
    data["pawns"] = [[x, y, 0] for x, y, _f in data["pawns"]]
    for key in ("phase", "current", "first", "hands", "table_counters", "owned", "slots_left",
                "final_seat", "discarded", "counter_piles"):
        if key in spec:
            data[key] = spec[key]
    if "pawns" in spec:
        data["pawns"] = [[x, y, DIR_NAMES.index(f)] for x, y, f in spec["pawns"]]
    data["placed"] = [list(p) for p in HUT_PLACES] + spec.get("placed", [])
    used = {p[0] for p in data["placed"]} | set(data["hands"]) | set(data["discarded"])
    if "pile" in spec:  # the cards the scenario leaves out lie in the discard pile
        used |= set(spec["pile"])
        data["pile"] = spec["pile"]
        data["discarded"] = data["discarded"] + [c.id for c in load_deck().terrain if c.id not in used]
    else:  # ... or at the bottom of the pile
        data["pile"] = [c.id for c in load_deck().terrain if c.id not in used]
    _complete_counters(data, "counter_piles" in spec)
    return state_from_json(data)


def _complete_counters(data: dict[str, Any], piles_given: bool) -> None:
    """Every counter exactly once: the scenario's counters on the table and in hand come out of
    the piles, or, when the scenario sets the piles, the rest go to the last player's counters."""
    present = [(c, v) for _x, _y, c, v in data["table_counters"]] + [(c, v) for mine in data["owned"] for c, v in mine]
    if piles_given:
        present += [(c, v) for c in MANGO_COLOURS for v in data["counter_piles"][c]]
        rest = Counter((c, v) for c in MANGO_COLOURS for v in COUNTER_VALUES[c])
        rest.subtract(Counter(present))
        data["owned"][-1] = list(data["owned"][-1]) + [[c, v] for (c, v), n in sorted(rest.items()) for _ in range(n)]
        return
    piles = {c: list(data["counter_piles"][c]) for c in MANGO_COLOURS}
    for colour, value in present:
        piles[colour].remove(value)
    data["counter_piles"] = piles


def check(state: State, expect: dict[str, Any], where: str) -> None:
    if "walks" in expect:
        walks = sorted(GAME.move_to_text(m) for m in GAME.legal_moves(state) if isinstance(m, Walk))
        assert walks == sorted(expect["walks"]), f"{where}: walks {walks}"
    if "pawn" in expect:
        seat, x, y, facing = expect["pawn"]
        assert state.pawns[seat] == (x, y, DIR_NAMES.index(facing)), f"{where}: pawn {state.pawns[seat]}"
    for key in ("phase", "current", "final_seat"):
        if key in expect:
            assert getattr(state, key) == expect[key], f"{where}: {key} is {getattr(state, key)!r}"
    for cell, text in expect.get("boxes", {}).items():
        x, y = (int(v) for v in cell.split(","))
        assert state.grid[(x, y)].to_text() == text, f"{where}: box {cell} shows {state.grid[(x, y)].to_text()}"
    for cell, colour in expect.get("counter", {}).items():
        x, y = (int(v) for v in cell.split(","))
        found = state.table_counters.get((x, y))
        assert (found[0] if found else None) == colour, f"{where}: counter at {cell} is {found}"
    for seat, counters in expect.get("owned", {}).items():
        assert [list(c) for c in state.owned[int(seat)]] == counters, f"{where}: owned {state.owned[int(seat)]}"
    for seat, card in expect.get("hand", {}).items():
        assert state.hands[int(seat)] == card, f"{where}: hand {state.hands}"
    for colour, size in expect.get("counter_pile", {}).items():
        assert len(state.counter_piles[colour]) == size, f"{where}: {colour} pile {state.counter_piles[colour]}"
    if "pile_size" in expect:
        assert len(state.pile) == expect["pile_size"], f"{where}: pile {len(state.pile)}"
    if "winners" in expect or "decided_by" in expect:
        result = GAME.result(state)
        assert result is not None, f"{where}: the game is not over"
        if "winners" in expect:
            assert list(result.winners) == expect["winners"], f"{where}: winners {result.winners}"
        if "decided_by" in expect:
            assert result.details["decided_by"] == expect["decided_by"], f"{where}: {result.details}"


def run(path: Path) -> None:
    spec = json.loads(path.read_text(encoding="utf-8"))
    state = build(spec)
    for index, step in enumerate(spec["steps"], start=1):
        where = f"{path.stem} step {index}"
        if step.get("reset"):
            state = build(spec)
        if "move" in step:
            move = GAME.parse_move(state, step["move"])
            if "refused" in step:
                try:
                    GAME.apply(state, move)
                except IllegalMove as exc:
                    assert step["refused"].lower() in str(exc).lower(), f"{where}: refused with {exc}"
                else:
                    raise AssertionError(f"{where}: {step['move']!r} was not refused")
                continue
            state, _events = GAME.apply(state, move)
        check(state, step, where)
