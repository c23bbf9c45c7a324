"""Where a turn played with the keys starts: on a card that plays, never on "Spend an apple"
while cards can be played. Girafferaffe's cards are played as marked sets, so no card counted
as one that makes a move, and the ring began the turn on the apple: one Enter spent it while a
Pair of 10s was there to play."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from gamebox.games.girafferaffe.cards import card
from gamebox.games.girafferaffe.moves import PlayCards
from tests.ui.play import open_window
from ui.table.items import CardItem


def test_a_girafferaffe_turn_with_an_apple_starts_on_a_card(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page, scene, session = window.page, window.page.scene, window.page.session
    qtbot.waitUntil(lambda: scene.my_turn() and not scene.queue.busy, timeout=15000)
    session.pause_ai(True)
    state = session.state
    single = state.tree_index("single")
    stacks = list(state.stacks)
    stacks[single] = ((card(0, 15),),)  # nothing beats a 15: no card plays alone
    session.state = replace(state, stacks=tuple(stacks), apples=(1, 0), supply=state.supply - 1)
    moves = session.game.legal_moves(session.state)
    assert any(isinstance(m, PlayCards) for m in moves), "(cards can be played, as sets)"
    scene.rebuild()
    page.view.setFocus()
    scene.keyboard.begin_with_keys()
    scene._keyboard_settle()
    focus = scene.keyboard.focus
    assert isinstance(focus, CardItem), getattr(focus, "label", focus)
    playable = {c for m in moves if isinstance(m, PlayCards) for c in m.cards}
    assert focus.payload in playable
