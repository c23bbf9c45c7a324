"""The rule-of-thumb Gorilla player behind the easy and normal levels (and hard's priors).

It keeps the Joker, the Gorillas and the Panthers for the right moment (someone about to win,
or its own last cards), turns Elephants and Monkeys against the player closest to winning, and
sheds the colour it holds least of. Easy sometimes forgets
to call "Gorilla!" and misses catches (K7), and plays the first card that fits more often
than the best one. It sees only its view and uses only the given rng.
"""

from __future__ import annotations

import random
from typing import Any

from gamebox.games.gorilla.cards import ELEPHANT, GORILLA0, JOKER, MONKEY, PANTHER
from gamebox.games.gorilla.engine import tappers
from gamebox.games.gorilla.moves import CALL_MOVE, QUIET_MOVE, Catch, Move, Play, Tap
from gamebox.games.gorilla.reaction import race_order
from gamebox.games.gorilla.state import CALL, OPEN, TAP, State

FORGET_CALL: dict[str, float] = {"random": 0.5, "easy": 0.3, "normal": 0.0, "hard": 0.0}
MISS_CATCH: dict[str, float] = {"random": 0.5, "easy": 0.5, "normal": 0.0, "hard": 0.0}
CARELESS: dict[str, float] = {"easy": 0.5}  # how often a level plays the first card that fits
# A Gorilla or a Panther fired while nobody is close makes every hand grow: five computers doing
# that from the first turn played games of about 1,000 moves (up to 5,000; random players ~95),
# and won no more often. Held until someone has this many cards or fewer (or we have 4 or fewer),
# five normal players finish in about 160 moves, with the same strength against easy and normal.
PRESSING = 2


def fair_race(view: State, rng: random.Random) -> Tap:
    """A tap race order drawn from the seats' reaction times (never chosen): for a computer
    asked to settle a race in a position that names no seat levels."""
    levels = tuple("normal" if level == "human" else level for level in view.levels) or ("normal",) * view.n
    return Tap(race_order(tappers(view), levels, rng))


def _next(state: State, seat: int, steps: int = 1, direction: int | None = None) -> int:
    d = state.direction if direction is None else direction
    return (seat + d * steps) % state.n


class HeuristicPlayer:
    """A rule-of-thumb player; sees only its view."""

    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def choose(self, game: Any, view: State, seat: int, rng: random.Random) -> Move:
        moves: list[Move] = list(game.candidate_moves(view))
        if len(moves) == 1:
            return moves[0]
        if view.phase == CALL:
            return QUIET_MOVE if rng.random() < FORGET_CALL.get(self.level, 0.0) else CALL_MOVE
        if view.phase == TAP:  # a position with no seat levels: a fair race, never a choice
            return fair_race(view, rng)
        catches = [m for m in moves if isinstance(m, Catch)]
        if catches and rng.random() >= MISS_CATCH.get(self.level, 0.0):
            return catches[0]
        plays = [m for m in moves if isinstance(m, Play)]
        if not plays:
            return next(m for m in moves if not isinstance(m, Catch))
        if rng.random() < CARELESS.get(self.level, 0.0):
            return plays[0]
        # A little noise keeps equal-minded computers from cycling forever once the stack is
        # empty (e.g. two Panthers passed round and round); it never outweighs a real reason.
        # With the stack dry (everything in hands), choices turn mostly random to break cycles.
        noise = 2.0 if len(view.stack) + len(view.pile) > 3 else 40.0
        best = max(plays, key=lambda m: self.score(view, seat, m.card) + rng.random() * noise)
        return best

    def score(self, view: State, seat: int, card: int) -> float:
        hand = view.hands[seat]
        sizes = [len(h) for h in view.hands]
        nxt = _next(view, seat)
        prev = _next(view, seat, direction=-view.direction)
        others_min = min(sizes[s] for s in range(view.n) if s != seat)
        danger = sizes[nxt] <= 2 or sizes[nxt] == others_min
        pressing = others_min <= PRESSING or len(hand) <= 4
        if card == JOKER:
            # K4: it must go before the last card; otherwise keep it as a way out.
            return 50.0 if len(hand) == 2 else -20.0
        colour_count = [0, 0, 0, 0]
        for c in hand:
            if 0 <= c < 40:
                colour_count[c // 10] += 1
            elif c >= GORILLA0:
                colour_count[c - GORILLA0] += 1
        if card >= GORILLA0:
            # Someone else draws 3: keep it while the table is calm and we hold many cards.
            return 40.0 if pressing else 2.0
        score = 0.0
        animal = card % 10
        if view.phase == OPEN:
            # Open in the colour we hold most of, so we can follow it.
            score += 3.0 * colour_count[card // 10]
        else:
            # Shed colours we hold least of and keep the big colour for later matches.
            score += 2.0 * colour_count[card // 10]
        if animal == PANTHER:
            # Only worth it while there are cards to draw (K8 rebuilds from the pile but its top),
            # and worth much only when the table is pressing (see PRESSING).
            drawable = len(view.stack) + max(0, len(view.pile) - 1)
            if drawable >= view.n - 1:
                score += 12.0 if pressing else 2.0
        elif animal == MONKEY:
            score += 14.0 if danger else 2.0
        elif animal == ELEPHANT:
            if danger and sizes[prev] > sizes[nxt]:
                score += 14.0
            elif sizes[prev] < sizes[nxt]:
                score -= 6.0  # would hand the turn to the player closer to winning
        # Keep a Gorilla playable: prefer to leave its colour on top.
        if any(c == GORILLA0 + card // 10 for c in hand):
            score += 3.0
        return score

