"""gamebox-cli: JSON out, exit status 2 and one line on stderr for every kind of bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox.cli import main
from gamebox.registry import all_games

GAME_IDS = [info.id for info in all_games()]


def run(capsys, *argv: str) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_lists_the_registry(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert [g["id"] for g in json.loads(out)] == GAME_IDS


@pytest.mark.parametrize("game", GAME_IDS)
def test_new_legal_play_round_trip_for_every_game(game: str, capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "new", game, "--seed", "5")
    assert code == 0
    position = tmp_path / "pos.json"
    position.write_text(out)
    assert json.loads(out)["game"] == game
    code, out, _ = run(capsys, "legal", game, "--position", str(position))
    moves = out.splitlines()
    assert code == 0 and moves
    code, out, err = run(capsys, "play", game, "--position", str(position), "--moves", moves[0])
    assert code == 0, err
    data = json.loads(out)
    assert data["position"]["game"] == game and data["events"]
    again = tmp_path / "after.json"
    again.write_text(json.dumps(data["position"]))
    assert run(capsys, "legal", game, "--position", str(again))[0] == 0


@pytest.mark.parametrize("game", GAME_IDS)
def test_hint_names_a_legal_move_in_words_for_the_seat_to_move(game: str, capsys) -> None:  # type: ignore[no-untyped-def]
    from tests.text_rules import assert_plain

    code, out, err = run(capsys, "hint", game, "--seed", "3")
    assert code == 0, err
    data = json.loads(out)
    code, legal, _ = run(capsys, "legal", game, "--seed", "3")
    assert data["move"] in legal.splitlines()
    assert data["level"] == ("solver" if game == "goritaire" else "hard")
    assert_plain(f"Hint: {data['words'][:1].upper()}{data['words'][1:]}.", f"{game} CLI hint")
    assert run(capsys, "hint", game, "--seed", "3")[1] == out  # the same position, the same hint


def test_no_hint_once_the_game_is_over(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "new", "trio", "--seed", "4")
    position = json.loads(out)
    from gamebox.registry import get_info

    game = get_info("trio").load()
    state = game.state_from_json(position["state"])
    while game.to_move(state) is not None:
        state, _ = game.apply(state, game.candidate_moves(state)[0])
    position["state"] = game.state_to_json(state)
    over = tmp_path / "over.json"
    over.write_text(json.dumps(position))
    code, out, err = run(capsys, "hint", "trio", "--position", str(over))
    assert code == 2 and out == "" and "the game is over" in err


def test_same_seed_same_deal_other_seed_other_deal(capsys) -> None:  # type: ignore[no-untyped-def]
    a = run(capsys, "new", "girafferaffe", "--seed", "7")[1]
    b = run(capsys, "new", "girafferaffe", "--seed", "7")[1]
    c = run(capsys, "new", "girafferaffe", "--seed", "8")[1]
    assert a == b != c


@pytest.mark.parametrize("argv,needle", [
    (["new", "chess"], "unknown game 'chess'"),
    (["new", "girafferaffe", "--seed", "-1"], "deal number"),
    (["new", "girafferaffe", "--seed", "abc"], "deal number"),
    (["new", "girafferaffe", "--players", "9"], "not 9"),
    (["new", "girafferaffe", "--option", "colour=red"], "no option 'colour'"),
    (["new", "girafferaffe", "--option", "rotten_apples"], "KEY=VALUE"),
    (["new", "girafferaffe", "--option", "rotten_apples=maybe"], "yes or no"),
    (["play", "girafferaffe", "--moves", "fly away"], "move 1 'fly away'"),
    (["selfplay", "girafferaffe", "--games", "0"], "from 1 to"),
    (["selfplay", "girafferaffe", "--ai", "genius"], "no computer level 'genius'"),
    (["selfplay", "girafferaffe", "--players", "3", "--ais", "normal,random"], "needs 3 levels"),
    (["hint", "trio", "--level", "super"], "no computer level 'super'"),
    (["hint", "chess"], "unknown game 'chess'"),
    # "must be a whole number written with the digits 0-9, not '9999…'", and the whole of it
    (["legal", "trio", "--limit", "9" * 40], "a whole number of at most 30 digits, not '99999"),
    (["legal", "trio", "--limit", "9" * 5000], "a whole number of at most 30 digits"),
    (["selfplay", "trio", "--games", "x" * 5000], "written with the digits 0-9, not 'xxxx"),
])
def test_bad_input_exits_2_with_one_line(capsys, argv: list[str], needle: str) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert needle in err and err.count("\n") == 1 and len(err) < 200


def test_illegal_move_after_legal_ones_prints_nothing(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    first = run(capsys, "legal", "girafferaffe", "--seed", "3")[1].splitlines()[0]
    code, out, err = run(capsys, "play", "girafferaffe", "--seed", "3", "--moves", f"{first}; {first}")
    assert code == 2 and out == "" and "move 2" in err


@pytest.mark.parametrize("content,needle", [
    ("{broken", "not valid JSON"),
    ('{"format": "gamebox-position", "version": 1, "game": "trio", "state": {}}', 'for "trio"'),
    ('{"format": "chess"}', "not a GameBox position"),
    ('{"format": "gamebox-position", "version": 1, "game": "girafferaffe", "state": {"hands": 3}}', ""),
])
def test_broken_positions_are_refused(capsys, tmp_path: Path, content: str, needle: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "p.json"
    path.write_text(content)
    code, out, err = run(capsys, "legal", "girafferaffe", "--position", str(path))
    assert code == 2 and out == "" and needle in err and err.strip()


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("state", [{}, {"players": "x"}, [], None, {"hands": [[1, 2]]}])
def test_damaged_states_are_refused_for_every_game(capsys, tmp_path: Path, game: str, state: object) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"format": "gamebox-position", "version": 1, "game": game, "state": state}))
    code, out, err = run(capsys, "legal", game, "--position", str(path))
    assert code == 2 and out == "" and err.strip() and err.count("\n") == 1


def test_missing_position_file(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run(capsys, "legal", "girafferaffe", "--position", str(tmp_path / "none.json"))
    assert code == 2 and "none.json: no such file" in err and err.count("\n") == 1


def test_selfplay_summary(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "selfplay", "girafferaffe", "--games", "3", "--players", "3", "--ai", "random")
    data = json.loads(out)
    assert code == 0 and data["games"] == 3 and data["errors"] == 0
    assert sum(data["wins_by_seat"]) == pytest.approx(3) and data["games_per_s"] > 0
    assert data["no_winner"] == 0  # Girafferaffe always has winners (all but the loser, G9)


def test_selfplay_counts_lost_solitaire_deals_as_no_winner(capsys) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(run(capsys, "selfplay", "goritaire", "--games", "5", "--ai", "random")[1])
    assert data["errors"] == 0 and data["no_winner"] + sum(data["wins_by_seat"]) == 5
    assert data["shared_wins"] == 0


def test_bench_reports_throughput(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "bench", "girafferaffe", "--seconds", "0.2")
    data = json.loads(out)
    assert code == 0 and data["contract"]["actions_per_s"] > 0


def test_position_from_stdin_and_the_installed_command() -> None:
    new = subprocess.run([sys.executable, "-m", "gamebox.cli", "new", "girafferaffe", "--seed", "2"],
                         capture_output=True, text=True, check=True)
    legal = subprocess.run([sys.executable, "-m", "gamebox.cli", "legal", "girafferaffe", "--position", "-"],
                           input=new.stdout, capture_output=True, text=True)
    assert legal.returncode == 0 and legal.stdout.strip()
