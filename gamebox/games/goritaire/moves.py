"""Goritaire moves and their text forms.

  play G @2.3                  the one card from hand this turn onto a spot (R3)
  act invitation1 pay 2.1,1.4  an action, with the Gorillas put to sleep for its cost (R4)
  end                          end the Action phase (eating and the rest follow)
  guess B                      Walking: the guess before the reveal
  place @1.5                   "+n Gorilla": where the next Gorilla from hand goes
  arrange top GB bottom -      Scapulimancy / Homesickness: the looked-at cards, top first
  burn GB                      Combustion: which discarded cards leave the game (R5)
  wander GB                    Wandering: the cards discarded (as many are then drawn)
  flee 3.2 @2.4                Fleeing: the Gorilla and its spot in the row below (R7)
  swap 2.3 3.1                 Swap: a Banana card and a Level 2+ Gorilla
  discard BB                   hand maintenance down to 7
  declare / continue           end of turn with 7+ Gorillas on the Ground (R10)
"""

from __future__ import annotations

from dataclasses import dataclass

from gamebox.core.errors import NotationError
from gamebox.core.notation import parse_int
from gamebox.games.goritaire.state import Spot, spot_text


@dataclass(frozen=True)
class Play:
    card: str
    spot: Spot


@dataclass(frozen=True)
class Act:
    name: str
    pay: tuple[Spot, ...]


@dataclass(frozen=True)
class End:
    pass


@dataclass(frozen=True)
class Guess:
    card: str


@dataclass(frozen=True)
class Place:
    spot: Spot


@dataclass(frozen=True)
class Arrange:
    top: str  # top of the deck first
    bottom: str  # read downwards: the last letter is the very bottom card


@dataclass(frozen=True)
class Burn:
    cards: str


@dataclass(frozen=True)
class Wander:
    cards: str


@dataclass(frozen=True)
class Flee:
    src: Spot
    dst: Spot


@dataclass(frozen=True)
class Swap:
    banana: Spot
    gorilla: Spot


@dataclass(frozen=True)
class Discard:
    cards: str


@dataclass(frozen=True)
class Declare:
    pass


@dataclass(frozen=True)
class PlayOn:
    pass


Move = Play | Act | End | Guess | Place | Arrange | Burn | Wander | Flee | Swap | Discard | Declare | PlayOn


def cards_text(g: int, b: int) -> str:
    """Cards as letters, Gorillas first: (1, 2) -> "GBB"."""
    return "G" * g + "B" * b


def move_to_text(move: Move) -> str:
    if isinstance(move, Play):
        return f"play {move.card} @{spot_text(move.spot)}"
    if isinstance(move, Act):
        pay = ",".join(spot_text(s) for s in move.pay)
        return f"act {move.name} pay {pay}"
    if isinstance(move, End):
        return "end"
    if isinstance(move, Guess):
        return f"guess {move.card}"
    if isinstance(move, Place):
        return f"place @{spot_text(move.spot)}"
    if isinstance(move, Arrange):
        return f"arrange top {move.top or '-'} bottom {move.bottom or '-'}"
    if isinstance(move, Burn):
        return f"burn {move.cards}"
    if isinstance(move, Wander):
        return f"wander {move.cards}"
    if isinstance(move, Flee):
        return f"flee {spot_text(move.src)} @{spot_text(move.dst)}"
    if isinstance(move, Swap):
        return f"swap {spot_text(move.banana)} {spot_text(move.gorilla)}"
    if isinstance(move, Discard):
        return f"discard {move.cards}"
    if isinstance(move, Declare):
        return "declare"
    if isinstance(move, PlayOn):
        return "continue"
    raise NotationError(f"not a Goritaire move: {move!r}")


def parse_spot(token: str) -> Spot:
    text = token.removeprefix("@")
    bits = text.split(".")
    if len(bits) != 2:
        raise NotationError(f"a spot looks like row.slot (e.g. 2.3), not {token!r}")
    return parse_int(bits[0], "a spot's row"), parse_int(bits[1], "a spot's slot")


def parse_cards(token: str, allow_empty: bool = False) -> str:
    text = token.upper()
    if text == "-" and allow_empty:
        return ""
    if not text or any(c not in "GB" for c in text):
        raise NotationError(f"cards are written with G and B letters, not {token!r}")
    return text


def _sorted_cards(text: str) -> str:
    return cards_text(text.count("G"), text.count("B"))


def parse_move_text(text: str) -> Move:
    """The move a text names (without checking legality); NotationError if unreadable."""
    words = text.strip().split()
    if not words:
        raise NotationError("empty move")
    head = words[0].lower()
    args = words[1:]
    try:
        if head == "play" and len(args) == 2:
            return Play(parse_cards(args[0]), parse_spot(args[1])) if len(args[0]) == 1 else _bad(text)
        if head == "act" and len(args) == 3 and args[1].lower() == "pay":
            pay = tuple(parse_spot(t) for t in args[2].split(",") if t)
            return Act(args[0].lower(), pay)
        if head == "end" and not args:
            return End()
        if head == "guess" and len(args) == 1 and len(args[0]) == 1:
            return Guess(parse_cards(args[0]))
        if head == "place" and len(args) == 1:
            return Place(parse_spot(args[0]))
        if head == "arrange" and len(args) == 4 and args[0].lower() == "top" and args[2].lower() == "bottom":
            return Arrange(parse_cards(args[1], True), parse_cards(args[3], True))
        if head == "burn" and len(args) == 1:
            return Burn(_sorted_cards(parse_cards(args[0])))
        if head == "wander" and len(args) == 1:
            return Wander(_sorted_cards(parse_cards(args[0])))
        if head == "flee" and len(args) == 2:
            return Flee(parse_spot(args[0]), parse_spot(args[1]))
        if head == "swap" and len(args) == 2:
            return Swap(parse_spot(args[0]), parse_spot(args[1]))
        if head == "discard" and len(args) == 1:
            return Discard(_sorted_cards(parse_cards(args[0])))
        if head == "declare" and not args:
            return Declare()
        if head == "continue" and not args:
            return PlayOn()
    except NotationError as exc:
        raise NotationError(f"{text!r}: {exc}") from None
    return _bad(text)


def _bad(text: str) -> Move:
    raise NotationError(
        f"{text!r} is not a Goritaire move (e.g. 'play G @1.2', 'act walking pay 1.1', 'end')"
    )
