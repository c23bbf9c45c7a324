"""TRIO's computer players: PLAYERS["normal"] is a one-move-ahead heuristic.

It sees only its view. For every legal move it estimates the position after it (the random
draw or the random take of a bargain averaged over the cards it cannot see) with `evaluate`:
TRIO cards count most; a column whose last two cards share a colour or a symbol (a near-TRIO)
is worth much when a card in hand completes it and less when only the unseen cards might.
Making a TRIO facing an opponent's near-TRIO breaks it (T4), which the evaluation sees as the
opponent's column losing value. The bargaining card (T5) is played when it beats every play
by more than the value of keeping it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from gamebox.games.trio.cards import (
    COLUMNS,
    TRIO_TO_WIN,
    Card,
    colour_of,
    completes,
    full_deck,
    symbol_of,
)
from gamebox.games.trio.moves import Bargain, Move, Play
from gamebox.games.trio.state import LAST_TURN, TrioState

TRIO_VALUE = 100.0
WIN_VALUE = 10000.0
NEAR_HELD = 40.0  # a near-TRIO its owner can complete from hand
NEAR_OPEN = 6.0  # a near-TRIO waiting for a card, plus NEAR_CHANCE x the chance to draw one
NEAR_CHANCE = 30.0
SINGLE_BUILD = 3.0  # a column end the hand can turn into a near-TRIO
SINGLE = 1.0
BARGAIN_KEEP = 3.0  # what an unspent bargaining card is worth at the start; it fades with the pile
FULL_PILE = 30


def _known(cards: Iterable[Card | None]) -> list[Card]:
    return [c for c in cards if c is not None]


def _shares(a: Card, b: Card) -> bool:
    return colour_of(a) == colour_of(b) or symbol_of(a) == symbol_of(b)


class Outlook:
    """What the deciding seat knows: the unseen cards (opponent's hand and pile) by kind."""

    def __init__(self, view: TrioState, seat: int) -> None:
        known: Counter[int] = Counter()
        for hand in view.hands:  # the own hand, and the cards a bargain showed of the other (T5)
            for card in hand:
                if card is not None:
                    known[card] += 1
        for card in view.discard:
            known[card] += 1  # type: ignore[index]
        for side in view.columns:
            for column in side:
                for card in column:
                    known[card] += 1  # type: ignore[index]
        unseen = Counter(full_deck())
        unseen.subtract(known)
        self.unseen: dict[int, int] = {card: n for card, n in unseen.items() if n > 0}
        self.total = sum(self.unseen.values())
        self.opp_known: tuple[Card, ...] = tuple(c for c in view.hands[1 - seat] if c is not None)
        self.opp_hand = len(view.hands[1 - seat]) - len(self.opp_known)  # cards of theirs not known

    def completers(self, a: Card, b: Card) -> int:
        return sum(n for c, n in self.unseen.items() if completes(a, b, c))

    def chance_held(self, completers: int, hand: int) -> float:
        """Chance that `hand` cards drawn from the unseen ones hold at least one completer."""
        if completers <= 0 or hand <= 0 or self.total <= 0:
            return 0.0
        miss = 1.0
        for i in range(min(hand, self.total)):
            miss *= max(0, self.total - completers - i) / (self.total - i)
        return 1.0 - miss


def _own_column(column: tuple[Any, ...], hand: Iterable[Card], outlook: Outlook) -> float:
    if not column:
        return 0.0
    last = column[-1]
    if len(column) >= 2 and _shares(column[-2], last):
        before = column[-2]
        if any(completes(before, last, c) for c in hand):
            return NEAR_HELD
        share = outlook.completers(before, last) / outlook.total if outlook.total else 0.0
        return NEAR_OPEN + NEAR_CHANCE * share
    return SINGLE_BUILD if any(_shares(last, c) for c in hand) else SINGLE


def _their_column(column: tuple[Any, ...], outlook: Outlook, hand_size: int, known: tuple[Card, ...]) -> float:
    if not column:
        return 0.0
    last = column[-1]
    if len(column) >= 2 and _shares(column[-2], last):
        before = column[-2]
        if any(completes(before, last, c) for c in known):
            return NEAR_HELD
        p = outlook.chance_held(outlook.completers(before, last), hand_size)
        share = outlook.completers(before, last) / outlook.total if outlook.total else 0.0
        return p * NEAR_HELD + (1 - p) * (NEAR_OPEN + NEAR_CHANCE * share)
    return SINGLE_BUILD if hand_size else SINGLE


def evaluate(seat: int, trios: tuple[int, int], mine: tuple[Any, ...], theirs: tuple[Any, ...],
             hand: Iterable[Card], outlook: Outlook, opp_hand: int, opp_known: tuple[Card, ...] = ()) -> float:
    """The position for `seat`: TRIO cards, then the promise of each column end."""
    cards = tuple(hand)
    score = TRIO_VALUE * (trios[seat] - trios[1 - seat])
    for k in range(COLUMNS):
        score += _own_column(mine[k], cards, outlook)
        score -= _their_column(theirs[k], outlook, opp_hand, opp_known)
    return score


class HeuristicPlayer:
    """Builds towards matches, breaks near-TRIOs through T4, bargains at a good moment."""

    def __init__(self, keep: float = BARGAIN_KEEP) -> None:
        self.keep = keep

    def choose(self, game: Any, view: TrioState, seat: int, rng: random.Random) -> Move:
        moves = list(game.candidate_moves(view))
        if len(moves) == 1:
            return moves[0]
        outlook = Outlook(view, seat)
        scored = [(self.score(view, seat, move, outlook), i) for i, move in enumerate(moves)]
        best = max(s for s, _ in scored)
        ties = [i for s, i in scored if s >= best - 1e-9]
        return moves[ties[rng.randrange(len(ties))]]

    def score(self, view: TrioState, seat: int, move: Move, outlook: Outlook) -> float:
        if isinstance(move, Play):
            return self._score_play(view, seat, move, outlook)
        if isinstance(move, Bargain):
            return self._score_bargain(view, seat, move, outlook)
        return 0.0

    def _score_play(self, view: TrioState, seat: int, move: Play, outlook: Outlook) -> float:
        mine = list(view.columns[seat])
        theirs = list(view.columns[1 - seat])
        column: tuple[Card, ...] = tuple(c for c in mine[move.column] if c is not None) + (move.card,)
        trios = list(view.trios)
        bonus = 0.0
        if len(column) >= 3 and completes(column[-3], column[-2], column[-1]):  # T4
            column = column[:-3]
            if theirs[move.column]:
                theirs[move.column] = theirs[move.column][:-1]
            trios[seat] += 1
            if trios[seat] >= TRIO_TO_WIN:
                # a win, or (starter, T6) a win the opponent may still answer
                bonus += WIN_VALUE if seat != view.starter or view.phase == LAST_TURN else WIN_VALUE / 2
        mine[move.column] = column
        hand = _known(view.hands[seat])
        hand.remove(move.card)
        pair = (trios[0], trios[1])
        if view.pile and outlook.total:
            total = 0.0
            for card, n in outlook.unseen.items():
                total += n * evaluate(seat, pair, tuple(mine), tuple(theirs), hand + [card], outlook,
                                      outlook.opp_hand, outlook.opp_known)
            return bonus + total / outlook.total + self._bargain_kept(view, seat)
        return bonus + evaluate(seat, pair, tuple(mine), tuple(theirs), hand, outlook, outlook.opp_hand,
                                outlook.opp_known) + \
            self._bargain_kept(view, seat)

    def _score_bargain(self, view: TrioState, seat: int, move: Bargain, outlook: Outlook) -> float:
        hand = _known(view.hands[seat])
        hand.remove(move.card)
        mine = view.columns[seat]
        theirs = view.columns[1 - seat]
        total = 0.0
        for card, n in outlook.unseen.items():
            total += n * evaluate(seat, view.trios, mine, theirs, hand + [card], outlook,
                                  max(0, outlook.opp_hand - 1), outlook.opp_known + (move.card,))
        return total / outlook.total if outlook.total else -WIN_VALUE

    def _bargain_kept(self, view: TrioState, seat: int) -> float:
        """Keeping the bargaining card is worth less as the pile runs out (and nothing at the end)."""
        if not view.bargains[seat]:
            return 0.0
        return self.keep * min(1.0, len(view.pile) / FULL_PILE)


def _easy() -> Any:
    from gamebox.games.trio.levels import EasyPlayer

    return EasyPlayer()


def _hard() -> Any:
    from gamebox.games.trio.levels import hard_player

    return hard_player()


REVIEW_FROM_VIEWS = True  # `review_chances` plays its trial games from the seats' views (levels.py)


def review_chances(game: Any, state: TrioState, players: int, rng: random.Random) -> list[float]:
    from gamebox.games.trio.levels import review_chances as estimate

    return estimate(game, state, players, rng)


PLAYERS: dict[str, Callable[[], Any]] = {"easy": _easy, "normal": HeuristicPlayer, "hard": _hard}
