"""Gorilla moves and their text forms: `play red-tiger`, `joker`, `draw`, `call`, `quiet`,
`catch 1` (catch seat 1's missing call; `catch 1 by 2`: seat 2 caught it, `by someone`: a person at
a shared screen), `tap 2,0,3` (tap order, first to last; `tap 2,0,3 in-time 1`:
only the first of them tapped before the time ran out, the others count as last in turn order)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gamebox.core.errors import NotationError
from gamebox.core.notation import parse_int
from gamebox.games.gorilla.cards import CARD_BY_NAME, JOKER, NAMES


@dataclass(frozen=True)
class Play:
    """Play a card from the hand of the seat to move onto the pile."""

    card: int


@dataclass(frozen=True)
class Draw:
    """Draw one card (K3; in an opening, K2: draw until an animal card can open)."""


@dataclass(frozen=True)
class Call:
    """Call "Gorilla!" after going down to one card (K7)."""


@dataclass(frozen=True)
class Quiet:
    """Go on without calling (forgetting, or hoping nobody notices) (K7)."""


SOMEONE = -1  # a catch made at a shared screen by one of the people there, not known which


@dataclass(frozen=True)
class Catch:
    """Catch `seat`, who went down to one card without calling: they draw 1 (K7). Any other
    player may catch, out of turn: `by` is who did (None: the seat to move; SOMEONE: one of
    the people at a shared screen). Like a Tap's `in_time` it changes nothing in the rules,
    only how the catch is told."""

    seat: int
    by: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Tap:
    """The tap race result (K6): every other seat, first tapper to last; the last draws 3.
    `in_time`: how many at the head of `order` really tapped before the time ran out (None: all,
    or not known); the rest count as tapping last, in turn order. It changes nothing in the
    rules (two Taps with the same order are the same move), only how the race is told."""

    order: tuple[int, ...]
    in_time: int | None = field(default=None, compare=False)


Move = Play | Draw | Call | Quiet | Catch | Tap

DRAW_MOVE = Draw()
CALL_MOVE = Call()
QUIET_MOVE = Quiet()


def move_to_text(move: Move) -> str:
    if isinstance(move, Play):
        return f"play {NAMES[move.card]}"  # "play joker" ("joker" alone is read too)
    if isinstance(move, Draw):
        return "draw"
    if isinstance(move, Call):
        return "call"
    if isinstance(move, Quiet):
        return "quiet"
    if isinstance(move, Catch):
        by = "" if move.by is None else f" by {'someone' if move.by == SOMEONE else move.by}"
        return f"catch {move.seat}{by}"
    if isinstance(move, Tap):
        text = "tap " + ",".join(str(seat) for seat in move.order)
        late = move.in_time is not None and 0 <= move.in_time < len(move.order)
        return text + (f" in-time {move.in_time}" if late else "")
    raise NotationError(f"{move!r} is not a Gorilla move")


def _catcher(text: str, word: str) -> int:
    """Who caught, after "by": a seat number from 0, or "someone"."""
    if word == "someone":
        return SOMEONE
    by = parse_int(word, "the catching seat")
    if by < 0:
        raise NotationError(f"{text!r}: the catching seat is a number from 0, or 'someone'")
    return by


def parse_text(text: str) -> Move:
    """The move a text names (not yet checked against a position)."""
    words = text.strip().lower().replace("_", "-").split()
    if not words:
        raise NotationError("an empty text is not a move")
    head, rest = words[0], words[1:]
    if head == "joker" and not rest:
        return Play(JOKER)
    if head == "play" and len(rest) == 1:
        name = rest[0]
        if name not in CARD_BY_NAME:
            raise NotationError(f"{name!r} is not a Gorilla card (try red-tiger, joker, blue-gorilla)")
        return Play(CARD_BY_NAME[name])
    if head == "draw" and not rest:
        return DRAW_MOVE
    if head == "call" and not rest:
        return CALL_MOVE
    if head == "quiet" and not rest:
        return QUIET_MOVE
    if head == "catch" and (len(rest) == 1 or (len(rest) == 3 and rest[1] == "by")):
        return Catch(parse_int(rest[0], "the caught seat"), None if len(rest) == 1 else _catcher(text, rest[2]))
    if head == "tap" and len(rest) in (1, 3) and (len(rest) == 1 or rest[1] == "in-time"):
        order = tuple(parse_int(bit, "a tapping seat") for bit in rest[0].split(",") if bit != "")
        in_time = parse_int(rest[2], "how many tapped in time") if len(rest) == 3 else None
        if in_time is not None and not 0 <= in_time <= len(order):
            raise NotationError(f"{text!r}: more tapped in time than took part in the race")
        return Tap(order, in_time)
    raise NotationError(
        f"{text!r} is not a Gorilla move (play red-tiger, joker, draw, call, quiet, catch 1, tap 2,0,3)"
    )
