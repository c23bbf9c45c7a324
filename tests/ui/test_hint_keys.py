"""Following a hint with the keys: after Ctrl+H, Enter at every step makes the hinted move
(Goritaire's actions paid Gorilla by Gorilla, its guesses), and an undo forgets the hint of
the position it returns to (it came back in words, with nothing marked and no ring)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from gamebox.games.goritaire.moves import Act, Guess
from tests.ui.play import open_window
from tests.ui.test_goritaire_scene import make_table
from tests.ui.test_hint import _hinted_move, _my_turn


def _enter(qtbot: Any, view: Any) -> None:
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.scene().queue.busy, timeout=3000)


def test_enter_follows_a_hinted_action_through_its_payment(qtbot: Any) -> None:
    """The ring went back to the action after Enter began its payment, so Ctrl+H, Enter went
    round without end; now it goes on to each Gorilla that pays, and Enter plays the move."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "BGB"})
    move = next(m for m in session.game.legal_moves(session.state)
                if isinstance(m, Act) and m.name == "walking" and m.pay == ((2, 1),))
    scene._show_solver_hint(move, session.state)
    assert scene.keyboard.focus is scene.buttons["action:walking"]
    _enter(qtbot, view)
    assert scene.paying == "walking"
    assert scene.keyboard.focus is scene.spot_items[(2, 1)], "the ring goes on to the Gorilla that pays"
    _enter(qtbot, view)
    qtbot.waitUntil(lambda: bool(session.history), timeout=3000)
    assert session.history[0].move == move


def test_a_hinted_guess_puts_the_ring_on_its_button(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "BGB"})
    session.play(Act("walking", ((2, 1),)))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    guess = next(m for m in session.game.legal_moves(session.state) if isinstance(m, Guess))
    scene._show_solver_hint(guess, session.state)
    button = scene.keyboard.focus
    assert button is not None and button.key.startswith("choice:") and button.payload == guess
    _enter(qtbot, view)
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)
    assert session.history[1].move == guess


def test_an_undo_forgets_the_hint_and_asking_again_shows_it_whole(qtbot: Any, tmp_path: Path) -> None:
    from gamebox.games.girafferaffe.moves import PlayCards

    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], ["hard", "hard"], 7, {})
    page = window.page
    _my_turn(qtbot, page)
    page.session.pause_ai(True)
    scene = page.scene
    _hinted_move(qtbot, window, "Hint: ")
    ringed = scene.keyboard.focus
    assert ringed is not None
    scene.keyboard.set_focus(next(i for i in scene.keyboard.candidates() if i is not ringed))
    window.act_hint.trigger()  # asked again: the same hint, the ring back on it
    assert scene.keyboard.focus is ringed and window.status.text().startswith("Hint: ")
    session = page.session
    other = next(m for m in session.game.candidate_moves(session.state)
                 if isinstance(m, PlayCards) and m.tree != "pair")  # no card drawn: it can be taken back
    session.play(other)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    window.undo()
    qtbot.waitUntil(lambda: page.scene.my_turn(), timeout=5000)
    assert page.scene.hint_words() is None
    assert not window.status.text().startswith("Hint: "), window.status.text()


def test_an_undo_takes_the_hints_ring_away(qtbot: Any) -> None:
    """After a hint, Undo brought the ring back on the hinted action (greyed now) as if the
    hint still stood."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "GB", "deck": "BGB"})
    assert session.play_text("play G @1.3")
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    move = next(m for m in session.game.legal_moves(session.state) if isinstance(m, Act) and m.name == "walking")
    scene._show_solver_hint(move, session.state)
    assert scene.keyboard.focus is scene.buttons["action:walking"]
    assert session.undo()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    qtbot.wait(50)
    assert scene.keyboard.focus is None and not scene.keyboard.ring.isVisible()


def test_a_hint_that_loses_says_so_and_enter_follows_it_through_the_warning(qtbot: Any) -> None:
    """Four Gorillas on the Ground and no banana anywhere: every way on loses. The hint's move
    opened the warning with Cancel under the ring, and the ring then went back to the move:
    Ctrl+H, Enter, Enter went round without end. The hint now says the deal is lost whatever
    is played, and at its own warning Enter goes ahead."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 1.4G", "hand": "G", "deck": "G",
                                              "played": True})
    scene.runner.rounds = 2
    lost_said = False
    for _ in range(40):  # Ctrl+H, then Enter at each step of the hinted move (and its warning)
        if session.result is not None:
            break
        if scene.hint is None and scene.confirm is None:
            scene.ask_hint()
            qtbot.waitUntil(lambda: scene.hint is not None, timeout=20000)
            lost_said = lost_said or scene.hint_text.endswith("Every way on loses the deal, this one too.")
        _enter(qtbot, view)
    assert session.result is not None and not session.result.winners, "Enter went round without end"
    assert lost_said, "the hint that lost the deal did not say so"


def test_no_hint_while_the_warning_waits_and_a_lifted_card_stays_lifted(qtbot: Any, tmp_path: Path) -> None:
    from gamebox.games.goritaire.moves import Place, Play

    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], ["solver"], 3, {})
    page = window.page
    scene = page.scene
    scene.runner.rounds = 2
    _my_turn(qtbot, page)
    window.hint()
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=20000)
    move = scene.hint
    assert isinstance(move, (Play, Place)), f"deal 3's first hint lays a card, not {move}"
    _enter(qtbot, page.view)
    assert scene.keyboard.carried, "Enter lifted the hinted card"
    window.hint()  # asked again with the card in hand: it stays there
    assert scene.keyboard.carried and window.status.text().startswith("Hint: ")
    scene.keyboard.drop_carried(None)
    scene.confirm, scene.confirm_reason = move, "it would lose"  # the warning before a move waits
    scene.rebuild()
    window.hint()
    assert "First answer the warning" in window.status.text()


def test_escape_puts_down_the_cards_a_hint_chose(qtbot: Any, tmp_path: Path) -> None:
    """Ctrl+H, Enter, Escape: the hinted card went back to the hand but stayed chosen, the hint
    still said "selected already", and Enter on another card lifted both. A second Escape now
    puts every chosen card down; the hint's words say no more that they are selected."""
    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 2, ["human", "computer"], None, 5, {})
    page = window.page
    _my_turn(qtbot, page)
    page.session.pause_ai(True)
    _hinted_move(qtbot, window, "Hint: ")
    scene = page.scene
    chosen = [item for item in scene.hand_items if item.isSelected()]
    assert chosen and "selected already" in window.status.text()
    _enter(qtbot, page.view)
    assert scene.keyboard.carried
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Escape)
    assert not scene.keyboard.carried and all(item.isSelected() for item in chosen)
    qtbot.keyClick(page.view.viewport(), Qt.Key.Key_Escape)
    assert not scene.selectedItems()
    assert window.status.text().startswith("Hint: ") and "selected already" not in window.status.text()
    other = next(item for item in scene.hand_items if item not in chosen)
    scene.keyboard.set_focus(other)
    _enter(qtbot, page.view)
    assert scene.keyboard.carried == [other], "only the card in the ring is lifted"


def test_a_hint_asked_while_paying_says_to_finish_paying_first(qtbot: Any, tmp_path: Path) -> None:
    """Ctrl+H while choosing Gorillas to pay: nothing showed (the hint was thought out, and the
    paying words kept the line)."""
    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], ["solver"], 3, {})
    page = window.page
    scene = page.scene
    _my_turn(qtbot, page)
    scene.paying, scene.pay_pick = "walking", []
    scene.rebuild()
    window.hint()
    assert window.status.text() == "First finish paying for Walking, or press Escape to give it up."
    assert not scene.runner.busy and scene.hint is None
