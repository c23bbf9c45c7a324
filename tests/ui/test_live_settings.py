"""Settings apply at once to the open table: animation speed (measured through the animation
queue), card size (card items), theme (the table's felt and the window's menus and panels)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from tests.text_rules import assert_plain
from ui.dialogs.simple import SPEED_STEPS, SettingsDialog, speed_position, speed_text
from ui.main_window import MainWindow
from ui.settings import COMPUTER_BEAT_MS, Settings, SettingsStore
from ui.table.items import CardItem
from ui.table.theme import BASE_CARD

CARD_GAMES = {"girafferaffe": 3, "gorilla": 3, "goritaire": 1, "trio": 2}


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Any:  # type: ignore[no-untyped-def]
    win = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win._close_page()
    from ui.appearance import apply_theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "light")


def open_table(window: MainWindow, game: str) -> Any:
    players = CARD_GAMES.get(game, 2)
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 11, {})
    window.page.session.pause_ai(True)  # the computers wait: the table stays as dealt
    return window.page.scene


def through_dialog(qtbot, window: MainWindow, change, accept: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Open Settings from the window, change controls while it is open, then OK or Cancel."""
    seen: list[SettingsDialog] = []

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        seen.append(dialog)
        try:
            change(dialog)
            QApplication.processEvents()
        finally:  # a failing check still closes the dialog: the test fails instead of hanging
            dialog.accept() if accept else dialog.reject()

    QTimer.singleShot(0, act)
    window.settings_dialog()
    assert seen, "the settings dialog opened"


def queued_move_duration(scene: Any) -> int:
    """How long the queue animates a card move now (0: it moved at once)."""
    item = next(i for i in scene.items() if isinstance(i, CardItem))
    scene.queue.move(item, item.pos() + QPointF(40, 0), ms=200)
    running = scene.queue._running
    duration = running.totalDuration() if running is not None else 0
    scene.queue.clear()
    return duration


def test_speed_applies_to_the_open_table_and_to_a_restarted_deal(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scene = open_table(window, "trio")
    assert queued_move_duration(scene) == 200
    # a computer's move waits a beat at normal speed: at 0.3 s three computers all moved in a second
    assert window.page.session.ai_delay_ms >= 500
    through_dialog(qtbot, window, lambda d: d.speed.setValue(speed_position(0.5)))  # "Fast"
    assert window.settings.speed == 0.5 and queued_move_duration(scene) == 100
    assert window.page.session.ai_delay_ms == window.settings.computer_beat_ms == COMPUTER_BEAT_MS // 2
    window.restart()
    qtbot.waitUntil(lambda: not window.page.scene.queue.busy, timeout=3000)
    assert queued_move_duration(window.page.scene) == 100
    through_dialog(qtbot, window, lambda d: d.speed.setValue(d.speed.maximum()))  # "Instant", far right
    assert window.settings.speed == 0.0 and queued_move_duration(window.page.scene) == 0
    assert SettingsStore(window.store.path).load().speed == 0.0


def test_cancel_puts_the_table_back(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scene = open_table(window, "trio")
    through_dialog(qtbot, window, lambda d: d.speed.setValue(0), accept=False)
    assert window.settings.speed == 1.0 and queued_move_duration(scene) == 200


def test_card_size_is_the_size_of_sifakas_boxes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Sifaka's board is boxes on a zoomable table: the card size is how large a box shows at
    most (the whole board always shows, so a large board shows its boxes smaller)."""
    scene = open_table(window, "sifaka")
    view = window.page.view
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    through_dialog(qtbot, window, lambda d: d.cards.setValue(30))  # 150%
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    big = view.transform().m11()
    from ui.sifaka.scene import LARGEST_BOX_PX

    assert scene.largest_scale * 48 == pytest.approx(LARGEST_BOX_PX * 1.5) and big <= scene.largest_scale + 1e-9
    through_dialog(qtbot, window, lambda d: d.cards.setValue(12))  # 60%
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert view.transform().m11() < big


@pytest.mark.parametrize("game", sorted(CARD_GAMES))
def test_card_size_applies_to_the_open_table(qtbot, window: MainWindow, game: str) -> None:  # type: ignore[no-untyped-def]
    scene = open_table(window, game)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    before = [i.size.width() for i in scene.items() if isinstance(i, CardItem)]
    assert BASE_CARD.width() in before
    through_dialog(qtbot, window, lambda d: d.cards.setValue(18))  # 90%
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    after = [i.size.width() for i in scene.items() if isinstance(i, CardItem)]
    assert window.settings.card_scale == 0.9 and scene.card_size.width() == pytest.approx(BASE_CARD.width() * 0.9)
    assert BASE_CARD.width() * 0.9 in after and BASE_CARD.width() not in after
    assert max(after) < max(before)


def test_theme_applies_to_the_table_menus_and_panels(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scene = open_table(window, "gorilla")
    felt = scene.backgroundBrush().color().name()
    menu = window.menuBar().palette().color(QPalette.ColorRole.Window).lightness()
    log = window.page.palette().color(QPalette.ColorRole.Base).lightness()
    through_dialog(qtbot, window, lambda d: d.theme.setCurrentIndex(1))  # Dark
    assert window.settings.theme == "dark"
    assert scene.backgroundBrush().color().lightness() < QPalette().color(QPalette.ColorRole.Window).lightness()
    assert scene.backgroundBrush().color().name() != felt
    assert window.menuBar().palette().color(QPalette.ColorRole.Window).lightness() < min(menu, 80)
    assert window.page.palette().color(QPalette.ColorRole.Base).lightness() < min(log, 80)
    through_dialog(qtbot, window, lambda d: d.theme.setCurrentIndex(0))  # Light again
    assert scene.backgroundBrush().color().name() == felt
    assert window.menuBar().palette().color(QPalette.ColorRole.Window).lightness() == menu


def test_the_dialog_reads_slow_to_fast_and_shows_its_values(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(speed=1.0, card_scale=1.2))
    qtbot.addWidget(dialog)
    durations = [factor for factor, _ in SPEED_STEPS]
    assert durations == sorted(durations, reverse=True) and durations[-1] == 0.0  # slow left, Instant right
    assert dialog.speed_label.text() == "Normal speed" and dialog.cards_label.text() == "120%"
    dialog.speed.setValue(dialog.speed.maximum())
    assert dialog.speed_label.text().startswith("Instant")
    dialog.speed.setValue(0)
    assert "0.5× the normal speed" in dialog.speed_label.text()
    for position in range(len(SPEED_STEPS)):
        assert_plain(speed_text(position), "speed value")
    assert dialog.apply_to(Settings()).speed == 2.0


@pytest.mark.parametrize("game,players", [("girafferaffe", 1), ("sifaka", 2), ("goritaire", 1), ("gorilla", 4),
                                          ("trio", 2)])
def test_every_table_takes_new_settings_while_it_plays(qtbot, window: MainWindow, game: str, players: int) -> None:  # type: ignore[no-untyped-def]
    window.settings.speed = 0.25
    window.start_game(game, players, ["human"] + ["computer"] * (players - 1), None, 4, {})
    scene = window.page.scene
    felt = scene.backgroundBrush().color().name()
    for theme, scale in (("dark", 0.7), ("light", 1.3)):
        window.settings.theme, window.settings.card_scale = theme, scale
        window.apply_settings(window.settings)
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
        assert (scene.backgroundBrush().color().name() == felt) == (theme == "light")
        assert window.status.text()
    assert window.page.scene is scene and scene.items()


def test_the_settings_say_when_the_open_table_caps_the_card_size(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """TRIO shows its cards at 115% at most; the slider said 160% and nothing else."""
    from ui.dialogs.simple import CARD_PERCENT

    notes: list[tuple[bool, str]] = []

    def bigger(dialog: SettingsDialog) -> None:
        dialog.cards.setValue(dialog.cards.maximum())
        notes.append((dialog.cap_note.isVisibleTo(dialog), dialog.cap_note.text()))
        dialog.cards.setValue(100 // CARD_PERCENT[2])  # back to 100%
        notes.append((dialog.cap_note.isVisibleTo(dialog), dialog.cap_note.text()))

    open_table(window, "trio")
    through_dialog(qtbot, window, bigger, accept=False)
    assert notes[0][0] and "TRIO" in notes[0][1] and "115%" in notes[0][1]
    window.show_launcher()
    notes.clear()
    through_dialog(qtbot, window, bigger, accept=False)
    assert not notes[0][0], "with no table open it says nothing of one"


@pytest.mark.parametrize("game_id,words", [("sifaka", ("whole board", "room")), ("goritaire", ("pyramid", "hand")),
                                            ("girafferaffe", ("hand", "trees", "number"))])
def test_the_settings_say_how_a_table_shows_the_card_size(qtbot, window: MainWindow, game_id: str,  # type: ignore[no-untyped-def]
                                                          words: tuple[str, str]) -> None:
    """Sifaka always shows its whole board (in a window the board fills already, a larger card
    size changes nothing on screen); Goritaire's pyramid keeps the size that lets eight Ground
    spots and five rows fit, only the hand grows; Girafferaffe's trees grow only a little and a
    big hand is drawn smaller. The slider alone made them look broken."""
    seen: list[tuple[bool, str]] = []
    open_table(window, game_id)
    through_dialog(qtbot, window, lambda dialog: seen.append((dialog.cap_note.isVisibleTo(dialog),
                                                              dialog.cap_note.text())), accept=False)
    assert seen[0][0] and all(word in seen[0][1] for word in words)
    assert_plain(seen[0][1], f"the {game_id} card-size note")


def test_from_the_box_of_games_the_dialog_does_not_speak_of_a_table(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Opened from the box of games it said "Changes show on the table at once", with no table."""
    from PySide6.QtWidgets import QLabel

    notes: list[str] = []
    window.show_launcher()
    through_dialog(qtbot, window, lambda dialog: notes.append(dialog.findChild(QLabel, "settingsNote").text()))
    open_table(window, "trio")
    through_dialog(qtbot, window, lambda dialog: notes.append(dialog.findChild(QLabel, "settingsNote").text()))
    assert "table" not in notes[0] and "every game" in notes[0]
    assert "on the table at once" in notes[1]


def test_gorillas_hand_keeps_its_words_at_the_smallest_card_size(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """At 60% the hand's cards were drawn like an opponent's small ones: no animal's name, no
    "others draw 1", and a panther told from a monkey only by a little face."""
    from PySide6.QtGui import QImage, QPainter

    from ui.gorilla.art import ANIMALS, GORILLA0
    from ui.table.painting import measure_text

    scene = open_table(window, "gorilla")
    notes: list[str] = []
    through_dialog(qtbot, window, lambda d: (d.cards.setValue(12), notes.append(d.cap_note.text())))  # 60%
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert "85% at least" in notes[0]
    assert_plain(notes[0], "Gorilla's card-size note")
    hand = list(scene.hand_items.values())
    assert hand
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with measure_text() as painted:
        for item in hand:
            item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    words = {text.text for text in painted}
    animals = {ANIMALS[item.payload % 10].capitalize() for item in hand if item.payload < GORILLA0}
    assert animals and animals <= words, (animals, words)
