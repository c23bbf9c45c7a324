"""The deck data file keeps the counts S2 fixes, and the start layout of S3."""

from __future__ import annotations

import json
import runpy
from collections import Counter
from importlib import resources
from pathlib import Path

from gamebox.games.sifaka.deck import COUNTER_VALUES, load_deck
from gamebox.games.sifaka.info import INFO
from gamebox.games.sifaka.rules import GAME
from gamebox.games.sifaka.state import HUT_CELLS, SLOTS


def test_s2_deck_counts() -> None:
    deck = load_deck()
    assert len(deck.terrain) == 48 and len(deck.huts) == 4
    assert len({card.id for card in deck.terrain + deck.huts}) == 52
    boxes = [box for card in deck.terrain for box in card.boxes]
    mangos = Counter(box.mango for box in boxes if box.mango)
    assert mangos == {"g": 15, "y": 9, "r": 6}
    assert all(sum(1 for box in card.boxes if box.mango) <= 1 for card in deck.terrain)
    assert all(1 <= box.palms <= 3 for box in boxes if box.arrow is not None or box.mango)
    assert all(box.arrow is None or box.mango is None for box in boxes)
    assert sum(box.blank for box in boxes) <= 6
    assert not any(box.hut for box in boxes)


def test_s2_counter_values_as_the_sheet_lists() -> None:
    assert sorted(COUNTER_VALUES["g"]) == [1] * 10 + [2] * 5
    assert sorted(COUNTER_VALUES["y"]) == [2] * 6 + [3] * 3
    assert sorted(COUNTER_VALUES["r"]) == [3] * 4 + [4] * 2


def test_deck_file_is_the_documented_design() -> None:
    script = Path(__file__).resolve().parents[3] / "benchmarks" / "sifaka_deck_design.py"
    design = runpy.run_path(str(script))["design"]()
    shipped = json.loads(resources.files("resources").joinpath("sifaka", "deck.json").read_text(encoding="utf-8"))
    assert shipped == design


def test_s3_huts_face_inward_and_slots_touch_the_square() -> None:
    state = GAME.new_game(INFO.make_config(4), 5)
    for cell in HUT_CELLS:
        box = state.grid[cell]
        assert box.hut and box.palms == 1
    xs = [x for x, _y in state.grid]
    ys = [y for _x, y in state.grid]
    assert (min(xs), max(xs), min(ys), max(ys)) == (-2, 1, -2, 1)
    assert len(state.grid) == 16
    # each slot is a 2x2 centred against one side, touching it without overlap
    for name, (x, y) in SLOTS.items():
        cells = {(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
        assert not cells & set(state.grid), name
        assert any((cx + dx, cy + dy) in state.grid for cx, cy in cells for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))


def test_s3_two_players_sit_at_opposite_huts_and_all_huts_are_out() -> None:
    state = GAME.new_game(INFO.make_config(2), 3)
    assert [(x, y) for x, y, _f in state.pawns] == [(-1, -1), (0, 0)]
    assert len(state.placed) == 4
    assert len(state.pile) == 46 and all(state.hands)


def test_s3_every_player_chooses_a_facing_first() -> None:
    state = GAME.new_game(INFO.make_config(3), 11)
    order = []
    while state.phase == "face":
        order.append(state.current)
        state, _ = GAME.apply(state, GAME.parse_move(state, "face w"))
    assert order == [(state.first + k) % 3 for k in range(3)]
    assert state.phase == "place" and state.current == state.first
    assert all(f == 3 for _x, _y, f in state.pawns)


def test_rules_page_states_the_deck_distribution() -> None:
    page = resources.files("resources").joinpath("rules", "sifaka.md").read_text(encoding="utf-8")
    boxes = [box for card in load_deck().terrain for box in card.boxes]
    arrows = sum(box.arrow is not None for box in boxes)
    plain = sum(box.palms > 0 and box.arrow is None and not box.mango for box in boxes)
    blanks = sum(box.blank for box in boxes)
    for row in (f"| {arrows} | an arrow", f"| {plain} | palm trees only", f"| {blanks} | bare sand",
                "| 15 | a green mango", "| 9 | a yellow mango", "| 6 | a red mango"):
        assert row in page
    # the places where GameBox decided what the sheet leaves open are marked in words (S2-S7)
    assert page.count("GameBox plays it this way") >= 5
