"""Golden scenarios (R1-R11): position + moves + expected outcome, read from golden/*.json.

Each step applies one move and checks the listed facts; "refused" expects IllegalMove with
those words; "collapse" lists the collapse events (falls, discarded Bananas, sacrifices,
flights) in order, one per card movement; "reveals" says whether undo must stop there.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamebox.core.errors import IllegalMove
from gamebox.games.goritaire.rules import GAME, new_state
from tests.games.goritaire.helpers import COLLAPSE_KINDS, build, event_text, snapshot

FILES = sorted((Path(__file__).parent / "golden").glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def start(scenario: dict[str, Any]):  # type: ignore[no-untyped-def]
    if "position" in scenario:
        return build(scenario["position"])
    options = scenario.get("config", {})
    return new_state(int(options.get("gorillas", 16)), bool(options.get("extreme_arts", False)),
                     int(scenario["seed"]), bool(options.get("as_printed", False)))


def test_every_rule_has_a_golden_scenario() -> None:
    rules = {rule for path in FILES for rule in load(path)["rules"]}
    assert {f"R{n}" for n in range(1, 12)} <= rules


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_golden_scenario(path: Path) -> None:
    scenario = load(path)
    state = start(scenario)
    if "expect_start" in scenario:
        _check(snapshot(state), scenario["expect_start"], "start")
    for index, step in enumerate(scenario["steps"], start=1):
        move = GAME.parse_move(state, step["move"])
        where = f"step {index} ({step['move']})"
        if "refused" in step:
            with pytest.raises(IllegalMove) as info:
                GAME.apply(state, move)
            assert step["refused"].lower() in str(info.value).lower(), f"{where}: {info.value}"
            continue
        if "warns" in step:
            warning = GAME.would_lose(state, move)
            assert warning is not None and step["warns"].lower() in warning.lower(), f"{where}: {warning}"
        state, events = GAME.apply(state, move)
        if "collapse" in step:
            got = [event_text(e) for e in events if e.kind in COLLAPSE_KINDS]
            assert got == step["collapse"], f"{where}: collapse events {got}"
        if "reveals" in step:
            assert any(e.reveals for e in events) == step["reveals"], f"{where}: reveals"
        if "events" in step:
            kinds = [e.kind for e in events]
            for kind in step["events"]:
                assert kind in kinds, f"{where}: no {kind} event in {kinds}"
        _check(snapshot(state), step.get("expect", {}), where)
        if "legal" in step:
            texts = {GAME.move_to_text(m) for m in GAME.legal_moves(state)}
            for text in step["legal"]:
                assert text in texts, f"{where}: {text!r} should be legal"
        if "illegal" in step:
            texts = {GAME.move_to_text(m) for m in GAME.legal_moves(state)}
            for text in step["illegal"]:
                assert text not in texts, f"{where}: {text!r} should not be legal"


def _check(got: dict[str, Any], expected: dict[str, Any], where: str) -> None:
    for key, value in expected.items():
        assert got[key] == value, f"{where}: {key} is {got[key]!r}, expected {value!r}"
