"""The discard pile shows the card last put on it (a Gorilla guessed wrong lands on the Bananas
eaten before it), as the moves told it; the rebuilt pile always fits the rules' counts."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtGui import QColor, QImage, QPainter

from gamebox.registry import get_info
from gamebox.session import Step
from tests.ui.helpers import centre, click
from tests.ui.test_goritaire_scene import make_table
from ui.goritaire.art import card_back, card_face
from ui.goritaire.discard_pile import discard_top, discarded_since
from ui.table.items import CardItem

INFO = get_info("goritaire")


def test_the_pile_rebuilt_from_the_moves_fits_the_counts_in_whole_deals() -> None:
    game = INFO.load()
    for seed in range(40):
        rng = random.Random(seed)
        config = INFO.make_config(1, {"extreme_arts": seed % 2 == 0})
        state = game.new_game(config, seed)
        steps: list[Step] = []
        while game.to_move(state) is not None and len(steps) < 400:
            move = rng.choice(list(game.legal_moves(state)))
            after, events = game.apply(state, move)
            steps.append(Step(state, move, "", tuple(events), 0))
            state = after
            pile = discarded_since(steps, state)
            assert pile is not None and len(pile) == state.disc_g + state.disc_b, (seed, len(steps))
            assert discarded_since(steps, steps[-1].before) == discarded_since(steps[:-1], steps[-1].before)


def _picture(item: CardItem) -> QImage:
    image = QImage(int(item.boundingRect().width()) + 2, int(item.boundingRect().height()) + 2,
                   QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-item.boundingRect().topLeft())
    item.paint(painter, None, None)
    painter.end()
    return image


def test_a_gorilla_guessed_wrong_lies_on_top_of_the_bananas(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G", "hand": "B", "deck": "GBB", "discard": "BB"})
    assert discard_top(session.history, session.state) == "B"
    click(view, centre(scene.buttons["action:walking"]))
    click(view, centre(scene.buttons["pay:cheapest"]))
    qtbot.waitUntil(lambda: bool(session.history) and not scene.queue.busy, timeout=2000)
    guess = next(b for b in scene.buttons.values() if b.label == "Banana")
    click(view, centre(guess))
    qtbot.waitUntil(lambda: len(session.history) == 2 and not scene.queue.busy, timeout=2000)
    assert session.history[1].text == "guess B" and session.state.disc_g == 1 and session.state.disc_b == 2
    pile = next(item for item in scene.items() if getattr(item, "key", None) == "discard")
    gorilla = _picture(CardItem("x", card_face("G"), card_back, scene.small))
    banana = _picture(CardItem("x", card_face("B"), card_back, scene.small))
    assert gorilla != banana
    assert _picture(pile) == gorilla, "the discard pile must show the Gorilla just discarded"
