"""What the launcher knows of Gorilla without importing its rules."""

from __future__ import annotations

from gamebox.core.contract import SEAT_LEVELS, GameInfo, OptionSpec

INFO = GameInfo(
    id="gorilla",
    name="Gorilla",
    min_players=3,
    max_players=5,
    default_players=4,
    pitch="Match the bus colour or the animal, shed your hand, and tap the Gorilla fast.",
    rules_module="gamebox.games.gorilla.rules",
    options=(
        # Filled by the session, selfplay and benchmarks from the seats (docs/contract.md
        # "Realtime decisions"): with no human seat, the engine draws each tap race itself.
        OptionSpec(SEAT_LEVELS, "Seats", "seats", "", hidden=True,
                   help="Each seat's computer level or human, separated by commas",
                   choices=("human", "random", "easy", "normal", "hard")),
    ),
    ai_levels=("random", "easy", "normal", "hard"),
    default_ai="normal",
)
