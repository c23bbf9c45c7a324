"""The pyramid's geometry (R2), Plants (R8) and the collapse (R5, R6).

Every function that changes the area takes the (already cloned) state and appends events.
"""

from __future__ import annotations

import heapq

from gamebox.core.events import Event, ev
from gamebox.games.goritaire.state import BANANA, GORILLA, SLEEPING, Spot, State, spot_text


def is_gorilla(code: str | None) -> bool:
    return code == GORILLA or code == SLEEPING


def supported(area: dict[Spot, str], spot: Spot) -> bool:
    row, slot = spot
    return row == 1 or ((row - 1, slot) in area and (row - 1, slot + 1) in area)


def ground_spot(area: dict[Spot, str]) -> Spot:
    """Where the next Ground card goes: right of the rightmost one, slot 1 on an empty Ground (R2)."""
    slots = [slot for (row, slot) in area if row == 1]
    return (1, max(slots) + 1) if slots else (1, 1)


def upper_spots(area: dict[Spot, str]) -> list[Spot]:
    """Empty spots of row 2 and higher whose two supports are filled, bottom row first (R2)."""
    out: list[Spot] = []
    for (row, slot) in area:
        right = (row, slot + 1)
        target = (row + 1, slot)
        if right in area and target not in area:
            out.append(target)
    out.sort()
    return out


def legal_spots(area: dict[Spot, str], card: str) -> list[Spot]:
    """Spots a card from hand may go to: Gorillas anywhere legal, Bananas off the Ground (R3)."""
    spots = upper_spots(area)
    if card == GORILLA:
        return [ground_spot(area)] + spots
    return spots


def plant_count(area: dict[Spot, str]) -> int:
    """How many Plants there are (R8): `len(plants(area))` without building the list."""
    count = 0
    for (row, slot), code in area.items():
        if code == BANANA and (area.get((row, slot - 1), BANANA) != BANANA
                               or area.get((row, slot + 1), BANANA) != BANANA):
            count += 1
    return count


def plants(area: dict[Spot, str]) -> list[Spot]:
    """Banana cards with a Gorilla directly left or right in the same row (R8)."""
    out = []
    for (row, slot), code in area.items():
        if code == BANANA and (
            is_gorilla(area.get((row, slot - 1))) or is_gorilla(area.get((row, slot + 1)))
        ):
            out.append((row, slot))
    out.sort()
    return out


def flee_targets(area: dict[Spot, str], spot: Spot) -> list[Spot]:
    """Empty spots of the row below where a card could be placed now (R7)."""
    row = spot[0]
    if row < 2:
        return []
    if row == 2:
        return [ground_spot(area)]
    return [s for s in upper_spots(area) if s[0] == row - 1]


def collapse(state: State, left: Spot, events: list[Event]) -> None:
    """Resolve the collapse after the card at `left` went away (R6).

    GameBox reading (R6): holes are refilled lowest row first, then left to right; a card
    whose new spot lacks a support falls on into the empty support, the left one first.
    One event per single-row fall, so the table animates card by card.
    """
    area = state.area
    holes: list[Spot] = [left]
    while holes:
        spot = heapq.heappop(holes)
        if spot in area:
            continue
        row, slot = spot
        source = (row + 1, slot - 1) if (row + 1, slot - 1) in area else (row + 1, slot)
        if source not in area:
            continue
        card = area.pop(source)
        events.append(ev("fall", card=card, src=spot_text(source), dst=spot_text(spot)))
        heapq.heappush(holes, source)
        pos = spot
        while True:
            if pos[0] == 1 and card == BANANA:
                state.disc_b += 1
                events.append(ev("banana_discarded", card=BANANA, src=spot_text(pos), dst="discard"))
                heapq.heappush(holes, pos)
                break
            below_left = (pos[0] - 1, pos[1])
            below_right = (pos[0] - 1, pos[1] + 1)
            if pos[0] == 1 or (below_left in area and below_right in area):
                area[pos] = card
                break
            nxt = below_left if below_left not in area else below_right
            events.append(ev("fall", card=card, src=spot_text(pos), dst=spot_text(nxt)))
            heapq.heappush(holes, pos)
            pos = nxt


def sacrifice(state: State, events: list[Event]) -> bool:
    """Remove the leftmost Ground Gorilla to the discard pile, then collapse (R5).
    False (and nothing changes) when the Ground is empty."""
    ground = state.ground()
    if not ground:
        return False
    spot = (1, ground[0])
    state.area.pop(spot)
    state.disc_g += 1
    events.append(ev("sacrifice", card=GORILLA, src=spot_text(spot), dst="discard"))
    collapse(state, spot, events)
    return True
