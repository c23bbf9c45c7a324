"""Names.shortened: long player names cut for a table's panels, never two alike."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gamebox.core.describe import Names


def test_a_long_name_loses_its_end() -> None:
    names = Names(("Alexandra Konstantinopoulou", "Bob"), None).shortened(16)
    assert names.labels == ("Alexandra Konst\u2026", "Bob")


def test_names_that_would_look_alike_lose_their_middle() -> None:
    long = "Maximiliana Rosalind Petrovskaya-Smith"
    names = Names((f"{long} 1", f"{long} 2", "You"), 2).shortened(16)
    assert names.labels == ("Maximili\u2026Smith 1", "Maximili\u2026Smith 2", "You")
    assert names(2) == "You" and names.is_you(2)


@given(st.lists(st.text(min_size=1, max_size=40), min_size=1, max_size=5, unique=True), st.integers(8, 20))
def test_shortened_names_fit_and_stay_apart_where_their_ends_differ(labels: list[str], limit: int) -> None:
    short = Names(tuple(labels), None).shortened(limit).labels
    assert all(len(s) <= limit for s in short)
    assert all(s == label for s, label in zip(short, labels) if len(label) <= limit)
    tails = {label[-((limit - 1) // 2):] for label in labels}
    if len(tails) == len(labels) and all(len(label) > limit for label in labels):
        assert len(set(short)) == len(short)


def test_given_names_become_one_line_of_plain_text() -> None:
    names = Names.for_table(("human", "human", "human"), None, ("Ann\nMarie", " Bob\t\x07 Smith ", "\u200e"))
    assert names.labels == ("Ann Marie", "Bob Smith", "Player 3")
