"""What the registry knows of Sifaka without loading its rules."""

from __future__ import annotations

from gamebox.core.contract import GameInfo

INFO = GameInfo(
    id="sifaka",
    name="Sifaka",
    min_players=2,
    max_players=4,
    default_players=3,
    pitch="Lay jungle cards, walk your sifaka by the palm trees and gather the sweetest mango counters.",
    rules_module="gamebox.games.sifaka.rules",
    ai_levels=("random", "easy", "normal", "hard"),
    default_ai="normal",
)
