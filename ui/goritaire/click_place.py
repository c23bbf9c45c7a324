"""Playing a hand card with two clicks, as on the Girafferaffe and TRIO tables: click the card
(it rises, chosen), then a marked spot of the pyramid; a drag does the same in one gesture.
A click on a hand card had done nothing and said nothing, and a newcomer who had learnt to
click elsewhere was stuck."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import QGraphicsItem

from ui.table.items import CardItem
from ui.table.targets import DropTarget, one_chosen, play_clicked

CHOOSE_FIRST = "First choose a card in your hand (click it), then click this spot; or drag the card onto it"


class ClickTable(Protocol):
    hand_items: list[CardItem]
    zones: dict[Any, Any]

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]: ...
    def play(self, move: Any) -> bool: ...
    def refuse(self, reason: str) -> None: ...


def chosen_card(scene: ClickTable) -> CardItem | None:
    """The hand card chosen by a click (one at a time), if any."""
    return next((item for item in scene.hand_items if item.isSelected()), None)


def keep_one(scene: ClickTable, last: CardItem | None) -> CardItem | None:
    """One chosen card at a time: a click on a second card chooses it instead of the first
    (`last`: the card chosen before). The spots the chosen card can go to glow, and Tab walks
    them (a card marked with Space was told to go to a spot Tab never reached). Gives back
    the card chosen now."""
    now: CardItem | None = one_chosen(scene.hand_items, last)
    legal = {id(t.item) for t in scene.drag_targets([now]) if t.legal} if now is not None else set()
    for zone in scene.zones.values():
        zone.set_glow(id(zone) in legal)
        zone.keyboard = id(zone) in legal  # a stop of Tab: Enter there puts the card chosen with Space
    return now


def click_spot(scene: ClickTable, zone: QGraphicsItem) -> bool:
    """A click on an empty spot: the chosen card goes there, or the reason it cannot; with no
    card chosen, how to choose one (True: the click was answered)."""
    card = chosen_card(scene)
    if card is None:
        if any(getattr(item, "draggable", False) for item in scene.hand_items):
            scene.refuse(CHOOSE_FIRST)
            return True
        return False
    return play_clicked(scene, scene.drag_targets([card]), zone)


def chosen_words(name: str) -> str:
    """The status line while a card is chosen (`name`: "Gorilla" or "Banana")."""
    return f"Your {name} card is chosen: click a glowing spot of the pyramid for it, or click the card again to keep it."
