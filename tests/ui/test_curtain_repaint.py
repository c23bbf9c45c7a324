"""The hot-seat curtain covers all the view shows, past the table's own edges: when it opens,
the whole view is painted again. Only the table's rectangle was, and the curtain's dark
colour stayed as a frame around the table for the rest of the game."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPaintEvent, QRegion

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, show_table
from ui.game_page import scene_class
from ui.settings import Settings


class PaintedRegion(QObject):
    """Collects what the viewport repaints."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.region = self.region.united(event.region())
        return False


@pytest.mark.parametrize(("game_id", "players"), [("girafferaffe", 2), ("trio", 2), ("gorilla", 3)])
def test_opening_the_curtain_repaints_the_whole_view(qtbot: Any, game_id: str, players: int) -> None:
    info = get_info(game_id)
    session = GameSession(info, info.make_config(players), 4, ("human",) * players)
    scene = scene_class(game_id)(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=5000)
    viewport = view.viewport()
    assert not scene.sceneRect().contains(view.visible_scene_rect()), "the view shows more than the table"
    painted = PaintedRegion()
    viewport.installEventFilter(painted)
    qtbot.wait(50)
    painted.region = QRegion()
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
    qtbot.wait(100)
    viewport.removeEventFilter(painted)
    whole = QRegion(viewport.rect())
    assert whole.subtracted(painted.region).isEmpty(), "parts of the view kept the curtain's paint"


@pytest.mark.parametrize("name", ["漢字" * 20, "Maximiliana-Rosalind-Konstantinopoulou-Smith", "Bo"])
def test_the_curtains_words_fit_inside_it_whatever_the_names(qtbot: Any, name: str) -> None:
    """Two 40-character names (New game allows them) ran past both edges of the curtain."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from ui.table.curtain import PrivacyCurtain, curtain_text
    from ui.table.painting import measure_text

    for width, height in ((1280, 820), (700, 480)):
        curtain = PrivacyCurtain(QRectF(0, 0, width, height), curtain_text(name, True, name[::-1]))
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        with measure_text() as painted:
            curtain.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        (text,) = painted
        assert not text.clipped and text.pixel_size >= 14, (width, text)



def test_the_curtains_words_keep_a_readable_size_however_the_table_is_drawn() -> None:
    """On Sifaka's table, drawn ever smaller as it grows, the curtain's words shrank with it:
    large at the start, a few pixels late in the game."""
    from ui.table.curtain import SHOWN_LEAST_PX, SHOWN_MOST_PX, TEXT_PX, text_px

    assert text_px(1.0) == TEXT_PX  # as the other tables draw it
    for scale in (0.05, 0.3, 0.6, 1.0, 1.5, 3.0):
        on_screen = text_px(scale) * scale
        assert SHOWN_LEAST_PX - 1e-9 <= on_screen <= SHOWN_MOST_PX + 1e-9, (scale, on_screen)
