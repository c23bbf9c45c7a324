"""Engine details beyond the golden files: deal, notation, JSON errors, words, computer players."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from gamebox.ai.base import RandomPlayer, make_player
from gamebox.core.errors import NotationError, RecordError
from gamebox.games.gorilla.ai import HardPlayer
from gamebox.games.gorilla.cards import DECK_SIZE, FITS, JOKER, NAMES, card_name
from gamebox.games.gorilla.heuristic import FORGET_CALL, HeuristicPlayer
from gamebox.games.gorilla.info import INFO
from gamebox.games.gorilla.moves import CALL_MOVE, QUIET_MOVE, Catch, Draw, Play, Tap
from gamebox.games.gorilla.reaction import REACTION_MS, reaction_time_ms
from gamebox.games.gorilla.rules import GAME
from gamebox.games.gorilla.state import CALL, OPEN, TAP
from gamebox.registry import get_info


def test_registered_with_the_fixed_levels() -> None:
    info = get_info("gorilla")
    assert (info.min_players, info.max_players, info.default_players) == (3, 5, 4)
    assert info.ai_levels == ("random", "easy", "normal", "hard") and info.default_ai == "normal"
    assert isinstance(make_player(info, "hard"), HardPlayer)
    assert isinstance(make_player(info, "normal"), HeuristicPlayer)


def test_k1_deck_has_45_distinct_cards() -> None:
    assert len(set(NAMES)) == DECK_SIZE == 45
    assert sum(name.endswith("-gorilla") for name in NAMES) == 4
    assert NAMES.count("joker") == 1
    for colour in ("red", "blue", "yellow", "green"):
        assert sum(name.startswith(colour + "-") for name in NAMES) == 11  # 10 animals + its Gorilla


@pytest.mark.parametrize("players", [3, 4, 5])
def test_k1_k2_deal(players: int) -> None:
    firsts = set()
    for seed in range(30):
        state = GAME.new_game(INFO.make_config(players), seed)
        assert [len(h) for h in state.hands] == [6] * players
        assert len(state.stack) == 45 - 6 * players and state.pile == []
        assert state.phase == OPEN and state.direction == 1
        assert any(c < 40 for c in state.hands[state.seat])  # five non-animals cannot fill 6
        firsts.add(state.seat)
        assert GAME.state_to_json(GAME.new_game(INFO.make_config(players), seed)) == GAME.state_to_json(state)
    assert firsts == set(range(players))  # the seed chooses the first player


def test_matching_table() -> None:
    red_tiger, blue_tiger, red_zebra, blue_zebra = 0, 10, 2, 12
    assert FITS[red_tiger][blue_tiger] and FITS[red_tiger][red_zebra] and not FITS[red_tiger][blue_zebra]
    assert FITS[red_tiger][41] and not FITS[red_tiger][42]  # red Gorilla only on red
    assert all(FITS[JOKER][c] for c in range(45) if c != JOKER)


def test_notation_round_trip_and_errors() -> None:
    state = GAME.new_game(INFO.make_config(4), 3)
    for move in (Play(0), Play(JOKER), Play(44), Draw(), CALL_MOVE, QUIET_MOVE, Catch(2), Tap((2, 0, 3))):
        text = GAME.move_to_text(move)
        assert GAME.parse_move(state, text) == move
    assert GAME.move_to_text(Play(JOKER)) == "play joker"
    assert GAME.parse_move(state, "joker") == Play(JOKER)
    assert GAME.parse_move(state, "Play Red-Tiger") == Play(0)
    for bad in ("", "play purple-tiger", "dance", "catch x", "tap a,b"):
        with pytest.raises(NotationError):
            GAME.parse_move(state, bad)


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(players=7),
    lambda d: d.update(hands="x"),
    lambda d: d["hands"][0].append("red-tiger"),
    lambda d: d["hands"][0].__setitem__(0, "purple-cow"),
    lambda d: d.update(phase="dance"),
    lambda d: d.update(direction=0),
    lambda d: d.update(to_move=9),
    lambda d: d.update(pending={"seat": 0, "phase": "play"}),
    lambda d: d.update(seed="x"),
    lambda d: d.pop("rebuilds"),
])
def test_broken_positions_are_refused_in_words(mutate) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(json.dumps(GAME.state_to_json(GAME.new_game(INFO.make_config(4), 5))))
    mutate(data)
    with pytest.raises(RecordError):
        GAME.state_from_json(data)
    with pytest.raises(RecordError):
        GAME.state_from_json([1, 2])


def test_describe_turn_says_what_to_do() -> None:
    state = GAME.new_game(INFO.make_config(4), 8)
    seat = state.seat
    assert "Open a new pile: drag any animal card onto the pile's place" in GAME.describe_turn(state, seat)
    assert f"Waiting for Player {seat + 1} to open" in GAME.describe_turn(state, (seat + 1) % 4)
    state, _ = GAME.apply(state, GAME.legal_moves(state)[0])
    assert "play a" in GAME.describe_turn(state, state.seat) or "draw" in GAME.describe_turn(state, state.seat)


def test_realtime_only_during_a_tap_race() -> None:
    rng = random.Random(1)
    seen_tap = False
    for seed in range(40):
        state = GAME.new_game(INFO.make_config(4), seed)
        while GAME.to_move(state) is not None:
            assert GAME.realtime_decision(state) == (state.phase == TAP)
            seen_tap |= state.phase == TAP
            moves = GAME.legal_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert seen_tap


def test_draw_events_reveal_and_card_names() -> None:
    state = GAME.new_game(INFO.make_config(3), 1)
    state, _ = GAME.apply(state, GAME.legal_moves(state)[0])
    while GAME.legal_moves(state) != [Draw()]:
        state, _ = GAME.apply(state, GAME.legal_moves(state)[0])
        if GAME.to_move(state) is None:
            pytest.skip("game ended without a draw")
    _, events = GAME.apply(state, Draw())
    drawn = [e for e in events if e.kind == "card_drawn"]
    assert drawn and all(e.reveals for e in drawn) and drawn[0].data["card"] in NAMES


def test_reaction_times_follow_levels() -> None:
    rng = random.Random(4)
    for level, (low, high) in REACTION_MS.items():
        times = [reaction_time_ms(level, rng) for _ in range(200)]
        assert low <= min(times) and max(times) <= high
    hard = sum(reaction_time_ms("hard", rng) for _ in range(200))
    easy = sum(reaction_time_ms("easy", rng) for _ in range(200))
    assert hard < easy


def _call_state():  # type: ignore[no-untyped-def]
    for seed in range(200):
        state = GAME.new_game(INFO.make_config(4), seed)
        rng = random.Random(seed)
        while GAME.to_move(state) is not None:
            if state.phase == CALL and state.pend_phase != TAP:
                return state
            moves = GAME.legal_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    raise AssertionError("no call phase found")


def test_easy_sometimes_forgets_the_call_normal_never() -> None:
    state = _call_state()
    seat = state.seat
    view = GAME.view(state, seat)
    easy = [HeuristicPlayer("easy").choose(GAME, view, seat, random.Random(i)) for i in range(300)]
    normal = {HeuristicPlayer("normal").choose(GAME, view, seat, random.Random(i)) for i in range(100)}
    assert normal == {CALL_MOVE}
    forgot = easy.count(QUIET_MOVE) / len(easy)
    assert abs(forgot - FORGET_CALL["easy"]) < 0.1


def test_normal_always_catches_a_missed_call() -> None:
    state = _call_state()
    state, _ = GAME.apply(state, QUIET_MOVE)
    seat = state.seat
    move = HeuristicPlayer("normal").choose(GAME, GAME.view(state, seat), seat, random.Random(0))
    assert isinstance(move, Catch)


def test_heuristic_beats_random() -> None:
    wins = 0
    games = 200
    for game in range(games):
        seats = [RandomPlayer() for _ in range(4)]
        hero = game % 4
        seats[hero] = HeuristicPlayer("normal")  # type: ignore[call-overload]
        state = GAME.new_game(INFO.make_config(4), 5000 + game)
        rng = random.Random(game)
        while (seat := GAME.to_move(state)) is not None:
            move = seats[seat].choose(GAME, GAME.view(state, seat), seat, rng)
            state, _ = GAME.apply(state, move)
        wins += state.winner == hero
    assert wins / games > 0.3  # random alone would be 0.25


def test_inventory_counts_every_card() -> None:
    state = GAME.new_game(INFO.make_config(5), 2)
    assert GAME.inventory(state) == Counter(card_name(c) for c in range(45))


def test_fast_playout_ends_with_a_winner() -> None:
    from gamebox.games.gorilla.engine import fast_playout

    for seed in range(50):
        winner, actions = fast_playout(4, seed)
        assert 0 <= winner < 4 and actions > 0
        assert GAME.fast_playout(INFO.make_config(4), seed) > 0


def test_a_refused_draw_names_every_card_that_could_be_played() -> None:
    """K6: a player who can play must play. The refusal named only the first such card, so a
    player holding two or three saw one and wondered about the others; it now names up to four
    (three and a count when there are more)."""
    from gamebox.games.gorilla.cards import card_words
    from gamebox.games.gorilla.engine import playable

    rng = random.Random(3)
    seen = Counter[int]()
    for seed in range(60):
        state = GAME.new_game(INFO.make_config(4), seed)
        while GAME.to_move(state) is not None:
            if state.phase in (OPEN, 1) or GAME.legal_moves(state) and isinstance(GAME.legal_moves(state)[0], Play):
                cards = playable(state)
                reason = GAME.refusal(state, Draw())
                if cards:
                    assert reason is not None
                    named = [c for c in set(state.hands[state.seat]) if card_words(c) in reason]
                    if len(cards) <= 4:
                        assert set(cards) <= set(named) and "more" not in reason, (reason, cards)
                    else:
                        assert set(cards[:3]) <= set(named) and f"and {len(cards) - 3} more)" in reason, reason
                        assert f" {len(cards)} " in reason and "or " not in reason, reason  # how many in all
                    seen[min(len(cards), 5)] += 1
            moves = GAME.legal_moves(state)
            state, _ = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert all(seen[k] for k in (1, 2, 3, 4, 5)), seen
