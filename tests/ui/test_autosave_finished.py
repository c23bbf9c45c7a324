"""An autosave that holds a game already over (its last move was kept, but GameBox stopped before
it could count the game and remove the file): resuming it shows its end, counts it once (it had
been left out of the statistics for good), and keeps the file, the only record of that game,
aside instead of deleting it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.text_rules import assert_plain
from tests.ui.test_continue import finished_record, make_window
from ui.main_window import MainWindow
from ui.stats import StatsStore


@pytest.fixture
def window(qtbot, tmp_path: Path) -> Any:  # type: ignore[no-untyped-def]
    win = make_window(qtbot, tmp_path)
    yield win
    win._close_page()


def kept_copies(window: MainWindow, game: str) -> list[Path]:
    path = window.autosaves.path_for(game)
    return [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".finished-")]


@pytest.mark.parametrize("game", ["trio", "goritaire"])
def test_resuming_a_finished_autosave_keeps_its_record(qtbot, window: MainWindow, game: str) -> None:  # type: ignore[no-untyped-def]
    record = finished_record(game, seed=4)
    window.autosaves.write(record)
    window.refresh_continue()
    assert window.launcher.continue_list.games() == [game]
    window.resume_autosave(game)
    assert window.page is not None and window.page.session.to_move is None  # shown with its end
    window.autosave()  # after every move and when the table is left: must not delete it
    window.show_launcher()
    copies = kept_copies(window, game)
    assert len(copies) == 1, "the finished game's only record was lost"
    assert json.loads(copies[0].read_text())["moves"] == list(record.moves)
    assert not window.autosaves.path_for(game).exists()
    assert window.launcher.continue_list.games() == []  # it is no longer an unfinished game
    assert [e.id for e in StatsStore().load()] == [record.id]  # counted now, as nothing had


def test_a_finished_autosave_already_counted_is_not_counted_twice(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from ui.stats import record_result
    from ui.window_files import COUNTED_NOW

    record = finished_record("trio", seed=4)
    window.autosaves.write(record)
    window.resume_autosave("trio")  # counted here
    session = window.page.session
    assert record_result(session, session.result) is False  # kept once, by its game id
    assert any(COUNTED_NOW.strip() in str(text) for text in [window.page.end_note])
    window.show_launcher()
    window.autosaves.write(record)  # the same ended game once more (another window had kept it)
    window.resume_autosave("trio")
    assert len(StatsStore().load()) == 1
    assert COUNTED_NOW.strip() not in str(window.page.end_note)


def test_the_player_is_told_in_plain_words(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The status line's note was replaced at once by the result's own words: the result says it."""
    from ui.window_files import COUNTED_NOW, FINISHED_AUTOSAVE, FINISHED_NOTE

    window.autosaves.write(finished_record("trio", seed=9))
    window.refresh_continue()
    window.resume_autosave("trio")
    scene = window.page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy and window.page.end_visible, timeout=3000)
    qtbot.wait(100)
    assert any(FINISHED_NOTE[1] + COUNTED_NOW in str(text) for text in window.page.end_screen.texts), \
        window.page.end_screen.texts
    assert_plain(FINISHED_AUTOSAVE, "the notice of a finished game resumed")
    assert_plain(FINISHED_NOTE[1] + COUNTED_NOW, "the result's note of a finished game resumed")


def test_a_finished_autosave_that_cannot_be_moved_is_left_as_it_was(
        qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    record = finished_record("trio", seed=4)
    window.autosaves.write(record)
    before = window.autosaves.path_for("trio").read_bytes()
    monkeypatch.setattr("ui.autosaves.keep_aside", lambda path, label="broken": None)
    told: list[str] = []
    monkeypatch.setattr(window, "error", lambda title, text: told.append(text))
    window.resume_autosave("trio")
    assert window.page is None and told  # not shown (ending it would remove the file), and told why
    assert_plain(told[0], "the refusal of a finished game that cannot be moved")
    window.show_launcher()
    assert window.autosaves.path_for("trio").read_bytes() == before


@pytest.mark.parametrize("game", ["trio", "goritaire"])
def test_opening_a_finished_save_keeps_the_unfinished_game_of_the_same_deal(
        qtbot, window: MainWindow, tmp_path: Path, game: str) -> None:  # type: ignore[no-untyped-def]
    """Saved at its end, the game is also kept unfinished (played on from an earlier save of it):
    looking at the finished file again must not throw the unfinished one away."""
    import dataclasses

    from ui.files import write_save

    finished = finished_record(game, seed=4)
    unfinished = dataclasses.replace(finished, moves=finished.moves[:2])
    window.autosaves.write(unfinished)
    write_save(tmp_path / "ended.json", finished)
    window.open_file(tmp_path / "ended.json")
    assert window.page is not None and window.page.session.to_move is None
    qtbot.waitUntil(lambda: not window.page.scene.queue.busy, timeout=3000)
    window.show_launcher()
    assert window.autosaves.load(game).moves == unfinished.moves
    assert window.launcher.continue_list.games() == [game]
    assert StatsStore().load() == []
