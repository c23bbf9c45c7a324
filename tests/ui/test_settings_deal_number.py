"""The new-game dialog's deal number takes what its refusal promises: a whole number of at most
18 digits (a 19-digit one was taken, though the message said 18), and names that same limit in
plain words (never 9223372036854775807)."""

from __future__ import annotations

import pytest

from gamebox.core.rng import MAX_SEED
from gamebox.registry import get_info
from tests.text_rules import assert_plain
from ui.dialogs.new_game import NewGameDialog


@pytest.fixture
def dialog(qtbot):  # type: ignore[no-untyped-def]
    box = NewGameDialog(get_info("trio"))
    qtbot.addWidget(box)
    return box


@pytest.mark.parametrize("text", ["9" * 18, "1" * 18, "0", " 12 "])
def test_a_deal_number_within_the_limit_starts(dialog: NewGameDialog, text: str) -> None:
    dialog.seed.setText(text)
    dialog._accept()
    assert dialog.result_setup is not None and dialog.result_setup.seed == int(text)


@pytest.mark.parametrize("text", [str(MAX_SEED), "1" * 19, str(10**18), str(MAX_SEED + 1), "9" * 25, "12a"])
def test_a_deal_number_past_the_limit_is_refused_naming_it(dialog: NewGameDialog, text: str) -> None:
    dialog.seed.setText(text)
    dialog._accept()
    shown = dialog.error.text()
    assert dialog.result_setup is None, f"{text} was taken"
    assert "at most 18 digits" in shown and "from 0 to" not in shown, shown
    assert_plain(shown, "the new-game dialog's refusal of a deal number")
