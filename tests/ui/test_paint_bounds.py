"""An item paints only inside its bounding rect: Qt repaints no more than that rect when the item
moves or changes, so paint outside it stays on screen as a trail (faint lines behind a card
that flew back after a refused drop), and a panel drawn from a device cache shows only what the
window showed when the cache was made (a tester saw the right third of Sifaka's side panel stay
faded, its text cut, after a drop)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from tests.ui.test_sifaka_scene import make_table, spec_of
from ui.table.items import CardItem

MARGIN = 40  # image pixels round the item's bounds, where nothing may be painted


def painted_outside(item: QGraphicsItem) -> int:
    """How many pixels `item.paint` covers outside `item.boundingRect()` (drawn at scale 1)."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()) + 2 * MARGIN, int(bounds.height()) + 2 * MARGIN, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(MARGIN - bounds.left(), MARGIN - bounds.top())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inside = bounds.adjusted(-0.5, -0.5, 0.5, 0.5).translated(MARGIN - bounds.left(), MARGIN - bounds.top())
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 0 and not inside.contains(QPointF(x + 0.5, y + 0.5)))


def face(painter: QPainter, rect: QRectF) -> None:
    painter.fillRect(rect, QColor("#f4ecd8"))


@pytest.mark.parametrize("hover", [False, True])
@pytest.mark.parametrize("selected", [False, True])
@pytest.mark.parametrize("lift", [0.0, 6.0, 18.0])
def test_a_card_paints_its_shadow_and_outline_inside_its_bounds(qtbot: Any, hover: bool, selected: bool,
                                                                 lift: float) -> None:
    card = CardItem("R7", face)
    card.refused = True  # the outline round the raised face
    card.lift = lift
    card._hover = hover
    if selected:
        card.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        card.setSelected(True)
    assert painted_outside(card) == 0


def test_the_sifaka_side_panel_and_card_in_hand_are_drawn_afresh_as_they_follow_the_window(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, spec_of("s3_first_four_slots"))
    assert scene.side_panel in scene.panel_items and scene.hand_item in scene.panel_items
    cached = [item for item in scene.panel_items if item.cacheMode() != QGraphicsItem.CacheMode.NoCache]
    assert cached == []
