"""Nothing a user file holds stops GameBox from starting or a game from opening.

Every file the app reads (settings, statistics, autosaves, remembered setups, saves) goes
through one validating reader: a bad value falls back to its default, a file that cannot be
read at all is kept aside with a timestamp and the player is told in words."""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from gamebox.registry import get_info
from tests.text_rules import assert_plain
from ui.autosaves import AutosaveStore
from ui.dialogs.new_game import NewGameDialog
from ui.main_window import MainWindow
from ui.settings import Settings, SettingsStore
from ui.stats import StatsStore
from ui.stats.dialog import StatsDialog
from ui.table.items import CardItem
from ui.userfiles import config_dir

HUGE = "1" + "0" * 5000
DEEP = "[" * 100_000 + "]" * 100_000
SAVE = {"format": "gamebox", "version": 1, "game": "trio", "id": "0123abcd", "config": {"players": 2, "options": {}},
        "seed": 5, "seats": ["human", "computer"], "levels": ["normal", "normal"], "names": ["", ""], "moves": []}


def settings_path() -> Path:
    return config_dir() / "settings.json"


def start(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    win.check_statistics()
    return win


def error_text(win: MainWindow) -> str | None:
    boxes = [b for b in win.findChildren(QMessageBox) if b.objectName() == "errorDialog" and b.isVisible()]
    return boxes[-1].text() if boxes else None


def kept_aside(path: Path) -> bool:
    return not path.exists() and any(p.name.startswith(path.name + ".broken-") for p in path.parent.iterdir())


def write(path: Path, text: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))


# ----- the examples of the issue ---------------------------------------------------------------
@pytest.mark.parametrize("text,aside", [
    ('{"robot_level": 1e999, "theme": "dark"}', False),
    ('{"robot_level": ' + HUGE + ', "theme": "dark"}', False),
    (DEEP, True),
    (b'{"theme": "dark\xff"}', True),
])
def test_a_damaged_settings_file_never_stops_the_start(qtbot, text: str | bytes, aside: bool) -> None:  # type: ignore[no-untyped-def]
    write(settings_path(), text)
    win = start(qtbot)
    assert win.settings.robot_level == 15
    assert kept_aside(settings_path()) == aside
    assert win.settings.theme == ("light" if aside else "dark")
    notice = win.launcher.notice.text()
    assert notice and notice == win.status.text()
    assert_plain(notice, "start-up notice")
    assert ("kept the old file aside" in notice) == aside


@pytest.mark.parametrize("field", ["speed", "card_scale"])
def test_nan_settings_fall_back_and_are_not_written_back(qtbot, field: str) -> None:  # type: ignore[no-untyped-def]
    write(settings_path(), f'{{"{field}": NaN, "robot_level": 20}}')
    win = start(qtbot)
    assert getattr(win.settings, field) == 1.0 and win.settings.robot_level == 20
    win.start_game("trio", 2, ["human", "computer"], None, 3, {})
    scene = win.page.scene
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert cards and all(math.isfinite(c.size.width()) and c.size.width() > 10 for c in cards)
    win._save_settings()
    text = settings_path().read_text()
    assert "NaN" not in text and json.loads(text)[field] == 1.0
    win._close_page()


def test_a_remembered_setup_of_the_wrong_shape_still_opens_the_new_game_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    write(settings_path(), json.dumps({"last_setup": {
        "trio": {"players": "two", "seats": "human", "levels": [None], "options": [1]},
        "girafferaffe": {"players": 9, "options": {"robot_deck": 1e999, "rotten_apples": "yes"}},
        "gorilla": [1, 2], "chess": {}}}))
    win = start(qtbot)
    assert win.settings.last_setup == {"girafferaffe": {"options": {}}}
    win.settings.last_setup["trio"] = {"players": [2], "seats": {"a": 1}, "options": {"x": float("nan")}}
    started: list[bool] = []

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        started.append(True)
        dialog._accept()

    QTimer.singleShot(0, accept)
    tile = next(t for t in win.launcher.tiles if t.info.id == "trio")
    tile.findChildren(QPushButton)[0].click()  # "Play TRIO"
    assert started and win.page is not None and win.page.session.info.id == "trio"
    dialog = NewGameDialog(get_info("girafferaffe"), {"players": 1, "options": {"robot_deck": 10 ** 40}})
    qtbot.addWidget(dialog)
    assert dialog.option_widgets["robot_deck"].value() == 15
    win._close_page()


@pytest.mark.parametrize("games", [[{"players": 2, "won": True}, {"game": "trio", "won": True}],
                                   json.loads("[" * 60 + "]" * 60)])
def test_odd_statistics_entries_do_not_break_the_window(qtbot, games: Any) -> None:  # type: ignore[no-untyped-def]
    StatsStore().save([])
    StatsStore().path.write_text(json.dumps({"format": "gamebox-stats", "version": 2, "games": games}))
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 5


def test_damaged_statistics_entries_are_told_not_hidden(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A damaged entry had vanished without a word: "No finished games yet" was all it said."""
    from PySide6.QtWidgets import QLabel

    good = {"game": "trio", "id": "a", "when": "2026-12-01T10:00:00", "players": 2, "humans": 1,
            "levels": ["normal"], "won": True, "place": 1}
    damaged = [dict(good, id="b", players=1e999), dict(good, id="c", game="chess")]
    StatsStore().save([])
    path = StatsStore().path
    path.write_text(json.dumps({"format": "gamebox-stats", "version": 2, "games": damaged}))
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    words = [label.text() for label in dialog.findChildren(QLabel)]
    assert dialog.problem.text() == ("2 finished games in your statistics could not be read (damaged, or kept by another "
                                     "version of GameBox) and are not counted here. The file keeps them as they are.")
    assert not dialog.problem.isHidden() and not any(w.startswith("No finished games yet") for w in words)
    path.write_text(json.dumps({"format": "gamebox-stats", "version": 2, "games": [good, damaged[0]]}))
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.problem.text().startswith("1 finished game in your statistics could not be read") and "keeps it as it is" in dialog.problem.text()
    assert json.loads(path.read_text())["games"][1]["players"] == float("inf")  # kept as it was
    path.write_text(json.dumps({"format": "gamebox-stats", "version": 2, "games": [good]}))
    dialog = StatsDialog()
    qtbot.addWidget(dialog)
    assert dialog.problem.isHidden() and dialog.problem.text() == ""


@pytest.mark.parametrize("damage", [
    {"seed": "huge"}, {"seed": "²"}, {"config": json.loads("[" * 60 + "]" * 60)}, "deep", "huge-moves",
], ids=["huge-seed", "superscript-seed", "nested-config", "deep", "huge-moves"])
def test_a_damaged_autosave_gets_a_dialog_and_is_kept_aside(qtbot, damage: Any) -> None:  # type: ignore[no-untyped-def]
    path = AutosaveStore().path_for("trio")
    if damage == "deep":
        text = '{"format": "gamebox", "version": 1, "game": "trio", "config": ' + DEEP + "}"
    elif damage == "huge-moves":
        text = json.dumps({**SAVE, "moves": ["play " + HUGE]})
    else:
        text = json.dumps({**SAVE, **damage}) if damage.get("seed") != "huge" else \
            json.dumps(SAVE).replace('"seed": 5', '"seed": ' + HUGE)
    write(path, text)
    win = start(qtbot)
    if "trio" in win.launcher.continue_list.games():  # shaped like a save: Resume tells what is wrong
        win.resume_autosave("trio")
        shown = error_text(win)
        assert shown and shown.startswith("Your unfinished game of TRIO could not be read: ") and "GameBox kept its file aside" in shown
        assert_plain(shown, "resume refusal")
    else:
        assert "kept its file aside" in win.launcher.notice.text()
    assert kept_aside(path) and win.page is None
    assert win.launcher.continue_list.games() == []


@pytest.mark.parametrize("text", [json.dumps(SAVE).replace('"seed": 5', '"seed": ' + HUGE),
                                  json.dumps({**SAVE, "seed": "²"}), DEEP, b"\xff\xfe{}"],
                         ids=["huge-seed", "superscript-seed", "deep", "not-utf8"])
def test_a_damaged_save_gets_a_dialog_naming_the_file_once(qtbot, tmp_path: Path, text: str | bytes) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "my game.json"
    write(path, text)
    win = start(qtbot)
    win.open_file(path)
    shown = error_text(win)
    assert shown is not None and shown.count("my game.json") == 1 and win.page is None
    assert path.read_bytes() == (text if isinstance(text, bytes) else text.encode())
    assert_plain(shown.replace("“my game.json”", "the file"), "open refusal")


def test_save_and_open_start_in_the_documents_folder(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    asked: list[tuple[str, str]] = []

    def fake(parent: Any, caption: str, folder: str, filters: str) -> tuple[str, str]:
        asked.append((folder, filters))
        return (str(Path(folder).with_suffix("")) if folder.endswith(".json") else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake)
    win = start(qtbot)
    win.start_game("trio", 2, ["human", "computer"], None, 3, {})
    win.save_as()
    win.open_dialog()
    folder = tmp_path / "Documents" / "GameBox"
    assert asked[0][0] == str(folder / "TRIO deal 3.json") and asked[1][0] == str(folder)
    assert all(f.startswith("GameBox saves (*.json)") for _, f in asked)
    saved = folder / "TRIO deal 3.json"
    assert json.loads(saved.read_text())["game"] == "trio" and win.save_path == saved
    assert win.status.text() == "Saved as “TRIO deal 3.json”."
    win._close_page()


def test_the_app_itself_starts_over_every_damaged_file(tmp_path: Path) -> None:
    """The real `gamebox` process, offscreen, over a damaged settings file, statistics file and
    autosave: it starts, quits by itself, prints no traceback, and keeps the files aside."""
    import subprocess
    import sys

    write(settings_path(), DEEP)
    write(StatsStore().path, '{"games": ' + DEEP + "}")
    write(AutosaveStore().path_for("gorilla"), b"\x00\xff")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run([sys.executable, "-m", "ui.app", "--quit-after", "1"], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert kept_aside(StatsStore().path) and kept_aside(AutosaveStore().path_for("gorilla"))
    # the damaged settings are kept aside; the new file the app wrote on quitting (the window's
    # size) reads back whole
    settings = settings_path()
    assert any(p.name.startswith(settings.name + ".broken-") for p in settings.parent.iterdir())
    store = SettingsStore(settings)
    assert store.load().window and store.problem is None


# ----- the same strategies feed every user file to the app's reader ----------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=10), kids, max_size=4),
    max_leaves=12)
special_texts = st.sampled_from([HUGE, DEEP, "NaN", "1e999", "", "{", '"²"', "\ufeff{}"])
raw_bytes = st.binary(max_size=40)

VALID = {
    "settings": {"speed": 0.5, "card_scale": 1.2, "theme": "dark", "robot_level": 20,
                 "last_setup": {"trio": {"players": 2, "seats": ["human", "computer"], "levels": ["normal", "normal"],
                                         "options": {}}}},
    "setup": {"players": 3, "seats": ["human", "computer", "computer"], "levels": ["normal", "random", "normal"],
              "options": {"rotten_apples": True}},
    "stats": {"format": "gamebox-stats", "version": 2, "games": [
        {"game": "trio", "id": "a", "when": "2026-01-01T10:00:00", "players": 2, "humans": 1, "levels": ["normal"],
         "won": True, "place": 1}]},
    "autosave": {**SAVE, "moves": []},
    "save": {**SAVE, "moves": []},
}


@st.composite
def one_field_changed(draw: Any, kind: str) -> str:
    """A sound file of this kind with one value (at any depth) replaced by anything."""
    doc = json.loads(json.dumps(VALID[kind]))
    node = doc
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = draw(st.sampled_from(keys))
        if isinstance(node[key], (dict, list)) and node[key] and draw(st.booleans()):
            node = node[key]
            continue
        node[key] = draw(json_values)
        return json.dumps(doc)


def user_file(kind: str) -> st.SearchStrategy[str | bytes]:
    return st.one_of(json_values.map(json.dumps), one_field_changed(kind), special_texts, raw_bytes)


@contextlib.contextmanager
def fresh_dirs() -> Iterator[Path]:
    """Private config and data folders for one example."""
    saved = {k: os.environ.get(k) for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    with tempfile.TemporaryDirectory() as root:
        os.environ["XDG_CONFIG_HOME"] = str(Path(root) / "config")
        os.environ["XDG_DATA_HOME"] = str(Path(root) / "data")
        try:
            yield Path(root)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def place(kind: str, content: str | bytes, root: Path) -> Path:
    if kind == "setup":
        content = '{"last_setup": {"girafferaffe": %s}}' % (content if isinstance(content, str) else "null")
    path = {"settings": settings_path(), "setup": settings_path(), "stats": StatsStore().path,
            "autosave": AutosaveStore().path_for("trio"), "save": root / "chosen.json"}[kind]
    write(path, content)
    return path


def check_settings(win: MainWindow, path: Path) -> None:
    if not path.exists():
        assert kept_aside(path)
    clean, defaulted = Settings.from_json(win.settings.to_json())
    assert clean == win.settings and not defaulted
    SettingsStore(path).save(win.settings)
    # no NaN or Infinity written as a value (a key of that name, kept from the file, is fine)
    constants: list[str] = []
    json.loads(path.read_text(), parse_constant=constants.append)
    assert constants == []
    for game in ("girafferaffe", "trio"):
        dialog = NewGameDialog(get_info(game), win.settings.last_setup.get(game))
        dialog.setup()  # a remembered setup always gives a valid start
        dialog.deleteLater()


def check_autosave(win: MainWindow, path: Path) -> None:
    if "trio" not in win.launcher.continue_list.games():
        assert kept_aside(path)
        return
    win.resume_autosave("trio")
    assert win.page is not None or (error_text(win) and kept_aside(path))


def check_save(win: MainWindow, path: Path, content: str | bytes) -> None:
    win.open_file(path)
    assert win.page is not None or error_text(win)
    assert path.read_bytes() == (content if isinstance(content, bytes) else content.encode())


@pytest.mark.parametrize("kind", ["settings", "setup", "stats", "autosave", "save"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_user_file_lets_the_app_start(qtbot, kind: str, data: Any) -> None:  # type: ignore[no-untyped-def]
    content = data.draw(user_file("setup" if kind == "setup" else kind), label="file")
    with fresh_dirs() as root:
        path = place(kind, content, root)
        win = start(qtbot)
        try:
            if kind in ("settings", "setup"):
                check_settings(win, path)
            elif kind == "stats":
                dialog = StatsDialog()
                dialog.deleteLater()
                assert path.exists() or kept_aside(path)
            elif kind == "autosave":
                check_autosave(win, path)
            else:
                check_save(win, path, content)
            for text in (win.launcher.notice.text(), win.status.text(), error_text(win) or ""):
                assert "Traceback" not in text and ".json" not in text.replace("chosen.json", "")
        finally:
            win._close_page()
            win.close()


def test_damaged_statistics_are_kept_aside_at_start_without_holding_up_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    write(StatsStore().path, '{"games": ' + DEEP + "}")
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: kept_aside(StatsStore().path), timeout=10000)
    qtbot.waitUntil(lambda: "statistics could not be read" in win.launcher.notice.text(), timeout=5000)
    assert_plain(win.launcher.notice.text(), "start-up notice")


def test_a_damaged_autosave_that_cannot_be_moved_is_not_said_to_be_kept_aside(qtbot, monkeypatch: Any) -> None:  # type: ignore[no-untyped-def]
    path = AutosaveStore().path_for("trio")
    write(path, json.dumps({**SAVE, "moves": ["play " + HUGE]}))
    win = start(qtbot)
    if "trio" not in win.launcher.continue_list.games():
        pytest.skip("this damage is caught before the Continue list")
    monkeypatch.setattr(win.autosaves, "set_aside", lambda game, label="broken": None)
    win.resume_autosave("trio")
    shown = error_text(win)
    assert shown and "kept its file aside" not in shown and "stays in the Continue list" in shown
    assert_plain(shown, "resume refusal")


def test_a_cancelled_save_leaves_no_new_folder_behind(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Open or a cancelled Save made an empty GameBox folder in the player's documents; now
    Open starts in the documents folder while there is none, and Save takes it away again when
    the player saved nothing in it."""
    from PySide6.QtWidgets import QFileDialog

    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(documents))
    asked: list[str] = []
    answer = [""]

    def fake(parent: Any, caption: str, folder: str, filters: str) -> tuple[str, str]:
        asked.append(folder)
        return (answer[0], "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake)
    win = start(qtbot)
    win.open_dialog()
    win.start_game("trio", 2, ["human", "computer"], None, 3, {})
    win.save_as()
    assert asked == [str(documents), str(documents / "GameBox" / "TRIO deal 3.json")]
    assert list(documents.iterdir()) == []
    answer[0] = str(tmp_path / "elsewhere.json")
    win.save_as()
    assert (tmp_path / "elsewhere.json").is_file() and list(documents.iterdir()) == []
    win._close_page()


def test_a_save_name_no_file_system_takes_is_refused_in_words(qtbot: Any, tmp_path: Path) -> None:
    """A name holding a NUL byte raised ValueError out of Save (only OSError was caught)."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    window.save_path = tmp_path / "bad\x00name.gbx"
    window.save()
    assert window.status.text().startswith("“bad")
    assert "could not be written" in window.status.text()


def test_a_save_as_name_the_disk_refuses_is_not_kept_for_save(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """Save as with a name too long for the disk: refused, and Game > Save then tried the same
    name again instead of asking; the message ran as wide as the screen with the whole name."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path)
    window.start_game("trio", 2, ["human", "computer"], None, 3, {})
    told: list[str] = []
    monkeypatch.setattr(window, "error", lambda title, text: told.append(text))
    names = iter([tmp_path / ("x" * 300 + ".json"), tmp_path / "kept.json"])
    asked: list[Path] = []

    def ask(parent: Any, default: str) -> Path:
        asked.append(next(names))
        return asked[-1]

    monkeypatch.setattr("ui.files.ask_save_path", ask)
    window.save_as()
    assert window.save_path is None and len(told) == 1
    assert "could not be written: the name is too long for the disk" in told[0] and len(told[0]) < 150, told[0]
    window.save()  # asks for a name again
    assert len(asked) == 2 and window.save_path == tmp_path / "kept.json" and (tmp_path / "kept.json").is_file()
    window._close_page()


def test_save_as_asks_before_replacing_a_save_named_without_its_ending(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Typed "Goritaire deal 42", the name got its ".json" after the dialog had looked for
    "Goritaire deal 42": the save of that name was replaced without a word."""
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    folder = tmp_path / "Documents" / "GameBox"
    folder.mkdir(parents=True)
    kept = folder / "Goritaire deal 42.json"
    kept.write_text('{"kept": true}', encoding="utf-8")
    asked: list[str] = []
    answers: list[str] = []

    def dialog(*args: Any) -> tuple[str, str]:
        asked.append(args[2])
        return answers.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    win = start(qtbot)
    win.start_game("trio", 2, ["human", "computer"], None, 3, {})
    for answer in ("stayButton", "goButton"):
        # Keep it opens the dialog again on the name kept (it had closed, nothing saved): cancelled there
        answers[:] = [str(folder / "Goritaire deal 42"), *([""] if answer == "stayButton" else [])]
        asked.clear()
        def press(name: str = answer) -> None:
            box = next(b for b in QApplication.topLevelWidgets()
                       if isinstance(b, QMessageBox) and b.objectName() == "replaceQuestion" and b.isVisible())
            assert "Goritaire deal 42.json" in box.text() and box.defaultButton().objectName() == "stayButton"
            next(b for b in box.buttons() if b.objectName() == name).click()

        QTimer.singleShot(200, press)
        win.save_as()
        if answer == "stayButton":
            assert json.loads(kept.read_text(encoding="utf-8")) == {"kept": True}, "Keep it keeps it"
            assert len(asked) == 2 and asked[1] == str(kept) and not answers, asked
        else:
            assert len(asked) == 1
    assert json.loads(kept.read_text(encoding="utf-8"))["game"] == "trio"
    win._close_page()


def test_open_starts_in_a_folder_that_exists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new profile with no documents folder: Open started "in" it, and the file dialog took
    "Documents" for the file's name ("File not found" at Enter)."""
    from ui.files import ask_open_path
    from ui.userfiles import documents_dir

    missing = tmp_path / "home" / "Documents"
    monkeypatch.setattr("platformdirs.user_documents_dir", lambda: str(missing))
    assert documents_dir() == tmp_path  # the nearest folder that is there
    started: list[str] = []
    monkeypatch.setattr("ui.files.QFileDialog.getOpenFileName",
                        lambda _parent, _title, folder, _filter: (started.append(folder), ("", ""))[1])
    assert ask_open_path(None) is None  # type: ignore[arg-type]
    assert started == [str(tmp_path)]
    missing.mkdir(parents=True)
    assert documents_dir() == missing
