"""The Sifaka side panel's lines: a player's name on a line of its own, what they hold below,
in lines short enough for the panel."""

from __future__ import annotations

from gamebox.core.describe import Names
from gamebox.registry import get_info
from ui.sifaka.panel import INDENT, LINE_CHARS, hand_caption, side_lines

INFO = get_info("sifaka")
GAME = INFO.load()


names = Names(tuple(f"Maximiliana Ro {seat + 1}" for seat in range(4)), None)


def test_many_counters_wrap_and_hidden_values_stay_hidden() -> None:
    state = GAME.new_game(INFO.make_config(4), 7)
    many = (("r", 4), ("r", 3), ("r", 3), ("y", 3), ("y", 2), ("y", 2), ("g", 2), ("g", 1), ("g", 1))
    state = state.clone()
    state.owned = (many, many, (), ())
    lines = side_lines(state, 0, names)
    assert lines[1] == "Maximiliana Ro 1 (red pawn 1)"
    mine = lines[2:lines.index("Maximiliana Ro 2 (blue pawn 2)")]
    assert mine[0].startswith(f"{INDENT}21 points: red 4, 3, 3")  # "green 1 1" read as "11"
    assert "green 2, 1, 1" in " ".join(mine) and len(mine) >= 2
    theirs = lines[lines.index("Maximiliana Ro 2 (blue pawn 2)") + 1:lines.index("Maximiliana Ro 3 (yellow pawn 3)")]
    assert theirs[0].startswith(f"{INDENT}9 counters: 3 red")
    assert "4" not in " ".join(theirs)  # another player's red 4 stays hidden (S6)
    assert lines[-1] == f"{INDENT}no counters"
    for line in lines:
        assert len(line.strip()) <= max(LINE_CHARS, len("Maximiliana Ro 3 (yellow pawn 3)")), line


def test_no_counters_reads_the_same_for_the_viewer_and_the_others() -> None:
    state = GAME.new_game(INFO.make_config(3), 7)
    lines = side_lines(state, 0, names)
    empty = [line for line in lines if line.startswith(INDENT) and "counter" in line]
    assert len(empty) == 3 and len(set(empty)) == 1, empty  # one wording for everyone


def test_the_card_in_hand_is_named_as_the_players() -> None:
    assert hand_caption(False) == "Your card"
    assert hand_caption(True).startswith("Your card") and "drag" in hand_caption(True)


def test_you_go_without_a_number_and_the_computers_count_from_one() -> None:
    """The panel's marks are the pawns': none for "You", each computer's number as its name
    says (the computers of a 3-player game are 1 and 2, not 2 and 3)."""
    state = GAME.new_game(INFO.make_config(3), 7)
    table = Names.for_table(("human", "computer", "computer"), 0)
    lines = side_lines(state, 0, table)
    assert [line for line in lines if not line.startswith(INDENT)][1:] == [
        "You (red pawn)", "Computer 1 (blue pawn)", "Computer 2 (yellow pawn)"]


def test_a_pawn_s_mark_is_said_only_where_its_name_does_not_lead_to_it() -> None:
    """A lone "Computer" wears a C and "Computer 1" a 1 or C1: their names say it. A given name
    takes its initial, said beside the colour ("Computer (yellow 1)" read as a riddle, and a
    number of its own as a seat number)."""
    state = GAME.new_game(INFO.make_config(3), 7)
    lone = Names.seated(("human", "computer", "human"), 0, ("", "", "Ann"))
    assert [lone.mark(s) for s in range(3)] == ["", "C", "A"]
    assert [line for line in side_lines(state, 0, lone) if not line.startswith(INDENT)][1:] == [
        "You (red pawn)", "Computer (blue pawn)", "Ann (yellow pawn A)"]
    four = Names.for_table(("human", "human", "computer", "computer"), None)
    assert [four.mark(s) for s in range(4)] == ["P1", "P2", "C1", "C2"]
    state = GAME.new_game(INFO.make_config(4), 7)
    assert [line for line in side_lines(state, None, four) if not line.startswith(INDENT)][1:] == [
        "Player 1 (red pawn)", "Player 2 (blue pawn)", "Computer 1 (yellow pawn)", "Computer 2 (green pawn)"]
    mixed = Names.for_table(("human", "computer", "human", "computer"), None, ("Ann", "", "Andy"))
    assert [line for line in side_lines(state, None, mixed) if not line.startswith(INDENT)][1:] == [
        "Ann (red pawn 3)", "Computer 1 (blue pawn)", "Andy (yellow pawn 4)", "Computer 2 (green pawn)"]
