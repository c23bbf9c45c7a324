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
from itertools import combinations

from gamebox.games.girafferaffe.cards import COPY, colour_of, rank_of
from gamebox.games.girafferaffe.plays import (
    Play,
    has_play,
    iter_plays,
    need_count,
    split_hand,
    top_rank,
)
from gamebox.games.girafferaffe.trees import Tree


def candidate_plays(tree: Tree, hand: Play, top: Play | None) -> Iterator[Play]:
    """A reduced, finite set of legal plays of `hand` on `tree`."""
    if not has_play(tree, hand, top):
        return
    nums, copies = split_hand(hand)
    if tree.kind == "single":
        yield from iter_plays(tree, hand, top)
        return
    if tree.kind == "kind":
        low = top_rank(top)
        n = tree.size
        groups: dict[int, list[int]] = {}
        for c in nums:
            groups.setdefault(rank_of(c), []).append(c)
        for rank in sorted(groups):
            group = groups[rank]
            j = max(0, n - len(group))
            if rank <= low or j > min(copies, n - 1):
                continue
            for combo in combinations(group, n - j):
                yield combo + (COPY,) * j
        return
    need = need_count(top)
    colour_count = [0] * 4
    for c in nums:
        colour_count[colour_of(c)] += 1
    if tree.kind == "straight":
        best: dict[int, int] = {}
        for c in nums:
            r = rank_of(c)
            if r not in best or colour_count[colour_of(c)] > colour_count[colour_of(best[r])]:
                best[r] = c
        for length in range(need, 16):
            for start in range(1, 17 - length):
                if all(r in best for r in range(start, start + length)):
                    yield tuple(sorted(best[r] for r in range(start, start + length)))
        return
    if tree.kind == "flush":
        for colour in range(4):
            group = sorted((c for c in nums if colour_of(c) == colour), key=rank_of)
            if not group:
                continue
            for size in range(need, len(group) + copies + 1):
                j = max(0, size - len(group))
                yield tuple(sorted(group[: size - j])) + (COPY,) * j
        return
    low_first = sorted(nums, key=rank_of)
    for size in range(need, len(hand) + 1):  # any
        j = max(0, size - len(nums))
        if size - j >= 1:
            yield tuple(sorted(low_first[: size - j])) + (COPY,) * j


def _robot_key(play: Play) -> tuple[int, tuple[int, ...]]:
    """G13 order: fewest Copy cards, then the lowest ranks (highest card compared first)."""
    copies = play.count(COPY)
    return copies, tuple(sorted((rank_of(c) for c in play if c != COPY), reverse=True))


def robot_options(tree: Tree, hand: Play, top: Play | None) -> list[Play]:
    """The Robot's best plays on `tree` (G13): the minimum number of cards, Copy cards only
    when needed, the lowest ranks; several options only when they differ by colour alone."""
    if not has_play(tree, hand, top):
        return []
    size = tree.size if tree.ranked else need_count(top)
    best_key: tuple[int, tuple[int, ...]] | None = None
    options: list[Play] = []
    for play in iter_plays(tree, hand, top):
        if len(play) > size:
            break
        key = _robot_key(play)
        if best_key is None or key < best_key:
            best_key, options = key, [play]
        elif key == best_key and play not in options:
            options.append(play)
    return options
