"""Words on the Girafferaffe table (testers' report): what an empty count tree's plate asks for
(G7), one name for the apple action on the button, its tooltip, the drag reasons and the lost
round panel (G9), and a revealed hand that is never cut in the middle of a number."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from gamebox.games.girafferaffe.cards import COPY, card_words, rank_of
from tests.games.girafferaffe.golden_runner import build
from tests.games.girafferaffe.test_words_agree import OTHER_NAME
from tests.text_rules import assert_plain
from tests.ui.test_girafferaffe_rounds import lose_a_round
from tests.ui.test_girafferaffe_scene import make_table
from ui.girafferaffe.scene import GirafferaffeScene, plate_width
from ui.table.painting import text_width


def test_an_empty_count_tree_asks_for_its_first_play_G7(qtbot: Any) -> None:
    """Empty Straight, Flush and Any read "3+ cards" (the first play needs three), a tree with a
    play of three on top "4+ cards" (and an empty Pair tree "any rank", then the rank to beat:
    "above 8", or "no higher" over 15s); the plate keeps its width when the first play
    lands."""
    scene, _view, session = make_table(qtbot)
    session.state = build({"players": 1, "hands": [["R1", "R2", "R3", "R4"]],
                           "robot": {"hand": ["B5", "B9", "Y12", "G13", "R14"]}})
    scene.rebuild()
    zones = scene.tree_zones
    assert [zones[n].rule for n in ("straight", "flush", "any")] == ["3+ cards"] * 3
    assert zones["pair"].rule == "any rank"  # G6: the first play on a rank tree may be any rank
    widths = {n: zones[n].rect().width() for n in zones}
    session.state = build({"players": 1, "hands": [["R1", "R2", "R3", "R4"]],
                           "stacks": {"straight": [["B5", "G6", "Y7"]], "flush": [["G1", "G2", "G3"]],
                                      "any": [["B1", "B2", "B3"]], "pair": [["R8", "B8"]]},
                           "robot": {"hand": ["B9", "Y12", "G13", "R14", "Y1"]}})
    scene.rebuild()
    assert [zones[n].rule for n in ("straight", "flush", "any")] == ["4+ cards"] * 3
    assert zones["pair"].rule == "above 8"
    assert {n: zones[n].rect().width() for n in zones} == widths
    for tree in session.state.trees:
        assert_plain(zones[tree.name].rule, "plate rule", sentence=False)
        assert zones[tree.name].rect().width() >= plate_width(tree)
    session.state = build({"players": 1, "hands": [["R1", "R2", "R3", "R4"]],
                           "stacks": {"single": [["B15"]], "4kind": [["R15", "G15", "Y15", "="]]},
                           "robot": {"hand": ["B9", "Y12", "G13", "R14", "Y1"]}})
    scene.rebuild()
    assert zones["single"].rule == zones["4kind"].rule == "no higher"
    assert {n: zones[n].rect().width() for n in zones} == widths


def test_the_apple_button_its_tooltip_and_the_drag_reasons_say_spend_G9(qtbot: Any) -> None:
    scene, _view, session = make_table(qtbot)
    session.state = build({"players": 1, "apples": [1], "hands": [["R1", "G14"]],
                           "robot": {"hand": ["B5", "R4", "R13", "G9", "Y10"]}})
    scene.rebuild()
    button = scene.buttons["apple"]
    assert button.label == "Spend an apple"
    tip = button.toolTip()
    assert tip.startswith("Spend one of your apples") and "supply" in tip
    assert_plain(tip, "apple button tooltip")
    reasons = [t.reason for t in scene.drag_targets(scene.apple_items[:1]) if not t.legal]
    reasons += [t.reason for t in scene.drag_targets(scene.hand_items[:1]) if t.item is scene.supply_zone]
    assert reasons
    for text in [tip] + reasons:
        assert not OTHER_NAME.search(text), text
        assert_plain(text, "apple words")
    assert any("spend" in r for r in reasons)


def test_a_lost_round_panel_says_spend_G11(qtbot: Any) -> None:
    shown: list[str] = []
    lose_a_round(qtbot, {}, lambda scene: shown.append(" ".join(scene.round_panel.lines)))
    assert "Computer could neither play nor spend an apple" in shown[0]
    assert not OTHER_NAME.search(shown[0]), shown[0]


def _cards_line(scene: GirafferaffeScene, seat: int) -> tuple[str, str, float]:
    """(the count line, the cards line, the room the cards line has) of a revealed hand."""
    panel = scene.seat_panels[seat]
    return panel.lines[1], panel.lines[2], panel.panel_rect().width() - 20  # PanelItem paints 10 px in


def test_a_revealed_hand_is_never_cut_inside_a_number(qtbot: Any) -> None:
    """ "Cards: 5, 6…2, 13, Copy": the line was too wide for its panel and the shared painter cut
    its middle, leaving the "2" of a 12. The table now leaves out whole numbers only, and the
    count above the cards says how many there are."""
    scene, _view, session = make_table(qtbot, players=5, seed=2, seats=("human",) + ("computer",) * 4)
    session.pause_ai(True)
    long = ["R5", "B6", "Y7", "G8", "R9", "B10", "Y11", "G12", "R13", "=", "B2"]
    six = ["R3", "B3", "Y10", "G10", "Y12", "="]
    state = build({"players": 5, "variant": True, "rotten": [0, 2, 1, 0, 0],
                   "hands": [["R1"], long, six, ["G1"], ["Y1", "Y2"]]})
    session.state = replace(state, over=True, loser=1)
    scene.rebuild()
    for seat, hand in ((1, long), (2, six), (3, ["G1"])):
        count, line, room = _cards_line(scene, seat)
        assert count == (f"{len(hand)} cards:" if len(hand) > 1 else "1 card:")
        assert text_width(line, 14) <= room, f"{line!r} is wider than its panel: the painter would cut it"
        shown = re.split(r", | … ", line)
        ranks = {str(rank_of(c)) for c in session.state.hands[seat] if c != COPY} | {"Copy"}
        words = {card_words(c) for c in session.state.hands[seat]}  # whole with colours where they fit
        assert all(token in ranks for token in shown) or all(token in words for token in shown), line
        assert len(shown) == len(hand) or " … " in line
        for text in (count, line):
            assert_plain(text, "revealed hand", sentence=False)
    assert _cards_line(scene, 2)[1] == "3, 3, 10, 10, 12, Copy"  # a short hand shows whole
    assert _cards_line(scene, 3)[1] == "green 1"  # as the result panel names it
    line = _cards_line(scene, 1)[1]
    assert line.startswith("2, 5, 6") and line.endswith("12, 13, Copy") and " … " in line


@pytest.mark.parametrize("players", [3, 4])
def test_a_single_tree_of_some_colours_says_the_rank_to_beat_and_keeps_its_colours_G6(qtbot: Any,
                                                                                     players: int) -> None:
    """It said only its colours ("red/yellow") whatever lay on it; now the rank to beat, like
    every rank tree, while its colours' shapes stay beside its crown."""
    scene, _view, session = make_table(qtbot, players=players, seats=("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    name = "single-red-yellow" if players == 3 else "single-yellow"
    hands = [[f"R{2 * n + 1}", f"R{2 * n + 2}"] for n in range(players)]
    session.state = build({"players": players, "hands": hands})
    scene.rebuild()
    zone = scene.tree_zones[name]
    assert zone.rule == ("red/yellow" if players == 3 else "yellow")
    assert zone.marks == (("R", "Y") if players == 3 else ("Y",))
    assert "yellow" in zone.toolTip() and "higher" in zone.toolTip()
    width = zone.rect().width()
    for top, rule in (("Y8", "above 8"), ("Y15", "no higher")):
        session.state = build({"players": players, "hands": hands, "stacks": {name: [[top]]}})
        scene.rebuild()
        zone = scene.tree_zones[name]
        assert zone.rule == rule and zone.rect().width() == width
    assert not scene.tree_zones["pair"].marks


def test_every_plate_says_what_its_reward_means(qtbot: Any) -> None:
    """The Pair's "+1 card" beside "+1 apple" left a new player guessing which card; hovered,
    a plate now says what it earns and where that comes from."""
    scene, _view, session = make_table(qtbot, players=2, seats=("human", "computer"))
    session.pause_ai(True)
    tips = {name: zone.toolTip() for name, zone in scene.tree_zones.items()}
    assert "Redraw Deck" in tips["pair"] and "your hand" in tips["pair"]
    assert "2 apples" in tips["4kind"] and "an apple" in tips["any"], tips
    assert "nothing" in next(tip for name, tip in tips.items() if name.startswith("single"))
    for name, tip in tips.items():
        assert_plain(tip, "a plate's tooltip")
        title = scene.tree_zones[name].title
        assert tip.startswith(f"{title} tree: "), tip  # what the tree takes, not only what it earns
    assert "exactly 2 cards of one rank" in tips["pair"] and "one colour" in tips["flush"]


def test_a_plate_names_the_cards_on_top_when_hovered(qtbot: Any) -> None:
    """Five players: eight cards on the narrow Any plate showed as slivers, the numbers of all
    but the last cut off; hovered, the plate names them."""
    players = 5
    scene, _view, session = make_table(qtbot, players=players, seats=("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    hands = [[f"R{2 * n + 1}", f"R{2 * n + 2}"] for n in range(players)]
    session.state = build({"players": players, "hands": hands,
                           "stacks": {"any": [["B1", "B3", "B5"], ["G2", "B4", "Y6", "Y7", "G10", "B11", "G12", "Y12"]]}})
    scene.rebuild()
    tip = scene.tree_zones["any"].toolTip()
    assert tip.endswith(" On top: the green 2, blue 4, yellow 6, yellow 7, green 10, blue 11, yellow 12 and green 12."), tip
    assert_plain(tip, "a plate's tooltip")
    assert "On top" not in scene.tree_zones["flush"].toolTip()  # an empty tree names no cards


def test_the_first_tab_goes_to_your_cards_even_with_an_apple_in_front_of_you(qtbot: Any) -> None:
    """The keyboard page says "your cards first"; an apple, which also lifts and lies above the
    hand, took the first Tab."""
    from PySide6.QtCore import Qt

    from ui.table.items import CardItem

    scene, view, session = make_table(qtbot)
    session.state = build({"players": 1, "apples": [2], "hands": [["R2", "G14", "B7"]],
                           "robot": {"hand": ["R1", "B3", "Y5", "B9", "Y11"]}})
    scene.rebuild()
    stops = scene.keyboard_items()
    apples = [i for i in stops if str(getattr(i, "key", "")).startswith("my-apple")]
    assert apples, "the apples are stops too"
    assert all(isinstance(i, CardItem) for i in stops[:3]) and stops.index(apples[0]) >= 3
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=2000)
    assert isinstance(scene.keyboard.focus, CardItem)
