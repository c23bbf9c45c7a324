"""Hint asked at any moment, as a restless player would: mid-animation, behind a hot-seat
screen, after undo, in a tap race, at the end and in the review. Nothing may raise (pytest-qt
fails a test on any exception in a slot), the game never moves by itself because of a hint,
and every hint shown is about the position on the table."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.ui.play import open_window

GAMES = [("girafferaffe", 3, ["human", "computer", "human"]), ("girafferaffe", 1, ["human"]),
         ("sifaka", 2, ["human", "computer"]), ("gorilla", 3, ["human", "computer", "computer"]),
         ("trio", 2, ["human", "human"]), ("goritaire", 1, ["human"])]


@pytest.mark.parametrize("game,players,seats", GAMES)
def test_hints_at_random_moments_break_nothing(qtbot: Any, tmp_path: Path, game: str, players: int,
                                               seats: list[str]) -> None:
    window = open_window(qtbot, tmp_path)
    window.settings.speed = 0.15  # short animations: some hints land while cards still move
    window.start_game(game, players, seats, None if game == "goritaire" else ["easy"] * players, 9, {})
    page = window.page
    session = page.session
    rng = random.Random(sum(map(ord, game)) + players)
    # one hint waited for first: on a busy machine the random ones below may all be overtaken
    # by the next move (a hint for a position gone is dropped), and the test would prove nothing
    qtbot.waitUntil(lambda: page.scene.my_turn() or page.scene.curtain is not None, timeout=20000)
    if page.scene.curtain is not None:
        page.scene.curtain.opened.emit()
        qtbot.waitUntil(page.scene.my_turn, timeout=20000)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=60000)
    assert told_with_keys(page.scene.hint_words(), window.status.text())
    for _ in range(60):
        if session.to_move is None:
            break
        roll = rng.random()
        if page.scene.curtain is not None and roll < 0.6:
            page.scene.curtain.opened.emit()  # the next player sits down (else the hint says why not)
            roll = rng.random()
        if roll < 0.35:
            patient = rng.random() < 0.5  # sometimes the player waits for their turn, and the answer
            if patient:
                qtbot.waitUntil(lambda: page.scene.my_turn() or session.to_move is None or page.scene.curtain is not None,
                                timeout=10000)
            before = len(session.history)
            window.act_hint.trigger()
            if patient:
                qtbot.waitUntil(lambda: not page.hint_pending, timeout=10000)
                qtbot.wait(30)
            assert len(session.history) == before  # a hint plays nothing
        elif roll < 0.45 and session.history:
            window.act_undo.trigger()
        elif session.is_human(session.to_move) and page.scene.my_turn():
            moves = session.game.candidate_moves(session.state)
            session.play(moves[rng.randrange(len(moves))])
        qtbot.wait(rng.choice((0, 5, 40)))
        text = window.status.text()
        if text.startswith("Hint: "):
            assert told_with_keys(page.scene.hint_words(), text)
    window.act_hint.trigger()
    qtbot.wait(50)


def told_with_keys(hint: str | None, text: str) -> bool:
    """The status line says the hint standing (what Enter does where the ring is may follow)."""
    return hint is None or text == hint or text.startswith(f"{hint} Enter ")
