"""The game contract every game implements (DESIGN.md "The game contract").

A game is an object with the methods of `Game`. States may be mutable with a fast clone or
immutable, but `apply` never changes the state it is given: the session keeps the old ones
for undo. Moves are frozen, hashable dataclasses. Seats are numbered 0..players-1.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

from gamebox.core.describe import EndReport, Names, player_span, plural
from gamebox.core.errors import ConfigError, RecordError
from gamebox.core.events import Event
from gamebox.core.validate import ascii_int, show, show_plain


@dataclass(frozen=True)
class OptionSpec:
    """A new-game option a game declares: kind is "bool", "int" or "choice"."""

    name: str
    label: str
    kind: str
    default: Any
    help: str = ""
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    players: tuple[int, int] | None = None  # the player counts it applies to (None: all)
    hidden: bool = False  # filled by the program (e.g. from the seats), never asked in the new-game dialog

    def applies(self, players: int) -> bool:
        return self.players is None or self.players[0] <= players <= self.players[1]

    def coerce(self, value: Any) -> Any:
        """The option's value from text or JSON; ConfigError says what is accepted. Numbers are
        JSON whole numbers or texts of plain ASCII digits ("٣", "²", "3.0" and true are refused)."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = value.strip().lower() if isinstance(value, str) else None
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise ConfigError(f"Option {self.name} takes yes or no, not {show(value)}",
                              plain=f"“{self.label}” is set to {show_plain(value)}, which is neither yes nor no")
        if self.kind == "int":
            number = _whole_number(value)
            if number is None:
                # "a number too large to use" or NaN's "something that is not a number" say why already
                odd = isinstance(value, float) and not math.isfinite(value)
                raise ConfigError(f"Option {self.name} takes a whole number, not {show(value)}",
                                  plain=f"“{self.label}” is set to {show_plain(value)}"
                                        f"{'' if odd else ', which is not a whole number'}")
            if self.minimum is not None and number < self.minimum or (
                self.maximum is not None and number > self.maximum
            ):
                raise ConfigError(
                    f"Option {self.name} must be from {self.minimum} to {self.maximum}, not {number}",
                    plain=f"“{self.label}” is {number}, and it can only be from {self.minimum} to {self.maximum}",
                )
            return number
        if self.kind == "choice":
            text = value.strip() if isinstance(value, str) else None
            if text not in self.choices:
                raise ConfigError(
                    f"Option {self.name} takes one of {', '.join(self.choices)}, not {show(value)}",
                    plain=f"“{self.label}” is set to {show_plain(value)}, which this GameBox does not offer",
                )
            return text
        if self.kind == "seats":  # one of `choices` per seat, comma-separated; "" when not given
            parts = value.split(",") if isinstance(value, str) and value else []
            if not isinstance(value, str) or any(part not in self.choices for part in parts):
                raise ConfigError(f"Option {self.name} takes one of {', '.join(self.choices)} for each seat, "
                                  "separated by commas")
            return value
        raise ConfigError(f"Option {self.name} has an unknown kind {self.kind!r}")


def _whole_number(value: Any) -> int | None:
    """A JSON whole number, or a text of ASCII digits; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            return ascii_int(value, "the value")
        except RecordError:
            return None
    return None


@dataclass(frozen=True)
class Config:
    """Players and variant options of one game; build it with `GameInfo.make_config`."""

    players: int
    options: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str) -> Any:
        for key, value in self.options:
            if key == name:
                return value
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "options": dict(self.options)}


@dataclass(frozen=True)
class GameInfo:
    """What the registry, launcher and CLI know of a game without importing its rules."""

    id: str
    name: str
    min_players: int
    max_players: int
    default_players: int
    pitch: str
    rules_module: str
    options: tuple[OptionSpec, ...] = ()
    ai_levels: tuple[str, ...] = ("random",)
    default_ai: str = "random"
    solitaire: bool = False
    # a line of plain words the new-game dialog shows under the options, for the options chosen
    # (Goritaire: how often each deck mix is won); called with {option name: value}
    option_note: Callable[[Mapping[str, Any]], str] | None = None

    def make_config(self, players: int | None = None, options: Mapping[str, Any] | None = None) -> Config:
        """A validated Config: unknown options and out-of-range counts raise ConfigError."""
        count = self.default_players if players is None else players
        if isinstance(count, bool) or not isinstance(count, int):
            raise ConfigError(f"{self.name}: the number of players must be a whole number")
        if not self.min_players <= count <= self.max_players:
            span = player_span(self.min_players, self.max_players)
            raise ConfigError(f"{self.name} is for {span}, not {count}",
                              plain=f"it is a game of {self.name} for {plural(count, 'player')}, "
                                    f"and {self.name} is for {span}")
        given = dict(options or {})
        known = {spec.name: spec for spec in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            names = ", ".join(known) or "none"
            raise ConfigError(f"{self.name} has no option {show(unknown[0])} (options: {names})")
        values = tuple(
            (spec.name, spec.coerce(given[spec.name]) if spec.name in given else spec.default)
            for spec in self.options
        )
        return Config(count, values)

    def config_from_json(self, data: Any) -> Config:
        """A Config from its JSON (a save's "config"); ConfigError for anything malformed."""
        if not isinstance(data, dict) or data.get("players") is None:
            raise ConfigError("config must be an object with players and options")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ConfigError("config options must be an object")
        return self.make_config(data["players"], options)

    def load(self) -> "Game[Any, Any]":
        """Import the rules module (lazily: the launcher does not pay for it) and return GAME."""
        from importlib import import_module

        return import_module(self.rules_module).GAME


SEAT_LEVELS = "seat_levels"


def with_seat_levels(info: GameInfo, config: Config, seats: Sequence[str], levels: Sequence[str]) -> Config:
    """`config` with the hidden option "seat_levels" (kind "seats") filled from the table: each
    seat's computer level, or "human". Only a game that declares the option gets it (Gorilla
    draws its tap race itself when no seat is human); any other config comes back unchanged."""
    if not any(spec.name == SEAT_LEVELS for spec in info.options):
        return config
    value = ",".join("human" if kind == "human" else level for kind, level in zip(seats, levels))
    return info.make_config(config.players, {**dict(config.options), SEAT_LEVELS: value})


@dataclass(frozen=True)
class Result:
    """The end of a game: winners (seats), ranking best first (ties share a group), scores."""

    winners: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...] = ()
    scores: tuple[float, ...] = ()
    summary: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "ranking": [list(group) for group in self.ranking],
            "scores": list(self.scores),
            "summary": self.summary,
            "details": dict(self.details),
        }


S = TypeVar("S")
M = TypeVar("M")


@runtime_checkable
class Game(Protocol[S, M]):
    """The contract. See docs/contract.md for the full text of each duty."""

    info: GameInfo

    def new_game(self, config: Config, seed: int) -> S: ...

    def to_move(self, state: S) -> int | None:
        """The seat that must decide now (pending choices included); None once over."""

    def legal_moves(self, state: S) -> Iterable[M]:
        """Every legal move (may be a lazy iterator when the set is combinatorial)."""

    def candidate_moves(self, state: S) -> Sequence[M]:
        """A finite list of legal moves for computer players (may be a reduced set)."""

    def apply(self, state: S, move: M) -> tuple[S, list[Event]]:
        """Validate and apply; IllegalMove with a readable reason; never mutates `state`."""

    def view(self, state: S, seat: int | None) -> S:
        """What `seat` may know (None: a spectator); hidden parts become unknown."""

    def determinize(self, view: S, seat: int, rng: random.Random) -> S:
        """A full state consistent with `view`, hidden parts sampled with `rng`."""

    def result(self, state: S) -> Result | None: ...

    def move_to_text(self, move: M) -> str: ...

    def parse_move(self, state: S, text: str) -> M:
        """The move a text names in this position; NotationError if unreadable."""

    def state_to_json(self, state: S) -> dict[str, Any]: ...

    def state_from_json(self, data: Any) -> S:
        """Read a position back; RecordError/NotationError for a broken one."""

    def describe_turn(self, state: S, seat: int | None, names: Names | None = None) -> str:
        """One status line for `seat`: whose turn it is and what `seat` can do now, in words,
        seats named by `names` (default `Names.default(players, seat)`)."""

    def describe_move(self, before: S, move: M, events: Sequence[Event], seat: int | None,
                      names: Names | None = None) -> str:
        """One short sentence, from `seat`'s chair (None: a spectator), of what `move` did in
        `before` ("You played a Pair of 7s on the Pair tree and took 1 card"). It names seats
        through `names`, never a seat number, rule id or notation, and never names anything
        `seat` may not see (another player's draw is "drew a card")."""

    def suggest_move(self, view: S, move: M, seat: int, names: Names | None = None) -> str | None:
        """A Hint in words: what `move` would do, told as advice to `seat`, who is to move in
        `view` (its own view: it names nothing `seat` cannot see). An imperative clause in
        lower case without a full stop ("play the red 7 and the blue 7 on the Pair tree");
        None when the game has no such words. `gamebox-cli hint` prints it beside the move."""

    def describe_result(self, state: S, seat: int | None, names: Names | None = None) -> EndReport:
        """The end-of-game report for `seat`'s chair: headline, every seat's place and score
        with the tiebreak that decided it in words, the hands the rules reveal at the end."""

    def inventory(self, state: S) -> Counter[str]:
        """Every component (card, counter, token) by name wherever it lies, removed ones
        included, so the conformance suite can check nothing is created or lost."""
