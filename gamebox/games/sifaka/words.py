"""Sifaka in words for players: the status line, one log sentence per move, a Hint's words and
the end report.

Everything is said from one chair (`seat`) and names seats through `Names`. A counter's value
is said only to its owner until the final count (S6); terrain cards have no names and are
described by where they went. Directions are the compass points of the table (north is up).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from gamebox.core.describe import (
    EndReport,
    Names,
    Reveal,
    Standing,
    capital,
    full_stop,
    headline_for,
    join_words,
    plural,
)
from gamebox.core.events import Event
from gamebox.games.sifaka import board, scoring
from gamebox.games.sifaka.deck import COLOUR_NAMES, DIRS, ROTATIONS, Box, card_boxes, card_cells
from gamebox.games.sifaka.moves import Discard, Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.state import HIDDEN, SLOTS, Cell, State

DIRECTION = ("north", "east", "south", "west")
COMPASS = {(0, -1): "north", (1, -1): "north-east", (1, 0): "east", (1, 1): "south-east",
           (0, 1): "south", (-1, 1): "south-west", (-1, 0): "west", (-1, -1): "north-west"}
SLOT_WORDS = {"n": "north", "e": "east", "s": "south", "w": "west"}
ORDER = "ryg"  # counters listed red, yellow, green (the order of the tiebreaks, S8)
TURN = "the mouse wheel, a right click or the R key turns it"  # "R" alone reads like a red counter's letter


def _names(state: State, seat: int | None, names: Names | None) -> Names:
    return names or Names.default(state.players, seat)


def _their(names: Names, seat: int) -> str:
    return "your" if names.is_you(seat) else "their"


def counter_words(colour: str, value: int) -> str:
    """ "a red counter worth 3 points" (value 0: unknown, "a red counter"): points, the word of
    the side panel and the final count."""
    name = COLOUR_NAMES[colour]
    return f"a {name} counter worth {plural(value, 'point')}" if value else f"a {name} counter"


# ----- the status line --------------------------------------------------------------------
def describe_turn(state: State, seat: int | None, names: Names | None = None) -> str:
    """The status line, a sentence ending in a full stop like every game's."""
    return full_stop(_turn_words(state, seat, names))


def _turn_words(state: State, seat: int | None, names: Names | None = None) -> str:
    n = _names(state, seat, names)
    if state.phase == "over":
        report = describe_result(state, seat, n)  # as every game: the headline, then how
        return f"{full_stop(report.headline)} {report.story}".strip()
    mover = state.current
    if seat != mover:
        doing = {"face": "choose which way their pawn faces", "place": "lay a card",
                 "move": "walk their pawn", "take": "take or leave a counter"}[state.phase]
        return f"Waiting for {n.obj(mover)} ({state.colour_of(mover)}) to {doing}"
    who = "Your turn" if n.is_you(mover) else f"{n(mover)} ({state.colour_of(mover)})"
    if state.phase == "face":
        return f"{who}: choose which way your pawn faces (the way it walks) with the North, East, South or West button"
    if state.phase == "place":
        if state.slots_left:
            return f"{who}: drag your card into one of the empty slots beside the huts ({TURN})"
        if not board.can_place(state):
            return f"{who}: your card fits nowhere on the table and must be set aside"
        # S5: at least one box already down, and no box with a counter or a pawn
        text = f"{who}: drag your card to cover at least one box of the table but no counter or pawn ({TURN})"
        if _on_sand(state, mover):  # it stayed put turn after turn, and nothing said why
            text += ". Your pawn is stuck on a sand box for good: it walks no more"
        elif _faces_the_edge(state, mover):
            text += ". Your pawn faces the edge of the table: it cannot walk until a card lies beyond it"
        return text
    if state.phase == "move":
        text = f"{who}: click a marked box to walk your pawn there"
        ends = Counter(route.end for route in board.pawn_routes(state, mover))
        if any(count > 1 for count in ends.values()):  # two marks on one box read as one choice twice
            text += ". Two marks on one box: the arrow on each is the way your pawn will face"
        return text
    return f"{who}: take the counter your pawn stands on, or leave it"


def _on_sand(state: State, seat: int) -> bool:
    """`seat`'s pawn stands on a sand box, where it stays for good (S4)."""
    x, y, _facing = state.pawns[seat]
    return sand_box(state, (x, y))


def sand_box(state: State, cell: tuple[int, int]) -> bool:
    """The box at `cell` shows sand (a blank box): a pawn that ends a walk there never walks again."""
    box = state.grid.get(cell)
    return box is not None and box.blank


def _faces_the_edge(state: State, seat: int) -> bool:
    """`seat`'s pawn would step straight off the cards, with no arrow on its box to turn it (S4)."""
    x, y, facing = state.pawns[seat]
    box = state.grid.get((x, y))
    dx, dy = DIRS[facing]
    return box is not None and box.palms > 0 and box.arrow is None and state.grid.get((x + dx, y + dy)) is None


# ----- one sentence per move ----------------------------------------------------------------
def describe_move(before: State, move: Move, events: Sequence[Event], seat: int | None,
                  names: Names | None = None) -> str:
    n = _names(before, seat, names)
    mover = before.current
    parts: list[str] = []
    if isinstance(move, Face):
        parts.append(f"{n(mover)} set {_their(n, mover)} pawn facing {DIRECTION[move.facing]}")
    elif isinstance(move, Place):
        parts.append(f"{n(mover)} laid a card {_where(before, move)}")
    elif isinstance(move, Discard):
        parts.append(f"{n(mover)} could not lay {_their(n, mover)} card anywhere and set it aside")
    elif isinstance(move, Take):
        x, y, _f = before.pawns[mover]
        colour, value = before.table_counters[(x, y)]
        shown = value if seat == mover else 0
        parts.append(f"{n(mover)} took {counter_words(colour, shown)}")
    elif isinstance(move, Leave):
        x, y, _f = before.pawns[mover]
        colour, _v = before.table_counters[(x, y)]
        parts.append(f"{n(mover)} left the {COLOUR_NAMES[colour]} counter where it lies")
    table = _Table(dict(before.grid), {cell: colour for cell, (colour, _v) in before.table_counters.items()})
    for event in events:
        data = event.data
        if event.kind == "card_placed":  # a walk after it goes over the table with the card on it
            table.grid.update(card_cells(str(data["card"]), int(data["x"]), int(data["y"]), int(data["rotation"])))
        elif event.kind == "counter_placed":
            table.counters[(int(data["x"]), int(data["y"]))] = str(data["colour"])
            parts.append(f"a {COLOUR_NAMES[data['colour']]} counter went on its mango")
        elif event.kind == "counters_used_up":
            parts.append(f"no {COLOUR_NAMES[data['colour']]} counters were left for its mango")
        elif event.kind == "pawn_moved":
            parts.append(_walk_words(before, table, data, n, mover, isinstance(move, Walk)))
        elif event.kind == "card_drawn" and data["left"] == 0:
            parts.append(f"{n.obj(mover)} drew the last card of the pile")
        elif event.kind == "game_over":
            parts.append("the game is over")
    sentence = "; ".join(parts)
    return full_stop(capital(sentence))


def _near_huts(cx: int, cy: int) -> str:
    """A card on or beside the huts' square, by its centre (cx, cy), at most 2 boxes from the
    square's centre: each such place has words of its own ("just north of the huts" had named
    five places, among them a card lying on two of the huts)."""
    sx, sy = (cx > 0) - (cx < 0), (cy > 0) - (cy < 0)
    if abs(cx) <= 1 and abs(cy) <= 1:  # it lies on the huts: half of them, or one corner
        return f"over the {COMPASS[sx, sy]} {'half' if 0 in (sx, sy) else 'corner'} of the huts"
    if abs(cx) == 2 and abs(cy) == 2:  # corner to corner
        return f"off the {COMPASS[sx, sy]} corner of the huts"
    side, shift = ((0, sy), (sx, 0)) if abs(cy) == 2 else ((sx, 0), (0, sy))
    along = f", one box {COMPASS[shift]}" if shift != (0, 0) else ""
    return f"just {COMPASS[side]} of the huts{along}"


def _where(before: State, move: Place) -> str:
    """Where a card went, in words: a slot beside the huts, or its place from the huts."""
    for name, cell in SLOTS.items():
        if cell == (move.x, move.y) and before.slots_left:
            return f"in the slot {SLOT_WORDS[name]} of the huts"
    # the card's centre is (x + 1, y + 1); the hut square's centre is (0, 0)
    cx, cy = move.x + 1, move.y + 1
    far = max(abs(cx), abs(cy))
    if far == 0:
        return "right over the huts"
    if far <= 2:  # on or touching the huts: which side says more than a count of boxes
        return _near_huts(cx, cy)
    # both counts, the larger first: "3 boxes south" alone named two places a box apart
    legs = [(abs(cy), "south" if cy > 0 else "north"), (abs(cx), "east" if cx > 0 else "west")]
    legs.sort(key=lambda leg: -leg[0])
    return " and ".join(f"{plural(n, 'box', 'boxes')} {side}" for n, side in legs if n) + " of the huts"


def _legs(path: Sequence[tuple[int, ...]]) -> str:
    """ "2 boxes north then 1 box east": the straight stretches of a walk."""
    legs: list[tuple[str, int]] = []
    for a, b in pairwise(path):
        direction = DIRECTION[DIRS.index((b[0] - a[0], b[1] - a[1]))]
        if legs and legs[-1][0] == direction:
            legs[-1] = (direction, legs[-1][1] + 1)
        else:
            legs.append((direction, 1))
    return " then ".join(f"{plural(k, 'box', 'boxes')} {d}" for d, k in legs)


def route_words(route: board.Route, sand: bool = False) -> str:
    """What a marked end box on the table offers: "Walk 2 boxes north then 1 box east, ending
    facing east"; `sand`: the walk ends on a sand box, which the words say before it is chosen
    (a player learned it only from the log: "stuck on a sand box for good")."""
    facing = DIRECTION[route.facing]
    if len(route.path) == 1:
        return f"Stay here, facing {facing}"
    if sand:
        return f"Walk {_legs(route.path)} onto a sand box, where your pawn is stuck for good"
    return f"Walk {_legs(route.path)}, ending facing {facing}"


@dataclass
class _Table:
    """The boxes and the counters' colours as a walk found them: a walk made in the same move
    as a card goes over the table with that card on it (reading the table from before the card,
    a pawn that stopped on the new card was "stuck on a sand box for good" where the card
    had covered a blank one)."""

    grid: dict[tuple[int, int], Box]
    counters: dict[tuple[int, int], str]


def _walk_words(before: State, table: _Table, data: Mapping[str, Any], n: Names, mover: int, chosen: bool) -> str:
    path = [(int(cell[0]), int(cell[1])) for cell in data["path"]]
    who = n(mover) if chosen else f"{_their(n, mover)} pawn"
    if len(path) == 1:
        facing = DIRECTION["nesw".index(str(data["facing"]))]
        turned = f", now facing {facing}" if data["turns"] else ""
        return f"{who} stayed put{turned}{_why_put(before, table, path[0], data, mover, n)}"
    text = f"{who} walked {_legs(path)}"
    end = path[-1]
    if end in table.counters:  # said with the walk: "stopped at the edge of the table onto a counter" read wrong
        text += f" onto a {COLOUR_NAMES[table.counters[end]]} counter"
    facing = DIRECTION["nesw".index(str(data["facing"]))]
    last = DIRECTION[DIRS.index((end[0] - path[-2][0], end[1] - path[-2][1]))]
    if facing != last:  # it turned on its last box (S4): where it looks now matters next turn
        text += f", ending facing {facing}"
    if data["blocked"]:
        ahead = _ahead(before, end, str(data["facing"]), mover, n)
        text += f" and stopped at {ahead}"
    box = table.grid.get(end)
    if box is not None and box.blank:
        text += ", stuck on a sand box for good"
    return text


def _why_put(before: State, table: _Table, at: tuple[int, int], data: Mapping[str, Any], mover: int,
             n: Names) -> str:
    """Why a pawn did not move (S4): what stood in its way, or a box with no palm trees."""
    if data["blocked"]:
        return f": {_ahead(before, at, str(data['facing']), mover, n)} is in its way"
    box = table.grid.get(at)
    if box is not None and box.blank:
        return ", stuck on a sand box for good"
    return ": its box has no palm trees"


def _ahead(before: State, end: tuple[int, ...], facing: str, mover: int, n: Names) -> str:
    dx, dy = DIRS["nesw".index(facing)]
    nxt = (end[0] + dx, end[1] + dy)
    other = before.pawn_at(nxt)
    if other is not None and other != mover:
        return f"{n.possessive(other, capital=False)} pawn"
    return "the edge of the table"


# ----- a Hint's words ---------------------------------------------------------------------
CORNERS = {(0, 0): "north-west", (1, 0): "north-east", (0, 1): "south-west", (1, 1): "south-east"}
COUNT_WORDS = ("no", "one", "two", "three", "four")


def suggest_move(view: State, move: Move, seat: int, names: Names | None = None) -> str:
    """A Hint's words (the contract's `suggest_move`): what `move` would do, told as advice to
    `seat`, who is to move in `view`. An imperative clause in lower case without a full stop
    that reads like the move log's sentence for the move ("walk 2 boxes north onto the yellow
    counter"). It names only what `seat` sees: counters on the table by their colour (their
    values are hidden from everyone, S6), other pawns through `names`. A card laid or set aside
    is followed, as on the table, by the walk it forces when the pawn then has only one way."""
    n = _names(view, seat, names)
    if isinstance(move, Face):
        return f"set your pawn facing {DIRECTION[move.facing]}"
    if isinstance(move, Place):
        return _place_advice(view, move, seat, n)
    if isinstance(move, Discard):
        forced = _forced_walk(view, view.grid.get, _colours(view), seat, n)
        return "; ".join(["set your card aside, as it fits nowhere on the table", *forced])
    if isinstance(move, Walk):
        return _walk_advice(view, move, seat, n)
    x, y, _f = view.pawns[seat]
    found = view.table_counters.get((x, y))
    counter = f"the {COLOUR_NAMES[found[0]]} counter" if found else "the counter"
    if isinstance(move, Take):
        return f"take {counter}"
    return f"leave {counter} where it lies"


def _colours(view: State) -> dict[Cell, str]:
    return {cell: colour for cell, (colour, _v) in view.table_counters.items()}


def _place_advice(view: State, move: Place, seat: int, n: Names) -> str:
    """ "lay your card just east of the huts with its arrow pointing north; a yellow counter
    goes on its mango; your pawn then walks 1 box north"."""
    lay = f"lay your card {_where(view, move)}"
    card = view.hands[seat]
    if card in ("", HIDDEN):
        return lay
    turned = _turn_advice(card, move.rotation)
    parts = [f"{lay} {turned}" if turned else lay]
    patch = dict(card_cells(card, move.x, move.y, move.rotation))
    counters = _colours(view)
    for cell, box in patch.items():
        if box.mango is not None:
            name = COLOUR_NAMES[box.mango]
            if view.counter_piles[box.mango]:
                counters[cell] = box.mango
                parts.append(f"a {name} counter goes on its mango")
            else:
                parts.append(f"no {name} counters are left for its mango")
    grid_get = view.grid.get

    def get(cell: Cell) -> Box | None:
        return patch.get(cell) or grid_get(cell)

    parts += _forced_walk(view, get, counters, seat, n)
    return "; ".join(parts)


def _turn_advice(card: str, rotation: int) -> str:
    """Which way the card is turned, in words a player can check on the card and that fit no
    other turn of it: its arrows, else the corner of its mango, else of its sand box, else
    where one of its arrows sits ("" when nothing tells the turns apart)."""
    boxes = dict(card_boxes(card, rotation))
    others = [dict(card_boxes(card, r)) for r in ROTATIONS if r != rotation]

    def arrows(turn: Mapping[tuple[int, int], Box]) -> list[int]:
        return sorted(box.arrow for box in turn.values() if box.arrow is not None)

    mine = arrows(boxes)
    if mine and all(arrows(other) != mine for other in others):
        return _arrow_words(mine)
    for corner, box in boxes.items():
        if box.mango is not None:  # one mango a card: its corner fits this turn only
            return f"with its mango in the {CORNERS[corner]} corner"
    sand = [corner for corner, box in boxes.items() if box.blank]
    if len(sand) == 1:
        return f"with its sand box in the {CORNERS[sand[0]]} corner"
    for corner, box in boxes.items():
        if box.arrow is not None and all(other[corner].arrow != box.arrow for other in others):
            return f"with the arrow in its {CORNERS[corner]} corner pointing {DIRECTION[box.arrow]}"
    return ""


def _arrow_words(arrows: Sequence[int]) -> str:
    """ "with its arrow pointing north", "with both arrows pointing east", "with its arrows
    pointing north and west", "with two arrows pointing east and one pointing west"."""
    counts = Counter(arrows)
    if len(counts) == 1:
        way = DIRECTION[arrows[0]]
        if len(arrows) == 1:
            return f"with its arrow pointing {way}"
        if len(arrows) == 2:
            return f"with both arrows pointing {way}"
        return f"with all {COUNT_WORDS[len(arrows)]} arrows pointing {way}"
    if max(counts.values()) == 1:
        return f"with its arrows pointing {join_words([DIRECTION[a] for a in sorted(counts)])}"
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    words = [f"{COUNT_WORDS[k]} {'arrows' if k > 1 else 'arrow'} pointing {DIRECTION[a]}" if i == 0
             else f"{COUNT_WORDS[k]} pointing {DIRECTION[a]}" for i, (a, k) in enumerate(ordered)]
    return f"with {join_words(words)}"


def _forced_walk(view: State, get: board.Lookup, counters: Mapping[Cell, str], seat: int,
                 n: Names) -> list[str]:
    """The walk made at once after the card when the pawn then has only one way (S4), as
    "your pawn then walks ..." or "your pawn then stays put, as ..." (nothing when it has a
    choice)."""
    x, y, facing = view.pawns[seat]
    if facing < 0:
        return []
    options = board.routes(get, board.others_of(view, seat), (x, y), facing)
    if len(options) != 1:
        return []
    route = options[0]
    if len(route.path) == 1:
        return [f"your pawn then stays put{_stay_advice(view, get, route, seat, n)}"]
    return [f"your pawn then walks {_route_advice(view, get, counters, route, seat, n, 'it')}"]


def _walk_advice(view: State, move: Walk, seat: int, n: Names) -> str:
    """ "walk 2 boxes north then 1 box east onto the yellow counter", or "keep your pawn where
    it stands, turning to face east"."""
    for route in board.pawn_routes(view, seat):
        if route.end == move.end and route.turns == move.turns:
            break
    else:
        return "walk your pawn to the marked box"
    counters = _colours(view)
    if len(route.path) > 1:
        return f"walk {_route_advice(view, view.grid.get, counters, route, seat, n, 'your pawn')}"
    text = "keep your pawn where it stands"
    if route.end in counters:
        text += f" on the {COLOUR_NAMES[counters[route.end]]} counter"
    return text + _stay_advice(view, view.grid.get, route, seat, n)


def _stay_advice(view: State, get: board.Lookup, route: board.Route, seat: int, n: Names) -> str:
    """Why a pawn does not move, as the log's `_why_put` says it: ", turning to face east",
    ", as Player 2's pawn is in its way", ", stuck on a sand box for good"."""
    at = route.path[0]
    ahead = _ahead(view, at, "nesw"[route.facing], seat, n) if route.blocked else ""
    if route.facing != view.pawns[seat][2]:
        return f", turning to face {DIRECTION[route.facing]}" + (f" with {ahead} just ahead" if ahead else "")
    if ahead:
        return f", as {ahead} is in its way"
    box = get(at)
    if box is not None and box.blank:
        return ", stuck on a sand box for good"
    return ", as its box has no palm trees"


def _route_advice(view: State, get: board.Lookup, counters: Mapping[Cell, str], route: board.Route,
                  seat: int, n: Names, pawn_word: str) -> str:
    """A walk of at least one step, after its verb, as the log tells it: "2 boxes north then
    1 box east onto the yellow counter", "1 box east up to the edge of the table", "2 boxes
    north, ending facing east", "1 box north onto a sand box, where your pawn is stuck for good"
    (`pawn_word` names the pawn there: "it" after "your pawn then walks")."""
    path = route.path
    end = path[-1]
    text = _legs(path)
    box = get(end)
    sand = box is not None and box.blank
    onto = ""
    if end in counters:
        onto = f" onto the {COLOUR_NAMES[counters[end]]} counter"
    elif sand:
        onto = " onto a sand box"
    text += onto
    last = DIRS.index((end[0] - path[-2][0], end[1] - path[-2][1]))
    ahead = _ahead(view, end, "nesw"[route.facing], seat, n) if route.blocked else ""
    if route.facing != last:  # it turns on its last box (S4): where it looks matters next turn
        text += f", ending facing {DIRECTION[route.facing]}"
        if ahead:
            text += f" with {ahead} just ahead"
    elif ahead:
        pawn = ahead != "the edge of the table"
        text += f" {('next to' if pawn else 'at') if onto else 'up to'} {ahead}"
    if sand:
        text += f", where {pawn_word} is stuck for good"
    return text


# ----- the end --------------------------------------------------------------------------------
def describe_result(state: State, seat: int | None, names: Names | None = None) -> EndReport:
    n = _names(state, seat, names)
    result = scoring.final_result(state)
    headline, outcome = headline_for(result.winners, n, state.players)
    standings: list[Standing] = []
    ranking = [list(group) for group in result.ranking]
    place = 1  # places as everywhere in the box: tied seats share one, the next skips (1, 1, 3)
    for index, group in enumerate(ranking):
        below = ranking[index + 1] if index + 1 < len(ranking) else []
        for s in group:
            standings.append(Standing(place=place, seat=s, name=n(s), score=_score(state, s),
                                      note=_note(state, s, group, below, n)))
        place += len(group)
    reveals = tuple(
        Reveal(owner=f"{n.possessive(s)} counters", words=_counter_list(state, s) or "no counters",
               cards=tuple(f"{c}{v}" for c, v in _sorted(state, s)), seat=s)
        for s in range(state.players)
    )
    return EndReport(headline=headline, outcome=outcome, standings=tuple(standings),
                     story=_story(state, result.winners, n), reveals=reveals,
                     extra={"Decided by": _decided(result.details.get("decided_by", ""))})


def _sorted(state: State, s: int) -> list[tuple[str, int]]:
    return sorted(state.owned[s], key=lambda c: (ORDER.index(c[0]), -c[1]))


def _counter_list(state: State, s: int) -> str:
    return ", ".join(f"{COLOUR_NAMES[c]} {v}" for c, v in _sorted(state, s))


def _score(state: State, s: int) -> str:
    points, count, *_ = scoring.tally(state, s)
    return f"{plural(points, 'point')} from {plural(count, 'counter')}" if count else "0 points, no counters"


TIE_WORDS = ("points", "the number of counters", "red counters", "yellow counters", "green counters")
SHORT_TIES = ("points", "points and counters", "points, counters and red", "points, counters, red and yellow")


def _note(state: State, s: int, group: list[int], below: list[int], n: Names) -> str:
    """The tiebreak that decided this place against the seats just below (S8)."""
    if len(group) > 1:
        others = [o for o in group if o != s]
        return f"tied on everything with {join_words([n.obj(o) for o in others])}"  # with whom, however many
    if not below:
        return ""
    mine, theirs = scoring.tally(state, s), scoring.tally(state, below[0])
    for index, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            if index == 0:
                return f"{plural(a - b, 'point')} ahead of {n.obj(below[0])}"
            what = "more counters" if index == 1 else f"more {TIE_WORDS[index]}"
            return f"{what} than {n.obj(below[0])} ({a} to {b}) after a tie on {SHORT_TIES[index - 1]}"
    return ""


def _decided(key: object) -> str:
    return {
        "points": "points",
        "counters": "the number of counters, after a tie on points",
        "red": "red counters, after a tie on points and number of counters",
        "yellow": "yellow counters, after a tie on points, number of counters and red counters",
        "green": "green counters, after a tie on everything else",
        "shared": "nothing (the leaders tied on everything and share the win)",
    }.get(str(key), "points")


def _story(state: State, winners: Sequence[int], n: Names) -> str:
    last = state.final_seat
    opening = (f"The pile ran out when {n.obj(last)} drew the last card, and everyone played the card in hand."
               if last is not None else "The game ended.")
    taken = sum(len(mine) for mine in state.owned)
    if not taken:
        return f"{opening} Nobody gathered a counter."
    return f"{opening} {plural(taken, 'counter')} were gathered in all." if taken != 1 else \
        f"{opening} 1 counter was gathered in all."
