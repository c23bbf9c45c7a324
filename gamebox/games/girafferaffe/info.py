"""What the registry and launcher know of Girafferaffe (imports only gamebox.core)."""

from __future__ import annotations

from gamebox.core.contract import GameInfo, OptionSpec

INFO = GameInfo(
    id="girafferaffe",
    name="Girafferaffe",
    min_players=1,
    max_players=5,
    default_players=3,
    pitch="Play ever higher sets on the apple trees; whoever can neither play nor spend an apple loses.",
    rules_module="gamebox.games.girafferaffe.rules",
    options=(
        OptionSpec(
            "rotten_apples",
            "Rotten-apple rounds",
            "bool",
            False,
            help="Play rounds: the loser of a round takes a rotten apple, and whoever holds two loses the game.",
            players=(2, 5),
        ),
        OptionSpec(
            "robot_deck",
            "Robot Deck size",
            "int",
            15,
            help="How many cards the Robot Deck starts with, 15 to 45: the more, the harder.",
            minimum=15,
            maximum=45,
            players=(1, 1),
        ),
    ),
    ai_levels=("random", "easy", "normal", "hard"),
    default_ai="normal",
)


def next_robot_deck(level: int) -> int:
    """G12: the Robot Deck of the deal after a solo win, one card more, at most the largest."""
    largest = next(o.maximum for o in INFO.options if o.name == "robot_deck")
    return min(int(largest or level), level + 1)
