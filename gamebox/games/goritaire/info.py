"""What the launcher knows of Goritaire without importing its rules."""

from __future__ import annotations

from gamebox.core.contract import GameInfo, OptionSpec
from gamebox.games.goritaire.difficulty import difficulty_note

INFO = GameInfo(
    id="goritaire",
    name="Goritaire",
    min_players=1,
    max_players=1,
    default_players=1,
    pitch="Stack a pyramid of gorillas, feed them bananas, and line up seven on the Ground.",
    rules_module="gamebox.games.goritaire.rules",
    options=(
        OptionSpec(
            "gorillas", "Gorilla cards in the deck", "int", 16,
            help="The deck always holds 36 cards; the rest are Bananas.", minimum=9, maximum=27,
        ),
        OptionSpec(
            "as_printed", "Original rules (a very hard puzzle)", "bool", False,
            help="The game's original rules, word for word: every Gorilla in the pyramid eats, and each turn "
                 "you may play one Gorilla card and any number of Banana cards from your hand. Very few "
                 "deals can be won this way, and only by a player who could see the deck.",
        ),
        OptionSpec(
            "winnable", "Winnable deals only", "bool", False,
            help="Deal only deals proven winnable, where some are known for the chosen deck mix and rules "
                 "(the deal number picks one of them). After losing one, the table can show a way to win it.",
        ),
        OptionSpec(
            "extreme_arts", "Extreme Arts (bonus stage)", "bool", False,
            help="Six more actions your Gorillas can pay for, some of them dear: swap cards of your hand for new "
                 "ones, move a Gorilla down a row, swap a Banana and a Gorilla, put five Gorillas in at once, and "
                 "more (the Rules page lists them).",
        ),
    ),
    ai_levels=("random", "solver"),
    default_ai="solver",
    solitaire=True,
    option_note=difficulty_note,
)
