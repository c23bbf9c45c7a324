"""The one step path of Gorilla, shared by `apply` (on a clone, with events) and by the
fast random playouts (events=None). Callers validate first; these functions trust the move.

Seats go round by `direction`; every draw goes through `draw_one` (K8 rebuilds the stack).
A tap race (K6) is a decision the table supplies while a human sits at it; with only computer
seats (`state.auto_race`) the engine draws it at once from the seats' reaction times, seeded
from the state (`make_rng(seed, "race<n>")`), so nobody chooses who draws 3.
"""

from __future__ import annotations

import random

from gamebox.core.events import Event
from gamebox.core.rng import make_rng
from gamebox.games.gorilla.cards import ELEPHANT, FITS, GORILLA0, JOKER, MONKEY, NAMES, PANTHER
from gamebox.games.gorilla.reaction import race_order
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State

Events = list[Event] | None

# Int actions of the fast path (apply maps its Move objects onto these functions).
DRAW = 45
CALL_IT = 46
QUIET = 47


def rebuild(state: State, events: Events) -> None:
    """K8: the pile but its top card, shuffled from the stored seed, becomes the stack.

    GameBox reading (K8): only once at least one card per player lies under the top card;
    with fewer there is nothing to draw (a player who must draw passes). Without this the
    same one or two cards can go round forever when every other card is in a hand."""
    pile = state.pile
    if len(pile) <= state.n:
        return
    rest = pile[:-1]
    make_rng(state.seed, f"stack{state.rebuilds}").shuffle(rest)
    state.stack = rest
    state.pile = [pile[-1]]
    state.rebuilds += 1
    if events is not None:
        events.append(Event("stack_rebuilt", {"count": len(rest), "top": NAMES[pile[-1]]}))


def draw_one(state: State, seat: int, reason: str, events: Events) -> int:
    """Seat draws the stack's top card (rebuilding it first if empty); -1 if none is left."""
    if not state.stack:
        rebuild(state, events)
        if not state.stack:
            if events is not None:
                events.append(Event("no_card", {"seat": seat, "reason": reason}))
            return -1
    card = state.stack.pop()
    state.hands[seat].append(card)
    if events is not None:
        events.append(Event(
            "card_drawn",
            {"seat": seat, "card": NAMES[card], "src": "stack", "dst": f"hand:{seat}", "reason": reason},
            True,
        ))
    return card


def play_card(state: State, card: int, events: Events, auto: bool = False) -> None:
    """The seat to move plays `card` (validated) and its effects follow (K4, K5, K6, K7, K9)."""
    seat = state.seat
    hand = state.hands[seat]
    hand.remove(card)
    state.pile.append(card)
    opening = state.phase == OPEN
    state.forgot = -1  # K7: the next play closes the catch window
    if events is not None:
        events.append(Event("card_played", {
            "seat": seat, "card": NAMES[card], "src": f"hand:{seat}", "dst": "pile",
            "auto": auto, "opens": opening,
        }))
    if not hand:  # K9
        state.winner = seat
        state.phase = OVER
        state.seat = -1
        if events is not None:
            events.append(Event("winner", {"seat": seat}))
        return
    n = state.n
    direction = state.direction
    if card >= GORILLA0:
        nxt = seat
        nxt_phase = TAP  # K6: the tap race is the next decision
        if events is not None:
            events.append(Event("gorilla_landed", {"seat": seat, "card": NAMES[card]}))
    else:
        nxt_phase = PLAY
        animal = card % 10 if card != JOKER else -1
        if animal == PANTHER:  # K5
            if events is not None:
                events.append(Event("panther", {"seat": seat}))
            for k in range(1, n):
                draw_one(state, (seat + direction * k) % n, "panther", events)
            nxt = (seat + direction) % n
        elif animal == MONKEY:  # K5
            skipped = (seat + direction) % n
            nxt = (seat + 2 * direction) % n
            if events is not None:
                events.append(Event("player_skipped", {"seat": skipped}))
        elif animal == ELEPHANT:  # K5
            direction = -direction
            state.direction = direction
            nxt = (seat + direction) % n
            if events is not None:
                events.append(Event("direction_reversed", {"direction": direction}))
        else:
            nxt = (seat + direction) % n
    if len(hand) == 1:  # K7: the call comes first
        state.phase = CALL
        state.pend_seat = nxt
        state.pend_phase = nxt_phase
        if events is not None:
            events.append(Event("call_due", {"seat": seat}))
    else:
        _enter(state, nxt, nxt_phase, events)


def _enter(state: State, seat: int, phase: int, events: Events) -> None:
    """Hand the decision to `seat` in `phase`; an all-computer tap race is run at once."""
    state.seat = seat
    state.phase = phase
    if phase == TAP and state.auto_race:
        tap(state, race_order(tappers(state), state.levels, make_rng(state.seed, f"race{state.races}")),
            events, drawn=True)


def tappers(state: State) -> list[int]:
    """Who races in a tap race: every seat but the Gorilla's player, in turn order from it."""
    seat, n, d = state.seat, state.n, state.direction
    return [(seat + d * k) % n for k in range(1, n)]


def draw_turn(state: State, events: Events) -> None:
    """`draw` (validated): K3 in a normal turn, K2/K6 "draw until you can open" in OPEN."""
    seat = state.seat
    state.forgot = -1  # the next player's turn closes the catch window (K7)
    card = draw_one(state, seat, "open" if state.phase == OPEN else "turn", events)
    if state.phase == OPEN:
        if card == -1:  # GameBox reading (K2): nothing to draw, the opening passes on
            state.seat = (seat + state.direction) % state.n
            if events is not None:
                events.append(Event("open_passed", {"seat": seat, "to": state.seat}))
        elif card < 40:
            play_card(state, card, events, auto=True)
        return
    if card != -1 and FITS[state.pile[-1]][card]:  # K3: a good draw is played at once
        play_card(state, card, events, auto=True)
        return
    state.seat = (seat + state.direction) % state.n


def _resume(state: State, events: Events) -> None:
    """After the call decision, play goes on as the last card's effect said."""
    seat, phase = state.pend_seat, state.pend_phase
    state.pend_seat = -1
    state.pend_phase = PLAY
    _enter(state, seat, phase, events)


def call(state: State, events: Events) -> None:
    """K7: "Gorilla!" called."""
    if events is not None:
        events.append(Event("gorilla_called", {"seat": state.seat}))
    _resume(state, events)


def quiet(state: State, events: Events) -> None:
    """K7: no call; others may catch it until the next play."""
    state.forgot = state.seat
    if events is not None:
        events.append(Event("call_missed", {"seat": state.seat}))
    _resume(state, events)


def catch(state: State, events: Events) -> None:
    """K7: the missing call is caught; its player draws 1; the turn is unchanged."""
    caught = state.forgot
    state.forgot = -1
    if events is not None:
        events.append(Event("caught", {"seat": caught}))
    draw_one(state, caught, "caught", events)


def tap(state: State, order: tuple[int, ...], events: Events, drawn: bool = False,
        in_time: int | None = None) -> None:
    """K6: the last in the tap order draws 3 and opens a new pile. `drawn`: the engine drew
    the order (all-computer table) rather than the table collecting it. `in_time`: how many
    really tapped before the time ran out (None: all), for the telling only."""
    loser = order[-1]
    state.races += 1
    if events is not None:
        data = {"order": list(order), "loser": loser, "gorilla": state.seat, "drawn": drawn}
        if in_time is not None and in_time < len(order):
            data["in_time"] = in_time
        events.append(Event("tap_race", data))
    for _ in range(3):
        draw_one(state, loser, "tap_race", events)
    state.seat = loser
    state.phase = OPEN


def playable(state: State) -> list[int]:
    """The cards the seat to move may play now (PLAY or OPEN), in hand order."""
    hand = state.hands[state.seat]
    if state.phase == OPEN:
        return [c for c in hand if 0 <= c < 40]
    if state.phase != PLAY:
        return []
    row = FITS[state.pile[-1]]
    cards = [c for c in hand if c >= 0 and row[c]]
    if len(hand) == 1 and cards == [JOKER]:
        return []  # K4: never the last card
    return cards


def fast_actions(state: State) -> list[int]:
    """Int actions for the fast path: card ints, DRAW, CALL_IT, QUIET, 100 + seat (catch),
    200 + seat (tap race lost by seat, the others' order unspecified)."""
    phase = state.phase
    if phase == PLAY:
        hand = state.hands[state.seat]
        row = FITS[state.pile[-1]]
        acts = [c for c in hand if row[c]]
        if len(hand) == 1 and acts and acts[0] == JOKER:
            acts = []
        if not acts:
            acts.append(DRAW)
    elif phase == OPEN:
        acts = [c for c in state.hands[state.seat] if c < 40]
        if not acts:
            acts.append(DRAW)
    elif phase == CALL:
        return [CALL_IT, QUIET]
    elif phase == TAP:
        return [200 + s for s in range(state.n) if s != state.seat]
    else:
        return []
    if state.forgot >= 0:
        acts.append(100 + state.forgot)
    return acts


def fast_step(state: State, action: int) -> None:
    """Apply one int action from `fast_actions` without events."""
    if action < 45:
        play_card(state, action, None)
    elif action == DRAW:
        draw_turn(state, None)
    elif action == CALL_IT:
        call(state, None)
    elif action == QUIET:
        quiet(state, None)
    elif action < 200:
        catch(state, None)
    else:
        tap(state, (action - 200,), None)


def deal(players: int, seed: int, levels: tuple[str, ...] = ()) -> State:
    """K1/K2: shuffle from the seed, deal 6 each, the seeded first player opens. `levels`:
    each seat's computer level or "human" (empty: not known, every race is a decision)."""
    rng = make_rng(seed, "deal")
    deck = list(range(45))
    rng.shuffle(deck)
    hands = [deck[i * 6:(i + 1) * 6] for i in range(players)]
    stack = deck[players * 6:]
    first = rng.randrange(players)
    return State(players, hands, stack, [], first, OPEN, seed=seed, levels=levels)


def fast_playout(players: int, seed: int, rng: random.Random | None = None) -> tuple[int, int]:
    """One uniformly random game from a fresh deal: (winner, number of actions)."""
    state = deal(players, seed)
    pick = (rng or random.Random(seed)).random
    actions = 0
    while state.phase != OVER:
        acts = fast_actions(state)
        fast_step(state, acts[int(pick() * len(acts))])
        actions += 1
    return state.winner, actions
