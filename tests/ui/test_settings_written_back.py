"""A settings file with values GameBox cannot use is cleaned once: a copy of the old file is
kept and the cleaned settings are written back at once, so an app that is then killed (or
crashes before it saves) does not keep another copy and tell the player again at every start."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ui.settings import SettingsStore


def kept(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]


@pytest.mark.parametrize("damaged", [{"theme": 5}, {"theme": "dark", "card_scale": "huge"},
                                     {"last_setup": {"trio": [1]}, "theme": "dark"}])
def test_a_second_start_without_saving_finds_nothing_to_say(tmp_path: Path, damaged: dict) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(damaged))
    first = SettingsStore(path)
    settings = first.load()
    assert first.problem is not None and len(kept(path)) == 1
    # the app is killed here: nothing else writes the file
    again = SettingsStore(path)
    assert again.load() == settings
    assert again.problem is None, "the player was told once; the file must have been cleaned"
    assert len(kept(path)) == 1, "one copy of the old file, not one per start"


def test_a_file_that_cannot_be_written_back_is_still_read(tmp_path: Path) -> None:
    folder = tmp_path / "cfg"
    folder.mkdir()
    path = folder / "settings.json"
    path.write_text(json.dumps({"theme": 5}))
    store = SettingsStore(path)
    folder.chmod(0o500)
    try:
        settings = store.load()
    finally:
        folder.chmod(0o700)
    assert store.problem is not None and settings.theme != 5


def test_a_newer_gameboxs_keys_are_written_back_as_read_or_not_at_all(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"future": 1' + "0" * 400 + ', "later": NaN, "kept": {"a": [1, "x"]}, "speed": 0.5}')
    store = SettingsStore(path)
    settings = store.load()
    store.save(settings)
    written = json.loads(path.read_text(), parse_constant=lambda c: pytest.fail(f"{c} written"))
    assert written["kept"] == {"a": [1, "x"]} and "later" not in written
    assert "future" not in written or written["future"] == int("1" + "0" * 400)


def test_two_windows_keep_each_others_changes(tmp_path: Path) -> None:
    """Two GameBox windows at once: the one closed last wrote all of its settings, and the
    Robot Deck earned in the other went back."""
    path = tmp_path / "settings.json"
    first, second = SettingsStore(path), SettingsStore(path)
    mine, theirs = first.load(), second.load()
    theirs.robot_level = 17  # won in the other window
    second.save(theirs)
    mine.theme = "dark"  # changed here, later
    first.save(mine)
    kept = SettingsStore(path).load()
    assert (kept.robot_level, kept.theme) == (17, "dark")
    assert mine.robot_level == 17, "this window now knows the level earned in the other"
    mine.robot_level = 18  # and a change of its own after that is still written
    first.save(mine)
    assert SettingsStore(path).load().robot_level == 18


def test_two_windows_never_lower_an_earned_level_nor_drop_each_others_setups(tmp_path: Path) -> None:
    """A window still holding 15 won once and wrote 16 over the 17 the other had earned; and
    the setup one window remembered for a game went when the other remembered another game's."""
    path = tmp_path / "settings.json"
    first, second = SettingsStore(path), SettingsStore(path)
    mine, theirs = first.load(), second.load()
    theirs.robot_level = 17
    theirs.last_setup = {"gorilla": {"players": 4}}
    second.save(theirs)
    mine.robot_level = 16  # one win here
    mine.last_setup = {"trio": {"players": 2}}
    first.save(mine)
    kept = SettingsStore(path).load()
    assert kept.robot_level == 17
    assert set(kept.last_setup) == {"gorilla", "trio"}
    mine.robot_level = 15  # chosen lower in the new-game dialog: the player's choice stands
    first.save(mine)
    assert SettingsStore(path).load().robot_level == 15
