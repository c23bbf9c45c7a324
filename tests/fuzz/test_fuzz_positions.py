"""Any bytes, any JSON and any damaged real position given to `legal` and `play` as a position
file or on standard input: exit 0 or 2 with the stream rules, never a traceback. An accepted
position must then list its moves, take one and let a computer level hint at one without
failing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamebox.registry import get_info
from tests.fuzz.cli_runner import FUZZ, cli, per_game
from tests.fuzz.known import POSITION_CRASHES, REPRODUCERS
from tests.fuzz.strategies import GAME_IDS, binary_variants, damaged, dump, game_point, json_values, played


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(data=st.data())
def test_arbitrary_bytes_as_a_position(game_id: str, data: st.DataObject, tmp_path: Path) -> None:
    doc, _, _ = played(game_id, *data.draw(game_point(game_id)))
    raw = data.draw(binary_variants(doc))
    path = tmp_path / "position.bin"
    path.write_bytes(raw)
    via_file = cli(["legal", game_id, "--position", str(path), "--limit", "3"])
    via_stdin = cli(["legal", game_id, "--position", "-", "--limit", "3"], stdin=raw)
    assert via_file.code == via_stdin.code and via_file.out == via_stdin.out


@pytest.mark.parametrize("game_id", GAME_IDS)
@FUZZ
@given(value=json_values, whole=st.booleans())
def test_arbitrary_json_as_a_position(game_id: str, value: object, whole: bool) -> None:
    doc = value if whole else {"format": "gamebox-position", "version": 1, "game": game_id, "state": value}
    cli(["legal", game_id, "--position", "-", "--limit", "3"], stdin=dump(doc))


@pytest.mark.parametrize("game_id", per_game(POSITION_CRASHES))
@FUZZ
@given(data=st.data())
def test_damaged_positions_are_refused_or_playable(game_id: str, data: st.DataObject) -> None:
    doc, _, legal = played(game_id, *data.draw(game_point(game_id)))
    raw = dump(data.draw(damaged(doc)))
    listed = cli(["legal", game_id, "--position", "-", "--limit", "20"], stdin=raw)
    if listed.code != 0:
        return
    moves = listed.out.splitlines() + legal[:2]
    if moves:
        cli(["play", game_id, "--position", "-", "--moves", data.draw(st.sampled_from(moves))], stdin=raw)
    level = data.draw(st.sampled_from(get_info(game_id).ai_levels))
    cli(["hint", game_id, "--position", "-", "--level", level], stdin=raw)  # the computer on an odd position


def _reproducers() -> list[Any]:
    return [pytest.param(name, marks=pytest.mark.xfail(raises=kind, reason=reason, strict=False))
            if game_id in POSITION_CRASHES else name
            for name, (game_id, _, kind, reason) in sorted(REPRODUCERS.items())]


@pytest.mark.parametrize("name", _reproducers())
def test_known_reproducers(name: str) -> None:
    """Each damaged position a fuzzer found: refused, or every listed move played or refused."""
    game_id, moves, _, _ = REPRODUCERS[name]
    path = Path(__file__).parent / "repro" / name
    if cli(["legal", game_id, "--position", str(path)]).code == 0:
        for move in moves:
            cli(["play", game_id, "--position", str(path), "--moves", move])


def _refusal(game_id: str, change: Any) -> str:
    import json

    doc = json.loads(cli(["new", game_id, "--seed", "1"]).out)
    change(doc)
    outcome = cli(["legal", game_id, "--position", "-"], stdin=dump(doc))
    assert outcome.code == 2
    return outcome.err


@pytest.mark.parametrize("game_id, change, says", [
    ("trio", lambda d: d.update(game=None), 'this position is for null, not "trio"'),
    ("trio", lambda d: d["state"]["hands"].append([]), "the hands: 3 entries, at most 2 are possible"),
    ("sifaka", lambda d: d["state"]["placed"][0].__setitem__(3, {"a": None}), 'is turned {"a": null}: a card turns'),
])
def test_refusals_quote_the_file_as_it_is_written(game_id: str, change: Any, says: str) -> None:
    """Python's words had shown through: "for None", "turned {'a': None}", "the hands holds"."""
    err = _refusal(game_id, change)
    assert says in err, err
    assert "None" not in err and "'" not in err.replace("'s ", ""), err
