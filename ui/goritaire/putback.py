"""Putting back the cards looked at (Scapulimancy 3, Homesickness) by dragging them.

Two or more cards looked at are laid out face up where the action list was, in two rows:
"Back on top" (the left card ends on top of the deck) and "To the bottom" (the right card ends
at the very bottom). They start on top in the order they were, so Done at once puts them back
unchanged; dragging a card onto a slot moves it there, the cards after it making room. Done
plays the arrangement as one move (the rules judge it); Start over lays them out as they were.
One card keeps its two plain buttons (choices.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor

from gamebox.games.goritaire.moves import Arrange
from gamebox.games.goritaire.state import State
from gamebox.games.goritaire.words import NAMES
from ui.goritaire import layout as L
from ui.goritaire.art import card_back, card_face
from ui.goritaire.panels import fit_lines
from ui.goritaire.widgets import PanelItem
from ui.table.items import CardItem, ZoneItem
from ui.table.targets import DropTarget

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene

TOP, BOTTOM = 0, 1
ROWS = (("Back on top", "the left one ends on top"), ("To the bottom", "the right one ends lowest"))
SLOT_GAP = 8.0
LABEL_HEIGHT = 54.0


@dataclass(frozen=True)
class PutBackStep:
    """A card of the board dragged to a slot: `card` is its place among the cards looked at."""

    card: int
    row: int
    slot: int


@dataclass
class PutBack:
    """Where the player has put the cards looked at so far, in `position` (the session's state
    object: a new position gets a new board)."""

    seen: str  # the cards looked at, the one that was on top first
    position: object
    rows: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))

    def __post_init__(self) -> None:
        if not self.rows[TOP] and not self.rows[BOTTOM]:
            self.start_over()

    def start_over(self) -> None:
        self.rows = (list(range(len(self.seen))), [])

    def put(self, step: PutBackStep) -> None:
        """Move a card to a slot of a row; the slot past the last card appends it."""
        for row in self.rows:
            if step.card in row:
                row.remove(step.card)
        target = self.rows[step.row]
        target.insert(min(step.slot, len(target)), step.card)

    def move(self) -> Arrange:
        top, bottom = ("".join(self.seen[i] for i in row) for row in self.rows)
        return Arrange(top, bottom)

    def show(self, move: Arrange) -> None:
        """Lay the cards out as `move` puts them back (a Hint): cards of one kind are alike."""
        left = list(range(len(self.seen)))
        rows: tuple[list[int], list[int]] = ([], [])
        for row, cards in ((TOP, move.top), (BOTTOM, move.bottom)):
            for card in cards:
                index = next((i for i in left if self.seen[i] == card), None)
                if index is None:
                    return  # not these cards: leave the board as it is
                left.remove(index)
                rows[row].append(index)
        if not left:
            self.rows = rows


def board_for(current: PutBack | None, st: State, position: object) -> PutBack | None:
    """The board for this position: the one being arranged, a new one, or None when no two or
    more cards wait to be put back."""
    if not st.pending or st.pending[0][0] != "arrange" or st.pending[0][1] < 2:
        return None
    if current is not None and current.position is position:
        return current
    return PutBack("".join(st.deck[:st.pending[0][1]]), position)


def _slot_pos(row: int, slot: int, top: float, small: QSizeF, count: int) -> QPointF:
    width = count * small.width() + (count - 1) * SLOT_GAP
    left = L.ACTIONS_POS.x() + (L.ACTION_SIZE.width() - width) / 2
    y = top + row * (LABEL_HEIGHT + small.height() + 14) + LABEL_HEIGHT + 4
    return QPointF(left + slot * (small.width() + SLOT_GAP), y)


def build_putback(scene: GoritaireScene, board: PutBack) -> None:
    """The board in the action list's place: a title, the two rows of slots with the cards in
    them, and Done / Start over."""
    lines = putback_title(board, "The Demo" if scene.demo else "The solution" if scene.script else "")
    x, width = L.ACTIONS_POS.x(), L.ACTION_SIZE.width()
    title = PanelItem("putback-title", QSizeF(width, 12 + 22 * len(lines)), lines, fill=QColor(0, 0, 0, 110),
                      title_size=L.TEXT, line_size=L.TEXT)
    scene.place(title, L.ACTIONS_POS)
    top = L.ACTIONS_POS.y() + 20 + 22 * len(lines)
    count, small = len(board.seen), scene.small
    deciding = scene.viewer_decides()  # rebuild runs inside the animation queue
    for row, (name, note) in enumerate(ROWS):
        label = PanelItem(f"putback-row:{row}", QSizeF(width, LABEL_HEIGHT - 4), [name, note],
                          fill=QColor(0, 0, 0, 90), title_size=L.TEXT, line_size=L.TEXT)
        scene.place(label, QPointF(x, top + row * (LABEL_HEIGHT + small.height() + 14)))
        for slot in range(count):
            zone = ZoneItem(f"putback-slot:{row}.{slot}", small)
            zone.payload = (row, slot)
            scene.place(zone, _slot_pos(row, slot, top, small, count))
            scene.putback_slots.append(zone)
        for slot, card in enumerate(board.rows[row]):
            item = CardItem(f"putback:{card}", card_face(board.seen[card]), card_back, small)
            item.payload = card
            item.draggable = deciding
            item.setToolTip(f"A {NAMES[board.seen[card]]} you looked at: drag it to where it should go back.")
            item.setZValue(150)
            scene.place(item, _slot_pos(row, slot, top, small, count))
            scene.putback_cards.append(item)
    y = _slot_pos(BOTTOM, 0, top, small, count).y() + small.height() + 12
    scene.button("putback:done", "Done", QPointF(x, y), QSizeF(116, 34), enabled=deciding)
    scene.button("putback:reset", "Start over", QPointF(x + 124, y), QSizeF(116, 34), enabled=deciding)


def putback_title(board: PutBack, chooser: str = "") -> list[str]:
    """The board's title, as lines that fit the action list's width (the first one bold);
    `chooser`: who puts the cards back instead of the player ("The Demo": the title had told
    the player to drag them while the Demo did)."""
    if chooser:
        texts = [f"The {len(board.seen)} cards looked at", f"{chooser} chooses their order…"]
    else:
        texts = [f"The {len(board.seen)} cards you looked at", "Drag them into the order you want, then press Done."]
    return fit_lines(texts, L.ACTION_SIZE.width() - 22)


def drop_targets(scene: GoritaireScene, card: int) -> list[DropTarget]:
    """Every slot of both rows, each moving the dragged card there (any order is allowed; the
    rules judge the whole arrangement when Done is pressed). A slot past a row's last card
    appends the card: the outline shows the slot it lands in (it showed the empty third slot
    where the card then took the first)."""
    board = scene.putback
    zones = {zone.payload: zone for zone in scene.putback_slots}
    targets = []
    for zone in scene.putback_slots:
        row, slot = zone.payload
        others = len([c for c in board.rows[row] if c != card]) if board is not None else slot
        targets.append(DropTarget(zone, PutBackStep(card, row, slot), shows=zones.get((row, min(slot, others)))))
    return targets


def putback_button(scene: GoritaireScene, board: PutBack, key: str) -> bool:
    """Done plays the arrangement (the rules judge it); Start over lays the cards out as they
    were. False for any other key."""
    if key == "putback:done":
        scene.play(board.move())
        return True
    if key == "putback:reset":
        board.start_over()
        scene.hint, scene.hint_text = None, ""
        scene.rebuild()
        scene.update_status()
        return True
    return False
