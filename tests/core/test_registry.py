"""The registry and the options every game declares."""

from __future__ import annotations

import pytest

from gamebox.core.contract import OptionSpec
from gamebox.core.errors import ConfigError
from gamebox.registry import all_games, get_info


def test_registry_lists_games_with_unique_ids_and_loadable_rules() -> None:
    games = all_games()
    assert games, "no game registered"
    ids = [g.id for g in games]
    assert len(ids) == len(set(ids))
    for info in games:
        assert info.min_players <= info.default_players <= info.max_players
        assert info.pitch and info.name
        assert info.default_ai in info.ai_levels and "random" in info.ai_levels
        assert info.load().info == info


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(ConfigError, match="unknown game 'chess'.*girafferaffe"):
        get_info("chess")


def test_config_validation_messages() -> None:
    info = get_info("girafferaffe")
    with pytest.raises(ConfigError, match="1 to 5 players, not 9"):
        info.make_config(9)
    with pytest.raises(ConfigError, match="no option 'speed'"):
        info.make_config(3, {"speed": "1"})
    with pytest.raises(ConfigError, match="yes or no"):
        info.make_config(3, {"rotten_apples": "maybe"})
    assert info.make_config(3, {"rotten_apples": "yes"}).get("rotten_apples") is True


def test_option_kinds_coerce_and_refuse() -> None:
    number = OptionSpec("n", "N", "int", 3, minimum=1, maximum=5)
    assert number.coerce("4") == 4
    for bad in ("0", "x", "6"):
        with pytest.raises(ConfigError):
            number.coerce(bad)
    choice = OptionSpec("c", "C", "choice", "a", choices=("a", "b"))
    assert choice.coerce("b") == "b"
    with pytest.raises(ConfigError, match="one of a, b"):
        choice.coerce("z")
