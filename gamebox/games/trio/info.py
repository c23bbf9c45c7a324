"""What the registry knows of TRIO without importing its rules."""

from __future__ import annotations

from gamebox.core.contract import GameInfo

INFO = GameInfo(
    id="trio",
    name="TRIO",
    min_players=2,
    max_players=2,
    default_players=2,
    pitch="Two players build facing columns: three of a colour or a symbol wins a TRIO card.",
    rules_module="gamebox.games.trio.rules",
    options=(),
    ai_levels=("random", "easy", "normal", "hard"),
    default_ai="normal",
)
