"""Keyboard play as a player meets it: what Enter lifted is outlined, the status line says what
Enter would do on each place and forgets a refusal on Escape, the ring comes back after a move,
keys pressed during an animation are not lost, Tab reaches the result's buttons once the game
is over, Enter presses a focused button, and every rules page tells the keys."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QPushButton

from gamebox.registry import all_games, get_info
from gamebox.session import GameSession
from tests.ui.helpers import click, show_table
from tests.ui.play import open_window, step
from tests.ui.test_table import BareScene
from ui.dialogs.simple import rules_text
from ui.settings import Settings
from ui.table.keyboard import PUT_HERE


@pytest.fixture
def table(qtbot: Any) -> tuple[BareScene, Any, GameSession, list[str]]:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 21, ("human", "human"), ("random", "random"))
    scene = BareScene(session, Settings(speed=0.0))
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    scene.refused.connect(lambda reason: said.append(f"refused: {reason}"))
    view = show_table(qtbot, scene)
    click(view, QPointF(640, 400))  # the hot-seat curtain
    assert scene.curtain is None
    return scene, view, session, said


def marks_around(scene: BareScene, item: Any) -> list[QGraphicsRectItem]:
    return [m for m in scene.items() if isinstance(m, QGraphicsRectItem) and m.isVisible()
            and m.pen().style() == Qt.PenStyle.SolidLine and m.rect().contains(drawn(item))]


def test_what_enter_lifted_is_outlined_until_it_is_put_back(table: Any, qtbot: Any) -> None:
    scene, view, _, _ = table
    scene.keyboard.set_focus(scene.card)
    assert not marks_around(scene, scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.keyboard.carried == [scene.card]
    assert len(marks_around(scene, scene.card)) == 1, "the lifted card is marked"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.keyboard.carried and not marks_around(scene, scene.card)


def test_each_place_says_what_enter_does_there_and_escape_forgets_the_refusal(table: Any, qtbot: Any) -> None:
    scene, view, session, said = table
    scene.keyboard.set_focus(scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.keyboard.focus is scene.good and said[-1] == PUT_HERE
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.keyboard.focus is scene.bad
    assert said[-1].startswith("Not here. Bad place for that.") and "Escape" in said[-1]
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert said[-1].startswith("Not here. Too far")
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.keyboard.focus is scene.good and said[-1] == PUT_HERE, "a legal place clears the last refusal"
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert said[-1] == f"Enter picks up the card in the ring. {scene.status_text()}", "Escape leaves no stale refusal on the status line"
    assert scene.keyboard.focus is scene.card and session.history == []


def test_the_ring_comes_back_after_a_move(qtbot: Any) -> None:
    info = get_info("girafferaffe")  # solo: after the move (and the Robot's turn) the same player goes on
    session = GameSession(info, info.make_config(1), 21, ("human",), ("random",))
    scene = BareScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    scene.keyboard.set_focus(scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    with qtbot.waitSignal(session.moveApplied):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert session.to_move == 0 and scene.curtain is None
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=2000)  # once the table is still
    assert scene.keyboard.ring.isVisible()
    assert getattr(scene.keyboard.focus, "key", None) == "c1", "back on the same card, laid out again"


def test_keys_pressed_while_the_table_moves_are_kept_for_after(table: Any, qtbot: Any) -> None:
    scene, view, _, _ = table
    scene.queue.speed = 1.0
    scene.queue.pause(300)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.keyboard.focus is None, "nothing moves while the table animates"
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=3000)  # idle is told just after
    first = scene.keyboard_items()
    assert scene.keyboard.focus is first[1 % len(first)], "both Tabs counted once the table was still"


def test_tab_reaches_the_result_buttons_and_enter_presses_them(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    window.activateWindow()
    qtbot.waitActive(window)
    page.view.setFocus()
    rng = random.Random(2)
    while step(qtbot, page, rng):
        pass
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    assert window.focusWidget() is page.end_screen.scroller, "the keys go on with the result, read first"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Tab)
    reached = [QApplication.focusWidget()]
    while not isinstance(reached[-1], QPushButton) and len(reached) < 4:
        qtbot.keyClick(reached[-1], Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert page.view not in reached, "Tab leaves a finished table"
    assert isinstance(reached[-1], QPushButton) and page.end_screen.isAncestorOf(reached[-1])
    page.end_screen.back_button.setFocus()
    with qtbot.waitSignal(page.backRequested, timeout=2000):
        qtbot.keyClick(page.end_screen.back_button, Qt.Key.Key_Return)


def test_enter_on_a_launcher_tile_opens_that_games_new_game_dialog(qtbot: Any, tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr("ui.main_window.run_modal", lambda dialog: shown.append(dialog.windowTitle()) or 0)
    window = open_window(qtbot, tmp_path)
    buttons = [b for b in window.launcher.findChildren(QPushButton) if b.text().startswith("Play ")]
    assert buttons
    button = buttons[-1]
    button.setFocus()
    with qtbot.waitSignal(window.launcher.gameChosen, timeout=2000) as blocker:
        qtbot.keyClick(button, Qt.Key.Key_Return)
    name = get_info(blocker.args[0]).name
    assert button.text() == f"Play {name}"
    qtbot.waitUntil(lambda: shown == [f"New game of {name}"], timeout=2000)
    qtbot.keyClick(button, Qt.Key.Key_Space)  # Space, as Qt's buttons always took it, still does the same
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=2000)


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_every_rules_page_tells_the_keys(game_id: str) -> None:
    page = rules_text(game_id)
    assert "## Playing with the keyboard" in page and "Escape" in page and "Shift+Tab" in page
    keys = page[page.index("## Playing with the keyboard"):]
    assert "[only" not in keys and "[not" not in keys, "the tags that choose the lines never show"
    assert ("look around the table" in keys) == (game_id == "sifaka"), "Sifaka's arrows on another game's page"
    assert ("taps the Gorilla" in keys) == (game_id == "gorilla")
    assert ("**Space** chooses a card" in keys) == (game_id in ("girafferaffe", "goritaire", "trio")), \
        "the table's words tell Space in these three"
    solitaire = get_info(game_id).solitaire
    assert ("shared by friends" in keys) != solitaire and ("The Review" in keys) != solitaire, \
        "a solitaire has no friends' curtain and no Review"


def drawn(card: Any) -> QRectF:
    return card.mapRectToScene(card.visual_rect())


def test_the_ring_hugs_the_card_as_drawn(table: Any, qtbot: Any) -> None:
    """A playable card is drawn raised; the ring went round its bounding rectangle (the shadow
    and the room to rise), so it stood below and beside the card, half on its neighbour."""
    scene, _view, _, _ = table
    scene.card.setProperty("lift", 8.0)
    scene.keyboard.set_focus(scene.card)
    ring = scene.keyboard.ring.rect()
    card = drawn(scene.card)
    assert card.top() < scene.card.sceneBoundingRect().top() + 14
    for gap in (card.left() - ring.left(), ring.right() - card.right(), card.top() - ring.top(),
                ring.bottom() - card.bottom()):
        assert 0 < gap <= 4, (ring, card)


def test_the_ring_stays_on_an_item_that_moves_and_goes_with_one_that_leaves(table: Any, qtbot: Any) -> None:
    """The ring and a lifted card's outline follow their items when a layout or an animation
    moves them; an item taken off the table takes the ring with it (it stayed where the item
    had been: beside Sifaka's card in hand after a restart, on Gorilla's tap button after the
    race)."""
    scene, view, _, _ = table
    ring = scene.keyboard.ring
    scene.keyboard.set_focus(scene.card)
    scene.card.moveBy(120, -40)
    qtbot.waitUntil(lambda: ring.rect().center() == drawn(scene.card).center(), timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # lifted: the outline is on it
    mark = marks_around(scene, scene.card)
    assert len(mark) == 1
    scene.card.moveBy(-60, 30)
    qtbot.waitUntil(lambda: mark[0].rect().center() == drawn(scene.card).center(), timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    scene.keyboard.set_focus(scene.good)
    scene.removeItem(scene.good)
    qtbot.waitUntil(lambda: not ring.isVisible(), timeout=2000)
    assert scene.keyboard.focus is None


def test_keys_the_last_player_typed_never_act_behind_or_after_the_next_ones_curtain(table: Any, qtbot: Any) -> None:
    """At a shared screen, Tab and Enter pressed while one player's move still landed were kept
    and pressed on the next player's table once the curtain opened: a tree was "clicked" on
    Bob's behalf and his status line said "Not allowed. Select cards first"."""
    scene, view, session, said = table
    scene.queue.speed = 1.0
    scene.queue.pause(400)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.keyboard.pending, "kept while the table moves"
    assert session.play(scene.legal_move)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    assert scene.keyboard.pending == []
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # typed at the curtain: the table is hidden
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert scene.keyboard.pending == [] and scene.curtain is not None
    before = len(said)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # opens the curtain, and does nothing else
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=2000)
    qtbot.wait(50)
    assert scene.keyboard.focus is None and len(session.history) == 1
    assert not any(line.startswith(("refused", "Not allowed")) for line in said[before:])


def test_a_curtain_clicked_while_cards_still_move_opens_once_they_have_landed(table: Any, qtbot: Any) -> None:
    """Opening the curtain laid the table out for the next player at once, deleting the cards
    an earlier move was still flying ("Changing state of an animation without target")."""
    scene, view, session, _ = table
    assert session.play(scene.legal_move)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    scene.queue.speed = 1.0
    scene.queue.pause(400)  # the last cards of the move, still in the air
    flying = scene.card
    rebuilds = scene.rebuilds
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # a second press while it waits changes nothing
    assert scene.curtain is not None and scene.rebuilds == rebuilds and flying.scene() is scene
    qtbot.waitUntil(lambda: scene.curtain is None, timeout=3000)
    assert scene.rebuilds == rebuilds + 1 and scene.viewer_seat == session.to_move


def _trio_at_your_turn(qtbot: Any, tmp_path: Path) -> tuple[Any, Any, Any]:
    """TRIO against a computer that then waits, at your turn, the table with the keys."""
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    scene = page.scene
    qtbot.waitUntil(scene.my_turn, timeout=15000)
    page.session.pause_ai(True)
    page.view.setFocus()
    return window, page, scene


def test_in_trio_the_first_tab_lands_on_a_card_in_your_hand(qtbot: Any, tmp_path: Path) -> None:
    """A turn starts by picking a card; the first Tab went to your empty column 1 instead."""
    window, page, scene = _trio_at_your_turn(qtbot, tmp_path)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=3000)
    assert scene.keyboard.focus in scene.my_hand


def test_after_a_card_leaves_the_ring_never_lands_on_a_button_nobody_chose(qtbot: Any, tmp_path: Path) -> None:
    """Goritaire: a card put on the Ground by keyboard left no card to come back to, and the
    nearest item was "End the Action phase": one more Enter ended the turn's actions."""
    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    page, scene = window.page, window.page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    page.view.setFocus()
    card = next(i for i in scene.keyboard_items() if getattr(i, "draggable", False))
    scene.keyboard.set_focus(card)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    with qtbot.waitSignal(page.session.moveApplied):
        qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    qtbot.wait(100)  # the table told it is still: the ring settles
    assert scene.keyboard.focus is None, "no card is left to pick up: the ring waits for Tab"
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    assert len(page.session.history) == 1 and page.session.state.phase == "action", "a stray Enter ended nothing"


@pytest.mark.parametrize("game_id", ["girafferaffe", "goritaire", "gorilla"])
def test_tab_starts_on_your_cards_and_skips_greyed_buttons(qtbot: Any, tmp_path: Path, game_id: str) -> None:
    """Tab walks what you can use: the first stop was a tree above the hand (Girafferaffe), the
    stack that refuses (Gorilla), seven actions nobody could pay (Goritaire)."""
    info = get_info(game_id)
    players = info.min_players
    window = open_window(qtbot, tmp_path)
    window.start_game(game_id, players, ["human"] + ["computer"] * (players - 1), None, 5, {})
    page, scene = window.page, window.page.scene
    qtbot.waitUntil(scene.my_turn, timeout=15000)
    page.session.pause_ai(True)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    items = scene.keyboard_items()
    assert not [i for i in items if getattr(i, "enabled", True) is False], "a greyed button is no stop"
    page.view.setFocus()
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=3000)
    assert getattr(scene.keyboard.focus, "draggable", False), "the first Tab is on a card you can pick up"


def _girafferaffe_turn(qtbot: Any, tmp_path: Path) -> tuple[Any, Any]:
    """A two-player Girafferaffe window on the person's turn, the computer waiting: (page, scene)."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page, scene = window.page, window.page.scene
    qtbot.waitUntil(scene.my_turn, timeout=15000)
    page.session.pause_ai(True)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    return page, scene


def test_a_lifted_card_rises_over_its_neighbours_until_put_back(qtbot: Any, tmp_path: Path) -> None:
    """Its outline and tint are drawn over the card: left under the next cards of the fan, the
    tint spilled over them and they looked lifted too."""
    page, scene = _girafferaffe_turn(qtbot, tmp_path)
    hand = sorted((i for i in scene.keyboard_items() if getattr(i, "draggable", False) and i.collidingItems()),
                  key=lambda i: i.x())
    card = hand[0]
    neighbours = [i for i in card.collidingItems() if i in hand]

    def on_top() -> bool:  # drawn over every card it overlaps
        order = scene.items()  # topmost first
        return all(order.index(card) < order.index(n) for n in neighbours)

    assert neighbours and not on_top(), "a fanned card lies under the next"
    own = card.zValue()
    page.view.setFocus()
    scene.keyboard.set_focus(card)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    assert scene.keyboard.carried == [card] and on_top()
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Escape)
    assert card.zValue() == own and not on_top()


def test_the_ring_stays_on_a_button_whose_words_change(qtbot: Any, tmp_path: Path) -> None:
    """Enter on "Sort by colour" turns it into "Sort by rank": the same button, the ring stays."""
    page, scene = _girafferaffe_turn(qtbot, tmp_path)
    sort = next(i for i in scene.keyboard_items() if getattr(i, "key", None) == "sort")
    before = sort.label
    page.view.setFocus()
    scene.keyboard.set_focus(sort)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    qtbot.waitUntil(lambda: scene.keyboard.focus is not None, timeout=2000)
    assert getattr(scene.keyboard.focus, "key", None) == "sort" and scene.keyboard.focus.label != before


def test_in_trio_a_card_carried_to_the_bargaining_card_is_told_it_will_be_given_away(qtbot: Any, tmp_path: Path) -> None:
    """With a card lifted and the ring on the bargaining card the line said "Enter puts it
    here", never that Enter gives the card away."""
    window, page, scene = _trio_at_your_turn(qtbot, tmp_path)
    scene.keyboard.set_focus(scene.my_hand[0])
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Return)  # lifted
    assert scene.keyboard.carried
    bargain = scene.bargain_items[1]
    for _ in range(12):
        if scene.keyboard.focus is bargain:
            break
        qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Tab)
    assert scene.keyboard.focus is bargain
    assert window.status.text().startswith("Enter gives it away and takes one of your opponent's cards at random;")


def test_several_cards_carried_are_them_not_it(table: Any, qtbot: Any) -> None:
    """Two cards marked with Space and lifted with Enter read "Enter puts it here"."""
    from ui.table.keyboard import carry_words

    assert carry_words(True, many=True) == ("Enter puts them here; Tab or the arrows choose another place; "
                                            "Escape puts them back.")
    assert carry_words(False, "Too far", many=True).endswith("Escape: put them back.")
    assert carry_words(False, "Too far").endswith("Escape: put it back.")
    scene, view, _, said = table
    scene.keyboard.set_focus(scene.card)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    scene.keyboard.carried.append(scene.bad)  # a second card lifted with the first
    scene.keyboard.set_focus(scene.good)
    assert said[-1] == carry_words(True, many=True)
