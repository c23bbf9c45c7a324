"""Goritaire's "Show a solution" (a stored winning line of a catalogue deal, replayed after a
lost deal) and "Stop here", which hands the deal back to the player where the solution is."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.ui.helpers import centre, click, show_table
from tests.ui.test_goritaire_scene import info_lines
from ui.goritaire.assist import STOP_SOLUTION, STOPPED_WORDS
from ui.goritaire.scene import GoritaireScene
from ui.settings import Settings


def test_show_a_solution_replays_a_stored_line_to_a_win(qtbot: Any) -> None:
    from gamebox.games.goritaire.catalogue import deals_for

    deal = deals_for(16, False)[0]
    info = get_info("goritaire")
    session = GameSession(info, info.make_config(1), deal.seed, ("human",))
    scene = GoritaireScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    session.play_text("end")  # no Gorilla on the Ground: the deal is lost at once
    qtbot.waitUntil(lambda: session.result is not None and not scene.queue.busy, timeout=2000)
    assert [label for label, _fn in scene.end_screen_actions()] == ["Show a solution"]
    click(view, centre(scene.buttons["solution"]))
    from ui.table.controls import ButtonItem

    # while it plays itself, the table's buttons look as dead as they are, but for Stop here
    qtbot.waitUntil(lambda: bool(scene.script) and len(session.history) > 2, timeout=30000)
    assert not any(item.enabled for item in scene.items()
                   if isinstance(item, ButtonItem) and item.key not in ("fit", STOP_SOLUTION))
    assert scene.buttons[STOP_SOLUTION].enabled
    # the panel speaks of the solution's moves as the log does ("You played your card" did not)
    assert "The solution" in info_lines(scene) and "You" not in info_lines(scene), info_lines(scene)
    qtbot.waitUntil(lambda: session.result is not None and session.result.winners == (0,), timeout=30000)
    assert [step.text for step in session.history] == list(deal.moves)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert "You" not in info_lines(scene) and "your" not in info_lines(scene), info_lines(scene)
    assert session.assisted and scene.end_screen_actions() == []


@pytest.mark.parametrize("how", ["click mid-move", "Escape"])
def test_stop_here_hands_a_shown_solution_back_to_the_player(qtbot: Any, how: str) -> None:
    """A shown solution played to the end with no way to stop it: the player could not take
    the deal over from the point where they had gone wrong. Stop here (pressed while a move of
    the solution flies, or Escape) stops it there; the table is the player's again."""
    from gamebox.games.goritaire.catalogue import deals_for

    deal = deals_for(16, False)[0]
    info = get_info("goritaire")
    session = GameSession(info, info.make_config(1), deal.seed, ("human",))
    scene = GoritaireScene(session, Settings(speed=1.0 if how == "click mid-move" else 0.0))
    view = show_table(qtbot, scene)
    session.play_text("end")
    qtbot.waitUntil(lambda: session.result is not None and not scene.queue.busy, timeout=5000)
    click(view, centre(scene.buttons["solution"]))
    qtbot.waitUntil(lambda: len(session.history) >= 3, timeout=30000)
    if how == "Escape":
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    else:
        qtbot.waitUntil(lambda: scene.queue.busy, timeout=5000)
        click(view, centre(scene.buttons[STOP_SOLUTION]))
    played = len(session.history)
    qtbot.wait(600)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert len(session.history) == played and scene.script == [], "no move of the solution after the stop"
    assert [step.text for step in session.history] == list(deal.moves[:played])
    assert session.result is None and scene.viewer_decides() and "demo" in scene.buttons
    assert STOP_SOLUTION not in scene.buttons and scene.buttons["hint"].enabled
    assert scene.status_text() == STOPPED_WORDS
    assert session.play_text(deal.moves[played]) and session.history[-1].by == ""  # the player's own move


def test_the_end_screen_offers_a_solution_after_a_lost_catalogue_deal(qtbot: Any, tmp_path: Any) -> None:
    from gamebox.games.goritaire.catalogue import deals_for
    from tests.ui.play import open_window

    deal = deals_for(16, False)[1]
    window = open_window(qtbot, tmp_path)
    window.start_game("goritaire", 1, ["human"], None, deal.seed, {})
    page = window.page
    page.session.play_text("end")  # no Gorilla on the Ground: lost at once
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    assert page.end_screen.report.headline == "You lost"
    from PySide6.QtWidgets import QLabel

    standing = page.end_screen.findChild(QLabel, "standing0").text()
    assert "You" in standing and "no score" in standing and "1st" not in standing, "a solitaire has no places"
    assert [b.text() for b in page.end_screen.extra_buttons] == ["Show a solution"]
    assert "New deal" in page.end_screen.button_texts()
    page.end_screen.extra_buttons[0].click()
    qtbot.waitUntil(lambda: page.session.result is not None and page.session.result.winners == (0,), timeout=30000)
    # the win is the solution's, not the player's: "You won!" and "You used ..." claimed it
    qtbot.waitUntil(lambda: page.end_visible and page.end_screen.report.headline == "The solution won", timeout=5000)
    assert page.end_screen.extra_buttons == []
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert lines and all("You " not in line and "you " not in line for line in lines), lines
    assert any("The solution" in line for line in lines)
    assert not page.status.startswith("You"), page.status
    # and it says what the moves were, not that help chose moves in the player's own game
    extra = page.end_screen.report.extra
    assert "shown after your own game ended" in extra.get("About these moves", "")
    assert all("chose moves in this game" not in text for text in extra.values())
    from ui.stats import StatsStore

    (entry,) = StatsStore().load()
    assert not entry.won and not entry.assisted  # the player's own loss, counted as it ended


def test_escape_stops_a_solution_started_from_the_end_screen(qtbot: Any, tmp_path: Any) -> None:
    """Started with the end screen's button, the keys stayed on that button: Escape, which the
    status line offers to stop the solution, did nothing."""
    from gamebox.games.goritaire.catalogue import deals_for
    from tests.ui.play import open_window

    deal = deals_for(16, False)[0]
    window = open_window(qtbot, tmp_path)
    window.settings.speed = 1.0
    window.start_game("goritaire", 1, ["human"], None, deal.seed, {})
    page = window.page
    page.session.play_text("end")
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    button = page.end_screen.extra_buttons[0]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Return)
    scene = page.scene
    qtbot.waitUntil(lambda: bool(scene.script) and len(page.session.history) >= 2, timeout=30000)
    focused = window.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_Escape)
    assert scene.script == [] and scene.hint_text == STOPPED_WORDS


def test_a_demo_that_gives_up_a_winnable_deal_says_it_was_winnable(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a deal of "Winnable deals only" the Demo stopped with "it found no move that keeps the
    deal alive": read as if the deal had never been winnable. It now says that it plays without
    seeing the deck, and that the end offers a winning line."""
    from tests.ui.test_goritaire_scene import make_table
    from ui.goritaire.assist import DEMO_BLIND
    from ui.goritaire.scene import DEMO_GAVE_UP

    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 1.4G", "hand": "G", "deck": "G", "played": True})
    monkeypatch.setattr(GoritaireScene, "solution", lambda _scene: ["end"])  # as a catalogue deal has
    scene.runner.rounds = 2
    click(view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: scene.confirm is not None or session.result is not None, timeout=20000)
    assert scene.status_text() == DEMO_GAVE_UP + DEMO_BLIND + "Do it anyway, or cancel.", \
        "the warning on the table says the reason: two lines at 1024x600"
    assert "Show a solution" in DEMO_BLIND
    monkeypatch.setattr(GoritaireScene, "solution", lambda _scene: None)  # any other deal: not said
    assert scene.status_text().startswith(DEMO_GAVE_UP) and DEMO_BLIND not in scene.status_text()
