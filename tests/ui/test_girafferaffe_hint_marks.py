"""A Girafferaffe hint says the cards it plays are "selected already": each of them is, and
looks it, raised with its solid outline, also the one the keyboard ring is on. The ring hugged
the card's face and its dashes lay over that outline, so the hinted blue 10 looked only ringed
beside a Copy that looked chosen (solo, seed 4, after a Copy was marked with Space and put
down with Escape)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt

from gamebox.games.girafferaffe.moves import PlayCards
from tests.ui.helpers import centre, click
from tests.ui.play import open_window, settle
from ui.table.items import OUTLINE_WIDTH, SELECTED_LIFT, CardItem

COPY = 64  # the Copy cards of seed 4's first hand (it holds two)
HINTS = {
    "a Copy and the blue 10": PlayCards("pair", (26, COPY)),
    "a pair of 13s": PlayCards("pair", (13, 45)),
    "a straight of blues": PlayCards("straight", (25, 26, 27)),
}


def _solo(qtbot: Any, tmp_path: Path) -> Any:
    window = open_window(qtbot, tmp_path, size=(1280, 800))
    window.start_game("girafferaffe", 1, ["human"], None, 4, {})
    page = window.page
    qtbot.waitUntil(lambda: page.scene.my_turn(), timeout=15000)
    settle(qtbot, page)
    return window


def _key(qtbot: Any, page: Any, key: Qt.Key) -> None:
    page.view.setFocus()
    qtbot.keyClick(page.view.viewport(), key)


def _mark_and_clear_a_copy(qtbot: Any, page: Any, by: str) -> None:
    """What the tester did before asking: a Copy marked, then put down again."""
    scene = page.scene
    copy = next(card for card in scene.hand_items if card.payload == COPY)
    if by == "mouse":
        click(page.view, centre(copy))
        assert copy.isSelected()
        click(page.view, centre(copy))
    else:
        _key(qtbot, page, Qt.Key.Key_Tab)
        for _ in range(len(scene.hand_items)):
            if scene.keyboard.focus is copy:
                break
            _key(qtbot, page, Qt.Key.Key_Tab)
        assert scene.keyboard.focus is copy
        _key(qtbot, page, Qt.Key.Key_Space)
        assert copy.isSelected()
        _key(qtbot, page, Qt.Key.Key_Escape)
    assert not scene.selectedItems()


def _outline(card: CardItem) -> QRectF:
    """Where the selected card's solid outline reaches, as painted (raised, in scene terms)."""
    face = card.mapRectToScene(card.rect().translated(0, -card._raised()))
    return face.adjusted(-OUTLINE_WIDTH, -OUTLINE_WIDTH, OUTLINE_WIDTH, OUTLINE_WIDTH)


@pytest.mark.parametrize("before", ["nothing", "keys", "mouse"])
@pytest.mark.parametrize("name", list(HINTS))
def test_every_card_the_hint_names_looks_selected(qtbot: Any, tmp_path: Path, name: str, before: str) -> None:
    window = _solo(qtbot, tmp_path)
    page = window.page
    scene = page.scene
    move = HINTS[name]
    assert move in page.session.game.legal_moves(page.session.state)
    if before != "nothing":
        _mark_and_clear_a_copy(qtbot, page, before)
    page.hint_job.ready.emit(move, page.session.state)  # the hint's answer, as the computer gives it
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=3000)
    assert "They are selected already" in window.status.text()
    wanted = list(move.cards)
    named = []
    for card in scene.hand_items:
        if card.payload in wanted:
            wanted.remove(card.payload)
            named.append(card)
    assert not wanted
    assert sorted(card.payload for card in scene.hand_items if card.isSelected()) == sorted(move.cards)
    for card in named:
        assert card.isSelected() and card._raised() >= SELECTED_LIFT, f"{card.key} is not drawn raised"
    ringed = scene.keyboard.focus
    assert ringed in named and scene.keyboard.ring.isVisible()
    ring = scene.keyboard.ring
    half = ring.pen().widthF() / 2
    inside = ring.rect().adjusted(half, half, -half, -half)
    outline = _outline(ringed)
    assert inside.contains(outline) and inside != outline, \
        f"the ring's dashes lie over the solid outline of the selected {ringed.key}: {ring.rect()} {outline}"
