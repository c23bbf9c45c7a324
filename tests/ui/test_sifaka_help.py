"""What the Sifaka table tells a new player about the card in hand: a caption that says it is
theirs (and, when it is to be laid, to drag it onto the table), and while it is dragged, the
boxes where it can go, as the rules' legal moves say."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.games.sifaka.moves import Place
from gamebox.games.sifaka.state import SLOTS
from tests.ui.helpers import drag, hold_drag, release, to_viewport
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.sifaka.art import BOX
from ui.sifaka.items import PlaceArea
from ui.sifaka.scene import SifakaScene


def _caption_words(scene: SifakaScene) -> str:
    assert scene.caption is not None, "the card in hand has no caption"
    return " ".join(scene.caption.lines)


def _overlaps(a: QGraphicsItem, b: QGraphicsItem) -> bool:
    return a.sceneBoundingRect().intersects(b.sceneBoundingRect())


def test_the_card_in_hand_is_captioned_beside_it_clear_of_the_buttons(qtbot: Any) -> None:
    first_turn = {"players": 3, "phase": "face", "current": 0, "first": 0, "slots_left": list(SLOTS), "steps": []}
    scene, _view, _session = make_table(qtbot, first_turn)
    assert scene.hand_item is not None and not scene.hand_item.draggable
    assert _caption_words(scene) == "Your card"
    caption = scene.caption
    assert caption is not None and caption in scene.panel_items  # pinned with the panel
    facings = [b for k, b in scene.buttons.items() if k.startswith("face:")]
    assert len(facings) == 4
    for other in [scene.hand_item, scene.buttons["fit"], *facings]:
        assert not _overlaps(caption, other), other
    card, words = scene.hand_item.sceneBoundingRect(), caption.sceneBoundingRect()
    assert words.left() >= card.right() and words.top() < card.bottom()  # beside the card, right of it
    panel = scene.side_panel
    assert panel is not None and not _overlaps(caption, panel)


def test_the_caption_says_how_to_lay_the_card_when_it_is_to_be_laid(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    assert scene.hand_item is not None and scene.hand_item.draggable
    assert _caption_words(scene) == "Your card: drag it onto the table"
    assert scene.caption is not None and not _overlaps(scene.caption, scene.buttons["fit"])
    assert not _overlaps(scene.caption, scene.hand_item)


def test_dragging_the_card_shows_the_boxes_its_legal_places_cover(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None
    legal = [m for m in session.game.legal_moves(scene.view()) if isinstance(m, Place)]
    start = hand.sceneBoundingRect().center()
    hold_drag(view, start, (start + QPointF(4 * BOX, -1 * BOX)) / 2, steps=1)
    area = scene.place_area
    assert isinstance(area, PlaceArea) and area.scene() is scene and area.isVisible()
    covered = {(m.x + dx, m.y + dy) for m in legal for dx in (0, 1) for dy in (0, 1)}
    assert area.cells == covered
    assert (3, 0) not in area.cells  # the green counter's box: no card may cover it
    assert not {tuple(p[:2]) for p in scene.view().pawns} & area.cells  # nor a pawn's
    assert {(3, -2), (4, -2), (3, -1), (4, -1)} <= area.cells  # a legal place beside the table
    # drawn over the cards, under counters and pawns, and tinted
    assert area.zValue() > max(item.zValue() for item in scene.items() if type(item).__name__ == "TableCard")
    assert area.zValue() < min(c.zValue() for c in scene.counter_items.values())
    assert area.opacity() > 0.5
    # the ghost too (a refused one said "A card may not cover a pawn" over the pawn it hid)
    pawns = [i for i in scene.items() if type(i).__name__ == "PawnItem"]
    assert pawns and scene.ghost.scene() is scene
    assert area.zValue() < scene.ghost.zValue() < min([c.zValue() for c in scene.counter_items.values()]
                                                       + [p.zValue() for p in pawns])
    release(view, to_viewport(view, start))  # back onto the hand: nothing is played
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.place_area is None and area.scene() is None  # gone with the drag


def test_a_refused_drop_takes_the_area_away(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    hand = scene.hand_item
    assert hand is not None
    drag(view, hand.pos() + QPointF(BOX, BOX), QPointF(2 * BOX, -1 * BOX) + QPointF(BOX, BOX))  # onto the counter
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert session.history == []
    assert not [item for item in scene.items() if isinstance(item, PlaceArea)]


def test_the_hint_while_dragging_names_the_turning_keys_plainly(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    # the turn's own line names the right click too (it said "mouse wheel or R key turns it",
    # where the drop's line said all three)
    assert "the mouse wheel, a right click or the R key turns it" in scene.status_text()
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    hand = scene.hand_item
    assert hand is not None
    start = hand.sceneBoundingRect().center()
    hold_drag(view, start, QPointF(4 * BOX, -1 * BOX), steps=4)
    assert scene.ghost.legal
    assert said and "mouse wheel" in said[-1] and "R key" in said[-1]
    release(view, to_viewport(view, start))


def test_at_a_shared_screen_the_card_in_hand_says_whose_it_is(qtbot: Any) -> None:
    """In the review of a game at a shared screen, "Your card" showed one person's card at
    every move and did not say whose."""
    from gamebox.registry import get_info
    from gamebox.session import GameSession
    from tests.ui.helpers import show_table
    from ui.settings import Settings

    info = get_info("sifaka")
    session = GameSession(info, info.make_config(2), 4, ("human", "human"), names=("Ana", "Bob"))
    scene = SifakaScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    if scene.curtain is not None:
        scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None and scene.caption is not None, timeout=3000)
    owner = session.names_for(scene.viewer_seat)(scene.viewer_seat)
    assert _caption_words(scene).startswith(f"{owner}'s card") and owner in ("Ana", "Bob")


def test_a_hint_says_enter_picks_up_the_card_not_it(qtbot: Any) -> None:
    """"... your pawn then walks 2 boxes east onto the red counter. Enter picks it up." read as
    if Enter took the counter; it lifts the card in hand."""
    scene, _view, session = make_table(qtbot, spec_of("s5_placement_refusals"))
    place = next(m for m in session.game.legal_moves(session.state) if isinstance(m, Place))
    scene.give_hint(place, "Hint: Lay your card over the huts; your pawn then walks onto the red counter.")
    assert scene.keyboard.focus is scene.hand_item
    assert scene.status_with_keys().endswith("onto the red counter. Enter picks up your card.")
