"""Gorilla in words for players (docs/contract.md "Words for players"): the status line, one
sentence per move from one chair, a Hint's advice for a move, and the end-of-game report. Seats
are named only through `Names`; a card is named only when the chair may see it (the pile is
face up; a drawn card only to the one who drew it, unless it is played at once).
"""

from __future__ import annotations

from collections.abc import Sequence

from gamebox.core.describe import (
    EndReport,
    Names,
    Reveal,
    Standing,
    article,
    full_stop,
    headline_for,
    join_words,
    plural,
)
from gamebox.core.events import Event
from gamebox.games.gorilla.cards import (
    ANIMALS,
    CARD_BY_NAME,
    COLOURS,
    ELEPHANT,
    GORILLA0,
    JOKER,
    MONKEY,
    PANTHER,
    card_name,
    card_words,
    is_gorilla,
)
from gamebox.games.gorilla.engine import playable
from gamebox.games.gorilla.moves import SOMEONE, Call, Catch, Draw, Move, Play, Quiet, Tap
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State

ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _names(state: State, seat: int | None, names: Names | None) -> Names:
    return names if names is not None else Names.default(state.n, seat)


# ----- the status line ---------------------------------------------------------------------
def describe_turn(state: State, seat: int | None, names: Names | None = None) -> str:
    """Whose turn it is and what `seat` can do now, in words."""
    name = _names(state, seat, names)
    phase = state.phase
    if phase == OVER:
        winner = state.winner
        return f"{name.says(winner, 'have', 'has')} no cards left and {name.verb(winner, 'win', 'wins')}."
    mover = state.seat
    mine = seat == mover
    if phase == CALL:
        if mine:
            return "You are down to one card: call “Gorilla!” (or stay quiet and risk being caught)."
        # K7: the call is a must ("may call" read as a choice); a missing one can be caught
        return f"{name(mover)} is down to one card and must call “Gorilla!”"
    if phase == TAP:
        if seat is not None and seat != mover:
            return "Gorilla! Tap the Gorilla, fast: the last to tap draws 3 cards."
        if mine:
            return "Gorilla! Everyone else taps it now; the last to tap draws 3."
        return f"Gorilla! Everyone but {name.obj(mover)} taps it; the last to tap draws 3."
    text: str
    if phase == OPEN:
        if not mine:
            text = f"Waiting for {name.obj(mover)} to open a new pile."
        elif playable(state):
            # the Gorilla that closed the pile lies on top: dark, it shows no shading ("the
            # dimmed cards" looked no different from before)
            where = ("the Gorilla in the middle" if state.pile and is_gorilla(state.pile[-1]) else
                     "the dimmed cards in the middle" if state.pile else "the pile's place in the middle")
            text = f"Open a new pile: drag any animal card onto {where}."
        else:
            text = ("You hold no animal card: click the stack to draw until you can open." if _can_draw(state) else
                    "You hold no animal card and no card is left to draw: click the stack to pass the opening on.")
    else:
        assert phase == PLAY
        top = state.pile[-1]
        if not mine:
            text = f"Waiting for {name.obj(mover)} to play."
        elif not playable(state):
            text = ("No card of yours fits: click the stack to draw a card." if _can_draw(state) else
                    "No card of yours fits and no card is left to draw: click the stack to pass.")
        elif top == JOKER:
            text = "Your turn: any animal or Gorilla card goes on the Joker."
        else:
            joker = " (your Joker fits anything, but not as your last card)" if JOKER in state.hands[mover] else ""
            text = f"Your turn: play {article(COLOURS[top // 10])} card or {article(ANIMALS[top % 10])}{joker}."
    forgot = state.forgot
    if forgot >= 0:
        if seat == forgot:
            text += " You did not call “Gorilla!”: the others may catch you before the next play."
        elif seat is None:  # told to a table of computers, or to no one chair: nobody to order about
            text += f" {name(forgot)} did not call “Gorilla!”: the others may catch them before the next play."
        else:
            text += f" {name(forgot)} did not call “Gorilla!”: catch them before the next play."
    return text


def _can_draw(state: State) -> bool:
    """A draw now gets a card: the stack has one, or the pile under its top card is shuffled
    into a new stack (K8, only with at least one card a player under the top)."""
    return bool(state.stack) or len(state.pile) > state.n


# ----- one sentence per move ---------------------------------------------------------------
def _drawn(events: Sequence[Event], reason: str) -> list[Event]:
    return [e for e in events if e.kind == "card_drawn" and e.data.get("reason") == reason]


def _race(events: Sequence[Event], seat: int | None, name: Names) -> str:
    """ "You came second in the tap race; Computer 4 came last and drew 3". "Came", not
    "tapped": whoever does not tap in time counts as tapping last (K6), without a tap; a seat
    that did not tap is never said to have come first ("You did not tap in time; ...")."""
    race = next((e for e in events if e.kind == "tap_race"), None)
    if race is None:
        return ""
    order: list[int] = list(race.data["order"])
    loser = race.data["loser"]
    got = len(_drawn(events, "tap_race"))
    if got == 3:  # the past, as every line of the log: "... came last and drew 3"
        penalty = "drew 3"
    elif got:
        penalty = f"drew {got} (the stack ran out)"
    else:
        penalty = "had nothing to draw"
    in_time = race.data.get("in_time", len(order))
    if in_time == 0:
        return f"Nobody tapped the Gorilla in time, so {name.obj(loser)}, last in turn order, {penalty}"
    # a loser who never tapped is told so: "you came last" read as a tap a moment too late
    last = (f"{name.obj(loser)} did not tap in time and {penalty}" if loser in order[in_time:]
            else f"{name.obj(loser)} came last and {penalty}")
    if seat in order[in_time:] and seat != loser:  # the loser did not tap either: said so, with why it was them
        return (f"{name(seat)} did not tap in time, nor did {name.obj(loser)}, who came later in turn order "
                f"and {penalty}" if loser in order[in_time:] else f"{name(seat)} did not tap in time; {last}")
    first = seat if seat in order[:in_time] and seat != loser else order[0]
    return f"{name(first)} came {ORDINALS[order.index(first)]} in the tap race; {last}"


REVERSED = "play turns round"  # an elephant's effect, in the move log and in a hint


def _effects(events: Sequence[Event], n: int, name: Names) -> list[str]:
    """What a played card did: skips, reversals, draws, the call, the race."""
    parts: list[str] = []
    for event in events:
        kind = event.kind
        if kind == "panther":
            parts.append(_panther_words(len(_drawn(events, "panther")), n))
        elif kind == "player_skipped":
            parts.append(_skip_words(event.data["seat"], name))
        elif kind == "direction_reversed":
            parts.append(REVERSED)
    return parts


def _panther_words(got: int, n: int) -> str:
    """What a panther did (or does) to the others, who drew `got` cards between them."""
    return ("everyone else draws a card" if got == n - 1 else
            f"the others draw what is left ({plural(got, 'card')})" if got else
            "nobody can draw: the stack is empty")


def _skip_words(skipped: int, name: Names) -> str:
    return f"{name.obj(skipped)} {name.verb(skipped, 'miss', 'misses')} a turn"


def _rebuilt(events: Sequence[Event]) -> str:
    if any(e.kind == "stack_rebuilt" for e in events):
        return " (the pile was shuffled into a new stack)"
    return ""


def _their(name: Names, seat: int) -> str:
    return "your" if name.is_you(seat) else "their"


def _played(before: State, card: int, events: Sequence[Event], mover: int, name: Names) -> str:
    opens = any(e.kind == "card_played" and e.data.get("opens") for e in events)
    words = card_words(card)
    if any(e.kind == "winner" for e in events):
        return f"{name(mover)} played {words} as {_their(name, mover)} last card and won!"
    head = f"{name(mover)} opened a new pile with {words}" if opens else f"{name(mover)} played {words}"
    return join_clauses([head, *_effects(events, before.n, name)])


def join_clauses(parts: Sequence[str]) -> str:
    """Clauses joined by semicolons; "You" inside the sentence becomes "you"."""
    text = ""
    for part in (part for part in parts if part):
        if not text:
            text = part
        elif text.endswith(("!", "!”")):  # "... called “Gorilla!” You came first in the tap race; ..."
            text += " " + part
        else:
            text += "; " + (("you" + part[3:]) if part.startswith("You ") else part)
    return text


def describe_move(before: State, move: Move, events: Sequence[Event], seat: int | None,
                  names: Names | None = None) -> str:
    """One sentence of what `move` did, from `seat`'s chair."""
    name = _names(before, seat, names)
    mover = before.seat
    race = _race(events, seat, name)
    if isinstance(move, Play):
        text = join_clauses([_played(before, move.card, events, mover, name), race])
    elif isinstance(move, Draw):
        text = _draw_sentence(before, events, seat, mover, name, race)
    elif isinstance(move, Call):
        text = join_clauses([f"{name(mover)} called “Gorilla!”", race])
    elif isinstance(move, Quiet):
        text = join_clauses([f"{name(mover)} stayed quiet with one card left", race])
    elif isinstance(move, Catch):
        caught = move.seat
        drawn = _drawn(events, "caught")
        card = ""
        if drawn and name.is_you(caught) and seat == caught:
            card = f" ({card_words(CARD_BY_NAME[drawn[0].data['card']])})"
        penalty = f"drew a card{card}" if drawn else "had nothing to draw"  # past, as the log tells every move
        by = mover if move.by is None else move.by  # a plain catch is the seat to move's
        catcher = "Someone" if by in (SOMEONE, caught) else name(by)
        text = f"{catcher} caught {name.obj(caught)} not calling “Gorilla!”: {name.obj(caught)} {penalty}"
    elif isinstance(move, Tap):
        text = race or "The tap race is over"
    else:
        text = "A move was made"
    text += _rebuilt(events)
    return full_stop(text)


def _draw_sentence(before: State, events: Sequence[Event], seat: int | None, mover: int, name: Names,
                   race: str) -> str:
    drawn = [e for e in events if e.kind == "card_drawn" and e.data.get("reason") in ("turn", "open")]
    played = next((e for e in events if e.kind == "card_played"), None)
    if not drawn:
        if any(e.kind == "open_passed" for e in events):
            return f"There was no card to draw, so {name.obj(mover)} could not open; the opening passes on"
        return f"There was no card to draw, so {name.obj(mover)} {name.verb(mover, 'pass', 'passes')}"
    card = CARD_BY_NAME[drawn[0].data["card"]]
    if played is not None:
        verb = "opened a new pile with it" if played.data.get("opens") else "played it at once"
        effects = _effects(events, before.n, name)
        return join_clauses([f"{name(mover)} drew {card_words(card)} and {verb}", *effects, race])
    sees = seat == mover
    what = card_words(card) if sees else "a card"
    if before.phase == OPEN:
        return f"{name(mover)} drew {what} but still {name.verb(mover, 'hold', 'holds')} no animal card to open with"
    return f"{name(mover)} drew {what}, which does not fit"


# ----- a Hint: one move as advice ------------------------------------------------------------
def suggest_move(view: State, move: Move, seat: int, names: Names | None = None) -> str:
    """A Hint's words: what `move` would do, told as advice to `seat`, who is to move in `view`
    (its own view: only its own hand, the pile and how many cards lie where are known). An
    imperative clause in lower case without a full stop: "play your red tiger on the pile"."""
    name = _names(view, seat, names)
    if name.you != seat:  # the advice is for `seat`, whatever chair the names were made for
        name = Names(name.labels, seat)
    if isinstance(move, Play):
        return _play_hint(view, move.card, seat, name)
    if isinstance(move, Draw):
        return _draw_hint(view)
    if isinstance(move, Call):
        return "call “Gorilla!” now that you are down to one card"
    if isinstance(move, Quiet):
        return ("stay quiet with one card left, and hope nobody catches you before the next play: "
                "a catch costs you a card")
    if isinstance(move, Catch):
        caught = move.seat
        if caught == seat:
            return "own up to not calling “Gorilla!” and draw a card"
        got = min(1, _drawable(view, len(view.pile)))
        penalty = f"{name.verb(caught, 'draw', 'draws')} a card" if got else \
            f"{name.verb(caught, 'have', 'has')} nothing to draw"
        return f"catch {name.obj(caught)} out for not calling “Gorilla!”: {name.obj(caught)} {penalty}"
    if isinstance(move, Tap):
        return _tap_hint(view, move.order, seat, name)
    return "make this move"


def _drawable(view: State, pile_len: int) -> int:
    """How many cards draws can still get once the pile holds `pile_len` cards: the stack, then
    the pile under its top card shuffled into a new stack (K8: only with more than one card a
    player in the pile)."""
    return len(view.stack) + (pile_len - 1 if pile_len > view.n else 0)


def _will_draw(seat: int | None, got: int, full: int, name: Names) -> str:
    """ "draws 3" / "draws what is left (2 cards)" / "has nothing to draw" (a draw to come)."""
    if got >= full:
        return f"{name.verb(seat, 'draw', 'draws')} {full}"
    if got:
        return f"{name.verb(seat, 'draw', 'draws')} what is left ({plural(got, 'card')})"
    return f"{name.verb(seat, 'have', 'has')} nothing to draw"


def _play_hint(view: State, card: int, seat: int, name: Names) -> str:
    yours = "your " + card_words(card).removeprefix("the ")  # "your red tiger", "your Joker"
    hand = view.hands[seat]
    if len(hand) == 1:
        return f"play {yours} as your last card and win"
    head = f"open a new pile with {yours}" if view.phase == OPEN else f"play {yours} on the pile"
    if len(hand) == 2:
        head += ", then call “Gorilla!” with one card left"
    n = view.n
    parts = [head]
    if card == JOKER:
        parts.append("any animal or Gorilla card goes on it next")
    elif card >= GORILLA0:
        got = min(3, _drawable(view, len(view.pile) + 1))
        parts.append(f"everyone else races to tap it, and the last to tap {_will_draw(None, got, 3, name)}")
    elif card % 10 == PANTHER:
        parts.append(_panther_words(min(n - 1, _drawable(view, len(view.pile) + 1)), n))
    elif card % 10 == MONKEY:
        parts.append(_skip_words((seat + view.direction) % n, name))
    elif card % 10 == ELEPHANT:
        parts.append(REVERSED)
    return join_clauses(parts)


def _draw_hint(view: State) -> str:
    opening = view.phase == OPEN
    if not _can_draw(view):
        return ("pass the opening on: no card is left to draw" if opening else
                "pass: no card of yours fits and no card is left to draw")
    source = "draw a card from the stack"
    if not view.stack:
        source += " (the pile under its top card is shuffled into a new stack first)"
    if opening:
        return f"{source}; if it is an animal card, it opens a new pile at once"
    return f"{source}; if it fits, it goes straight onto the pile"


def _tap_hint(view: State, order: Sequence[int], seat: int, name: Names) -> str:
    if not order:
        return "tap the Gorilla"
    loser = order[-1]
    penalty = _will_draw(loser, min(3, _drawable(view, len(view.pile))), 3, name)
    if seat == loser:
        return f"tap the Gorilla last and {penalty}"
    last = f"{name.obj(loser)} {name.verb(loser, 'come', 'comes')} last and {penalty}"
    if seat in order:
        return f"tap the Gorilla {ORDINALS[list(order).index(seat)]}; {last}"
    return f"let the others race to tap your Gorilla; {last}"


# ----- the end -----------------------------------------------------------------------------
def _hand_words(cards: Sequence[int]) -> str:
    return join_words([card_words(c) for c in cards]) or "no cards"


def describe_result(state: State, seat: int | None, names: Names | None = None,
                    hands: Sequence[Sequence[int]] | None = None) -> EndReport:
    """The end-of-game report: the winner, every seat's place by cards left, the hands."""
    name = _names(state, seat, names)
    hands = hands if hands is not None else state.hands
    n = state.n
    winner = state.winner
    headline, outcome = headline_for([winner] if winner >= 0 else [], name, n)
    counts = [len(hand) for hand in hands]
    standings = []
    for s in sorted(range(n), key=lambda k: (k != winner, counts[k], k)):
        if s == winner:
            standings.append(Standing(1, s, name(s), "no cards left", "the first to play out every card"))
            continue
        place = 2 + sum(1 for k in range(n) if k != winner and counts[k] < counts[s])
        tied = [k for k in range(n) if k not in (s, winner) and counts[k] == counts[s]]
        note = f"tied with {join_words([name.obj(k) for k in tied])}" if tied else ""
        standings.append(Standing(place, s, name(s), f"{plural(counts[s], 'card')} left", note))
    reveals = tuple(
        Reveal(f"{name.possessive(s)} hand", _hand_words(hands[s]), tuple(card_name(c) for c in hands[s]), seat=s)
        for s in range(n) if s != winner and hands[s]
    )
    most = max((counts[s] for s in range(n) if s != winner), default=0)
    heavy = [s for s in range(n) if s != winner and counts[s] == most]
    were = "were" if len(heavy) > 1 or (heavy and name.is_you(heavy[0])) else "was"
    if len(heavy) == n - 1 and len(heavy) > 1:  # every other player alike: "the most" of one card read oddly
        held = f"left with {plural(most, 'card')} each"
    else:
        held = f"left holding the most ({plural(most, 'card')})"
    story = f"{name(winner)} went out first. {name.group(heavy)} {were} {held}." if winner >= 0 and heavy else ""
    extra: dict[str, str] = {}
    if state.races:
        extra["Tap races"] = str(state.races)
    return EndReport(headline, outcome, tuple(standings), story, reveals, extra)

