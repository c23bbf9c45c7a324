"""A fast rule-of-thumb player: the solver's rollout policy and its fallback.

The plan it follows: grow a small "engine" (four Ground Gorillas, a Banana-Gorilla-Banana
row 2 and a Gorilla-Banana row 3: three Plants and two cooks), keep it fed with Cooking and
sure Walks (Scapulimancy 1 then Walking), and sprint to seven Ground Gorillas with Invitations
once the hand can feed everyone. It reads only what the player may know: a deck card counts
as known only where the state's `known` flag says so, so rollouts on a determinized deck stay
honest.
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
from gamebox.games.goritaire.pyramid import is_gorilla, legal_spots, plants
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, UNKNOWN, WIN_GROUND, State

BLIND_WALK_DECK = 14
BLIND_WALK_ODDS = 0.6
MARGIN = 1



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


def _act(state: State, name: str) -> Act | None:
    spec = BY_NAME[name]
    if spec.extreme and not state.extreme:
        return None
    if action_problem(state, spec) is not None:
        return None
    pays = cheap_payments(state, spec.cost, 1)
    return Act(name, pays[0]) if pays else None


def cookers(state: State) -> int:
    return sum(1 for (row, _s), code in state.area.items() if code == GORILLA and row >= 2)


def shortfall(state: State) -> int:
    """Banana cards missing for this turn's eating if every awake cook cooks."""
    _needed, _plants, _extra, from_hand = eating_needs(state)
    cooks = min(cookers(state), state.hand_b)
    return max(0, from_hand - 2 * cooks) + cooks - state.hand_b


def sprint(state: State) -> Move | None:
    """Reach 7 Ground Gorillas this turn if the hand can also feed everyone."""
    ground = state.ground_gorillas()
    awake2 = sorted((s for s in awake_gorillas(state) if s[0] >= 2), key=lambda s: -s[0])
    awake1 = [s for s in awake_gorillas(state) if s[0] == 1]
    adds = 0 if state.played else 1
    invites = 0
    level3 = [s for s in awake2 if s[0] >= 3]
    if level3 and len(awake2) >= 2:
        invites += 2
        rest2 = len(awake2) - 2
    else:
        rest2 = len(awake2)
    invites += min(rest2, len(awake1) + adds)
    gain = min(state.hand_g, adds + invites)
    if ground + gain < WIN_GROUND:
        return None
    need = state.gorillas_in_area() + (WIN_GROUND - ground)
    have = len(plants(state.area)) + state.imaginary + state.hand_b
    if have < need:
        return None
    for name in ("invitation2", "invitation1"):
        move = _act(state, name)
        if move and state.hand_g:
            return move
    if not state.played and state.hand_g:
        return Play(GORILLA, legal_spots(state.area, GORILLA)[0])
    return None


def growth_play(state: State) -> Play | None:
    """Grow: a Level 2 cook first (on row 2), then Ground Gorillas while the hand can feed
    them, and Banana Plants beside Gorillas when a Gorilla cannot be afforded."""
    area = state.area
    spots = legal_spots(area, GORILLA)
    if state.hand_g:
        if not state.ground():
            return Play(GORILLA, spots[0])
        high = max((row for (row, _s), c in area.items() if is_gorilla(c)), default=0)
        upper = [s for s in spots if s[0] >= 2]
        if high < 2 and upper:
            play = Play(GORILLA, upper[0])
            if affordable(state, play, 0):
                return play
        play = Play(GORILLA, spots[0])
        if affordable(state, play, MARGIN):
            return play
    if state.hand_b:
        for spot in legal_spots(area, BANANA):
            row, slot = spot
            if is_gorilla(area.get((row, slot - 1))) or is_gorilla(area.get((row, slot + 1))):
                return Play(BANANA, spot)
    return None


def affordable(state: State, play: Play, margin: int) -> bool:
    trial = state.clone()
    if play.card == GORILLA:
        trial.hand_g -= 1
    else:
        trial.hand_b -= 1
    trial.area[play.spot] = play.card
    return shortfall(trial) <= -margin


def choose(state: State, rng: random.Random) -> Move:
    """One move by the rules of thumb (`state` may be a view or a determinized state)."""
    if state.pending:
        return _decide(state, rng)
    if state.phase == "maintenance":
        excess = state.hand_size - HAND_LIMIT
        keep_g = max(1, WIN_GROUND - state.ground_gorillas())
        g = min(excess, max(0, state.hand_g - keep_g))
        return Discard(cards_text(g, excess - g))
    if state.phase == "end":
        return Declare()
    move = sprint(state)
    if move:
        return move
    if not state.played:
        play = growth_play(state)
        if play:
            return play
    if state.extreme and state.hand_g >= 5:
        move = _act(state, "gorilla5")
        if move:
            return move
    _needed, _plants, _extra, from_hand = eating_needs(state)
    if from_hand >= 2 and state.hand_b:
        move = _act(state, "cooking2")
        if move:
            return move
    if state.deck and state.hand_size < HAND_LIMIT + 3:
        move = _act(state, "exploration")
        if move:
            return move
        known = top_known(state)
        if known is not None and (known == _wanted(state) or len(awake_gorillas(state)) < 2):
            move = _act(state, "walking")
            if move:
                return move
        u_g, u_b = unknown_counts(state)
        total = u_g + u_b
        if total and len(awake_gorillas(state)) >= 2:
            move = _act(state, "scapulimancy1")
            if move:
                return move
        if total and len(state.deck) > BLIND_WALK_DECK and max(u_g, u_b) / total >= BLIND_WALK_ODDS:
            move = _act(state, "walking")
            if move:
                return move
    return End()


def _wanted(state: State) -> str:
    """The kind of card worth taking: Gorillas until the hand holds enough to finish."""
    if state.hand_g < max(1, WIN_GROUND - state.ground_gorillas()) and state.hand_b >= 2:
        return GORILLA
    return BANANA


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
        return Place(spots[0])
    if kind == "arrange":
        cards = state.deck[:n]
        want = _wanted(state)
        top = "".join(c for c in cards if c == want)
        bottom = "".join(c for c in cards if c != want)
        if not top or len(state.deck) <= n + 2:
            return Arrange(top + bottom, "")
        return Arrange(top, bottom)
    if kind == "burn":
        g = min(n, state.disc_g)
        return Burn(cards_text(g, n - g))
    if kind == "wander":
        extra_g = max(0, state.hand_g - max(1, WIN_GROUND - state.ground_gorillas()))
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


