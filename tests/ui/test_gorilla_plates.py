"""What the Gorilla seat plates say and show: a Monkey's skip is told as a missed turn ("You
skipped" and a "Skipped" tag read as if the player had chosen to pass, while the Moves list
said "you miss a turn"), a move's tags last until the next move, and nobody's plate is lit in a
tap race."""

from __future__ import annotations

from typing import Any

from gamebox.games.gorilla.cards import CARD_BY_NAME
from gamebox.games.gorilla.moves import Play
from tests.ui.gorilla_table import gorilla_table
from tests.ui.test_gorilla_scene import OTHER_HANDS, _set_position
from ui.gorilla.widgets import Bubble


def test_a_monkey_tells_the_next_seat_it_misses_a_turn(qtbot: Any) -> None:
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {"hands": [["red-monkey", "blue-lion"], *OTHER_HANDS],
                                   "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    scene.queue.speed = 1.0
    said: list[str] = []
    real_bubble = scene.bubble

    def heard(text: str, *args: Any, **kwargs: Any) -> None:
        said.append(text)
        real_bubble(text, *args, **kwargs)

    scene.bubble = heard  # type: ignore[method-assign]
    assert session.play(Play(CARD_BY_NAME["red-monkey"]))
    qtbot.waitUntil(lambda: scene.plates[1].badge != "", timeout=5000)
    assert (scene.plates[1].badge, scene.plates[1].badge_bad) == ("misses a turn", True)
    assert f"{scene.seat_name(1)} misses a turn" in said
    assert not any("skipped" in text.lower() for text in said)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert not [item for item in scene.items() if isinstance(item, Bubble)]
    assert "misses a turn" in session.describe_step(session.history[-1], 0)  # as the Moves list says it


def test_the_last_moves_tag_goes_as_the_next_move_starts(qtbot: Any) -> None:
    """A seat's "misses a turn" stayed on its plate while the next move flew, beside the tag that
    move gave another seat: two missed turns showed at once."""
    scene, _view, session = gorilla_table(qtbot, 1)
    session.pause_ai(True)
    _set_position(scene, session, {"hands": [["red-monkey", "blue-lion", "green-hippo"], *OTHER_HANDS],
                                   "pile": ["red-tiger"], "to_move": 0, "phase": "play"})
    scene.queue.speed = 1.0
    assert session.play(Play(CARD_BY_NAME["red-monkey"]))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert scene.plates[1].badge == "misses a turn"
    assert session.to_move == 2
    assert session.play(next(iter(session.game.legal_moves(session.state))))  # seat 2 moves: nobody misses a turn now
    qtbot.waitUntil(lambda: scene.queue.busy, timeout=2000)
    qtbot.wait(30)
    assert scene.plates[1].badge == "", "gone as the next move starts"


def test_nobodys_plate_is_lit_during_a_tap_race(qtbot: Any) -> None:
    """The plate of the seat that laid the Gorilla stayed lit ("▶ Computer 1") all through the
    race, as if the race were theirs; everyone else taps."""
    from tests.ui.test_gorilla_scene import _tap_position

    scene, _view, session = gorilla_table(qtbot, 1, ("hard",) * 4)
    _tap_position(scene, session)
    assert session.state.phase == 3 and scene.race is not None
    assert not any(plate.active for plate in scene.plates.values())
    scene.race.cancel()


def test_the_gorilla_to_tap_is_not_shaded_during_a_tap_race(qtbot: Any) -> None:
    """The Gorilla everyone must tap was shaded as part of the closed pile: it looked greyed
    out, as if it could not be touched. The cards under it stay shaded."""
    from tests.ui.test_gorilla_scene import _tap_position

    scene, _view, session = gorilla_table(qtbot, 1, ("hard",) * 4)
    _tap_position(scene, session)
    assert session.state.phase == 3 and scene.race is not None
    top = next(item for item in scene.pile_items if getattr(item, "key", "") == "pile-top")
    assert not top.dimmed
    assert all(item.dimmed for item in scene.pile_items if item is not top)
    scene.race.cancel()
