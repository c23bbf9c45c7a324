"""The Girafferaffe position: one immutable dataclass of tuples (cheap to copy with replace).

Seats are 0..players-1 (solo: seat 0 is the human; the Robot is part of the rules and lives in
the robot_* fields). Hands are sorted tuples of card ints; in a view, hidden cards are UNKNOWN.
Stacks hold each tree's plays bottom to top. Decks (Redraw, Robot) are drawn from index 0.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamebox.games.girafferaffe.trees import ALL_TREES, Tree

SUPPLY_APPLES = 16
REDRAW_CARDS = 4  # G3
ROTTEN_APPLES = 6
HAND_LIMIT_ROBOT = 5

Play = tuple[int, ...]
_TREES: dict[tuple[str, ...], tuple[Tree, ...]] = {}  # the tiles of each row of tree names


@dataclass(frozen=True)
class State:
    players: int  # 1 = solo against the Robot
    variant: bool  # G11 rotten-apple rounds
    seed: int | None  # None in a view (the seed would reveal every deal)
    round: int
    tree_names: tuple[str, ...]
    stacks: tuple[tuple[Play, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    apples: tuple[int, ...]
    supply: int
    redraw: tuple[int, ...]
    box: tuple[int, ...]  # cards out of this deal, unseen
    current: int
    dealer: int
    rotten: tuple[int, ...]
    loser: int | None = None  # who could not act (the game's loser once over)
    over: bool = False
    round_losers: tuple[int, ...] = ()
    # solo (G12/G13)
    robot_hand: tuple[int, ...] = ()
    robot_deck: tuple[int, ...] = ()
    robot_apples: int = 0
    robot_level: int = 0
    pending: tuple[Play, ...] = ()  # Robot plays differing only by colour: the human picks (G13)
    pending_tree: str = ""
    solo_won: bool | None = None

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def trees(self) -> tuple[Tree, ...]:
        trees = _TREES.get(self.tree_names)
        if trees is None:
            trees = _TREES[self.tree_names] = tuple(ALL_TREES[name] for name in self.tree_names)
        return trees

    def tree_index(self, name: str) -> int:
        return self.tree_names.index(name)

    def top(self, index: int) -> Play | None:
        stack = self.stacks[index]
        return stack[-1] if stack else None


def evolve(state: State, **changes: object) -> State:
    """A copy of `state` with some fields changed (dataclasses.replace, without its cost:
    apply runs this several times a move and the AI runs apply thousands of times)."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    for key in changes:
        if key not in new.__dict__:
            raise TypeError(f"State has no field {key!r}")
    new.__dict__.update(changes)
    return new
