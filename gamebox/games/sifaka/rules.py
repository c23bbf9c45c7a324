"""Sifaka: the rules engine (GAME). Decisions S1-S8 of rules/DECISIONS.md.

A turn: place the card in hand (S3/S5), walk the pawn (S4; a walk with only one way is made
at once), take or leave a counter where it stops (S6), then draw (automatic, S7).
Before the first turn every player chooses the facing of their pawn (S3: `face n`).

Speed (issue 15): `apply` makes one shallow clone of the state and replaces only what the
move changes; where a card may go is kept incrementally (spots.py) and the walks of the pawn
to move are found once per position (board.pawn_routes).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from functools import cache
from typing import Any

from gamebox.core.contract import Config, Result
from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event, ev
from gamebox.core.rng import make_rng
from gamebox.core.words_from import WordsFromModule
from gamebox.games.sifaka import board, hidden, moves, position, scoring, words
from gamebox.games.sifaka.deck import COUNTER_VALUES, DIR_NAMES, MANGO_COLOURS, card_boxes, load_deck
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Discard, Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.state import HUT_CELLS, HUT_PLACES, SEAT_HUTS, SLOTS, Cell, State, state_to_json

FACES = tuple(Face(f) for f in range(4))
WRONG_PHASE = {
    "face": "First choose which way your pawn faces",
    "place": "First place the card in your hand",
    "move": "Now move your pawn",
    "take": "Take or leave the mango counter first",
    "over": "The game is over",
}


class Sifaka(WordsFromModule):
    words = words  # describe_turn, describe_move, describe_result
    info = INFO

    # ----- setting up -----------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> State:
        players = config.players
        pile = [card.id for card in load_deck().terrain]
        make_rng(seed, "deck").shuffle(pile)
        piles: dict[str, tuple[int, ...]] = {}
        for colour in MANGO_COLOURS:
            values = list(COUNTER_VALUES[colour])
            make_rng(seed, f"mangos-{colour}").shuffle(values)
            piles[colour] = tuple(values)
        first = make_rng(seed, "first").randrange(players)
        hands = [""] * players
        for k in range(players):
            seat = (first + k) % players
            hands[seat] = pile.pop(0)
        pawns = tuple((*HUT_CELLS[hut], -1) for hut in SEAT_HUTS[players])
        return State(
            players=players, first=first, phase="face", current=first,
            placed=HUT_PLACES, pawns=pawns, hands=tuple(hands), pile=tuple(pile), discarded=(),
            counter_piles=piles, table_counters={}, owned=((),) * players,
            slots_left=tuple(SLOTS), final_seat=None, turn=0,
        )

    # ----- whose turn, what may be done ------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.phase == "over" else state.current

    def legal_moves(self, state: State) -> Iterator[Move]:
        return iter(self.candidate_moves(state))

    def candidate_moves(self, state: State) -> list[Move]:
        """Every legal move (placements come from the incremental spot index)."""
        phase = state.phase
        if phase == "place":
            places: list[Move]
            if state.slots_left:
                places = list(board.legal_places(state))
            else:
                places = (state.spot_index or state.spots()).placements()  # type: ignore[assignment]
            return places or [Discard()]
        if phase == "move":
            return [Walk(r.path[-1], r.turns) for r in board.pawn_routes(state, state.current)]
        if phase == "take":
            return [Take(), Leave()]
        if phase == "face":
            return list(FACES)
        return []

    # ----- applying -------------------------------------------------------------------
    def apply(self, state: State, move: Any) -> tuple[State, list[Event]]:
        phase = state.phase
        kind = type(move)
        if kind is Place:
            if phase != "place":
                raise IllegalMove(WRONG_PHASE[phase])
            return self._place(state, move)
        if phase == "over":
            raise IllegalMove(WRONG_PHASE[phase])
        if kind is Walk:
            if phase != "move":
                raise IllegalMove(WRONG_PHASE[phase])
            for route in board.pawn_routes(state, state.current):
                if route.turns == move.turns and route.path[-1] == move.end:
                    return self._walk(state.clone(), route, [], False, None, [])
            raise IllegalMove("Your pawn cannot walk that way: pick one of the marked end boxes")
        if kind is Take or kind is Leave:
            if phase != "take":
                raise IllegalMove(WRONG_PHASE[phase])
            return self._take(state, kind is Take)
        if kind is Face:
            if phase != "face":
                raise IllegalMove("Pawns choose their facing only before the first card")
            return self._face(state, move)
        if kind is Discard:
            if phase != "place":
                raise IllegalMove(WRONG_PHASE[phase])
            return self._discard(state)
        raise IllegalMove("That is not a move of this game")

    def _face(self, state: State, move: Face) -> tuple[State, list[Event]]:
        seat = state.current
        x, y, _f = state.pawns[seat]
        new = state.clone()
        new.pawns = _set(state.pawns, seat, (x, y, move.facing))
        nxt = (seat + 1) % state.players
        new.current = nxt
        new.phase = "place" if nxt == state.first else "face"
        return new, [ev("pawn_faced", seat=seat, facing=DIR_NAMES[move.facing])]

    def _discard(self, state: State) -> tuple[State, list[Event]]:
        if board.can_place(state):
            raise IllegalMove("Your card fits on the table, so it cannot be discarded")
        seat = state.current
        card = state.hands[seat]
        new = state.clone()
        new.hands = _set(state.hands, seat, "")
        new.discarded = state.discarded + (card,)
        new.phase = "move"
        return self._after_place(new, [ev("card_discarded", seat=seat, card=card)], None, [])

    def _place(self, state: State, move: Place) -> tuple[State, list[Event]]:
        seat = state.current
        x, y, rotation = move.x, move.y, move.rotation
        slots = state.slots_left
        if slots:
            if not any(SLOTS[name] == (x, y) for name in slots):
                raise IllegalMove(board.NOT_A_SLOT)
        elif not (state.spot_index or state.spots()).is_open(x, y):
            raise IllegalMove(board.placement_problem(state, x, y) or board.NOT_TOUCHING)
        card = state.hands[seat]
        new = state.clone()
        events = [Event("card_placed", {"seat": seat, "card": card, "x": x, "y": y, "rotation": rotation})]
        grid = dict(state.grid)
        table, piles = state.table_counters, state.counter_piles
        blocks: list[tuple[Cell, bool]] = []
        for (dx, dy), box in card_boxes(card, rotation):
            cell = (x + dx, y + dy)
            grid[cell] = box
            colour = box.mango
            if colour is not None:
                pile = piles[colour]
                if pile:
                    if table is state.table_counters:
                        table, piles = dict(table), dict(piles)
                    table[cell] = (colour, pile[0])
                    piles[colour] = pile[1:]
                    blocks.append((cell, True))
                    events.append(Event("counter_placed", {"colour": colour, "x": cell[0], "y": cell[1]}))
                else:
                    events.append(ev("counters_used_up", colour=colour, x=cell[0], y=cell[1]))
        new.grid = grid
        new.placed = state.placed + ((card, x, y, rotation),)
        new.hands = _set(state.hands, seat, "")
        new.table_counters, new.counter_piles = table, piles
        if slots:
            new.slots_left = tuple(name for name in slots if SLOTS[name] != (x, y))
        new.phase = "move"
        return self._after_place(new, events, (x, y), blocks)

    def _after_place(self, new: State, events: list[Event], card_at: Cell | None,
                     blocks: list[tuple[Cell, bool]]) -> tuple[State, list[Event]]:
        """After the card: a walk with only one way is made at once (GameBox reading, S4).
        The spot index learns of the card (and of that walk) in one step."""
        seat = new.current
        x, y, facing = new.pawns[seat]
        options = board.routes(new.grid.get, board.others_of(new, seat), (x, y), facing)
        if len(options) == 1:
            return self._walk(new, options[0], events, True, card_at, blocks)
        new.routes_cache = options
        if new.spot_index is not None:
            new.spot_index = new.spot_index.changed(card_at, blocks)
        return new, events

    def _walk(self, new: State, route: board.Route, events: list[Event], forced: bool, card_at: Cell | None,
              blocks: list[tuple[Cell, bool]]) -> tuple[State, list[Event]]:
        """Move the pawn of `new` (a clone this move owns) along `route`; `card_at` and `blocks`
        are the changes to the spot index not yet made (the card just laid)."""
        seat = new.current
        start, end = route.path[0], route.path[-1]
        new.pawns = _set(new.pawns, seat, (end[0], end[1], route.facing))
        new.routes_cache = None
        events.append(Event("pawn_moved", {
            "seat": seat, "path": route.path, "turns": route.turns, "facing": DIR_NAMES[route.facing],
            "blocked": route.blocked, "forced": forced}))
        if end != start:
            blocks.append((start, start in new.table_counters))
            blocks.append((end, True))
        if new.spot_index is not None and (card_at is not None or blocks):
            new.spot_index = new.spot_index.changed(card_at, blocks)
        if end in new.table_counters:
            new.phase = "take"
            return new, events
        return self._end_turn(new, events)

    def _take(self, state: State, take: bool) -> tuple[State, list[Event]]:
        seat = state.current
        x, y, _f = state.pawns[seat]
        colour, value = state.table_counters[(x, y)]
        new = state.clone()
        if take:
            table = dict(state.table_counters)
            del table[(x, y)]
            new.table_counters = table
            new.owned = _set(state.owned, seat, state.owned[seat] + ((colour, value),))
            events = [ev("counter_taken", reveals=True, seat=seat, colour=colour, x=x, y=y)]
        else:
            events = [ev("counter_left", seat=seat, colour=colour, x=x, y=y)]
        return self._end_turn(new, events)

    def _end_turn(self, new: State, events: list[Event]) -> tuple[State, list[Event]]:
        seat = new.current
        pile = new.pile
        if pile:
            new.hands = _set(new.hands, seat, pile[0])
            new.pile = pile = pile[1:]
            events.append(_drawn(seat, len(pile)))
            if not pile:
                new.final_seat = seat
        elif new.final_seat is None or new.final_seat == seat or not any(new.hands):
            # the player who drew the last card has played it: the game ends (S7)
            events.append(ev("game_over"))
            new.phase = "over"
            return new, events
        nxt = (seat + 1) % new.players
        events.append(_passed(nxt))
        new.current = nxt
        new.phase = "place"
        new.turn += 1
        return new, events

    # ----- hidden information ---------------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        return hidden.view(state, seat)

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        return hidden.determinize(view, rng)

    # ----- the end --------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        return scoring.final_result(state) if state.phase == "over" else None

    # ----- notation -------------------------------------------------------------------
    def move_to_text(self, move: Move) -> str:
        return moves.move_to_text(move)

    def parse_move(self, state: State, text: str) -> Move:
        return moves.parse_text(text)

    def state_to_json(self, state: State) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Any) -> State:
        return position.state_from_json(data)

    def inventory(self, state: State) -> Counter[str]:
        return position.inventory(state)


@cache
def _drawn(seat: int, left: int) -> Event:
    """The draw event (events are immutable, so the few possible ones are shared)."""
    return Event("card_drawn", {"seat": seat, "left": left}, True)


@cache
def _passed(seat: int) -> Event:
    return Event("turn_passed", {"seat": seat})


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    changed = list(items)
    changed[index] = value
    return tuple(changed)


GAME = Sifaka()
