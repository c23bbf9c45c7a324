"""Wandering and keeping 7 by clicking the hand cards to discard, then one button (no list of
every mix of Gorillas and Bananas in card letters). Real clicks on the view's viewport."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gamebox.games.goritaire.moves import Discard, Wander
from tests.ui.helpers import centre, click
from tests.ui.test_goritaire_scene import make_table
from ui.goritaire.choices import choice_buttons
from ui.goritaire.hand_pick import chosen_cards, pick_title
from ui.goritaire.scene import GoritaireScene


def wandering(qtbot: Any, hand: str = "GGBBB") -> tuple[GoritaireScene, Any, Any]:
    return make_table(qtbot, {"hand": hand, "deck": "GBGBGBGB", "area": "1.1S 1.2G", "pending": [["wander", 0]]})


def cards(scene: GoritaireScene, card: str) -> list[Any]:
    return [item for item in scene.hand_items if item.payload == card]


def test_click_hand_cards_then_discard_them(qtbot: Any) -> None:
    scene, view, session = wandering(qtbot)
    assert choice_buttons(session.state) == ([], []), "no buttons in card letters"
    assert pick_title(session.state)[0] == "Wandering"
    assert scene.status_text() == ("Wandering: click the cards of your hand to discard, then press Discard and "
                                   "draw: you draw as many.")  # the button's words ("Discard" named no button)
    go = scene.buttons["pick:go"]
    assert not go.enabled and go.label == "Discard and draw"
    assert all(item.selectable and not item.dimmed for item in scene.hand_items), "the hand is not dimmed"
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        click(view, centre(go))
    assert "click the cards of your hand" in blocker.args[0] and not session.history
    gorilla, banana = cards(scene, "G")[1], cards(scene, "B")[0]
    click(view, centre(gorilla))
    click(view, centre(banana))
    assert go.enabled and go.label == "Discard 2, draw 2"
    assert go.toolTip() == "Discard a Gorilla and a Banana and draw as many."
    click(view, centre(gorilla))  # chosen again: kept
    assert go.label == "Discard 1, draw 1" and not session.history
    click(view, centre(go))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == Wander("B")
    assert session.state.disc_b == 1 and session.state.hand_size == 5


def test_the_cards_chosen_stay_chosen_when_the_table_is_laid_out_again(qtbot: Any) -> None:
    scene, view, _session = wandering(qtbot)
    for item in cards(scene, "B")[:2]:
        click(view, centre(item))
    scene.rebuild()  # a resize or a new card size does this
    assert scene.buttons["pick:go"].label == "Discard 2, draw 2"
    assert sorted(item.payload for item in scene.hand_items if item.isSelected()) == ["B", "B"]


def test_space_chooses_a_card_from_the_keyboard(qtbot: Any) -> None:
    scene, view, _session = wandering(qtbot, hand="GB")
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    while scene.keyboard.focus not in scene.hand_items:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Space)
    assert scene.buttons["pick:go"].label == "Discard 1, draw 1"


def test_enter_chooses_a_card_to_discard_instead_of_lifting_it(qtbot: Any) -> None:
    """Keep 7 and Wandering: the line said "Enter picks up the card in the ring", and Enter
    lifted the card as if to play it ("Not here. You can play a card ... only in the Action phase")."""
    for make in (keeping_seven, wandering):
        scene, view, session = make(qtbot)
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        while scene.keyboard.focus not in scene.hand_items:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        card = scene.keyboard.focus
        line = scene.status_with_keys()
        assert "picks up" not in line and line.startswith("Enter or Space chooses the card in the ring"), line
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
        assert not scene.keyboard.carried and card.isSelected() and not session.history
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
        assert not card.isSelected(), "Enter again keeps it"


def keeping_seven(qtbot: Any) -> tuple[GoritaireScene, Any, Any]:
    return make_table(qtbot, {"hand": "GGGBBBBBB", "deck": "GBGBGB", "area": "1.1G 1.2G", "phase": "maintenance"})


def test_keep_seven_by_clicking_as_many_cards_as_must_go(qtbot: Any) -> None:
    scene, view, session = keeping_seven(qtbot)
    assert choice_buttons(session.state) == ([], [])
    assert pick_title(session.state) == ["Keep 7", "Click 2 cards of your hand to discard, then press Discard."]
    panel = next(item for item in scene.items() if getattr(item, "key", "") == "choice-title")
    assert " ".join(panel.lines) == "Keep 7 Click 2 cards of your hand to discard, then press Discard."
    assert scene.status_text() == "Keep 7: click 2 cards of your hand to discard, then press Discard."
    go = scene.buttons["pick:go"]
    assert go.label == "Choose 2 more" and not go.enabled
    gorilla, bananas = cards(scene, "G")[0], cards(scene, "B")[:2]
    click(view, centre(gorilla))
    assert go.label == "Choose 1 more"
    for item in bananas:
        click(view, centre(item))
    assert go.label == "Choose 1 fewer" and not go.enabled
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        click(view, centre(go))
    assert "2 cards must go to keep 7" in blocker.args[0] and not session.history
    click(view, centre(gorilla))  # kept after all
    assert go.enabled and go.label == "Discard 2" and go.toolTip().startswith("Discard 2 Bananas")
    click(view, centre(go))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == Discard("BB") and session.state.disc_b == 2


@pytest.mark.parametrize("kind", ["wander", "keep"])
def test_the_hint_chooses_the_cards_it_suggests(qtbot: Any, kind: str) -> None:
    scene, view, session = wandering(qtbot) if kind == "wander" else keeping_seven(qtbot)
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["hint"]))
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=10000)
    hint = scene.hint
    assert isinstance(hint, Wander if kind == "wander" else Discard)
    chosen = "".join(sorted((item.payload for item in scene.hand_items if item.isSelected()), key="GB".index))
    assert chosen == hint.cards and not session.history
    click(view, centre(scene.buttons["pick:go"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[-1].move == hint


def test_a_choice_made_by_a_shown_solution_tells_the_player_nothing_to_do(qtbot: Any) -> None:
    from ui.table.controls import PanelItem

    def title(scene: GoritaireScene) -> list[str]:
        return next(item.lines for item in scene.items() if isinstance(item, PanelItem) and item.key == "choice-title")

    scene, view, _session = wandering(qtbot)
    assert title(scene)[0] == "Wandering"
    scene.script = ["wander B"]  # a stored solution is about to make this choice
    scene.rebuild()
    assert title(scene) == ["The solution chooses…"]
    assert scene.status_text().startswith("Showing a solution of this deal.")
    # nor do its cards: "Click to choose it for Wandering" while the solution chose them
    for item in scene.hand_items:
        assert not item.selectable and not item.draggable and not item.dimmed and not item.toolTip(), item.toolTip()
    assert not scene.viewer_decides()  # every gate of the table: clicks, drags, keys, hints
    banana = cards(scene, "B")[0]
    click(view, centre(banana))
    assert not banana.isSelected() and chosen_cards(scene) == ""


def test_a_choice_the_demo_makes_is_not_asked_of_the_player(qtbot: Any) -> None:
    """With the Demo on, the panel said "Wandering: choose…" (or "Invitation: drag 1 Gorilla
    from your hand onto a spot") while the Demo did it."""
    from ui.table.controls import PanelItem

    scene, _view, _session = wandering(qtbot)
    scene.demo = True
    scene.rebuild()
    lines = next(item.lines for item in scene.items() if isinstance(item, PanelItem) and item.key == "choice-title")
    assert lines == ["The Demo chooses…"]
