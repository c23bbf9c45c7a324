"""A card lifted with the keys: Tab walks the places that take it first, then the others with
their reasons. TRIO's Tab went through the opponent's five columns, never a place for your
card, between your own columns and your bargaining card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_trio_scene import make_table


def test_tab_walks_the_places_that_take_the_card_first(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot)
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    assert scene.keyboard.focus in scene.my_hand
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert scene.keyboard.carried
    targets = scene.keyboard.targets
    legal = [t.item for t in targets if t.legal]
    assert legal and len(legal) < len(targets), "(some places refuse it)"
    walked = [scene.keyboard.focus]
    for _ in range(len(targets) - 1):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        walked.append(scene.keyboard.focus)
    assert walked[:len(legal)] == legal
    assert set(walked) == {t.item for t in targets}
