"""Reading a Goritaire position back from JSON, refusing any position no deal can reach (issue 14).

Every field is checked for its type and range, the cards everywhere together must be exactly
the deck the setup deals (the deck mix's Gorillas and Bananas, 36 in all), and the position's
invariants must hold: the pyramid's shape (R2), the phase and its pending choices, the hand
size at the end of a turn, a finished deal's outcome and score. The RecordError names the
first thing wrong.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.validate import (
    check_components,
    want_bool,
    want_choice,
    want_dict,
    want_int,
    want_list,
    want_str,
)
from gamebox.games.goritaire.pyramid import flee_targets, is_gorilla
from gamebox.games.goritaire.state import (
    BANANA,
    DECK_SIZE,
    GORILLA,
    HAND_LIMIT,
    PHASES,
    SLEEPING,
    STEP_KINDS,
    WIN_GROUND,
    Spot,
    State,
    Step,
    spot_words,
)

MAX_SLOT = 100
MAX_TURN = 200
EXTREME_STEPS = ("burn", "wander", "flee", "swap")
CARD_NAMES = {GORILLA: "Gorilla cards", BANANA: "Banana cards"}


def _counts(data: dict[str, Any], key: str, what: str) -> tuple[int, int]:
    part = want_dict(data.get(key), what)
    return (want_int(part.get("G"), f"the Gorillas of {what}", 0, DECK_SIZE),
            want_int(part.get("B"), f"the Bananas of {what}", 0, DECK_SIZE))


def _area(value: Any) -> dict[Spot, str]:
    area: dict[Spot, str] = {}
    for item in want_list(value, "the pyramid", DECK_SIZE):
        entry = want_list(item, "a pyramid entry", 3, 3)
        row = want_int(entry[0], "a pyramid row", 1, DECK_SIZE)
        slot = want_int(entry[1], "a pyramid spot", 1, MAX_SLOT)
        code = want_choice(entry[2], "a pyramid card", (GORILLA, SLEEPING, BANANA))
        if (row, slot) in area:
            raise RecordError(f"the pyramid holds two cards on {spot_words((row, slot))}")
        area[(row, slot)] = code
    return area


def _pending(value: Any) -> list[Step]:
    steps: list[Step] = []
    for item in want_list(value, "the pending choices", 4):
        entry = want_list(item, "a pending choice", 2, 2)
        kind = want_choice(entry[0], "a pending choice", STEP_KINDS)
        steps.append((kind, want_int(entry[1], f"the size of the pending {kind}", 0, 5)))
    return steps


def read_state(data: Any) -> State:
    """The position a JSON object describes; RecordError names the first thing wrong."""
    data = want_dict(data, "a Goritaire position")
    gorillas = want_int(data.get("gorillas"), "the Gorilla cards of the deck mix", 9, 27)
    deck = want_str(data.get("deck"), "the deck", DECK_SIZE)
    if any(c not in (GORILLA, BANANA) for c in deck):
        raise RecordError("the deck must be written with G (Gorilla) and B (Banana) only")
    known = want_str(data.get("known"), "the cards seen in the deck", DECK_SIZE)
    if len(known) != len(deck) or any(c not in "01" for c in known):
        raise RecordError("the cards seen in the deck must be a 0 or 1 for every deck card")
    hand = _counts(data, "hand", "the hand")
    disc = _counts(data, "discard", "the discard pile")
    gone = _counts(data, "removed", "the cards removed from the game")
    state = State(
        gorillas=gorillas,
        extreme=want_bool(data.get("extreme"), "the Extreme Arts option"),
        deck=list(deck), known=[c == "1" for c in known], hand_g=hand[0], hand_b=hand[1],
        area=_area(data.get("area")), disc_g=disc[0], disc_b=disc[1], gone_g=gone[0], gone_b=gone[1],
        turn=want_int(data.get("turn"), "the turn", 1, MAX_TURN),
        phase=want_choice(data.get("phase"), "the phase", PHASES),
        played=want_bool(data.get("played"), "whether the card from hand was played"),
        imaginary=want_int(data.get("imaginary"), "the imaginary bananas", 0, 200),
        banastasia=want_bool(data.get("banastasia"), "whether Banastasia was used"),
        pending=_pending(data.get("pending", [])),
        outcome=want_choice(data.get("outcome", ""), "the outcome", ("", "won", "lost")),
        reason=want_str(data.get("reason", ""), "the reason the deal ended", 300),
        score=want_int(data.get("score", 0), "the score", 0, 2 * DECK_SIZE),
        bonus=want_int(data.get("bonus", 0), "the Banastasia bonus", 0, DECK_SIZE),
        as_printed=want_bool(data.get("as_printed", False), "the Original rules option"),
    )
    check_cards(state)
    check_pyramid(state.area)
    check_flow(state)
    return state


def inventory(state: State) -> Counter[str]:
    count: Counter[str] = Counter(state.deck)
    count[GORILLA] += state.hand_g + state.disc_g + state.gone_g
    count[BANANA] += state.hand_b + state.disc_b + state.gone_b
    for code in state.area.values():
        count[BANANA if code == BANANA else GORILLA] += 1
    return count


def check_cards(state: State) -> None:
    """Every card the deck mix deals, each exactly once (R1)."""
    expected = Counter({GORILLA: state.gorillas, BANANA: DECK_SIZE - state.gorillas})
    check_components(inventory(state), expected, lambda key: CARD_NAMES.get(key, repr(key)))


def check_pyramid(area: dict[Spot, str]) -> None:
    """Only Gorillas on the Ground, side by side; every upper card on its two supports (R2)."""
    ground = sorted(slot for (row, slot) in area if row == 1)
    if ground and ground != list(range(ground[0], ground[0] + len(ground))):
        raise RecordError("the Ground has a gap: its Gorillas stand side by side")
    for (row, slot), code in sorted(area.items()):
        if row == 1 and code == BANANA:
            raise RecordError("a Banana card lies on the Ground, where only Gorillas stand")
        if row >= 2 and ((row - 1, slot) not in area or (row - 1, slot + 1) not in area):
            raise RecordError(f"the card on {spot_words((row, slot))} lacks one of the two cards under it")


def check_flow(state: State) -> None:
    """The phase, the pending choices and the end agree with each other and with the cards."""
    over = state.phase == "over"
    if over != bool(state.outcome):
        raise RecordError("a finished deal needs an outcome (won or lost), and only a finished deal has one")
    if state.pending and state.phase != "action":
        raise RecordError("choices can only wait in the Action phase")
    if state.banastasia and not state.extreme:
        raise RecordError("Banastasia was used in a deal without the Extreme Arts")
    if state.imaginary and state.phase != "action":
        raise RecordError("imaginary bananas last only until the Eating phase")
    if state.phase == "maintenance" and state.hand_size <= HAND_LIMIT:
        raise RecordError("Hand maintenance waits only while the hand holds more than 7 cards")
    if state.phase == "end" and (state.ground_gorillas() < WIN_GROUND or state.hand_size > HAND_LIMIT):
        raise RecordError("the end of a turn waits only with 7 Gorillas on the Ground and at most 7 cards in hand")
    if state.outcome == "won":
        if state.ground_gorillas() < WIN_GROUND or state.score != state.ground_gorillas() + state.bonus:
            raise RecordError("a won deal scores its Ground Gorillas (7 or more) plus the Banastasia bonus")
    elif state.score or state.bonus:
        raise RecordError("only a won deal has a score")
    for index, (kind, n) in enumerate(state.pending):
        check_step(state, kind, n, index == 0)


def check_step(state: State, kind: str, n: int, head: bool) -> None:
    if kind in EXTREME_STEPS and not state.extreme:
        raise RecordError("a choice of the Extreme Arts waits in a deal without them")
    if kind == "peek":
        if head:
            raise RecordError("a look at the deck never waits for a choice")
        return
    if not head:
        raise RecordError(f"a pending {kind} can only be the next choice")
    problem = {
        "guess": n != 0 or not state.deck,
        "place": not 1 <= n <= 5 or (head and not state.hand_g),
        "arrange": not 1 <= n <= min(3, len(state.deck)) or not all(state.known[:n]),
        "burn": not 1 <= n <= 2 or (head and state.disc_g + state.disc_b < n),
        "wander": n != 0 or not state.hand_size,
        "flee": n != 0 or not any(is_gorilla(c) and flee_targets(state.area, s) for s, c in state.area.items()),
        "swap": n != 0 or BANANA not in state.area.values()
        or not any(is_gorilla(c) and s[0] >= 2 for s, c in state.area.items()),
    }[kind]
    if problem:
        raise RecordError(f"the pending {kind} does not fit the cards of the position")
