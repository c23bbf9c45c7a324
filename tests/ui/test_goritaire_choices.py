"""Goritaire's choice buttons in words (where one card looked at goes, Combustion, Wandering,
keeping 7, the Walking guess; several cards looked at are dragged into order instead, see
test_goritaire_putback.py): a wide button names the cards ("1 Gorilla, 2 Bananas"), a narrow
one (more than MANY choices) uses the letters on the cards' corners with the title saying what
they mean, and every button's tooltip tells the move in a plain sentence."""

from __future__ import annotations

import random
import re

import pytest

from gamebox.games.goritaire.moves import Arrange
from gamebox.games.goritaire.words import suggest
from gamebox.registry import get_info
from tests.text_rules import assert_plain
from ui.goritaire.choices import LEGEND, MANY, choice_buttons, choice_tip

INFO = get_info("goritaire")
GAME = INFO.load()
LETTERS = re.compile(r"\b[GB]\b")


def choice_states(extreme: bool, seeds: range) -> list[object]:
    """Every position of seeded, random games where the table asks a choice of buttons."""
    found = []
    for seed in seeds:
        state = GAME.new_game(INFO.make_config(1, {"extreme_arts": extreme}), seed)
        rng = random.Random(seed)
        for _ in range(300):
            if GAME.to_move(state) is None:
                break
            title, buttons = choice_buttons(state)
            if len(buttons) > 1 or title:
                found.append(state)
            moves = list(GAME.candidate_moves(state))
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    return found


@pytest.mark.parametrize("extreme", [False, True], ids=["standard", "extreme arts"])
def test_every_choice_is_told_in_words(extreme: bool) -> None:
    kinds: set[str] = set()
    for state in choice_states(extreme, range(1, 40)):
        title, buttons = choice_buttons(state)
        kinds.add(state.pending[0][0] if state.pending else state.phase)  # type: ignore[attr-defined]
        for line in title:
            assert_plain(line, "goritaire choice title", sentence=False)
        narrow = len(buttons) > MANY
        if narrow and any(LETTERS.search(label) for label, _ in buttons):
            assert LEGEND in title, f"letters on narrow buttons need the legend: {title}"
        for label, move in buttons:
            if not narrow:
                assert not LETTERS.search(label), f"a wide button in card letters: {label!r}"
            tip = choice_tip(move)
            assert_plain(tip, "goritaire choice tooltip")
            assert not LETTERS.search(tip) and tip[0].isupper() and tip.endswith(".")
    assert {"guess", "arrange"} <= kinds


def test_one_card_looked_at_goes_back_on_top_or_to_the_bottom() -> None:
    state = next(s for s in choice_states(False, range(1, 40))
                 if s.pending and s.pending[0] == ("arrange", 1))  # type: ignore[attr-defined]
    title, buttons = choice_buttons(state)
    seen = state.deck[0]  # type: ignore[attr-defined]
    assert title[-1] == f"card: a {'Gorilla' if seen == 'G' else 'Banana'}"
    assert [label for label, _ in buttons] == ["Back on top", "To the bottom"]
    top, bottom = (move for _, move in buttons)
    assert isinstance(top, Arrange) and top.top == seen and isinstance(bottom, Arrange) and bottom.bottom == seen


def test_the_hint_tells_the_order_of_the_cards_put_back() -> None:
    assert suggest(Arrange("GB", "B")) == ("put the Gorilla, then a Banana back on top (the first on top), "
                                           "and put the other Banana at the bottom")
    assert suggest(Arrange("GGG", "")) == "put all 3 Gorillas back on top"  # not "the Gorilla, then the Gorilla..."
    assert suggest(Arrange("B", "B")) == "put a Banana back on top, and put the other Banana at the bottom"
    assert suggest(Arrange("", "BG")) == "put the Banana, then the Gorilla at the bottom (the last at the very bottom)"
    assert suggest(Arrange("G", "")) == "put the Gorilla back on top"


def test_the_hint_of_an_action_names_its_payers_as_a_list() -> None:
    """ "paid by the Gorillas on row 2's 1st spot, the Ground's 2nd spot" lacked its "and"."""
    from gamebox.games.goritaire.moves import Act

    assert suggest(Act("invitation1", ((2, 1), (1, 2)))) == (
        "use Invitation 1, paid by the Gorillas on row 2's 1st spot and the Ground's 2nd spot")


def test_declaring_victory_names_the_score_with_banastasias_bonus() -> None:
    """"Declare victory (7)" said nothing of the bonus, and the score came out 14."""
    from gamebox.games.goritaire.rules import GAME
    from tests.games.goritaire.helpers import build
    from ui.goritaire.choices import choice_buttons

    state = build({"extreme": True, "hand": "BBBBBBBB", "discard": "BBB", "deck": "GGB",
                   "area": "1.1G 1.2G 1.3G 1.4G 1.5G 1.6G 1.7G 2.1B 2.2B 2.3B 2.4B 3.1B 3.2B 3.3B 4.1B 4.2G 5.1G"})
    state, _events = GAME.apply(state, GAME.parse_move(state, "act banastasia pay 5.1"))
    lines, buttons = choice_buttons(state)
    assert buttons[0][0] == "Declare victory (14)" and "+7 bonus" in " ".join(lines)
    after, _events = GAME.apply(state, buttons[0][1])
    assert after.score == 14
