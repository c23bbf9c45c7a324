"""Reads the golden scenario files (golden/*.json) and checks them against the engine.

A file: {"decision": "G5", "scenarios": [scenario, ...]}. A scenario starts from either
"setup" (a hand-written partial position completed here: every card not placed goes to the
box) or "config" + "seed" (a real deal); then applies "moves" (texts) and checks "expect".
"steps" may replace "moves" to check after each move. Expectations are listed in check().
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event
from gamebox.games.girafferaffe.cards import ALL_CARDS, card_text, parse_card
from gamebox.games.girafferaffe.info import INFO
from gamebox.games.girafferaffe.rules import GAME
from gamebox.games.girafferaffe.state import State
from gamebox.games.girafferaffe.trees import trees_for

GOLDEN = Path(__file__).parent / "golden"


def load_scenarios() -> list[tuple[str, dict[str, Any]]]:
    cases = []
    for path in sorted(GOLDEN.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for scenario in data["scenarios"]:
            cases.append((f"{data['decision']}:{scenario['name']}", scenario))
    return cases


def _cards(texts: list[str]) -> tuple[int, ...]:
    return tuple(parse_card(t) for t in texts)


def build(setup: dict[str, Any]) -> State:
    players = setup["players"]
    names = tuple(setup.get("trees", [t.name for t in trees_for(players)]))
    stacks = tuple(tuple(tuple(sorted(_cards(p))) for p in setup.get("stacks", {}).get(n, [])) for n in names)
    hands = tuple(tuple(sorted(_cards(h))) for h in setup["hands"])
    robot = setup.get("robot", {})
    apples = tuple(setup.get("apples", [0] * players))
    robot_apples = robot.get("apples", 0)
    used: Counter[int] = Counter()
    for zone in [*hands, _cards(setup.get("redraw", [])), _cards(robot.get("hand", [])),
                 _cards(robot.get("deck", []))]:
        used.update(zone)
    for stack in stacks:
        for play in stack:
            used.update(play)
    left = Counter(ALL_CARDS) - used
    assert not used - Counter(ALL_CARDS), "setup uses a card twice"
    return State(
        players=players,
        variant=setup.get("variant", False),
        seed=setup.get("seed", 1),
        round=setup.get("round", 1),
        tree_names=names,
        stacks=stacks,
        hands=hands,
        apples=apples,
        supply=setup.get("supply", 16 - sum(apples) - robot_apples),
        redraw=_cards(setup.get("redraw", [])),
        box=tuple(sorted(left.elements())),
        current=setup.get("current", 0),
        dealer=setup.get("dealer", players - 1),
        rotten=tuple(setup.get("rotten", [0] * players)),
        robot_hand=tuple(sorted(_cards(robot.get("hand", [])))),
        robot_deck=_cards(robot.get("deck", [])),
        robot_apples=robot_apples,
        robot_level=robot.get("level", 15 if players == 1 else 0),
    )


def start(scenario: dict[str, Any]) -> State:
    if "setup" in scenario:
        return build(scenario["setup"])
    config = INFO.make_config(scenario["config"].get("players"), scenario["config"].get("options", {}))
    return GAME.new_game(config, scenario["seed"])


def texts(cards: tuple[int, ...]) -> list[str]:
    return [card_text(c) for c in cards]


def subsequence(wanted: list[str], kinds: list[str]) -> bool:
    it = iter(kinds)
    return all(any(k == w for k in it) for w in wanted)


def check(state: State, events: list[Event], expect: dict[str, Any], where: str) -> None:
    names = state.tree_names
    for key, want in expect.items():
        msg = f"{where}: {key}"
        if key == "to_move":
            assert GAME.to_move(state) == want, msg
        elif key in ("over", "loser", "current", "dealer", "supply", "round", "robot_apples", "solo_won"):
            assert getattr(state, key) == want, f"{msg}: {getattr(state, key)!r} != {want!r}"
        elif key == "winners":
            result = GAME.result(state)
            assert result is not None and list(result.winners) == want, msg
        elif key == "apples" or key == "rotten":
            assert list(getattr(state, key)) == want, f"{msg}: {getattr(state, key)}"
        elif key == "hands":
            for seat, cards in want.items():
                assert texts(state.hands[int(seat)]) == texts(tuple(sorted(_cards(cards)))), msg
        elif key == "hand_sizes":
            assert [len(h) for h in state.hands] == want, f"{msg}: {[len(h) for h in state.hands]}"
        elif key == "tops":
            for tree, cards in want.items():
                top = state.top(names.index(tree))
                got = texts(top) if top else []
                assert got == texts(tuple(sorted(_cards(cards)))), f"{msg} {tree}: {got}"
        elif key == "depths":
            for tree, depth in want.items():
                assert len(state.stacks[names.index(tree)]) == depth, f"{msg} {tree}"
        elif key == "trees":
            assert list(names) == want, f"{msg}: {names}"
        elif key == "redraw_size":
            assert len(state.redraw) == want, msg
        elif key == "box_size":
            assert len(state.box) == want, msg
        elif key == "robot_hand":
            assert texts(state.robot_hand) == texts(tuple(sorted(_cards(want)))), f"{msg}: {texts(state.robot_hand)}"
        elif key == "robot_deck":
            assert texts(state.robot_deck) == want, f"{msg}: {texts(state.robot_deck)}"
        elif key == "robot_deck_size":
            assert len(state.robot_deck) == want, msg
        elif key == "pending":
            assert [texts(p) for p in state.pending] == want, f"{msg}: {[texts(p) for p in state.pending]}"
        elif key == "events":
            kinds = [e.kind for e in events]
            assert subsequence(want, kinds), f"{msg}: {kinds}"
        elif key == "reveals":
            assert any(e.reveals for e in events) == want, msg
        elif key == "legal":
            for text in want:
                GAME.apply(state, GAME.parse_move(state, text))
        elif key == "illegal":
            for text, reason in want.items():
                with pytest.raises(IllegalMove) as info:
                    GAME.apply(state, GAME.parse_move(state, text))
                assert reason.lower() in str(info.value).lower(), f"{msg} {text}: {info.value}"
        elif key == "moves_listed":
            listed = {GAME.move_to_text(m) for m in GAME.legal_moves(state)}
            for text in want:
                assert text in listed, f"{msg}: {text} not in legal_moves"
        elif key == "moves_exactly":
            listed = sorted(GAME.move_to_text(m) for m in GAME.legal_moves(state))
            assert listed == sorted(want), f"{msg}: {listed}"
        elif key == "view_hidden":
            view = GAME.view(state, want["seat"])
            for seat in range(state.players):
                shown = "?" not in texts(view.hands[seat])
                assert shown == (seat == want["seat"]), f"{msg}: seat {seat}"
            assert set(texts(view.redraw)) <= {"?"} and set(texts(view.box)) <= {"?"}, msg
            assert set(texts(view.robot_deck)) <= {"?"} and view.seed is None, msg
            assert [len(h) for h in view.hands] == [len(h) for h in state.hands], msg
            assert view.apples == state.apples and view.stacks == state.stacks, msg
        elif key == "inventory":
            inv = GAME.inventory(state)
            for name, count in want.items():
                assert inv[name] == count, f"{msg} {name}: {inv[name]}"
        elif key == "inventory_cards":
            inv = GAME.inventory(state)
            assert sum(v for k, v in inv.items() if "apple" not in k) == want, msg
        else:
            raise AssertionError(f"{where}: unknown expectation {key!r}")


def run(name: str, scenario: dict[str, Any]) -> None:
    state = start(scenario)
    steps = scenario.get("steps") or [{"move": m} for m in scenario.get("moves", [])]
    events: list[Event] = []
    for index, step in enumerate(steps, start=1):
        state, events = GAME.apply(state, GAME.parse_move(state, step["move"]))
        if "expect" in step:
            check(state, events, step["expect"], f"{name} step {index}")
    check(state, events, scenario.get("expect", {}), name)
