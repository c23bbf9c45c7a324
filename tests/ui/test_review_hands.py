"""The review of an ended game lays every hand face up at each past position: the chances moved
with cards nobody at the table could see then, and with the game over there is no secret left
to keep (the end screen shows the last hands too). A game still being played keeps them hidden."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.ui.play import finished_record, open_finished, open_window
from ui.table.items import CardItem


def _hand_cards(scene: Any, seat: int) -> list[CardItem]:
    return [item for item in scene.items() if isinstance(item, CardItem) and item.key.startswith(f"hand:{seat}:")]


def _opponent_shown(game: str, scene: Any) -> bool:
    """Whether the opponent (seat 1) shows what it holds."""
    if game == "trio":
        row = scene.row_of(1)
        return bool(scene.hand_items[row]) and all(item.face_up for item in scene.hand_items[row])
    if game == "gorilla":
        cards = _hand_cards(scene, 1)
        return bool(cards) and all(item.payload is not None and item.payload >= 0 for item in cards)
    panel = scene.seat_panels[1]  # Girafferaffe: the panel names the cards under their count
    return len(panel.lines) == 3


@pytest.mark.parametrize("game,players", [("trio", 2), ("gorilla", 3), ("girafferaffe", 2)])
def test_the_review_shows_every_hand(qtbot: Any, tmp_path: Path, game: str, players: int) -> None:
    window = open_window(qtbot, tmp_path, (1280, 820))
    record = finished_record(game, players, ["human"] + ["computer"] * (players - 1), seed=4)
    open_finished(window, tmp_path, record)
    page = window.page
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    live = page.scene
    total = len(page.session.history)
    count = next(n for n in range(total // 2, total) if page.session.history[n].before.hands[1])
    page.look_back(count)
    shown = page.shown_scene
    assert shown is not live and shown.read_only
    assert _opponent_shown(game, shown), "the opponent's cards lie face up in the review"
    page.look_back(total)
    # the same position while the game was still going (not a review): hidden as in play
    during = live.session.at_step(count)
    table = type(live)(during, live.settings)
    table.viewer_seat = live.viewer_seat
    table.start()
    assert not table.every_hand_shown and not _opponent_shown(game, table)
    table.shutdown()
    during.close()
