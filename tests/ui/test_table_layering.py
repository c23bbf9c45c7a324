"""ui/table is shared machinery: it imports no game's table, and the keyboard driver no longer
imports the scene base that uses it (issue 12: no import circles)."""

from __future__ import annotations

from pathlib import Path

from tests.core.test_layering import imports_of

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("girafferaffe", "sifaka", "goritaire", "gorilla", "trio")


def test_the_keyboard_driver_does_not_import_the_scene_base() -> None:
    assert "ui.table.scene_base" not in imports_of(ROOT / "ui" / "table" / "keyboard.py")


def test_ui_table_imports_no_game_table() -> None:
    offenders = [f"{path.name}: {name}" for path in sorted((ROOT / "ui" / "table").glob("*.py"))
                 for name in imports_of(path) if name.startswith(tuple(f"ui.{game}" for game in GAMES))]
    assert offenders == []


def test_the_review_graph_modules_import_no_cycle() -> None:
    graph = imports_of(ROOT / "ui" / "table" / "review_graph.py")
    assert "ui.table.review" not in graph and "ui.table.review_pg" not in graph
    assert "ui.table.review" not in imports_of(ROOT / "ui" / "table" / "review_pg.py")
