"""Edit > Hint: on the player's turn the strongest computer level, thinking from the player's
own view off the GUI thread, suggests a move; the status line says it in plain words until a
move is played, the table shows it, and the game counts as helped. Anywhere else the Hint says
why there is none, and changes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsItem

from tests.text_rules import assert_plain
from tests.ui.helpers import centre, click
from tests.ui.play import open_window, settle

HINTED = ["girafferaffe", "sifaka", "gorilla", "trio"]


def _glowing(scene: Any) -> list[QGraphicsItem]:
    return [item for item in scene.items() if getattr(item, "glow", False) or item.isSelected()]


def _hinted_move(qtbot: Any, window: Any, start: str) -> Any:
    """Ask for a hint and wait for its words; the move the hint level chose."""
    hinted: list[Any] = []
    window.page.hint_job.ready.connect(lambda move, _state: hinted.append(move))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.status.text().startswith(start), timeout=10000)
    return hinted[0]


def _my_turn(qtbot: Any, page: Any) -> None:
    qtbot.waitUntil(lambda: page.scene.my_turn(), timeout=15000)


def _to_the_first_card(qtbot: Any, page: Any) -> None:
    """A Sifaka game played on past the facings, to the player's first card to lay."""
    session = page.session
    for _ in range(20):
        _my_turn(qtbot, page)
        if session.state.phase == "place":
            break
        session.play(session.game.candidate_moves(session.state)[0])
        settle(qtbot, page)


@pytest.mark.parametrize("game", HINTED)
def test_a_hint_names_a_good_move_and_shows_it(qtbot: Any, tmp_path: Path, game: str) -> None:
    window = open_window(qtbot, tmp_path)
    players = 3 if game == "gorilla" else 2
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), ["hard"] * players, 7, {})
    page = window.page
    _my_turn(qtbot, page)
    before = page.session.state
    assert not page.session.assisted
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=10000)
    text = window.status.text()
    assert_plain(text, f"{game} hint")
    assert page.session.state is before  # a hint plays nothing
    assert page.session.assisted  # the statistics keep a helped game apart
    assert _glowing(page.scene), "the table shows the hinted move"
    page.scene.update_status()
    assert window.status.text() == text  # it stays up while the position stands
    moves = page.session.game.candidate_moves(page.session.state)
    page.session.play(moves[0])
    settle(qtbot, page)
    assert not window.status.text().startswith("Hint: ")  # a move played: the hint is gone


def test_no_hint_on_a_computers_turn_or_after_the_end(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    page.session.pause_ai(True)
    settle(qtbot, page)
    if page.session.to_move == 0:
        page.session.play(page.session.game.candidate_moves(page.session.state)[0])
        settle(qtbot, page)
    assert page.session.to_move == 1
    window.act_hint.trigger()
    assert window.status.text() == "Hints come on your own turn: Computer is playing now."
    assert not page.session.assisted and not page.hint_job.running
    page.session.pause_ai(False)
    session = page.session
    while session.to_move is not None:
        session.play(session.game.candidate_moves(session.state)[0])
    settle(qtbot, page)
    window.act_hint.trigger()
    assert "The game is over" in window.status.text()
    assert not session.assisted


def test_goritaire_gives_its_own_hint_from_the_menu(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    page = window.page
    _my_turn(qtbot, page)
    page.refuse("A Banana needs a free spot on row 2 or higher")  # just refused: the hint waited 4 s behind it
    window.act_hint.trigger()
    assert not window.status.text().startswith("Not allowed"), "asking for a hint puts the refusal away"
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=15000)
    assert page.session.assisted


def test_ctrl_h_asks_for_the_hint(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page = window.page
    _my_turn(qtbot, page)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    page.view.setFocus()
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=10000)


def test_hint_pressed_twice_quickly_still_gives_one_hint(qtbot: Any, tmp_path: Path) -> None:
    """Two presses 0.3 s apart left "Looking for a good move…" on the status line for good:
    the first answer, out of date, wiped out the second question, whose answer was dropped."""
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], ["hard", "hard"], 6, {})
    page = window.page
    _my_turn(qtbot, page)
    for _ in range(3):
        window.act_hint.trigger()
        assert window.status.text() == "Looking for a good move…"
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=15000)
    assert not page.hint_job.running


def test_a_hint_thought_out_for_a_position_now_gone_is_dropped(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "human"], None, 4, {})
    page = window.page
    session = page.session
    if page.scene.curtain is not None:
        page.scene.curtain.opened.emit()
    _my_turn(qtbot, page)
    window.act_hint.trigger()
    assert page.hint_job.running and window.status.text() == "Looking for a good move…"
    session.play(session.game.candidate_moves(session.state)[0])  # played before the answer came
    qtbot.waitUntil(lambda: not page.hint_job.running, timeout=10000)
    qtbot.wait(100)
    assert not window.status.text().startswith("Hint: ")
    assert not session.assisted


def test_a_hint_still_thought_out_when_the_player_picks_something_up_is_dropped(qtbot: Any, tmp_path: Path) -> None:
    """Ctrl+H, then Enter at once: Enter lifted the card under the ring, the hint came after,
    said its cards were "selected already", and its keys played what it never meant."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 4, {})
    page = window.page
    _my_turn(qtbot, page)
    window.act_hint.trigger()
    assert page.hint_job.running
    page.scene.lifted()  # as a drag or Enter begins
    assert not page.hint_job.running and window.status.text() != "Looking for a good move…"
    qtbot.wait(300)
    assert not window.status.text().startswith("Hint: ") and not page.session.assisted


def test_no_hint_behind_the_screen_of_a_shared_table(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "human"], None, 4, {})
    page = window.page
    settle(qtbot, page)
    assert page.scene.curtain is not None
    window.act_hint.trigger()
    assert window.status.text() == "Open the screen first: a hint is for the player whose turn it is."
    assert not page.hint_job.running


def test_a_hint_asked_while_the_last_move_lands_comes_once_it_has(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.settings.speed = 1.0  # the computer's card takes its time to fly
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    session = page.session
    asked: list[bool] = []

    def ask_at_once(*_args: Any) -> None:
        if not asked and session.to_move == 0 and session.history and session.history[-1].seat == 1:
            asked.append(page.scene.queue.busy)
            window.act_hint.trigger()

    session.moveApplied.connect(ask_at_once)
    if session.to_move == 0:
        _my_turn(qtbot, page)
        session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: bool(asked), timeout=15000)
    assert asked == [True]  # asked while the computer's move was still being shown
    assert page.hint_pending
    qtbot.waitUntil(lambda: window.status.text().startswith("Hint: "), timeout=15000)
    assert page.scene.my_turn()


def test_a_sifaka_hint_to_lay_the_card_turns_it_and_shows_where(qtbot: Any, tmp_path: Path) -> None:
    from gamebox.games.sifaka.moves import Place
    from ui.sifaka.art import BOX
    from ui.sifaka.items import Ghost

    window = open_window(qtbot, tmp_path)
    window.start_game("sifaka", 2, ["human", "computer"], None, 5, {})
    page = window.page
    session = page.session
    _to_the_first_card(qtbot, page)
    assert session.state.phase == "place" and page.scene.my_turn()
    move = _hinted_move(qtbot, window, "Hint: Lay your card")
    assert isinstance(move, Place)
    ghosts = [item for item in page.scene.items() if isinstance(item, Ghost) and item.scene() is page.scene
              and item.card_id]
    assert len(ghosts) == 1
    ghost = ghosts[0]
    assert (round(ghost.pos().x() / BOX), round(ghost.pos().y() / BOX)) == (move.x, move.y)
    assert ghost.turn == move.rotation == page.scene.hand_turn  # the card in hand is turned to match


def test_a_girafferaffe_hint_picks_up_its_cards_and_lights_its_tree(qtbot: Any, tmp_path: Path) -> None:
    from gamebox.games.girafferaffe.moves import PlayCards

    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page = window.page
    _my_turn(qtbot, page)
    for item in page.scene.hand_items:  # picked before asking: Enter then lifted these with the hint's
        item.setSelected(True)
    move = _hinted_move(qtbot, window, "Hint: ")
    assert isinstance(move, PlayCards)
    scene = page.scene
    assert sorted(item.payload for item in scene.hand_items if item.isSelected()) == sorted(move.cards)
    assert [name for name, zone in scene.tree_zones.items() if zone.glow] == [move.tree]
    # the player's natural next step, a click on the hinted card, had put it back down
    note = "selected already: click or drag " + ("them where they go" if len(move.cards) > 1 else "it where it goes")
    assert note in window.status.text(), window.status.text()
    hinted = next(item for item in scene.hand_items if item.isSelected())
    click(page.view, centre(hinted))  # put back down: the note said "selected already" still
    settle(qtbot, page)
    assert not hinted.isSelected() or len(move.cards) > 1
    text = window.status.text()
    assert text.startswith("Hint: ") and "selected already" not in text, text
    if len(move.cards) == 1:  # the tree lit for the cards put down had stayed lit
        assert not any(zone.glow for zone in scene.tree_zones.values())
    click(page.view, centre(hinted))  # picked up again: said again
    assert note in window.status.text(), window.status.text()
    assert [name for name, zone in scene.tree_zones.items() if zone.glow] == [move.tree]


def test_a_hint_that_selects_nothing_says_nothing_of_it(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.start_game("sifaka", 2, ["human", "computer"], None, 7, {})
    page = window.page
    _my_turn(qtbot, page)
    _hinted_move(qtbot, window, "Hint: ")
    assert not page.scene.selectedItems() and "selected already" not in window.status.text()


@pytest.mark.parametrize("game,players,seed", [("gorilla", 5, 31), ("gorilla", 3, 7), ("trio", 2, 7), ("trio", 2, 11),
                                               ("girafferaffe", 2, 7), ("girafferaffe", 2, 12), ("sifaka", 2, 7),
                                               ("sifaka", 2, 12)])
def test_enter_enter_plays_the_hinted_move(qtbot: Any, tmp_path: Path, game: str, players: int, seed: int) -> None:
    """After Ctrl+H the keyboard ring waits on the hinted card: Enter lifts it and the ring goes
    to the hinted place, Enter plays it. In Gorilla the first Enter went to the stack and the
    second was refused."""
    from PySide6.QtCore import Qt

    window = open_window(qtbot, tmp_path)
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), ["hard"] * players, seed, {})
    page = window.page
    _my_turn(qtbot, page)
    page.session.pause_ai(True)
    move = _hinted_move(qtbot, window, "Hint: ")
    played = len(page.session.history)
    view = page.view
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(page.session.history) > played, timeout=5000)
    assert page.session.history[played].move == move


@pytest.mark.parametrize("game,seed", [("girafferaffe", 7), ("goritaire", 3)])
def test_the_hints_keyboard_ring_goes_once_the_mouse_is_used(qtbot: Any, tmp_path: Path, game: str, seed: int) -> None:
    """A player who asked for a Hint and went on with the mouse kept a dashed ring on the hinted
    button (Goritaire's Walking) for the rest of the deal, still there on the end screen."""
    from PySide6.QtCore import QPoint, Qt

    window = open_window(qtbot, tmp_path)
    players = 1 if game == "goritaire" else 2
    levels = ["solver"] if game == "goritaire" else ["hard"] * players
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), levels, seed, {})
    page = window.page
    _my_turn(qtbot, page)
    page.session.pause_ai(True)
    window.hint()
    # Ctrl+H puts the ring on the hinted move, for Enter
    qtbot.waitUntil(lambda: page.scene.keyboard.ring.isVisible(), timeout=20000)
    qtbot.mousePress(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    qtbot.mouseRelease(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert not page.scene.keyboard.ring.isVisible()
    page.scene.rebuild()
    page.scene._keyboard_settle()
    assert not page.scene.keyboard.ring.isVisible(), "a new layout does not bring it back"


def test_a_hint_that_cannot_be_worded_says_so_and_helps_nothing(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """A failure while wording the hint read "TRIO gives no hints.", which is untrue."""
    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], ["normal", "normal"], 7, {})
    page = window.page
    _my_turn(qtbot, page)

    def broken(*_args: Any) -> str:
        raise ValueError("a wording fault")

    monkeypatch.setattr(page.session.game, "suggest_move", broken)
    monkeypatch.setattr("traceback.print_exc", lambda: None)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: window.status.text().startswith("No hint this time"), timeout=10000)
    assert "gives no hints" not in window.status.text()
    assert not page.session.assisted


@pytest.mark.parametrize("game", ["sifaka", "trio"])
def test_a_move_played_while_a_hint_is_thought_out_leaves_the_status_line_to_the_table(
        qtbot: Any, tmp_path: Path, game: str) -> None:
    """A move played (Enter on an earlier hint's keys) before the answer came: the answer was
    dropped, but the status line said "Looking for a good move…" for good, over the table's
    own words (Take the counter or leave it)."""
    window = open_window(qtbot, tmp_path)
    window.start_game(game, 2, ["human", "computer"], ["hard", "hard"], 5, {})
    page = window.page
    session = page.session
    _my_turn(qtbot, page)
    session.pause_ai(True)  # nothing after the move says anything more on the status line
    window.act_hint.trigger()
    assert page.hint_job.running and window.status.text() == "Looking for a good move…"
    session.play(session.game.candidate_moves(session.state)[0])
    assert not page.hint_job.running  # its answer would be for a position gone
    settle(qtbot, page)
    qtbot.wait(1500)  # as long as the answer might take
    assert window.status.text() == page.scene.status_text() != "Looking for a good move…"


def test_a_hint_says_what_each_enter_does() -> None:
    """"(with the keys: Enter, then Enter)" read oddly: which Enter did what?"""
    from ui.table.hints import WITH_KEYS, selected_note

    for count, it in ((1, "it"), (3, "them")):
        note = selected_note(count)
        assert f"(Enter picks {it} up, {WITH_KEYS} {it})." in note, note


def test_a_hint_asked_from_the_move_log_takes_the_keys_to_the_table(qtbot: Any, tmp_path: Path) -> None:
    """"Hint: … Enter picks it up", and Enter did nothing: the Moves list had the keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    page = window.page
    _my_turn(qtbot, page)
    page.session.pause_ai(True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    page.log.setFocus()
    assert QApplication.focusWidget() is page.log
    _hinted_move(qtbot, window, "Hint: ")
    assert QApplication.focusWidget() is page.view
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert page.scene.keyboard.carried, "Enter picked the hinted card up"


@pytest.mark.parametrize("again", [False, True])
def test_a_sifaka_hint_asked_with_the_card_held_puts_the_ring_on_its_place(qtbot: Any, tmp_path: Path,
                                                                           again: bool) -> None:
    """Enter lifted the card, Tab went to a place, Ctrl+H: the hint turned the card and showed
    its place, but the ring stayed, and Enter laid the card where the ring was."""
    from PySide6.QtCore import Qt

    window = open_window(qtbot, tmp_path)
    window.start_game("sifaka", 2, ["human", "computer"], ["hard", "hard"], 12, {})
    page = window.page
    session = page.session
    _to_the_first_card(qtbot, page)
    session.pause_ai(True)
    view = page.view
    view.setFocus()
    scene = page.scene
    if again:  # the hint given first, the card then lifted and walked elsewhere
        _hinted_move(qtbot, window, "Hint: ")
    scene.keyboard.set_focus(scene.hand_item)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert scene.keyboard.carried
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)  # off the hinted place (it comes first)
    if again:
        window.act_hint.trigger()
        move = scene.given_hint()[0]
    else:
        move = _hinted_move(qtbot, window, "Hint: ")
    played = len(session.history)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.history) > played, timeout=5000)
    assert session.history[played].move == move
