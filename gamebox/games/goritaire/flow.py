"""The turn's flow: the six phases (Awakening, Draw, Action, Eating, Hand maintenance, End of
Turn), drawing, eating (R8), losses (R9) and the automatic effect steps.

Phases with no decision run inside `advance`; it stops where the player must decide.
"""

from __future__ import annotations

from gamebox.core.describe import plural
from gamebox.core.events import Event, ev
from gamebox.games.goritaire.pyramid import plant_count as count_plants
from gamebox.games.goritaire.state import GORILLA, HAND_LIMIT, SLEEPING, WIN_GROUND, State, spot_text


def lose(state: State, reason: str, events: list[Event], warning: str = "") -> None:
    """End the deal lost; `warning` says the reason as a move that would lose it (R9's
    warning before an optional move), when the past tense of `reason` reads wrong there."""
    state.phase = "over"
    state.outcome = "lost"
    state.reason = reason
    state.pending.clear()
    events.append(ev("lost", reason=reason, warning=warning or reason))


def victory_score(state: State) -> tuple[int, int]:
    """What declaring victory now would score (R10, R11): the Ground Gorillas and the
    Banastasia bonus (0 without one)."""
    bonus = max(0, state.hand_b + state.bananas_in_area() + state.disc_b - 12) if state.banastasia else 0
    return state.ground_gorillas(), bonus


def win(state: State, events: list[Event]) -> None:
    """Declare victory (R10): score = Ground Gorillas, plus the Banastasia bonus (R11)."""
    ground, bonus = victory_score(state)
    state.phase = "over"
    state.outcome = "won"
    state.score = ground + bonus
    state.bonus = bonus
    state.reason = f"{ground} Gorillas on the Ground" + (f" + {bonus} Banastasia bonus" if bonus else "")
    events.append(ev("won", score=state.score, ground=ground, bonus=bonus))


def draw(state: State, events: list[Event], why: str) -> bool:
    """Draw the top card into the hand; an empty deck loses (R9). False once lost."""
    if not state.deck:
        # without a colon of its own: after "Lost on turn 13: " the phase's colon ran the two
        # together; and in the present, as the warning before the move says it too
        when = "in the Draw phase" if why == "Draw phase" else f"for {why}"
        lose(state, f"the deck is empty, so there is no card to draw {when}", events)
        return False
    card = state.deck.pop(0)
    state.known.pop(0)
    if card == GORILLA:
        state.hand_g += 1
    else:
        state.hand_b += 1
    events.append(ev("draw", reveals=True, card=card, src="deck", dst="hand", why=why))
    return True


def eating_needs(state: State) -> tuple[int, int, int, int]:
    """(needed, Plants, other imaginary bananas, Banana cards the hand must give) (R8 revised:
    the Ground Gorillas eat; with "As printed" every Gorilla in the pyramid)."""
    needed = state.eaters()
    plant_count = count_plants(state.area)
    from_hand = max(0, needed - plant_count - state.imaginary)
    return needed, plant_count, state.imaginary, from_hand


def eat(state: State, events: list[Event]) -> None:
    """The Eating phase: imaginary bananas first, then Banana cards from hand (R8)."""
    events.append(ev("phase", name="eating", turn=state.turn))
    needed, plant_count, extra, from_hand = eating_needs(state)
    if from_hand > state.hand_b:
        who = ("Gorilla" if state.as_printed else "Ground Gorilla") + ("s" if needed != 1 else "")
        have = plant_count + extra + state.hand_b
        food, got = plural(needed, "banana"), f"only {have}" if have else "none"
        lose(state, f"the {who} needed {food} but you had {got}, so the group broke apart", events,
             warning=f"the {who} would need {food} and you would have {got}, so the group would break apart")
        return
    state.hand_b -= from_hand
    state.disc_b += from_hand
    state.imaginary = 0
    events.append(ev("eat", needed=needed, plants=plant_count, imaginary=extra, cards=from_hand))
    state.phase = "maintenance"
    events.append(ev("phase", name="maintenance", turn=state.turn))


def next_turn(state: State, events: list[Event]) -> None:
    """Awakening and Draw of the next turn, then its Action phase."""
    state.turn += 1
    state.played = False
    state.imaginary = 0
    state.banastasia = False
    events.append(ev("phase", name="awakening", turn=state.turn))
    sleepers = sorted(spot for spot, code in state.area.items() if code == SLEEPING)
    for spot in sleepers:
        state.area[spot] = GORILLA
    if sleepers:
        events.append(ev("awaken", spots=[spot_text(s) for s in sleepers]))
    events.append(ev("phase", name="draw", turn=state.turn))
    if not draw(state, events, "Draw phase"):
        return
    state.phase = "action"
    events.append(ev("phase", name="action", turn=state.turn))


def peek(state: State, count: int, events: list[Event]) -> int:
    """Look at the top cards (Scapulimancy, Homesickness); as many as there are (R9)."""
    count = min(count, len(state.deck))
    for index in range(count):
        state.known[index] = True
    if count:
        events.append(ev("peek", reveals=True, cards="".join(state.deck[:count])))
    return count


def advance(state: State, events: list[Event]) -> None:
    """Run everything automatic until the player must decide or the game is over."""
    while state.phase != "over":
        if state.pending:
            kind, n = state.pending[0]
            if kind == "peek":
                state.pending.pop(0)
                seen = peek(state, n, events)
                if seen:
                    state.pending.insert(0, ("arrange", seen))
                continue
            if kind == "place" and (n <= 0 or state.hand_g == 0):
                state.pending.pop(0)
                continue
            if kind == "burn" and _single_burn(state, n):
                state.pending.pop(0)
                g = min(n, state.disc_g) if state.disc_b < n else 0
                burn(state, g, n - g, events)
                continue
            return
        if state.phase == "action":
            return
        if state.phase == "maintenance":
            if state.hand_size > HAND_LIMIT:
                return
            state.phase = "end"
            events.append(ev("phase", name="end", turn=state.turn))
            continue
        if state.phase == "end":
            ground = state.ground_gorillas()
            if ground == 0:
                lose(state, "there was no Gorilla on the Ground at the end of the turn", events,
                     warning="there would be no Gorilla on the Ground at the end of the turn")
                return
            if ground >= WIN_GROUND:
                return  # declare or continue (R10)
            next_turn(state, events)
            continue
        return


def _single_burn(state: State, n: int) -> bool:
    """Combustion with only one way to choose (one kind of card in the discard pile)."""
    return state.disc_g < 1 or state.disc_b < 1 or n == 0


def burn(state: State, g: int, b: int, events: list[Event]) -> None:
    state.disc_g -= g
    state.disc_b -= b
    state.gone_g += g
    state.gone_b += b
    events.append(ev("burned", cards="G" * g + "B" * b, src="discard", dst="removed"))
