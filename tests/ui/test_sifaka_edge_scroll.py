"""Sifaka's table grows past the window: a card dragged to the window's edge scrolls the
table that way, the card staying under the pointer, so a place off screen is reached in the
same drag (only the arrow keys did it). Let go, the scrolling stops (real mouse events)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt

from tests.ui.helpers import release, send_mouse
from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.table.edge_scroll import edge_speed


def test_a_card_held_at_the_edge_scrolls_the_table_and_stays_under_the_pointer(qtbot: Any) -> None:
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    view.zoom_about_centre(3.0)
    qtbot.wait(30)
    hand = scene.hand_item
    assert hand is not None
    start = view.mapFromScene(hand.sceneBoundingRect().center())
    edge = QPoint(3, view.viewport().height() // 2)
    send_mouse(view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton)
    for i in range(1, 7):
        at = QPoint(start.x() + (edge.x() - start.x()) * i // 6, start.y() + (edge.y() - start.y()) * i // 6)
        send_mouse(view, QEvent.Type.MouseMove, at, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    before = view.scroll_position()
    qtbot.waitUntil(lambda: view.scroll_position()[0] < before[0] - 60, timeout=3000)
    assert view.scroll_position()[1] == before[1], "held at the left edge's middle: only sideways"
    qtbot.wait(40)
    under = view.mapFromScene(hand.sceneBoundingRect().center())
    assert abs(under.x() - edge.x()) <= 40 and abs(under.y() - edge.y()) <= 40, (under, edge)
    # back in the middle the scrolling stops; let go there and it stays stopped
    middle = QPoint(view.viewport().width() // 2, view.viewport().height() // 2)
    send_mouse(view, QEvent.Type.MouseMove, middle, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    still = view.scroll_position()
    qtbot.wait(150)
    assert view.scroll_position() == still
    send_mouse(view, QEvent.Type.MouseMove, edge, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    assert view.edge_scroll.running
    release(view, edge)
    assert not view.edge_scroll.running
    still = view.scroll_position()
    qtbot.wait(150)
    assert view.scroll_position() == still


def test_the_felt_dragged_to_the_edge_does_not_scroll_on_its_own(qtbot: Any) -> None:
    """Only a carried card scrolls at the edge: the felt dragged (the view's own panning) or a
    pointer passing by with no button held leave the table where the hand put it."""
    scene, view, _session = make_table(qtbot, spec_of("s5_placement_refusals"))
    view.zoom_about_centre(3.0)
    qtbot.wait(30)
    edge = QPoint(3, view.viewport().height() // 2)
    send_mouse(view, QEvent.Type.MouseMove, edge, Qt.MouseButton.NoButton, Qt.MouseButton.NoButton)
    assert not view.edge_scroll.running
    assert not scene.carrying()


def test_edge_speed_grows_toward_the_edge_and_is_nil_inside() -> None:
    assert edge_speed(QPoint(500, 400), 1000, 800) == (0, 0)
    slow, fast = edge_speed(QPoint(960, 400), 1000, 800), edge_speed(QPoint(999, 400), 1000, 800)
    assert 0 < slow[0] < fast[0] and slow[1] == fast[1] == 0
    assert edge_speed(QPoint(2, 799), 1000, 800)[0] < 0 < edge_speed(QPoint(2, 799), 1000, 800)[1]
    assert edge_speed(QPoint(-40, 400), 1000, 800)[0] == edge_speed(QPoint(0, 400), 1000, 800)[0]
    assert edge_speed(QPoint(2, 2), 60, 60) == (0, 0), "a tiny view has no bands"



class _FakeView:
    """A view of 1000x800 that counts its pans."""

    def __init__(self) -> None:
        from PySide6.QtWidgets import QWidget

        self.port = QWidget()
        self.port.resize(1000, 800)
        self.at = [0, 0]

    def viewport(self) -> Any:
        return self.port

    def pan(self, dx: int, dy: int) -> None:
        self.at = [self.at[0] + dx, self.at[1] + dy]

    def scroll_position(self) -> tuple[int, int]:
        return self.at[0], self.at[1]


def test_a_drag_begun_at_the_edge_scrolls_only_once_the_pointer_left_it(qtbot: Any) -> None:
    """Sifaka's card stands in the panel near the window's right edge: a drag begun inside the
    edge's band must not carry the table off before the player has moved toward the board;
    each drag arms afresh."""
    from ui.table.edge_scroll import EdgeScroll

    fake = _FakeView()
    edge = EdgeScroll(fake)
    plain = Qt.KeyboardModifier.NoModifier
    edge.moved(QPoint(990, 400), plain)
    edge.moved(QPoint(985, 400), plain)
    assert not edge.running
    edge.moved(QPoint(500, 400), plain)
    assert not edge.running
    edge.moved(QPoint(990, 400), plain)
    assert edge.running
    qtbot.waitUntil(lambda: fake.at[0] > 0, timeout=1000)
    edge.stop()
    edge.moved(QPoint(990, 400), plain)
    assert not edge.running, "the next drag arms afresh"
