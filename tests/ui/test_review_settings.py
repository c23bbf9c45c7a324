"""Settings apply at once to the past table the Review shows: a new theme or card size had
reached the side column and the move log but not the table of an earlier move, which kept the
old felt and card size until another move was shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from tests.ui.test_review import click_graph, open_short_game
from ui.appearance import apply_theme
from ui.table.controls import ButtonItem
from ui.table.theme import BASE_CARD, palette


def test_a_new_theme_and_card_size_reach_the_past_table_at_once(qtbot: Any, tmp_path: Path) -> None:
    window = open_short_game(qtbot, tmp_path, painted=True)
    page = window.page
    page.end_screen.review_button.click()
    panel = page.review_panel
    assert panel is not None
    click_graph(qtbot, panel.graph, 3, 0)
    past = page.shown_scene
    assert past is not page.scene and past.read_only
    try:
        window.settings.theme, window.settings.card_scale = "dark", 1.3
        window.apply_settings(window.settings)
        qtbot.waitUntil(lambda: not past.queue.busy, timeout=2000)
        assert page.shown_scene is past, "the same past table, laid out anew"
        assert past.backgroundBrush().color() == palette("dark", past.felt).background
        assert past.card_size == BASE_CARD * past.card_scale() and past.card_scale() > 1.0
        assert page.scene.card_size == past.card_size
        live = [item.label for item in past.items() if isinstance(item, ButtonItem) and item.enabled
                and item.key != "fit"]
        assert live == [], "a past table laid out again still offers nothing to press"
    finally:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, "light")


def test_a_past_table_laid_out_for_new_settings_still_offers_nothing(qtbot: Any) -> None:
    """Girafferaffe's past table has buttons (Sort by colour, Spend an apple): laid out again for
    a new card size, they came back looking pressable."""
    from gamebox.registry import get_info
    from gamebox.session import GameSession
    from tests.ui.helpers import show_table
    from ui.girafferaffe.scene import GirafferaffeScene
    from ui.settings import Settings

    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 4, ["human", "computer"])
    session.pause_ai(True)
    session.play(session.game.candidate_moves(session.state)[0])
    session.play(session.game.candidate_moves(session.state)[0])
    settings = Settings(speed=0.0)
    scene = GirafferaffeScene(session, settings)
    show_table(qtbot, scene, start_session=False)
    past = scene.past_table(2)
    try:
        def pressable() -> list[str]:
            return [item.label for item in past.items() if isinstance(item, ButtonItem) and item.enabled
                    and item.key != "fit"]

        assert pressable() == [] and any(isinstance(item, ButtonItem) for item in past.items())
        settings.card_scale = 1.2
        past.apply_settings()
        qtbot.waitUntil(lambda: not past.queue.busy, timeout=2000)
        assert past.card_scale() == 1.2 and pressable() == []
    finally:
        past.session.close()


def test_the_caption_says_how_the_trial_games_judged(qtbot: Any, tmp_path: Path) -> None:
    """TRIO's trial games are played from what the players could see; the caption said they
    see the hidden cards, which is true of the other games' alone."""
    from gamebox.registry import get_info
    from gamebox.review import judged_from_views
    from ui.table.review import FROM_VIEWS, SEEING

    assert judged_from_views(get_info("trio"))
    assert not any(judged_from_views(get_info(game)) for game in ("sifaka", "gorilla", "girafferaffe"))
    window = open_short_game(qtbot, tmp_path, painted=True)  # a finished TRIO game
    window.page.end_screen.review_button.click()
    panel = window.page.review_panel
    assert panel is not None and FROM_VIEWS in panel.hint.text() and SEEING not in panel.hint.text()


def test_a_drawn_games_review_says_why_the_lines_end_at_half(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """After a drawn TRIO game both lines ended at 50%, unexplained; a game someone won says
    nothing of draws."""
    from gamebox.core.contract import Result

    window = open_short_game(qtbot, tmp_path, painted=True)  # a TRIO game drawn: both made three TRIOs
    assert not window.page.session.game.result(window.page.session.state).winners
    window.page.end_screen.review_button.click()
    panel = window.page.review_panel
    assert panel is not None
    assert panel.title.text().endswith(" · a draw, half a win each, so the lines end at 50%"), panel.title.text()
    window.page.close_review()
    won = Result((0,), ((0,), (1,)), (3.0, 1.0), "You win with three TRIO cards", {"draw": False})
    monkeypatch.setattr(window.page.session.game, "result", lambda _state: won)
    window.page.open_review()
    panel = window.page.review_panel
    assert panel is not None and "draw" not in panel.title.text() + panel.hint.text()


def test_a_new_theme_on_the_last_move_keeps_the_reviews_words(qtbot: Any, tmp_path: Path) -> None:
    """The last move of the review is the live table: a theme changed there put the result's
    words ("You won! ...") back on the status line under the review."""
    window = open_short_game(qtbot, tmp_path, painted=True)
    page = window.page
    page.end_screen.review_button.click()
    total = len(page.session.history)
    page.look_back(total)
    said = window.status.text()
    assert said.startswith(f"After move {total} of {total}")
    try:
        window.settings.theme = "dark"
        window.apply_settings(window.settings)
        qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=2000)
        QApplication.processEvents()
        assert window.status.text() == said
        page.close_review()
        assert not window.status.text().startswith("After move"), "back at the result, its own words"
    finally:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, "light")
