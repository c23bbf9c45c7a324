"""Text forms: moves (`pair R7 B7`, `any R3 G3 =`, `single R9`, `spend apple`, `robot R5 B5`)
and positions as JSON."""

from __future__ import annotations

from typing import Any

from gamebox.core.errors import GameBoxError, NotationError, RecordError
from gamebox.games.girafferaffe.cards import card_text, cards_text, parse_card
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.positions import read_state
from gamebox.games.girafferaffe.state import State
from gamebox.games.girafferaffe.trees import ALL_TREES

ALIASES = {
    "3k": "3kind", "three": "3kind", "3-of-a-kind": "3kind",
    "4k": "4kind", "four": "4kind", "4-of-a-kind": "4kind",
    "single-ry": "single-red-yellow", "single-bg": "single-blue-green",
    "single-r": "single-red", "single-b": "single-blue", "single-y": "single-yellow", "single-g": "single-green",
}


def move_to_text(move: Move) -> str:
    if type(move) is PlayCards and move.cards:  # the hot case: `legal` may list half a million
        return f"{move.tree} {cards_text(move.cards)}"
    if isinstance(move, SpendApple):
        return "spend apple"
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
    if (head == "apple" and len(words) == 1) or (head == "spend" and [w.lower() for w in words[1:]] == ["apple"]):
        return SpendApple()  # "apple" is the older text form, still read
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


def state_from_json(data: Any) -> State:
    """A position back from JSON, fully checked (positions.py); RecordError/NotationError
    for a broken one, never anything else."""
    try:
        return read_state(data)
    except GameBoxError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        raise RecordError(f"the position is damaged ({type(exc).__name__})") from None
