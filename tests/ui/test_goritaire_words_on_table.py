"""Goritaire's table in words a new player reads: action buttons name the Gorillas that pay in
plain words (no "L2+" codes), a button that cannot be used now stays readable, the info panel's
eating lines say where each banana comes from, and the Ground's row carries its name."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gamebox.games.goritaire.actions import ACTIONS, BY_NAME
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.goritaire.helpers import build
from tests.text_rules import assert_plain
from tests.ui.helpers import contrast, show_table
from ui.goritaire import layout as L
from ui.goritaire.panels import cost_note, info_lines
from ui.goritaire.scene import GoritaireScene
from ui.goritaire.widgets import ActionButton, GroundLabel
from ui.settings import CARD_SCALE_RANGE, Settings
from ui.table.controls import note_squeeze
from ui.table.painting import text_width

CODE = re.compile(r"\bL\d\+")
PYRAMID = "1.1G 1.2G 1.3S 1.4G 2.1G 2.2B 2.3S 3.1G 3.2G"
WORST_INFO = {"area": PYRAMID, "hand": "GGB", "deck": "BBBGG", "imaginary": 12, "removed": "BBGGBBGGBBGG",
              "extreme": True}


def make_table(qtbot: Any, position: dict[str, Any], card_scale: float = 1.0) -> GoritaireScene:
    info = get_info("goritaire")
    options = {"extreme_arts": bool(position.get("extreme")), "as_printed": bool(position.get("as_printed"))}
    session = GameSession(info, info.make_config(1, options), 3, ("human",))
    session.state = build(position)
    scene = GoritaireScene(session, Settings(speed=0.0, card_scale=card_scale))
    show_table(qtbot, scene)
    scene.rebuild()
    return scene


def action_buttons(scene: GoritaireScene) -> list[ActionButton]:
    return [b for key, b in scene.buttons.items() if key.startswith("action:") and isinstance(b, ActionButton)]


def keyed(scene: GoritaireScene, key: str) -> Any:
    return next(i for i in scene.items() if getattr(i, "key", "") == key)




@pytest.mark.parametrize("as_printed", [False, True])
def test_action_buttons_say_who_pays_in_words_not_codes(qtbot: Any, as_printed: bool) -> None:
    scene = make_table(qtbot, {"area": PYRAMID, "hand": "GB", "deck": "BBB", "extreme": True,
                               "as_printed": as_printed})
    buttons = action_buttons(scene)
    assert len(buttons) == len(ACTIONS)
    heading = keyed(scene, "actions-title")
    for text in [heading.lines[0], heading.note, heading.toolTip()] + [t for b in buttons
                                                                     for t in (b.label, b.note, b.toolTip())]:
        assert not CODE.search(text) and "✓" not in text, text
        assert_plain(text, "Goritaire's action panel", sentence=False)
    notes = {b.payload: b.note for b in buttons}
    assert notes["walking"] == "any Gorilla" and notes["exploration"] == "Level 2+"
    assert notes["invitation1"] == "Level 2+ & any" and notes["invitation2"] == "Level 3+ & 2+"
    assert notes["fleeing"] == "any 3 Gorillas"
    assert "Sacrifice" in scene.buttons["action:homesickness"].toolTip()


def test_every_cost_note_fits_beside_its_name_whole() -> None:
    """Narrowed a little if need be, never cut: Homesickness's had read "Level 4+ …"."""
    for spec in ACTIONS:
        room = L.ACTION_SIZE.width() - 26 - text_width(spec.label, 14.0, True)
        note = cost_note(spec, room)
        assert note == spec.cost_words, spec.name
        assert text_width(note, 14.0) * note_squeeze(note, 14.0, room) <= room, spec.name
    assert note_squeeze(BY_NAME["homesickness"].cost_words, 14.0, 100.0) < 1.0


def test_a_button_that_cannot_be_used_now_is_dark_words_on_light_grey(qtbot: Any) -> None:
    scene = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    buttons = {b.payload: b for b in action_buttons(scene)}
    assert buttons["walking"].enabled and not buttons["exploration"].enabled
    for button in buttons.values():
        ink, fill = button.text_colours()
        assert contrast(ink, fill) >= 4.5, (button.payload, ink.name(), fill.name())
    ink, fill = buttons["exploration"].text_colours()
    assert fill.lightness() > ink.lightness() and fill.lightness() > 180
    assert "Not now" in buttons["exploration"].toolTip()


def test_the_info_panel_says_where_the_bananas_come_from(qtbot: Any) -> None:
    scene = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "GBBBB", "deck": "BBB"})
    lines = keyed(scene, "info").lines
    text = " / ".join(lines)
    assert text.startswith("Eating: 3 bananas / for 3 Ground Gorillas / From Plants: 1 banana")
    assert "Needed from hand: 2 / You hold 4 Banana cards" in text
    assert "You may still play / 1 card from your hand" in text
    for bad in ("Plants 1", "imaginary 0", "From hand 2", "you hold", "1 to play"):
        assert bad not in text
    empty = build({"hand": "GGGGBBB", "deck": "BBB", "turn": 1})
    assert " / ".join(info_lines(empty)).startswith("Eating: none / no Gorilla on the Ground")
    fed = build({"area": "1.1G 1.2B", "hand": "G", "deck": "B", "imaginary": 1, "played": True})
    fed_text = " / ".join(info_lines(fed))
    assert "Needed from hand: 0 / You hold no Banana card" in fed_text and "Imaginary bananas: 1" in fed_text
    assert "You played your card" in fed_text


def test_info_lines_are_plain_keep_numbers_with_their_words_and_fit_the_panel() -> None:
    for spec in (WORST_INFO, {**WORST_INFO, "as_printed": True}, {**WORST_INFO, "hand": "GG", "imaginary": 0}):
        lines = info_lines(build(spec))
        assert 6 + 22 + (len(lines) - 1) * 21 <= L.INFO_SIZE.height(), lines
        for n, line in enumerate(lines):
            assert text_width(line, L.TITLE if n == 0 else L.TEXT, n == 0) <= L.INFO_SIZE.width() - 20, line
            assert not re.fullmatch(r"\d+|none", line), lines
            assert_plain(line, "Goritaire's info panel", sentence=False)


def ground_label(scene: GoritaireScene) -> GroundLabel:
    labels = [i for i in scene.items() if isinstance(i, GroundLabel)]
    assert len(labels) == 1
    return labels[0]


@pytest.mark.parametrize("card_scale", CARD_SCALE_RANGE)
@pytest.mark.parametrize("area", ["", PYRAMID, "1.1G 1.2G 1.3G 1.4G 1.5G 1.6G 1.7G 1.8G 1.9G 1.10G 2.9G 3.8G 4.7G"
                                                " 5.6G 6.5B"])
def test_the_grounds_row_is_named_under_it_and_no_card_lies_on_the_name(qtbot: Any, card_scale: float,
                                                                        area: str) -> None:
    scene = make_table(qtbot, {"area": area, "hand": "GGB", "deck": "BBB"}, card_scale)
    label = ground_label(scene)
    assert label.lines == ["Ground"] and label.isVisible()
    box = label.sceneBoundingRect()
    assert scene.sceneRect().contains(box)
    lat = scene.lat
    ground_bottom = lat.rect((1, lat.base)).bottom()
    assert box.top() >= ground_bottom - 2, "the name sits under the Ground's row"
    for item in list(scene.spot_items.values()) + scene.hand_items + list(scene.buttons.values()):
        common: QRectF = box.intersected(item.sceneBoundingRect())
        assert common.isEmpty(), f"{getattr(item, 'key', item)} lies on the Ground's name"
    for key in ("hand-label", "info", "actions-title"):
        assert box.intersected(keyed(scene, key).sceneBoundingRect()).isEmpty(), key


def test_the_hands_limit_is_not_told_once_the_deal_is_over(qtbot: Any) -> None:
    """ "Hand 0 (at most 7 after the turn)" stayed on the final table: there is no turn after."""
    playing = make_table(qtbot, {"area": PYRAMID, "hand": "GGB", "deck": "BBB"})
    assert keyed(playing, "hand-label").lines == ["Hand 3 (at most 7 after the turn)"]
    over = make_table(qtbot, {"area": PYRAMID, "hand": "GGB", "deck": "BBB", "phase": "over"})
    assert keyed(over, "hand-label").lines == ["Hand 3"]
