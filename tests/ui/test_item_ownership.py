"""Pressing, clicking or dragging on anything of a table never deletes it.

PySide6's `QGraphicsItem.parentItem()` and `topLevelItem()` hand a top-level item's ownership
to Python (ui/table/ownership.py): an item only its scene kept was deleted as soon as the
press handler had looked for an interactive parent, and a Sifaka board card vanished under
the mouse."""

from __future__ import annotations

import gc
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene

from tests.ui.helpers import send_mouse, to_viewport
from tests.ui.play import open_window
from ui.table.ownership import is_top_level, parent_item

ROOT = Path(__file__).resolve().parents[2]
# the tables with things that are only looked at on the human's first turn (Goritaire's
# phase bar; Sifaka's board cards, slots and pawns); every item of the other tables picks
# up or clicks then
QUIET_GAMES = {"goritaire": 1, "sifaka": 2}
RAW_CALLS = re.compile(r"\.(parentItem|topLevelItem)\(")


def _press_move_release(view: Any, at: QPointF) -> None:
    """A real gesture on the viewport: press, two moves with the button held, release where
    it started (a click that wobbled, or a short pan of a big table)."""
    left = Qt.MouseButton.LeftButton
    a = to_viewport(view, at)
    send_mouse(view, QEvent.Type.MouseButtonPress, a, left, left)
    for step in (QPoint(a.x() + 12, a.y() + 6), a):
        send_mouse(view, QEvent.Type.MouseMove, step, Qt.MouseButton.NoButton, left)
        QApplication.processEvents()
    send_mouse(view, QEvent.Type.MouseButtonRelease, a, left, Qt.MouseButton.NoButton)
    QApplication.processEvents()


@pytest.mark.parametrize("game", sorted(QUIET_GAMES))
def test_pressing_what_cannot_be_played_leaves_the_table_whole(qtbot, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    players = QUIET_GAMES[game]
    window = open_window(qtbot, tmp_path, size=(1280, 820))
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 4, {})
    page = window.page
    qtbot.waitUntil(lambda: page.session.to_move == 0 and not page.scene.queue.busy, timeout=10000)
    page.session.pause_ai(True)  # nothing is in flight on the human's turn; the table stays
    scene, view = page.scene, page.view
    shown = view.visible_scene_rect()
    history = len(page.session.history)
    before = sorted(type(item).__name__ for item in scene.items())
    # the points of the window on an item that cannot be picked up or clicked (a board card,
    # a caption): pressing there must change nothing
    grid = [QPointF(shown.left() + shown.width() * (i + 0.5) / 40, shown.top() + shown.height() * (j + 0.5) / 25)
            for i in range(40) for j in range(25)]
    quiet = [p for p in grid if scene.items(p) and scene._interactive_at(p) is None]
    assert quiet, "the table has things that are only looked at"
    for point in quiet[:: max(1, len(quiet) // 12)]:
        _press_move_release(view, point)
        gc.collect()
    assert sorted(type(item).__name__ for item in scene.items()) == before
    assert len(page.session.history) == history


def test_walking_up_from_an_item_keeps_it_in_its_scene(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    for _ in range(3):
        top = QGraphicsRectItem(0, 0, 10, 10)
        scene.addItem(top)
        QGraphicsRectItem(top)  # a child
    for item in scene.items():
        parent = parent_item(item)
        assert (parent is None) == is_top_level(item)
    del item, top, parent
    gc.collect()
    assert len(scene.items()) == 6


def test_nothing_in_ui_or_the_tests_calls_the_raw_ownership_moving_methods() -> None:
    """Nor a test: one that walks a table with the raw call deletes the items it looks at and
    then finds nothing wrong with a table that lost them."""
    this = Path(__file__).resolve()
    files = sorted((ROOT / "ui").rglob("*.py")) + sorted((ROOT / "tests").rglob("*.py"))
    offenders = [f"{path.relative_to(ROOT)}:{n}" for path in files
                 if path.name != "ownership.py" and path.resolve() != this
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if RAW_CALLS.search(line)]
    assert offenders == []
