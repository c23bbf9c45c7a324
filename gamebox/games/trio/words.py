"""TRIO in words for players: the status line, one sentence per move, the end report.

Everything is written from one chair (`seat`; None for a spectator) and names seats through
`Names`. A card is named only when that chair can see it: played, discarded and column cards
are public; a draw is known to the drawer; in a bargain (T5) the giver knows both cards and so
does the one who received the gift (the card taken was theirs). A Hint (`suggest_move`) is
told to the player to move from their own view: their hand and the columns, never the draw.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from gamebox.core.describe import (
    EndReport,
    Names,
    Reveal,
    Standing,
    full_stop,
    headline_for,
    join_words,
    plural,
)
from gamebox.core.events import Event
from gamebox.games.trio.cards import TRIO_CARDS, TRIO_TO_WIN, card_name, maybe_name, shared_feature
from gamebox.games.trio.moves import Bargain, Pass, Play
from gamebox.games.trio.state import LAST_TURN, TrioState


def card_words(name: str) -> str:
    """ "red-sun" -> "red sun"; an unknown card "?" -> "a card"."""
    return "a card" if name == "?" else name.replace("-", " ")


def the_card(name: str) -> str:
    return "a card" if name == "?" else f"the {card_words(name)}"


def _names(state: TrioState, seat: int | None, names: Names | None) -> Names:
    return names if names is not None else Names.default(2, seat)


SYMBOL_PLURAL = {"leaf": "leaves"}


def trio_words(shared: str, value: str) -> str:
    """ ("colour", "red") -> "a red TRIO"; ("symbol", "leaf") -> "a TRIO of leaves"."""
    return f"a {value} TRIO" if shared == "colour" else f"a TRIO of {SYMBOL_PLURAL.get(value, value + 's')}"


def cards_words(names: Sequence[str]) -> str:
    """Cards named once each, the two copies of a card together: "the red leaf, two yellow suns
    and the green drop" ("the yellow sun, the yellow sun" had read as a slip)."""
    words = []
    for name, count in Counter(names).items():  # (in the order the hand holds them)
        if count == 1 or name == "?":  # (no card is unknown once the game is over)
            words += [the_card(name)] * count
        else:
            colour, _, symbol = name.partition("-")
            words.append(f"{'two' if count == 2 else count} {colour} {SYMBOL_PLURAL.get(symbol, symbol + 's')}")
    return join_words(words)


def _whose(names: Names, owner: int) -> str:
    """ "your" or "their" for a column named right after its owner ("Computer ... their column 2")."""
    return "your" if names.is_you(owner) else "their"


# ----- the status line --------------------------------------------------------------------
def describe_turn(state: TrioState, seat: int | None, names: Names | None = None) -> str:
    names = _names(state, seat, names)
    if state.over:  # the headline and how it came about ("Draw. Both hands ran out ...")
        report = describe_result(state, seat, names)
        return f"{full_stop(report.headline)} {report.story}".strip()
    turn = state.turn
    last = ""
    if state.phase == LAST_TURN:
        # to the mover, however the chair names them: "Bob, your turn: ... This is Bob's last turn"
        # talked to Bob, then about him
        last = (" This is your last turn: both players will have had as many turns."
                if names.is_you(turn) or seat == turn else f" This is {names.possessive(turn, capital=False)} last turn.")
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
            trio = trio_words(str(data["shared"]), str(data["value"]))
        elif kind == "trio_card_taken":
            trio += f" (TRIO card {int(data['trios'])} of {TRIO_TO_WIN})"
        elif kind == "facing_card_lost":
            owner = int(data["seat"])
            whose = _whose(names, owner)  # not "Player 1 lost ... from Player 1's column"
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


# ----- a Hint ---------------------------------------------------------------------------------
def suggest_move(view: TrioState, move: Any, seat: int, names: Names | None = None) -> str:
    """What `move` would do, as advice to `seat` (to move in `view`, their own view): an
    imperative clause in lower case without a full stop, worded like the move log ("play the
    red sun on column 1, making a red TRIO (TRIO card 1 of 3); Computer loses the yellow moon
    from their column 1"). Names only the seat's own cards and the face-up columns."""
    names = _names(view, seat, names)
    other = 1 - seat
    if isinstance(move, Play):
        return _suggest_play(view, move, seat, names)
    if isinstance(move, Bargain):  # the card taken is random: never named
        return (f"bargain, giving {the_card(card_name(move.card))} to {names.obj(other)} and taking one of "
                f"{_whose(names, other)} cards at random")
    if isinstance(move, Pass):
        return "pass, as your hand is empty"
    raise TypeError(f"not a TRIO move: {move!r}")


def _suggest_play(view: TrioState, move: Play, seat: int, names: Names) -> str:
    other = 1 - seat
    number = move.column + 1
    text = f"play {the_card(card_name(move.card))} on column {number}"
    column = view.columns[seat][move.column] + (move.card,)
    feature = shared_feature(column[-3:]) if len(column) >= 3 else None  # type: ignore[arg-type]
    trios = list(view.trios)
    if feature is not None:  # T4: a TRIO card while the supply lasts; the facing column loses its end
        text += f", making {trio_words(*feature)}"
        if sum(trios) < TRIO_CARDS:
            trios[seat] += 1
            text += f" (TRIO card {trios[seat]} of {TRIO_TO_WIN})"
        facing = view.columns[other][move.column]
        if facing:
            text += (f"; {names.obj(other)} {names.verb(other, 'lose', 'loses')} {the_card(maybe_name(facing[-1]))} "
                     f"from {_whose(names, other)} column {number}")
    # T6, T7: how the game would end
    hand_left = len(view.hands[seat]) - 1 + len(view.pile)
    both_empty = hand_left == 0 and not view.hands[other]
    if trios[seat] >= TRIO_TO_WIN and view.trios[seat] < TRIO_TO_WIN:
        if view.phase == LAST_TURN and trios[other] >= TRIO_TO_WIN:
            text += "; the game ends in a draw, both with three TRIO cards"
        elif seat == view.starter and view.phase != LAST_TURN and not both_empty:
            text += f"; {names.obj(other)} then {names.verb(other, 'have', 'has')} one last turn"
        else:
            text += f"; {names.obj(seat)} {names.verb(seat, 'win', 'wins')} the game"
    elif both_empty and view.phase != LAST_TURN:
        ahead = trios[seat] - trios[other]
        if ahead == 0:
            text += "; both hands are then empty, so the game ends in a draw"
        else:
            winner = seat if ahead > 0 else other
            text += (f"; both hands are then empty, so the game ends and {names.obj(winner)} "
                     f"{names.verb(winner, 'win', 'wins')}")
    return text


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
            # ("started, so the other player had one last turn" left "started" unexplained)
            note = f"went first, so {names.obj(1 - s)} had one last turn to answer"
        elif not winners and not both_three:
            note = "as many TRIO cards as the other player"
        score = plural(state.trios[s], "TRIO card") if state.trios[s] else "no TRIO cards"
        standings.append(Standing(place, s, names(s), score, note))
    standings.sort(key=lambda st: (st.place, st.seat))
    # the game is over: both hands are shown, as the other games show theirs
    reveals = tuple(Reveal(f"{names.possessive(s)} hand", cards_words([maybe_name(c) for c in hand]),
                           tuple(maybe_name(c) for c in hand), seat=s)
                    for s in (0, 1) if (hand := state.hands[s]))
    return EndReport(headline, outcome, tuple(standings), story, reveals)
