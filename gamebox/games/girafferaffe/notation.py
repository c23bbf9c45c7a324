"""Text forms: moves (`pair R7 B7`, `any R3 G3 =`, `single R9`, `apple`, `robot R5 B5`)
and positions as JSON."""

from __future__ import annotations

from typing import Any

from gamebox.core.errors import GameBoxError, NotationError, RecordError
from gamebox.games.girafferaffe.cards import card_text, cards_text, parse_card
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import State
from gamebox.games.girafferaffe.trees import ALL_TREES

ALIASES = {
    "3k": "3kind", "three": "3kind", "3-of-a-kind": "3kind",
    "4k": "4kind", "four": "4kind", "4-of-a-kind": "4kind",
    "single-ry": "single-red-yellow", "single-bg": "single-blue-green",
    "single-r": "single-red", "single-b": "single-blue", "single-y": "single-yellow", "single-g": "single-green",
}


def move_to_text(move: Move) -> str:
    if isinstance(move, SpendApple):
        return "apple"
    if isinstance(move, RobotChoice):
        return f"robot {cards_text(move.cards)}"
    if isinstance(move, PlayCards):
        return f"{move.tree} {cards_text(move.cards)}".strip()
    raise NotationError(f"not a Girafferaffe move: {move!r}")


def parse_move(text: str) -> Move:
    words = text.strip().split()
    if not words:
        raise NotationError("An empty text is not a move")
    head = words[0].lower()
    if head == "apple" and len(words) == 1:
        return SpendApple()
    cards = tuple(sorted(parse_card(w) for w in words[1:]))
    if head == "robot":
        if not cards:
            raise NotationError("Name the cards the Robot should play, e.g. 'robot R5 B5'")
        return RobotChoice(cards)
    name = ALIASES.get(head, head)
    if name not in ALL_TREES:
        trees = ", ".join(ALL_TREES)
        raise NotationError(f"{words[0]!r} is not a tree (trees: {trees}) nor 'apple'")
    if not cards:
        raise NotationError(f"Name the cards to play on the {ALL_TREES[name].label} tree")
    return PlayCards(name, cards)


def _cards(data: Any, unknown: bool = True) -> tuple[int, ...]:
    if not isinstance(data, list):
        raise RecordError("a card list must be a JSON list")
    return tuple(parse_card(str(x), allow_unknown=unknown) for x in data)


def _texts(cards: tuple[int, ...]) -> list[str]:
    return [card_text(c) for c in cards]


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "players": state.players,
        "variant": state.variant,
        "seed": state.seed,
        "round": state.round,
        "trees": list(state.tree_names),
        "stacks": [[_texts(p) for p in stack] for stack in state.stacks],
        "hands": [_texts(h) for h in state.hands],
        "apples": list(state.apples),
        "supply": state.supply,
        "redraw": _texts(state.redraw),
        "box": _texts(state.box),
        "current": state.current,
        "dealer": state.dealer,
        "rotten": list(state.rotten),
        "loser": state.loser,
        "over": state.over,
        "round_losers": list(state.round_losers),
        "robot": {
            "hand": _texts(state.robot_hand),
            "deck": _texts(state.robot_deck),
            "apples": state.robot_apples,
            "level": state.robot_level,
        },
        "pending": [_texts(p) for p in state.pending],
        "pending_tree": state.pending_tree,
        "solo_won": state.solo_won,
    }


def _int(value: Any, what: str, low: int = 0, high: int = 10**9) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"position: {what} must be a whole number from {low} to {high}")
    return value


def _ints(value: Any, what: str, count: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != count:
        raise RecordError(f"position: {what} must list {count} numbers")
    return tuple(_int(v, what) for v in value)


def state_from_json(data: Any) -> State:
    """A position back from JSON; RecordError/NotationError for a broken one."""
    try:
        return _read(data)
    except GameBoxError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise RecordError(f"position is broken: {type(exc).__name__} {exc}") from None


def _read(data: Any) -> State:
    if not isinstance(data, dict):
        raise RecordError("a Girafferaffe position must be a JSON object")
    players = _int(data["players"], "players", 1, 5)
    names = tuple(str(n) for n in data["trees"])
    for name in names:
        if name not in ALL_TREES:
            raise RecordError(f"position: unknown tree {name!r}")
    stacks = data["stacks"]
    if not isinstance(stacks, list) or len(stacks) != len(names):
        raise RecordError("position: one stack per tree is needed")
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise RecordError("position: one hand per player is needed")
    seed = data.get("seed")
    if seed is not None:
        seed = _int(seed, "seed", 0, 2**63 - 1)
    robot = data.get("robot", {})
    if not isinstance(robot, dict):
        raise RecordError("position: robot must be an object")
    loser = data.get("loser")
    if loser is not None:
        loser = _int(loser, "loser", 0, players - 1)
    solo_won = data.get("solo_won")
    if solo_won is not None and not isinstance(solo_won, bool):
        raise RecordError("position: solo_won must be true, false or null")
    current = _int(data["current"], "current", 0, players - 1)
    return State(
        players=players,
        variant=bool(data.get("variant", False)),
        seed=seed,
        round=_int(data.get("round", 1), "round", 1),
        tree_names=names,
        stacks=tuple(tuple(_cards(p, False) for p in stack) for stack in stacks),
        hands=tuple(tuple(sorted(_cards(h))) for h in hands),
        apples=_ints(data["apples"], "apples", players),
        supply=_int(data["supply"], "supply", 0, 16),
        redraw=_cards(data["redraw"]),
        box=_cards(data.get("box", [])),
        current=current,
        dealer=_int(data.get("dealer", 0), "dealer", 0, players - 1),
        rotten=_ints(data.get("rotten", [0] * players), "rotten", players),
        loser=loser,
        over=bool(data.get("over", False)),
        round_losers=tuple(_int(v, "round_losers", 0, players - 1) for v in data.get("round_losers", [])),
        robot_hand=tuple(sorted(_cards(robot.get("hand", []), False))),
        robot_deck=_cards(robot.get("deck", [])),
        robot_apples=_int(robot.get("apples", 0), "robot apples", 0, 16),
        robot_level=_int(robot.get("level", 0), "robot level", 0, 45),
        pending=tuple(tuple(sorted(_cards(p, False))) for p in data.get("pending", [])),
        pending_tree=str(data.get("pending_tree", "")),
        solo_won=solo_won,
    )
