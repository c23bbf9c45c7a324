"""The conformance suite: every registered game through random seeded play (DESIGN.md).

Shared by tests/core/test_conformance.py (all games); a game's own tests may call
`play_random_game` for extra seeds.
"""

from __future__ import annotations

import json
import random
from itertools import islice
from typing import Any

import pytest

from gamebox.core.contract import Config, Game
from gamebox.core.errors import IllegalMove
from gamebox.core.legality import refusal
from gamebox.core.records import replay

MAX_STEPS = 20000


def dump(game: Game[Any, Any], state: Any) -> str:
    return json.dumps(game.state_to_json(state), sort_keys=True)


def is_listed(game: Game[Any, Any], state: Any, move: Any, cap: int = 200000) -> bool:
    return any(m == move for m in islice(game.legal_moves(state), cap))


def check_views(game: Game[Any, Any], state: Any, players: int, rng: random.Random) -> None:
    """Views agree with a determinization of themselves: a view never depends on a hidden part."""
    for seat in range(players):
        view = game.view(state, seat)
        view_json = dump(game, view)
        sampled = game.determinize(view, seat, rng)
        assert dump(game, game.view(sampled, seat)) == view_json, f"seat {seat} view differs after determinize"
        assert game.inventory(sampled) == game.inventory(state), "determinize changed the components"


def play_random_game(game: Game[Any, Any], config: Config, seed: int, deep_checks: bool = True) -> tuple[int, Any]:
    """Play one seeded random game checking the contract at every step; returns (moves, result)."""
    rng = random.Random(seed)
    state = game.new_game(config, seed)
    assert dump(game, game.new_game(config, seed)) == dump(game, state), "the seed does not fix the deal"
    inventory = game.inventory(state)
    texts: list[str] = []
    previous_moves: list[Any] = []
    for step in range(MAX_STEPS):
        seat = game.to_move(state)
        if seat is None:
            break
        before = dump(game, state)
        # positions round-trip through JSON
        assert dump(game, game.state_from_json(json.loads(before))) == before, "position JSON does not round-trip"
        moves = list(game.candidate_moves(state))
        assert moves, f"seat {seat} must decide but has no candidate move"
        move = moves[rng.randrange(len(moves))]
        text = game.move_to_text(move)
        assert game.parse_move(state, text) == move, f"{text!r} does not parse back to its move"
        if deep_checks and step % 7 == 0:
            check_views(game, state, config.players, rng)
            assert is_listed(game, state, move), f"candidate {text!r} missing from legal_moves"
        # a move from an earlier position is either legal here or refused, and never mutates
        for old in previous_moves[:3]:
            try:
                game.apply(state, old)
            except IllegalMove as exc:
                assert str(exc), "a refusal must say why"
                assert refusal(game, state, old), f"the table's question took {game.move_to_text(old)!r}"
            else:
                assert refusal(game, state, old) is None, f"the table's question refused {game.move_to_text(old)!r}"
            assert dump(game, state) == before, "apply changed the state it was given"
        assert refusal(game, state, move) is None, f"the table's question refused the candidate {text!r}"
        state, events = game.apply(state, move)
        assert dump(game, game.state_from_json(json.loads(before))) == before
        assert isinstance(events, list)
        for event in events:
            json.dumps(event.to_json())
        assert game.inventory(state) == inventory, f"components not conserved after {text!r}"
        texts.append(text)
        previous_moves = moves[:3]
    else:
        pytest.fail(f"game did not end within {MAX_STEPS} moves")
    result = game.result(state)
    assert result is not None, "a finished game must have a result"
    assert all(0 <= w < config.players for w in result.winners)
    json.dumps(result.to_json())
    end, _ = replay(game, game.new_game(config, seed), texts)
    assert dump(game, end) == dump(game, state), "the move log does not replay to the same end"
    return len(texts), result
