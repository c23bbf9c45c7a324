"""Autosaves and the Continue list; a finished game is never autosaved and counted once."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from gamebox.core.records import Record
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.text_rules import assert_plain
from tests.ui.helpers import centre, click
from ui.autosaves import AutosaveStore
from ui.continue_list import entry_text, when_text
from ui.main_window import MainWindow
from ui.settings import SettingsStore
from ui.stats import StatsStore
from ui.userfiles import data_dir


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Any:  # type: ignore[no-untyped-def]
    win = make_window(qtbot, tmp_path)
    yield win
    win._close_page()


def make_window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow(SettingsStore(tmp_path / "settings.json"))
    qtbot.addWidget(win)
    win.settings.speed = 0.0
    win.show()
    return win


def play_human_move(window: MainWindow) -> None:
    """Play the first candidate move for whoever is to move (the computers are paused)."""
    session = window.page.session
    assert session.play(session.game.candidate_moves(session.state)[0])


def finished_record(game: str = "trio", seed: int = 4) -> Record:
    """A whole game played to its end (first candidate move each turn): human against computer."""
    info = get_info(game)
    players = max(info.min_players, 2) if not info.solitaire else 1
    session = GameSession(info, info.make_config(players), seed, ("human",) + ("computer",) * (players - 1))
    while session.to_move is not None:
        session.play(session.game.candidate_moves(session.state)[0])
    record = session.to_record()
    session.close()
    return record


def test_continue_lists_two_unfinished_games_of_different_games(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    window.page.session.pause_ai(True)
    play_human_move(window)
    window.show_launcher()
    window.start_game("goritaire", 1, ["human"], None, 8, {})
    play_human_move(window)
    play_human_move(window)
    window.show_launcher()
    listed = window.launcher.continue_list
    assert sorted(listed.games()) == ["goritaire", "trio"] and listed.isVisibleTo(window)
    assert listed.entries[0].game == "goritaire", "the last played first"
    trio = next(e for e in listed.entries if e.game == "trio")
    assert (trio.players, trio.seed, trio.moves) == (2, 5, 1)
    text = entry_text(trio)
    assert text.startswith("2 players: you and 1 computer (Normal) · deal 5 · 1 move played · last played today at ")
    assert_plain(text.replace("deal 5", "deal"), "continue entry")
    goritaire = next(e for e in listed.entries if e.game == "goritaire")
    assert "solitaire · Gorilla cards in the deck: 16 · deal 8 · 2 moves played" in entry_text(goritaire)
    click_resume = listed.buttons["trio"][0]
    click_resume.click()
    assert window.page is not None and window.page.session.info.id == "trio"
    assert len(window.page.session.history) == 1


def test_at_most_one_autosave_per_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for seed in (5, 6):
        window.start_game("goritaire", 1, ["human"], None, seed, {})
        play_human_move(window)
    window.show_launcher()
    assert [(e.game, e.seed) for e in window.launcher.continue_list.entries] == [("goritaire", 6)]
    assert len(list(window.autosaves.folder.glob("*.json"))) == 1


def test_an_untouched_new_deal_does_not_replace_an_unfinished_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    play_human_move(window)
    window.start_game("goritaire", 1, ["human"], None, 6, {})
    window.show_launcher()
    assert [(e.seed, e.moves) for e in window.launcher.continue_list.entries] == [(5, 1)]


def _discard_question(window: MainWindow) -> QMessageBox:
    """A Goritaire game with a move played, and Discard pressed on its row of the Continue list."""
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    play_human_move(window)
    window.show_launcher()
    window.launcher.continue_list.buttons["goritaire"][1].click()
    return next(b for b in window.findChildren(QMessageBox) if b.objectName() == "discardDialog")


def test_discard_asks_then_removes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    box = _discard_question(window)
    assert_plain(box.text(), "discard question")
    box.button(QMessageBox.StandardButton.Discard).click()
    assert window.launcher.continue_list.games() == [] and not window.launcher.continue_list.isVisibleTo(window)
    assert not window.autosaves.path_for("goritaire").exists()


def test_a_discard_the_disk_refuses_says_so_and_keeps_the_game(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A folder GameBox may not write in: "The unfinished game of Goritaire was discarded." had
    stood over a game still listed, back at every start."""
    box = _discard_question(window)
    real_unlink = Path.unlink

    def refuse(path: Path, missing_ok: bool = False) -> None:
        if path.parent == window.autosaves.folder:
            raise PermissionError(13, "Permission denied")
        real_unlink(path, missing_ok)

    monkeypatch.setattr(Path, "unlink", refuse)
    box.button(QMessageBox.StandardButton.Discard).click()
    assert window.launcher.continue_list.games() == ["goritaire"] and window.autosaves.path_for("goritaire").exists()
    error = next(b for b in window.findChildren(QMessageBox) if b.objectName() == "errorDialog")
    assert error.text() == ("Your unfinished game of Goritaire could not be removed: writing there "
                            "is not allowed. It stays in the Continue list.")
    assert "discarded." not in window.status.text()
    error.close()


def test_enter_on_the_discard_question_keeps_the_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The question's default was Discard: Enter threw away a game that cannot be brought back."""
    box = _discard_question(window)
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    qtbot.waitUntil(box.isVisible, timeout=2000)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert window.launcher.continue_list.games() == ["goritaire"] and window.autosaves.path_for("goritaire").exists()


def test_a_finished_game_is_recorded_once_and_never_autosaved(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    record = finished_record()
    unfinished = Record(record.game, record.config, record.seed, record.moves[:-1], record.seats, record.levels,
                        id=record.id)
    window.autosaves.write(unfinished)
    window.refresh_continue()
    window.resume_autosave("trio")
    session = window.page.session
    session.pause_ai(True)
    session.play(session.game.parse_move(session.state, record.moves[-1]))
    assert session.to_move is None
    assert not window.autosaves.path_for("trio").exists(), "a finished game is never autosaved"
    assert [e.id for e in StatsStore().load()] == [record.id]
    window.autosave()
    window.show_launcher()
    assert not window.autosaves.path_for("trio").exists() and window.launcher.continue_list.games() == []
    save = Path(window.store.path.parent / "finished.json")
    save.write_text(json.dumps(record.to_json()))
    window.open_file(save)  # the same finished game opened again
    assert window.page.session.to_move is None
    assert len(StatsStore().load()) == 1


def test_opening_a_finished_save_shows_its_end_and_records_nothing(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record = finished_record(seed=9)
    save = tmp_path / "finished.json"
    save.write_text(json.dumps(record.to_json()))
    window.open_file(save)
    scene = window.page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    assert window.page.session.to_move is None and window.page.end_visible  # the final table, its end
    assert StatsStore().load() == [] and not window.autosaves.path_for("trio").exists()
    window.restart()  # a new play of the same deal is a new game: counted when it ends
    assert window.page.session.game_id != record.id


def test_a_demo_won_goritaire_deal_counts_as_assisted(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from tests.games.goritaire.helpers import build

    window.start_game("goritaire", 1, ["human"], None, 3, {"extreme_arts": True})
    scene, session = window.page.scene, window.page.session
    scene.runner.rounds = 1
    session.state = build({"area": "1.1G 1.2G 1.3G 1.4G 1.5G 1.6G 1.7G", "phase": "end", "deck": "GGBBGGBB",
                           "hand": "GB", "extreme": True})  # one move from victory
    scene.rebuild()
    click(window.page.view, centre(scene.buttons["demo"]))
    qtbot.waitUntil(lambda: session.to_move is None, timeout=20000)
    assert session.result is not None and session.result.winners == (0,)
    (entry,) = StatsStore().load()
    assert entry.assisted and entry.won and entry.score == 7 and not entry.counted
    from gamebox.registry import all_games
    from ui.stats.summary import game_stats

    goritaire = next(s for s in game_stats([entry], all_games()) if s.game == "goritaire")
    assert (goritaire.own.played, goritaire.assisted.played, goritaire.assisted.won) == (0, 1, 1)
    # and the result says so: "You won!" alone read as a win of the player's own
    qtbot.waitUntil(lambda: window.page.end_visible, timeout=5000)
    shown = " ".join(window.page.end_screen.texts)
    assert "The Demo helped in this game" in shown, shown  # only the help this game had
    assert_plain(shown, "the result of a helped game")


def test_the_old_single_autosave_moves_into_the_continue_list(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record = finished_record()
    old = Record(record.game, record.config, record.seed, record.moves[:3], record.seats, record.levels)
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "autosave.json").write_text(json.dumps(old.to_json()))
    win = make_window(qtbot, tmp_path)
    assert win.launcher.continue_list.games() == ["trio"] and not (data_dir() / "autosave.json").exists()
    win.resume_autosave("trio")
    given = win.page.session.game_id
    assert given and json.loads(AutosaveStore().path_for("trio").read_text())["id"] == given
    win._close_page()


def test_stale_temp_files_of_an_interrupted_autosave_are_removed_at_start(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    folder = AutosaveStore().folder
    folder.mkdir(parents=True, exist_ok=True)
    stale = [folder / ".trio.json.ab12cd.tmp", data_dir() / ".autosave.json.x9y8z7.tmp",
             tmp_path / ".settings.json.qq.tmp"]
    for path in stale:
        path.write_text('{"format": "gam')
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    fresh = folder / ".gorilla.json.new.tmp"  # another GameBox may be writing it right now
    fresh.write_text("{")
    keep = folder / "notes.txt"
    keep.write_text("mine")
    make_window(qtbot, tmp_path)
    assert not any(p.exists() for p in stale) and fresh.exists() and keep.exists()


def test_when_reads_as_words() -> None:
    now = time.mktime((2026, 3, 5, 12, 0, 0, 0, 0, -1))
    assert when_text(now - 3600, now) == "today at 11:00"
    assert when_text(now - 86400, now) == "yesterday at 12:00"
    assert when_text(now - 40 * 86400, now) == "24 January 2026"


def test_the_players_are_told_for_every_mix_of_seats() -> None:
    from ui.autosaves import ContinueEntry
    from ui.continue_list import players_text

    def told(game: str, seats: tuple[str, ...]) -> str:
        return players_text(ContinueEntry(game, game, len(seats), seats, 1, 3, 0.0, "x"))

    assert told("trio", ("human", "computer")) == "2 players: you and 1 computer"
    assert told("gorilla", ("computer", "human", "computer")) == "3 players: you and 2 computers"
    assert told("gorilla", ("human", "human", "computer")) == "3 players, 2 at this screen"
    assert told("trio", ("human", "human")) == "2 players, all at this screen"
    assert told("sifaka", ("computer",) * 3) == "3 computers playing"
    assert told("girafferaffe", ("human",)) == "solo against the Robot"


def test_tab_walks_the_launcher_as_it_reads_continue_buttons_first(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    window.page.session.pause_ai(True)
    play_human_move(window)
    window.show_launcher()
    listed = window.launcher.continue_list
    resume, discard = listed.buttons["trio"]
    plays = [b for tile in window.launcher.tiles for b in (tile.button, tile.rules_button)]  # each game's Play, then its Rules
    assert resume.nextInFocusChain() is discard
    reached = [discard]
    while len(reached) <= len(plays):
        widget = reached[-1].nextInFocusChain()
        while not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or not widget.isVisibleTo(window):
            widget = widget.nextInFocusChain()
        reached.append(widget)
    assert reached[1:] == plays, "after the Continue list's buttons, the games in the order they read"


def test_the_games_still_fit_a_short_window_beside_a_continue_list(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """On a short window (a 1366x768 laptop at 125%) two unfinished games listed above the
    games leave every Play button in sight without scrolling."""
    window.resize(1005, 565)
    qtbot.wait(50)
    for game, players, seats in (("trio", 2, ["human", "computer"]), ("goritaire", 1, ["human"])):
        window.start_game(game, players, seats, None, 5, {})
        window.page.session.pause_ai(True)
        play_human_move(window)
        window.show_launcher()
    launcher = window.launcher
    qtbot.waitUntil(lambda: len(launcher.continue_list.entries) == 2, timeout=2000)
    shown = launcher.viewport().rect()
    qtbot.waitUntil(lambda: launcher.verticalScrollBar().maximum() == 0 and all(
        shown.contains(tile.button.mapTo(launcher.viewport(), tile.button.rect().bottomRight()))
        for tile in launcher.tiles), timeout=2000)


def test_a_file_time_ahead_of_the_clock_is_never_today() -> None:
    now = time.mktime((2026, 12, 3, 12, 0, 0, 0, 0, -1))
    assert when_text(time.mktime((2100, 1, 1, 0, 0, 0, 0, 0, -1)), now) == "1 January 2100"
    assert when_text(now - 60, now) == "today at 11:59"


def test_the_continue_list_says_the_computers_levels() -> None:
    """Resuming, a player could not tell whether the computers were Easy or Hard."""
    from ui.autosaves import ContinueEntry
    from ui.continue_list import players_text

    entry = ContinueEntry("gorilla", "Gorilla", 4, ("human", "computer", "computer", "computer"), 5, 3, 0.0, "x",
                          ("normal", "hard", "easy", "hard"))
    assert players_text(entry) == "4 players: you and 3 computers (Easy and Hard)"
    hot = ContinueEntry("sifaka", "Sifaka", 3, ("human", "human", "computer"), 5, 3, 0.0, "x",
                        ("normal", "normal", "random"))
    assert players_text(hot) == "3 players, 2 at this screen, computer: Random moves"
    friends = ContinueEntry("trio", "TRIO", 2, ("human", "human"), 5, 3, 0.0, "x", ("hard", "hard"))
    assert players_text(friends) == "2 players, all at this screen"


def _trio_seed(computer_first: bool) -> int:
    info = get_info("trio")
    for seed in range(1, 60):
        session = GameSession(info, info.make_config(2), seed, ("human", "computer"))
        first = session.to_move
        session.close()
        if (first == 1) == computer_first:
            return seed
    raise AssertionError("no such deal")


def test_a_new_deal_whose_computer_moves_first_does_not_replace_an_unfinished_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Asked "A new game takes its place once you play a move", a player looked at a deal
    whose computer moved first and backed out: the unfinished game was gone."""
    mine, theirs = _trio_seed(False), _trio_seed(True)
    window.start_game("trio", 2, ["human", "computer"], None, mine, {})
    play_human_move(window)
    window.start_game("trio", 2, ["human", "computer"], None, theirs, {})
    session = window.page.session
    qtbot.waitUntil(lambda: len(session.history) >= 1 and session.to_move == 0, timeout=10000)
    assert window.autosaves.load("trio").seed == mine
    window.show_launcher()
    assert [e.seed for e in window.launcher.continue_list.entries] == [mine]


def test_two_windows_on_one_game_never_write_over_each_other_s_moves(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The same unfinished game resumed in a second window: each window's autosave wrote over
    the other's, and whichever wrote last won without a word. Now the first to write after
    the split keeps the file; the other is told once and writes no more of the game."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second = make_window(qtbot, tmp_path / "a"), make_window(qtbot, tmp_path / "b")
    told: list[str] = []
    monkeypatch.setattr(second, "error", lambda title, text: told.append(text))
    first.start_game("trio", 2, ["human", "human"], None, 7, {})
    play_human_move(first)
    second.resume_autosave("trio")
    assert second.page.session.game_id == first.page.session.game_id
    play_human_move(first)
    kept = [step.text for step in first.page.session.history]
    assert [m for m in second.autosaves.load("trio").moves] == kept
    other = second.page.session
    assert other.play(other.game.candidate_moves(other.state)[-1])  # a move the first window never played
    assert [s.text for s in other.history] != kept
    assert [m for m in second.autosaves.load("trio").moves] == kept, "the first window's moves stay"
    assert len(told) == 1 and "another GameBox window" in told[0].replace("Another", "another")
    assert_plain(told[0], "the second window's notice")
    play_human_move(second)
    assert len(told) == 1, "told once"
    play_human_move(first)
    assert [m for m in first.autosaves.load("trio").moves] == [s.text for s in first.page.session.history]
    first._close_page()
    second.resume_autosave("trio")  # resumed again: the first window's game, kept here again
    play_human_move(second)
    assert [m for m in second.autosaves.load("trio").moves] == [s.text for s in second.page.session.history]
    assert len(told) == 1
    second._close_page()


def test_resuming_a_game_another_window_discarded_says_it_is_gone(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """It said the file could not be read ("there is no such file") and could not be moved,
    "so it stays in the Continue list", while the list had already dropped it."""
    told: list[str] = []
    monkeypatch.setattr(window, "error", lambda title, text: told.append(text))
    window.start_game("goritaire", 1, ["human"], None, 5, {})
    play_human_move(window)
    window.show_launcher()
    assert window.launcher.continue_list.games() == ["goritaire"]
    window.autosaves.path_for("goritaire").unlink()  # the other window's Discard
    window.resume_autosave("goritaire")
    assert len(told) == 1 and "no longer kept" in told[0] and "stays" not in told[0], told
    assert window.launcher.continue_list.games() == []


def test_the_arrows_on_the_launcher_go_where_they_point(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Down from Resume went to the Discard button beside it: a button's arrows walk the Tab order."""
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    window.page.session.pause_ai(True)
    play_human_move(window)
    window.show_launcher()
    window.activateWindow()
    resume, discard = window.launcher.continue_list.buttons["trio"]
    plays = [b for tile in window.launcher.tiles for b in (tile.button, tile.rules_button)]
    resume.setFocus()
    qtbot.keyClick(resume, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is discard
    qtbot.keyClick(discard, Qt.Key.Key_Down)
    below = QApplication.focusWidget()
    assert below in plays, below
    qtbot.keyClick(below, Qt.Key.Key_Left)  # (Discard is at the right: so is the game below it)
    beside = QApplication.focusWidget()
    assert beside in plays and beside is not below
    assert beside.mapTo(window, beside.rect().center()).x() < below.mapTo(window, below.rect().center()).x()
    assert beside.mapTo(window, beside.rect().center()).y() == below.mapTo(window, below.rect().center()).y()
    qtbot.keyClick(beside, Qt.Key.Key_Up)
    assert QApplication.focusWidget() in (resume, discard)


def test_resuming_a_game_only_to_look_at_it_leaves_its_time_and_file_alone(qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The Continue list said "last played" at the time the game was only looked at."""
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    window.page.session.pause_ai(True)
    play_human_move(window)
    while window.page.session.to_move != 0:  # the person to move: nothing plays by itself once resumed
        play_human_move(window)
    window.show_launcher()
    path = window.autosaves.path_for("trio")
    earlier = time.time() - 3 * 3600
    os.utime(path, (earlier, earlier))
    kept = path.read_bytes()
    window.close()
    later = make_window(qtbot, tmp_path)  # GameBox started again
    later.launcher.continue_list.buttons["trio"][0].click()
    assert later.page is not None and later.page.session.to_move == 0
    later.show_launcher()
    assert path.read_bytes() == kept
    assert abs(path.stat().st_mtime - earlier) < 1
    assert later.launcher.continue_list.entries[0].when == pytest.approx(earlier, abs=1)


def test_an_unfinished_game_is_listed_with_the_options_it_was_started_with(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A game of rotten-apple rounds was listed as a plain game, a solo game without its Robot
    Deck: the options a game was started with are said, in the new-game dialog's words."""
    window.start_game("girafferaffe", 3, ["human", "computer", "computer"], None, 7, {"rotten_apples": True})
    window.page.session.pause_ai(True)
    play_human_move(window)
    window.show_launcher()
    window.start_game("girafferaffe", 1, ["human"], None, 8, {"robot_deck": 20})
    window.show_launcher()  # (an untouched deal is not listed: it replaces nothing)
    texts = [entry_text(e) for e in window.launcher.continue_list.entries]
    assert len(texts) == 1 and texts[0].startswith(
        "3 players: you and 2 computers (Normal) · Rotten-apple rounds · deal 7 · 1 move played"), texts
    window.start_game("girafferaffe", 1, ["human"], None, 8, {"robot_deck": 20})
    play_human_move(window)
    window.show_launcher()
    solo = next(e for e in window.launcher.continue_list.entries if e.players == 1)
    assert entry_text(solo).startswith("solo against the Robot · Robot Deck size: 20 · deal 8"), entry_text(solo)
