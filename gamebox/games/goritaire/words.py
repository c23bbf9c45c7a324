"""Goritaire in words for players: the status line, one sentence per move, the end report and
the eating preview the status line and the table's panel share (issue 11).

A solitaire hides only the deck order; a sentence names a card only once it has been drawn,
revealed or looked at, so nothing names a card the player has not seen. Spots are named as a
player counts them ("row 2's 1st spot"), never in notation.
"""

from __future__ import annotations

import re

from gamebox.core.describe import EndReport, Names, Standing, capital, join_words, plural
from gamebox.core.events import Event
from gamebox.games.goritaire.actions import BY_NAME
from gamebox.games.goritaire.flow import eating_needs
from gamebox.games.goritaire.moves import (
    Act,
    Arrange,
    Burn,
    Declare,
    Discard,
    End,
    Flee,
    Guess,
    Move,
    Place,
    Play,
    PlayOn,
    Swap,
    Wander,
)
from gamebox.games.goritaire.options import hand_card_problem
from gamebox.games.goritaire.state import (
    BANANA,
    DECK_SIZE,
    GORILLA,
    HAND_LIMIT,
    WIN_GROUND,
    State,
    cards_words,
    spot_words,
)

NAMES = {GORILLA: "Gorilla", BANANA: "Banana", "S": "Gorilla"}


def _spot(text: object) -> tuple[int, int]:
    row, slot = str(text).split(".")
    return int(row), int(slot)


def card_word(card: str) -> str:
    return "a Gorilla" if card in (GORILLA, "S") else "a Banana"


def mix_words(gorillas: int) -> str:
    return f"{gorillas} Gorillas and {DECK_SIZE - gorillas} Bananas"


# ----- eating: one source for the status line and the panel ----------------------------
def eaters_words(state: State) -> str:
    count = state.eaters()
    if state.as_printed:
        return plural(count, "Gorilla")
    return plural(count, "Ground Gorilla")


def _count(count: int, word: str) -> str:
    """A count for a panel line: "1 banana", "3 bananas", "none"."""
    return plural(count, word) if count else "none"


def eating_lines(state: State, names: Names | None = None) -> list[str]:
    """The eating preview in short lines, as the table's panel shows it (R8): what the troop
    eats and where each banana comes from. `names`: who plays the deal (by default "You")."""
    names = names or Names.default(1, 0)
    needed, plant_count, extra, from_hand = eating_needs(state)
    # once the troop has eaten this turn (R8), what the panel shows is the next turn's meal:
    # "Short by 3 bananas!" beside "You played your card" read as this turn's alarm
    title = "Next meal" if state.phase in ("maintenance", "end") else "Eating"
    if not needed:
        return [f"{title}: none", "no Gorilla on the Ground"]
    lines = [f"{title}: {plural(needed, 'banana')}", f"for {eaters_words(state)}",
             f"From Plants: {_count(plant_count, 'banana')}"]
    if extra:
        lines.append(f"Imaginary bananas: {extra}")
    holds = names.says(0, "hold", "holds")
    held = f"{holds} {plural(state.hand_b, 'Banana card')}" if state.hand_b else f"{holds} no Banana card"
    lines += [f"Needed from hand: {from_hand}", held]  # "From hand: 3 bananas" beside "You hold 2" read as a contradiction
    if from_hand > state.hand_b:
        short = f"Short by {plural(from_hand - state.hand_b, 'banana')}"
        lines.append(f"{short} so far" if title == "Next meal" else f"{short}!")
    return lines


def card_lines(state: State, names: Names | None = None) -> list[str]:
    """Whether this turn's card from the hand (R3; a Gorilla card with As printed) is still to
    play. `names`: who plays the deal (by default "You")."""
    names = names or Names.default(1, 0)
    card = "Gorilla card" if state.as_printed else "card"
    if state.phase != "action":  # the Action phase is over: "may still play" read as now, while discarding,
        return []  # and "You played your card" stood under "Next meal", of the turn just eaten
    if state.played:
        whose = "a" if state.as_printed else names.verb(0, "your", "its")
        return [f"{names(0)} played {whose} {card}"]
    if not _fits(state, GORILLA) and (state.as_printed or not _fits(state, BANANA)):
        return []  # "may still play" over "Hand 0", or over a hand of cards that go nowhere now
    return [f"{names(0)} may still play", f"1 {card} from {hand_words(names)}"]


def _fits(state: State, card: str) -> bool:
    """The hand holds a card of this kind and it can go onto the pyramid now (R3)."""
    held = state.hand_g if card == GORILLA else state.hand_b
    return bool(held) and hand_card_problem(state, card) is None


def hand_play_words(state: State) -> str:
    """What the hand can still play this Action phase, for the status line: "a card", "a
    Gorilla card and Banana cards" (As printed)... or "" when no card of it fits anywhere now
    (the line had said "play a card from your hand" over a hand of Bananas with no free spot)."""
    gorilla, banana = _fits(state, GORILLA), _fits(state, BANANA)
    if not state.as_printed:
        return "a card" if gorilla or banana else ""
    return join_words([part for part, fits in (("a Gorilla card", gorilla), ("Banana cards", banana)) if fits])


def eating_sentence(state: State, names: Names | None = None) -> str:
    """The same preview in one short sentence, for the status line (the panel gives the Plants
    and imaginary bananas; the status line must fit a 1024 px wide window). `names`: who plays
    the deal (by default "You")."""
    names = names or Names.default(1, 0)
    needed, _plant_count, _extra, from_hand = eating_needs(state)
    if not needed:
        return "Eating: no Gorilla stands on the Ground yet."
    short = from_hand - state.hand_b
    need = "needs" if state.eaters() == 1 else "need"
    from_hand_words = f"{from_hand or 'none'} from {hand_words(names)}"
    if short > 0:
        holds = f"{names.obj(0)} {names.verb(0, 'hold', 'holds')}"
        return (f"Eating: short by {plural(short, 'banana')}! {capital(eaters_words(state))} {need} "
                f"{plural(needed, 'banana')}, {from_hand_words}, and {holds} {state.hand_b or 'none'}.")
    return f"Eating: {eaters_words(state)} {need} {plural(needed, 'banana')}, {from_hand_words}."


def reason_for(reason: str, names: Names) -> str:
    """A lost deal's reason, told to the player in the rules' words ("but you had none"), and
    about whoever else played the seat ("but Computer had none")."""
    if names.is_you(0) or not reason:
        return reason
    return re.sub(r"\byou\b", names.obj(0), reason)


# ----- the status line ----------------------------------------------------------------
def describe_turn(state: State, seat: int | None, names: Names | None = None) -> str:
    names = names or Names.default(1, seat)
    you = names.is_you(0)
    if state.phase == "over":
        who = names(0)
        if state.outcome == "won":
            return f"{who} won with a score of {state.score}: {state.reason}."
        return f"{who} lost: {reason_for(state.reason, names)}."
    if state.pending:
        kind, n = state.pending[0]
        if not you:  # a computer plays the deal: what it is doing, not what to do
            return _pending_words(kind, n, names(0))
        return {
            "guess": "Walking: guess whether the top card of the deck is a Gorilla or a Banana.",
            "place": f"Invitation: drag {'a Gorilla' if n == 1 else plural(n, 'Gorilla')} from the hand onto a free spot.",
            "arrange": (f"Put the {'card' if n == 1 else plural(n, 'card')} you looked at back on top of the deck "
                        "or at the bottom."),
            "burn": f"Combustion: choose {plural(n, 'discarded card')} to remove from the game.",
            "wander": "Wandering: choose the cards to discard; as many are drawn.",
            "flee": "Fleeing: drag a Gorilla to a free spot of the row below.",
            "swap": "Swap: drag a Banana card onto a Gorilla of Level 2 or more.",
        }.get(kind, "Make the choice the effect asks for.")
    if state.phase == "action":
        play = hand_play_words(state)
        if you:
            first = f"play {play} from your hand, " if play else ""
            return f"Turn {state.turn}: {first}use actions or end the Action phase. " + eating_sentence(state, names)
        first = f"play {play} from the hand, " if play else ""
        return (f"Turn {state.turn}: {names(0)} may {first}use actions or end the Action phase. "
                + eating_sentence(state, names))
    if state.phase == "maintenance":
        excess = state.hand_size - HAND_LIMIT
        discard = "discard" if you else f"{names(0)} discards"
        return f"Hand maintenance: {discard} {plural(excess, 'card')} to keep 7."
    if state.phase == "end" and state.ground_gorillas() >= WIN_GROUND:
        choice = "declare victory, or play on" if you else f"{names(0)} may declare victory, or play on"
        return f"{state.ground_gorillas()} Gorillas stand on the Ground: {choice} for a higher score."
    return f"Turn {state.turn}."


def _pending_words(kind: str, n: int, who: str) -> str:
    """An effect's choice while `who` (not the player) makes it."""
    cards = "the card" if n == 1 else f"the {plural(n, 'card')}"
    return {
        "guess": f"Walking: {who} guesses whether the top card of the deck is a Gorilla or a Banana.",
        "place": f"Invitation: {who} puts {'a Gorilla' if n == 1 else plural(n, 'Gorilla')} from the hand on {'a free spot' if n == 1 else 'free spots'}.",
        "arrange": f"{who} chooses whether {cards} looked at {'goes' if n == 1 else 'go'} back on top of the deck "
                   "or to the bottom.",
        "burn": f"Combustion: {who} chooses {plural(n, 'discarded card')} to remove from the game.",
        "wander": f"Wandering: {who} chooses the cards to discard; as many are drawn.",
        "flee": f"Fleeing: {who} moves a Gorilla to a free spot of the row below.",
        "swap": f"Swap: {who} puts a Banana card on a Gorilla of Level 2 or more.",
    }.get(kind, f"{who} makes the choice the effect asks for.")


# ----- one sentence per move ------------------------------------------------------------
def meal_words(event: Event, hand: str = "your hand") -> str:
    """What the troop ate, from an "eat" event: "the troop ate 3 bananas (1 from Plants,
    2 Banana cards from your hand)", naming only the sources it ate from, imaginary bananas
    first (R8); "" when nobody had to eat (no Gorilla stood on the Ground)."""
    data = event.data
    needed = int(data["needed"])
    if not needed:
        return ""
    plants = min(int(data["plants"]), needed)
    imaginary = min(int(data["imaginary"]), needed - plants)
    cards = int(data["cards"])
    parts = [f"{plants} from Plants"] if plants else []
    if imaginary:
        parts.append(f"{imaginary} imaginary")
    if cards:
        parts.append(f"{plural(cards, 'Banana card')} from {hand}")
    return f"the troop ate {plural(needed, 'banana')} ({', '.join(parts)})"


def hand_words(names: Names) -> str:
    """ "your hand"; told of someone else (a shown solution, a spectator), "the hand": a
    solitaire has one, and "The solution's hand" reads oddly."""
    return "your hand" if names.is_you(0) else "the hand"


def _what_followed(events: list[Event], names: Names) -> list[str]:
    """Clauses for what a move set off by itself: collapses, eating, a new turn's draw, the end."""
    hand = hand_words(names)
    out: list[str] = []
    falls = sum(1 for e in events if e.kind == "fall")
    spoiled = sum(1 for e in events if e.kind == "banana_discarded")
    sacrificed = sum(1 for e in events if e.kind == "sacrifice")
    if sacrificed:
        out.append(f"{plural(sacrificed, 'Gorilla')} left the Ground as a sacrifice")
    if falls:
        out.append(f"the pyramid collapsed ({plural(falls, 'fall')}"
                   + (f", {plural(spoiled, 'Banana')} spoiled on the Ground" if spoiled else "") + ")")
    for event in events:
        data = event.data
        if event.kind == "burned":
            out.append(f"{cards_words(str(data['cards']))} left the game")
        elif event.kind == "eat" and (meal := meal_words(event, hand)):
            out.append(meal)
        elif event.kind == "phase" and data["name"] == "awakening":
            out.append(f"turn {data['turn']} began")
        elif event.kind == "draw" and data.get("why") == "Draw phase":
            out.append(f"{names.obj(0)} drew {card_word(str(data['card']))}")
        elif event.kind == "draw":
            out.append(f"{card_word(str(data['card']))} went to {hand}")
        elif event.kind == "peek":
            out.append(f"the top of the deck showed {', '.join(card_word(c) for c in str(data['cards']))}")
        elif event.kind == "imaginary":
            out.append(f"{plural(int(data['gained']), 'imaginary banana')} for this turn")
        elif event.kind == "lost":
            out.append(f"the deal is lost: {reason_for(str(data['reason']), names)}")
        elif event.kind == "won":
            out.append(f"the deal is won with a score of {data['score']}")
    return out


def _sentence(head: str, tail: list[str]) -> str:
    text = head
    if tail:
        text += "; " + "; ".join(tail)
    return text + "."


def describe_move(before: State, move: Move, events: list[Event], seat: int | None,
                  names: Names | None = None) -> str:
    names = names or Names.default(1, seat)
    who = names(0)
    hand = hand_words(names)
    tail = _what_followed(events, names)
    if isinstance(move, Play):
        where = spot_words(move.spot)
        return _sentence(f"{who} put {card_word(move.card)} from {hand} on {where}", tail)
    if isinstance(move, Place):
        return _sentence(f"{who} placed an invited Gorilla on {spot_words(move.spot)}", tail)
    if isinstance(move, Act):
        spec = BY_NAME.get(move.name)
        label = spec.label if spec else "an action"
        sleepers = "a Gorilla" if len(move.pay) == 1 else plural(len(move.pay), "Gorilla")
        given = "".join(str(e.data["cards"]) for e in events if e.kind == "discarded" and e.data.get("src") == "hand")
        if given:  # Cooking's Banana card: "2 imaginary bananas" did not say what they cost
            tail = [f"{cards_words(given)} from {hand} went to the discard pile", *tail]
        return _sentence(f"{who} used {label} and put {sleepers} to sleep", tail)
    if isinstance(move, Guess):
        reveal = next((e for e in events if e.kind == "reveal"), None)
        guess = NAMES[move.card]
        if reveal is None:
            return _sentence(f"{who} guessed {guess}", tail)
        card = NAMES[str(reveal.data["card"])]
        if reveal.data["right"]:
            return _sentence(f"{who} guessed {guess} and the top card was a {card}: it went to {hand}", tail)
        return _sentence(f"{who} guessed {guess} but the top card was a {card}: it was discarded", tail)
    if isinstance(move, End):
        return _sentence(f"{who} ended the Action phase", tail)
    if isinstance(move, Arrange):  # in their order: the log is what the player has to remember them by
        return _sentence(f"{who} {arrange_words(move, of_deck=True)}", tail)
    if isinstance(move, Burn):
        return _sentence(f"{who} removed {cards_words(move.cards)} of the discard pile from the game",
                         [t for t in tail if "left the game" not in t])
    if isinstance(move, Wander):
        drawn = "".join(str(e.data["card"]) for e in events if e.kind == "draw")
        rest = [t for t in tail if "went to" not in t]
        return _sentence(f"{who} discarded {cards_words(move.cards)} and drew {cards_words(drawn)}", rest)
    if isinstance(move, Flee):
        return _sentence(f"The Gorilla on {spot_words(move.src)} fled to {spot_words(move.dst)}", tail)
    if isinstance(move, Swap):
        return _sentence(f"{who} swapped the Banana on {spot_words(move.banana)} with the Gorilla on "
                         f"{spot_words(move.gorilla)}", tail)
    if isinstance(move, Discard):
        return _sentence(f"{who} discarded {cards_words(move.cards)} to keep 7 cards", tail)
    if isinstance(move, Declare):
        won = next((e for e in events if e.kind == "won"), None)
        score = won.data["score"] if won else before.ground_gorillas()
        return f"{who} declared victory with {before.ground_gorillas()} Gorillas on the Ground: a score of {score}."
    if isinstance(move, PlayOn):
        return _sentence(f"{who} played on for a higher score", tail)
    return _sentence(f"{who} made a move", tail)


# ----- a suggested move, in the imperative (Hint) --------------------------------------------
COUNT_WORDS = {2: "two", 3: "three"}


def arrange_words(move: Arrange, of_deck: bool = False) -> str:
    """Where the cards looked at go, in their order, as a whole instruction: "put the Gorilla,
    then a Banana back on top (the first on top), and put the other Banana at the bottom"; cards
    all of one kind in a part are counted ("both Gorillas", "all 3 Gorillas"). `of_deck` names
    the deck ("back on top of the deck"), for a sentence of the log read later."""
    total = {card: (move.top + move.bottom).count(card) for card in set(move.top + move.bottom)}
    seen = {card: 0 for card in total}

    def named(card: str) -> str:
        seen[card] += 1
        if total[card] == 1:
            return f"the {NAMES[card]}"
        if seen[card] == 1:
            return f"a {NAMES[card]}"
        return f"the other {NAMES[card]}" if total[card] == 2 else f"another {NAMES[card]}"

    def in_order(cards: str) -> str:
        if len(cards) > 1 and len(set(cards)) == 1:  # alike: counted, not "another Banana, then another Banana"
            if total[cards[0]] == len(cards):
                return f"{'both' if len(cards) == 2 else f'all {len(cards)}'} {NAMES[cards[0]]}s"
            seen[cards[0]] += len(cards)
            return f"{COUNT_WORDS.get(len(cards), str(len(cards)))} {NAMES[cards[0]]}s"
        return ", then ".join(named(c) for c in cards)

    def part(cards: str, where: str, order: str) -> str:
        alike = len(set(cards)) == 1
        return f"{in_order(cards)} {where}" + (f" ({order})" if len(cards) > 1 and not alike else "")

    deck = " of the deck" if of_deck else ""
    parts = [part(move.top, f"back on top{deck}", "the first on top")] if move.top else []
    parts += [part(move.bottom, f"at the bottom{'' if parts else deck}", "the last at the very bottom")] if move.bottom else []
    return "put " + ", and put ".join(parts)  # "put a Gorilla back on top, and the other Gorilla, then
    # the Banana at the bottom" read as if the other Gorilla went on top too


def suggest_move(view: State, move: Move, seat: int, names: Names | None = None) -> str:
    """The contract's Hint words (the table's own Hint says the same)."""
    return suggest(move)


def suggest(move: Move) -> str:
    if isinstance(move, Play):
        return f"put {card_word(move.card)} from your hand on {spot_words(move.spot)}"
    if isinstance(move, Place):
        return f"place the invited Gorilla on {spot_words(move.spot)}"
    if isinstance(move, Act):
        spec = BY_NAME.get(move.name)
        payers = join_words([spot_words(s) for s in move.pay])
        return f"use {spec.label if spec else 'an action'}, paid by the Gorilla{'s' if len(move.pay) > 1 else ''} on {payers}"
    if isinstance(move, End):
        return "end the Action phase"
    if isinstance(move, Guess):
        return f"guess {NAMES[move.card]}"
    if isinstance(move, Arrange):
        return arrange_words(move)
    if isinstance(move, Burn):
        return f"remove {cards_words(move.cards)} of the discard pile from the game"
    if isinstance(move, Wander):
        return f"discard {cards_words(move.cards)} and draw as many"
    if isinstance(move, Discard):
        return f"discard {cards_words(move.cards)}"
    if isinstance(move, Flee):
        return f"let the Gorilla on {spot_words(move.src)} flee to {spot_words(move.dst)}"
    if isinstance(move, Swap):
        return f"swap the Banana on {spot_words(move.banana)} with the Gorilla on {spot_words(move.gorilla)}"
    if isinstance(move, Declare):
        return "declare victory"
    if isinstance(move, PlayOn):
        return "play on"
    return "make a move"


# ----- the end report -------------------------------------------------------------------------
def describe_result(state: State, seat: int | None, names: Names | None = None) -> EndReport:
    names = names or Names.default(1, seat)
    who = names(0)
    rules = "The original rules, word for word" if state.as_printed else "The usual rules"
    if state.extreme:  # the result left the bonus stage out
        rules += ", with the Extreme Arts bonus stage"
    extra = {"Deck mix": mix_words(state.gorillas), "Rules": rules, "Turns": str(state.turn)}
    if state.outcome == "won":
        headline = "You won!" if names.is_you(0) else f"{who} won"
        outcome = "won" if names.is_you(0) else "over"
        note = f"{plural(state.ground_gorillas(), 'Gorilla')} on the Ground"
        if state.bonus:
            note += f" plus a Banastasia bonus of {state.bonus}"
        standing = Standing(1, 0, who, plural(state.score, "point"), note)
        story = f"Won on turn {state.turn} with {state.reason}."
    else:
        headline = "You lost" if names.is_you(0) else f"{who} lost"
        outcome = "lost" if names.is_you(0) else "over"
        reason = reason_for(state.reason, names) or "the deal is over"
        left = state.ground_gorillas()
        standing = Standing(1, 0, who, "no score", f"{plural(left, 'Gorilla') if left else 'no Gorilla'} on the "
                            f"Ground at the end, on turn {state.turn}")
        story = f"Lost on turn {state.turn}: {reason}."
    return EndReport(headline, outcome, (standing,), story, (), extra)
