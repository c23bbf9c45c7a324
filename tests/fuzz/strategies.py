"""Hypothesis strategies for the CLI fuzzers: real positions reached by random play, and ways
to damage them (a field replaced, removed or duplicated), arbitrary JSON and bytes."""

from __future__ import annotations

import copy
import json
import random
from functools import lru_cache
from typing import Any, Iterator

from hypothesis import strategies as st

from gamebox.core.records import Record, position_to_json
from gamebox.registry import all_games, get_info

GAME_IDS = [info.id for info in all_games()]
HUGE = "__huge_number__"  # stands for an integer of 5,000 digits (json.dumps cannot write one)
HUGE_DIGITS = "9" * 5000
# Unicode digits (category Nd: int() reads them) and number-like characters (it does not)
UNICODE_DIGITS = "٠١٢٣٤٥٦٧٨٩۳०१२३০৩০１２３𝟎𝟑𝟗᠓߃"
NUMBERISH = "²³¹⁰₂½Ⅻ〇⑶"


@lru_cache(maxsize=256)
def _played(game_id: str, players: int, seed: int, steps: int) -> tuple[str, tuple[str, ...], str]:
    """(position JSON text, texts of the moves played, texts of a few legal moves here as
    JSON) after `steps` random moves from deal `seed`."""
    info = get_info(game_id)
    game = info.load()
    state = game.new_game(info.make_config(players), seed)
    rng = random.Random(seed * 1000 + steps)
    played = []
    for _ in range(steps):
        if game.to_move(state) is None:
            break
        moves = list(game.candidate_moves(state))
        move = moves[rng.randrange(len(moves))]
        played.append(game.move_to_text(move))
        state, _ = game.apply(state, move)
    legal = []
    if game.to_move(state) is not None:
        for move in game.legal_moves(state):
            legal.append(game.move_to_text(move))
            if len(legal) >= 12:
                break
    doc = position_to_json(game_id, game.state_to_json(state))
    return json.dumps(doc), tuple(played), json.dumps(legal)


def played(game_id: str, players: int, seed: int, steps: int) -> tuple[dict[str, Any], list[str], list[str]]:
    text, moves, legal = _played(game_id, players, seed, steps)
    return json.loads(text), list(moves), json.loads(legal)


@st.composite
def game_point(draw: st.DrawFn, game_id: str, max_steps: int = 40) -> tuple[int, int, int]:
    """(players, seed, steps) for `game_id`."""
    info = get_info(game_id)
    players = draw(st.integers(info.min_players, info.max_players))
    seed = draw(st.integers(0, 5))
    steps = draw(st.integers(0, max_steps))
    return players, seed, steps


def record_doc(game_id: str, players: int, seed: int, steps: int) -> dict[str, Any]:
    """A record, as selfplay --record-dir writes it, of the first `steps` random moves."""
    info = get_info(game_id)
    _, moves, _ = played(game_id, players, seed, steps)
    config = info.make_config(players).to_json()
    return Record(game_id, config, seed, tuple(moves), ("computer",) * players,
                  (info.default_ai,) * players, names=("",) * players, id="f" * 32).to_json()


json_leaves = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(-3, 60),
    st.floats(allow_nan=True, allow_infinity=True), st.just(HUGE),
    st.text(max_size=12), st.sampled_from(["", "0", "-1", "٣", "R7", "red-sun", "=", "?", "x" * 300]),
)
json_values = st.recursive(
    json_leaves,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=12,
)


def dump(doc: Any) -> bytes:
    """JSON bytes of `doc`, with HUGE written as a 5,000-digit integer."""
    return json.dumps(doc, allow_nan=True).replace(json.dumps(HUGE), HUGE_DIGITS).encode("utf-8")


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, prefix + (index,))


def _leaf_values(node: Any) -> list[Any]:
    return [v for p in _paths(node) for v in [_get(node, p)] if not isinstance(v, (dict, list))]


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


@st.composite
def damaged(draw: st.DrawFn, doc: dict[str, Any], root: tuple[Any, ...] = ("state",)) -> dict[str, Any]:
    """`doc` with one to three changes under `root`: a value replaced (by a neighbour of it,
    another value of the document, or anything), a field or entry removed, an entry duplicated."""
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(_get(doc, root), root) if p != root]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent, key = _get(doc, path[:-1]), path[-1]
        value = parent[key]
        op = draw(st.sampled_from(["replace", "neighbour", "borrow", "remove", "duplicate"]))
        if op == "remove":
            del parent[key]
        elif op == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(value))
        elif op == "neighbour" and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + draw(st.sampled_from([-1, 1, -100, 100, 10**6]))
        elif op == "borrow":
            leaves = _leaf_values(_get(doc, root))
            parent[key] = draw(st.sampled_from(leaves)) if leaves else None
        else:
            parent[key] = draw(json_values)
    return doc


def binary_variants(doc: dict[str, Any]) -> st.SearchStrategy[bytes]:
    """Bytes that are almost a position: other encodings, one byte changed or cut, or junk."""
    good = json.dumps(doc).encode("utf-8")

    @st.composite
    def one_byte(draw: st.DrawFn) -> bytes:
        at = draw(st.integers(0, len(good) - 1))
        return good[:at] + bytes([draw(st.integers(0, 255))]) + good[at + 1:]

    return st.one_of(
        st.binary(max_size=200),
        st.just(json.dumps(doc).encode("utf-16")),
        st.just(json.dumps(doc).encode("utf-32")),
        st.just(b"\xef\xbb\xbf" + good),
        one_byte(),
        st.integers(0, len(good)).map(lambda n: good[:n]),
        st.integers(1, 3000).map(lambda n: b"[" * n + b"]" * n),
    )
