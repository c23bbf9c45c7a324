"""While a drag is aimed where the rules refuse it, every table says why before the release:
the place turns red and the reason stands beside the pointer; letting go there refuses with
the same words and the red and the reason go away (real mouse events, the button held).

Girafferaffe's own check is in test_girafferaffe_scene.py; Sifaka says it with its ghost."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from tests.ui.gorilla_table import gorilla_table
from tests.ui.helpers import centre, click, hold_drag, release
from tests.ui.test_gorilla_scene import _seed
from tests.ui.test_goritaire_scene import hand_card
from tests.ui.test_goritaire_scene import make_table as goritaire_table
from tests.ui.test_trio_scene import make_table as trio_table
from ui.table.scene_base import TableScene


def assert_tag_placed(view: QGraphicsView, tag: QGraphicsItem, carried: QGraphicsItem, pointer: QPoint) -> None:
    """The tag is near the pointer, off the card it speaks of, inside the window, and as large
    on screen as the window's own text (the table's scale does not shrink it)."""
    on_screen = QRectF(QPointF(view.mapFromScene(tag.pos())), tag.boundingRect().size())
    card = QRectF(view.mapFromScene(carried.sceneBoundingRect()).boundingRect())
    assert QRectF(view.viewport().rect()).contains(on_screen), (on_screen, view.viewport().rect())
    assert not on_screen.intersects(card.adjusted(2, 2, -2, -2)), (on_screen, card)
    assert on_screen.adjusted(-160, -120, 160, 120).contains(QPointF(pointer)), (on_screen, pointer)  # beside or under the card
    assert on_screen.height() >= 24, "a line of text at the window's size"


def _aim_and_let_go(qtbot: Any, scene: TableScene, view: QGraphicsView, item: QGraphicsItem,
                    place: QGraphicsItem, expected: str) -> None:
    home = QPointF(item.pos())
    moves = len(scene.session.history)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    pointer = hold_drag(view, centre(item), centre(place))
    shown = scene.drag_refusal.shown
    assert expected in shown, shown
    assert getattr(place, "refused", False), "the place aimed at is not outlined red"
    assert_tag_placed(view, scene.drag_refusal.tag, item, pointer)
    release(view, pointer)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert len(reasons) == 1 and reasons[0].strip().lower() == shown.lower()  # what the tag said, the drop says
    assert not scene.drag_refusal.shown and not getattr(place, "refused", False)
    assert item.pos() == home
    assert len(scene.session.history) == moves


def test_trio_says_why_while_a_card_is_aimed_at_the_opponents_column(qtbot: Any) -> None:
    scene, view, _session = trio_table(qtbot)
    _aim_and_let_go(qtbot, scene, view, scene.my_hand[0], scene.column_zones[(0, 1)], "your opponent's")


def test_gorilla_says_why_while_a_card_that_does_not_open_is_aimed_at_the_pile(qtbot: Any) -> None:
    seed = _seed(lambda hand: any(c >= 40 for c in hand) and any(c < 40 for c in hand))
    scene, view, session = gorilla_table(qtbot, seed)
    session.pause_ai(True)
    card = next(c for c in scene.hand_items if c >= 40)  # K2: an opening needs an animal card
    _aim_and_let_go(qtbot, scene, view, scene.hand_items[card], scene.pile_zone, "animal card")


def test_goritaire_says_why_while_a_banana_is_aimed_at_the_ground(qtbot: Any) -> None:
    scene, view, _session = goritaire_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    _aim_and_let_go(qtbot, scene, view, hand_card(scene, "B"), scene.zones[(1, 3)],
                    "Only Gorillas may stand on the Ground")


def test_a_long_reason_is_wrapped_inside_a_narrow_table(qtbot: Any) -> None:
    """A reason wider than the table on screen ran off both its ends on one line ("...pot: it
    needs two cards under it (or the Ground spot..." at 800 px; "ingle blue/green tree: Copy
    cards..." in a 560 px window): it now wraps onto more lines, whole."""
    scene, view, _session = goritaire_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    view.resize(330, 420)
    qtbot.wait(50)
    gorilla = hand_card(scene, "G")
    pointer = hold_drag(view, centre(gorilla), centre(scene.zones[(2, 2)]))
    tag = scene.drag_refusal.tag
    shown = scene.drag_refusal.shown
    assert shown == "Row 2's 2nd spot needs two cards under it", shown
    on_screen = QRectF(QPointF(view.mapFromScene(tag.pos())), tag.boundingRect().size())
    assert QRectF(view.viewport().rect()).contains(on_screen), (on_screen, view.viewport().rect())
    assert on_screen.height() >= 2.5 * tag.FONT, "more than one line"
    assert_tag_placed(view, tag, gorilla, pointer)
    release(view, pointer)


def test_a_drag_aimed_at_a_legal_place_shows_no_reason(qtbot: Any) -> None:
    scene, view, session = trio_table(qtbot)
    card = scene.my_hand[0]
    pointer = hold_drag(view, centre(card), centre(scene.column_zones[(1, 2)]))
    assert scene.drag_refusal.shown == "" and not scene.column_zones[(1, 2)].refused
    assert scene.column_zones[(1, 2)].glow
    before = len(session.history)
    release(view, pointer)
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=2000)


def test_the_place_a_drop_would_go_to_is_outlined_over_the_dragged_card(qtbot: Any) -> None:
    """A Gorilla from the hand is larger than a pyramid spot: carried between two spots, it hid
    both, and the player could not tell which would take it. The place it would go to is
    outlined over the card: green where it takes it, red where it refuses it."""
    scene, view, _session = goritaire_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    gorilla, landing = hand_card(scene, "G"), scene.drag_refusal.landing
    ground, row_2 = scene.zones[(1, 3)], scene.zones[(2, 2)]
    aim = centre(ground) + (centre(row_2) - centre(ground)) * 0.3  # over both, mostly the Ground spot
    pointer = hold_drag(view, centre(gorilla), aim)
    assert gorilla.sceneBoundingRect().contains(ground.sceneBoundingRect()), "the card hides the spot"
    assert landing.isVisible() and landing.scene() is scene and landing.legal
    assert landing.place == ground.mapRectToScene(ground.rect()) and landing.zValue() > gorilla.zValue()
    release(view, pointer)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert not landing.isVisible()
    scene, view, _session = goritaire_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    pointer = hold_drag(view, centre(hand_card(scene, "G")), centre(scene.zones[(2, 2)]))
    landing = scene.drag_refusal.landing
    assert landing.isVisible() and not landing.legal
    assert landing.place == scene.zones[(2, 2)].mapRectToScene(scene.zones[(2, 2)].rect())
    release(view, pointer)


def test_cards_let_go_over_no_place_go_back_with_a_word_and_home_in_silence(qtbot: Any) -> None:
    """Let go over the draw pile (TRIO) or the Robot's hand, a card slid back without a word
    where every other refusal said why; let go over the hand it came from, it is a change of mind."""
    scene, view, session = trio_table(qtbot)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    card = scene.my_hand[0]
    home = QPointF(card.pos())
    moves = len(session.history)
    corner = centre(scene.pile_item)  # the draw pile: no place to play
    pointer = hold_drag(view, centre(card), corner)
    release(view, pointer)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons == ["Let go over a place that lights up to play it there"] and card.pos() == home
    assert len(session.history) == moves
    neighbour = scene.my_hand[1]
    release(view, hold_drag(view, centre(card), centre(neighbour)))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert len(reasons) == 1, "let go over the hand: no word"


def test_the_reason_plate_hides_what_lies_under_it(qtbot: Any) -> None:
    """A caption under the plate ("The Robot's hand") showed through the reason's words."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from ui.table.drag_refusal import PLATE, ReasonTag

    tag = ReasonTag()
    tag.set_text("Straight tree: a Copy would repeat a rank")
    rect = tag.boundingRect()
    image = QImage(int(rect.width()) + 4, int(rect.height()) + 4, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.translate(-rect.left() + 2, -rect.top() + 2)
    tag.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = image.pixelColor(int(rect.width() * 0.5) + 2, 6 + 2)  # on the plate, above the words
    assert inside.rgb() == PLATE.rgb(), inside.name()


def test_cards_let_go_over_no_place_are_told_of_as_many_as_they_are() -> None:
    """Two cards let go over the move list: "It cannot be played anywhere now"."""
    assert TableScene.nowhere_words(False, 2) == "They cannot be played anywhere now"
    assert TableScene.nowhere_words(True, 3) == "Let go over a place that lights up to play them there"
    assert TableScene.nowhere_words(False, 1) == "It cannot be played anywhere now"


def test_a_click_that_marks_a_card_is_a_new_try_and_ends_the_refusal(qtbot: Any, tmp_path: Any) -> None:
    """A Banana refused on the Ground, then a Gorilla marked with a click: the bottom line still
    said "Not allowed. A Banana needs a free spot on row 2 or higher…" over the new choice."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path, (1280, 800))
    window.start_game("goritaire", 1, ["human"], None, 3, {})
    page = window.page
    scene, view = page.scene, page.view
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    said: list[str] = []
    page.statusChanged.connect(said.append)
    banana = next(item for item in scene.hand_items if item.payload == "B")
    release(view, hold_drag(view, centre(banana), centre(scene.zones[(1, 1)])))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert said[-1].startswith("Not allowed. A Banana needs"), said
    gorilla = next(item for item in scene.hand_items if item.payload == "G")
    click(view, centre(gorilla))
    assert gorilla.isSelected()
    assert not said[-1].startswith("Not allowed") and said[-1] == page.scene.status_with_keys(), said[-2:]
