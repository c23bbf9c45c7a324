"""The warning before a move that would lose the deal at once (R9): a banner over the table
with "Do it anyway" and "Cancel". While it is shown it takes the keyboard (Tab walks its two
buttons, starting on Cancel; Escape cancels) and the mouse (the table behind it does nothing
until it is answered)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.describe import sentence
from gamebox.games.goritaire.words import suggest
from ui.goritaire import layout as L
from ui.goritaire.panels import fit_lines
from ui.goritaire.widgets import ButtonItem, PanelItem
from ui.table.keyboard import Overlay

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene

BANNER_MARGIN = 8.0  # room between the warning and the cards beside it
WAIT_FOR_ANSWER = "first answer the warning: Do it anyway, or Cancel"


def build_confirm(scene: GoritaireScene) -> None:
    # the move itself is named: "Do it anyway" had left the player to guess what "it" was
    said = [sentence(scene.confirm_reason)]
    if scene.confirm is not None:
        said.append(f"Do it anyway: {suggest(scene.confirm)}.")
    lines = ["This would lose the deal", *fit_lines(said, L.BANNER.width() - 22, bold_first=False)]
    # as tall as its words and buttons, no taller: the pyramid below stays in sight
    height = min(L.BANNER.height(), max(108.0, 36 + 22 * (len(lines) - 1) + 50))
    rect = QRectF(QPointF(L.BANNER.left(), banner_top(scene, height)), QSizeF(L.BANNER.width(), height))
    # opaque: over the hand, its words and card faces read through the warning
    panel = PanelItem("confirm", rect.size(), lines, fill=QColor(90, 20, 10), title_size=18, line_size=L.TEXT)
    panel.setZValue(4000)
    scene.place(panel, rect.topLeft())
    for button in scene.buttons.values():  # the table's own buttons wait for the answer, greyed out
        button.enabled = False
    for button in (scene.button("confirm:yes", "Do it anyway", rect.bottomLeft() + QPointF(16, -46), QSizeF(160, 34)),
                   scene.button("confirm:no", "Cancel", rect.bottomRight() + QPointF(-136, -46), QSizeF(120, 34))):
        button.setZValue(4001)


def banner_top(scene: GoritaireScene, height: float) -> float:
    """Where the warning's top goes: over the pyramid's empty upper rows while they leave room
    (never lower than usual), else over the hand. A tall pyramid had its upper Gorillas
    under the warning, the ones it so often speaks of."""
    left, right = L.BANNER.left(), L.BANNER.right()
    tops = [rect.top() for item in scene.spot_items.values() if item.scene() is scene
            for rect in [item.sceneBoundingRect()] if rect.right() > left and rect.left() < right]
    if not tops:
        return L.BANNER.top()
    above = min(tops) - BANNER_MARGIN - height
    if above >= L.PYRAMID.top() - BANNER_MARGIN:
        return min(L.BANNER.top(), above)
    return min(L.HAND_CENTRE.y() - height / 2, L.TABLE.bottom() - BANNER_MARGIN - height)


class ConfirmMixin:
    """The warning's behaviour for GoritaireScene (which provides confirm, buttons, rebuild,
    update_status, refuse and _commit)."""

    confirm: Any
    demo_gave_up: bool
    buttons: dict[str, ButtonItem]

    if TYPE_CHECKING:  # GoritaireScene's and TableScene's: named here for the type checker alone
        def rebuild(self) -> None: ...
        def update_status(self) -> None: ...
        def refuse(self, reason: str) -> None: ...
        def _commit(self, move: Any) -> bool: ...

    def keyboard_overlay(self) -> Overlay | None:
        """The warning, while it is shown (ui/table/keyboard.py gives it the keys)."""
        yes, no = self.buttons.get("confirm:yes"), self.buttons.get("confirm:no")
        if self.confirm is None or yes is None or no is None or no.scene() is not self:
            return None
        # the warning before the hinted move itself (the hint said it loses): Enter goes ahead, as
        # at every step of a hint; Cancel had the ring and the hint's ring came back to the move
        hinted = self.confirm == getattr(self, "hint", None)
        return Overlay([yes, no], yes if hinted else no, self.cancel_confirm)

    def cancel_confirm(self) -> None:
        """Cancel (or Escape): the move is not played, the table is as it was."""
        self.confirm = None
        self.demo_gave_up = False
        self.rebuild()
        self.update_status()

    def answer_confirm(self, item: QGraphicsItem | None) -> bool:
        """A click while the warning is shown: its buttons answer it; anything else on the
        table says to answer first (a click on the bare felt or the banner's text, nothing)."""
        key = str(getattr(item, "key", ""))
        if key == "confirm:yes":
            move, self.confirm = self.confirm, None
            self._commit(move)
        elif key == "confirm:no":
            self.cancel_confirm()
        elif item is not None and key != "confirm":
            self.refuse(WAIT_FOR_ANSWER)
        return True
