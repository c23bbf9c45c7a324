"""Plays picked by rule: the reduced candidate list for computer players, and the Robot's
play (G13).

Candidate reduction (documented in resources/rules/girafferaffe.md): Single trees keep every
legal card; n-of-a-kind trees keep every colour combination of each rank using as few Copy
cards as possible; a Straight keeps one play per run (start, length), taking for each rank
the card of the colour the hand holds most of; a Flush keeps, per colour and size, the
lowest cards of that colour (Copies only to reach the size); Any keeps, per size, the lowest
cards of the hand (Copies only to reach the size).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations

from gamebox.games.girafferaffe.cards import COPY, rank_of
from gamebox.games.girafferaffe.plays import (
    Play,
    has_play,
    iter_plays,
    need_count,
    top_rank,
)
from gamebox.games.girafferaffe.trees import Tree


@dataclass(frozen=True)
class HandFacts:
    """What the candidate lists need of a hand, computed once per position."""

    size: int
    copies: int
    by_rank: dict[int, list[int]]  # number cards by rank (colour order inside)
    by_colour: list[list[int]]  # number cards by colour, lowest rank first
    low_first: list[int]  # number cards, lowest rank first
    straight_pick: dict[int, int]  # per rank, the card of the colour held most


def hand_facts(hand: Play) -> HandFacts:
    by_rank: dict[int, list[int]] = {}
    by_colour: list[list[int]] = [[], [], [], []]
    copies = 0
    for c in hand:
        if c == COPY:
            copies += 1
            continue
        by_rank.setdefault(c & 15, []).append(c)
        by_colour[c >> 4].append(c)
    for group in by_colour:
        group.sort(key=lambda c: c & 15)
    low_first = sorted((c for c in hand if c != COPY), key=lambda c: c & 15)
    counts = [len(g) for g in by_colour]
    pick = {r: max(group, key=lambda c: counts[c >> 4]) for r, group in by_rank.items()}
    return HandFacts(len(hand), copies, by_rank, by_colour, low_first, pick)


def candidate_plays(tree: Tree, hand: Play, top: Play | None, facts: HandFacts | None = None) -> Iterator[Play]:
    """A reduced, finite set of legal plays of `hand` on `tree` (see the module text)."""
    f = facts or hand_facts(hand)
    if not f.low_first:
        return
    copies = f.copies
    if tree.kind == "single":
        low = top_rank(top)
        for c in f.low_first:
            if (c >> 4) in tree.colours and (c & 15) > low:
                yield (c,)
        return
    if tree.kind == "kind":
        low = top_rank(top)
        n = tree.size
        for rank in sorted(f.by_rank):
            group = f.by_rank[rank]
            j = max(0, n - len(group))
            if rank <= low or j > min(copies, n - 1):
                continue
            for combo in combinations(group, n - j):
                yield combo + (COPY,) * j
        return
    need = need_count(top)
    if f.size < need:
        return
    if tree.kind == "straight":
        ranks = f.straight_pick
        run_start = 0
        for r in range(1, 17):  # each maximal run, then its sub-runs of length >= need
            if r in ranks:
                if not run_start:
                    run_start = r
                continue
            if run_start and r - run_start >= need:
                for length in range(need, r - run_start + 1):
                    for first in range(run_start, r - length + 1):
                        yield tuple(sorted(ranks[x] for x in range(first, first + length)))
            run_start = 0
        return
    if tree.kind == "flush":
        for group in f.by_colour:
            if not group:
                continue
            for size in range(need, len(group) + copies + 1):
                j = max(0, size - len(group))
                yield tuple(sorted(group[: size - j])) + (COPY,) * j
        return
    nums = len(f.low_first)
    for size in range(need, f.size + 1):  # any
        j = max(0, size - nums)
        yield tuple(sorted(f.low_first[: size - j])) + (COPY,) * j


def _robot_key(play: Play) -> tuple[bool, tuple[int, ...], int]:
    """G13 order: a play without Copy cards first (Copies only where the tree has no play
    without them), then the lowest ranks (highest card compared first), then the fewest
    Copy cards (R5 = = before R7 B7 = on 3 of a Kind: the lower rank decides)."""
    copies = play.count(COPY)
    return copies > 0, tuple(sorted((rank_of(c) for c in play if c != COPY), reverse=True)), copies


def _lowest_for_any(hand: Play, need: int) -> Play:
    """The part of a hand the Robot's Any play can come from: with enough number cards, only
    those up to the rank of the need-th lowest (so the listing stays small for a big hand)."""
    nums = sorted((c for c in hand if c != COPY), key=lambda c: c & 15)
    if len(nums) < need:
        return hand
    bound = nums[need - 1] & 15
    return tuple(sorted(c for c in nums if c & 15 <= bound))


def robot_options(tree: Tree, hand: Play, top: Play | None) -> list[Play]:
    """The Robot's best plays on `tree` (G13): the minimum number of cards, Copy cards only
    when the tree has no play without them, the lowest ranks; several options only when they
    differ by colour alone."""
    if not has_play(tree, hand, top):
        return []
    size = tree.size if tree.ranked else need_count(top)
    if tree.kind == "any":
        hand = _lowest_for_any(hand, size)
    best_key: tuple[bool, tuple[int, ...], int] | None = None
    options: list[Play] = []
    for play in iter_plays(tree, hand, top):
        if len(play) > size:
            break
        key = _robot_key(play)
        if best_key is None or key < best_key:
            best_key, options = key, [play]
        elif key == best_key and play not in options:
            options.append(play)
        elif tree.kind == "straight":
            break  # plays come run by run, lowest first: the first run holds every option
    return options
