"""Hypothesis property tests: play checking, listing and the fast tests agree (G5-G7, G13)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from gamebox.games.girafferaffe.cards import ALL_CARDS, COPY, NUMBER_CARDS, rank_of
from gamebox.games.girafferaffe.choose import candidate_plays, robot_options
from gamebox.games.girafferaffe.plays import has_play, is_legal, iter_plays, need_count
from gamebox.games.girafferaffe.trees import ALL_TREES

TREES = sorted(ALL_TREES)

hands = st.tuples(
    st.lists(st.sampled_from(NUMBER_CARDS), max_size=7, unique=True),
    st.integers(min_value=0, max_value=2),
).map(lambda pair: tuple(sorted(pair[0])) + (COPY,) * pair[1])

tops = st.one_of(
    st.none(),
    st.lists(st.sampled_from(NUMBER_CARDS), min_size=1, max_size=5, unique=True).map(lambda c: tuple(sorted(c))),
)


def all_submultisets(hand: tuple[int, ...]) -> set[tuple[int, ...]]:
    out = set()
    for size in range(1, len(hand) + 1):
        for combo in combinations(hand, size):
            out.add(tuple(sorted(combo)))
    return out


def realistic_top(tree_name: str, top: tuple[int, ...] | None) -> tuple[int, ...] | None:
    """Rank trees hold one rank on top: keep only cards of the first card's rank."""
    if top is None or not ALL_TREES[tree_name].ranked:
        return top
    rank = rank_of(top[0])
    return tuple(c for c in top if rank_of(c) == rank)


@settings(max_examples=300, deadline=None)
@given(hand=hands, tree_name=st.sampled_from(TREES), top=tops)
def test_listing_is_complete_and_sound_G5_G6_G7(hand: tuple[int, ...], tree_name: str,
                                                top: tuple[int, ...] | None) -> None:
    tree = ALL_TREES[tree_name]
    top = realistic_top(tree_name, top)
    listed = list(iter_plays(tree, hand, top))
    assert len(listed) == len(set(listed)), "a play is listed twice"
    brute = {p for p in all_submultisets(hand) if is_legal(tree, p, top)}
    assert set(listed) == brute
    assert has_play(tree, hand, top) == bool(brute)


@settings(max_examples=300, deadline=None)
@given(hand=hands, tree_name=st.sampled_from(TREES), top=tops)
def test_candidates_are_legal_and_present_when_a_play_exists(hand: tuple[int, ...], tree_name: str,
                                                             top: tuple[int, ...] | None) -> None:
    tree = ALL_TREES[tree_name]
    top = realistic_top(tree_name, top)
    candidates = list(candidate_plays(tree, hand, top))
    assert all(is_legal(tree, p, top) for p in candidates)
    assert bool(candidates) == has_play(tree, hand, top)


@settings(max_examples=300, deadline=None)
@given(hand=hands, tree_name=st.sampled_from(TREES), top=tops)
def test_robot_options_are_minimal_and_differ_only_by_colour_G13(hand: tuple[int, ...], tree_name: str,
                                                                 top: tuple[int, ...] | None) -> None:
    tree = ALL_TREES[tree_name]
    top = realistic_top(tree_name, top)
    options = robot_options(tree, hand, top)
    assert bool(options) == has_play(tree, hand, top)
    if not options:
        return
    size = tree.size if tree.ranked else need_count(top)
    assert all(len(p) == size and is_legal(tree, p, top) for p in options)
    shapes = {(p.count(COPY), tuple(sorted(rank_of(c) for c in p))) for p in options}
    assert len(shapes) == 1, "options must differ by colour only"
    copies = options[0].count(COPY)
    ranks = sorted((rank_of(c) for c in options[0] if c != COPY), reverse=True)
    for other in iter_plays(tree, hand, top):
        if len(other) != size:
            continue
        other_copies = other.count(COPY)
        if copies:
            assert other_copies > 0, "Copy cards used although the tree has a play without them"
        elif other_copies:
            continue
        other_ranks = sorted((rank_of(c) for c in other if c != COPY), reverse=True)
        assert other_ranks >= ranks, "a lower-ranked play exists"
        if other_ranks == ranks:
            assert other_copies >= copies, "as low a play with fewer Copy cards exists"


def test_the_deck_has_64_cards_G1() -> None:
    assert len(ALL_CARDS) == 64 and ALL_CARDS.count(COPY) == 4 and len(set(NUMBER_CARDS)) == 60
