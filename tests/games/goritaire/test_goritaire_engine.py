"""Goritaire engine: deck (R1), notation, views, positions, payments and warnings."""

from __future__ import annotations

import random

import pytest

from gamebox.core.describe import plural
from gamebox.core.errors import ConfigError, NotationError
from gamebox.games.goritaire.actions import cheap_payments
from gamebox.games.goritaire.flow import eating_needs
from gamebox.games.goritaire.info import INFO
from gamebox.games.goritaire.moves import Act, End, Play
from gamebox.games.goritaire.options import candidate_moves
from gamebox.games.goritaire.rules import GAME, new_state
from gamebox.games.goritaire.words import card_lines, eating_lines, eating_sentence
from tests.conformance import play_random_game
from tests.games.goritaire.helpers import build
from tests.text_rules import assert_plain


@pytest.mark.parametrize("gorillas", [9, 16, 27])
def test_r1_deck_composition(gorillas: int) -> None:
    config = INFO.make_config(1, {"gorillas": gorillas})
    state = GAME.new_game(config, 4)
    inventory = GAME.inventory(state)
    assert inventory["G"] == gorillas and inventory["B"] == 36 - gorillas
    assert state.hand_size == 7 and len(state.deck) == 29


@pytest.mark.parametrize("bad", [8, 28])
def test_r1_each_kind_at_most_27(bad: int) -> None:
    with pytest.raises(ConfigError):
        INFO.make_config(1, {"gorillas": bad})


def test_info_is_a_solitaire_with_solver() -> None:
    assert INFO.solitaire and INFO.min_players == INFO.max_players == 1
    assert INFO.default_ai == "solver" and "random" in INFO.ai_levels
    assert {spec.name for spec in INFO.options} == {"gorillas", "as_printed", "winnable", "extreme_arts"}


def test_seed_fixes_the_deal() -> None:
    a = GAME.state_to_json(new_state(16, False, 99))
    b = GAME.state_to_json(new_state(16, False, 99))
    c = GAME.state_to_json(new_state(16, False, 100))
    assert a == b and a != c


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_random_play_with_extreme_arts_keeps_the_contract(seed: int) -> None:
    config = INFO.make_config(1, {"extreme_arts": True, "gorillas": 12})
    moves, result = play_random_game(GAME, config, seed)
    assert moves > 0 and result.summary


def test_view_hides_unseen_deck_cards_only() -> None:
    state = build({"deck": "BGBG", "known": "1100", "area": "1.1G", "hand": "B"})
    view = GAME.view(state, 0)
    assert view.deck == ["B", "G", "?", "?"]
    sampled = GAME.determinize(view, 0, random.Random(1))
    assert sampled.deck[:2] == ["B", "G"] and sorted(sampled.deck[2:]) == ["B", "G"]


@pytest.mark.parametrize("text", ["act walking pay 1.1", "play G @2.3", "arrange top - bottom GB", "burn BG",
                                  "flee 3.2 @2.4", "swap 2.1 3.1", "declare", "continue", "end", "discard BBG"])
def test_notation_round_trip(text: str) -> None:
    state = new_state(16, True, 1)
    move = GAME.parse_move(state, text)
    assert GAME.parse_move(state, GAME.move_to_text(move)) == move


@pytest.mark.parametrize("text", ["", "hop", "play X @1.1", "play G 1", "act walking pay x", "act nap pay 1.1",
                                  "burn GZ", "guess"])
def test_unreadable_moves_raise_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse_move(new_state(16, False, 1), text)


def test_payment_order_in_text_does_not_matter() -> None:
    state = build({"area": "1.1G 1.2G 2.1G", "hand": "G", "deck": "B"})
    assert GAME.parse_move(state, "act invitation1 pay 1.1,2.1") == Act("invitation1", ((2, 1), (1, 1)))


def test_cheapest_payments_use_the_lowest_levels_first() -> None:
    state = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2G 3.1G", "deck": "B"})
    pays = cheap_payments(state, (2, 1), 3)
    assert pays[0] == ((2, 1), (1, 1))
    assert len(set(pays)) == len(pays) == 3
    assert all(sum(s[0] for s in p) >= sum(s[0] for s in pays[0]) for p in pays)


def test_candidates_are_legal_and_small() -> None:
    state = build({"area": "1.1G 1.2G 1.3G 1.4G 2.1G 2.2G 2.3G 3.1G 3.2G", "hand": "GGGBBB", "deck": "BBGB",
                   "extreme": True})
    legal = set(GAME.legal_moves(state))
    candidates = candidate_moves(state)
    assert set(candidates) <= legal
    assert len(candidates) < 40 < len(legal)


def test_would_lose_is_quiet_for_safe_moves() -> None:
    state = build({"area": "1.1G", "hand": "BBG", "deck": "BB"})
    assert GAME.would_lose(state, Play("G", (1, 2))) is None
    assert GAME.would_lose(state, End()) is None


def test_a_hungry_end_warns_in_the_conditional_and_the_loss_is_told_in_the_past() -> None:
    state = build({"area": "1.1G 1.2G 1.3G", "hand": "B", "deck": "BB"})
    warning = GAME.would_lose(state, End())
    assert warning == ("The Ground Gorillas would need 3 bananas and you would have only 1, "
                       "so the group would break apart")
    after, _events = GAME.apply(state, End())
    assert after.reason == "the Ground Gorillas needed 3 bananas but you had only 1, so the group broke apart"
    empty = build({"area": "1.1G 1.2G", "hand": "", "deck": "BB"})
    assert "would have none" in str(GAME.would_lose(empty, End()))


def test_describe_turn_shows_the_eating_preview() -> None:
    state = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "BB", "deck": "B", "imaginary": 2})
    text = GAME.describe_turn(state, 0)
    assert "Eating: 3 Ground Gorillas need 3 bananas, none from your hand." in text
    printed = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2B", "hand": "BB", "deck": "B", "imaginary": 2, "as_printed": True})
    assert "Eating: 4 Gorillas need 4 bananas, 1 from your hand." in GAME.describe_turn(printed, 0)
    bare = build({"area": "1.1G 1.2G", "hand": "GG", "deck": "B"})
    assert GAME.describe_turn(bare, 0).endswith("short by 2 bananas! 2 Ground Gorillas need 2 bananas, "
                                                "2 from your hand, and you hold none.")
    starving = build({"area": "1.1G 1.2G 1.3G 2.1G 2.2B 3.1G", "hand": "B", "deck": "B", "as_printed": True})
    # no Gorilla card in hand and no free spot for its Banana: no invitation to play from the hand
    assert GAME.describe_turn(starving, 0) == ("Turn 2: use actions or end the Action phase. Eating: short by 3 bananas! "
                                               "5 Gorillas need 5 bananas, 4 from your hand, and you hold 1.")
    room = build({"area": "1.1G 1.2G 1.3G", "hand": "GB", "deck": "B", "as_printed": True})
    assert GAME.describe_turn(room, 0).startswith(
        "Turn 2: play a Gorilla card and Banana cards from your hand, use actions or end the Action phase.")


def test_a_hand_with_no_card_that_fits_is_not_invited_to_play() -> None:
    """A hand of Bananas with no free spot on row 2 or higher: the status line and the panel
    had said "play a card from your hand" / "You may still play 1 card from your hand"."""
    from gamebox.games.goritaire.words import card_lines

    bananas = build({"area": "1.1G", "hand": "BBB", "deck": "B"})
    assert GAME.describe_turn(bananas, 0).startswith("Turn 2: use actions or end the Action phase.")
    assert card_lines(bananas) == []
    gorilla = build({"area": "1.1G", "hand": "GBB", "deck": "B"})
    assert GAME.describe_turn(gorilla, 0).startswith("Turn 2: play a card from your hand, use actions")
    assert card_lines(gorilla) == ["You may still play", "1 card from your hand"]
    banana_fits = build({"area": "1.1G 1.2G", "hand": "BB", "deck": "B"})
    assert GAME.describe_turn(banana_fits, 0).startswith("Turn 2: play a card from your hand, use actions")


def test_the_status_line_and_the_panel_agree_on_eating() -> None:
    for spec in ({"area": "1.1G 1.2G 1.3G 1.4G 2.1G 2.2B", "hand": "BB"},
                 {"area": "1.1G 1.2G 2.1G", "hand": "BBBB"},
                 {"area": "1.1G 1.2G 1.3G 2.1G 2.2B 3.1G", "hand": "B", "as_printed": True}):
        state = build({**spec, "deck": "B"})
        status, panel = eating_sentence(state), " ".join(eating_lines(state))
        needed, plants, _extra, from_hand = eating_needs(state)
        eaters = f"{state.eaters()} {'Gorilla' if state.as_printed else 'Ground Gorilla'}"
        assert eaters in status and eaters in panel
        assert f"{plural(needed, 'banana')}" in status and f"{plural(needed, 'banana')}" in panel
        short = from_hand - state.hand_b
        assert ("short by" in status.lower()) == ("short by" in panel.lower()) == (short > 0)
        if short > 0:
            assert f"short by {plural(short, 'banana')}" in status.lower() and \
                f"short by {plural(short, 'banana')}" in panel.lower()
        assert f"{from_hand or 'none'} from your hand" in status and f"Needed from hand: {from_hand} " in panel
        assert f"From Plants: {plural(plants, 'banana') if plants else 'none'}" in panel


def test_after_the_meal_the_panel_speaks_of_the_next_one() -> None:
    """At the victory choice, after the troop had eaten, the panel read "Eating: 7 bananas ...
    Short by 3 bananas!" beside "You played your card": the next turn's meal, told as this
    turn's alarm."""
    now = build({"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "B"})
    assert eating_lines(now)[0].startswith("Eating: ") and eating_lines(now)[-1].endswith("!")
    after = build({"area": "1.1G 1.2G 2.1G", "hand": "B", "deck": "B", "phase": "end"})
    lines = eating_lines(after)
    assert lines[0].startswith("Next meal: ") and lines[-1].startswith("Short by") and lines[-1].endswith("so far")


def test_a_deal_the_computer_plays_is_told_of_the_computer_not_of_you() -> None:
    """Watching the computer play the deal, the status line said "Turn 1: may play a card from
    the hand" (no one may) and "... from your hand, and you hold 1", the panel "You hold 5
    Banana cards" and "You played your card"."""
    from gamebox.core.describe import Names

    computer = Names.for_table(("computer",), None)
    you = Names.for_table(("human",), 0)
    starving = build({"area": "1.1G 1.2G 2.1G", "hand": "BG", "deck": "B"})
    told = GAME.describe_turn(starving, None, computer)
    assert told.startswith("Turn 2: Computer may play a card from the hand, use actions or end the Action phase.")
    assert told.endswith("2 from the hand, and Computer holds 1."), told
    assert "you" not in told.lower()
    panel = eating_lines(starving, computer) + card_lines(starving, computer)
    assert "Computer holds 1 Banana card" in panel and "Computer may still play" in panel
    assert not any("you" in line.lower() for line in panel), panel
    played = build({"area": "1.1G 1.2G 2.1G", "hand": "BG", "deck": "B", "played": True})
    assert card_lines(played, computer) == ["Computer played its card"]
    assert card_lines(played, you) == ["You played your card"] == card_lines(played)
    assert "You hold 1 Banana card" in eating_lines(starving, you)
    for kind in ("guess", "place", "arrange", "burn", "wander", "flee", "swap"):
        pending = build({"area": "1.1G 1.2G 2.1G", "hand": "BG", "deck": "BBB", "pending": [[kind, 1]]})
        for line in (GAME.describe_turn(pending, None, computer),):
            assert "Computer" in line and "you" not in line.lower() and not line.startswith(("Drag", "Put", "Choose")), line
            assert_plain(line, kind)


def test_the_panel_offers_the_card_from_hand_only_in_the_action_phase() -> None:
    """While discarding down to 7 the panel still said "You may still play 1 card from your hand"."""
    acting = build({"area": "1.1G", "hand": "GB", "deck": "BB"})
    assert card_lines(acting) == ["You may still play", "1 card from your hand"]
    discarding = acting.clone()
    discarding.phase = "maintenance"
    assert card_lines(discarding) == []
    played = acting.clone()
    played.played = True
    assert card_lines(played) == ["You played your card"]
    played.phase = "end"  # under "Next meal", of the turn already eaten
    assert card_lines(played) == []


def test_the_panel_offers_no_card_from_an_empty_hand() -> None:
    """After Cooking had used the last cards the panel said "You may still play 1 card from
    your hand" beside "Hand 0"; As printed, the card is a Gorilla card, so Bananas alone offer none."""
    empty = build({"area": "1.1G", "hand": "", "deck": "BB"})
    assert card_lines(empty) == []
    bananas = build({"area": "1.1G 1.2G", "hand": "BB", "deck": "BB"})  # a free spot on row 2
    assert card_lines(bananas) == ["You may still play", "1 card from your hand"]
    bananas.as_printed = True
    assert card_lines(bananas) == []
