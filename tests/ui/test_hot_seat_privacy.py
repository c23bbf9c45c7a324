"""Hot-seat with computers too: everyone at the screen watches the computers' turns, so no
person's hand lies face up then. The table shows them from nobody's chair (Gorilla, where
people catch and tap out of turn, keeps the chair and turns the hand face down), and the next
person's cards wait behind their curtain as before."""

from __future__ import annotations

from typing import Any

import pytest

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, show_table
from ui.game_page import scene_class
from ui.settings import Settings


def faces_shown(scene: Any) -> int:
    """How many cards of a person's own hand the table shows face up."""
    items = getattr(scene, "hand_items", None)
    if items is not None:
        return len(items)
    return 0 if getattr(scene, "hand_item", None) is None else 1


def table(qtbot: Any, game_id: str, seats: tuple[str, ...], seed: int) -> tuple[Any, Any, GameSession]:
    info = get_info(game_id)
    session = GameSession(info, info.make_config(len(seats)), seed, seats)
    session.ai_delay_ms = 0
    session.pause_ai(True)
    scene = scene_class(game_id)(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    return scene, view, session


def person_moves(qtbot: Any, scene: Any, view: Any, session: GameSession) -> None:
    """The person to move sits down (opens their curtain) and plays a move."""
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    if scene.curtain is not None:
        click(view, centre(scene.curtain))
        qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=5000)
    seat = session.to_move
    assert scene.viewer_seat == seat and faces_shown(scene) > 0, "a person sees their own hand on their turn"
    assert session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)


@pytest.mark.parametrize(("game_id", "seed"), [("girafferaffe", 3), ("sifaka", 3), ("gorilla", 3)])
def test_no_hand_lies_face_up_while_a_computer_moves(qtbot: Any, game_id: str, seed: int) -> None:
    scene, view, session = table(qtbot, game_id, ("human", "computer", "human"), seed)
    checked = 0
    for _ in range(60):
        if session.to_move is None or checked >= 3:
            break
        if session.is_human(session.to_move):
            person_moves(qtbot, scene, view, session)
            continue
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
        assert faces_shown(scene) == 0, "a person's cards lay face up while a computer was to move"
        if game_id == "gorilla":
            assert scene.viewer_seat is not None  # keeps the chair: catches and taps stay at hand
        else:
            assert scene.viewer_seat is None and scene.curtain is None
        checked += 1
        moves = len(session.history)
        session.pause_ai(False)
        qtbot.waitUntil(lambda: len(session.history) > moves and not scene.queue.busy, timeout=10000)
        session.pause_ai(True)
    assert checked >= 1, "no computer turn came up"


@pytest.mark.parametrize("game_id", ["girafferaffe", "gorilla"])
def test_when_computers_play_first_no_curtain_comes_until_a_person_is_to_move(qtbot: Any, game_id: str) -> None:
    """Seats and deal chosen so a computer moves first: no "your cards" curtain for the first
    person, whose hand the others would then watch through the computers' turns (Gorilla's
    said "Ann, your cards" and opened on a face-down hand)."""
    for seed in range(1, 30):
        scene, view, session = table(qtbot, game_id, ("human", "computer", "human"), seed)
        if not session.is_human(session.to_move):
            break
        session.close()
    else:
        pytest.skip("no deal with a computer first")
    assert scene.curtain is None and faces_shown(scene) == 0
    if game_id != "gorilla":  # Gorilla keeps the chair (catches and taps), its hand face down
        assert scene.viewer_seat is None
    session.pause_ai(False)
    qtbot.waitUntil(lambda: session.is_human(session.to_move) and not scene.queue.busy, timeout=10000)
    assert scene.curtain is not None, "the first person's cards wait behind their curtain"


def test_a_gorilla_hand_shows_again_only_behind_its_curtain_and_the_log_names_none_of_it(qtbot: Any) -> None:
    """Gorilla keeps the chair through the computers' turns with the hand face down. When the
    same person was to move again (a skip, a reversal), the hand turned face up with no curtain,
    and all along the log read from that chair named the cards they had drawn."""
    import random

    found = 0
    for seed in range(1, 40):
        scene, view, session = table(qtbot, "gorilla", ("human", "computer", "human"), seed)
        rng = random.Random(seed)
        last_person, others_since = None, False
        for _ in range(80):
            qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
            seat = session.to_move
            if seat is None:
                break
            if session.is_human(seat):
                if seat == last_person and others_since:
                    assert scene.curtain is not None, "the hand came back face up with no curtain"
                    assert faces_shown(scene) == 0
                    found += 1
                if scene.curtain is not None:
                    click(view, centre(scene.curtain))
                    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=5000)
                last_person, others_since = seat, False
            else:
                others_since = True
                assert scene.log_seat is None, "the log was read from the chair of a covered hand"
            moves = session.game.candidate_moves(session.state)
            if not session.play(moves[rng.randrange(len(moves))]):
                break
        session.close()
        if found >= 2:
            break
    assert found >= 1, "no deal brought the same person back after a computer"
