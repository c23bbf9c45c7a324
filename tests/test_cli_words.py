"""The command line's words: counts agree with their nouns ("1 player", "2 players"), lists read
"a, b and c"; the deal number's limit is the one its message names; and what the command line
would silently ignore (an empty move list, an option for another player count, a setting a
position already holds, a level given twice over) is refused in plain words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gamebox.core.rng import MAX_SEED
from gamebox.registry import all_games, get_info
from tests.fuzz.cli_runner import Outcome, cli

ONE_PLURAL = re.compile(r"\b1 (players|seats|levels|entries|games|moves|names|player names|others)\b")
AND_AND = re.compile(r"\b\w+ and \w+ and \w+")


def refused(outcome: Outcome, needle: str = "") -> str:
    assert outcome.code == 2 and outcome.out == "", outcome
    assert needle in outcome.err, outcome.err
    assert not ONE_PLURAL.search(outcome.err), outcome.err
    assert not AND_AND.search(outcome.err), outcome.err
    return outcome.err


# ----- counts and lists -------------------------------------------------------------------------
def test_a_one_player_game_says_player() -> None:
    refused(cli(["new", "goritaire", "--players", "2"]), "Goritaire is for 1 player, not 2")
    refused(cli(["new", "trio", "--players", "3"]), "TRIO is for 2 players, not 3")
    refused(cli(["new", "sifaka", "--players", "9"]), "Sifaka is for 2 to 4 players, not 9")


def test_the_apps_words_for_a_wrong_player_count_agree_too() -> None:
    from gamebox.core.errors import ConfigError

    with pytest.raises(ConfigError) as caught:
        get_info("gorilla").make_config(1)
    assert caught.value.plain == "it is a game of Gorilla for 1 player, and Gorilla is for 3 to 5 players"
    with pytest.raises(ConfigError) as caught:
        get_info("goritaire").make_config(3)
    assert caught.value.plain == "it is a game of Goritaire for 3 players, and Goritaire is for 1 player"


def test_ais_counts_its_levels() -> None:
    refused(cli(["selfplay", "goritaire", "--ais", "random,random"]), "--ais needs 1 level, one per seat, not 2")
    refused(cli(["selfplay", "trio", "--ais", "random"]), "--ais needs 2 levels, one per seat, not 1")


def test_replay_counts_seats_and_its_one_seat(tmp_path: Path) -> None:
    records = tmp_path / "records"
    assert cli(["selfplay", "goritaire", "--games", "1", "--record-dir", str(records)]).code == 0
    record = next(records.iterdir())
    refused(cli(["replay", "goritaire", "--record", str(record), "--seat", "1"]),
            "--seat must be 0 in this game of 1 player, not 1")
    doc = json.loads(record.read_text())
    broken = tmp_path / "two-seats.json"
    broken.write_text(json.dumps({**doc, "seats": ["computer", "computer"]}))
    refused(cli(["replay", "goritaire", "--record", str(broken)]), "the record has 2 seats for 1 player")


def test_a_shared_win_lists_the_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sifaka's result summary, as `play` prints it: "Red, Blue, Yellow and Green share the win"."""
    from gamebox.games.sifaka import scoring

    game = get_info("sifaka").load()
    for players in (2, 3, 4):
        state = game.new_game(get_info("sifaka").make_config(players), 1)
        monkeypatch.setattr(scoring, "tally", lambda state, seat: (7, 3, 0, 0, 0))
        summary = scoring.final_result(state).summary
        colours = [state.colour_of(s).capitalize() for s in range(players)]
        listed = colours[0] if players == 1 else ", ".join(colours[:-1]) + " and " + colours[-1]
        assert summary == f"{listed} share the win with 7 points each", summary
        assert not AND_AND.search(summary)


# ----- the deal number --------------------------------------------------------------------------
def test_the_largest_deal_number_is_taken_and_the_next_is_refused_with_that_limit() -> None:
    assert json.loads(cli(["new", "trio", "--seed", str(MAX_SEED)]).out)["game"] == "trio"
    for seed in (str(MAX_SEED + 1), "9" * 19, "9" * 20, "1" + "0" * 40):
        err = refused(cli(["new", "trio", "--seed", seed]), str(MAX_SEED))
        assert "18 digits" not in err


# ----- what would be silently ignored -------------------------------------------------------------
@pytest.mark.parametrize("moves", ["", " ", ";", " ; ;\n"])
def test_an_empty_move_list_is_refused(moves: str) -> None:
    refused(cli(["play", "trio", "--moves", moves]), "--moves needs at least one move")


def _misplaced_options() -> list[tuple[str, str, int]]:
    """(game, option, a player count it does not apply to) for every option of every game."""
    out = []
    for info in all_games():
        for spec in info.options:
            for players in range(info.min_players, info.max_players + 1):
                if not spec.applies(players):
                    out.append((info.id, spec.name, players))
                    break
    return out


def test_there_are_options_for_some_player_counts_only() -> None:
    assert ("girafferaffe", "robot_deck", 2) in _misplaced_options()


@pytest.mark.parametrize("game_id,name,players", _misplaced_options())
def test_an_option_for_other_player_counts_is_refused(game_id: str, name: str, players: int) -> None:
    spec = next(o for o in get_info(game_id).options if o.name == name)
    value = "yes" if spec.kind == "bool" else str(spec.default)
    for command in (["new"], ["legal", "--limit", "1"], ["play", "--moves", "pass"], ["bench", "--seconds", "0.1"],
                    ["selfplay", "--games", "1"]):
        err = refused(cli([command[0], game_id, *command[1:], "--players", str(players),
                           "--option", f"{name}={value}"]), f"--option {name} is for")
        assert f"not {players} players" in err or f"not {players} player" in err


def test_an_option_for_this_player_count_is_still_taken() -> None:
    position = json.loads(cli(["new", "girafferaffe", "--players", "1", "--option", "robot_deck=20"]).out)
    assert position["game"] == "girafferaffe"
    assert cli(["new", "girafferaffe", "--players", "3", "--option", "rotten_apples=yes"]).code == 0


def test_an_option_given_twice_is_refused() -> None:
    refused(cli(["new", "goritaire", "--option", "gorillas=10", "--option", "gorillas=12"]), "given twice")


def test_seat_levels_must_fit_the_seats_and_are_selfplays_own() -> None:
    refused(cli(["new", "gorilla", "--players", "3", "--option", "seat_levels=human,random"]),
            "one entry per seat (3 entries), not 2")
    assert cli(["new", "gorilla", "--players", "3", "--option", "seat_levels=human,random,normal"]).code == 0
    refused(cli(["selfplay", "gorilla", "--games", "1", "--option", "seat_levels=random,random,random"]),
            "filled from the seats' levels")


def test_ai_and_ais_together_are_refused() -> None:
    refused(cli(["selfplay", "trio", "--ai", "random", "--ais", "normal,normal"]), "not both")


@pytest.mark.parametrize("extra", [["--seed", "3"], ["--players", "2"], ["--option", "x=1"],
                                   ["--seed", "0", "--players", "2"]])
def test_new_game_settings_beside_a_position_are_refused(tmp_path: Path, extra: list[str]) -> None:
    position = tmp_path / "pos.json"
    position.write_text(cli(["new", "trio", "--seed", "5"]).out)
    for command in (["legal"], ["play", "--moves", "pass"]):
        refused(cli([command[0], "trio", "--position", str(position), *command[1:], *extra]),
                "cannot be given with --position")
    assert cli(["legal", "trio", "--position", str(position), "--limit", "1"]).code == 0


def test_the_default_deal_is_still_deal_0() -> None:
    assert cli(["new", "trio"]).out == cli(["new", "trio", "--seed", "0"]).out


# ----- games by name, the top level, what one command's output gives the next ---------------
@pytest.mark.parametrize("name", ["TRIO", "Trio", "Girafferaffe", " sifaka "])
def test_a_game_is_taken_by_its_id_or_its_name_in_any_case(name: str) -> None:
    outcome = cli(["new", name, "--seed", "2"])
    assert outcome.code == 0 and json.loads(outcome.out)["game"] == name.strip().lower(), outcome


def test_the_top_level_says_its_version_and_names_an_unknown_option() -> None:
    from gamebox import __version__

    assert cli(["--version"]).out.strip() == f"gamebox-cli {__version__}"
    assert "unknown option -x" in refused(cli(["-x"]))
    assert "no command given" in refused(cli([]))


def test_plays_output_is_a_position_for_the_next_command() -> None:
    """`new | play | legal`: the help says a position comes "from new or play", yet play's
    output ({"position": ..., "events": ...}) was refused as "not a GameBox position"."""
    start = cli(["new", "trio", "--seed", "3"]).out
    first = cli(["legal", "trio", "--position", "-"], start.encode()).out.splitlines()[0]
    played = cli(["play", "trio", "--position", "-", "--moves", first], start.encode())
    assert played.code == 0, played
    after = cli(["legal", "trio", "--position", "-"], played.out.encode())
    inner = cli(["legal", "trio", "--position", "-"], json.dumps(json.loads(played.out)["position"]).encode())
    assert after.code == 0 and after.out == inner.out and after.out != "", after


def test_a_save_given_as_a_position_and_a_position_given_as_a_save_say_so(tmp_path: Path) -> None:
    position = cli(["new", "trio", "--seed", "3"]).out
    assert "this is a position, not a saved game" in refused(cli(["replay", "trio", "--record", "-"],
                                                                  position.encode()))
    cli(["selfplay", "trio", "--games", "1", "--ai", "random", "--record-dir", str(tmp_path)])
    record = (tmp_path / "trio-0.json").read_bytes()
    assert "this is a saved game, not a position" in refused(cli(["legal", "trio", "--position", "-"], record))


@pytest.mark.parametrize("argv", [["hint", "trio", "--level", ""], ["selfplay", "trio", "--ai", "", "--games", "1"]])
def test_an_empty_level_is_refused_not_taken_for_the_default(argv: list[str]) -> None:
    assert "no computer level ''" in refused(cli(argv))


# ----- what a user typed wrong is told plainly, once ------------------------------------------
def test_a_move_the_reason_already_quotes_is_quoted_once() -> None:
    err = refused(cli(["play", "goritaire", "--seed", "3", "--moves", "play G @1.1.1"]), "a spot looks like row.slot")
    assert err.count("'play G @1.1.1'") == 1, err
    err = refused(cli(["play", "trio", "--seed", "3", "--moves", "zzz"]), "is not a TRIO move")
    assert err.count("'zzz'") == 1, err


@pytest.mark.parametrize(("spot", "reason"), [
    ("@99.1", "there is no row 99 yet: the Ground is empty"),
    ("@0.0", "there is no such spot: the Ground is row 1, and spots count from 1 at the left"),
    ("@-1.1", "there is no such spot"),
    ("@2.0", "there is no such spot"),
    ("@1.0", "a Ground card goes right of the rightmost Ground card")])
def test_a_goritaire_spot_that_cannot_be_says_so(spot: str, reason: str) -> None:
    """"row 99's 1st spot needs two cards under it": true, and no help."""
    refused(cli(["play", "goritaire", "--seed", "3", "--moves", f"play G {spot}"]), reason)


def test_a_spot_above_the_pyramid_names_its_height() -> None:
    refused(cli(["play", "goritaire", "--seed", "3", "--moves", "play G @1.1; end; play B @3.1"]),
            "there is no row 3 yet: the pyramid is 1 row high")


def test_no_command_is_refused_in_words_and_games_has_a_description() -> None:
    refused(cli([]), "no command given: say which, e.g. games (see --help)")  # it said "required: COMMAND"
    shown = cli(["games", "--help"])
    assert shown.code == 0 and "the registered games, their options and computer levels" in shown.out


def test_the_output_of_play_given_as_a_saved_game_is_named_a_position(tmp_path: Path) -> None:
    out = cli(["play", "trio", "--seed", "1", "--moves", "play red-moon 1"])
    assert out.code == 0, out
    path = tmp_path / "out.json"
    path.write_text(out.out, encoding="utf-8")
    refused(cli(["replay", "trio", "--record", str(path)]), "this is a position, not a saved game")
