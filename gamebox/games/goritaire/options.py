"""Which moves exist in a position: every legal move, and the reduced candidate list."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from gamebox.games.goritaire.actions import BY_NAME, all_payments, available_actions, cheap_payments
from gamebox.games.goritaire.engine import STEP_ASK, action_problem, played_problem
from gamebox.games.goritaire.moves import (
    Act,
    Arrange,
    Burn,
    Declare,
    Discard,
    End,
    Flee,
    Guess,
    Move,
    Place,
    Play,
    PlayOn,
    Swap,
    Wander,
    cards_text,
)
from gamebox.games.goritaire.pyramid import flee_targets, is_gorilla, legal_spots
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, WIN_GROUND, State


def arrangements(cards: list[str]) -> list[tuple[str, str]]:
    """Every distinct (top, bottom) way to put looked-at cards back."""
    out: set[tuple[str, str]] = set()
    for perm in set(permutations(cards)):
        text = "".join(perm)
        for cut in range(len(text) + 1):
            out.add((text[:cut], text[cut:]))
    return sorted(out)


def split_choices(g_max: int, b_max: int, total: int | None) -> list[str]:
    """Card choices (Gorillas first) of a given size, or of any size >= 1 when total is None."""
    out = []
    for g in range(g_max + 1):
        for b in range(b_max + 1):
            if (total is None and g + b >= 1) or g + b == total:
                out.append(cards_text(g, b))
    return out


def decision_moves(state: State) -> list[Move]:
    """The follow-up choices while an effect waits for the player."""
    kind, n = state.pending[0]
    area = state.area
    if kind == "guess":
        return [Guess(GORILLA), Guess(BANANA)]
    if kind == "place":
        return [Place(spot) for spot in legal_spots(area, GORILLA)]
    if kind == "arrange":
        return [Arrange(top, bottom) for top, bottom in arrangements(state.deck[:n])]
    if kind == "burn":
        return [Burn(c) for c in split_choices(min(n, state.disc_g), min(n, state.disc_b), n)]
    if kind == "wander":
        return [Wander(c) for c in split_choices(state.hand_g, state.hand_b, None)]
    if kind == "flee":
        return [
            Flee(spot, target)
            for spot, code in sorted(area.items()) if is_gorilla(code)
            for target in flee_targets(area, spot)
        ]
    if kind == "swap":
        bananas = sorted(s for s, c in area.items() if c == BANANA)
        gorillas = sorted(s for s, c in area.items() if is_gorilla(c) and s[0] >= 2)
        return [Swap(b, g) for b in bananas for g in gorillas]
    return []


def plays(state: State) -> list[Move]:
    """Cards from hand (R3): one card a turn; "As printed": one Gorilla card a turn and any
    number of Banana cards."""
    out: list[Move] = []
    if state.hand_g and not state.played:
        out += [Play(GORILLA, spot) for spot in legal_spots(state.area, GORILLA)]
    if state.hand_b and (state.as_printed or not state.played):
        out += [Play(BANANA, spot) for spot in legal_spots(state.area, BANANA)]
    return out


def legal_moves(state: State) -> Iterator[Move]:
    if state.phase == "over":
        return
    if state.pending:
        yield from decision_moves(state)
        return
    if state.phase == "action":
        yield from plays(state)
        for spec in available_actions(state):
            if action_problem(state, spec) is None:
                for pay in all_payments(state, spec.cost):
                    yield Act(spec.name, pay)
        yield End()
    elif state.phase == "maintenance":
        yield from (Discard(c) for c in split_choices(state.hand_g, state.hand_b, discard_count(state)))
    elif state.phase == "end" and state.ground_gorillas() >= WIN_GROUND:
        yield Declare()
        yield PlayOn()


def discard_count(state: State) -> int:
    """How many hand cards must be discarded now, to keep HAND_LIMIT at hand maintenance (0:
    none; the table asks for that many)."""
    if state.phase != "maintenance" or state.pending:
        return 0
    return max(0, state.hand_size - HAND_LIMIT)


LOOKS: dict[str, int] = {"scapulimancy1": 1, "scapulimancy3": 3, "homesickness": 3}
"""The actions that look at the top cards of the deck, and how many cards each shows."""


def looks_again(state: State, name: str) -> bool:
    """Whether the action would show only deck cards the player has already seen. A position
    (and the player's view of it) remembers every deck card looked at (`known`), so such a
    look teaches nothing: the Demo looked again at a Banana it knew, put it back on top, and
    only put a Gorilla to sleep, several times in one deal. No computer player does it."""
    count = min(LOOKS.get(name, 0), len(state.deck))
    return count > 0 and all(state.known[:count])


def useless(state: State, name: str, sees_deck: bool = False) -> bool:
    """Actions a computer player never needs: no effect, a second look at known cards, or a
    sure loss. `sees_deck`: the player sees the true deck order (the clairvoyant benchmark
    player, never a level): Scapulimancy is then its way to reorder the deck, not a look."""
    if name in ("scapulimancy1", "scapulimancy3", "exploration", "homesickness") and not state.deck:
        return True
    if looks_again(state, name) and not sees_deck:
        return True
    if name in ("invitation1", "invitation2") and not state.hand_g:
        return True
    return bool(name == "wandering" and not state.deck)


def futile(state: State, move: Move) -> bool:
    """An action that changes nothing but the Gorillas it puts to sleep: useless now, and no
    Sacrifice or Combustion follows it. Such a move never turns a lost position around."""
    if not isinstance(move, Act) or not useless(state, move.name):
        return False
    spec = BY_NAME[move.name]
    return not spec.sacrifice and not spec.combustion


def candidate_moves(state: State, pay_limit: int = 2, sees_deck: bool = False) -> list[Move]:
    """Legal moves with payments reduced to the cheapest few (cheap_payments) and with
    pointless or surely losing actions left out (`sees_deck`: as in `useless`)."""
    if state.phase == "over":
        return []
    if state.pending or state.phase != "action":
        moves = list(legal_moves(state))
        if state.pending and state.pending[0][0] == "wander":
            moves = [m for m in moves if isinstance(m, Wander) and len(m.cards) <= len(state.deck)]
        return moves
    out: list[Move] = plays(state)
    for spec in available_actions(state):
        if useless(state, spec.name, sees_deck) or action_problem(state, spec) is not None:
            continue
        for pay in cheap_payments(state, spec.cost, pay_limit):
            out.append(Act(spec.name, pay))
    out.append(End())
    return out


def hand_card_problem(state: State, card: str) -> str | None:
    """Why a hand card of this kind cannot go onto the pyramid now, in words; None when it can
    (R3, and an Invitation's Gorillas). The table dims such cards and says this."""
    if state.phase == "over":
        return "the deal is over"
    if state.pending:
        kind = state.pending[0][0]
        if kind == "place":
            return None if card == GORILLA else "an Invitation brings in Gorillas only"
        return STEP_ASK[kind]
    if state.phase != "action":
        return "cards go onto the pyramid only in the Action phase"
    played = played_problem(state, card)
    if played is not None:
        return played
    if not legal_spots(state.area, card):
        return "a Banana needs a free spot on row 2 or higher, on top of two cards"
    return None
