"""Nothing on a fitted table is cut off or covered: at the smallest and the largest card size,
through a game and after a live change of card size, every item the player can see lies on
the table the view fits (its scene rect, plus the margin the view shows around it), and no
card or other item lies over a text of the table (a panel, a button, a label, a seat's
plate). Sifaka's table grows by itself and is checked in its own tests."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from tests.ui.play import open_window, settle, step
from ui.gorilla.widgets import LabelItem, SeatPlate
from ui.goritaire.widgets import PhaseBar
from ui.settings import CARD_SCALE_RANGE
from ui.table.controls import ButtonItem, PanelItem
from ui.table.ownership import is_top_level
from ui.table.view import FIT_MARGIN

TEXTS = (ButtonItem, PanelItem, SeatPlate, LabelItem, PhaseBar)  # items that carry words
ABOVE_ALL = 5000  # the keyboard's focus ring, a card being dragged: above everything on purpose

GAMES = [("girafferaffe", 5), ("girafferaffe", 1), ("gorilla", 5), ("gorilla", 3), ("trio", 2), ("goritaire", 1)]


def sticking_out(scene: Any) -> list[str]:
    """The visible items that reach past what the fitted view shows."""
    shown = scene.sceneRect().adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
    out = []
    for item in scene.items():
        if not is_top_level(item) or not item.isVisible() or item.opacity() == 0:
            continue
        box: QRectF = item.sceneBoundingRect()
        if not shown.contains(box):
            out.append(f"{type(item).__name__} {getattr(item, 'key', '')} at {[round(v) for v in box.getRect()]}")
    return out


def covered_texts(scene: Any) -> list[str]:
    """Texts with another item drawn over them (more than a few pixels of the shadows)."""
    shown = [item for item in scene.items()  # topmost first
             if is_top_level(item) and item.isVisible() and item.opacity() > 0.05]
    out = []
    for index, text in enumerate(shown):
        if not isinstance(text, TEXTS):
            continue
        box = text.sceneBoundingRect().adjusted(6, 6, -6, -6)
        for other in shown[:index]:
            if other.zValue() >= ABOVE_ALL:
                continue
            common = box.intersected(other.sceneBoundingRect().adjusted(6, 6, -6, -6))
            if common.width() > 4 and common.height() > 4:
                out.append(f"{type(other).__name__} {getattr(other, 'key', '')} over "
                           f"{type(text).__name__} {getattr(text, 'key', '')}")
    return out


def check_moves(qtbot: Any, page: Any, rng: random.Random, moves: int, label: str) -> None:
    for count in range(moves):
        assert not sticking_out(page.scene), (label, count, sticking_out(page.scene), page.scene.sceneRect())
        assert not covered_texts(page.scene), (label, count, covered_texts(page.scene))
        if not step(qtbot, page, rng, keep_going=True):
            break


@pytest.mark.parametrize("game,players", GAMES)
@pytest.mark.parametrize("card_scale", CARD_SCALE_RANGE)
def test_every_item_lies_on_the_fitted_table_and_no_text_is_covered(qtbot: Any, tmp_path: Path, game: str,
                                                                     players: int, card_scale: float) -> None:
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
