"""Golden scenarios for every Girafferaffe decision G1-G13 (files in golden/)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.girafferaffe.golden_runner import load_scenarios, run

CASES = load_scenarios()


def test_every_decision_has_golden_scenarios() -> None:
    decisions = {name.split(":")[0] for name, _ in CASES}
    assert decisions >= {f"G{i}" for i in range(1, 14)}


@pytest.mark.parametrize("name,scenario", CASES, ids=[name for name, _ in CASES])
def test_golden(name: str, scenario: dict[str, Any]) -> None:
    run(name, scenario)
