"""Files of every kind where a user file should be, and files GameBox did not write.

A FIFO or a device in place of a kept file never blocks or floods the window; a file time no
calendar holds still lists the game; a file of the wrong shape, a newer GameBox's or another
program's, is kept, never written over; what a broken save says is plain words."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.records import replay
from gamebox.core.rng import parse_seed
from gamebox.registry import get_info
from tests.text_rules import assert_plain
from ui.app import parse_args
from ui.autosaves import AutosaveStore
from ui.continue_list import when_text
from ui.settings import SettingsStore
from ui.stats import StatsStore
from ui.stats.entries import Entry, parse_entry
from ui.userfiles import read_user_json

SAVE = {"format": "gamebox", "version": 1, "game": "trio", "id": "0123abcd", "config": {"players": 2, "options": {}},
        "seed": 5, "seats": ["human", "computer"], "levels": ["normal", "normal"], "names": ["", ""], "moves": []}
POSIX_ONLY = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="FIFOs and /dev/zero are POSIX's")


def _aside(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if ".broken-" in p.name]


@POSIX_ONLY
@pytest.mark.parametrize("kind", ["fifo", "endless"])
def test_a_fifo_or_a_device_is_refused_at_once_and_never_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    if kind == "fifo":
        os.mkfifo(path)  # opening it would wait for a writer for ever
    else:
        path.symlink_to("/dev/zero")  # reading it would never end
    started = time.monotonic()
    with pytest.raises(RecordError) as refused:
        read_user_json(path, "the settings file")
    assert time.monotonic() - started < 5
    assert str(tmp_path) not in str(refused.value) and "settings file" in str(refused.value)
    assert SettingsStore(path).load().speed == 1.0  # and the store kept it aside
    assert _aside(tmp_path) and not path.exists()


def test_a_file_time_no_calendar_holds_reads_as_words() -> None:
    for when in (1e15, -1e13, float("inf")):
        assert when_text(when) == "at an unknown time"


def test_an_autosave_with_more_seats_than_players_is_never_listed(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    (tmp_path / "trio.json").write_text(json.dumps({**SAVE, "seats": ["human"] * 5}))
    (tmp_path / "gorilla.json").write_text(json.dumps(
        {**SAVE, "game": "gorilla", "config": {"players": 3, "options": {}}, "seats": ["human", "computer", "computer"],
         "levels": ["normal"] * 4}))
    assert store.entries() == []
    assert store.problems == ["Your unfinished Gorilla and TRIO games could not be read; GameBox kept their files aside."]
    assert len(_aside(tmp_path)) == 2


def test_an_autosave_with_a_level_the_game_lacks_is_never_listed(tmp_path: Path) -> None:
    """A file with a computer level the game does not have was listed as "you and 1 computer
    (Godlike)" and failed only at Resume."""
    store = AutosaveStore(tmp_path)
    (tmp_path / "trio.json").write_text(json.dumps({**SAVE, "levels": ["godlike", "godlike"]}))
    (tmp_path / "gorilla.json").write_text(json.dumps(
        {**SAVE, "game": "gorilla", "config": {"players": 3, "options": {}}, "seats": ["human", "computer", "computer"],
         "levels": ["normal", "normal", "hard!"], "names": [""] * 3}))
    assert store.entries() == []
    assert store.problems == ["Your unfinished Gorilla and TRIO games cannot be played on: their files are damaged. "
                              "GameBox kept them aside."]  # read they were: not "could not be read"
    assert_plain(store.problems[0], "an unresumable autosave's notice")
    assert len(_aside(tmp_path)) == 2
    (tmp_path / "trio.json").write_text(json.dumps(SAVE))
    assert [entry.game for entry in store.entries()] == ["trio"]


def test_the_notice_of_a_damaged_autosave_names_its_game(tmp_path: Path) -> None:
    """"An unfinished game could not be read" left the player to guess which game was gone."""
    store = AutosaveStore(tmp_path)
    (tmp_path / "sifaka.json").write_bytes(b"\x00\xff{not json")
    (tmp_path / "trio.json").write_text(json.dumps(SAVE))
    assert [entry.game for entry in store.entries()] == ["trio"]
    assert store.problems == ["Your unfinished Sifaka game could not be read; GameBox kept its file aside."]
    assert_plain(store.problems[0], "a damaged autosave's notice")
    assert store.entries() and len(store.problems) == 1  # told once: the file is aside now


def test_an_autosave_of_another_version_is_named_so(tmp_path: Path) -> None:
    """Open named the version; the Continue list's notice said only "could not be read"."""
    store = AutosaveStore(tmp_path)
    (tmp_path / "trio.json").write_text(json.dumps({**SAVE, "version": 99}))
    (tmp_path / "sifaka.json").write_bytes(b"{broken")
    assert store.entries() == []
    assert store.problems == ["Your unfinished Sifaka game could not be read; GameBox kept its file aside.",
                              "Your unfinished TRIO game was saved by another version of GameBox, which this one "
                              "cannot read; GameBox kept its file aside."]
    assert_plain(store.problems[1], "another version's autosave notice")


@pytest.mark.parametrize("shape", [[{"speed": 1.5, "my_notes": "keep me"}], None, 42, "hello"],
                         ids=["list", "null", "number", "string"])
def test_a_settings_file_that_holds_no_settings_is_kept_aside(tmp_path: Path, shape: object) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps(shape)
    path.write_text(text)
    store = SettingsStore(path)
    store.load()
    assert store.problem and "kept the old file aside" in store.problem
    (kept,) = _aside(tmp_path)
    assert kept.read_text() == text


def test_settings_with_wrong_values_keep_a_copy_and_a_newer_gamebox_keeps_its_keys(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = {"speed": "fast", "card_scale": "huge", "theme": 7, "robot_level": [], "sound": {"volume": 3}}
    path.write_text(json.dumps(original))
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem == ("Some of your settings could not be read: the animation speed, the card size, the "
                             "theme and the size of the solo Robot's deck. What could not be read is back to "
                             "its default (a copy of the old file is kept).")
    assert_plain(store.problem, "a settings notice")
    store.save(settings)  # the defaults are written over the wrong values...
    (kept,) = _aside(tmp_path)
    assert json.loads(kept.read_text()) == original  # ...which the copy keeps
    written = json.loads(path.read_text())
    assert written["speed"] == 1.0 and written["sound"] == {"volume": 3}
    good = SettingsStore(path)
    assert good.load().unknown == {"sound": {"volume": 3}} and good.problem is None


@pytest.mark.parametrize("data", [
    {"format": "somebody-elses", "version": 1, "games": []},
    {"format": "gamebox-stats", "version": "2", "games": []},
], ids=["foreign", "version-text"])
def test_statistics_gamebox_did_not_write_are_kept_not_written_over(tmp_path: Path, data: dict[str, object]) -> None:
    path = tmp_path / "stats.json"
    text = json.dumps(data)
    path.write_text(text)
    store = StatsStore(path)
    assert store.load() == [] and store.problem
    assert store.record(Entry("trio", id="new", players=2, won=True))
    (kept,) = _aside(tmp_path)
    assert kept.read_text() == text
    assert [e.id for e in StatsStore(path).load()] == ["new"]


def test_statistics_entries_are_checked_against_the_game() -> None:
    assert parse_entry({"game": "chess", "won": True}) is None, "not a game of this box"
    assert parse_entry({"game": "trio", "players": 8, "won": True}) is None, "TRIO is for two"
    odd = parse_entry({"game": "trio", "players": 2, "won": True, "levels": ["G5 /etc/passwd"], "place": 3})
    assert odd is not None and odd.levels == () and odd.place is None
    assert parse_entry({"game": "trio", "players": 2, "levels": ["hard"]}).levels == ("hard",)  # type: ignore[union-attr]
    mixes = [parse_entry({"game": g, "mix": {"gorillas": n}}) for g, n in
             (("goritaire", 0), ("goritaire", 16), ("trio", 16))]
    assert [e.mix.gorillas if e and e.mix else None for e in mixes] == [None, 16, None]


def test_a_save_whose_move_cannot_be_read_says_so_without_notation() -> None:
    info = get_info("trio")
    game = info.load()
    start = game.new_game(info.make_config(2), 5)
    with pytest.raises(RecordError) as refused:
        replay(game, start, ["zzz qqq"])
    message = str(refused.value)
    assert "zzz" not in message and "e.g." not in message and "'" not in message
    assert_plain(f"It could not be read: {message}.", "a broken save's reason")


def test_a_deal_number_refusal_quotes_little_of_what_was_typed() -> None:
    with pytest.raises(ConfigError) as refused:
        parse_seed("9" * 20 + "x" * 10_000)
    assert len(str(refused.value)) < 120


@pytest.mark.parametrize("value", ["nan", "inf", "1e300", "3000000", "-1", "soon"])
def test_quit_after_refuses_what_no_timer_holds(value: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--quit-after", value])
    assert stopped.value.code == 2
    assert parse_args(["--quit-after", "0.5"]).quit_after == 0.5


def test_the_status_line_shows_a_name_as_typed(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ui.status_line import StatusLine

    line = StatusLine("<s>Bob</s>, your turn.")
    qtbot.addWidget(line)
    line.resize(400, 30)
    assert line.textFormat().name == "PlainText"


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("how", ["full", "closed"])
def test_the_cli_says_in_one_line_when_it_cannot_write(how: str) -> None:
    code = ("import os, sys\n"
            + ("os.close(1); sys.stdout = None\n" if how == "closed" else "")
            + "from gamebox.cli import main\nraise SystemExit(main(['games']))\n")
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-c", code], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=120, check=False)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gamebox-cli: cannot write its output"), done.stderr


def test_a_folder_that_will_not_say_what_it_holds_is_told_not_raised(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A settings folder the user may not search made `Path.exists` raise PermissionError at
    start (a traceback, no window); now the file is tried, and its refusal told in words."""
    real_exists = Path.exists

    def refusing(self: Path, *args: object, **kwargs: object) -> bool:
        if tmp_path in self.parents:
            raise PermissionError(13, "Permission denied")
        return real_exists(self)

    monkeypatch.setattr(Path, "exists", refusing)
    monkeypatch.setattr("ui.userfiles.os.stat", lambda *_a, **_k: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    store = SettingsStore(tmp_path / "settings.json")
    assert store.load().speed == 1.0 and store.problem and "could not be read" in store.problem
    assert_plain(store.problem, "settings problem")
    autosaves = AutosaveStore(tmp_path / "autosaves")
    assert autosaves.entries() == []
    stats = StatsStore(tmp_path / "stats.json")
    assert stats.load() == []


def test_a_disk_that_refuses_is_told_once_a_game_and_for_the_statistics(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A full disk or a read-only data folder: the autosave's refusal flashed in the status line
    and was gone with the next turn, and a finished game's statistics were lost without a word."""
    import random

    import ui.stats.store as store_module
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "error", lambda title, text: told.append((title, text)))

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(window.autosaves, "write", full)
    monkeypatch.setattr(store_module, "atomic_write_json", full)
    window.start_game("trio", 2, ["human", "human"], None, 4, {})
    session = window.page.session
    rng = random.Random(4)
    while session.to_move is not None:
        moves = session.game.candidate_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])
        window.autosave()
    titles = [title for title, _text in told]
    assert titles.count("This game cannot be kept for later") == 1, titles
    assert titles[-1] == "Statistics not updated" and "the disk is full" in told[-1][1]
    assert "the disk is full" in told[0][1], "in words, not the system's"
    for _title, text in told:
        assert_plain(text, "a disk's refusal")


def test_an_autosave_that_can_neither_be_read_nor_moved_is_told_once(tmp_path: Path, monkeypatch: Any) -> None:
    """A folder GameBox may not change: the unreadable game vanished from the Continue list
    with nothing said, as if it were lost."""
    import ui.autosaves

    monkeypatch.setattr(ui.autosaves, "keep_aside", lambda path, label="broken": None)
    store = AutosaveStore(tmp_path)
    (tmp_path / "sifaka.json").write_bytes(b"\x00\xff{not json")
    assert store.entries() == []
    assert store.problems == [
        "Your unfinished Sifaka game could not be read, and GameBox may not move its file: it is left as it was."]
    assert_plain(store.problems[0], "an unmovable autosave's notice")
    assert (tmp_path / "sifaka.json").read_bytes() == b"\x00\xff{not json"
    store.entries()
    assert len(store.problems) == 1, "told once"


def test_settings_that_cannot_be_kept_are_said_at_start_and_when_changed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A file where the settings folder belongs: nothing was said at start, and "Settings not
    saved: File exists" flashed in the status line under the game's own words."""
    from ui.main_window import MainWindow

    (tmp_path / "config").write_text("not a folder")
    store = SettingsStore(tmp_path / "config" / "gamebox" / "settings.json")
    win = MainWindow(store)
    qtbot.addWidget(win)
    notice = win.launcher.notice.text()
    assert "Your settings cannot be kept: a file stands where GameBox keeps a folder." in notice, notice
    assert_plain(notice, "settings notice")
    win.notices.clear()
    win.show_log(False)  # a change the window saves at once
    assert "Your settings cannot be kept" in win.launcher.notice.text()
    assert "File exists" not in win.launcher.notice.text() and "Errno" not in win.launcher.notice.text()
    assert SettingsStore(tmp_path / "settings.json").cannot_keep() is None, "an ordinary folder is fine"


@pytest.mark.parametrize("old_copy_goes", [True, False])
def test_an_earlier_copy_left_by_a_refused_autosave_is_removed_or_told(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old_copy_goes: bool) -> None:
    """The folder turned read-only after the first moves were kept: the message said the game
    would not be in the Continue list, yet its earlier copy stayed there, and resuming it gave
    back an older position without a word. That copy now goes; where the disk keeps it too, the
    message says from which move it would resume."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    told: list[str] = []
    monkeypatch.setattr(window, "error", lambda _title, text: told.append(text))
    window.start_game("trio", 2, ["human", "human"], None, 4, {})
    session = window.page.session
    session.play(session.game.candidate_moves(session.state)[0])
    window.autosave()
    assert window.autosaves.entry("trio") is not None and not told

    def refused(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(window.autosaves, "write", refused)
    if not old_copy_goes:
        monkeypatch.setattr(Path, "unlink", lambda *_a, **_k: refused())
    session.play(session.game.candidate_moves(session.state)[0])
    window.autosave()
    assert len(told) == 1
    left = window.autosaves.entry("trio")
    if old_copy_goes:
        assert left is None and "So it will not be in the Continue list." in told[0]
    else:
        assert left is not None and left.moves == 1
        assert "The Continue list still has it as it was after move 1" in told[0]
        assert "will not be in the Continue list" not in told[0]
    assert_plain(told[0], "a refused autosave")


def test_a_notice_read_on_the_box_of_games_goes_once_a_game_is_chosen(qtbot: Any, tmp_path: Path) -> None:
    """"Your unfinished TRIO game could not be read…" stayed above the games all session, even
    over the new TRIO game the player had since left in the Continue list."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window._add_notices(["Your unfinished game of TRIO could not be read: it is damaged. GameBox kept its file aside."])
    assert window.launcher.notice.isVisible()
    window.start_game("trio", 2, ["human", "computer"], None, 4, {})
    window.page.session.pause_ai(True)
    window.show_launcher()
    assert not window.launcher.notice.isVisible() and window.launcher.notice.text() == ""


def test_quitting_with_moves_kept_nowhere_asks_first(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The disk refused the game once (and said so); two moves later Quit closed the window at
    once, and those moves were lost. Saved somewhere, or kept for later, the window just goes."""
    from PySide6.QtWidgets import QMessageBox

    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    monkeypatch.setattr(window, "error", lambda title, text: None)

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(window.autosaves, "write", full)
    window.start_game("trio", 2, ["human", "computer"], None, 4, {})
    session = window.page.session
    session.pause_ai(True)
    session.play(session.game.candidate_moves(session.state)[0])
    window.autosave()

    def asked() -> QMessageBox | None:
        return next((b for b in window.findChildren(QMessageBox)
                     if b.objectName() == "quitQuestion" and b.isVisible()), None)

    window.close()
    qtbot.waitUntil(lambda: asked() is not None, timeout=2000)
    box = asked()
    assert box is not None and window.isVisible()
    assert_plain(box.text(), "the quit question")
    assert box.defaultButton().objectName() == "stayButton"
    next(b for b in box.buttons() if b.objectName() == "stayButton").click()
    qtbot.waitUntil(lambda: asked() is None, timeout=2000)
    assert window.isVisible() and window.page is not None, "Keep playing keeps the game on the table"
    window.close()
    qtbot.waitUntil(lambda: asked() is not None, timeout=2000)
    next(b for b in asked().buttons() if b.objectName() == "goButton").click()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_a_game_saved_since_the_disk_refused_quits_without_a_question(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    monkeypatch.setattr(window, "error", lambda title, text: None)
    monkeypatch.setattr(window.autosaves, "write", lambda *_a, **_k: (_ for _ in ()).throw(OSError(13, "denied")))
    window.start_game("trio", 2, ["human", "computer"], None, 4, {})
    session = window.page.session
    session.pause_ai(True)
    session.play(session.game.candidate_moves(session.state)[0])
    window.autosave()
    assert window.unkept_moves()
    assert window._write_save(tmp_path / "kept.json")
    assert not window.unkept_moves()
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_a_game_kept_already_is_not_written_again_when_another_takes_the_table(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With the disk refusing, a new game opened over one kept a move ago warned at once that
    "this game" could not be written, "still in the Continue list as after move 3": the old
    game, written again unchanged on its way out, spoken of over the new one."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    told: list[str] = []
    monkeypatch.setattr(window, "error", lambda title, text: told.append(text))
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    session = window.page.session
    session.pause_ai(True)
    while session.to_move != 0:
        session.play(session.game.candidate_moves(session.state)[0])
    session.play(session.game.candidate_moves(session.state)[0])
    window.autosave()
    assert [entry.moves for entry in window.autosaves.entries()] == [len(session.history)]

    def refused(*_args: object, **_kwargs: object) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(window.autosaves, "write", refused)
    monkeypatch.setattr("ui.window_files.ask_yes_no", lambda *_args, **_kwargs: True)
    window.start_game("trio", 2, ["human", "computer"], None, 5, {})
    assert told == []
