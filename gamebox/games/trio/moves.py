"""TRIO's moves and their text forms: `play red-sun 3`, `bargain give red-sun`, `pass`.

Columns are numbered 1-5 in text and 0-4 inside. `play 3` is accepted when the hand holds
only one kind of card (the card is then clear from the position).
"""

from __future__ import annotations

from dataclasses import dataclass

from gamebox.core.errors import NotationError
from gamebox.core.notation import parse_int, tokens
from gamebox.games.trio.cards import COLUMNS, Card, card_name, parse_card
from gamebox.games.trio.state import TrioState


@dataclass(frozen=True)
class Play:
    """T3: put `card` from the hand at the end of one's own column `column` (0-4)."""

    card: Card
    column: int


@dataclass(frozen=True)
class Bargain:
    """T5: give `card` to the opponent and take one of theirs at random (once per game)."""

    card: Card


@dataclass(frozen=True)
class Pass:
    """T7: a player with no card in hand passes."""


Move = Play | Bargain | Pass
PASS = Pass()


def move_to_text(move: Move) -> str:
    if isinstance(move, Play):
        return f"play {card_name(move.card)} {move.column + 1}"
    if isinstance(move, Bargain):
        return f"bargain give {card_name(move.card)}"
    if isinstance(move, Pass):
        return "pass"
    raise NotationError(f"not a TRIO move: {move!r}")


def _column(token: str) -> int:
    number = parse_int(token, "A column")
    if not 1 <= number <= COLUMNS:
        raise NotationError(f"Columns are numbered 1 to {COLUMNS}, not {number}")
    return number - 1


def parse_move(state: TrioState, text: str) -> Move:
    """The move a text names; NotationError if it cannot be read (legality is apply's job)."""
    words = tokens(text)
    if not words:
        raise NotationError("Empty move: write e.g. 'play red-sun 3', 'bargain give red-sun' or 'pass'")
    verb, rest = words[0], words[1:]
    if verb == "pass" and not rest:
        return PASS
    if verb == "play":
        if len(rest) == 1:
            column = _column(rest[0])
            hand = state.hands[state.turn]
            kinds = {c for c in hand if c is not None}
            if len(kinds) == 1:
                return Play(kinds.pop(), column)
            raise NotationError("Name the card too when the hand holds different cards, e.g. 'play red-sun 3'")
        if len(rest) == 2:
            if rest[0].isdigit():
                return Play(parse_card(rest[1]), _column(rest[0]))
            return Play(parse_card(rest[0]), _column(rest[1]))
    if verb == "bargain":
        if rest and rest[0] == "give":
            rest = rest[1:]
        if len(rest) == 1:
            return Bargain(parse_card(rest[0]))
    raise NotationError(f"{text!r} is not a TRIO move: write e.g. 'play red-sun 3', 'bargain give red-sun' or 'pass'")
