"""Goritaire with the keys: Space marks a hand card ("Your Gorilla card is chosen: click a
glowing spot..."), but Tab never reached a spot, so the marked card could only be put back.
Now the glowing spots follow the marked card in the walk, say what Enter does there, and
Enter puts the card there; the marked card's words say Space unmarks it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_goritaire_scene import make_table
from ui.goritaire.widgets import SpotZone


def test_space_marks_a_card_and_enter_on_a_spot_puts_it_there(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G", "hand": "GB", "deck": "BBGBBGBB"})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    gorilla = scene.keyboard.focus
    assert gorilla in scene.hand_items and gorilla.payload == "G"
    assert scene.status_with_keys().startswith(
        "Enter picks up the card in the ring; Space marks it, then Enter on a glowing spot puts it there. ")
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert gorilla.isSelected()
    assert scene.status_with_keys().startswith("Enter picks up the card in the ring; Space unmarks it. ")
    walk = scene.keyboard_items()
    spots = [item for item in walk if isinstance(item, SpotZone)]
    assert spots and walk[walk.index(gorilla) + 1] is spots[0], "the spots come right after the marked card"
    assert all(spot.glow for spot in spots)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    spot = scene.keyboard.focus
    assert isinstance(spot, SpotZone)
    assert scene.status_with_keys().startswith("Enter puts the chosen card here. ")
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(session.history), timeout=3000)
    assert session.history[0].text == f"play G @{spot.spot[0]}.{spot.spot[1]}"


def test_no_spot_is_a_stop_while_no_card_is_marked(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, {"area": "1.1G", "hand": "GB", "deck": "BBGBBGBB"})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert not any(isinstance(item, SpotZone) for item in scene.keyboard_items())
