"""TRIO in words for players: the status line, one sentence per move, the end report.

Everything is written from one chair (`seat`; None for a spectator) and names seats through
`Names`. A card is named only when that chair can see it: played, discarded and column cards
are public; a draw is known to the drawer; in a bargain (T5) the giver knows both cards and so
does the one who received the gift (the card taken was theirs).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamebox.core.describe import EndReport, Names, Standing, full_stop, headline_for, join_words, plural
from gamebox.core.events import Event
from gamebox.games.trio.cards import TRIO_TO_WIN
from gamebox.games.trio.state import LAST_TURN, TrioState


def card_words(name: str) -> str:
    """ "red-sun" -> "red sun"; an unknown card "?" -> "a card"."""
    return "a card" if name == "?" else name.replace("-", " ")


def the_card(name: str) -> str:
    return "a card" if name == "?" else f"the {card_words(name)}"


def _names(state: TrioState, seat: int | None, names: Names | None) -> Names:
    return names if names is not None else Names.default(2, seat)


SYMBOL_PLURAL = {"leaf": "leaves"}


# ----- the status line --------------------------------------------------------------------
def describe_turn(state: TrioState, seat: int | None, names: Names | None = None) -> str:
    names = _names(state, seat, names)
    if state.over:  # the headline and how it came about ("Draw. Both hands ran out ...")
        report = describe_result(state, seat, names)
        return f"{full_stop(report.headline)} {report.story}".strip()
    turn = state.turn
    last = ""
    if state.phase == LAST_TURN:
        last = (" This is your last turn: both players will have had as many turns." if names.is_you(turn)
                else f" This is {names.possessive(turn, capital=False)} last turn.")
    if seat is None or seat != turn:
        return f"Waiting for {names.obj(turn)} to play.{last}"
    if not state.hands[seat]:
        return f"Your turn: your hand is empty, so click Pass.{last}"
    text = "Your turn: drag a card from your hand onto one of your columns"
    if state.bargains[seat] and state.hands[1 - seat]:
        text += ", or bargain: give a card and take one at random"
    return text + "." + last


# ----- one sentence per move ----------------------------------------------------------------
def describe_move(before: TrioState, move: Any, events: Sequence[Event], seat: int | None,
                  names: Names | None = None) -> str:
    names = _names(before, seat, names)
    mover = before.turn
    who = names(mover)
    main = ""
    trio = ""
    after: list[str] = []
    drawn: list[str] = []
    for event in events:
        data = event.data
        kind = event.kind
        if kind == "card_played":
            main = f"{who} played {the_card(str(data['card']))} on column {int(data['column']) + 1}"
        elif kind == "trio_made":
            value = str(data["value"])
            trio = f"a {value} TRIO" if data["shared"] == "colour" else f"a TRIO of {SYMBOL_PLURAL.get(value, value + 's')}"
        elif kind == "trio_card_taken":
            trio += f" (TRIO card {int(data['trios'])} of {TRIO_TO_WIN})"
        elif kind == "facing_card_lost":
            owner = int(data["seat"])
            whose = "your" if names.is_you(owner) else "their"  # "Player 1 lost ... from Player 1's column"
            after.append(f"{names.obj(owner)} lost {the_card(str(data['card']))} from {whose} column "
                         f"{int(data['column']) + 1}")
        elif kind == "card_drawn":
            drawn.append(str(data["card"]))
        elif kind == "bargain":
            main = _bargain(data, mover, seat, names)
        elif kind == "passed":
            main = f"{who} passed with an empty hand"
        elif kind == "last_turn":
            other = int(data["seat"])
            after.append(f"{names.obj(other)} now {names.verb(other, 'have', 'has')} one last turn")
    text = main or f"{who} played"
    if trio:  # what the card made, before the draw that followed it
        text += f", making {trio},"
    if drawn:
        if seat == mover and all(name != "?" for name in drawn):
            text += f" and drew {join_words([the_card(n) for n in drawn])}"
        else:
            text += f" and drew {'a card' if len(drawn) == 1 else plural(len(drawn), 'card')}"
    text = text.rstrip(",")
    for clause in after:
        text += f"; {clause}"
    return text + "."


def _bargain(data: Any, mover: int, seat: int | None, names: Names) -> str:
    other = int(data["to"])
    gave, took = str(data["gave"]), str(data["took"])
    who = names(mover)
    if seat == mover:
        # "their": two cards may read the same ("gave the red sun ... and took the red sun")
        return f"{who} bargained: gave {the_card(gave)} to {names.obj(other)} and took their {card_words(took)}"
    if seat == other:
        return (f"{who} bargained: gave {names.obj(other)} {the_card(gave)} and took "
                f"{names.possessive(other, capital=False)} {card_words(took)}")
    return f"{who} bargained: gave {names.obj(other)} a card and took one of theirs at random"


# ----- the end -------------------------------------------------------------------------------
def winners_of(state: TrioState) -> tuple[int, ...]:
    t0, t1 = state.trios
    if t0 >= TRIO_TO_WIN and t1 >= TRIO_TO_WIN:
        return ()
    for s in (0, 1):
        if state.trios[s] >= TRIO_TO_WIN:
            return (s,)
    if t0 == t1:
        return ()
    return (0,) if t0 > t1 else (1,)


def describe_result(state: TrioState, seat: int | None, names: Names | None = None) -> EndReport:
    names = _names(state, seat, names)
    winners = winners_of(state)
    headline, outcome = headline_for(winners, names, 2)
    t0, t1 = state.trios
    both_three = t0 >= TRIO_TO_WIN and t1 >= TRIO_TO_WIN
    if both_three:
        story = (f"{names(state.starter)} reached three TRIO cards first, and "
                 f"{names.obj(1 - state.starter)} answered with a third one on the last turn.")
    elif max(t0, t1) >= TRIO_TO_WIN:
        story = f"{names(winners[0])} reached three TRIO cards."
    else:
        story = "Both hands ran out before anyone reached three TRIO cards."
    standings = []
    for s in (0, 1):
        place = 1 if (not winners or s in winners) else 2
        note = ""
        if s == state.starter and state.trios[s] >= TRIO_TO_WIN:  # T6: only then was there a last turn
            note = "started, so the other player had one last turn"
        elif not winners and not both_three:
            note = "as many TRIO cards as the other player"
        score = plural(state.trios[s], "TRIO card") if state.trios[s] else "no TRIO cards"
        standings.append(Standing(place, s, names(s), score, note))
    standings.sort(key=lambda st: (st.place, st.seat))
    return EndReport(headline, outcome, tuple(standings), story)
