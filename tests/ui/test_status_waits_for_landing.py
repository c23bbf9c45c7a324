"""The status line speaks of the table as it is shown. While a computer's cards still fly, it
must not already say "Your turn": it once did, because the animation queue announced itself
idle the moment a move's first, instant step ran, before the rest of the move was queued."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.ui.play import open_window

GAMES = [("girafferaffe", 3), ("sifaka", 2), ("gorilla", 3), ("trio", 2)]


@pytest.mark.parametrize("game,players", GAMES)
def test_status_follows_the_moves_shown(qtbot: Any, tmp_path: Path, game: str, players: int) -> None:
    window = open_window(qtbot, tmp_path)
    window.settings.speed = 0.3  # real, short animations
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), ["easy"] * players, 5, {})
    page = window.page
    scene = page.scene
    session = page.session
    shown = [0]
    scene.moveShown.connect(lambda count: shown.__setitem__(0, count))
    early: list[tuple[int, int, str]] = []

    def heard(text: str) -> None:
        if getattr(scene, "race", None) is not None:
            return  # Gorilla's tap race begins once the Gorilla lies on the pile, mid-move: on time
        if shown[0] < len(session.history) and text == scene.status_text():  # the next turn's words, early
            early.append((shown[0], len(session.history), text))

    page.statusChanged.connect(heard)
    rng = random.Random(3)
    turns = 0
    while turns < 4 and session.to_move is not None:
        qtbot.waitUntil(lambda: session.to_move is None or (scene.my_turn() and not scene.queue.busy),
                        timeout=20000)
        if session.to_move is None:
            break
        moves = session.game.candidate_moves(session.state)
        assert session.play(moves[rng.randrange(len(moves))])
        turns += 1
    qtbot.waitUntil(lambda: not scene.queue.busy and not session.thinking, timeout=20000)
    assert turns >= 2
    assert early == [], "the status line changed before the moves it speaks of had landed"


@pytest.mark.parametrize("game,players", [*GAMES, ("girafferaffe", 1), ("goritaire", 1)])
def test_while_a_move_lands_the_status_line_says_that_move(qtbot: Any, tmp_path: Path, game: str,
                                                           players: int) -> None:
    """Right after the player's own move, while its cards still fly, the status line said "Your
    turn: ..." for up to a second; it now says the move, as its first clause in the log will
    ("You played the red elephant."), and the next turn's words once it has landed."""
    from gamebox.core.describe import first_clause

    window = open_window(qtbot, tmp_path)
    window.settings.speed = 1.0
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None if game == "goritaire" else ["easy"] * players, 5, {})
    page = window.page
    scene = page.scene
    session = page.session
    said: list[str] = []
    page.statusChanged.connect(said.append)
    for _ in range(4):  # a move that flies (Sifaka's first, setting a pawn's facing, does not)
        qtbot.waitUntil(lambda: session.to_move == 0 and not scene.queue.busy and not session.thinking,
                        timeout=20000)
        session.pause_ai(True)
        said.clear()
        before = scene.status_text()
        assert session.play(session.game.candidate_moves(session.state)[0])
        if scene.queue.busy:
            break
        session.pause_ai(False)
    told = first_clause(session.describe_step(session.history[-1], 0))
    assert scene.queue.busy, "the move is still landing: what this test is about"
    assert said and said[0] == told and told != before, said
    assert told.startswith("You ") and told.endswith(".") and "; " not in told
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=20000)
    qtbot.wait(20)
    assert said[-1] != told or session.to_move is None
