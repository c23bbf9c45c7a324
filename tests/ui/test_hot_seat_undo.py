"""At a shared screen a person may take back their own slip before passing the screen on:
Undo had always been refused there ("the last one was another player's"), the turn being the
next person's the moment the move was played. Once the next person opens the screen, the move
is no longer the mover's to take back."""

from __future__ import annotations

import time
from typing import Any

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import show_table
from ui.game_page import scene_class
from ui.settings import Settings


def test_the_mover_takes_back_a_move_until_the_next_person_opens_the_screen(qtbot: Any) -> None:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 4, ("human", "human"), names=("Ann", "Cy"))
    session.ai_delay_ms = 0
    scene = scene_class("girafferaffe")(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    if scene.curtain is not None:  # the first person sits down
        scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=3000)
    ann = session.to_move
    # a move that draws no card (a drawn card is never taken back, at any table)
    quiet = [m for m in session.game.candidate_moves(session.state)
             if not any(e.data.get("src") == "redraw" for e in session.game.apply(session.state, m)[1])]
    assert session.play(quiet[0])
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=3000)
    assert session.to_move != ann and scene.viewer_seat == ann  # Cy's curtain is up; nobody has looked
    assert session.can_undo(), session.undo_refusal()
    assert session.undo() and session.to_move == ann
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    # Ann's turn again, behind her own curtain: whoever pressed Undo may have been Cy
    assert scene.curtain is not None and scene.curtains.seat == ann
    scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
    assert scene.viewer_seat == ann
    assert session.play(quiet[0])
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=3000)
    scene.curtain.opened.emit()  # Cy opens the screen: Ann's move is no longer hers to take back
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
    assert not session.can_undo() and not session.undo()
    assert session.undo_refusal() == "Undo takes back only your own moves, and the last one was another player's."


def _opened_shared_table(qtbot: Any) -> tuple[Any, GameSession]:
    """Girafferaffe between Ann and Cy at one screen, the first curtain opened, still."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 4, ("human", "human"), names=("Ann", "Cy"))
    session.ai_delay_ms = 0
    scene = scene_class("girafferaffe")(session, Settings(speed=1.0))
    show_table(qtbot, scene)
    if scene.curtain is not None:
        scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=5000)
    return scene, session


def test_the_mover_sees_the_move_land_before_the_next_curtain(qtbot: Any) -> None:
    """At a shared screen the next person's curtain came down the moment a move landed: the
    mover never saw their Sifaka pawn walk to its end, nor what it took."""
    from ui.table.animation import LOOK_BACK_MS

    scene, session = _opened_shared_table(qtbot)
    landed: list[float] = []
    scene.moveShown.connect(lambda _count: landed.append(time.monotonic()))
    assert session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=8000)
    curtain_at = time.monotonic()
    assert landed and curtain_at - landed[-1] >= LOOK_BACK_MS / 1000 * 0.8, (curtain_at - landed[-1])


def test_while_the_mover_looks_back_the_line_speaks_to_the_mover(qtbot: Any) -> None:
    """It read "Waiting for Cy to play." over Ann's hand, still face up, as if Cy should look."""
    scene, session = _opened_shared_table(qtbot)
    mover = scene.full_name(session.to_move)
    following = next(scene.full_name(s) for s in range(2) if s != session.to_move)
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    assert session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=8000)
    curtain = next(n for n, line in enumerate(said) if line.startswith(f"{following}, your turn"))
    assert said[curtain - 1] == f"{mover}, your move is made: {following} is next, once the screen is covered.", said
    assert not any(line.startswith("Waiting for") for line in said[curtain - 1:]), said
