"""GAME: Girafferaffe behind the GameBox contract (docs/contract.md)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from gamebox.core.contract import Config, Result
from gamebox.core.errors import ConfigError, IllegalMove
from gamebox.core.events import Event
from gamebox.core.words_from import WordsFromModule
from gamebox.games.girafferaffe import notation, words
from gamebox.games.girafferaffe.cards import ALL_CARDS, UNKNOWN, card_text
from gamebox.games.girafferaffe.choose import candidate_plays, hand_facts
from gamebox.games.girafferaffe.engine import apply_move, deal, validate
from gamebox.games.girafferaffe.info import INFO
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.plays import iter_plays
from gamebox.games.girafferaffe.state import ROTTEN_APPLES, State
from gamebox.games.girafferaffe.state import evolve as replace


class Girafferaffe(WordsFromModule):
    words = words  # describe_turn, describe_move, describe_result
    info = INFO

    # ----- setting up ----------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> State:
        players = config.players
        if not 1 <= players <= 5:
            raise ConfigError(f"Girafferaffe is for 1 to 5 players, not {players}")
        options = dict(config.options)
        variant = bool(options.get("rotten_apples", False)) and players > 1  # G11 needs opponents
        level = int(options.get("robot_deck", 15))
        return deal(players, variant, seed, 1, None, (0,) * players, robot_level=level)

    # ----- turns ---------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        if state.over:
            return None
        if state.pending:
            return 0  # G13: the human chooses the Robot's colour
        return state.current

    def legal_moves(self, state: State) -> Iterator[Move]:
        if state.over:
            return
        if state.pending:
            for option in state.pending:
                yield RobotChoice(option)
            return
        seat = state.current
        if state.apples[seat] > 0:
            yield SpendApple()
        hand = state.hands[seat]
        for index, tree in enumerate(state.trees):
            for cards in iter_plays(tree, hand, state.top(index)):
                yield PlayCards(tree.name, cards)

    def candidate_moves(self, state: State) -> list[Move]:
        if state.over:
            return []
        if state.pending:
            return [RobotChoice(option) for option in state.pending]
        seat = state.current
        hand = state.hands[seat]
        moves: list[Move] = []
        facts = hand_facts(hand)
        for index, tree in enumerate(state.trees):
            name = tree.name
            moves.extend(PlayCards(name, cards) for cards in candidate_plays(tree, hand, state.top(index), facts))
        if state.apples[seat] > 0:
            moves.append(SpendApple())
        return moves

    def apply(self, state: State, move: Move) -> tuple[State, list[Event]]:
        seat = self.to_move(state)
        if seat is None:
            raise IllegalMove("The game is over")
        if UNKNOWN in state.hands[seat]:
            raise IllegalMove("This view does not show the hand of the player to move")
        return apply_move(state, move, seat)

    def refusal(self, state: State, move: Move) -> str | None:
        """Why `move` is refused now (None: it is legal), without applying it; the table
        asks this while a drag hovers over a tree."""
        seat = self.to_move(state)
        if seat is None:
            return "The game is over"
        try:
            validate(state, move, seat)
        except IllegalMove as exc:
            return str(exc)
        return None

    # ----- hidden information (G10) ----------------------------------------------------
    def view(self, state: State, seat: int | None) -> State:
        def hide(cards: tuple[int, ...]) -> tuple[int, ...]:
            return (UNKNOWN,) * len(cards)

        hands = tuple(
            h if (seat == s or state.over) else hide(h) for s, h in enumerate(state.hands)
        )
        return replace(state, seed=None, hands=hands, redraw=hide(state.redraw), box=hide(state.box),
                       robot_deck=hide(state.robot_deck))

    def determinize(self, view: State, seat: int, rng: random.Random) -> State:
        known: Counter[int] = Counter()
        for hand in view.hands:
            known.update(c for c in hand if c != UNKNOWN)
        for stack in view.stacks:
            for play in stack:
                known.update(play)
        known.update(view.robot_hand)
        for zone in (view.redraw, view.box, view.robot_deck):
            known.update(c for c in zone if c != UNKNOWN)
        pool = list((Counter(ALL_CARDS) - known).elements())
        rng.shuffle(pool)

        def fill(cards: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(pool.pop() if c == UNKNOWN else c for c in cards)

        hands = tuple(tuple(sorted(fill(h))) for h in view.hands)
        state = replace(view, hands=hands, redraw=fill(view.redraw), box=tuple(sorted(fill(view.box))),
                        robot_deck=fill(view.robot_deck),
                        seed=view.seed if view.seed is not None else rng.randrange(2**62))
        return state

    # ----- the end -------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        summary = words.end_line(words.describe_result(state, None))
        if state.solo:
            won = bool(state.solo_won)
            return Result(winners=(0,) if won else (), ranking=((0,),) if won else (),
                          scores=(1.0 if won else 0.0,), summary=summary,
                          details={"solo_won": won, "robot_deck": state.robot_level})
        loser = state.loser if state.loser is not None else 0
        winners = tuple(s for s in range(state.players) if s != loser)
        details: dict[str, Any] = {"loser": loser, "rounds": state.round}
        if state.variant:
            details["rotten"] = list(state.rotten)
            details["round_losers"] = list(state.round_losers)
        return Result(winners=winners, ranking=(winners, (loser,)),
                      scores=tuple(0.0 if s == loser else 1.0 for s in range(state.players)),
                      summary=summary, details=details)

    # ----- notation --------------------------------------------------------------------
    def move_to_text(self, move: Move) -> str:
        return notation.move_to_text(move)

    def parse_move(self, state: State, text: str) -> Move:
        return notation.parse_move(text)

    def state_to_json(self, state: State) -> dict[str, Any]:
        return notation.state_to_json(state)

    def state_from_json(self, data: Any) -> State:
        return notation.state_from_json(data)

    def inventory(self, state: State) -> Counter[str]:
        items: Counter[str] = Counter()
        zones: list[tuple[int, ...]] = [*state.hands, state.redraw, state.box, state.robot_hand, state.robot_deck]
        for stack in state.stacks:
            zones.extend(stack)
        for zone in zones:
            items.update(card_text(c) for c in zone)
        items["apple"] = state.supply + sum(state.apples) + state.robot_apples
        items["rotten apple"] = sum(state.rotten) + (ROTTEN_APPLES - sum(state.rotten))
        return items


GAME = Girafferaffe()

__all__ = ["GAME", "Girafferaffe", "PlayCards", "RobotChoice", "SpendApple"]
