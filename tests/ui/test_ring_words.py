"""The status line names the keys for what the keyboard's ring is on: the tables' own words are
the mouse's ("drag a card onto a tree", "click the stack"), and a keyboard player was never told
which key picks a card up or presses a button. The mouse brings the mouse's words back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from tests.ui.helpers import centre, click
from tests.ui.test_girafferaffe_scene import make_table


def test_the_ring_on_a_card_and_on_a_button_says_the_key(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    plain = scene.status_text()
    assert "drag" in plain
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    assert scene.keyboard.focus in scene.hand_items
    keyed = plain.replace(scene.mouse_aside, "")  # (the keys' words say it)
    assert said[-1] == f"Enter picks up the card in the ring; Space marks it, to play several together. {keyed}"
    scene.keyboard.set_focus(scene.buttons["apple"])
    assert said[-1].startswith(f"Enter presses “{scene.buttons['apple'].label}”. ")
    click(view, centre(scene.tree_zones[next(iter(scene.tree_zones))]))
    assert scene.keyboard.focus is None and said[-1] == plain


def test_space_is_told_for_what_only_where_it_marks_cards_for_a_play(qtbot: Any) -> None:
    """TRIO plays one card at a time: its marked card is not "to play several together"."""
    from tests.ui.test_trio_scene import make_table as trio_table

    scene, view, _session = trio_table(qtbot)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    view.setFocus()
    scene.keyboard.set_focus(scene.my_hand[0])
    assert said[-1].startswith("Enter picks up the card in the ring; Space marks it, then Enter on one of your columns plays it. ")
    column = scene.column_zones[(1, 0)]
    scene.keyboard.set_focus(column)
    assert said[-1].startswith("Enter plays the marked card on this column. "), "it said: Enter presses “1”"
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # no card marked yet: the reason names the key too
    assert reasons and "Space on the keyboard" in reasons[-1], reasons


def test_the_ring_on_a_hinted_card_says_the_key_after_the_hint(qtbot: Any) -> None:
    """Ctrl+H put the ring on the hinted card; the line said the hint alone, not which key
    (where the hint's own words tell the keys, nothing is added)."""
    from gamebox.games.gorilla.moves import Play
    from tests.ui.gorilla_table import gorilla_table

    scene, _view, session = gorilla_table(qtbot, 2, paused=True)
    scene.start()
    while session.to_move != 0:  # the computers' openings, played by the test
        session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy and scene.viewer_decides(), timeout=5000)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    move = next(m for m in session.game.candidate_moves(session.state) if isinstance(m, Play))
    scene.give_hint(move, "Hint: play it.")
    assert scene.keyboard.focus is not None
    assert said[-1] == "Hint: play it. Enter picks up the card in the ring."


def test_an_arrow_with_nothing_that_way_leaves_the_ring_where_it_is(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot)
    view.setFocus()
    zones = list(scene.tree_zones.values())
    first = min(zones, key=lambda z: z.sceneBoundingRect().left())
    scene.keyboard.set_focus(first)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Left)
    assert scene.keyboard.focus is first, "it had jumped to the list's last stop"
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Up)
    assert scene.keyboard.focus is first
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
    assert scene.keyboard.focus in zones and scene.keyboard.focus is not first


def test_a_tree_says_space_marks_cards_first_while_none_is_marked(qtbot: Any) -> None:
    """The ring on a tree said "Enter plays the marked cards on this tree" with no card marked,
    and Enter then refused ("Select cards first"); with a card marked, on a tree that refuses
    it too. A tree that refuses the marked cards says why."""
    scene, view, _session = make_table(qtbot)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    view.setFocus()
    tree = scene.tree_zones[next(iter(scene.tree_zones))]
    scene.keyboard.set_focus(tree)
    assert said[-1].startswith("Space marks cards of your hand, then Enter here plays them on this tree. "), said[-1]
    from gamebox.games.girafferaffe.moves import PlayCards

    card = scene.hand_items[0]
    card.setSelected(True)
    scene.keyboard.set_focus(card)
    takes = {name: scene.refusal(PlayCards(name, (card.payload,))) is None for name in scene.tree_zones}
    assert any(takes.values()) and not all(takes.values())
    for name, zone in scene.tree_zones.items():
        scene.keyboard.set_focus(zone)
        if takes[name]:
            assert said[-1].startswith("Enter plays the marked cards on this tree. "), said[-1]
        else:  # every tree said Enter plays them, and Enter then refused
            assert said[-1].startswith("Not here. ") and "Tab goes on to the next tree. " in said[-1], said[-1]


def test_trios_bargaining_card_is_a_stop_only_once_a_card_is_marked(qtbot: Any) -> None:
    """An arrow past the hand's last card went to the bargaining card, and Enter there said
    "First choose the card in your hand": like the columns, it waits for a marked card."""
    from tests.ui.test_trio_scene import make_table as trio_table

    scene, _view, _session = trio_table(qtbot)
    bargain = scene.bargain_items[1]
    assert bargain not in scene.keyboard_items()
    scene.my_hand[0].setSelected(True)
    assert bargain in scene.keyboard_items()
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    scene.keyboard.set_focus(bargain)
    assert said[-1].startswith("Enter gives the marked card away and takes one of your opponent's at random. ")


def test_the_keys_words_stand_for_the_mouses_aside(qtbot: Any) -> None:
    """"Enter picks up the card in the ring; Space marks it, to play several together. Your
    turn: drag a card onto a tree (click cards first to play several together)." ran onto a
    second line at 1024 px, saying one thing twice: with the keys' words, the mouse's aside goes."""
    scene, view, _session = make_table(qtbot)
    aside = "(click cards first to play several together)"
    assert aside in scene.status_with_keys()
    view.setFocus()
    scene.keyboard.set_focus(scene.hand_items[0])
    said = scene.status_with_keys()
    assert said.startswith("Enter picks up the card in the ring; Space marks it, to play several together. ")
    assert aside not in said and "Your turn: drag a card onto a tree" in said
