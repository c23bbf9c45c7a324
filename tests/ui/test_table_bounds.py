"""Nothing on a fitted table is cut off: at the smallest and the largest card size, through a
game and after a live change of card size, every item the player can see lies on the table
the view fits (its scene rect, plus the margin the view shows around it). Sifaka's table
grows by itself and is checked in its own tests."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.ui.play import open_window, settle, step
from ui.settings import CARD_SCALE_RANGE
from ui.table.view import FIT_MARGIN

GAMES = [("girafferaffe", 5), ("girafferaffe", 1), ("gorilla", 5), ("gorilla", 3), ("trio", 2), ("goritaire", 1)]


def sticking_out(scene: Any) -> list[str]:
    """The visible items that reach past what the fitted view shows."""
    shown = scene.sceneRect().adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
    out = []
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible() or item.opacity() == 0:
            continue
        box: QRectF = item.sceneBoundingRect()
        if not shown.contains(box):
            out.append(f"{type(item).__name__} {getattr(item, 'key', '')} at {[round(v) for v in box.getRect()]}")
    return out


def check_moves(qtbot: Any, page: Any, rng: random.Random, moves: int, label: str) -> None:
    for count in range(moves):
        assert not sticking_out(page.scene), (label, count, sticking_out(page.scene), page.scene.sceneRect())
        if not step(qtbot, page, rng, keep_going=True):
            break


@pytest.mark.parametrize("game,players", GAMES)
@pytest.mark.parametrize("card_scale", CARD_SCALE_RANGE)
def test_every_item_lies_on_the_fitted_table(qtbot: Any, tmp_path: Path, game: str, players: int,
                                             card_scale: float) -> None:
    window = open_window(qtbot, tmp_path, (1600, 700), card_scale)
    seats = ["human"] + ["computer"] * (players - 1)
    window.start_game(game, players, seats, None, 3, {})
    page = window.page
    settle(qtbot, page)
    check_moves(qtbot, page, random.Random(3), 18, f"{game} {players} at {card_scale}")
    view = page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.adjusted(-1, -1, 1, 1).contains(page.scene.sceneRect()), "the view shows the whole table"


@pytest.mark.parametrize("game,players", [("gorilla", 4), ("goritaire", 1)])
def test_a_bigger_card_size_chosen_mid_game_grows_the_table_to_hold_it(qtbot: Any, tmp_path: Path, game: str,
                                                                      players: int) -> None:
    window = open_window(qtbot, tmp_path, (1600, 700), 1.0)
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 4, {})
    page = window.page
    rng = random.Random(4)
    check_moves(qtbot, page, rng, 4, "before")
    before = page.scene.sceneRect()
    window.settings.card_scale = CARD_SCALE_RANGE[1]
    page.scene.apply_settings()
    page.view.settings_changed()
    settle(qtbot, page)
    assert page.scene.sceneRect().height() > before.height()
    check_moves(qtbot, page, rng, 6, "after")
    shown = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    assert shown.adjusted(-1, -1, 1, 1).contains(page.scene.sceneRect())
