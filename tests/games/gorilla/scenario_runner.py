"""Reads golden scenario files: a compact position, then moves with expected outcomes.

A position lists hands, the pile (bottom to top) and `stack_top` (top card first); every card
not named goes, in card order, under the stack (or under the pile with "filler": "pile").
A step is {"move": text, "expect": {...}} or {"refuse": text, "reason": words it must say}.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gamebox.core.errors import IllegalMove
from gamebox.games.gorilla.cards import DECK, NAMES
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import State

HERE = Path(__file__).parent / "scenarios"


def scenario_files() -> list[Path]:
    return sorted(HERE.glob("*.json"))


def build_position(spec: dict[str, Any]) -> State:
    if "seed" in spec:
        from gamebox.games.gorilla.info import INFO

        return GAME.new_game(INFO.make_config(spec["players"]), spec["seed"])
    named = [c for hand in spec["hands"] for c in hand] + spec.get("pile", []) + spec.get("stack_top", [])
    rest = [NAMES[c] for c in DECK if NAMES[c] not in named]
    stack = list(reversed(spec.get("stack_top", [])))
    pile = list(spec.get("pile", []))
    if spec.get("filler", "stack") == "pile":
        pile = rest + pile
    else:
        stack = rest + stack
    data = {
        "players": len(spec["hands"]),
        "hands": spec["hands"],
        "stack": stack,
        "pile": pile,
        "to_move": spec.get("to_move", 0),
        "phase": spec.get("phase", "play"),
        "direction": spec.get("direction", 1),
        "pending": spec.get("pending"),
        "forgot": spec.get("forgot"),
        "winner": None,
        "seed": spec.get("deal", 7),
        "rebuilds": 0,
    }
    return GAME.state_from_json(json.loads(json.dumps(data)))


def check(state: State, events: list[Any], expect: dict[str, Any], where: str) -> None:
    data = GAME.state_to_json(state)
    for key, wanted in expect.items():
        if key == "hand_sizes":
            got: Any = [len(h) for h in state.hands]
        elif key == "hands":
            got = {seat: data["hands"][int(seat)] for seat in wanted}
            wanted = {seat: list(cards) for seat, cards in wanted.items()}
        elif key == "pile_top":
            got = data["pile"][-1]
        elif key == "stack_size":
            got = len(state.stack)
        elif key == "pile_size":
            got = len(state.pile)
        elif key == "events":  # kinds, in this order, as a subsequence of what happened
            kinds = iter(e.kind for e in events)
            missing = [kind for kind in wanted if not any(kind == k for k in kinds)]
            assert not missing, f"{where}: events {[e.kind for e in events]} lack {wanted}"
            continue
        elif key == "event_data":  # {kind: {field: value}} for the first event of that kind
            for kind, fields in wanted.items():
                found = next((e for e in events if e.kind == kind), None)
                assert found is not None, f"{where}: no {kind} event"
                for name, value in fields.items():
                    assert found.data.get(name) == value, f"{where}: {kind}.{name} = {found.data.get(name)!r}"
            continue
        elif key == "legal":
            got = sorted(GAME.move_to_text(m) for m in GAME.legal_moves(state))
            wanted = sorted(wanted)
        elif key == "realtime":
            got = GAME.realtime_decision(state)
        elif key == "winner":
            result = GAME.result(state)
            got = None if result is None else list(result.winners)
        else:
            got = data[key]
        assert got == wanted, f"{where}: {key} is {got!r}, expected {wanted!r}"


def run_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    state = build_position(scenario["position"])
    if "expect" in scenario:
        check(state, [], scenario["expect"], f"{path.name} start")
    for index, step in enumerate(scenario["steps"], start=1):
        where = f"{path.name} step {index}"
        if "refuse" in step:
            before = json.dumps(GAME.state_to_json(state))
            try:
                GAME.apply(state, GAME.parse_move(state, step["refuse"]))
            except IllegalMove as exc:
                assert step["reason"].lower() in str(exc).lower(), f"{where}: reason was {exc}"
            else:
                raise AssertionError(f"{where}: {step['refuse']!r} was accepted")
            assert json.dumps(GAME.state_to_json(state)) == before
            continue
        state, events = GAME.apply(state, GAME.parse_move(state, step["move"]))
        check(state, events, step.get("expect", {}), where)
