"""Golden scenarios S1-S8 (golden/*.json, read by scenario_runner.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .scenario_runner import run, scenario_files


def test_there_are_scenarios_for_every_decision() -> None:
    names = " ".join(path.stem for path in scenario_files())
    for decision in ("s1", "s3", "s4", "s5", "s6", "s7", "s8"):
        assert decision in names


@pytest.mark.parametrize("path", scenario_files(), ids=lambda p: p.stem)
def test_golden_scenario(path: Path) -> None:
    run(path)
