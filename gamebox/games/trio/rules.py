"""TRIO's rules (DECISIONS.md T1-T7): GAME implements gamebox.core.contract.Game.

T1 40 cards (4 colours x 5 symbols x 2), 6 TRIO cards, one bargaining card a player.
T2 5 cards each, the seed picks the first player. T3 play a card to one's own column, draw
back to 5. T4 three of a colour or a symbol at a column's end: TRIO card, the three to the
discard, the facing column loses its last card. T5 bargain once. T6 three TRIO cards win;
the starter's win is answered by one last turn (both three: draw). T7 empty hand: pass; both
empty: more TRIO cards wins, equal is a draw.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from gamebox.core.contract import Config, Result
from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event, ev
from gamebox.core.rng import make_rng
from gamebox.core.words_from import WordsFromModule
from gamebox.games.trio import moves as notation
from gamebox.games.trio import state as positions
from gamebox.games.trio import words
from gamebox.games.trio.cards import (
    COLUMNS,
    FACES,
    HAND_SIZE,
    TRIO_CARDS,
    TRIO_TO_WIN,
    Card,
    card_name,
    full_deck,
    maybe_name,
    shared_feature,
)
from gamebox.games.trio.info import INFO
from gamebox.games.trio.moves import PASS, Bargain, Move, Pass, Play
from gamebox.games.trio.state import LAST_TURN, OVER, PLAYING, TrioState, sort_hand
from gamebox.games.trio.words import card_words

SEED_SPAN = 2**62


def player_name(seat: int) -> str:
    return f"Player {seat + 1}"


def column_zone(seat: int, column: int) -> str:
    return f"column:{seat}:{column}"


class TrioGame(WordsFromModule):
    words = words  # describe_turn, describe_move, describe_result
    info = INFO

    # ----- setting up --------------------------------------------------------------
    def new_game(self, config: Config, seed: int) -> TrioState:
        if config.players != 2:
            raise IllegalMove("TRIO is for exactly 2 players")
        deck = full_deck()
        rng = make_rng(seed, "deal")
        rng.shuffle(deck)
        starter = rng.randrange(2)  # T2: the seed chooses the first player
        hands = (sort_hand(deck[:HAND_SIZE]), sort_hand(deck[HAND_SIZE:2 * HAND_SIZE]))
        empty: tuple[tuple[Card, ...], ...] = tuple(() for _ in range(COLUMNS))
        return TrioState(
            seed=seed,
            starter=starter,
            turn=starter,
            ply=0,
            hands=hands,
            columns=(empty, empty),  # type: ignore[arg-type]
            pile=tuple(deck[2 * HAND_SIZE:]),
            discard=(),
            trios=(0, 0),
            bargains=(True, True),
        )

    # ----- whose turn, what is legal ----------------------------------------------
    def to_move(self, state: TrioState) -> int | None:
        return None if state.over else state.turn

    def legal_moves(self, state: TrioState) -> list[Move]:
        if state.over:
            return []
        seat = state.turn
        hand = state.hands[seat]
        if not hand:
            return [PASS]  # T7
        kinds = sorted({c for c in hand if c is not None})
        moves: list[Move] = [Play(card, col) for card in kinds for col in range(COLUMNS)]
        if state.bargains[seat] and state.hands[1 - seat]:
            moves.extend(Bargain(card) for card in kinds)  # T5
        return moves

    def candidate_moves(self, state: TrioState) -> list[Move]:
        return self.legal_moves(state)

    # ----- applying -----------------------------------------------------------------
    def apply(self, state: TrioState, move: Any) -> tuple[TrioState, list[Event]]:
        if state.over:
            raise IllegalMove("The game is over")
        seat = state.turn
        hand = state.hands[seat]
        if isinstance(move, Play):
            return self._play(state, seat, move)
        if isinstance(move, Bargain):
            return self._bargain(state, seat, move)
        if isinstance(move, Pass):
            if hand:
                raise IllegalMove("You can pass only when your hand is empty; play a card instead")
            events = [ev("passed", seat=seat)]
            return self._finish(state, seat, state.hands, state.columns, state.pile, state.discard,
                                state.trios, state.bargains, events, state.known)
        raise IllegalMove("That is not a move of TRIO")

    def _play(self, state: TrioState, seat: int, move: Play) -> tuple[TrioState, list[Event]]:
        hand = list(state.hands[seat])
        if not 0 <= move.column < COLUMNS:
            raise IllegalMove(f"There is no column {move.column + 1}: columns are numbered 1 to {COLUMNS}")
        if not isinstance(move.card, int) or not 0 <= move.card < FACES:
            raise IllegalMove("That is not a TRIO card")
        if move.card not in hand:
            if not hand:
                raise IllegalMove("Your hand is empty: you can only pass")
            raise IllegalMove(f"You have no {card_words(card_name(move.card))} in your hand")
        hand.remove(move.card)
        known = _forget(state.known, seat, move.card)
        opponent = 1 - seat
        mine = list(state.columns[seat])
        theirs = list(state.columns[opponent])
        column = mine[move.column] + (move.card,)
        events: list[Event] = [ev("card_played", seat=seat, card=card_name(move.card), column=move.column,
                                  src=f"hand:{seat}", dst=column_zone(seat, move.column), index=len(column) - 1)]
        discard = list(state.discard)
        trios = list(state.trios)
        feature = shared_feature(column[-3:]) if len(column) >= 3 else None  # type: ignore[arg-type]
        if feature is not None:  # T4
            three = column[-3:]
            column = column[:-3]
            names = [card_name(c) for c in three]  # type: ignore[arg-type]
            events.append(ev("trio_made", seat=seat, column=move.column, cards=names,
                             shared=feature[0], value=feature[1]))
            discard.extend(three)
            events.append(ev("cards_discarded", cards=names, src=column_zone(seat, move.column), dst="discard"))
            facing = theirs[move.column]
            if facing:
                lost = facing[-1]
                theirs[move.column] = facing[:-1]
                discard.append(lost)
                events.append(ev("facing_card_lost", seat=opponent, column=move.column, card=maybe_name(lost),
                                 src=column_zone(opponent, move.column), dst="discard"))
            if sum(trios) < TRIO_CARDS:
                trios[seat] += 1
                events.append(ev("trio_card_taken", seat=seat, trios=trios[seat], supply=TRIO_CARDS - sum(trios)))
        mine[move.column] = column
        pile = list(state.pile)
        while len(hand) < HAND_SIZE and pile:  # T3: draw back to 5 while the pile lasts
            drawn = pile.pop()
            hand.append(drawn)  # type: ignore[arg-type]
            events.append(ev("card_drawn", reveals=True, seat=seat, card=maybe_name(drawn), left=len(pile)))
        hands = list(state.hands)
        hands[seat] = sort_hand(hand)
        columns = [tuple(mine), tuple(theirs)] if seat == 0 else [tuple(theirs), tuple(mine)]
        return self._finish(state, seat, tuple(hands), tuple(columns), tuple(pile), tuple(discard),
                            tuple(trios), state.bargains, events, known)

    def _bargain(self, state: TrioState, seat: int, move: Bargain) -> tuple[TrioState, list[Event]]:
        if not state.bargains[seat]:
            raise IllegalMove("Your bargaining card is spent: it works once a game")
        hand = list(state.hands[seat])
        if move.card not in hand:
            raise IllegalMove(f"You have no {card_words(card_name(move.card))} to give")
        opponent = 1 - seat
        theirs = list(state.hands[opponent])
        if not theirs:
            raise IllegalMove("Your opponent has no card to take, so you cannot bargain now")
        # T5 (GameBox reading): the card taken is drawn at random from the opponent's hand as it
        # was before the gift, so a player never takes back the card just given. The draw is
        # derived from the seed and the move number, so replays repeat it.
        rng = make_rng(state.seed or 0, f"bargain:{state.ply}")
        taken = theirs.pop(rng.randrange(len(theirs)))
        hand.remove(move.card)
        hand.append(taken)  # type: ignore[arg-type]
        theirs.append(move.card)
        hands: list[tuple[Card | None, ...]] = [(), ()]
        hands[seat] = sort_hand(hand)
        hands[opponent] = sort_hand(theirs)
        bargains = list(state.bargains)
        bargains[seat] = False
        # each now knows one card of the other's hand: the gift, and the card taken
        known = _forget(_forget(state.known, seat, move.card), opponent, taken)
        known = _learn(_learn(known, opponent, move.card), seat, taken)
        events = [ev("bargain", reveals=True, seat=seat, gave=card_name(move.card), took=maybe_name(taken),
                     to=opponent)]
        return self._finish(state, seat, tuple(hands), state.columns, state.pile, state.discard,
                            state.trios, (bargains[0], bargains[1]), events, known)

    def _finish(self, state: TrioState, seat: int, hands: Any, columns: Any, pile: Any, discard: Any,
                trios: Any, bargains: Any, events: list[Event],
                known: tuple[tuple[Card, ...], tuple[Card, ...]]) -> tuple[TrioState, list[Event]]:
        """Whose turn next, and the end of the game (T6, T7)."""
        other = 1 - seat
        phase = PLAYING
        turn = other
        if state.phase == LAST_TURN:
            phase = OVER  # T6: the answering turn is over
        elif trios[seat] >= TRIO_TO_WIN:
            if seat == state.starter:
                phase = LAST_TURN  # T6: equal turns, the other player answers once
                events.append(ev("last_turn", seat=other))
            else:
                phase = OVER
        if phase != OVER and not hands[0] and not hands[1]:
            phase = OVER  # T7: both hands empty
        after = TrioState(state.seed, state.starter, turn, state.ply + 1, hands, columns, pile, discard,
                          trios, bargains, phase, known)
        if phase == OVER:
            result = self.result(after)
            assert result is not None
            events.append(ev("game_over", winners=list(result.winners), summary=result.summary))
        return after, events

    # ----- hidden information -------------------------------------------------------
    def view(self, state: TrioState, seat: int | None) -> TrioState:
        """Hidden: the other hand but for the cards a bargain showed (T5), the pile, the seed."""
        known = state.known if seat is not None else ((), ())  # a spectator saw no bargain's cards
        hands = tuple(
            hand if seat == s else sort_hand(list(known[s]) + [None] * (len(hand) - len(known[s])))
            for s, hand in enumerate(state.hands)
        )
        return TrioState(None, state.starter, state.turn, state.ply, hands, state.columns,  # type: ignore
                         tuple(None for _ in state.pile), state.discard, state.trios, state.bargains,
                         state.phase, known)

    def determinize(self, view: TrioState, seat: int, rng: random.Random) -> TrioState:
        known = Counter(c for c in self._all_cards(view) if c is not None)
        unknown = Counter(full_deck())
        unknown.subtract(known)
        pool = sorted(unknown.elements())
        rng.shuffle(pool)
        hands = list(view.hands)
        for s in range(2):
            if any(c is None for c in hands[s]):
                count = sum(1 for c in hands[s] if c is None)
                hands[s] = sort_hand([c for c in hands[s] if c is not None] + [pool.pop() for _ in range(count)])
        pile = tuple(pool.pop() if c is None else c for c in view.pile)
        seed = view.seed if view.seed is not None else rng.randrange(SEED_SPAN)
        return TrioState(seed, view.starter, view.turn, view.ply, (hands[0], hands[1]), view.columns, pile,
                         view.discard, view.trios, view.bargains, view.phase, view.known)

    # ----- the end ------------------------------------------------------------------
    def result(self, state: TrioState) -> Result | None:
        if not state.over:
            return None
        t0, t1 = state.trios
        scores = (float(t0), float(t1))
        if t0 >= TRIO_TO_WIN and t1 >= TRIO_TO_WIN:
            return Result((), ((0, 1),), scores, "Draw: both players have three TRIO cards",
                          {"draw": True, "reason": "both-three"})
        for s in range(2):
            if state.trios[s] >= TRIO_TO_WIN:
                return Result((s,), ((s,), (1 - s,)), scores,
                              f"{player_name(s)} wins with three TRIO cards", {"draw": False, "reason": "three"})
        if t0 == t1:
            return Result((), ((0, 1),), scores, f"Draw: the hands are empty and both have {t0} TRIO card{'' if t0 == 1 else 's'}",
                          {"draw": True, "reason": "hands-empty"})
        best = 0 if t0 > t1 else 1
        return Result((best,), ((best,), (1 - best,)), scores,
                      f"{player_name(best)} wins {max(t0, t1)} to {min(t0, t1)}: the hands are empty",
                      {"draw": False, "reason": "hands-empty"})

    # ----- notation and records -----------------------------------------------------
    def move_to_text(self, move: Move) -> str:
        return notation.move_to_text(move)

    def parse_move(self, state: TrioState, text: str) -> Move:
        return notation.parse_move(state, text)

    def state_to_json(self, state: TrioState) -> dict[str, Any]:
        return positions.state_to_json(state)

    def state_from_json(self, data: Any) -> TrioState:
        return positions.state_from_json(data)

    def inventory(self, state: TrioState) -> Counter[str]:
        counts: Counter[str] = Counter(maybe_name(c) for c in self._all_cards(state))
        counts["TRIO card"] = TRIO_CARDS
        counts["bargaining card"] = 2
        return counts

    @staticmethod
    def _all_cards(state: TrioState) -> list[Any]:
        cards: list[Any] = list(state.hands[0]) + list(state.hands[1]) + list(state.pile) + list(state.discard)
        for side in state.columns:
            for column in side:
                cards.extend(column)
        return cards


def _forget(known: tuple[tuple[Card, ...], tuple[Card, ...]], seat: int,
            card: Card | None) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A card left `seat`'s hand: the other player no longer knows it is there."""
    cards = list(known[seat])
    if card in cards:
        cards.remove(card)
    out = list(known)
    out[seat] = tuple(cards)
    return out[0], out[1]


def _learn(known: tuple[tuple[Card, ...], tuple[Card, ...]], seat: int,
           card: Card | None) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The other player saw `card` go into `seat`'s hand (None: a card unknown in a view)."""
    if card is None:
        return known
    out = list(known)
    out[seat] = tuple(sorted(known[seat] + (card,)))
    return out[0], out[1]


GAME = TrioGame()
