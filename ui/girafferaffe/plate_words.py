"""The words on Girafferaffe's tree plates and panels, and the width a plate needs to show them
whole (the scene lays the plates out with `plate_width`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont, QFontMetricsF

from gamebox.games.girafferaffe.cards import COLOURS, COPY, RANKS, card, card_words, rank_of
from gamebox.games.girafferaffe.plays import Play, need_count, top_rank
from gamebox.games.girafferaffe.trees import Tree
from ui.table.painting import text_width


def reward_text(tree: Tree) -> str:
    if tree.apples == 2:
        return "+2 apples"
    if tree.apples:
        return "+1 apple"
    if tree.redraw:
        return "+1 card"
    return ""


def reward_tip(tree: Tree) -> str:
    """What the plate's reward line means, for its tooltip."""
    if tree.apples:
        count = "an apple" if tree.apples == 1 else f"{tree.apples} apples"
        return f"Playing here earns {count} from the supply, while it lasts."
    if tree.redraw:
        return "Playing here earns a card: the top card of the Redraw Deck goes into your hand, while it lasts."
    return "Playing here earns nothing."


def rule_text(tree: Tree, top: Play | None) -> str:
    """What the next play on `tree` needs, with `top` the play on top (None: the tree is empty);
    the numbers come from the rules (G6, G7). A rank tree says the rank to beat ("above 8":
    "higher rank" left the player to find the card on top; "no higher" over a 15), a count tree
    how many cards. A Single tree of some colours names them while empty; its colours stay in
    sight beside its crown (TreeZone.marks)."""
    if tree.kind in ("single", "kind"):
        if not top:
            if tree.kind == "kind":
                return "any rank"
            return "any colour" if len(tree.colours) == 4 else colour_words(tree)
        rank = top_rank(top)
        return "no higher" if rank >= max(RANKS) else f"above {rank}"
    return f"{need_count(top)}+ cards"


def colour_words(tree: Tree) -> str:
    return "/".join(COLOURS[c] for c in tree.colours)


def tree_tip(tree: Tree) -> str:
    """The whole rule of a tree in words (G5-G7), named, for its plate's tooltip (beside what
    playing there earns): the tooltip had told the reward alone."""
    more = "after the first, each play needs at least one card more than the play on top"
    if tree.kind == "single":
        which = "of any colour" if len(tree.colours) == 4 else " or ".join(COLOURS[c] for c in tree.colours)
        card_words = f"one card {which}" if len(tree.colours) == 4 else f"one {which} card"
        return f"Single tree: {card_words}, higher than the card on top (never a Copy)"
    if tree.kind == "kind":
        return f"{tree.label} tree: exactly {tree.size} cards of one rank, higher than the play on top"
    if tree.kind == "straight":
        return f"Straight tree: 3 or more cards of ranks in a row, any colours; {more}"
    if tree.kind == "flush":
        return f"Flush tree: 3 or more cards of one colour, any ranks; {more}"
    return f"Any tree: 3 or more cards of any ranks and colours; {more}"


def plate_width(tree: Tree) -> float:
    """The narrowest plate that shows the tree's texts whole (at the sizes TreeZone paints),
    empty or not, so a plate keeps its width when the first play lands."""
    samples: tuple[Play | None, ...] = (None, (card(0, 14),), (card(0, 15),), tuple(card(0, r) for r in range(1, 10)))
    rules = [(rule_text(tree, top), 14, False) for top in samples]
    texts = [(title(tree), 15, True), *rules, (reward_text(tree), 14, False), ("10 plays", 14, False)]
    widest = 0.0
    for text, size, bold in texts:
        font = QFont()
        font.setPixelSize(size)
        font.setBold(bold)
        widest = max(widest, QFontMetricsF(font).horizontalAdvance(text))
    # air each side, so the text stays clear of the frame also where a small window draws it
    # at about 10 px, whose hinted glyphs run wider than the measured ones scaled down
    return widest + 28


def fitted(items: list[str], room: float, size: float) -> str:
    """`items` joined by commas in at most `room` px at `size`: when too long, whole items leave
    the middle for " … " ("2, 5, 6, 7 … 12, 13, Copy"), so the shared painter, which elides a
    long line in its middle, never cuts it inside a number ("5, 6…2, 13" read as a card 2)."""
    line = ", ".join(items)
    if text_width(line, size) <= room:
        return line
    for keep in range(len(items) - 1, 1, -1):
        front = (keep + 1) // 2
        line = f"{', '.join(items[:front])} … {', '.join(items[len(items) - (keep - front):])}"
        if text_width(line, size) <= room:
            return line
    return f"{items[0]} … {items[-1]}"


def hand_words(hand: Sequence[int], room: float, size: float) -> str:
    """A hand shown at the end, low to high, Copies last: with colours where the whole line
    fits ("blue 3, red 14", as the result panel names them), else by rank alone, shortened
    by `fitted`."""
    cards = sorted((c for c in hand if c != COPY), key=lambda c: (rank_of(c), c))
    copies = ["Copy"] * (len(hand) - len(cards))
    coloured = [card_words(c) for c in cards] + copies
    if text_width(", ".join(coloured), size) <= room:
        return ", ".join(coloured)
    return fitted([str(rank_of(c)) for c in cards] + copies, room, size)


def cards_words(n: int) -> str:
    """ "no cards", "1 card", "9 cards" for a panel."""
    return "no cards" if n == 0 else f"{n} card{'s' if n != 1 else ''}"


def title(tree: Tree) -> str:
    return "Single" if tree.kind == "single" else tree.label
