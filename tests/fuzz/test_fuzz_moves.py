"""Move texts with arbitrary Unicode, and real move texts with their digits in other scripts:
exit 0 or 2 with the stream rules, never a traceback; a number is read only from ASCII digits,
so a move holding any other digit is refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.cli_runner import FUZZ, cli, per_game
from tests.fuzz.known import PARSER_CRASHES, UNICODE_NUMBERS
from tests.fuzz.strategies import NUMBERISH, UNICODE_DIGITS, dump, game_point, played

ODD = UNICODE_DIGITS + NUMBERISH + " ;,.-+@=?\x00\u200b\u0301İK\n"


@st.composite
def bent_move(draw: st.DrawFn, legal: list[str]) -> str:
    """A legal move's text with characters changed, inserted or removed."""
    text = draw(st.sampled_from(legal))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["insert", "replace", "remove", "by a digit"]))
        char = draw(st.sampled_from(ODD) | st.characters())
        digits = [i for i, c in enumerate(text) if c.isascii() and c.isdigit()]
        if op == "by a digit" and digits:  # a number-like character next to a number
            at = draw(st.sampled_from(digits)) + draw(st.integers(0, 1))
            text = text[:at] + draw(st.sampled_from(UNICODE_DIGITS + NUMBERISH)) + text[at:]
        elif op == "insert":
            text = text[:at] + char + text[at:]
        elif op == "replace":
            text = text[:at] + char + text[at + 1:]
        else:
            text = text[:at] + text[at + 1:]
    return text


def _foreign_digits(text: str, script_zero: str, which: set[int] | None = None) -> str:
    """`text` with its ASCII digits (those at the indices in `which`; default all) written in
    the script whose zero is `script_zero`."""
    base = ord(script_zero)
    return "".join(chr(base + int(c)) if c.isascii() and c.isdigit() and (which is None or i in which) else c
                   for i, c in enumerate(text))


@pytest.mark.parametrize("game_id", per_game(PARSER_CRASHES))
@FUZZ
@given(data=st.data())
def test_any_move_text_is_played_or_refused(game_id: str, data: st.DataObject) -> None:
    doc, _, legal = played(game_id, *data.draw(game_point(game_id)))
    texts = st.text(max_size=30) | (bent_move(legal) if legal else st.text(max_size=30))
    text = data.draw(texts)
    cli(["play", game_id, "--position", "-", "--moves", text], stdin=dump(doc))


@pytest.mark.parametrize("game_id", per_game(UNICODE_NUMBERS))
@FUZZ
@given(data=st.data())
def test_digits_of_other_scripts_are_not_numbers(game_id: str, data: st.DataObject) -> None:
    doc, _, legal = played(game_id, *data.draw(game_point(game_id)))
    numbered = [m for m in legal if any(c.isascii() and c.isdigit() for c in m)]
    if not numbered:
        return
    zero = data.draw(st.sampled_from("٠۰०০０𝟎᠐߀"))
    move = data.draw(st.sampled_from(numbered))
    places = [i for i, c in enumerate(move) if c.isascii() and c.isdigit()]
    which = set(data.draw(st.lists(st.sampled_from(places), min_size=1, unique=True)))
    text = _foreign_digits(move, zero, which)
    outcome = cli(["play", game_id, "--position", "-", "--moves", text], stdin=dump(doc))
    assert outcome.code == 2, f"{game_id} read {text!r} as a move"


def test_foreign_digits_helper() -> None:
    assert _foreign_digits("place -1,2 r90", "\u0660") == "place -\u0661,\u0662 r\u0669\u0660"
    assert _foreign_digits("place -1,2 r90", "\u0660", {12, 13}) == "place -1,2 r\u0669\u0660"
