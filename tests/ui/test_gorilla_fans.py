"""The Gorilla table's fans: the counts follow each card while a move lands (a card leaving an
opponent's fan takes a back with it, and the stack counts down as cards are drawn), and big
card sizes keep the fans readable and clear of the stack."""

from __future__ import annotations

import json
from typing import Any

import pytest

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


def _big_card_table(qtbot: Any, players: int, hand: int) -> Any:
    """A table of `players` at card size 160% where every seat holds `hand` cards."""
    from gamebox.games.gorilla.cards import NAMES
    from gamebox.session import GameSession
    from tests.ui.gorilla_table import INFO
    from tests.ui.helpers import show_table
    from ui.gorilla.scene import GorillaScene
    from ui.settings import Settings

    session = GameSession(INFO, INFO.make_config(players), 3, ("human",) + ("computer",) * (players - 1),
                          ("normal",) * players)
    session.ai_delay_ms = 0
    session.pause_ai(True)
    scene = GorillaScene(session, Settings(speed=0.0, card_scale=1.6))
    show_table(qtbot, scene, start_session=False)
    animals = [n for n in NAMES if "gorilla" not in n and n != "joker"]
    hands = [animals[seat * hand:(seat + 1) * hand] for seat in range(players)]
    placed = {n for h in hands for n in h} | {animals[-1]}
    data = {"players": players, "hands": hands, "pile": [animals[-1]], "to_move": 0, "phase": "play",
            "stack": [n for n in NAMES if n not in placed], "direction": 1, "pending": None, "forgot": None,
            "winner": None, "seed": 3, "rebuilds": 0}
    session.state = session.game.state_from_json(json.loads(json.dumps(data)))
    session.history.clear()
    session.stateReset.emit()
    return scene


@pytest.mark.parametrize("players", [3, 4, 5])
def test_big_cards_keep_a_left_seats_fan_off_the_stack(qtbot: Any, players: int) -> None:
    """At card size 160% the stack grows: the little fan of a seat left of it (six backs) lay
    over its corner."""
    scene = _big_card_table(qtbot, players, 6)
    assert scene.stack_item is not None
    stack = scene.stack_item.mapRectToScene(scene.stack_item.rect())  # the cards, not their shadows
    backs = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("hand:")]
    assert len(backs) == 6 * (players - 1)
    assert not [b.key for b in backs if b.mapRectToScene(b.rect()).intersects(stack)]


def test_a_big_hand_of_big_cards_spreads_over_the_tables_width(qtbot: Any) -> None:
    """Eight cards at 160%: each shows most of its width (its animal's name), the fan using the
    table's width, not 90% of it."""
    scene = _big_card_table(qtbot, 3, 8)
    lefts = sorted(item.mapRectToScene(item.rect()).left() for item in scene.hand_items.values())
    width = scene.card_size.width()
    assert len(lefts) == 8
    assert min(b - a for a, b in zip(lefts, lefts[1:])) >= 0.85 * width
