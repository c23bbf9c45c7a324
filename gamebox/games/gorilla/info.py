"""What the launcher knows of Gorilla without importing its rules."""

from __future__ import annotations

from gamebox.core.contract import GameInfo

INFO = GameInfo(
    id="gorilla",
    name="Gorilla",
    min_players=3,
    max_players=5,
    default_players=4,
    pitch="Match the bus colour or the animal, shed your hand, and tap the Gorilla fast.",
    rules_module="gamebox.games.gorilla.rules",
    ai_levels=("random", "easy", "normal", "hard"),
    default_ai="normal",
)
