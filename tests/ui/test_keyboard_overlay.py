"""A warning over any table takes the keyboard (ui/table/keyboard.py `Overlay`): a card lifted
and dropped with the keys on a place the table asks about first shows the warning with the
ring on its harmless button; Tab walks only the warning's buttons; Escape answers "no" and the
ring is back on the card; Enter on "yes" plays the move."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QSizeF, Qt

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import click, show_table
from tests.ui.test_table import BareScene
from ui.settings import Settings
from ui.table.controls import ButtonItem
from ui.table.keyboard import Overlay


class AskingScene(BareScene):
    """A table that asks before it plays the legal move (as Goritaire before a losing one)."""

    def __init__(self, session: GameSession, settings: Settings) -> None:
        self.asking: Any = None
        self.answers: list[ButtonItem] = []
        super().__init__(session, settings)

    def rebuild(self) -> None:
        super().rebuild()
        self.answers = []
        if self.asking is not None:
            for n, label in enumerate(("Yes", "No")):
                button = ButtonItem(f"ask:{label}", label, QSizeF(120, 34))
                button.setPos(500 + 140 * n, 350)
                button.setZValue(4001)
                self.addItem(button)
                self.answers.append(button)

    def play(self, move: Any) -> bool:
        if self.asking is None:
            self.asking = move
            self.rebuild()
            return False
        return super().play(move)

    def keyboard_overlay(self) -> Overlay | None:
        return Overlay(self.answers, self.answers[1], self.say_no) if self.asking is not None else None

    def say_no(self) -> None:
        self.asking = None
        self.rebuild()

    def on_click(self, item: Any, pos: QPointF) -> bool:
        if item in self.answers:
            move, self.asking = self.asking, None
            if item is self.answers[0]:
                super().play(move)  # answered: played without asking again
            else:
                self.rebuild()
            return True
        return super().on_click(item, pos)


@pytest.fixture
def table(qtbot: Any) -> tuple[AskingScene, Any, GameSession]:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 21, ("human", "human"), ("random", "random"))
    scene = AskingScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    click(view, QPointF(640, 400))  # the hot-seat curtain
    assert scene.curtain is None
    view.setFocus()
    return scene, view, session


def drop_with_keys(qtbot: Any, view: Any, scene: AskingScene) -> None:
    scene.keyboard.set_focus(scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # lift
    assert scene.keyboard.focus is scene.good
    qtbot.keyClick(view, Qt.Key.Key_Return)  # drop: the table asks first


def test_a_drop_that_asks_puts_the_ring_on_the_harmless_answer(table: Any, qtbot: Any) -> None:
    scene, view, session = table
    drop_with_keys(qtbot, view, scene)
    assert scene.asking is not None and not session.history
    assert scene.keyboard.focus is scene.answers[1], "the ring is on No"
    seen = set()
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Tab, Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Backtab):
        qtbot.keyClick(view, key)
        seen.add(scene.keyboard.focus)
    assert seen == set(scene.answers), "Tab and the arrows stay on the warning's buttons"


def test_escape_says_no_and_the_ring_is_back_on_the_card(table: Any, qtbot: Any) -> None:
    scene, view, session = table
    drop_with_keys(qtbot, view, scene)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.asking is None and not session.history
    assert getattr(scene.keyboard.focus, "key", None) == "c1" and scene.keyboard.ring.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # the table is the player's again
    assert getattr(scene.keyboard.focus, "key", None) != "c1"


def test_a_stray_enter_says_no_and_yes_is_chosen_on_purpose(table: Any, qtbot: Any) -> None:
    scene, view, session = table
    drop_with_keys(qtbot, view, scene)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.asking is None and not session.history, "Enter on the harmless answer plays nothing"
    drop_with_keys(qtbot, view, scene)
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.keyboard.focus is scene.answers[0]
    with qtbot.waitSignal(session.moveApplied, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert session.history[-1].move == scene.legal_move
