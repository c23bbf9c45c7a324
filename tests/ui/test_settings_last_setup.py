"""The remembered new-game setups are a part of the settings like any other: a damaged one falls
back (its sound parts stay), a copy of the old file is kept at once, and the player is told in
plain words, as for every other damaged setting. Setups of games this GameBox does not have (a
newer one's) are written back as read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.text_rules import assert_plain
from ui.main_window import MainWindow
from ui.settings import Settings, SettingsStore

GOOD_TRIO = {"players": 2, "seats": ["human", "computer"], "levels": ["normal", "normal"], "options": {},
             "names": ["", ""]}

DAMAGED: list[Any] = [
    "yes",  # not an object at all
    [1, 2],
    {"trio": {**GOOD_TRIO, "players": "two"}},  # one part of the wrong type
    {"trio": {**GOOD_TRIO, "levels": ["champion", "normal"]}},  # a level the game does not have
    {"trio": [1]},  # a game's setup that is no setup
    {"girafferaffe": {"options": {"robot_deck": 1e999, "rotten_apples": "yes"}}},  # options out of range
    {"chess": {"x": float("nan")}},  # another game's setup that cannot be written back
]


def copies(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]


@pytest.mark.parametrize("last_setup", DAMAGED)
def test_a_damaged_last_setup_falls_back(last_setup: Any) -> None:
    settings, defaulted = Settings.from_json({"theme": "dark", "last_setup": last_setup})
    assert defaulted == ["last_setup"] and settings.theme == "dark"


@pytest.mark.parametrize("last_setup", DAMAGED)
def test_a_damaged_last_setup_keeps_a_copy_and_says_so(tmp_path: Path, last_setup: Any) -> None:
    path = tmp_path / "settings.json"
    raw = json.dumps({"theme": "dark", "last_setup": last_setup})
    path.write_text(raw)
    store = SettingsStore(path)
    settings = store.load()
    assert settings.theme == "dark"
    kept = copies(path)
    assert len(kept) == 1 and kept[0].read_text() == raw, "the damaged file must be kept"
    assert store.problem and "remembered for new games" in store.problem and "copy" in store.problem
    assert_plain(store.problem, "settings notice")
    store.save(settings)  # written back clean: the kept copy still holds the old values
    assert kept[0].read_text() == raw


@pytest.mark.parametrize("last_setup", [{}, {"trio": GOOD_TRIO}, {"trio": {"players": 2}},
                                        {"sifaka": {"players": 3, "options": {}}, "trio": {}}])
def test_a_sound_last_setup_is_no_damage(tmp_path: Path, last_setup: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_setup": last_setup}))
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem is None and copies(path) == []
    assert Settings.from_json(settings.to_json()) == (settings, [])


def test_another_games_setup_is_written_back_as_read(tmp_path: Path) -> None:
    newer = {"chess": {"players": 2, "clock": "5+3"}, "trio": GOOD_TRIO}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_setup": newer}))
    store = SettingsStore(path)
    settings = store.load()
    assert store.problem is None and settings.last_setup == {"trio": GOOD_TRIO}
    store.save(settings)
    assert json.loads(path.read_text())["last_setup"] == newer
    assert settings.copy() == settings


def test_the_window_tells_the_player_at_start(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_setup": {"trio": {**GOOD_TRIO, "seats": "human"}}}))
    win = MainWindow(SettingsStore(path))
    qtbot.addWidget(win)
    win.show()
    notice = win.launcher.notice.text()
    assert "remembered for new games" in notice and notice == win.status.text()
    assert_plain(notice, "start-up notice")
    assert win.settings.last_setup == {"trio": {k: v for k, v in GOOD_TRIO.items() if k != "seats"}}
    assert len(copies(path)) == 1
