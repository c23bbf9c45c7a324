"""Issue 11's acceptance through the session AND the page: seeded games of every game at every
player count, each applied move adding exactly one log line (read from the chair that looks
at the table: in hot-seat the curtain switches it), no line telling a chair of a card hidden
from it (tests/games/<id>/phrases.py), and no player-facing text (log, status lines, the end
screen, dialogs) holding jargon (tests/text_rules.py).

The structure is checked for every game now; the words wait while tests/pending.py lists the
game under "words" (the log falls back to the notation until then).
"""

from __future__ import annotations

import random
import re
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from gamebox.registry import all_games, get_info
from tests.pending import xfail_pending
from tests.text_rules import assert_plain
from tests.ui.play import open_window, step
from ui.table.curtain import curtain_status, curtain_text

SEEDS = (11, 12)


def cases() -> list[tuple[str, int, int]]:
    return [(info.id, players, seed) for info in all_games()
            for players in range(info.min_players, info.max_players + 1) for seed in SEEDS]


def contains(sentence: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", sentence, re.IGNORECASE) is not None


@pytest.mark.parametrize("case", cases(), ids=lambda c: f"{c[0]}-{c[1]}p-seed{c[2]}")
def test_every_move_adds_one_plain_log_line_from_the_chair_that_looks(qtbot: Any, tmp_path: Path,
                                                                        case: tuple[str, int, int]) -> None:
    game_id, players, seed = case
    # the first seed seats people only (hot-seat: the curtain changes the chair), the second
    # one person and computers
    seats = ["human"] * players if seed == SEEDS[0] else ["human"] + ["computer"] * (players - 1)
    window = open_window(qtbot, tmp_path, (1280, 820))
    statuses: list[str] = []
    window.start_game(game_id, players, seats, None, seed, {}, ["Ann", "Bob", "Cleo", "Dan", "Eve"][:players])
    page = window.page
    session = page.session
    page.statusChanged.connect(statuses.append)
    rng = random.Random(seed)
    read: dict[tuple[int, int | None], str] = {}  # (move index, chair) -> the line shown
    chairs: set[int | None] = set()
    for _ in range(3000):
        before = len(session.history)
        if not step(qtbot, page, rng):
            break
        assert len(session.history) == before + 1
        assert page.log.shown == len(session.history), "each applied move adds exactly one log line"
        chair = page.scene.log_seat
        chairs.add(chair)
        assert page.log.chair == chair, "the log is read from the chair that looks at the table"
        for index, sentence in enumerate(page.log.sentences):
            read[(index, chair)] = sentence
            assert page.log.item(index).toolTip() == "", "the log shows no notation, not even as a tooltip"
        for item in page.scene.items():  # every tooltip and panel line on the table reads as plain words
            if item.toolTip():
                assert_plain(item.toolTip(), f"{game_id} table tooltip", sentence=False)
            lines = getattr(item, "lines", None)
            if isinstance(lines, list) and all(isinstance(line, str) for line in lines):
                for line in lines:
                    assert_plain(line, f"{game_id} table panel", sentence=False)
    else:
        pytest.fail("the game did not end")
    qtbot.waitUntil(lambda: page.end_visible, timeout=5000)
    if players > 1 and "computer" not in seats:
        assert len(chairs) > 1, "hot-seat: every player reads the log from their own chair"
    end_texts = list(page.end_screen.texts)
    assert session.describe_result(page.scene.viewer_seat) is not None

    xfail_pending("words", game_id)
    hidden = import_module(f"tests.games.{game_id}.phrases").hidden_phrases
    states = session.positions()
    for (index, chair), sentence in read.items():
        assert sentence == session.describe_step(session.history[index], chair)
        assert_plain(sentence, f"{game_id} log line")
        for phrase in hidden(session.game, states[index], states[index + 1], chair):
            assert not contains(sentence, phrase), f"chair {chair} is told of {phrase!r}: {sentence!r}"
    for text in statuses:
        assert_plain(text, f"{game_id} status line", sentence=False)
    for text in end_texts:
        assert_plain(text, f"{game_id} end screen", sentence=False)
    # every other label, button and tooltip of the window at the end (the end screen's above)
    for text in widget_texts(window, skip=page.end_screen):
        assert_plain(text, f"{game_id} window text", sentence=False)


def widget_texts(root: QWidget, skip: QWidget | None = None) -> list[str]:
    """Every text a dialog shows: labels, buttons, group titles, choices, hints, tooltips (not
    those of `skip` and its children)."""
    texts = [root.windowTitle()]
    for widget in root.findChildren(QWidget):
        if skip is not None and (widget is skip or skip.isAncestorOf(widget)):
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
    return [re.sub(r"<[^>]+>", " ", t) for t in texts if t]


def test_the_shared_words_are_plain(qtbot: Any) -> None:
    """Texts that belong to no game: dialogs, the curtain, undo refusals, the about box."""
    from ui.dialogs.simple import RulesDialog, about_text

    texts = [curtain_text("Ann"), curtain_text("Player 2", turn=False), curtain_status("Ann"),
             curtain_text("Ann", other="Bob"), curtain_status("Ann", "Bob"), about_text()]
    dialog = RulesDialog("trio", "TRIO")
    qtbot.addWidget(dialog)
    texts += [dialog.windowTitle()]
    for text in texts:
        assert_plain(re.sub(r"<[^>]+>", " ", text), "shared text", sentence=False)


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_the_new_game_dialog_is_plain_words(qtbot: Any, game_id: str) -> None:
    from ui.dialogs.new_game import NewGameDialog

    info = get_info(game_id)
    dialog = NewGameDialog(info)
    qtbot.addWidget(dialog)
    own = [spec.label for spec in info.options] + [spec.help for spec in info.options]
    for text in widget_texts(dialog):
        if text in own:
            continue  # the game's own option words: checked below, pending with the game
        assert_plain(text, f"{game_id} new game dialog", sentence=False)
    xfail_pending("words", game_id)
    for text in own:
        assert_plain(text, f"{game_id} option", sentence=False)


@pytest.mark.parametrize("game_id", [info.id for info in all_games()])
def test_every_choice_of_the_new_game_dialog_says_what_it_means(qtbot: Any, game_id: str) -> None:
    """ "Random moves" and "Solver" were named nowhere a player could read what they do; the
    deal number's refusal quoted 9223372036854775807."""
    from PySide6.QtCore import Qt

    from ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_info(game_id))
    qtbot.addWidget(dialog)
    assert dialog.players.toolTip() and dialog.seed.toolTip()
    for kind, level in dialog.seat_rows:
        for box in (kind, level):
            for i in range(box.count()):
                tip = box.itemData(i, Qt.ItemDataRole.ToolTipRole)
                assert tip, f"{game_id}: {box.itemText(i)!r} has no explanation"
                assert_plain(tip, f"{game_id} seat choice", sentence=False)
        assert level.toolTip() == level.itemData(level.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        levels = [level.itemData(i) for i in range(level.count())]
        assert "random" not in levels or levels[-1] == "random", "a beginner picking the first level met Random moves"
    for name, label in dialog.option_labels.items():  # the option's name, hovered, said nothing
        assert label.toolTip() == dialog.option_widgets[name].toolTip() != "", name
        assert label.isEnabled() == dialog.option_widgets[name].isEnabled(), name
    dialog.seed.setText("abc")
    dialog._accept()
    assert "9223372036854775807" not in dialog.error.text() and "deal number" in dialog.error.text().lower()
