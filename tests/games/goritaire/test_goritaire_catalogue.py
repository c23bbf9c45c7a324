"""The catalogue of proven winnable deals (issue 18): its format, every stored line replayed to
a win through `gamebox-cli play`, "Winnable deals only" and the solutions it offers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gamebox import cli
from gamebox.core.errors import RecordError
from gamebox.games.goritaire.catalogue import catalogue, deal_seed, deals_for, parse_catalogue, solution_for
from gamebox.games.goritaire.rules import GAME, new_state
from gamebox.registry import get_info

ROOT = Path(__file__).resolve().parents[3]
FILE = ROOT / "resources" / "goritaire" / "winnable.json"
INFO = get_info("goritaire")


def cli_args(entry: dict[str, Any]) -> list[str]:
    args = ["play", "goritaire", "--seed", str(entry["seed"])]
    for key, value in entry["options"].items():
        args += ["--option", f"{key}={str(value).lower()}"]
    return args + ["--moves", "; ".join(entry["moves"])]


def test_the_file_has_the_agreed_shape() -> None:
    data = json.loads(FILE.read_text(encoding="utf-8"))
    assert set(data) == {"deals"}
    for entry in data["deals"]:
        assert set(entry) == {"options", "seed", "moves"}
        assert set(entry["options"]) <= {"gorillas", "as_printed", "extreme_arts"}
        assert isinstance(entry["seed"], int) and all(isinstance(m, str) for m in entry["moves"])
    assert len(deals_for(16, False)) >= 100


def test_every_stored_line_wins_through_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    entries = json.loads(FILE.read_text(encoding="utf-8"))["deals"]
    for entry in entries:
        assert cli.main(cli_args(entry)) == 0, entry["seed"]
        out = json.loads(capsys.readouterr().out)
        assert out["result"] is not None and out["result"]["winners"] == [0], (entry["options"], entry["seed"])


def test_one_line_wins_through_the_real_command() -> None:
    entry = json.loads(FILE.read_text(encoding="utf-8"))["deals"][0]
    done = subprocess.run([sys.executable, "-m", "gamebox.cli", *cli_args(entry)], capture_output=True,
                          text=True, cwd=ROOT, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["result"]["winners"] == [0]


def test_winnable_deals_only_deals_a_catalogue_deal() -> None:
    config = INFO.make_config(1, {"winnable": True})
    stored = {d.seed for d in deals_for(16, False)}
    for number in (0, 1, 7, 10**12):
        shuffle = deal_seed(config, number)
        assert shuffle in stored
        state = GAME.new_game(config, number)
        assert GAME.state_to_json(state) == GAME.state_to_json(new_state(16, False, shuffle))
        assert solution_for(config, number) is not None
    plain = INFO.make_config(1)
    assert deal_seed(plain, 123456789) == 123456789


def test_a_mix_without_stored_deals_deals_as_usual() -> None:
    config = INFO.make_config(1, {"winnable": True, "as_printed": True, "gorillas": 9})
    if not deals_for(9, True):
        assert deal_seed(config, 4242) == 4242 and solution_for(config, 4242) is None


def test_a_damaged_catalogue_is_refused_in_words() -> None:
    for broken in ([], {"deals": 3}, {"deals": [{"seed": -1, "moves": ["end"]}]},
                   {"deals": [{"options": {"gorillas": 40}, "seed": 1, "moves": ["end"]}]},
                   {"deals": [{"options": {}, "seed": 1, "moves": []}]}):
        with pytest.raises(RecordError):
            parse_catalogue(broken)
    assert catalogue()  # the shipped one reads


def test_the_session_starts_a_winnable_game_with_the_stored_deals_own_number(qtbot: Any) -> None:
    from gamebox.core.records import Record
    from gamebox.session import GameSession

    config = INFO.make_config(1, {"winnable": True})
    session = GameSession(INFO, config, 987654321, ("human",))
    assert session.seed in {d.seed for d in deals_for(16, False)}
    session.play_text("end")
    again = GameSession.from_record(Record.from_json(session.to_record().to_json()), INFO)
    assert again.seed == session.seed and again.result is not None
    plain = GameSession(INFO, INFO.make_config(1), 987654321, ("human",))
    assert plain.seed == 987654321
