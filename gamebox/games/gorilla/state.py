"""The mutable Gorilla state with a cheap clone (apply clones, then steps the copy).

Phases: PLAY (a normal turn), OPEN (open a new pile with any animal card: K2 and after a tap
race, K6), CALL (the player who just went down to one card calls "Gorilla!" or stays quiet,
K7), TAP (the tap race after a Gorilla card, K6), OVER.

`levels` holds each seat's computer level or "human" (the hidden config option seat_levels,
public at the table); with no "human" in it, the engine draws every tap race itself from the
levels' reaction times (reaction.py) and the TAP phase never waits for a decision.
"""

from __future__ import annotations

PLAY = 0
OPEN = 1
CALL = 2
TAP = 3
OVER = 4
PHASE_NAMES: tuple[str, ...] = ("play", "open", "call", "tap", "over")


class State:
    """One Gorilla position. Hands, stack and pile hold card ints (cards.py); the stack's and
    the pile's top is the last item. Treat a State given to you as read-only."""

    __slots__ = (
        "direction",
        "forgot",
        "hands",
        "levels",
        "n",
        "pend_phase",
        "pend_seat",
        "phase",
        "pile",
        "races",
        "rebuilds",
        "seat",
        "seed",
        "stack",
        "winner",
    )

    def __init__(
        self,
        n: int,
        hands: list[list[int]],
        stack: list[int],
        pile: list[int],
        seat: int,
        phase: int,
        direction: int = 1,
        pend_seat: int = -1,
        pend_phase: int = PLAY,
        forgot: int = -1,
        winner: int = -1,
        seed: int = 0,
        rebuilds: int = 0,
        levels: tuple[str, ...] = (),
        races: int = 0,
    ) -> None:
        self.n = n
        self.hands = hands
        self.stack = stack
        self.pile = pile
        self.seat = seat  # the seat to move (-1 once over)
        self.phase = phase
        self.direction = direction  # +1: seat numbers go up; -1: down
        self.pend_seat = pend_seat  # CALL: who moves next once the call is settled
        self.pend_phase = pend_phase  # CALL: the phase that follows (PLAY or TAP)
        self.forgot = forgot  # K7: the seat whose missing call may still be caught, or -1
        self.winner = winner
        self.seed = seed  # stack rebuilds (K8) shuffle with make_rng(seed, count); -1 in views
        self.rebuilds = rebuilds
        self.levels = levels  # each seat's level or "human"; () when the table did not say
        self.races = races  # tap races run so far (each engine-drawn race has its own stream)

    @property
    def auto_race(self) -> bool:
        """Whether the engine draws tap races itself: every seat is a known computer."""
        return bool(self.levels) and "human" not in self.levels

    def clone(self) -> State:
        new = State.__new__(State)
        new.n = self.n
        new.hands = [hand[:] for hand in self.hands]
        new.stack = self.stack[:]
        new.pile = self.pile[:]
        new.seat = self.seat
        new.phase = self.phase
        new.direction = self.direction
        new.pend_seat = self.pend_seat
        new.pend_phase = self.pend_phase
        new.forgot = self.forgot
        new.winner = self.winner
        new.seed = self.seed
        new.rebuilds = self.rebuilds
        new.levels = self.levels
        new.races = self.races
        return new

    @property
    def top(self) -> int:
        return self.pile[-1] if self.pile else -1

    def __repr__(self) -> str:
        return (
            f"State(n={self.n}, seat={self.seat}, phase={PHASE_NAMES[self.phase]}, "
            f"dir={self.direction}, pile_top={self.top}, hands={self.hands})"
        )
