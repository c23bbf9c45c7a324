"""Girafferaffe hints (suggest_move): what a move would do, told to the player to move from
that player's own view, in plain words ("Hint: Play the red 7 and the blue 7 on the Pair tree.")."""

from __future__ import annotations

import random
import re
from typing import Any

from gamebox.core.describe import Names, capital
from gamebox.games.girafferaffe.cards import parse_card
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.rules import GAME
from gamebox.games.girafferaffe.state import State
from gamebox.games.girafferaffe.words import suggest_move
from tests.games.girafferaffe.golden_runner import build
from tests.games.girafferaffe.phrases import hidden_phrases
from tests.text_rules import assert_plain


def cards(*texts: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(t) for t in texts))


def hint(state: State, move: Move, names: Names | None = None) -> str:
    """The hint for the player to move, from that player's view, checked as the app shows it."""
    seat = GAME.to_move(state)
    assert seat is not None
    text = GAME.suggest_move(GAME.view(state, seat), move, seat, names)
    assert text is not None
    assert_plain(f"Hint: {capital(text)}.", "hint")
    return text


# ----- golden hints ---------------------------------------------------------------------
def test_a_pair_names_its_cards_and_the_redraw_card_it_draws() -> None:
    setup: dict[str, Any] = {"players": 2, "redraw": ["Y15"], "hands": [["R7", "B7", "R2"], ["G10", "G11"]]}
    state = build(setup)
    assert hint(state, PlayCards("pair", cards("R7", "B7"))) == (
        "play the red 7 and the blue 7 on the Pair tree and draw a card from the Redraw Deck")
    empty = build({**setup, "redraw": []})  # the Redraw Deck is used up: nothing to draw
    assert hint(empty, PlayCards("pair", cards("R7", "B7"))) == "play the red 7 and the blue 7 on the Pair tree"


def test_a_single_earns_nothing() -> None:
    state = build({"players": 2, "hands": [["R7", "B7", "R2"], ["G10", "G11"]]})
    assert hint(state, PlayCards("single", cards("R2"))) == "play the red 2 on the Single tree"
    three = build({"players": 3, "hands": [["R7", "B7", "Y2"], ["G10"], ["G11"]]})
    assert hint(three, PlayCards("single-red-yellow", cards("Y2"))) == "play the yellow 2 on the Single red/yellow tree"


def test_sets_with_copies_and_the_apples_they_take() -> None:
    state = build({"players": 2, "hands": [["R9", "B9", "G9", "=", "R4", "B5", "G6"], ["G10"]]})
    four = PlayCards("4kind", cards("R9", "B9", "G9", "="))
    assert hint(state, four) == "play the red 9, blue 9, green 9 and a Copy on the 4 of a Kind tree and take 2 apples"
    assert hint(state, PlayCards("3kind", cards("R9", "B9", "="))) == (
        "play the red 9, the blue 9 and a Copy on the 3 of a Kind tree and take an apple")
    straight = PlayCards("straight", cards("R4", "B5", "G6"))
    assert hint(state, straight) == "play the red 4, blue 5 and green 6 on the Straight tree and take an apple"
    copies = build({"players": 2, "hands": [["R9", "=", "="], ["G10"]]})
    assert hint(copies, PlayCards("any", cards("R9", "=", "="))) == (
        "play the red 9 and 2 Copies on the Any tree and take an apple")


def test_the_supply_running_low_cuts_the_apples() -> None:
    hands = [["R9", "B9", "G9", "Y9"], ["G10"]]
    low = build({"players": 2, "apples": [0, 15], "hands": hands})  # one apple left in the supply
    four = PlayCards("4kind", cards("R9", "B9", "G9", "Y9"))
    assert hint(low, four) == "play the red 9, blue 9, yellow 9 and green 9 on the 4 of a Kind tree and take an apple"
    none = build({"players": 2, "apples": [0, 16], "hands": hands})
    assert hint(none, four) == "play the red 9, blue 9, yellow 9 and green 9 on the 4 of a Kind tree"


def test_spending_an_apple_says_what_it_keeps() -> None:
    state = build({"players": 2, "apples": [2, 0], "hands": [["R7", "B7"], ["G10"]]})
    assert hint(state, SpendApple()) == "spend an apple and keep your cards"
    last = build({"players": 2, "apples": [1, 0], "hands": [["R7"], ["G10"]]})
    assert hint(last, SpendApple()) == "spend your last apple and keep your card"
    bare = build({"players": 2, "apples": [2, 0], "hands": [[], ["G10"]]})
    assert hint(bare, SpendApple()) == "spend an apple, since you have no cards left"
    names = Names.for_table(("computer", "human"), 1)  # the same words for the second seat
    second = build({"players": 2, "apples": [0, 3], "current": 1, "hands": [["R7"], ["G10"]]})
    assert hint(second, SpendApple(), names) == "spend an apple and keep your card"


def test_the_robots_colour_choice_is_told_by_colour() -> None:
    setup = {"players": 1, "apples": [1], "stacks": {"single": [["Y4"]]}, "hands": [["R1", "G14"]],
             "robot": {"hand": ["R5", "B5", "Y12", "G13", "R14"]}}
    state = build(setup)
    waiting, _ = GAME.apply(state, SpendApple())
    assert waiting.pending
    view = GAME.view(waiting, 0)
    assert [hint(waiting, m) for m in GAME.candidate_moves(view)] == [
        "have the Robot play the red 5 on the Single tree", "have the Robot play the blue 5 on the Single tree"]
    pair = build({"players": 1, "apples": [1], "hands": [["R1", "G14"]],
                  "stacks": {"single": [["Y15"]], "3kind": [["R15", "B15", "G15"]]},
                  "robot": {"hand": ["R5", "B5", "Y5", "G12", "R13"]}})
    waiting, _ = GAME.apply(pair, SpendApple())
    assert waiting.pending_tree == "pair"
    assert hint(waiting, RobotChoice(cards("B5", "Y5"))) == "have the Robot play the blue 5 and the yellow 5 on the Pair tree"


def test_the_module_function_and_the_game_agree() -> None:
    state = build({"players": 2, "apples": [1, 0], "hands": [["R7", "B7"], ["G10"]]})
    view = GAME.view(state, 0)
    for move in GAME.candidate_moves(view):
        assert GAME.suggest_move(view, move, 0) == suggest_move(view, move, 0)


# ----- the sweep ------------------------------------------------------------------------
def _names_hidden(text: str, phrases: set[str]) -> list[str]:
    return [p for p in phrases if re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", text, re.IGNORECASE)]


def test_every_candidate_move_has_a_plain_hint_in_seeded_games() -> None:
    """Random seeded games (2, 3 and 1 players, rounds and a larger Robot Deck too): every
    candidate move of the view of the player to move (the moves the computer players pick
    from) reads as a plain hint naming no card that player cannot see."""
    games: list[tuple[int, int, dict[str, Any]]] = [
        (players, seed, {}) for players, seeds in ((2, range(1, 7)), (3, range(7, 11)), (1, range(11, 19)))
        for seed in seeds]
    games += [(2, 19, {"rotten_apples": True}), (3, 20, {"rotten_apples": True}), (1, 21, {"robot_deck": 30})]
    checked = 0
    kinds: set[str] = set()
    for players, seed, options in games:
        rng = random.Random(seed)
        state = GAME.new_game(GAME.info.make_config(players, options), seed)
        names = Names.for_table(("human",) * players, 0)
        for _step in range(400):
            seat = GAME.to_move(state)
            if seat is None:
                break
            view = GAME.view(state, seat)
            moves = GAME.candidate_moves(view)
            assert moves, f"{players}p seed {seed}: no candidate moves for the player to move"
            hidden = hidden_phrases(GAME, state, state, seat)
            for move in moves[:30]:
                text = suggest_move(view, move, seat, names)
                where = f"{players}p seed {seed}: hint for {GAME.move_to_text(move)!r}"
                assert text and text[0].islower(), f"{where}: {text!r}"
                assert not text.endswith((".", "!", "?", " ")), f"{where}: {text!r}"
                assert "?" not in text and "unknown" not in text.lower() and "hidden" not in text, where
                assert_plain(f"Hint: {capital(text)}.", where)
                assert not _names_hidden(text, hidden), f"{where}: {text!r} names {_names_hidden(text, hidden)}"
                kinds.add(type(move).__name__)
                checked += 1
            state, _ = GAME.apply(state, rng.choice(moves))
    assert checked > 2000, checked
    assert kinds == {"PlayCards", "SpendApple", "RobotChoice"}, kinds
