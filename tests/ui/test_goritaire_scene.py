"""The Goritaire table driven with real mouse events on the view's viewport."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from gamebox.core.describe import sentence
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.goritaire.helpers import build
from tests.ui.helpers import centre, click, drag, show_table
from ui.goritaire.scene import GoritaireScene
from ui.settings import Settings
from ui.table.view import TableView


def make_table(qtbot: Any, position: dict[str, Any] | None = None, seed: int = 3,
               speed: float = 0.0) -> tuple[GoritaireScene, TableView, GameSession]:
    info = get_info("goritaire")
    options: dict[str, Any] = {"extreme_arts": True}
    if position is not None and position.get("as_printed"):
        options["as_printed"] = True
    session = GameSession(info, info.make_config(1, options), seed, ("human",))
    if position is not None:
        session.state = build(position)
    scene = GoritaireScene(session, Settings(speed=speed))
    view = show_table(qtbot, scene)
    return scene, view, session


def hand_card(scene: GoritaireScene, card: str) -> Any:
    return next(item for item in scene.hand_items if item.payload == card)


def test_drag_a_gorilla_from_hand_to_the_ground(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    gorilla = hand_card(scene, "G")
    drag(view, centre(gorilla), centre(scene.zones[(1, 1)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "play G @1.1"
    assert session.state.area == {(1, 1): "G"}
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert set(scene.spot_items) == {(1, 1)}
    assert "played" in " ".join(p.lines[-1] for p in scene.items() if getattr(p, "key", "") == "info")


def test_drag_a_banana_onto_row_two(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    banana = hand_card(scene, "B")
    drag(view, centre(banana), centre(scene.zones[(2, 1)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "play B @2.1"
    assert session.state.area[(2, 1)] == "B"


def test_a_refused_drop_snaps_back_and_says_why(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    banana = hand_card(scene, "B")
    start = banana.pos()
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        drag(view, centre(banana), centre(scene.zones[(1, 3)]))
    assert "only Gorillas may stand on the Ground" in blocker.args[0]
    assert not session.history
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert banana.pos() == start


def test_legal_spots_glow_only_while_dragging(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "B", "deck": "BBB"})
    targets = scene.drag_targets([hand_card(scene, "B")])
    legal = {t.item.spot for t in targets if t.legal}
    assert legal == {(2, 1)}
    assert not any(zone.glow for zone in scene.zones.values())


def test_a_losing_end_is_confirmed_first(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G", "hand": "B", "deck": "BBB"})
    end = next(b for b in scene.buttons.values() if b.label.startswith("End the Action"))
    click(view, centre(end))
    assert not session.history and scene.confirm is not None
    assert "the group would break apart" in scene.confirm_reason
    assert scene.status_text() == f"Careful. {sentence(scene.confirm_reason)} Do it anyway, or cancel."  # a warning, not a refusal
    click(view, centre(scene.buttons["confirm:yes"]))
    qtbot.waitUntil(lambda: session.result is not None, timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    info = next(p for p in scene.items() if getattr(p, "key", "") == "info")
    assert info.lines == ["The deal is lost", "No score"]


def test_collapse_animates_card_by_card_and_ends_as_the_model(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"extreme": True, "hand": "B", "deck": "BGBGG",
                                              "area": "1.1G 1.2G 1.3G 1.4G 2.1B 2.2G 2.3G 3.1G 3.2B 4.1G"},
                                      speed=0.05)
    moved: list[QPointF] = []
    click(view, centre(scene.buttons["action:homesickness"]))
    faller = scene.spot_items[(4, 1)]
    faller.yChanged.connect(lambda: moved.append(faller.pos()))
    click(view, centre(faller))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert scene.queue.busy  # the falls are playing out
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert set(scene.spot_items) == set(session.state.area)
    ys = [p.y() for p in moved]
    row_step = scene.lat.card.height() + 6
    assert ys == sorted(ys) and len(ys) >= 3, "the top Gorilla comes down one row at a time"
    assert abs(ys[-1] - ys[0] - 2 * row_step) < 1 and ys[-1] == scene.lat.pos((1, 1)).y()
    assert scene.spot_items[(1, 1)].rotation() == 90  # it fell asleep and keeps sleeping
    burn = next(b for b in scene.buttons.values() if b.label == "1 Gorilla, 1 Banana")
    assert burn.toolTip() == "Remove a Gorilla and a Banana of the discard pile from the game."
    click(view, centre(burn))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.state.pending == [("arrange", 3)]


def test_a_sleeping_gorilla_keeps_clear_of_its_neighbours(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, {"hand": "B", "deck": "BG",
                                                "area": "1.1G 1.2S 1.3G 2.1B 2.2G"})
    sleeper = scene.spot_items[(1, 2)]
    assert sleeper.rotation() == 90
    drawn = sleeper.mapRectToScene(sleeper.rect())  # the card itself, without its shadow
    assert drawn.width() > drawn.height()  # on its side
    for spot in ((1, 1), (1, 3), (2, 1), (2, 2)):
        neighbour = scene.spot_items[spot]
        assert not drawn.intersects(neighbour.mapRectToScene(neighbour.rect())), spot


def test_the_piles_say_their_counts_and_cards_out_of_the_game_are_told_once(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot, {"extreme": True, "hand": "B", "deck": "BGBG",
                                                "discard": "BBBBBGGGGGB", "removed": "GB",
                                                "area": "1.1G 1.2G 2.1B"})
    texts = {getattr(p, "key", ""): p.lines for p in scene.items() if hasattr(p, "lines")}
    assert texts["label:discard"] == ["Discard 11"] and texts["label:deck"] == ["Deck 4"]
    assert texts["info"][-1] == "Out of the game: 2 cards"


def test_hint_suggests_a_legal_move_without_playing_it(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["hint"]))
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=10000)
    assert scene.hint in set(session.game.legal_moves(session.state))
    assert scene.hint_text.startswith("Hint: ") and not session.history


def test_demo_plays_on_its_own_until_stopped(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    scene.runner.rounds = 1
    stopped: list[int] = []

    def stop_once(*_: Any) -> None:  # the player clicks "Stop demo" while the deal goes on
        if not stopped and session.to_move is not None:
            stopped.append(len(session.history))
            click(view, centre(scene.buttons["demo"]))

    click(view, centre(scene.buttons["demo"]))
    session.moveApplied.connect(stop_once)
    qtbot.waitUntil(lambda: bool(stopped), timeout=20000)
    assert not scene.demo
    told = session.describe_step(session.history[0], 0)
    assert session.history[0].by == "The Demo" and told.startswith("The Demo "), told  # it said "You used Walking"
    qtbot.waitUntil(lambda: not scene.runner.busy, timeout=10000)
    count = len(session.history)
    qtbot.wait(300)
    assert len(session.history) == count


@pytest.mark.parametrize("how", ["button", "escape"])
def test_stop_demo_stops_it_while_its_move_flies(qtbot: Any, how: str) -> None:
    """The Demo's moves fly one after the other, so the table is seldom still: a click on
    Stop demo while a move flew was swallowed, and the Demo played on for turns. Escape did
    nothing."""
    scene, view, session = make_table(qtbot, speed=1.0)
    scene.runner.rounds = 1
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: scene.queue.busy and bool(session.history), timeout=20000)
    if how == "button":
        assert scene.buttons["demo"].label == "Stop demo"
        click(view, centre(scene.buttons["demo"]))
    else:
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert not scene.demo
    qtbot.waitUntil(lambda: not scene.queue.busy and not scene.runner.busy, timeout=10000)
    count = len(session.history)
    qtbot.wait(500)
    assert len(session.history) == count and session.to_move is not None
    assert scene.buttons["demo"].label == "Demo"
    assert "Demo" not in scene.status_text()


def test_the_demo_leaves_a_beat_after_each_move_has_landed(qtbot: Any) -> None:
    """The Demo moved twice a second, each move at once after the last had landed: too fast
    to learn from. It waits a computer's beat after the table is still."""
    import time

    from ui.settings import COMPUTER_BEAT_MS

    scene, view, session = make_table(qtbot, speed=1.0)
    scene.runner.rounds = 1
    stills: list[float] = []
    gaps: list[float] = []
    scene.queue.idle.connect(lambda: stills.append(time.monotonic()))
    session.moveApplied.connect(lambda *_: gaps.append(time.monotonic() - stills[-1]) if stills else None)
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: len(gaps) >= 3, timeout=30000)
    scene.stop_demo()
    assert min(gaps) >= COMPUTER_BEAT_MS / 1000 * 0.9, gaps


def test_demo_cannot_start_once_the_deal_is_over(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    scene.runner.rounds = 1
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: session.to_move is None or scene.confirm is not None, timeout=60000)
    if scene.confirm is not None:  # the Demo stopped before a move that loses: the player plays it
        click(view, centre(scene.buttons["confirm:yes"]))
        qtbot.waitUntil(lambda: session.to_move is None, timeout=5000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert not scene.demo
    click(view, centre(scene.buttons["demo"]))
    assert not scene.demo and scene.buttons["demo"].label == "Demo"


def test_swap_by_dragging_a_banana_onto_a_high_gorilla(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"extreme": True, "hand": "B", "deck": "BBB",
                                              "area": "1.1G 1.2G 1.3G 1.4G 2.1B 2.2G 2.3G 3.1G 3.2G 4.1G"})
    click(view, centre(scene.buttons["action:swap"]))
    click(view, centre(scene.spot_items[(4, 1)]))
    qtbot.waitUntil(lambda: session.state.pending == [("swap", 0)], timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        drag(view, centre(scene.spot_items[(2, 1)]), centre(scene.spot_items[(1, 2)]))
    assert "Level 2 or more" in blocker.args[0]
    drag(view, centre(scene.spot_items[(2, 1)]), centre(scene.spot_items[(3, 2)]))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.history[1].text == "swap 2.1 3.2"
    assert session.state.area[(3, 2)] == "B" and session.state.area[(2, 1)] == "G"


def test_undo_takes_back_a_play_until_a_card_was_revealed(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GB", "deck": "BBB"})
    drag(view, centre(hand_card(scene, "G")), centre(scene.zones[(1, 3)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.can_undo() and session.undo()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert (1, 3) not in scene.spot_items and len(scene.hand_items) == 2
    click(view, centre(scene.buttons["action:walking"]))
    click(view, centre(scene.buttons["pay:cheapest"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    click(view, centre(next(b for b in scene.buttons.values() if b.label == "Banana")))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert not session.can_undo()  # the reveal ends undo


# ----- issue 12 and issue 18 -------------------------------------------------------------------
def marked(scene: GoritaireScene) -> set[tuple[int, int]]:
    return {spot for spot, zone in scene.zones.items() if zone.marked}


def test_spots_are_marked_before_any_drag(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot)
    assert marked(scene) == {(1, 1)}, "the opening table shows where the first Gorilla goes"
    scene, _view, _session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G", "hand": "GB", "deck": "BBB"})
    assert marked(scene) == {(1, 4), (2, 1), (2, 2)}
    assert not any(zone.glow for zone in scene.zones.values())


def test_cards_that_cannot_be_played_are_dimmed_with_the_reason(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GGB", "deck": "BBB"})
    assert all(not item.dimmed and item.opacity() == 1.0 and item.draggable for item in scene.hand_items)
    drag(view, centre(hand_card(scene, "G")), centre(scene.zones[(1, 3)]))
    qtbot.waitUntil(lambda: bool(session.history) and not scene.queue.busy, timeout=2000)
    assert marked(scene) == set()
    for item in scene.hand_items:
        # shaded, not see-through: a faded Banana over a Gorilla read as a blend of the two
        assert item.dimmed and item.opacity() == 1.0 and not item.draggable
        assert "already played your one card" in item.toolTip()
    banana = hand_card(scene, "B")
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        drag(view, centre(banana), centre(scene.zones[(2, 1)]))
    assert "already played your one card" in blocker.args[0]
    assert len(session.history) == 1
    # said beside the card too, where the player looks (the card not lifting looked like a
    # drag that failed), and gone with the next press
    assert "already played your one card" in scene.drag_refusal.shown
    tag = scene.drag_refusal.tag
    assert tag.pos().y() < banana.sceneBoundingRect().top(), "over the hand, not over the cards beside it"
    click(view, centre(scene.zones[(3, 1)]) if (3, 1) in scene.zones else QPointF(5, 5))
    assert scene.drag_refusal.shown == ""
    drag(view, centre(banana), centre(scene.zones[(2, 1)]))
    assert scene.drag_refusal.shown
    view.resize(view.width() - 120, view.height() - 60)  # the card moves on screen: the tag would stand apart
    qtbot.waitUntil(lambda: scene.drag_refusal.shown == "", timeout=2000)


def test_as_printed_two_bananas_on_row_two_in_one_turn_by_dragging(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"as_printed": True, "area": "1.1G 1.2G 1.3G", "hand": "GBB",
                                              "deck": "BBB"})
    drag(view, centre(hand_card(scene, "B")), centre(scene.zones[(2, 1)]))
    qtbot.waitUntil(lambda: len(session.history) == 1 and not scene.queue.busy, timeout=2000)
    assert marked(scene) == {(1, 4), (2, 2)} and hand_card(scene, "B").draggable
    drag(view, centre(hand_card(scene, "B")), centre(scene.zones[(2, 2)]))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert [step.text for step in session.history] == ["play B @2.1", "play B @2.2"]
    assert session.state.area[(2, 1)] == session.state.area[(2, 2)] == "B"


def eaters_shown(scene: GoritaireScene) -> set[tuple[int, int]]:
    return set(scene.fed)


def info_lines(scene: GoritaireScene) -> str:
    return " / ".join(next(p for p in scene.items() if getattr(p, "key", "") == "info").lines)


def test_eating_needs_are_shown_for_ground_gorillas_only(qtbot: Any) -> None:
    area = "1.1G 1.2G 1.3G 2.1G 2.2B 3.1G"
    scene, _view, _session = make_table(qtbot, {"area": area, "hand": "BB", "deck": "BBB"})
    assert eaters_shown(scene) == {(1, 1), (1, 2), (1, 3)}
    text = info_lines(scene)
    assert "Eating: 3 bananas / for 3 Ground Gorillas" in text
    assert "From Plants: 1 banana / Needed from hand: 2 / You hold 2 Banana cards" in text
    assert "3 Ground Gorillas need 3 bananas" in scene.status_text()
    scene, _view, _session = make_table(qtbot, {"as_printed": True, "area": area, "hand": "BB", "deck": "BBB"})
    assert eaters_shown(scene) == {(1, 1), (1, 2), (1, 3), (2, 1), (3, 1)}
    assert "Eating: 5 bananas / for 5 Gorillas" in info_lines(scene) and "Short by 2 bananas!" in info_lines(scene)
    assert "5 Gorillas need 5 bananas" in scene.status_text() and "short by 2 bananas" in scene.status_text()


def test_the_pyramid_stays_anchored_at_the_grounds_first_slot(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GGB", "deck": "BBBB"})
    first = scene.spot_items[(1, 1)].pos()
    drag(view, centre(hand_card(scene, "G")), centre(scene.zones[(1, 3)]))
    qtbot.waitUntil(lambda: bool(session.history) and not scene.queue.busy, timeout=2000)
    assert scene.spot_items[(1, 1)].pos() == first and scene.spot_items[(1, 2)].pos() == scene.lat.pos((1, 2))


def test_demo_avoids_a_move_that_loses_at_once(qtbot: Any) -> None:
    from gamebox.games.goritaire.moves import End

    scene, _view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "B", "deck": "BBBB",
                                               "played": True})
    scene.runner.rounds = 2
    moves: list[Any] = []
    session.moveApplied.connect(lambda move, _events: moves.append(move))
    click(view := scene.views()[0], centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: len(moves) >= 1, timeout=20000)
    click(view, centre(scene.buttons["demo"]))
    assert moves[0] != End(), "ending now starves the troop while Cooking can still feed it"


def test_demo_faces_a_sure_loss_instead_of_putting_gorillas_to_sleep(qtbot: Any) -> None:
    from gamebox.games.goritaire.moves import End

    # every way on starves the troop; Scapulimancy on the empty deck only puts off the end
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "", "deck": "", "played": True})
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: scene.confirm is not None, timeout=20000)
    assert not session.history, "the Demo played a move that changed nothing"
    assert scene.confirm == End() and scene.demo_gave_up and not scene.demo
    assert scene.status_text().startswith("The Demo stopped") and scene.confirm_reason


def test_the_new_game_dialog_gives_each_deck_mixs_measured_win_rate(qtbot: Any) -> None:
    from gamebox.games.goritaire.difficulty import MEASURED
    from tests.text_rules import assert_plain
    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info("goritaire"))
    qtbot.addWidget(dialog)
    note = dialog.option_note
    assert "Difficulty: medium. With 16 Gorilla cards the computer, playing the deals itself, wins about 6 deals in 10." == note.text()
    spin = dialog.option_widgets["gorillas"]
    texts = {}
    for gorillas in range(spin.minimum(), spin.maximum() + 1):
        spin.setValue(gorillas)
        texts[gorillas] = note.text()
        assert f"With {gorillas} Gorilla cards" in note.text()
        assert_plain(note.text(), "difficulty hint", sentence=False)
    assert set(texts) == set(MEASURED)
    assert "Difficulty: easy" in texts[13] and "Difficulty: very hard" in texts[20]
    dialog.option_widgets["as_printed"].setChecked(True)
    # measured only with 16 Gorilla cards, and it says so for another mix
    assert note.text() == ("Difficulty: not measured. With the original rules, the computer, playing the deals itself, wins none of the 200 deals tried "
                           "with 16 Gorilla cards; it has not tried 27.")
    spin.setValue(16)
    assert note.text().startswith("Difficulty: extreme. With the original rules")
    spin.setValue(spin.maximum())
    dialog.option_widgets["as_printed"].setChecked(False)
    assert note.text() == texts[spin.maximum()]
    # one player, always the person at the screen: no player count or seat to choose
    assert dialog.seat_box.isHidden() and dialog.players.isHidden()
    assert dialog.setup().seats == ["human"]
    dialog.option_widgets["winnable"].setChecked(True)
    assert note.text().endswith("No deal of this mix is known to be winnable yet, so Winnable deals only changes "
                                "nothing.")
    spin.setValue(16)
    assert note.text().endswith(" Winnable deals only: each deal is one of the 199 of this mix known to be winnable.")


def test_the_meal_is_told_in_the_status_line_as_in_the_log(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G", "hand": "BB", "deck": "GBB"})
    said: list[str] = []
    scene.statusChanged.connect(said.append)
    end = next(b for b in scene.buttons.values() if b.label.startswith("End the Action"))
    click(view, centre(end))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert "The troop ate 1 banana (1 Banana card from your hand)." in said


def test_a_panel_line_never_ends_with_a_number_whose_word_is_on_the_next(qtbot: Any) -> None:
    """The Walking guess read "Not seen yet: 9 Gorillas, 12" over a line "Bananas"."""
    from ui.goritaire.panels import fit_lines, fit_title

    for gorillas in range(0, 28):
        for bananas in range(0, 28):
            lines = fit_title(["Walking: guess the", "top card of the deck",
                               f"Not seen yet: {gorillas} Gorillas, {bananas} Bananas"])
            assert not any(line.split()[-1].isdigit() for line in lines), lines
    assert fit_lines(["a 12 Bananas"], 1.0) == ["a", "12 Bananas"], "a number goes with its word even when too wide"


def test_every_phase_name_shows_whole_while_it_is_the_one_played(qapp: Any) -> None:
    """ "▶1 Awakening" in bold was wider than its row: it read "▶1 A…ning" every Awakening."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from ui.goritaire import layout as L
    from ui.goritaire.widgets import PHASE_NAMES, PhaseBar
    from ui.table.painting import measure_text

    for key, label in PHASE_NAMES:
        bar = PhaseBar(L.LEFT_WIDTH)
        bar.set_phase(key, 2)
        image = QImage(int(L.LEFT_WIDTH) + 10, 140, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        with measure_text() as painted:
            bar.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        shown = {p.text: p for p in painted}
        assert "▶" + label in shown, key
        assert not [p.text for p in painted if p.elided or p.clipped], key


def test_the_warning_over_a_paid_action_speaks_alone(qtbot: Any) -> None:
    """Pay cheapest for an action that would lose: while the warning asks, the status line
    says the warning (it still told how to pay) and the action panel's own Pay cheapest and
    Cancel are greyed out (two Cancels, one of them doing nothing, were on the table)."""
    scene, view, session = make_table(qtbot, {"extreme": True, "area": "1.1G 1.2G 2.1G", "hand": "B", "deck": ""})
    click(view, centre(scene.buttons["action:exploration"]))
    assert scene.paying == "exploration"
    click(view, centre(scene.buttons["pay:cheapest"]))
    assert not session.history and scene.confirm is not None
    assert scene.status_text() == f"Careful. {sentence(scene.confirm_reason)} Do it anyway, or cancel."
    live = sorted(key for key, button in scene.buttons.items() if button.enabled and button.scene() is scene)
    assert live == ["confirm:no", "confirm:yes"], live
    banner = next(item for item in scene.items() if getattr(item, "key", "") == "confirm")
    card = scene.spot_items[(2, 1)].sceneBoundingRect()
    assert banner.sceneBoundingRect().bottom() <= card.top() + 0.1 * card.height(), \
        "the warning covered the Gorilla it is about"
    click(view, centre(scene.buttons["confirm:no"]))
    assert scene.confirm is None and not session.history


@pytest.mark.parametrize("area", ["1.1G 1.2G 2.1G", "1.1G 1.2G 1.3G 1.4G 2.1G 2.2G 2.3G 3.1G 3.2G 4.1G",
                                  "1.1G 1.2G 1.3G 1.4G 1.5G 2.1G 2.2G 2.3G 2.4G 3.1G 3.2G 3.3G 4.1G 4.2G 5.1G"])
def test_the_warning_leaves_every_gorilla_of_the_pyramid_in_sight(qtbot: Any, area: str) -> None:
    """Over a tall pyramid the warning stood on its upper rows and hid a Gorilla; it goes
    above the pyramid while there is room there, else over the hand."""
    scene, view, session = make_table(qtbot, {"extreme": True, "area": area, "hand": "B", "deck": ""})
    click(view, centre(scene.buttons["action:exploration"]))
    click(view, centre(scene.buttons["pay:cheapest"]))
    assert scene.confirm is not None
    banner = next(item for item in scene.items() if getattr(item, "key", "") == "confirm").sceneBoundingRect()
    hidden = [spot for spot, item in scene.spot_items.items() if item.sceneBoundingRect().intersects(banner)]
    assert not hidden, (hidden, banner)
    assert scene.sceneRect().contains(banner)
    for key in ("confirm:yes", "confirm:no"):
        assert banner.contains(scene.buttons[key].sceneBoundingRect())
    # over the hand, its words and cards read through a see-through warning
    assert next(item for item in scene.items() if getattr(item, "key", "") == "confirm").fill.alpha() == 255


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_enter_enter_plays_the_solvers_hint(qtbot: Any, seed: int) -> None:
    """As on the other tables, the hint puts the keyboard ring on its card (or action): Enter
    lifts it and the ring waits on the hinted spot, Enter plays it (for a card)."""

    from gamebox.games.goritaire.moves import Place, Play

    info = get_info("goritaire")
    session = GameSession(info, info.make_config(1), seed, ("human",))
    session.ai_delay_ms = 0
    scene = GoritaireScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["hint"]))
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=10000)
    move = scene.hint
    if not isinstance(move, (Play, Place)):
        pytest.skip(f"the solver's first move here is not a card: {move}")
    assert scene.keyboard.focus in scene.hand_items
    view.setFocus()
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(session.history), timeout=5000)
    assert session.history[0].move == move


def test_a_hint_that_arrives_while_cards_fly_is_shown_once_they_land(qtbot: Any) -> None:
    """Edit > Hint right after a move: the solver's answer came while the card still flew, and
    laying the table out then took the card from under its animation (Qt warned of an animation
    without target, the card jumped). The hint now waits for the landing."""
    scene, _view, session = make_table(qtbot)
    scene.queue.speed = 1.0
    move = next(iter(session.game.legal_moves(session.state)))
    scene.queue.pause(300)  # a move still landing
    scene._token += 1
    scene._asked = (scene._token, session.state)
    scene.runner.busy = True
    scene._on_solver(scene._token, move)
    assert scene.hint is None and scene.queue.busy, "not while the table moves"
    qtbot.waitUntil(lambda: scene.hint == move, timeout=3000)
    assert scene.hint_text.startswith("Hint: ")


def test_a_demo_that_sees_no_way_on_stops_at_the_warning(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Four Gorillas on the Ground and no banana anywhere: every way on loses. The Demo ended
    the Action phase and lost the deal without the warning a player gets; it now stops there and
    leaves the last word to the player."""
    from ui.goritaire.scene import DEMO_GAVE_UP

    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 1.4G", "hand": "G", "deck": "G",
                                              "played": True})
    monkeypatch.setattr(GoritaireScene, "solution", lambda _scene: None)  # a deal not known to be winnable
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: scene.confirm is not None or session.result is not None, timeout=20000)
    assert session.result is None, "the Demo lost the deal without a word"
    assert not scene.demo and scene.buttons["demo"].label == "Demo"
    assert scene.status_text() == f"{DEMO_GAVE_UP}{sentence(scene.confirm_reason)} Do it anyway, or cancel."
    click(view, centre(scene.buttons["confirm:yes"]))
    qtbot.waitUntil(lambda: session.result is not None, timeout=5000)
    assert not session.result.winners and not scene.demo_gave_up


def test_an_undo_stops_the_demo(qtbot: Any) -> None:
    """Ctrl+Z while the Demo ran took a move back and the Demo played it again at once."""
    scene, view, session = make_table(qtbot, seed=4)
    click(view, centre(scene.buttons["demo"]))
    assert scene.demo
    qtbot.waitUntil(lambda: len(session.history) >= 2 and not scene.queue.busy, timeout=30000)
    if not session.can_undo():
        pytest.skip("the Demo's move turned up a card")
    played = len(session.history)
    assert session.undo()
    assert not scene.demo and scene.buttons["demo"].label == "Demo"
    qtbot.wait(1500)
    assert len(session.history) < played, "the Demo did not play again"


def test_a_deal_the_computer_plays_offers_the_watcher_no_buttons_and_speaks_of_the_computer(qtbot: Any) -> None:
    """While the computer played the deal, "End the Action phase", Hint and Demo looked
    pressable, and the panel said "You hold 5 Banana cards" and "You played your card"."""
    info = get_info("goritaire")
    session = GameSession(info, info.make_config(1, {"extreme_arts": True}), 3, ("computer",))
    session.pause_ai(True)
    session.state = build({"area": "1.1G 1.2G", "hand": "GBB", "deck": "BBB"})
    scene = GoritaireScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert session.state.phase == "action"
    keys = set(scene.buttons)
    assert not {"hint", "demo"} & keys and not any(k.startswith("choice:") for k in keys), keys
    actions = [b for k, b in scene.buttons.items() if k.startswith("action:")]
    assert actions and not any(b.enabled for b in actions), "no action lights up for the watcher"
    panel = next(item for item in scene.items() if getattr(item, "key", "") == "info")
    text = " ".join(panel.lines)
    assert "Computer holds" in text and "Computer may still play" in text and "You" not in text, text
    status = session.describe_turn(None)
    assert status.startswith("Turn 2: Computer may play a card from the hand"), status
    assert "you" not in status.lower(), status


def test_the_player_s_own_deal_keeps_its_buttons(qtbot: Any) -> None:
    scene, _view, session = make_table(qtbot, {"area": "1.1G 1.2G", "hand": "GBB", "deck": "BBB"})
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert {"hint", "demo", "choice:0"} <= set(scene.buttons)
    panel = next(item for item in scene.items() if getattr(item, "key", "") == "info")
    assert "You hold" in " ".join(panel.lines)


def test_a_watcher_asking_for_a_hint_is_told_hints_are_for_players(qtbot: Any, tmp_path: Any) -> None:
    """Ctrl+H while the computer played the deal showed "Hint: End the Action phase." on the
    status line after every computer move, to the end, and counted the deal as helped."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["computer"], None, 5, {})
    window.page.session.pause_ai(True)
    said: list[str] = []
    window.page.statusChanged.connect(said.append)
    window.act_hint.trigger()
    qtbot.wait(300)
    assert any(text.startswith("Hints are for a player at the table") for text in said), said
    assert not any(text.startswith("Hint:") for text in said) and not window.page.session.assisted
    window._close_page()


@pytest.mark.parametrize(("position", "phase"), [({"area": "1.1G 1.2G", "hand": "G", "deck": "BBB"}, "eating"),
                                                 ({"area": "1.1G 1.2G", "hand": "BB", "deck": ""}, "draw")])
def test_the_phase_list_marks_the_phase_the_deal_was_lost_in(qtbot: Any, position: dict[str, Any], phase: str) -> None:
    """"6 End" was marked on every lost deal, also one lost in the Eating or the Draw phase."""
    from gamebox.games.goritaire.moves import End

    scene, _view, session = make_table(qtbot, position)
    session.play(End())
    qtbot.waitUntil(lambda: session.result is not None and not scene.queue.busy, timeout=3000)
    scene.rebuild()
    assert scene.phase_bar is not None and scene.phase_bar.current == phase


def test_while_fleeing_waits_a_card_that_cannot_flee_says_why_and_the_free_spot_is_shown(qtbot: Any) -> None:
    """The Level 3 Gorilla did not lift, without a word, and the spot to flee to was not marked."""
    scene, view, session = make_table(qtbot, {"extreme": True, "area": "1.1G 1.2G 1.3G 1.4G 2.1G 2.2G 2.3G 3.1B 3.2G",
                                              "hand": "BB", "deck": "BBB"})
    session.play(session.game.parse_move(session.state, "act fleeing pay 1.1,1.2,1.3"))
    qtbot.waitUntil(lambda: not scene.queue.busy and bool(session.state.pending), timeout=3000)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    drag(view, centre(scene.spot_items[(3, 2)]), centre(scene.zones[(1, 5)]))
    assert reasons == ["Fleeing: this Gorilla has no free spot one row down"] and len(session.history) == 1
    drag(view, centre(scene.spot_items[(3, 1)]), centre(scene.zones[(1, 5)]))
    assert reasons[-1] == "Fleeing moves a Gorilla one row down, not a Banana"
    assert scene.zones[(1, 5)].marked
    drag(view, centre(scene.spot_items[(2, 3)]), centre(scene.zones[(1, 5)]))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=3000)


def test_a_warning_reads_as_a_sentence(qtbot: Any) -> None:
    """Play on with the deck empty: the warning's reason came in small letters ("the deck is
    empty: playing on loses ..."), under "This would lose the deal"."""
    ground = " ".join(f"1.{i}G" for i in range(1, 8))
    scene, view, session = make_table(qtbot, {"area": ground, "hand": "BBBBBBB", "deck": "", "phase": "end"})
    click(view, centre(scene.buttons["choice:1"]))  # Play on
    assert scene.confirm is not None and not session.history
    banner = next(item for item in scene.items() if getattr(item, "key", "") == "confirm")
    assert banner.lines[0] == "This would lose the deal"
    assert banner.lines[1].startswith("The deck is empty"), banner.lines
    assert banner.lines[-1] == "Do it anyway: play on.", "what \"it\" is was left to guess"


def test_a_sleeping_gorilla_shows_its_level_upright(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sleeping card lies on its side, drawn smaller: its badge read "L2" sideways at a few
    pixels, while the player chooses who pays by level. Its badge is drawn turned back, larger."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    import ui.goritaire.art as art

    upright: list[int] = []
    monkeypatch.setattr(art, "paint_upright_level", lambda _painter, _rect, level: upright.append(level))
    image = QImage(70, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    art.card_face("S", 2)(painter, QRectF(0, 0, 70, 100))
    art.card_face("G", 3)(painter, QRectF(0, 0, 70, 100))
    painter.end()
    assert upright == [2]
    scene, _view, _session = make_table(qtbot, {"area": "1.1S 1.2G", "hand": "B", "deck": "BB"})
    assert scene.spot_items[(1, 1)].rotation() == 90
