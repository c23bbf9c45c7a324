"""Quality bars: no Qt in the rules, imports only point down (DESIGN.md)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level > 0:
            found.add("." * node.level + (node.module or ""))
    return found


def files(sub: str) -> list[Path]:
    return sorted((ROOT / sub).rglob("*.py"))


def test_core_games_and_ai_import_no_qt() -> None:
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for sub in ("gamebox/core", "gamebox/games", "gamebox/ai")
        for p in files(sub)
        for name in imports_of(p)
        if name.startswith(("PySide6", "shiboken6", "pyqtgraph", "ui"))
    ]
    assert offenders == []


def test_gamebox_uses_no_widgets_or_gui() -> None:
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in files("gamebox")
        for name in imports_of(p)
        if "QtWidgets" in name or "QtGui" in name
    ]
    assert offenders == []


def test_core_imports_nothing_of_ours_above_it() -> None:
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in files("gamebox/core")
        for name in imports_of(p)
        if name.startswith("gamebox") and not name.startswith("gamebox.core")
    ]
    assert offenders == []


def test_games_do_not_import_session_registry_or_each_other() -> None:
    offenders = []
    for game_dir in sorted(p for p in (ROOT / "gamebox/games").iterdir() if p.is_dir() and p.name != "__pycache__"):
        for p in game_dir.rglob("*.py"):
            for name in imports_of(p):
                if name.startswith(("gamebox.session", "gamebox.registry", "gamebox.cli")):
                    offenders.append(f"{p.relative_to(ROOT)}: {name}")
                if name.startswith("gamebox.games.") and not name.startswith(f"gamebox.games.{game_dir.name}"):
                    offenders.append(f"{p.relative_to(ROOT)}: {name}")
    assert offenders == []


def test_only_the_entry_point_reaches_up_into_ui() -> None:
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in files("gamebox")
        if p.name != "__main__.py"
        for name in imports_of(p)
        if name.split(".")[0] == "ui"
    ]
    assert offenders == []


def test_no_pickle_anywhere() -> None:
    offenders = [
        str(p.relative_to(ROOT))
        for sub in ("gamebox", "ui", "tests", "benchmarks", "packaging")
        for p in files(sub)
        if {"pickle", "shelve", "marshal"} & {n.split(".")[0] for n in imports_of(p)}
    ]
    assert offenders == []
