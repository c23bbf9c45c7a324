"""Every registered game, every player count and every declared option value, through
random seeded play checked against the contract (tests/conformance.py)."""

from __future__ import annotations

from typing import Any

import pytest

from gamebox.core.contract import GameInfo, OptionSpec
from gamebox.registry import all_games
from tests.conformance import play_random_game

SEEDS = (1, 2, 3, 4, 5)


def option_variants(spec: OptionSpec) -> list[Any]:
    """The non-default values worth playing: the other bool, every choice, the int bounds."""
    if spec.kind == "bool":
        return [not spec.default]
    if spec.kind == "choice":
        return [c for c in spec.choices if c != spec.default]
    return [v for v in (spec.minimum, spec.maximum) if v is not None and v != spec.default]


def cases() -> list[tuple[GameInfo, int, dict[str, Any], int]]:
    out = []
    for info in all_games():
        for players in range(info.min_players, info.max_players + 1):
            for seed in SEEDS:
                out.append((info, players, {}, seed))
        for spec in info.options:
            for value in option_variants(spec):
                for players in sorted({info.min_players, info.default_players, info.max_players}):
                    out.append((info, players, {spec.name: value}, SEEDS[0]))
    return out


def case_id(case: tuple[GameInfo, int, dict[str, Any], int]) -> str:
    info, players, options, seed = case
    extra = ",".join(f"{k}={v}" for k, v in options.items())
    return f"{info.id}-{players}p-seed{seed}" + (f"-{extra}" if extra else "")


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_random_play_keeps_the_contract(case: tuple[GameInfo, int, dict[str, Any], int]) -> None:
    info, players, options, seed = case
    game = info.load()
    config = info.make_config(players, options)
    moves, result = play_random_game(game, config, seed)
    assert moves > 0
    assert result.summary, "a result must say what happened in words"
