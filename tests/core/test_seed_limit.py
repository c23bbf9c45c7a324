"""The deal number's limits and the words that refuse them agree. Two limits, each named in its
own words: what a player types in the new-game dialog (`player_seed`: at most 18 digits, the
words a player reads), and what saves, positions and the command line hold (`parse_seed`:
0 to 2**63-1, named as that range). A 19-digit number was taken by the dialog while its refusal
said "at most 18 digits"."""

from __future__ import annotations

import pytest

from gamebox.core.errors import ConfigError
from gamebox.core.rng import MAX_PLAYER_SEED, MAX_SEED, SEED_RANGE, parse_seed, player_seed, seed_words

BAD_ANY = ["-1", "abc", "1.5", "", "٣", "²", True, -1, "9" * 20, "1" + "0" * 4000]


def test_the_words_name_the_limits() -> None:
    assert MAX_SEED == 2**63 - 1 and MAX_PLAYER_SEED == 10**18 - 1
    assert seed_words(MAX_SEED) == SEED_RANGE == "from 0 to 9223372036854775807"
    assert seed_words(MAX_PLAYER_SEED) == "of at most 18 digits"


@pytest.mark.parametrize("text", ["0", "7", "1" * 18, "9" * 18, " 42 ", "0" * 30 + "5", "0" * 40])
def test_every_deal_number_within_both_limits_is_taken(text: str) -> None:
    assert parse_seed(text) == player_seed(text) == int(text)


@pytest.mark.parametrize("text", [str(MAX_SEED), "1" * 19, str(10**18)])
def test_19_digits_are_for_saves_and_the_command_line_only(text: str) -> None:
    assert parse_seed(text) == int(text)
    with pytest.raises(ConfigError, match="too large: choose one of at most 18 digits"):
        player_seed(text)


@pytest.mark.parametrize("bad", BAD_ANY + [str(MAX_SEED + 1), "9" * 19, MAX_SEED + 1])
def test_every_refusal_of_a_saved_or_cli_deal_number_names_its_range(bad: str | int) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_seed(bad)  # type: ignore[arg-type]
    message = str(caught.value)
    assert SEED_RANGE in message and "digits" not in message and len(message) < 160, message


@pytest.mark.parametrize("bad", BAD_ANY + [str(MAX_PLAYER_SEED + 1), str(MAX_SEED), "9" * 19])
def test_every_refusal_of_a_typed_deal_number_says_18_digits(bad: str) -> None:
    with pytest.raises(ConfigError) as caught:
        player_seed(bad)
    message = str(caught.value)
    assert "of at most 18 digits" in message and "from 0 to" not in message and len(message) < 160, message


@pytest.mark.parametrize("bad", ["-5", "abc", "1.5", "12a", "٣"])
def test_a_typed_deal_number_is_refused_in_a_players_words(bad: str) -> None:
    """"-5" was told it was not "a whole number", and in Python's quotes."""
    with pytest.raises(ConfigError) as caught:
        player_seed(bad)
    plain = caught.value.plain or ""
    assert plain.startswith("A deal number is written with the digits 0 to 9 alone") and "'" not in plain, plain
