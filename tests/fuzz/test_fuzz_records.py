"""Any bytes, any JSON and any damaged real record given to `replay`: exit 0 or 2 with the
stream rules, never a traceback; a record that replays prints one line a move."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.cli_runner import FUZZ, cli, per_game
from tests.fuzz.known import PARSER_CRASHES
from tests.fuzz.strategies import (
    GAME_IDS,
    binary_variants,
    damaged,
    dump,
    game_point,
    json_values,
    record_doc,
)

SEATS = st.none() | st.integers(0, 5)


def _seat_args(seat: int | None) -> list[str]:
    return [] if seat is None else ["--seat", str(seat)]


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data(), seat=SEATS)
def test_arbitrary_bytes_and_json_as_a_record(game_id: str, data: st.DataObject, seat: int | None) -> None:
    doc = record_doc(game_id, *data.draw(game_point(game_id, 12)))
    raw = data.draw(binary_variants(doc) | json_values.map(dump))
    cli(["replay", game_id, "--record", "-", *_seat_args(seat)], stdin=raw)


@pytest.mark.parametrize("game_id", per_game(PARSER_CRASHES))
@FUZZ
@given(data=st.data(), seat=SEATS)
def test_damaged_records_are_refused_or_told(game_id: str, data: st.DataObject, seat: int | None) -> None:
    doc = record_doc(game_id, *data.draw(game_point(game_id, 12)))
    root = data.draw(st.sampled_from([(), ("moves",), ("config",)]))
    bent = data.draw(damaged(doc, root))
    outcome = cli(["replay", game_id, "--record", "-", *_seat_args(seat)], stdin=dump(bent))
    if outcome.code == 0:
        assert len(outcome.out.splitlines()) == len(json.loads(dump(bent))["moves"])
