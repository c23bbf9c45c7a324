"""Golden scenarios for T3-T7: position + moves + expected outcome, one JSON file each."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gamebox.core.errors import IllegalMove
from gamebox.games.trio.cards import card_name
from gamebox.games.trio.rules import GAME
from gamebox.games.trio.state import TrioState
from tests.games.trio.trio_positions import build

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def _names(cards: Any) -> list[str]:
    return [card_name(c) for c in cards]


def check(state: TrioState, events: list[Any], expect: dict[str, Any], where: str) -> None:
    for key, want in expect.items():
        if key == "events":
            assert [e.kind for e in events] == want, where
        elif key == "event_data":
            for kind, fields in want.items():
                found = [e for e in events if e.kind == kind]
                assert found, f"{where}: no {kind} event"
                for name, value in fields.items():
                    assert found[0].data[name] == value, f"{where}: {kind}.{name}"
        elif key == "trios":
            assert list(state.trios) == want, where
        elif key == "turn":
            assert state.turn == want, where
        elif key == "phase":
            assert state.phase == want, where
        elif key == "bargains":
            assert list(state.bargains) == want, where
        elif key == "columns":
            assert [[_names(col) for col in side] for side in state.columns] == want, where
        elif key == "discard":
            assert _names(state.discard) == want, where
        elif key == "hands":
            for seat, cards in want.items():
                assert Counter(_names(state.hands[int(seat)])) == Counter(cards), where
        elif key == "hand_has":
            for seat, cards in want.items():
                assert not Counter(cards) - Counter(_names(state.hands[int(seat)])), where
        elif key == "hand_lacks":
            for seat, cards in want.items():
                assert not set(cards) & set(_names(state.hands[int(seat)])), where
        elif key == "hand_sizes":
            assert [len(h) for h in state.hands] == want, where
        elif key == "pile_size":
            assert len(state.pile) == want, where
        elif key in ("winners", "draw"):
            result = GAME.result(state)
            if want is None:
                assert result is None, where
            elif key == "winners":
                assert result is not None and list(result.winners) == want, where
            else:
                assert result is not None and result.details["draw"] is want, where
        else:
            raise AssertionError(f"{where}: unknown expectation {key!r}")


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text())
    state = build(scenario["position"])
    inventory = GAME.inventory(state)
    for number, step in enumerate(scenario["steps"], start=1):
        where = f"{path.stem} step {number} ({step['move']})"
        if "refused" in step:
            with pytest.raises(IllegalMove) as refusal:
                GAME.apply(state, GAME.parse_move(state, step["move"]))
            assert step["refused"] in str(refusal.value), where
            continue
        move = GAME.parse_move(state, step["move"])
        assert move in GAME.legal_moves(state), where
        state, events = GAME.apply(state, move)
        assert GAME.inventory(state) == inventory, where
        check(state, events, step.get("expect", {}), where)


def test_golden_files_cover_t3_to_t7() -> None:
    covered = {d for p in GOLDEN for d in json.loads(p.read_text())["decisions"]}
    assert {"T3", "T4", "T5", "T6", "T7"} <= covered
