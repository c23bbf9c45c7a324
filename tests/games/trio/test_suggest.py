"""TRIO's Hint words (`suggest_move`): advice to the player to move, from their own view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gamebox.core.describe import Names, capital
from gamebox.games.trio.cards import card_name, parse_card
from gamebox.games.trio.info import INFO
from gamebox.games.trio.levels import playout
from gamebox.games.trio.moves import PASS, Bargain, Move, Pass, Play
from gamebox.games.trio.rules import GAME
from gamebox.games.trio.state import TrioState
from gamebox.games.trio.words import card_words, suggest_move
from tests.games.trio.trio_positions import build
from tests.text_rules import assert_plain

YOU_FIRST = Names.for_table(("human", "computer"), 0)
HOT_SEAT = Names.for_table(("human", "human"), None, ("Ann", "Bob"))

HANDS = [["red-sun", "blue-moon", "blue-moon", "green-star", "green-star"],
         ["yellow-leaf"] * 2 + ["blue-drop"] * 2 + ["red-moon"]]
TRIO_COLUMNS = [[["red-moon", "red-star"], [], [], [], []], [["yellow-sun", "yellow-moon"], [], [], [], []]]
RED_SUN = parse_card("red-sun")


def hint(state: TrioState, move: Move, names: Names | None = YOU_FIRST) -> str:
    seat = GAME.to_move(state)
    assert seat is not None
    text = GAME.suggest_move(GAME.view(state, seat), move, seat, names)
    assert text is not None
    check_hint(text, f"hint for {GAME.move_to_text(move)}")
    return text


def check_hint(text: str, where: str) -> None:
    assert text and text[0].islower() and not text.endswith("."), (where, text)
    assert "?" not in text and "unknown" not in text.lower() and "a card" not in text, (where, text)
    assert_plain(f"Hint: {capital(text)}.", where)


# ----- golden: one position per kind of sentence --------------------------------------------------
def test_a_plain_play_names_the_card_and_the_column() -> None:
    state = build({"hands": HANDS})
    assert hint(state, Play(RED_SUN, 2)) == "play the red sun on column 3"


def test_a_colour_trio_tells_the_trio_card_and_the_facing_loss_like_the_move_log() -> None:
    state = build({"hands": HANDS, "columns": TRIO_COLUMNS})
    move = Play(RED_SUN, 0)
    text = hint(state, move)
    assert text == ("play the red sun on column 1, making a red TRIO (TRIO card 1 of 3); "
                    "Computer loses the yellow moon from their column 1")
    _, events = GAME.apply(state, move)
    log = GAME.describe_move(state, move, events, 0, YOU_FIRST)
    assert log.startswith("You played the red sun on column 1, making a red TRIO (TRIO card 1 of 3),")
    assert log.endswith("; Computer lost the yellow moon from their column 1.")


def test_other_seats_are_named_through_names() -> None:
    state = build({"hands": HANDS, "columns": TRIO_COLUMNS})
    assert hint(state, Play(RED_SUN, 0), HOT_SEAT).endswith("; Bob loses the yellow moon from their column 1")
    assert hint(state, Play(RED_SUN, 0), None).endswith("; Player 1 loses the yellow moon from their column 1")
    assert hint(state, Bargain(RED_SUN), HOT_SEAT) == (
        "bargain, giving the red sun to Bob and taking one of their cards at random")


def test_a_symbol_trio_facing_an_empty_column() -> None:
    state = build({"hands": [["green-leaf"] + HANDS[0][1:], HANDS[1]],
                   "columns": [[[], ["red-leaf", "blue-leaf"], [], [], []], [[] for _ in range(5)]]})
    assert hint(state, Play(parse_card("green-leaf"), 1)) == (
        "play the green leaf on column 2, making a TRIO of leaves (TRIO card 1 of 3)")


def test_the_starters_third_trio_gives_the_other_player_a_last_turn() -> None:
    state = build({"hands": HANDS, "columns": TRIO_COLUMNS, "trios": [2, 0]})
    assert hint(state, Play(RED_SUN, 0)) == (
        "play the red sun on column 1, making a red TRIO (TRIO card 3 of 3); Computer loses the yellow moon "
        "from their column 1; Computer then has one last turn")


def test_the_third_trio_of_the_second_player_wins() -> None:
    state = build({"hands": HANDS, "columns": TRIO_COLUMNS, "trios": [2, 1], "starter": 1, "turn": 0})
    assert hint(state, Play(RED_SUN, 0)).endswith("(TRIO card 3 of 3); Computer loses the yellow moon "
                                                  "from their column 1; you win the game")


def test_a_third_trio_on_the_last_turn_draws() -> None:
    state = build({"hands": HANDS, "columns": [TRIO_COLUMNS[0], [[] for _ in range(5)]], "trios": [2, 3],
                   "starter": 1, "turn": 0, "phase": "last-turn"})
    assert hint(state, Play(RED_SUN, 0)) == (
        "play the red sun on column 1, making a red TRIO (TRIO card 3 of 3); "
        "the game ends in a draw, both with three TRIO cards")
    assert hint(state, Play(RED_SUN, 1)) == "play the red sun on column 2"  # the status line tells it is the last


@pytest.mark.parametrize(("trios", "ending"), [
    ([1, 0], "so the game ends and you win"),
    ([0, 1], "so the game ends and Computer wins"),
    ([1, 1], "so the game ends in a draw"),
])
def test_playing_the_last_card_when_both_hands_run_out(trios: list[int], ending: str) -> None:
    state = build({"hands": [["red-sun"], []], "pile": [], "rest": "discard", "trios": trios})
    assert hint(state, Play(RED_SUN, 4)) == f"play the red sun on column 5; both hands are then empty, {ending}"


def test_a_bargain_never_names_the_card_it_would_take() -> None:
    state = build({"hands": HANDS})
    assert hint(state, Bargain(parse_card("green-star"))) == (
        "bargain, giving the green star to Computer and taking one of their cards at random")


def test_pass_with_an_empty_hand() -> None:
    state = build({"hands": [[], ["red-sun", "blue-moon"]], "pile": [], "rest": "discard"})
    assert GAME.legal_moves(state) == [PASS]
    assert hint(state, PASS) == "pass, as your hand is empty"


# ----- the sweep: every candidate move of seeded games ----------------------------------------------
def _faces(state: TrioState) -> set[int]:
    cards: list[Any] = list(state.hands[0]) + list(state.hands[1]) + list(state.pile) + list(state.discard)
    cards += [c for side in state.columns for column in side for c in column]
    return {c for c in cards if c is not None}


ENDINGS = ("one last turn", "win the game", "wins the game", "in a draw", "both hands are then empty")


def test_every_candidate_hint_reads_plainly_and_tells_only_what_the_seat_sees() -> None:
    kinds: set[str] = set()
    for seed in range(24):
        rng = random.Random(seed)
        state = GAME.new_game(INFO.make_config(2), seed)
        while (seat := GAME.to_move(state)) is not None:
            kinds_at_table = ("human", "computer") if seat == 0 else ("computer", "human")
            names = [Names.for_table(kinds_at_table, seat), HOT_SEAT, None][seed % 3]
            view = GAME.view(state, seat)
            hidden = {card_words(card_name(face)) for face in _faces(state) - _faces(view)}
            moves = GAME.candidate_moves(view)
            for move in rng.sample(moves, min(30, len(moves))):
                where = f"seed {seed}, ply {state.ply}, {GAME.move_to_text(move)}"
                text = suggest_move(view, move, seat, names)
                check_hint(text, where)
                assert not [name for name in hidden if name in text], (where, text, hidden)
                _, events = GAME.apply(state, move)  # the hint tells what the rules then do
                happened = {event.kind for event in events}
                assert ("making a" in text) == ("trio_made" in happened), (where, text)
                assert (" loses the " in text) == ("facing_card_lost" in happened), (where, text)
                assert ("one last turn" in text) == ("last_turn" in happened), (where, text)
                if "win" in text or "draw" in text:
                    assert "game_over" in happened, (where, text)
                kinds.add(type(move).__name__ + ("+trio" if "trio_made" in happened else ""))
                kinds.update(end for end in ENDINGS if end in text)
            greedy = 0.8 if seed % 2 else 0.0  # greedy games end in TRIOs, random ones often run the hands out
            move = playout(GAME, state, seat, rng) if rng.random() < greedy else rng.choice(GAME.legal_moves(state))
            state, _ = GAME.apply(state, move)
    assert {"Play", "Play+trio", "Bargain", Pass.__name__, *ENDINGS} <= kinds, kinds
