"""The action list (and the Extreme Arts) with their costs, and paying a cost (R4, R5, R11)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from gamebox.games.goritaire.state import GORILLA, Spot, State, spot_words


@dataclass(frozen=True)
class ActionSpec:
    name: str  # the id used in move texts
    label: str
    cost: tuple[int, ...]  # digits, highest first
    sacrifice: int = 0
    combustion: int = 0
    extreme: bool = False
    effect: str = ""

    @property
    def cost_text(self) -> str:
        """The cost in words (R4, R5): which awake Gorillas fall asleep to pay, then the rest."""
        counts = sorted(Counter(self.cost).items(), reverse=True)
        if len(counts) == 1:
            level, n = counts[0]
            text = f"put to sleep {_NUMBERS[n]} awake Gorilla{'s' if n > 1 else ''} on {_level_words(level)}"
        else:
            text = "put to sleep awake Gorillas: " + ", ".join(f"{_NUMBERS[n]} on {_level_words(level)}"
                                                               for level, n in counts)
        if self.sacrifice:
            times = "once" if self.sacrifice == 1 else f"{_NUMBERS[self.sacrifice]} times"
            text += f", then Sacrifice {self.sacrifice} (the leftmost Gorilla on the Ground goes to the discard pile, {times})"
        if self.combustion:
            text += (f", then Combustion {self.combustion} (you take {_NUMBERS[self.combustion]} cards of the discard pile"
                     " out of the game)")
        return text

    @property
    def extra_words(self) -> str:
        """What follows putting Gorillas to sleep, short: "Sacrifice 2, Combustion 2", or ""."""
        return ", ".join(f"{name} {n}" for name, n in (("Sacrifice", self.sacrifice), ("Combustion", self.combustion)) if n)

    @property
    def cost_words(self) -> str:
        """The Gorillas that pay, short enough for a button: "any Gorilla", "Level 2+",
        "Level 3+ & 2+", "Level 2+ & any", "any 3 Gorillas" (and "& more" when a Sacrifice or
        Combustion follows)."""
        digits = sorted(self.cost, reverse=True)
        if digits[0] == 1:
            text = "any Gorilla" if len(digits) == 1 else f"any {len(digits)} Gorillas"
        else:
            text = " & ".join([f"Level {digits[0]}+", *("any" if d == 1 else f"{d}+" for d in digits[1:])])
        return text + (" & more" if self.sacrifice or self.combustion else "")


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _level_words(level: int) -> str:
    return "any level" if level == 1 else f"level {level} or higher"


ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("walking", "Walking", (1,), effect="Guess Gorilla or Banana, reveal the top card: kept if right"),
    ActionSpec("exploration", "Exploration", (2,), effect="Draw 1 card"),
    ActionSpec("scapulimancy1", "Scapulimancy 1", (1,), effect="Look at the top card, put it on top or bottom"),
    ActionSpec("scapulimancy3", "Scapulimancy 3", (3,), effect="Look at the top 3 cards, put them back as you like"),
    ActionSpec("invitation1", "Invitation 1", (2, 1), effect="Play 1 Gorilla from hand"),
    ActionSpec("invitation2", "Invitation 2", (3, 2), effect="Play 2 Gorillas from hand"),
    ActionSpec("cooking2", "Cooking 2", (2,), effect="Discard a Banana from hand for 2 imaginary bananas"),
    ActionSpec("wandering", "Wandering", (1,), extreme=True, effect="Discard X cards, draw X"),
    ActionSpec("fleeing", "Fleeing", (1, 1, 1), extreme=True, effect="Move a Gorilla down one row"),
    ActionSpec("swap", "Swap", (4,), extreme=True, effect="Swap a Banana card with a Level 2+ Gorilla"),
    ActionSpec("homesickness", "Homesickness", (4,), sacrifice=2, combustion=2, extreme=True,
               effect="Look at the top 3 cards, put them back as you like"),
    ActionSpec("gorilla5", "Gorilla 5", (5,), extreme=True,
               effect="With 5+ Gorillas in hand: play 5, +5 imaginary bananas, clear the discard pile"),
    ActionSpec("banastasia", "Banastasia", (5,), extreme=True,
               effect="End the Action phase; a win this turn scores Banana cards beyond 12"),
)
BY_NAME: dict[str, ActionSpec] = {spec.name: spec for spec in ACTIONS}


def available_actions(state: State) -> tuple[ActionSpec, ...]:
    return ACTIONS if state.extreme else tuple(a for a in ACTIONS if not a.extreme)


def awake_gorillas(state: State) -> list[Spot]:
    return sorted(spot for spot, code in state.area.items() if code == GORILLA)


def payment_problem(state: State, cost: tuple[int, ...], pay: tuple[Spot, ...]) -> str | None:
    """Why these Gorillas cannot pay this cost, or None if they can (R4)."""
    if len(pay) != len(cost):
        return f"this cost needs {len(cost)} Gorilla{'s' if len(cost) > 1 else ''} put to sleep, not {len(pay)}"
    if len(set(pay)) != len(pay):
        return "each Gorilla can pay only once"
    for spot in pay:
        code = state.area.get(spot)
        if code is None or code == "B":
            return f"there is no Gorilla at {spot_words(spot)}"
        if code != GORILLA:
            return f"the Gorilla at {spot_words(spot)} is asleep"
    levels = sorted((row for row, _slot in pay), reverse=True)
    for level, digit in zip(levels, sorted(cost, reverse=True)):
        if level < digit:
            return f"paying it needs a Gorilla of Level {digit} or more"
    return None


def canonical_pay(pay: tuple[Spot, ...]) -> tuple[Spot, ...]:
    """Payers listed highest level first, then left to right."""
    return tuple(sorted(pay, key=lambda s: (-s[0], s[1])))


def all_payments(state: State, cost: tuple[int, ...]) -> Iterator[tuple[Spot, ...]]:
    """Every set of awake Gorillas that can pay the cost, in canonical order."""
    awake = [s for s in awake_gorillas(state) if s[0] >= min(cost)]
    for combo in combinations(awake, len(cost)):
        pay = canonical_pay(combo)
        if payment_problem(state, cost, pay) is None:
            yield pay


def cheapest_payment(state: State, cost: tuple[int, ...]) -> tuple[Spot, ...] | None:
    """The first of `cheap_payments` (the same answer, faster): each digit, highest first, paid
    by the lowest awake level that can, leftmost first."""
    awake = sorted((row, slot) for (row, slot), code in state.area.items() if code == GORILLA)
    chosen: list[Spot] = []
    for digit in sorted(cost, reverse=True):
        spot = next((s for s in awake if s[0] >= digit and s not in chosen), None)
        if spot is None:
            return None
        chosen.append(spot)
    return canonical_pay(tuple(chosen))


def cheap_payments(state: State, cost: tuple[int, ...], limit: int = 3) -> list[tuple[Spot, ...]]:
    """A few distinct payments, cheapest first: each distinct multiset of levels (lowest sum
    first) paid with the leftmost awake Gorillas of those levels. This is the reduction the
    computer players and the suggested payment use (documented on the rules page)."""
    if limit == 1:
        first = cheapest_payment(state, cost)
        return [first] if first is not None else []
    by_level: dict[int, list[Spot]] = {}
    for spot in awake_gorillas(state):
        by_level.setdefault(spot[0], []).append(spot)
    for spots in by_level.values():
        spots.sort(key=lambda s: s[1])
    levels = sorted(by_level)
    options: list[tuple[int, ...]] = []

    def extend(index: int, chosen: list[int]) -> None:
        if index == len(cost):
            options.append(tuple(chosen))
            return
        digit = sorted(cost, reverse=True)[index]
        for level in levels:
            if level >= digit and chosen.count(level) < len(by_level[level]):
                if index and sorted(cost, reverse=True)[index - 1] == digit and level < chosen[-1]:
                    continue  # equal digits: keep levels non-increasing to avoid duplicates
                chosen.append(level)
                extend(index + 1, chosen)
                chosen.pop()

    extend(0, [])
    unique = sorted({tuple(sorted(o)) for o in options}, key=lambda o: (sum(o), o))
    out: list[tuple[Spot, ...]] = []
    for multiset in unique[:limit]:
        used: dict[int, int] = {}
        pay: list[Spot] = []
        for level in multiset:
            pay.append(by_level[level][used.get(level, 0)])
            used[level] = used.get(level, 0) + 1
        out.append(canonical_pay(tuple(pay)))
    return out
