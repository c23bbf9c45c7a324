"""A fast rule-of-thumb player: the solver's rollout policy and its fallback.

The plan ("rush", the style in use): one more Ground Gorilla a turn while the hand can feed
the troop, a Level 2 cook on row 2 once three Gorillas stand with a Banana Plant beside it,
"fishing" for cards with the Ground Gorillas (Scapulimancy 1 shows the top card, Walking
takes it when it is the kind wanted, an unwanted one goes to the bottom), and a one-turn
sprint to seven Ground Gorillas with Invitations once the hand can feed everyone. The
"engine" style (a wider Plant engine: Ground b..b+3, row 2 Banana-Gorilla-Banana, row 3
Gorilla-Banana) is kept for experiments; it did worse.

It reads only what the player may know: a deck card counts as known only where the state's
`known` flag says so, so rollouts on a determinized deck stay honest.
"""

from __future__ import annotations

import random

from gamebox.games.goritaire.actions import BY_NAME, awake_gorillas, cheap_payments
from gamebox.games.goritaire.engine import action_problem
from gamebox.games.goritaire.flow import eating_needs
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
    Swap,
    Wander,
    cards_text,
)
from gamebox.games.goritaire.options import decision_moves
from gamebox.games.goritaire.pyramid import is_gorilla, legal_spots, plant_count, plants
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, UNKNOWN, WIN_GROUND, Spot, State

# the engine relative to the leftmost Ground slot: (row, offset, card), in building order
ENGINE: tuple[tuple[int, int, str], ...] = (
    (1, 0, GORILLA), (1, 1, GORILLA), (1, 2, GORILLA), (2, 1, GORILLA), (2, 0, BANANA),
    (1, 3, GORILLA), (2, 2, BANANA), (3, 0, GORILLA), (3, 1, BANANA),
)
BLIND_WALK_ODDS = 0.6


def unknown_counts(state: State) -> tuple[int, int]:
    """(Gorillas, Bananas) among the deck cards the player has not seen."""
    seen_g = state.hand_g + state.disc_g + state.gone_g
    seen_b = state.hand_b + state.disc_b + state.gone_b
    for code in state.area.values():
        if code == BANANA:
            seen_b += 1
        else:
            seen_g += 1
    for card, known in zip(state.deck, state.known):
        if known and card != UNKNOWN:
            seen_g += card == GORILLA
            seen_b += card == BANANA
    return max(0, state.gorillas - seen_g), max(0, 36 - state.gorillas - seen_b)


def top_known(state: State) -> str | None:
    if state.deck and state.known[0] and state.deck[0] != UNKNOWN:
        return state.deck[0]
    return None


def _act(state: State, name: str, pay: tuple[Spot, ...] | None = None) -> Act | None:
    spec = BY_NAME[name]
    if (spec.extreme and not state.extreme) or action_problem(state, spec) is not None:
        return None
    if pay is not None:
        return Act(name, pay)
    pays = cheap_payments(state, spec.cost, 1)
    return Act(name, pays[0]) if pays else None


def missing_engine(state: State) -> list[tuple[Spot, str]]:
    ground = state.ground()
    base = ground[0] if ground else 1
    return [((row, base + off), card) for row, off, card in ENGINE if (row, base + off) not in state.area]


ENGINE_UPPER_G = tuple((row, off) for row, off, card in ENGINE if card == GORILLA and row >= 2)


def gorillas_wanted(state: State) -> int:
    """Gorilla cards the hand should hold: the engine's missing ones and the sprint's."""
    area = state.area
    ground = [slot for row, slot in area if row == 1]
    base = min(ground) if ground else 1
    engine_g = sum(1 for row, off in ENGINE_UPPER_G if (row, base + off) not in area)
    return engine_g + max(0, WIN_GROUND - len(ground))


def wanted(state: State) -> str:
    """Bananas first (the troop must eat); Gorillas once bananas are comfortable."""
    needed, _plants, _extra, from_hand = eating_needs(state)
    spare = state.hand_b - from_hand - needed
    if state.hand_g < min(gorillas_wanted(state), 3) and spare >= 1:
        return GORILLA
    return BANANA


def food_gap(state: State) -> int:
    """Banana cards this turn's eating still lacks (negative: spare), counting awake cooks."""
    _needed, _plants, _extra, from_hand = eating_needs(state)
    cooks = sum(1 for (row, _s), c in state.area.items() if c == GORILLA and row >= 2)
    cooks = min(cooks, state.hand_b, from_hand // 2)
    return from_hand - cooks - state.hand_b


# ----- the sprint ------------------------------------------------------------------------
def sprint_plan(state: State) -> list[Move]:
    """The Invitations (and the play) that reach 7 Ground Gorillas this turn, if the hand can
    also feed every Gorilla afterwards; [] otherwise."""
    ground = state.ground_gorillas()
    if ground >= WIN_GROUND or not state.hand_g:
        return []
    awake = awake_gorillas(state)
    high = sorted((s for s in awake if s[0] >= 2), key=lambda s: (-s[0], s[1]))
    low = [s for s in awake if s[0] == 1]
    plan: list[Move] = []
    adds = 0
    used: set[Spot] = set()
    three = [s for s in high if s[0] >= 3]
    if three and len(high) >= 2:
        pair = (three[0], next(s for s in high if s != three[0]))
        plan.append(Act("invitation2", pair))
        used.update(pair)
        adds += 2
    for spot in high:
        if spot in used:
            continue
        payer = next((s for s in low if s not in used), None)
        if payer is None:
            break
        plan.append(Act("invitation1", (spot, payer)))
        used.update((spot, payer))
        adds += 1
    if not state.played:
        adds += 1
    adds = min(adds, state.hand_g)
    if ground + adds < WIN_GROUND:
        return []
    # the troop eats after the sprint: the Ground Gorillas (R8), or every Gorilla "As printed"
    needed = (state.gorillas_in_area() if state.as_printed else ground) + adds
    if plant_count(state.area) + state.imaginary + state.hand_b < needed:
        return []
    if not plan and not state.played:
        return [Play(GORILLA, legal_spots(state.area, GORILLA)[0])]
    return plan


# ----- building and fishing ----------------------------------------------------------------
def engine_play(state: State) -> Play | None:
    legal_g = set(legal_spots(state.area, GORILLA))
    for spot, card in missing_engine(state):
        have = state.hand_g if card == GORILLA else state.hand_b
        if spot not in legal_g or not have:
            continue
        if card == GORILLA and not _affordable(state, spot):
            continue
        if card == BANANA and not _is_plant_spot(state, spot):
            continue
        return Play(card, spot)
    if state.hand_b > 1:  # any extra Plant pays for itself
        for spot in legal_spots(state.area, BANANA):
            if _is_plant_spot(state, spot):
                return Play(BANANA, spot)
    return None


def _is_plant_spot(state: State, spot: Spot) -> bool:
    row, slot = spot
    return is_gorilla(state.area.get((row, slot - 1))) or is_gorilla(state.area.get((row, slot + 1)))


def _affordable(state: State, spot: Spot) -> bool:
    trial = state.clone()
    trial.hand_g -= 1
    trial.area[spot] = GORILLA
    return food_gap(trial) <= -1 or not state.ground()


def fish(state: State) -> Move | None:
    """Spend awake Ground Gorillas on cards: look, then take the wanted kind."""
    if not state.deck:
        return None
    _needed, _plants, _extra, from_hand = eating_needs(state)
    want = wanted(state)
    if state.hand_size - from_hand >= HAND_LIMIT + 1 and want == BANANA:
        return None  # more cards would only be discarded
    awake = [s for s in awake_gorillas(state) if s[0] == 1]
    if not awake:
        return None
    known = top_known(state)
    if known is not None:
        if known == want or state.hand_size - from_hand < HAND_LIMIT:
            return _act(state, "walking", (awake[0],))
        if len(awake) >= 2:
            return _act(state, "scapulimancy1", (awake[0],))
        return None
    if len(awake) >= 2:
        return _act(state, "scapulimancy1", (awake[0],))
    u_g, u_b = unknown_counts(state)
    total = u_g + u_b
    if total and max(u_g, u_b) / total >= BLIND_WALK_ODDS:
        return _act(state, "walking", (awake[0],))
    return None


def feed(state: State) -> Move | None:
    """Level 2+ Gorillas: cook when the hand must give 2+ bananas, else explore."""
    _needed, _plants, _extra, from_hand = eating_needs(state)
    if from_hand >= 2 and state.hand_b:
        move = _act(state, "cooking2")
        if move:
            return move
    if len(state.deck) > 3 and state.hand_size - from_hand < HAND_LIMIT + 1:
        return _act(state, "exploration")
    return None


def build_invite(state: State) -> Move | None:
    """Invite a Ground Gorilla for the engine while food is comfortable."""
    missing_ground = [s for s, c in missing_engine(state) if s[0] == 1]
    if not missing_ground or not state.hand_g or food_gap(state) > -2:
        return None
    return _act(state, "invitation1")


def rush_play(state: State) -> Play | None:
    """The plain plan: one more Ground Gorilla a turn while the hand can feed the troop, a
    Level 2 cook at (2, b+1) once three Gorillas stand, a Banana Plant beside it at (2, b)."""
    ground = state.ground()
    if not ground:
        return Play(GORILLA, (1, 1)) if state.hand_g else None
    base = ground[0]
    area = state.area
    legal = set(legal_spots(area, GORILLA))
    cook_spot, plant_spot = (2, base + 1), (2, base)
    has_cook = any(row >= 2 and is_gorilla(code) for (row, _s), code in area.items())
    if not has_cook and state.hand_g and len(ground) >= 3 and cook_spot in legal:
        return Play(GORILLA, cook_spot)
    if is_gorilla(area.get(cook_spot)) and plant_spot in legal and state.hand_b >= 2:
        return Play(BANANA, plant_spot)
    if state.hand_g and len(ground) < WIN_GROUND:
        needed, plants_now, extra, _from_hand = eating_needs(state)
        cooks = sum(1 for (row, _s), c in area.items() if c == GORILLA and row >= 2)
        if state.hand_b + plants_now + extra + cooks >= needed + 1:
            return Play(GORILLA, (1, ground[-1] + 1))
    if state.hand_b >= 3:
        for spot in legal_spots(area, BANANA):
            if _is_plant_spot(state, spot):
                return Play(BANANA, spot)
    return None


STYLE = "rush"


def choose(state: State, rng: random.Random) -> Move:
    """One move by the rules of thumb (`state` may be a view or a determinized state)."""
    if state.pending:
        return _decide(state, rng)
    if state.phase == "maintenance":
        excess = state.hand_size - HAND_LIMIT
        keep_g = max(1, gorillas_wanted(state))
        g = min(excess, max(0, state.hand_g - keep_g))
        b = min(excess - g, state.hand_b)
        return Discard(cards_text(excess - b, b))
    if state.phase == "end":
        return Declare()
    plan = sprint_plan(state)
    if plan:
        return plan[0]
    if state.extreme and state.hand_g >= 5:
        art = _act(state, "gorilla5")
        if art:
            return art
    if not state.played:
        play = rush_play(state) if STYLE == "rush" else engine_play(state)
        if play:
            return play
    for step in (build_invite, feed, fish):
        move = step(state)
        if move:
            return move
    return End()


def _decide(state: State, rng: random.Random) -> Move:
    kind, n = state.pending[0]
    if kind == "guess":
        known = top_known(state)
        if known:
            return Guess(known)
        u_g, u_b = unknown_counts(state)
        return Guess(GORILLA if u_g > u_b else BANANA)
    if kind == "place":
        spots = legal_spots(state.area, GORILLA)
        for spot, card in missing_engine(state):
            if card == GORILLA and spot in spots and spot[0] >= 2 and state.ground_gorillas() < WIN_GROUND - 1:
                return Place(spot)
        return Place(spots[0])
    if kind == "arrange":
        cards = state.deck[:n]
        want = wanted(state)
        top = "".join(c for c in cards if c == want)
        bottom = "".join(c for c in cards if c != want)
        if len(state.deck) <= n + 2:
            return Arrange(top + bottom, "")
        return Arrange(top, bottom)
    if kind == "burn":
        g = min(n, state.disc_g)
        return Burn(cards_text(g, n - g))
    if kind == "wander":
        extra_g = max(0, state.hand_g - max(1, gorillas_wanted(state)))
        count = max(1, min(extra_g, len(state.deck)))
        g = min(count, state.hand_g)
        return Wander(cards_text(g, count - g))
    options = decision_moves(state)
    if kind == "swap":
        plants_before = len(plants(state.area))
        for move in options:
            assert isinstance(move, Swap)
            trial = dict(state.area)
            trial[move.banana], trial[move.gorilla] = trial[move.gorilla], BANANA
            if len(plants(trial)) > plants_before:
                return move
        return options[0]
    if kind == "flee":
        ground_moves = [m for m in options if isinstance(m, Flee) and m.dst[0] == 1]
        return ground_moves[0] if ground_moves else options[0]
    return options[rng.randrange(len(options))]


