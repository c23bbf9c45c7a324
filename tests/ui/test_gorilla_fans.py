"""The counts on the Gorilla table follow each card while a move lands: a card leaving an
opponent's fan takes a back with it ("2 cards" stood over three backs until the move had
landed), and the stack counts down as cards are drawn."""

from __future__ import annotations

from typing import Any

from gamebox.games.gorilla.cards import CARD_BY_NAME
from gamebox.games.gorilla.moves import Play
from tests.ui.gorilla_table import gorilla_table
from tests.ui.test_gorilla_scene import OTHER_HANDS, _set_position


def shown_backs(scene: Any, seat: int) -> int:
    return sum(1 for item in scene.items()
               if str(getattr(item, "key", "")).startswith(f"hand:{seat}:") and item.isVisible())


def test_a_card_leaving_a_computers_fan_takes_a_back_with_it(qtbot: Any) -> None:
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {"hands": [["red-zebra", "blue-lion"], *OTHER_HANDS],
                                   "pile": ["blue-hippo"], "to_move": 1, "phase": "play"})
    assert shown_backs(scene, 1) == scene.plates[1].count == 3
    scene.queue.speed = 1.0
    seen: list[tuple[int, int]] = []
    assert session.play(Play(CARD_BY_NAME["blue-tiger"]))
    while scene.queue.busy:
        seen.append((scene.plates[1].count, shown_backs(scene, 1)))
        qtbot.wait(20)
    assert seen and (2, 2) in seen, seen  # seen while the card flies
    assert all(backs <= count for count, backs in seen), seen
    assert shown_backs(scene, 1) == scene.plates[1].count == 2


def test_the_stacks_count_follows_each_card_drawn(qtbot: Any) -> None:
    """The stack's count went from 27 to 24 at once after a loser of a race had drawn 3; TRIO's
    pile counts down card by card."""
    from gamebox.games.gorilla.moves import Draw

    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {"hands": [["red-zebra", "blue-lion"], *OTHER_HANDS],
                                   "pile": ["green-monkey"], "to_move": 0, "phase": "play"})
    assert scene.stack_label is not None
    before = len(session.state.stack)
    assert scene.stack_label.text == f"Stack: {before}"
    scene.queue.speed = 1.0
    seen: list[str] = []
    assert session.play(Draw())
    while scene.queue.busy:
        if scene.stack_label is not None:
            seen.append(scene.stack_label.text)
        qtbot.wait(15)
    assert f"Stack: {before - 1}" in seen, seen  # while the drawn card flies
    assert scene.stack_label.text == f"Stack: {len(session.state.stack)}"
