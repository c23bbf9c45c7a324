"""DropTarget: a place dragged items could go, with the move it would play or why not, and
`best_overlap`, the target a drop lands on.

Its own module so the keyboard driver and the scene base both use it without importing
each other."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem


@dataclass
class DropTarget:
    """A place the dragged items could go: the move it would play, or why not."""

    item: QGraphicsItem
    move: Any = None
    reason: str = ""
    shows: QGraphicsItem | None = None  # where the drop lands, outlined, when not `item` itself

    @property
    def legal(self) -> bool:
        return self.move is not None


def one_chosen(items: list[Any], last: Any) -> Any:
    """The first click of click-then-click: one card of `items` (a hand) chosen at a time. A
    click on a second card chooses it instead of `last`, the card chosen before, which is put
    down. Gives back the card chosen now, or None."""
    chosen = [item for item in items if item.isSelected()]
    if len(chosen) > 1 and last in chosen:
        last.setSelected(False)
        chosen.remove(last)
    return chosen[0] if chosen else None


def play_clicked(scene: Any, targets: list[DropTarget], item: QGraphicsItem | None) -> bool:
    """The second click of click-then-click (the card chosen, then where it goes): `item`'s
    target among a chosen card's `targets` plays its move on `scene`, or says why not. False
    when `item` is none of them."""
    target = next((t for t in targets if t.item is item), None)
    if target is None:
        return False
    if target.legal:
        scene.play(target.move)
    else:
        scene.refuse(target.reason)
    return True


def set_glow(item: QGraphicsItem, on: bool) -> None:
    """Outline a target as legal (items without a glow are left alone)."""
    glow = getattr(item, "set_glow", None)
    if glow is not None:
        glow(on)


def best_overlap(targets: list[DropTarget], items: list[QGraphicsItem], point: QPointF) -> DropTarget | None:
    """The legal target overlapping the dragged items most; else the refused one most
    overlapped (for its reason); None if the drop touches no target. A refused target
    under the pointer wins over a legal one the items hardly cover (less than half of
    them): a card aimed at the wrong tree landed on its neighbour without a word."""
    if not items:
        return None
    area = united_rect(items)

    def overlap(target: DropTarget) -> float:
        shared = area.intersected(target.item.sceneBoundingRect())
        score = max(0.0, shared.width()) * max(0.0, shared.height())
        if target.item.sceneBoundingRect().contains(point):
            score += area.width() * area.height()  # the cursor's target wins ties
        return score

    scored = [(overlap(t), t) for t in targets]
    legal = [(s, t) for s, t in scored if s > 0 and t.legal]
    aimed = [t for s, t in scored if s > 0 and not t.legal and t.item.sceneBoundingRect().contains(point)]
    if legal:
        score, best = max(legal, key=lambda pair: pair[0])
        if aimed and score < 0.5 * area.width() * area.height():
            return aimed[0]
        return best
    refused = [(s, t) for s, t in scored if s > 0]
    return max(refused, key=lambda pair: pair[0])[1] if refused else None


def united_rect(items: Sequence[QGraphicsItem]) -> QRectF:
    """The outline of all `items` on the table (none: an empty rectangle)."""
    area = QRectF()
    for item in items:
        area = area.united(item.sceneBoundingRect())  # (a null rectangle adds nothing)
    return area
