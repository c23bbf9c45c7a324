"""Sifaka: the rules engine (GAME). Decisions S1-S8 of rules/DECISIONS.md.

A turn: place the card in hand (S3/S5), walk the pawn (S4; a walk with only one way is made
at once), take or leave a counter where it stops (S6), then draw (automatic, S7).
Before the first turn every player chooses the facing of their pawn (S3: `face n`).
"""

from __future__ import annotations

from gamebox.core.describe import Names

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from gamebox.core.contract import Config, Result
from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event, ev
from gamebox.core.rng import make_rng
from gamebox.games.sifaka import board, hidden, moves, scoring
from gamebox.games.sifaka.deck import (
    COUNTER_VALUES,
    DIR_NAMES,
    MANGO_COLOURS,
    ROTATIONS,
    card_cells,
    load_deck,
)
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.moves import Discard, Face, Leave, Move, Place, Take, Walk
from gamebox.games.sifaka.state import (
    HUT_CELLS,
    HUT_PLACES,
    SEAT_HUTS,
    SLOTS,
    State,
    state_from_json,
    state_to_json,
)

DIRECTION_WORDS = ("north", "east", "south", "west")


class Sifaka:
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
            players=players, seed=seed, first=first, phase="face", current=first,
            placed=HUT_PLACES, pawns=pawns, hands=tuple(hands), pile=tuple(pile), discarded=(),
            counter_piles=piles, table_counters={}, owned=((),) * players,
            slots_left=tuple(SLOTS), final_seat=None, turn=0,
        )

    # ----- whose turn, what may be done ------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.phase == "over" else state.current

    def legal_moves(self, state: State) -> Iterator[Move]:
        phase = state.phase
        if phase == "face":
            yield from (Face(f) for f in range(4))
        elif phase == "place":
            spots = board.legal_spots(state)
            if not spots:
                yield Discard()
            for x, y in spots:
                for rotation in ROTATIONS:
                    yield Place(x, y, rotation)
        elif phase == "move":
            for route in board.pawn_routes(state, state.current):
                yield Walk(route.end, route.turns)
        elif phase == "take":
            yield Take()
            yield Leave()

    def candidate_moves(self, state: State) -> list[Move]:
        """Every legal move; placements are few enough (a few hundred spots x 4 turns)."""
        return list(self.legal_moves(state))

    # ----- applying -------------------------------------------------------------------
    def apply(self, state: State, move: Any) -> tuple[State, list[Event]]:
        if state.phase == "over":
            raise IllegalMove("The game is over")
        seat = state.current
        events: list[Event] = []
        if isinstance(move, Face):
            return self._face(state, move, events)
        if isinstance(move, Place):
            if state.phase != "place":
                raise IllegalMove(self._wrong_phase(state))
            return self._place(state, move, events)
        if isinstance(move, Discard):
            if state.phase != "place":
                raise IllegalMove(self._wrong_phase(state))
            if board.legal_spots(state):
                raise IllegalMove("Your card fits on the table, so it cannot be discarded (S5)")
            events.append(ev("card_discarded", seat=seat, card=state.hands[seat]))
            after = replace(state, hands=_set(state.hands, seat, ""), discarded=state.discarded + (state.hands[seat],),
                            phase="move", grid=state.grid)
            return self._after_place(after, events)
        if isinstance(move, Walk):
            if state.phase != "move":
                raise IllegalMove(self._wrong_phase(state))
            for route in board.pawn_routes(state, seat):
                if route.turns == move.turns and route.end == move.end:
                    return self._walk(state, route, events, forced=False)
            raise IllegalMove("Your pawn cannot walk that way: pick one of the marked end boxes (S4)")
        if isinstance(move, (Take, Leave)):
            if state.phase != "take":
                raise IllegalMove(self._wrong_phase(state))
            return self._take(state, isinstance(move, Take), events)
        raise IllegalMove(f"Not a Sifaka move: {move!r}")

    def _wrong_phase(self, state: State) -> str:
        return {
            "face": "First choose which way your pawn faces",
            "place": "First place the card in your hand",
            "move": "Now move your pawn",
            "take": "Take or leave the mango counter first",
        }.get(state.phase, "The game is over")

    def _face(self, state: State, move: Face, events: list[Event]) -> tuple[State, list[Event]]:
        if state.phase != "face":
            raise IllegalMove("Pawns choose their facing only before the first card")
        seat = state.current
        x, y, _f = state.pawns[seat]
        pawns = _set(state.pawns, seat, (x, y, move.facing))
        events.append(ev("pawn_faced", seat=seat, facing=DIR_NAMES[move.facing]))
        nxt = (seat + 1) % state.players
        phase = "place" if nxt == state.first else "face"
        return replace(state, pawns=pawns, current=nxt, phase=phase, grid=state.grid), events

    def _place(self, state: State, move: Place, events: list[Event]) -> tuple[State, list[Event]]:
        seat = state.current
        problem = board.placement_problem(state, move.x, move.y)
        if problem:
            raise IllegalMove(problem)
        card = state.hands[seat]
        grid = dict(state.grid)
        table = dict(state.table_counters)
        piles = dict(state.counter_piles)
        events.append(ev("card_placed", seat=seat, card=card, x=move.x, y=move.y, rotation=move.rotation))
        for cell, box in card_cells(card, move.x, move.y, move.rotation):
            grid[cell] = box
            if box.mango is not None:
                pile = piles[box.mango]
                if pile:
                    table[cell] = (box.mango, pile[0])
                    piles[box.mango] = pile[1:]
                    events.append(ev("counter_placed", colour=box.mango, x=cell[0], y=cell[1]))
                else:
                    events.append(ev("counters_used_up", colour=box.mango, x=cell[0], y=cell[1]))
        slots = tuple(name for name in state.slots_left if SLOTS[name] != (move.x, move.y))
        after = replace(
            state, placed=state.placed + ((card, move.x, move.y, move.rotation),), grid=grid,
            hands=_set(state.hands, seat, ""), table_counters=table, counter_piles=piles,
            slots_left=slots, phase="move",
        )
        return self._after_place(after, events)

    def _after_place(self, state: State, events: list[Event]) -> tuple[State, list[Event]]:
        options = board.pawn_routes(state, state.current)
        if len(options) == 1:  # only one way to go: made at once (GameBox reading, S4)
            return self._walk(state, options[0], events, forced=True)
        return state, events

    def _walk(self, state: State, route: board.Route, events: list[Event], forced: bool) -> tuple[State, list[Event]]:
        seat = state.current
        pawns = _set(state.pawns, seat, (route.end[0], route.end[1], route.facing))
        events.append(ev(
            "pawn_moved", seat=seat, path=[list(c) for c in route.path], turns=[list(c) for c in route.turns],
            facing=DIR_NAMES[route.facing], blocked=route.blocked, forced=forced,
        ))
        after = replace(state, pawns=pawns, grid=state.grid)
        if route.end in state.table_counters:
            return replace(after, phase="take", grid=state.grid), events
        return self._end_turn(after, events)

    def _take(self, state: State, take: bool, events: list[Event]) -> tuple[State, list[Event]]:
        seat = state.current
        x, y, _f = state.pawns[seat]
        colour, value = state.table_counters[(x, y)]
        if take:
            table = dict(state.table_counters)
            del table[(x, y)]
            owned = _set(state.owned, seat, state.owned[seat] + ((colour, value),))
            events.append(ev("counter_taken", reveals=True, seat=seat, colour=colour, x=x, y=y))
            state = replace(state, table_counters=table, owned=owned, grid=state.grid)
        else:
            events.append(ev("counter_left", seat=seat, colour=colour, x=x, y=y))
        return self._end_turn(state, events)

    def _end_turn(self, state: State, events: list[Event]) -> tuple[State, list[Event]]:
        seat = state.current
        hands, pile, final = state.hands, state.pile, state.final_seat
        if pile:
            hands = _set(hands, seat, pile[0])
            pile = pile[1:]
            events.append(ev("card_drawn", reveals=True, seat=seat, left=len(pile)))
            if not pile:
                final = seat
        elif final is None or final == seat or not any(hands):
            # the player who drew the last card has played it: the game ends (S7)
            events.append(ev("game_over"))
            return replace(state, hands=hands, pile=pile, phase="over", grid=state.grid), events
        nxt = (seat + 1) % state.players
        events.append(ev("turn_passed", seat=nxt))
        return replace(state, hands=hands, pile=pile, final_seat=final, current=nxt, phase="place",
                       turn=state.turn + 1, grid=state.grid), events

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
        return state_from_json(data)

    # ----- words for the table --------------------------------------------------------
    def describe_turn(self, state: State, seat: int | None, names: Names | None = None) -> str:
        if state.phase == "over":
            result = self.result(state)
            return f"Game over: {result.summary}" if result else "Game over"
        who = state.colour_of(state.current).capitalize()
        if seat != state.current:
            doing = {"face": "choose a facing", "place": "place a card", "move": "move", "take": "take a mango"}
            return f"Waiting for {who} to {doing[state.phase]}"
        if state.phase == "face":
            return f"{who}: choose which way your pawn faces before the first card"
        if state.phase == "place":
            if state.slots_left:
                return f"{who}: drag your card into one of the slots beside the huts (wheel or R turns it)"
            if not board.legal_spots(state):
                return f"{who}: your card fits nowhere and must be discarded"
            return f"{who}: drag your card onto the table so it covers a box (wheel or R turns it)"
        if state.phase == "move":
            return f"{who}: click a marked box to walk your pawn there"
        return f"{who}: take the mango counter your pawn stands on, or leave it"

    def inventory(self, state: State) -> Counter[str]:
        items: Counter[str] = Counter()
        for card, _x, _y, _r in state.placed:
            items[f"card:{card}"] += 1
        for card in (*state.hands, *state.pile, *state.discarded):
            if card:
                items[f"card:{card}"] += 1
        for colour in MANGO_COLOURS:
            for value in state.counter_piles[colour]:
                items[f"mango:{colour}{value}"] += 1
        for colour, value in state.table_counters.values():
            items[f"mango:{colour}{value}"] += 1
        for mine in state.owned:
            for colour, value in mine:
                items[f"mango:{colour}{value}"] += 1
        for seat in range(state.players):
            items[f"pawn:{state.colour_of(seat)}"] += 1
        return items


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1:]


GAME = Sifaka()

