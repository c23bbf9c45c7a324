"""Sifaka's card in hand laid with the keys: lifted with Enter, every place it may go becomes a
target Tab walks through (R turns the card), and the card shows as a ghost on the place the
keyboard's ring is on, as it does under the mouse. Functions of the scene (ui/sifaka/scene.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem

from gamebox.games.sifaka.moves import Place
from ui.sifaka.art import BOX
from ui.sifaka.items import SlotOutline, cell_pos
from ui.table.targets import DropTarget

if TYPE_CHECKING:
    from ui.sifaka.scene import SifakaScene

OUTLINE_Z = 3700  # the places' outlines, over the board and under the ghost's label


def spot_cell(target: DropTarget) -> tuple[int, int]:
    """The box of a place the keyboard walks through (its outline lies on it)."""
    return round(target.item.x() / BOX), round(target.item.y() / BOX)


def keyboard_spots(scene: SifakaScene) -> list[DropTarget]:
    """Every legal place of the card lifted with Enter, as a target Tab walks through."""
    spots = sorted({(m.x, m.y) for m in scene.legal_places}, key=lambda c: (c[1], c[0]))
    scene.spot_targets = []
    for x, y in spots:
        outline = SlotOutline()
        outline.setPos(cell_pos(x, y))
        outline.setZValue(OUTLINE_Z)
        scene.addItem(outline)
        scene.spot_targets.append(DropTarget(outline))
    turn_spots(scene)
    return list(scene.spot_targets)


def turn_spots(scene: SifakaScene) -> None:
    """Each place plays the card turned as it is now, where that fits (the reason for one that
    does not is asked when the ring comes to it)."""
    for target in scene.spot_targets:
        move = Place(*spot_cell(target), scene.hand_turn)
        target.move, target.reason = (move, "") if move in scene.legal_places else (None, "")


def keyboard_ghost(scene: SifakaScene, item: QGraphicsItem | None) -> None:
    """The ghost on the place the ring is on (`item`), green where the card fits turned as it
    is, red with the reason where it does not; off the places (or not carried), no ghost."""
    spot = next((t for t in scene.spot_targets if t.item is item), None) if scene.keyboard.carried else None
    if spot is None or scene.hand_item is None:
        if scene.ghost_cell is not None:  # only the keys' own ghost goes: a drag's stays with it
            scene.ghost_cell = None
            for shown in (scene.ghost, scene.ghost_label):
                if shown.scene() is scene:
                    scene.removeItem(shown)
        return
    scene.ghost_cell = spot_cell(spot)
    if scene.ghost.scene() is None:
        scene.addItem(scene.ghost)
        scene.addItem(scene.ghost_label)
    scene.update_ghost()
