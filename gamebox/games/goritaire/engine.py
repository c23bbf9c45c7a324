"""Applying Goritaire moves: validation with readable refusals, then the effect (R3-R11)."""

from __future__ import annotations

from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event, ev
from gamebox.games.goritaire.actions import (
    BY_NAME,
    ActionSpec,
    available_actions,
    cheap_payments,
    payment_problem,
)
from gamebox.games.goritaire.flow import advance, burn, draw, eat, next_turn, win
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
from gamebox.games.goritaire.pyramid import collapse, flee_targets, is_gorilla, legal_spots, sacrifice
from gamebox.games.goritaire.state import (
    BANANA,
    GORILLA,
    HAND_LIMIT,
    SLEEPING,
    WIN_GROUND,
    State,
    cards_words,
    spot_text,
    spot_words,
)

STEP_WHAT = {
    "guess": "a guess", "place": "a Gorilla to place", "arrange": "cards to put back",
    "burn": "cards to burn", "wander": "cards to wander away", "flee": "a Gorilla to flee",
    "swap": "a swap", "peek": "a look at the deck",
}
STEP_ASK = {
    "guess": "Walking: guess Gorilla or Banana first",
    "place": "place the invited Gorilla from your hand first",
    "arrange": "put the cards you looked at back first",
    "burn": "choose which discarded cards burn first (Combustion)",
    "wander": "choose the cards Wandering discards first",
    "flee": "choose the Gorilla that flees and its spot first",
    "swap": "choose the Banana and the Gorilla to swap first",
}


def act_problem(state: State, spec: ActionSpec) -> str | None:
    """Why the player cannot choose this action now, in words; None when they can (its effect
    applies and some awake Gorillas can pay its cost). The table's buttons and refusals."""
    if state.over:
        return "the game is over"
    if state.phase != "action":
        return "actions are used in the Action phase"
    if state.pending:
        return "first finish what the last card or action asks"
    problem = action_problem(state, spec)
    if problem is None and not cheap_payments(state, spec.cost, 1):
        return "no awake Gorillas of the levels its cost needs"
    return problem


def action_problem(state: State, spec: ActionSpec) -> str | None:
    """Why this action's effect cannot be used now (apart from paying its cost)."""
    if spec.name == "walking" and not state.deck:
        return "Walking needs a card in the deck"
    if spec.name == "cooking2" and state.hand_b < 1:
        return "Cooking needs a Banana card in your hand"
    if spec.name == "wandering" and state.hand_size < 1:
        return "Wandering needs a card in your hand"
    if spec.name == "gorilla5" and state.hand_g < 5:
        return "Gorilla 5 needs 5 or more Gorilla cards in your hand"
    if spec.name == "swap" and not any(code == BANANA for code in state.area.values()):
        return "Swap needs a Banana card in the pyramid"
    if spec.name == "fleeing" and not any(
        is_gorilla(code) and flee_targets(state.area, spot) for spot, code in state.area.items()
    ):
        return "no Gorilla has a free spot in the row below"
    if spec.sacrifice:
        trial = state.clone()
        scratch: list[Event] = []
        for _ in range(spec.sacrifice):
            if not sacrifice(trial, scratch):
                return (f"Sacrifice {spec.sacrifice} needs {spec.sacrifice} Gorillas on the Ground, counting any that "
                        "fall there as the first ones go")
        if trial.disc_g + trial.disc_b < spec.combustion:
            return f"Combustion {spec.combustion} needs {spec.combustion} cards in the discard pile"
    return None


def _check_action_phase(state: State, what: str) -> None:
    if state.phase == "over":
        raise IllegalMove("the game is over")
    if state.pending:
        raise IllegalMove(STEP_ASK[state.pending[0][0]])
    if state.phase != "action":
        raise IllegalMove(f"you can {what} only in the Action phase")


def _expect_step(state: State, kind: str) -> int:
    if state.phase == "over":
        raise IllegalMove("the game is over")
    if not state.pending or state.pending[0][0] != kind:
        if state.pending:
            raise IllegalMove(STEP_ASK[state.pending[0][0]])
        raise IllegalMove(f"nothing asks for {STEP_WHAT[kind]} now")
    return state.pending[0][1]


def _take_from_hand(state: State, cards: str, what: str) -> None:
    g, b = cards.count("G"), cards.count("B")
    if g > state.hand_g or b > state.hand_b:
        raise IllegalMove(f"{what}: your hand holds only {state.hand_g} Gorillas and {state.hand_b} Bananas")
    state.hand_g -= g
    state.hand_b -= b


def apply_move(state: State, move: Move) -> tuple[State, list[Event]]:
    """Validate and apply on a clone; IllegalMove says why a move is refused."""
    if state.phase == "over":
        raise IllegalMove("the game is over")
    st = state.clone()
    events: list[Event] = []
    if isinstance(move, Play):
        _play(st, move, events)
    elif isinstance(move, Act):
        _act(st, move, events)
    elif isinstance(move, End):
        _check_action_phase(st, "end the Action phase")
        eat(st, events)
    elif isinstance(move, Guess):
        _expect_step(st, "guess")
        st.pending.pop(0)
        card = st.deck.pop(0)
        st.known.pop(0)
        right = card == move.card
        events.append(ev("reveal", reveals=True, card=card, guess=move.card, right=right))
        if right:
            st.hand_g += card == GORILLA
            st.hand_b += card == BANANA
        else:
            st.disc_g += card == GORILLA
            st.disc_b += card == BANANA
        events.append(ev("card_moved", card=card, src="deck", dst="hand" if right else "discard"))
    elif isinstance(move, Place):
        n = _expect_step(st, "place")
        if move.spot not in legal_spots(st.area, GORILLA):
            raise IllegalMove(_spot_problem(st, move.spot))
        st.hand_g -= 1
        st.area[move.spot] = GORILLA
        st.pending[0] = ("place", n - 1)
        events.append(ev("card_played", card=GORILLA, src="hand", dst=spot_text(move.spot), invited=True))
    elif isinstance(move, Arrange):
        n = _expect_step(st, "arrange")
        cards = st.deck[:n]
        given = move.top + move.bottom
        if sorted(given) != sorted(cards):
            raise IllegalMove(f"put back exactly the cards you looked at ({cards_words(''.join(cards))})")
        st.pending.pop(0)
        rest, rest_known = st.deck[n:], st.known[n:]
        st.deck = list(move.top) + rest + list(move.bottom)
        st.known = [True] * len(move.top) + rest_known + [True] * len(move.bottom)
        events.append(ev("arranged", top=move.top, bottom=move.bottom))
    elif isinstance(move, Burn):
        n = _expect_step(st, "burn")
        g, b = move.cards.count("G"), move.cards.count("B")
        if g + b != n:
            raise IllegalMove(f"Combustion {n}: choose exactly {n} cards of the discard pile")
        if g > st.disc_g or b > st.disc_b:
            raise IllegalMove(f"the discard pile holds {st.disc_g} Gorillas and {st.disc_b} Bananas")
        st.pending.pop(0)
        burn(st, g, b, events)
    elif isinstance(move, Wander):
        _expect_step(st, "wander")
        _take_from_hand(st, move.cards, "Wandering")
        st.pending.pop(0)
        st.disc_g += move.cards.count("G")
        st.disc_b += move.cards.count("B")
        events.append(ev("discarded", cards=move.cards, src="hand", dst="discard"))
        for _ in move.cards:
            if not draw(st, events, "Wandering"):
                break
    elif isinstance(move, Flee):
        _expect_step(st, "flee")
        code = st.area.get(move.src)
        if not is_gorilla(code):
            raise IllegalMove(f"there is no Gorilla at {spot_words(move.src)}")
        if move.dst not in flee_targets(st.area, move.src):
            raise IllegalMove(f"the Gorilla cannot flee to {spot_words(move.dst)}: only to a free spot one row down "
                              "where a card fits")
        st.pending.pop(0)
        st.area.pop(move.src)
        st.area[move.dst] = code  # type: ignore[assignment]
        events.append(ev("flee", card=code, src=spot_text(move.src), dst=spot_text(move.dst)))
        collapse(st, move.src, events)
    elif isinstance(move, Swap):
        _expect_step(st, "swap")
        if st.area.get(move.banana) != BANANA:
            raise IllegalMove(f"there is no Banana card at {spot_words(move.banana)}")
        code = st.area.get(move.gorilla)
        if not is_gorilla(code) or move.gorilla[0] < 2:
            raise IllegalMove(f"Swap needs a Gorilla of Level 2 or more, not the card at {spot_words(move.gorilla)}")
        st.pending.pop(0)
        st.area[move.banana], st.area[move.gorilla] = code, BANANA  # type: ignore[assignment]
        events.append(ev("swap", banana=spot_text(move.banana), gorilla=spot_text(move.gorilla)))
    elif isinstance(move, Discard):
        if st.phase != "maintenance" or st.pending:
            raise IllegalMove("you discard down to 7 cards only in the Hand maintenance phase")
        excess = st.hand_size - HAND_LIMIT
        if len(move.cards) != excess:
            raise IllegalMove(f"discard exactly {excess} card{'s' if excess != 1 else ''} to keep 7")
        _take_from_hand(st, move.cards, "Discard")
        st.disc_g += move.cards.count("G")
        st.disc_b += move.cards.count("B")
        events.append(ev("discarded", cards=move.cards, src="hand", dst="discard"))
    elif isinstance(move, (Declare, PlayOn)):
        if st.phase != "end" or st.ground_gorillas() < WIN_GROUND:
            raise IllegalMove("you can declare victory only at the end of a turn with 7 Gorillas on the Ground")
        if isinstance(move, Declare):
            win(st, events)
        else:
            events.append(ev("play_on", ground=st.ground_gorillas()))
            next_turn(st, events)
    else:
        raise IllegalMove(f"not a Goritaire move: {move!r}")
    advance(st, events)
    return st, events


def played_problem(state: State, card: str) -> str | None:
    """R3: one card from hand a turn ("As printed": one Gorilla card, Bananas freely)."""
    if state.played and (card == GORILLA or not state.as_printed):
        if state.as_printed:
            return "you already played your one Gorilla card from hand this turn"
        return "you already played your one card from hand this turn"
    return None


def _spot_problem(st: State, spot: tuple[int, int]) -> str:
    """Why a card may not go to `spot`, a spot where no card fits now (R2), in a few words."""
    row, slot = spot
    if row < 1 or (slot < 1 and row > 1):  # left of the Ground is a place a card may not go, below
        return "there is no such spot: the Ground is row 1, and spots count from 1 at the left"
    if spot in st.area:
        return f"{spot_words(spot)} is taken"
    if row == 1:
        return "a Ground card goes right of the rightmost Ground card"
    height = max((r for r, _s in st.area), default=0)
    if row > height + 1:  # "row 99's 1st spot needs two cards under it"
        high = f"the pyramid is {height} {'row' if height == 1 else 'rows'} high" if height else "the Ground is empty"
        return f"there is no row {row} yet: {high}"
    return f"{spot_words(spot)} needs two cards under it"


def _play(st: State, move: Play, events: list[Event]) -> None:
    """A card from hand (R3): one card a turn; "As printed": one Gorilla card a turn and any
    number of Banana cards."""
    _check_action_phase(st, "play a card from your hand")
    if move.card not in (GORILLA, BANANA):
        raise IllegalMove("play a Gorilla or a Banana")
    played = played_problem(st, move.card)
    if played is not None:
        raise IllegalMove(played)
    if (st.hand_g if move.card == GORILLA else st.hand_b) < 1:
        raise IllegalMove(f"you have no {'Gorilla' if move.card == GORILLA else 'Banana'} in your hand")
    if move.spot not in legal_spots(st.area, move.card):
        if move.card == BANANA and move.spot[0] == 1:
            raise IllegalMove("only Gorillas may stand on the Ground")
        raise IllegalMove(_spot_problem(st, move.spot))
    if move.card == GORILLA:
        st.hand_g -= 1
    else:
        st.hand_b -= 1
    st.area[move.spot] = move.card
    if move.card == GORILLA or not st.as_printed:
        st.played = True
    events.append(ev("card_played", card=move.card, src="hand", dst=spot_text(move.spot)))


def _act(st: State, move: Act, events: list[Event]) -> None:
    _check_action_phase(st, "take an action")
    spec = BY_NAME.get(move.name)
    if spec is None or spec not in available_actions(st):
        raise IllegalMove(f"there is no action {move.name!r} in this game")
    problem = payment_problem(st, spec.cost, move.pay) or action_problem(st, spec)
    if problem:
        raise IllegalMove(f"{spec.label}: {problem}")
    events.append(ev("action", name=spec.name, label=spec.label))
    for spot in move.pay:  # sleep, then Sacrifice, then Combustion (R4)
        st.area[spot] = SLEEPING
        events.append(ev("sleep", spot=spot_text(spot)))
    for _ in range(spec.sacrifice):
        sacrifice(st, events)
    if spec.combustion:
        st.pending.append(("burn", spec.combustion))
    name = spec.name
    if name == "walking":
        st.pending.append(("guess", 0))
    elif name == "exploration":
        draw(st, events, "Exploration")
    elif name in ("scapulimancy1", "scapulimancy3", "homesickness"):
        st.pending.append(("peek", 1 if name == "scapulimancy1" else 3))
    elif name in ("invitation1", "invitation2"):
        st.pending.append(("place", 1 if name == "invitation1" else 2))
    elif name == "cooking2":
        st.hand_b -= 1
        st.disc_b += 1
        st.imaginary += 2
        events.append(ev("discarded", cards=BANANA, src="hand", dst="discard"))
        events.append(ev("imaginary", gained=2, total=st.imaginary))
    elif name == "wandering":
        st.pending.append(("wander", 0))
    elif name == "fleeing":
        st.pending.append(("flee", 0))
    elif name == "swap":
        st.pending.append(("swap", 0))
    elif name == "gorilla5":
        st.imaginary += 5
        events.append(ev("imaginary", gained=5, total=st.imaginary))
        burn(st, st.disc_g, st.disc_b, events)
        st.pending.append(("place", 5))
    elif name == "banastasia":
        st.banastasia = True
        eat(st, events)


