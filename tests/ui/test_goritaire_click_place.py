"""Goritaire plays a hand card with two clicks, as the other tables do: the card, then a spot
(a click on a hand card had done nothing and said nothing)."""

from __future__ import annotations

from typing import Any

from tests.ui.helpers import centre, click
from tests.ui.test_goritaire_scene import hand_card, make_table
from ui.goritaire.click_place import CHOOSE_FIRST


def test_click_a_card_then_a_spot_plays_it_there(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    banana = hand_card(scene, "B")
    click(view, centre(banana))
    assert banana.isSelected()
    assert scene.status_text().startswith("Your Banana card is chosen: click a glowing spot")
    assert scene.zones[(2, 1)].glow and not scene.zones[(1, 3)].glow  # where a Banana may go
    click(view, centre(scene.zones[(2, 1)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "play B @2.1"


def test_one_card_is_chosen_at_a_time_and_a_second_click_puts_it_back(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    gorilla, banana = hand_card(scene, "G"), hand_card(scene, "B")
    click(view, centre(gorilla))
    click(view, centre(banana))
    assert banana.isSelected() and not gorilla.isSelected()
    click(view, centre(banana))
    assert not any(item.isSelected() for item in scene.hand_items)
    assert not any(zone.glow for zone in scene.zones.values())
    assert "chosen" not in scene.status_text()
    assert not session.history


def test_a_spot_clicked_first_says_how_and_a_wrong_spot_says_why(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    said: list[str] = []
    scene.refused.connect(said.append)
    click(view, centre(scene.zones[(2, 1)]))
    assert any(CHOOSE_FIRST in text for text in said), said
    click(view, centre(hand_card(scene, "B")))
    click(view, centre(scene.zones[(1, 3)]))  # a Banana never goes on the Ground
    assert not session.history
    assert said[-1] == "only Gorillas may stand on the Ground", said
