"""The Goritaire position: deck, hand, the pyramid ("area"), discard pile and turn flow.

Cards are only of two kinds, so a card is the letter "G" (Gorilla) or "B" (Banana); in the
area an awake Gorilla is "G" and a sleeping one "S" (R4). A spot is (row, slot): row 1 is the
Ground and the card at (r, i), r >= 2, rests on (r-1, i) and (r-1, i+1) (R2).
The state is mutable with a fast `clone`; the rules clone before every change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Spot = tuple[int, int]
Step = tuple[str, int]

GORILLA = "G"
SLEEPING = "S"
BANANA = "B"
UNKNOWN = "?"
DECK_SIZE = 36
HAND_LIMIT = 7
WIN_GROUND = 7

PHASES = ("action", "maintenance", "end", "over")
STEP_KINDS = ("guess", "place", "peek", "arrange", "burn", "wander", "flee", "swap")


@dataclass(slots=True)
class State:
    gorillas: int = 16  # Gorilla cards in the whole deck (R1)
    extreme: bool = False  # Extreme Arts option (R11)
    deck: list[str] = field(default_factory=list)  # top first; "?" in a view where unknown
    known: list[bool] = field(default_factory=list)  # the player has seen this deck card
    hand_g: int = 0
    hand_b: int = 0
    area: dict[Spot, str] = field(default_factory=dict)
    disc_g: int = 0
    disc_b: int = 0
    gone_g: int = 0  # removed from the game (Combustion, Gorilla 5)
    gone_b: int = 0
    turn: int = 1
    phase: str = "action"
    played: bool = False  # the one card from hand this turn is used; As printed: the one Gorilla card (R3)
    imaginary: int = 0  # imaginary bananas collected this turn (Cooking, Gorilla 5)
    banastasia: bool = False  # Banastasia used this turn (R11)
    pending: list[Step] = field(default_factory=list)  # effect steps still to resolve, head first
    outcome: str = ""  # "", "won" or "lost"
    reason: str = ""
    score: int = 0
    bonus: int = 0
    as_printed: bool = False  # option "As printed": every Gorilla eats, literal R3 (R3, R8)

    def clone(self) -> State:
        return State(
            self.gorillas, self.extreme, list(self.deck), list(self.known), self.hand_g, self.hand_b,
            dict(self.area), self.disc_g, self.disc_b, self.gone_g, self.gone_b, self.turn, self.phase,
            self.played, self.imaginary, self.banastasia, list(self.pending), self.outcome, self.reason,
            self.score, self.bonus, self.as_printed,
        )

    # ----- small queries ---------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == "over"

    @property
    def hand_size(self) -> int:
        return self.hand_g + self.hand_b

    def ground(self) -> list[int]:
        """Slots of the Ground cards, left to right."""
        return sorted(slot for (row, slot) in self.area if row == 1)

    def ground_gorillas(self) -> int:
        return [row for row, _slot in self.area].count(1)

    def eats(self, spot: Spot) -> bool:
        """Whether the card at `spot` is a Gorilla fed at the end of the turn (R8 revised: on
        the Ground; As printed: everywhere)."""
        code = self.area.get(spot)
        return code is not None and code != BANANA and (self.as_printed or spot[0] == 1)

    def eaters(self) -> int:
        """Gorillas that eat (R8 revised): those on the Ground; As printed: every Gorilla."""
        return self.gorillas_in_area() if self.as_printed else self.ground_gorillas()

    def gorillas_in_area(self) -> int:
        return len(self.area) - list(self.area.values()).count(BANANA)

    def bananas_in_area(self) -> int:
        return list(self.area.values()).count(BANANA)


def spot_text(spot: Spot) -> str:
    return f"{spot[0]}.{spot[1]}"


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def spot_words(spot: Spot) -> str:
    """A spot for players: "the Ground's 3rd spot", "row 2's 1st spot"."""
    row, slot = spot
    where = "the Ground's" if row == 1 else f"row {row}'s"
    return f"{where} {ordinal(slot)} spot" if slot >= 1 else "a spot left of the pyramid"


def cards_words(text: str) -> str:
    """Card letters in words: "GBB" -> "a Gorilla and 2 Bananas", "" -> "nothing"."""
    g, b = text.count(GORILLA), text.count(BANANA)
    parts = []
    if g:
        parts.append("a Gorilla" if g == 1 else f"{g} Gorillas")
    if b:
        parts.append("a Banana" if b == 1 else f"{b} Bananas")
    return " and ".join(parts) or "nothing"


# ----- JSON ------------------------------------------------------------------------------
def state_to_json(state: State) -> dict[str, Any]:
    return {
        "gorillas": state.gorillas,
        "extreme": state.extreme,
        "deck": "".join(state.deck),
        "known": "".join("1" if k else "0" for k in state.known),
        "hand": {"G": state.hand_g, "B": state.hand_b},
        "area": [[row, slot, code] for (row, slot), code in sorted(state.area.items())],
        "discard": {"G": state.disc_g, "B": state.disc_b},
        "removed": {"G": state.gone_g, "B": state.gone_b},
        "turn": state.turn,
        "phase": state.phase,
        "played": state.played,
        "imaginary": state.imaginary,
        "banastasia": state.banastasia,
        "pending": [[kind, n] for kind, n in state.pending],
        "outcome": state.outcome,
        "reason": state.reason,
        "score": state.score,
        "bonus": state.bonus,
        "as_printed": state.as_printed,
    }
