"""The status line at a hot-seat table: several people read it, so the person whose turn it
is is named ("Player 1, your turn: ..."), and nobody is "you" on someone else's turn."""

from __future__ import annotations

from typing import Any

import pytest

from tests.text_rules import assert_plain
from tests.ui.helpers import centre, click
from tests.ui.test_hot_seat_privacy import table


@pytest.mark.parametrize("game_id", ["girafferaffe", "trio", "sifaka", "gorilla"])
def test_the_person_to_move_is_named(qtbot: Any, game_id: str) -> None:
    scene, view, session = table(qtbot, game_id, ("human", "human"), 2) if game_id == "trio" else \
        table(qtbot, game_id, ("human", "human", "human"), 2)
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=5000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.curtain is None and not scene.queue.busy, timeout=5000)
    name = scene.seat_name(session.to_move)
    text = scene.status_text()
    assert text.startswith(name) and "Your" not in text and "You " not in text, text
    assert_plain(text, "a hot-seat status line")


def test_nobody_is_you_on_a_computers_turn_at_gorilla(qtbot: Any) -> None:
    """Gorilla keeps the last person's chair through a computer's turn (for catches): its
    words are still everyone's ("Player 1 did not call ..."), not "You did not call ..."."""
    from tests.ui.test_gorilla_scene import _set_position

    scene, _view, session = table(qtbot, "gorilla", ("human", "computer", "human", "computer"), 3)
    _set_position(scene, session, {
        "hands": [["blue-lion"], ["blue-tiger", "green-crocodile", "red-lion"],
                  ["yellow-giraffe", "yellow-lion", "blue-parrot"], ["green-lion", "blue-zebra", "yellow-hippo"]],
        "pile": ["red-tiger", "red-zebra"], "to_move": 1, "phase": "play", "forgot": 0})
    scene.viewer_seat = 0  # Player 1 just stayed quiet on one card
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    text = scene.status_text()
    assert "Player 1 did not call" in text and "You" not in text, text


def test_a_person_is_never_said_to_be_thinking(qtbot: Any) -> None:
    """Undo while a computer thought hands the turn back to a person before the computer's
    answer comes (and is thrown away): "You is thinking…" was read meanwhile."""
    scene, _view, session = table(qtbot, "girafferaffe", ("human", "computer"), 2)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert session.is_human(session.to_move)
    session._set_thinking(True)
    try:
        assert "thinking" not in scene.status_text()
    finally:
        session._set_thinking(False)


def test_the_status_line_and_the_curtain_give_a_long_name_whole(qtbot: Any) -> None:
    """The panels cut a long name short; the status line and the curtain have the room, and
    "click the table when Maximiliana The… looks away" read oddly."""
    from gamebox.registry import get_info
    from gamebox.session import GameSession
    from tests.ui.helpers import show_table
    from ui.game_page import scene_class
    from ui.settings import Settings

    long_name = "Maximiliana Theodora Vanderbilt-Okonkwo"
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 2, ("human", "human"), names=[long_name, "Bob"])
    scene = scene_class("trio")(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    qtbot.waitUntil(lambda: scene.curtain is not None and not scene.queue.busy, timeout=5000)
    assert long_name in scene.status_text() or "Bob" in scene.status_text()
    if session.to_move == 1:  # Bob first: the curtain names the other person, whole
        assert long_name in scene.status_text() and "…" not in scene.status_text()
    else:
        assert scene.curtain.text.startswith(long_name) and "…" not in scene.curtain.text
