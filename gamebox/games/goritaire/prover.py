"""The Goritaire prover: a complete depth-first search that sees the deck order.

Given a deal (the deck mix, the "As printed" option and the deal number) it either finds a
winning line, or shows that there is none, or gives up when its node budget runs out. It is
a tool for the catalogue of winnable deals (resources/goritaire/winnable.json) and for the
figures of benchmarks/goritaire_prover.py; no player ever meets it.

It searches a compact model of the position (the deck as text, the hand as two counts, the
pyramid as one text per row, the awake Gorillas as a count per level) with "macro" moves
that bundle an action with its follow-up choice. A line it finds is turned into the engine's
moves and replayed through the engine before it is believed (`engine_line`), so a mistake in
the model can cost a proof, never give a false one.

What it leaves out is what can never matter (so "no win" is a proof, for games without the
Extreme Arts, which it does not use):
- which of several awake Gorillas of one level pays: without Sacrifice nothing moves during a
  turn and sleep ends with it, so only the levels count; and a cost is always paid with the
  lowest levels that do it (any other payment leaves fewer or weaker Gorillas awake);
- Exploration: Walking with the right guess draws the same card for a cheaper payer;
- Scapulimancy that puts the cards back as they were, and Invitations with no Gorilla in hand;
- playing on after seven Gorillas stand on the Ground (a win is a win).
Positions met before and lost are kept as 64-bit hashes (a collision could only hide a win).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import permutations

from gamebox.games.goritaire.actions import awake_gorillas, canonical_pay
from gamebox.games.goritaire.engine import apply_move
from gamebox.games.goritaire.moves import (
    Act,
    Arrange,
    Declare,
    Discard,
    End,
    Guess,
    Move,
    Place,
    Play,
    cards_text,
    move_to_text,
)
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, WIN_GROUND, Spot, State

# (deck, Gorillas in hand, Bananas in hand, rows, awake per level, card played, imaginary)
Node = tuple[str, int, int, tuple[str, ...], tuple[int, ...], bool, int]
Macro = tuple  # ("play", card, (row, slot)), ("walk", right), ("scap1",), ("scap3", top, bottom),
#                ("inv1", spot), ("inv2", spot, spot | None), ("end", cooks, g, b)
WIN = "win"


class OutOfBudget(Exception):
    pass


@dataclass
class Proof:
    """What the prover found: "won" (with the line as macro moves), "none" (every line was
    searched: the deal cannot be won) or "unknown" (the budget ran out first)."""

    status: str
    line: list[Macro] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


# ----- the pyramid as rows of text -----------------------------------------------------
def add_ground(rows: tuple[str, ...], awake: tuple[int, ...]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """One more Gorilla on the Ground (awake): every upper row gains a free spot at its end."""
    if not rows:
        return ("G",), (1,)
    upper = tuple(row + "." for row in rows[1:]) + (".",)
    return ("G" * (len(rows) + 1),) + upper, (awake[0] + 1,) + awake[1:] + (0,)


def put(rows: tuple[str, ...], awake: tuple[int, ...], card: str, spot: tuple[int, int]
        ) -> tuple[tuple[str, ...], tuple[int, ...]]:
    if spot[0] == 1:
        return add_ground(rows, awake)
    k, i = spot[0] - 1, spot[1] - 1
    row = rows[k]
    rows = rows[:k] + (row[:i] + card + row[i + 1:],) + rows[k + 1:]
    if card == GORILLA:
        awake = awake[:k] + (awake[k] + 1,) + awake[k + 1:]
    return rows, awake


def upper_spots(rows: tuple[str, ...]) -> list[tuple[int, int]]:
    out = []
    for k in range(1, len(rows)):
        below, row = rows[k - 1], rows[k]
        for i, code in enumerate(row):
            if code == "." and below[i] != "." and below[i + 1] != ".":
                out.append((k + 1, i + 1))
    return out


def plants(rows: tuple[str, ...]) -> int:
    count = 0
    for row in rows[1:]:
        for i, code in enumerate(row):
            if code == "B" and ((i > 0 and row[i - 1] == "G") or (i + 1 < len(row) and row[i + 1] == "G")):
                count += 1
    return count


def gorillas(rows: tuple[str, ...]) -> int:
    return len(rows[0]) + sum(row.count("G") for row in rows[1:]) if rows else 0


def pay(awake: tuple[int, ...], digits: tuple[int, ...]) -> tuple[int, ...] | None:
    """Awake counts after paying `digits` (highest first) with the lowest levels that do it."""
    left = list(awake)
    for digit in digits:
        for level in range(digit - 1, len(left)):
            if left[level]:
                left[level] -= 1
                break
        else:
            return None
    return tuple(left)


def arrangements(cards: str) -> list[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    for perm in set(permutations(cards)):
        text = "".join(perm)
        for cut in range(len(text) + 1):
            out.add((text[:cut], text[cut:]))
    out.discard((cards, ""))  # put back as it was: nothing changes
    return sorted(out)


# ----- moves of the model --------------------------------------------------------------
def children(node: Node, as_printed: bool) -> Iterator[tuple[Macro, Node | None]]:
    """(macro, next node) for every useful move; next node WIN-marked by None with ("end"...)
    when the turn ends in a win (see `end_turn`)."""
    deck, hg, hb, rows, awake, played, imag = node
    ground_spot = (1, len(rows) + 1)
    ups = upper_spots(rows)
    # cards from hand (R3)
    if hg and not played:
        for spot in [ground_spot] + ups:
            r, a = put(rows, awake, GORILLA, spot)
            yield ("play", GORILLA, spot), (deck, hg - 1, hb, r, a, True, imag)
    if hb and (as_printed or not played):
        for spot in ups:
            r, a = put(rows, awake, BANANA, spot)
            yield ("play", BANANA, spot), (deck, hg, hb - 1, r, a, played or not as_printed, imag)
    # Invitations place Gorillas from hand
    if hg:
        after = pay(awake, (2, 1))
        if after is not None:
            for spot in [ground_spot] + ups:
                r, a = put(rows, after, GORILLA, spot)
                yield ("inv1", spot), (deck, hg - 1, hb, r, a, played, imag)
        after = pay(awake, (3, 2))
        if after is not None:
            seen: set[tuple[tuple[str, ...], tuple[int, ...]]] = set()
            for first in [ground_spot] + ups:
                r1, a1 = put(rows, after, GORILLA, first)
                if hg == 1:
                    yield ("inv2", first, None), (deck, 0, hb, r1, a1, played, imag)
                    continue
                for second in [(1, len(r1) + 1)] + upper_spots(r1):
                    r2, a2 = put(r1, a1, GORILLA, second)
                    if (r2, a2) not in seen:
                        seen.add((r2, a2))
                        yield ("inv2", first, second), (deck, hg - 2, hb, r2, a2, played, imag)
    if deck:
        after = pay(awake, (1,))
        if after is not None:
            top = deck[0]
            right = (deck[1:], hg + (top == GORILLA), hb + (top == BANANA), rows, after, played, imag)
            yield ("walk", True), right
            if len(deck) > 1:
                yield ("scap1",), (deck[1:] + top, hg, hb, rows, after, played, imag)
        after = pay(awake, (3,))
        if after is not None and len(deck) > 1:
            seen_cards = deck[:3]
            for top_part, bottom in arrangements(seen_cards):
                new_deck = top_part + deck[len(seen_cards):] + bottom
                if new_deck != deck:
                    yield ("scap3", top_part, bottom), (new_deck, hg, hb, rows, after, played, imag)
    yield from end_turn(node, as_printed)


def cooks(node: Node, as_printed: bool) -> int:
    """How many times to cook at the end of the Action phase: once per two bananas still
    missing, while a Level 2+ Gorilla is awake and a Banana card is in hand. Cooking commutes
    with every other action (it only needs a Banana card and a Level 2+ payer, and later is
    never worse for either), so the prover always cooks last, and exactly this often: one
    more cook would spend a Banana card to replace at most one."""
    _deck, _hg, hb, rows, awake, _played, imag = node
    if not rows:
        return 0
    needed = gorillas(rows) if as_printed else len(rows)
    short = needed - plants(rows) - imag
    return max(0, min(short // 2, sum(awake[1:]), hb))


def end_turn(node: Node, as_printed: bool) -> Iterator[tuple[Macro, Node | None]]:
    """Cook, end the Action phase, eat (R8), keep 7 cards (every choice), then win or start the
    next turn (Awakening, Draw). A win yields (macro, None); a loss yields nothing."""
    deck, hg, hb, rows, _awake, _played, imag = node
    ground = len(rows)
    if ground == 0:
        return  # no Gorilla on the Ground at the end of the turn
    cooked = cooks(node, as_printed)
    hb -= cooked
    imag += 2 * cooked
    needed = gorillas(rows) if as_printed else ground
    from_hand = max(0, needed - plants(rows) - imag)
    if from_hand > hb:
        return
    hb -= from_hand
    excess = hg + hb - HAND_LIMIT
    splits = [(0, 0)] if excess <= 0 else [
        (g, excess - g) for g in range(max(0, excess - hb), min(excess, hg) + 1)]
    for dg, db in splits:
        if ground >= WIN_GROUND:
            yield ("end", cooked, dg, db), None
            return
        if not deck:
            return
        top = deck[0]
        fresh = tuple(len(rows[0]) if k == 0 else rows[k].count("G") for k in range(len(rows)))
        yield ("end", cooked, dg, db), (deck[1:], hg - dg + (top == GORILLA), hb - db + (top == BANANA),
                                        rows, fresh, False, 0)


# ----- the search ----------------------------------------------------------------------
@dataclass(frozen=True)
class Weights:
    """The order in which the search tries moves: the position each leads to, scored by its
    Gorillas per level, Plants, hand, awake Gorillas and any bananas missing for the next meal.
    Only the order depends on it, never what is searched."""

    ground: float = 5.0
    level2: float = 7.0
    level3: float = 16.0
    plant: float = 4.0
    hand_g: float = 2.0
    hand_b: float = 1.2
    starve: float = 8.0
    awake: float = 1.0
    deck: float = 0.0
    cook_aware: bool = False

    def score(self, node: Node | None, as_printed: bool) -> float:
        if node is None:
            return 1e9  # a win
        _deck, hg, hb, rows, awake, _played, _imag = node
        n = len(rows)
        level2 = rows[1].count("G") if n > 1 else 0
        level3 = sum(row.count("G") for row in rows[2:])
        plant = plants(rows)
        eaters = n + level2 + level3 if as_printed else n
        food = plant + hb + (min(level2 + level3, hb) if self.cook_aware else 0)
        return (self.ground * min(n, WIN_GROUND) + self.level2 * level2 + self.level3 * level3
                + self.plant * plant + self.hand_g * min(hg, max(0, WIN_GROUND - n))
                + self.hand_b * min(hb, HAND_LIMIT + 1) - self.starve * max(0, eaters - food)
                + self.awake * sum(awake) + self.deck * len(_deck))


# the orders tried one after another, each with a small budget, before the exhaustive search
PORTFOLIO = (
    Weights(),
    Weights(plant=5.0, starve=5.0),
    Weights(ground=8.0, level2=6.0, level3=12.0, plant=3.0),
    Weights(ground=10.0, level2=4.0, level3=6.0, plant=2.5, awake=0.0),
)

# "As printed" (every Gorilla eats): food first (Plants, cooks, Banana cards), then the Ground
PORTFOLIO_AS_PRINTED = (
    Weights(ground=6.0, level2=4.0, level3=6.0, plant=10.0, starve=20.0, cook_aware=True),
    Weights(ground=8.0, level2=2.0, level3=2.0, plant=15.0, hand_g=2.0, hand_b=2.0, starve=30.0, awake=0.0,
            deck=3.0, cook_aware=True),
    Weights(),
)


class Prover:
    """Depth-first search over the model with a table of lost positions. `weights` orders the
    moves (None: the order `children` gives). It is complete: "none" means no line wins."""

    def __init__(self, as_printed: bool = False, max_nodes: int = 2_000_000, max_seconds: float = 60.0,
                 weights: Weights | None = None) -> None:
        self.as_printed = as_printed
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.weights = weights
        self.nodes = 0
        self.lost: dict[int, list[tuple[int, int]]] = {}
        self.path: list[Macro] = []
        self._deadline = 0.0

    def prove(self, node: Node) -> Proof:
        started = time.perf_counter()
        self._deadline = started + self.max_seconds
        self.nodes = 0
        self.lost.clear()
        self.path = []
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 20000))
        try:
            status = "won" if self._search(node) else "none"
        except OutOfBudget:
            status = "unknown"
        finally:
            sys.setrecursionlimit(limit)
        line = list(self.path) if status == "won" else []
        return Proof(status, line, self.nodes, time.perf_counter() - started)

    def _search(self, node: Node) -> bool:
        deck, hg, hb, rows, awake, played, imag = node
        key = hash((deck, rows, awake, played, imag))
        hands = self.lost.get(key)
        if hands is not None and any(g >= hg and b >= hb for g, b in hands):
            return False  # lost before with as many cards of each kind, or more
        self.nodes += 1
        if self.nodes > self.max_nodes or (self.nodes & 1023 == 0 and time.perf_counter() > self._deadline):
            raise OutOfBudget
        if len(rows) + hg + deck.count(GORILLA) < WIN_GROUND:
            self._lose(key, hg, hb)
            return False
        moves = list(children(node, self.as_printed))
        weights = self.weights
        if weights is not None:
            as_printed = self.as_printed
            moves.sort(key=lambda pair: -weights.score(pair[1], as_printed))
        for macro, child in moves:
            self.path.append(macro)
            if child is None or self._search(child):
                return True
            self.path.pop()
        self._lose(key, hg, hb)
        return False

    def _lose(self, key: int, hg: int, hb: int) -> None:
        """Remember a lost hand, dropping the ones it dominates: with the same deck and pyramid,
        a hand holding as many cards of each kind does everything the smaller one does."""
        hands = self.lost.setdefault(key, [])
        hands[:] = [(g, b) for g, b in hands if not (g <= hg and b <= hb)]
        hands.append((hg, hb))


def prove(node: Node, as_printed: bool, quick_nodes: int = 4000, max_nodes: int = 300_000,
          max_seconds: float = 120.0) -> Proof:
    """Each order of the portfolio with `quick_nodes`, then the first one again until it wins,
    shows there is no win, or has searched `max_nodes` positions."""
    started = time.perf_counter()
    spent = 0
    portfolio = PORTFOLIO_AS_PRINTED if as_printed else PORTFOLIO
    for weights in portfolio[1:]:
        quick = Prover(as_printed, quick_nodes, max_seconds, weights).prove(node)
        spent += quick.nodes
        if quick.status != "unknown":
            quick.nodes, quick.seconds = spent, time.perf_counter() - started
            return quick
    full = Prover(as_printed, max_nodes, max(1.0, max_seconds - (time.perf_counter() - started)), portfolio[0])
    proof = full.prove(node)
    proof.nodes += spent
    proof.seconds = time.perf_counter() - started
    return proof


# ----- between the model and the engine ------------------------------------------------
def node_of(state: State) -> Node:
    """The model of an engine position in its Action phase with nothing pending."""
    ground = state.ground_gorillas()
    rows = (["G" * ground] if ground else []) + ["." * (ground - k) for k in range(1, ground)]
    awake = [0] * ground
    base = state.ground()[0] if ground else 1
    for (row, slot), code in state.area.items():
        if row >= 2:
            text = rows[row - 1]
            i = slot - base
            rows[row - 1] = text[:i] + ("B" if code == BANANA else "G") + text[i + 1:]
        if code == GORILLA:
            awake[row - 1] += 1
    return ("".join(state.deck), state.hand_g, state.hand_b, tuple(rows), tuple(awake), state.played,
            state.imaginary)


def greedy_pay(state: State, digits: tuple[int, ...]) -> tuple[Spot, ...]:
    """The engine's Gorillas for a cost paid with the lowest levels, leftmost first."""
    awake = sorted(awake_gorillas(state))
    chosen: list[Spot] = []
    for digit in sorted(digits, reverse=True):
        spot = next(s for s in awake if s[0] >= digit and s not in chosen)
        chosen.append(spot)
    return canonical_pay(tuple(chosen))


def engine_moves(state: State, macro: Macro) -> list[Move]:
    """The engine's moves for one macro move, in the position `state` (slots of the model
    count from the Ground's first card)."""
    base = state.ground()[0] if state.ground() else 1

    def spot(s: tuple[int, int]) -> Spot:
        return (s[0], s[1] + base - 1)

    kind = macro[0]
    if kind == "play":
        return [Play(macro[1], spot(macro[2]))]
    if kind == "walk":
        top = state.deck[0]
        guess = top if macro[1] else (BANANA if top == GORILLA else GORILLA)
        return [Act("walking", greedy_pay(state, (1,))), Guess(guess)]
    if kind == "scap1":
        return [Act("scapulimancy1", greedy_pay(state, (1,))), Arrange("", state.deck[0])]
    if kind == "scap3":
        return [Act("scapulimancy3", greedy_pay(state, (3,))), Arrange(macro[1], macro[2])]
    if kind == "inv1":
        return [Act("invitation1", greedy_pay(state, (2, 1))), Place(spot(macro[1]))]
    if kind == "inv2":
        out: list[Move] = [Act("invitation2", greedy_pay(state, (3, 2))), Place(spot(macro[1]))]
        if macro[2] is not None:
            out.append(Place(spot(macro[2])))
        return out
    if kind == "end":
        out = []
        for _ in range(macro[1]):
            out.append(Act("cooking2", greedy_pay(state, (2,))))
            state, _events = apply_move(state, out[-1])
        out.append(End())
        if macro[2] + macro[3]:
            out.append(Discard(cards_text(macro[2], macro[3])))
        return out
    raise ValueError(f"not a prover move: {macro!r}")


def engine_line(state: State, line: list[Macro]) -> list[Move]:
    """The line as engine moves, replayed through the engine; ValueError unless it wins."""
    moves: list[Move] = []
    for macro in line:
        for move in engine_moves(state, macro):
            state, _events = apply_move(state, move)
            moves.append(move)
    if state.phase == "end":
        state, _events = apply_move(state, Declare())
        moves.append(Declare())
    if state.outcome != "won":
        raise ValueError(f"the line does not win: {state.reason or state.phase}")
    return moves


def prove_deal(gorillas_in_deck: int, as_printed: bool, seed: int, quick_nodes: int = 4000,
               max_nodes: int = 300_000, max_seconds: float = 120.0) -> tuple[Proof, list[str]]:
    """Prove one deal; for a win also the line in the CLI's notation, checked by the engine."""
    from gamebox.games.goritaire.rules import new_state

    state = new_state(gorillas_in_deck, False, seed, as_printed)
    proof = prove(node_of(state), as_printed, quick_nodes, max_nodes, max_seconds)
    texts: list[str] = []
    if proof.status == "won":
        texts = [move_to_text(m) for m in engine_line(state, proof.line)]
    return proof, texts
