"""What the Goritaire table shows holds still and true while it changes: a card that falls in a
collapse (R6) shows its new row's level as it lands, and the Walking guesses stay where they
were from one Walking to the next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gamebox.core.events import Event
from tests.ui.test_goritaire_scene import make_table
from ui.goritaire.animate import queue_events
from ui.goritaire.art import card_face


def picture(face: Any) -> QImage:
    image = QImage(70, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    face(painter, QRectF(0, 0, 70, 100))
    painter.end()
    return image


def test_a_falling_gorilla_shows_its_new_level_as_it_lands(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "BB"})
    faller = scene.spot_items[(2, 1)]
    faller.set_glow(True)  # as a Gorilla chosen to pay
    assert picture(faller.face) == picture(card_face("G", 2, False, False))
    scene.queue.speed = 1.0
    seen: list[tuple[bool, bool]] = []
    scene.relayout = lambda: seen.append((picture(faller.face) == picture(card_face("G", 1, False, True)),  # type: ignore[method-assign]
                                          faller.glow))
    queue_events(scene, [Event("sacrifice", {"src": "1.1"}), Event("fall", {"card": "G", "src": "2.1", "dst": "1.1"})])
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [(True, False)], "landed on the Ground: level 1, fed, no longer offered"


def test_the_walking_guesses_stay_put_whether_the_top_card_was_seen_or_not(qtbot: Any) -> None:
    """With the top card seen ("You saw it: a Banana") the title was a line shorter and Banana
    stood where Gorilla had stood the Walking before: a quick click guessed the other card."""
    spots: list[list[tuple[str, float]]] = []
    for known in ("100", "000"):
        scene, _view, _session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "B", "deck": "BGB", "known": known,
                                                    "pending": [["guess", 1]]})
        buttons = sorted((b for key, b in scene.buttons.items() if key.startswith("choice:")), key=lambda b: b.y())
        spots.append([(b.label, b.sceneBoundingRect().top()) for b in buttons])
    assert spots[0] == spots[1] and [label for label, _top in spots[0]] == ["Gorilla", "Banana"], spots


def test_sleeping_gorillas_side_by_side_do_not_overlap(qtbot: Any) -> None:
    """A Gorilla asleep lies on its side; two side by side overlapped by a few pixels, each
    hiding half of the other's banana badge (six of them made the Ground a jumble)."""
    scene, _view, _session = make_table(qtbot, {"area": "1.1S 1.2S 1.3G 1.4S 1.5S", "hand": "B", "deck": "BB"})
    row = sorted((scene.spot_items[(1, slot)] for slot in range(1, 6)), key=lambda item: item.x())
    for left, right in zip(row, row[1:]):
        a, b = left.mapRectToScene(left.rect()), right.mapRectToScene(right.rect())
        assert b.left() - a.right() >= 4.0, (a, b)
