"""Which plays a tree accepts (G5-G7): checking one play, listing all, and fast tests.

A hand is a sorted tuple of card ints; Copy cards (COPY) are identical and sort last.
A Copy takes the colour and rank of a number card of the same play (G5). As GameBox reads it,
that choice never changes what a play is worth: on a rank tree it must repeat the rank, in a
Flush the colour, in a Straight it would repeat a rank (so a Straight never holds one), and an
Any play only counts cards. So a play names its cards and the engine finds the assignment.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from gamebox.core.describe import number_article
from gamebox.games.girafferaffe.cards import COLOURS, COPY, colour_of, rank_of
from gamebox.games.girafferaffe.trees import Tree

Play = tuple[int, ...]


def top_rank(top: Play | None) -> int:
    if not top:
        return 0
    return max(rank_of(c) for c in top)


def need_count(top: Play | None) -> int:
    """G7: the first play needs 3 cards, later ones one more than the play on top."""
    return 3 if not top else len(top) + 1


def _rank_word(rank: int) -> str:
    return f"{rank}s"


def play_problem(tree: Tree, cards: Play, top: Play | None) -> str | None:
    """Why `cards` may not go on `tree` with `top` on it (None: the play is legal)."""
    if not cards:
        return "Choose at least one card to play"
    nums = [c for c in cards if c != COPY]
    copies = len(cards) - len(nums)
    label = f"{tree.label} tree"
    if tree.kind == "single" and copies:
        return f"{label}: Copy cards never go on a Single tree"
    if copies and not nums:
        return "A Copy card must be played with at least one number card"
    if tree.kind == "single":
        if len(cards) != 1:
            return f"{label}: play exactly one card"
        card = nums[0]
        if colour_of(card) not in tree.colours:
            allowed = " or ".join(COLOURS[c] for c in tree.colours)
            return f"{label}: takes only {allowed} cards"
        if rank_of(card) <= top_rank(top):
            return f"{label}: {number_article(rank_of(card))} does not beat the {top_rank(top)} on top"
        return None
    if tree.kind == "kind":
        if len(cards) != tree.size:
            return f"{label}: play exactly {tree.size} cards of one rank"
        ranks = {rank_of(c) for c in nums}
        if len(ranks) != 1:
            return f"{label}: {'both' if tree.size == 2 else f'all {tree.size}'} cards must have the same rank"
        rank = ranks.pop()
        if rank <= top_rank(top):
            return f"{label}: {_rank_word(rank)} don't beat the {_rank_word(top_rank(top))} on top"
        return None
    need = need_count(top)
    if len(cards) < need:
        if top:
            return f"{label}: play at least {need} cards (one more than the {len(top)} on top)"
        return f"{label}: the first play needs at least 3 cards"
    if tree.kind == "straight":
        if copies:
            return f"{label}: a Copy would repeat a rank, so it cannot be part of a Straight"
        ranks_list = sorted(rank_of(c) for c in nums)
        if len(set(ranks_list)) != len(ranks_list):
            return f"{label}: the ranks must all be different"
        if ranks_list[-1] - ranks_list[0] != len(ranks_list) - 1:
            return f"{label}: the ranks must follow each other without a gap"
        return None
    if tree.kind == "flush":
        if len({colour_of(c) for c in nums}) != 1:
            return f"{label}: all cards must have one colour"
        return None
    return None  # any


def is_legal(tree: Tree, cards: Play, top: Play | None) -> bool:
    return play_problem(tree, cards, top) is None


def split_hand(hand: Play) -> tuple[list[int], int]:
    nums = [c for c in hand if c != COPY]
    return nums, len(hand) - len(nums)


def _by_rank(nums: list[int]) -> dict[int, list[int]]:
    groups: dict[int, list[int]] = {}
    for c in nums:
        groups.setdefault(rank_of(c), []).append(c)
    return groups


def _by_colour(nums: list[int]) -> dict[int, list[int]]:
    groups: dict[int, list[int]] = {}
    for c in nums:
        groups.setdefault(colour_of(c), []).append(c)
    return groups


def iter_plays(tree: Tree, hand: Play, top: Play | None) -> Iterator[Play]:
    """Every legal play of `hand` on `tree` (each multiset once), smallest plays first."""
    nums, copies = split_hand(hand)
    if tree.kind == "single":
        low = top_rank(top)
        for c in nums:
            if colour_of(c) in tree.colours and rank_of(c) > low:
                yield (c,)
        return
    if tree.kind == "kind":
        low = top_rank(top)
        n = tree.size
        for rank, group in sorted(_by_rank(nums).items()):
            if rank <= low:
                continue
            for j in range(max(0, n - len(group)), min(copies, n - 1) + 1):
                for combo in combinations(group, n - j):
                    yield tuple(sorted(combo)) + (COPY,) * j
        return
    need = need_count(top)
    if tree.kind == "straight":
        groups = _by_rank(nums)
        for length in range(need, 16):
            for start in range(1, 17 - length):
                if all(r in groups for r in range(start, start + length)):
                    for choice in product(*(groups[r] for r in range(start, start + length))):
                        yield tuple(sorted(choice))
        return
    if tree.kind == "flush":
        groups = _by_colour(nums)
        for size in range(need, len(hand) + 1):
            for colour in sorted(groups):
                group = groups[colour]
                for j in range(min(copies, size - 1) + 1):
                    if size - j > len(group):
                        continue
                    for combo in combinations(group, size - j):
                        yield combo + (COPY,) * j
        return
    for size in range(need, len(hand) + 1):  # any
        for j in range(min(copies, size - 1) + 1):
            if size - j > len(nums):
                continue
            for combo in combinations(nums, size - j):
                yield combo + (COPY,) * j


def has_play(tree: Tree, hand: Play, top: Play | None) -> bool:
    """Fast: does `hand` hold any legal play on `tree`?"""
    nums, copies = split_hand(hand)
    if not nums:
        return False
    if tree.kind == "single":
        low = top_rank(top)
        return any(colour_of(c) in tree.colours and rank_of(c) > low for c in nums)
    if tree.kind == "kind":
        low = top_rank(top)
        counts = _by_rank(nums)
        return any(r > low and len(g) + copies >= tree.size for r, g in counts.items())
    need = need_count(top)
    if len(hand) < need:
        return False
    if tree.kind == "straight":
        ranks = {rank_of(c) for c in nums}
        run = best = 0
        for r in range(1, 16):
            run = run + 1 if r in ranks else 0
            best = max(best, run)
        return best >= need
    if tree.kind == "flush":
        return max(len(g) for g in _by_colour(nums).values()) + copies >= need
    return True


def reading(play: Play) -> list[tuple[int, int | None]]:
    """A play as a table shows it: number cards in rank order, each Copy right after the card
    it copies (G5: the copy changes nothing about the play, so GameBox reads the i-th Copy as
    the i-th number card, lowest first). Pairs (card, copied): copied is None for a number card."""
    nums = sorted((c for c in play if c != COPY), key=lambda c: (rank_of(c), colour_of(c)))
    copies = len(play) - len(nums)
    if not nums:
        return [(COPY, None)] * copies
    targets = [nums[i % len(nums)] for i in range(copies)]
    out: list[tuple[int, int | None]] = []
    for c in nums:
        out.append((c, None))
        out.extend((COPY, c) for t in targets if t == c)
    return out
