"""One statistics entry per finished game: small, JSON, checked field by field when read.

{"game": "goritaire", "id": "<game id>", "when": "2026-03-01T14:05:09", "players": 1,
 "humans": 1, "levels": ["normal"], "won": true, "place": 1, "score": 123,
 "mix": {"gorillas": 16, "extreme_arts": false}, "robot": 17, "assisted": false}
("mix" also holds "as_printed": true for a Goritaire deal played As printed)

levels are the computer seats' levels (the opponents); won/place are the human seat's (None with
several humans at the screen: hot-seat games are counted apart); score and mix only for
Goritaire, robot only for Girafferaffe solo. Entries of the first statistics version
({"human_won": ..., "scores": ...}) are read too.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache
from typing import Any

from gamebox.core.contract import GameInfo, Result
from gamebox.core.errors import RecordError
from gamebox.core.validate import want_int, want_str
from gamebox.registry import all_games


@dataclass(frozen=True)
class Mix:
    """A Goritaire deck mix: how many Gorilla cards, whether the Extreme Arts are in, and whether
    the deal was played "As printed" (a different game: its scores are kept apart)."""

    gorillas: int
    extreme_arts: bool = False
    as_printed: bool = False

    @property
    def label(self) -> str:
        return (f"{self.gorillas} Gorillas" + (", Extreme Arts" if self.extreme_arts else "")
                + (", original rules" if self.as_printed else ""))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"gorillas": self.gorillas, "extreme_arts": self.extreme_arts}
        if self.as_printed:
            data["as_printed"] = True
        return data


@dataclass(frozen=True)
class Entry:
    game: str
    id: str = ""
    when: str = ""
    players: int = 1
    humans: int = 1
    levels: tuple[str, ...] = ()
    won: bool | None = None
    place: int | None = None
    score: int | None = None
    mix: Mix | None = None
    robot: int | None = None
    assisted: bool = False

    @property
    def drawn(self) -> bool:
        """A drawn game: nobody won, and the player shared the first place with others (TRIO's
        draws; a lost solitaire has its player alone in its ranking)."""
        return self.won is False and self.place == 1 and self.players > 1

    @property
    def counted(self) -> bool:
        """Counts in the player's own record: one person against computers, no help."""
        return self.won is not None and not self.assisted

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game, "id": self.id, "when": self.when,
                                "players": self.players, "humans": self.humans,
                                "levels": list(self.levels), "won": self.won}
        for key in ("place", "score", "robot"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.mix is not None:
            data["mix"] = self.mix.to_json()
        if self.assisted:
            data["assisted"] = True
        return data


def _optional(data: dict[str, Any], key: str, check: Any) -> Any:
    """data[key] through `check`, or None when absent, null or refused."""
    value = data.get(key)
    if value is None:
        return None
    try:
        return check(value)
    except RecordError:
        return None


@cache
def _known_games() -> dict[str, GameInfo]:
    """The registry by id, made once (every entry of a 5,000-entry file asks)."""
    return {info.id: info for info in all_games()}


def _mix(value: Any, info: GameInfo) -> Mix:
    spec = next((o for o in info.options if o.name == "gorillas"), None)
    if not isinstance(value, dict) or spec is None:
        raise RecordError("mix must be an object, for a game with a deck mix")
    extreme = value.get("extreme_arts", False)
    printed = value.get("as_printed", False)
    return Mix(want_int(value.get("gorillas"), "gorillas", spec.minimum or 0, spec.maximum or 99), extreme if isinstance(extreme, bool) else False,
               printed if isinstance(printed, bool) else False)


def parse_entry(data: Any) -> Entry | None:
    """An entry from JSON, or None when it is not one (no game, wrong types where it matters).
    Optional fields of the wrong type or range are left out rather than refusing the entry."""
    if not isinstance(data, dict):
        return None
    try:
        game = want_str(data.get("game"), "game", 40)
        info = _known_games().get(game)
        if info is None:  # not a game of this box: nothing on the statistics page could name it
            return None
        players = want_int(data.get("players", info.default_players), "players", info.min_players, info.max_players)
    except RecordError:
        return None
    won = data.get("won", data.get("human_won"))  # version 1 named it human_won
    won = won if isinstance(won, bool) else None
    default_humans = 1 if won is not None else 0
    humans = _optional(data, "humans", lambda v: want_int(v, "humans", 0, players))
    levels = data.get("levels")
    ok_levels = isinstance(levels, list) and len(levels) <= players and all(
        isinstance(x, str) and x in info.ai_levels for x in levels)  # shown by name on the page
    return Entry(
        game=game,
        id=_optional(data, "id", lambda v: want_str(v, "id", 64)) or "",
        when=_optional(data, "when", lambda v: want_str(v, "when", 32)) or "",
        players=players,
        humans=humans if humans is not None else default_humans,
        levels=tuple(levels) if ok_levels else (),  # type: ignore[arg-type]
        won=won,
        place=_optional(data, "place", lambda v: want_int(v, "place", 1, players)),
        score=_optional(data, "score", lambda v: want_int(v, "score", -10**6, 10**6)),
        mix=_optional(data, "mix", lambda v: _mix(v, info)),
        robot=_optional(data, "robot", lambda v: want_int(v, "robot", 0, 99)),
        assisted=data.get("assisted") is True,
    )


def _place(result: Result, seat: int) -> int | None:
    for n, group in enumerate(result.ranking, start=1):
        if seat in group:
            return n
    return None


def entry_for(session: Any, result: Result, when: float | None = None) -> Entry | None:
    """The entry for a session's finished game (None when no human played it, or when its
    ending is a solution shown after the player's own ending, which stays)."""
    humans = tuple(session.human_seats)
    if not humans or getattr(session, "shown_after_end", False):
        return None
    config = session.config
    game = session.info.id
    solo = len(humans) == 1
    seat = humans[0]
    levels = tuple(level for kind, level in zip(session.seats, session.levels) if kind == "computer")
    score = mix = robot = None
    if game == "goritaire":
        score = int(result.details.get("score", 0) or 0)
        mix = Mix(int(config.get("gorillas")), bool(config.get("extreme_arts")), bool(config.get("as_printed")))
    if game == "girafferaffe" and config.players == 1:
        robot = int(result.details.get("robot_deck", config.get("robot_deck")))
    return Entry(
        game=game,
        id=session.game_id,
        when=time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(when)),
        players=config.players,
        humans=len(humans),
        levels=levels,
        won=(seat in result.winners) if solo else None,
        place=_place(result, seat) if solo else None,
        score=score,
        mix=mix,
        robot=robot,
        assisted=bool(getattr(session, "assisted", False)),
    )
