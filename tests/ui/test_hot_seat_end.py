"""A hot-seat game that ends: no curtain goes up for "nobody's turn" (the session reports the
end as seat -1, which a list read as the last seat: "Someone, your cards." covered the final
table, and opening it drew the table from no chair)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import show_table
from ui.game_page import scene_class
from ui.settings import Settings


@pytest.mark.parametrize(("game_id", "players"), [("trio", 2), ("sifaka", 2), ("gorilla", 3)])
def test_a_hot_seat_game_ends_with_the_table_open(qtbot: Any, game_id: str, players: int) -> None:
    info = get_info(game_id)
    session = GameSession(info, info.make_config(players), 4, ("human",) * players)
    session.ai_delay_ms = 0
    scene = scene_class(game_id)(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    ended: list[Any] = []
    scene.gameEnded.connect(ended.append)
    rng = random.Random(4)
    for _ in range(3000):
        if scene.curtain is not None:  # the next person sits down
            scene.curtain.opened.emit()
        if session.to_move is None:
            break
        session.play(rng.choice(list(session.game.candidate_moves(session.state))))
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert session.to_move is None
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert scene.curtain is None, "the final table is not hidden behind a curtain"
    assert scene.viewer_seat is not None and 0 <= scene.viewer_seat < players
    assert "Someone" not in scene.status_text()
    # the log of the game over is read by every person at the screen: from nobody's chair (it
    # named the last chair's draws alone: "Player 1 … drew the green moon", "Player 2 … drew a card")
    assert scene.log_seat is None
    said = [session.describe_step(step, scene.log_seat) for step in session.history]
    if game_id == "trio":  # (a card drawn stays in its hand, unseen by the other)
        assert not any(f"{name} drew the " in line for line in said for name in ("Player 1", "Player 2"))


def test_a_curtain_does_not_outlive_the_turn_a_redo_plays_again(qtbot: Any) -> None:
    """Cy played, took it back (her curtain came back) and played it again with Redo: the
    computers then moved and the game ended, and "Cy, your turn" still covered the final table."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(3), 4, ("human", "human", "computer"), names=("Ann", "Cy", ""))
    session.ai_delay_ms = 0
    session.pause_ai(True)
    scene = scene_class("girafferaffe")(session, Settings(speed=0.0))
    show_table(qtbot, scene)

    def play_first() -> None:
        if scene.curtain is not None:
            scene.curtain.opened.emit()
            qtbot.waitUntil(lambda: scene.curtain is None, timeout=2000)
        session.play(session.game.candidate_moves(session.state)[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)

    for _ in range(6):  # on to a move of Cy's after which the computer is to move
        play_first()
        if session.history[-1].seat == 1 and session.to_move == 2:
            break
    assert session.history[-1].seat == 1 and session.to_move == 2
    assert session.undo()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    undone_curtain = scene.curtain is not None
    assert session.redo() and session.to_move == 2
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.curtain is None, f"a curtain for a turn already played (one was up after the undo: {undone_curtain})"


def test_a_refusal_made_behind_a_curtain_goes_when_it_opens(qtbot: Any, tmp_path: Any) -> None:
    """Ctrl+Z behind the next person's curtain said "Not allowed. Undo takes back only your own
    moves..."; that stayed on the status line over her table once she opened the curtain."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "human"], None, 4, {}, names=["Ann", "Cy"])
    page = window.page
    session = page.session
    scene = page.scene
    if scene.curtain is not None:
        scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=3000)
    session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=3000)
    window.undo()  # the last move was the other person's
    assert page.status.startswith("Not allowed.")
    scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
    assert not page.status.startswith("Not allowed."), page.status
    assert page.status == scene.status_text()


def test_the_log_of_a_finished_shared_game_names_nobodys_draws(qtbot: Any, tmp_path: Any) -> None:
    """TRIO, two people: at the end (and in its Review) the log was read from the last chair,
    "Player 1 … drew the green moon" beside "Player 2 … drew a card"."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path, (1280, 800))
    window.start_game("trio", 2, ["human", "human"], None, 5, {})
    page = window.page
    session, scene = page.session, page.scene
    rng = random.Random(5)
    while session.to_move is not None:
        if scene.curtain is not None:
            scene.curtain.opened.emit()
        session.play(rng.choice(list(session.game.candidate_moves(session.state))))
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    qtbot.waitUntil(lambda: page.end_screen.report is not None, timeout=5000)
    rows = [page.log.item(n).text() for n in range(page.log.count())]
    assert len(rows) == len(session.history)
    assert any(" drew a card" in row for row in rows)
    assert not any(" drew the " in row for row in rows), [row for row in rows if " drew the " in row][:2]
