"""A dimmed card says why with the keys too: Tab reaches one card of each dimmed kind (Goritaire's
Banana with nowhere to go), the bottom line gives its reason, and Enter on it says the reason
again and moves nothing, as pressing it with the mouse does. Tab had skipped dimmed cards, so a
keyboard player never read why they were dimmed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.test_goritaire_scene import make_table


def test_tab_reaches_a_dimmed_card_and_reads_its_reason(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G", "hand": "GBB", "deck": "BBGBBGBB"})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    bananas = [item for item in scene.hand_items if item.payload == "B"]
    assert len(bananas) == 2 and all(item.dimmed and item.reason for item in bananas)
    walked = scene.keyboard_items()
    reached = [item for item in walked if item in bananas]
    assert len(reached) == 1, "one stop for the two alike"
    gorilla = next(item for item in scene.hand_items if item.payload == "G")
    assert walked[-1] is reached[0], "what can be used comes first, buttons too"
    assert walked.index(gorilla) < walked.index(reached[0])
    assert scene.keyboard_start(walked) is gorilla, "a turn still starts on a card that plays"
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    scene.keyboard.set_focus(reached[0])
    said = scene.status_with_keys()
    assert said.startswith("Not playable now. ") and reached[0].reason.rstrip(".") in said, said
    refusals: list[str] = []
    scene.refused.connect(refusals.append)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert refusals and reached[0].reason.rstrip(".").lower() in refusals[-1].lower()
    assert not session.history and not scene.keyboard.carried


def test_the_dimmed_stop_is_the_first_of_its_kind_as_read(qtbot: Any) -> None:
    """The ring stood on the last of four dimmed Bananas, away from the cards before it."""
    scene, _view, _session = make_table(qtbot, {"area": "1.1G", "hand": "GBBBB", "deck": "BBGBBGBB"})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    bananas = sorted((item for item in scene.hand_items if item.payload == "B"), key=lambda i: i.scenePos().x())
    reached = [item for item in scene.keyboard_items() if item in bananas]
    assert reached == [bananas[0]]


def test_a_step_to_answer_first_is_one_stop_saying_its_heading_once(qtbot: Any) -> None:
    """Walking's guess waits: the Gorilla and the Banana in hand were two stops saying the same,
    each "Not playable now. Walking: guess Gorilla or Banana first. Walking: guess whether..."."""
    scene, view, _session = make_table(qtbot, {"area": "1.1G", "hand": "GB", "deck": "BBGBBGBB",
                                               "phase": "action", "pending": [("guess", 0)]})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    dimmed = [item for item in scene.keyboard_items() if item in scene.hand_items]
    assert len(dimmed) == 1 and dimmed[0].dimmed, "one stop for one reason"
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    scene.keyboard.set_focus(dimmed[0])
    said = scene.status_with_keys()
    assert said.startswith("Not playable now. Guess Gorilla or Banana first. "), said
    assert said.count("Walking") == 1, said
