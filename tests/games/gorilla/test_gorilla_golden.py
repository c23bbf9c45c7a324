"""Golden scenarios K1-K9 (tests/games/gorilla/scenarios/*.json)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.gorilla.scenario_runner import run_scenario, scenario_files


def test_every_decision_has_a_scenario() -> None:
    names = " ".join(path.name for path in scenario_files())
    for decision in ("k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9"):
        assert decision + "_" in names


@pytest.mark.parametrize("path", scenario_files(), ids=lambda p: p.stem)
def test_golden_scenario(path: Path) -> None:
    run_scenario(path)
