"""Applying moves: deals (G3, G4, G11, G12), plays and rewards (G8), apples and loss (G9),
rounds (G11) and the Robot's turn (G13). Pure functions of (state, move)."""

from __future__ import annotations

from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event, ev
from gamebox.core.rng import make_rng
from gamebox.games.girafferaffe.cards import ALL_CARDS, card_text, card_words
from gamebox.games.girafferaffe.choose import robot_options
from gamebox.games.girafferaffe.moves import Move, PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.plays import has_play, play_problem
from gamebox.games.girafferaffe.state import HAND_LIMIT_ROBOT, REDRAW_CARDS, SUPPLY_APPLES, State
from gamebox.games.girafferaffe.state import evolve as replace
from gamebox.games.girafferaffe.trees import ALL_TREES, trees_for


def hand_size_for(players: int) -> int:
    """G3: 15 cards each for 2-4 players (and solo), 12 for 5."""
    return 12 if players == 5 else 15


def deal(players: int, variant: bool, seed: int, round_no: int, dealer: int | None,
         rotten: tuple[int, ...], robot_level: int = 15, round_losers: tuple[int, ...] = ()) -> State:
    """A fresh deal from the seed (G3/G4; G11 rounds; G12 solo)."""
    rng = make_rng(seed, f"deal{round_no}")
    if dealer is None:
        dealer = rng.randrange(players) if players > 1 else 0  # G4
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    size = hand_size_for(players)
    hands = tuple(tuple(sorted(deck[i * size:(i + 1) * size])) for i in range(players))
    rest = deck[players * size:]
    redraw, rest = tuple(rest[:REDRAW_CARDS]), rest[REDRAW_CARDS:]
    robot_deck: tuple[int, ...] = ()
    if players == 1:
        robot_deck, rest = tuple(rest[:robot_level]), rest[robot_level:]
    names = tuple(t.name for t in trees_for(players))
    return State(
        players=players,
        variant=variant,
        seed=seed,
        round=round_no,
        tree_names=names,
        stacks=tuple(() for _ in names),
        hands=hands,
        apples=(0,) * players,
        supply=SUPPLY_APPLES,
        redraw=redraw,
        box=tuple(sorted(rest)),
        current=0 if players == 1 else (dealer + 1) % players,  # G4 / G12: the human starts
        dealer=dealer,
        rotten=rotten,
        round_losers=round_losers,
        robot_deck=robot_deck,
        robot_level=robot_level if players == 1 else 0,
    )


def deal_event(state: State) -> Event:
    return ev("deal", round=state.round, dealer=state.dealer, starts=state.current,
              hands=[len(h) for h in state.hands], redraw=len(state.redraw),
              robot_deck=len(state.robot_deck))


def can_act(state: State, seat: int) -> bool:
    """G9: a play somewhere or an apple to return."""
    if state.apples[seat] > 0:
        return True
    hand = state.hands[seat]
    return any(has_play(tree, hand, state.top(i)) for i, tree in enumerate(state.trees))


def _remove(hand: tuple[int, ...], cards: tuple[int, ...], what: str) -> tuple[int, ...]:
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            held = hand.count(c)
            if held:  # named more often than held ("not in your hand" denied the card they hold)
                raise IllegalMove(f"The {card_words(c)} is named {cards.count(c)} times, but {what} holds "
                                  f"{'only one' if held == 1 else f'only {held}'}") from None
            raise IllegalMove(f"The {card_words(c)} is not in {what}") from None
    return tuple(rest)


def _place(state: State, tree_index: int, cards: tuple[int, ...], src: str, events: list[Event]) -> State:
    tree = state.trees[tree_index]
    stacks = list(state.stacks)
    stacks[tree_index] = stacks[tree_index] + (cards,)
    for c in cards:
        events.append(ev("card_moved", card=card_text(c), src=src, dst=f"tree:{tree.name}"))
    return replace(state, stacks=tuple(stacks))


def _reward(state: State, tree_index: int, seat: int | None, events: list[Event]) -> State:
    """G8, right after the play; seat None is the Robot (apples beside it, cards on its deck)."""
    tree = state.trees[tree_index]
    apples = min(tree.apples, state.supply)
    cards = min(tree.redraw, len(state.redraw))
    who = "robot" if seat is None else f"apples:{seat}"
    for _ in range(apples):
        events.append(ev("apple_moved", src="supply", dst=who))
    if apples:
        if seat is None:
            state = replace(state, supply=state.supply - apples, robot_apples=state.robot_apples + apples)
        else:
            owned = list(state.apples)
            owned[seat] += apples
            state = replace(state, supply=state.supply - apples, apples=tuple(owned))
    if cards:
        drawn, rest = state.redraw[:cards], state.redraw[cards:]
        if seat is None:  # G13: on top of the Robot Deck, unseen
            state = replace(state, redraw=rest, robot_deck=drawn + state.robot_deck)
            for _ in drawn:
                events.append(ev("card_moved", card="?", src="redraw", dst="robot-deck"))
        else:
            hands = list(state.hands)
            hands[seat] = tuple(sorted(hands[seat] + drawn))
            state = replace(state, redraw=rest, hands=tuple(hands))
            for _ in drawn:
                events.append(ev("card_moved", reveals=True, card="?", src="redraw", dst=f"hand:{seat}",
                                 seat=seat))
    if apples or cards or tree.apples or tree.redraw:
        events.append(ev("reward", seat=-1 if seat is None else seat, tree=tree.name, apples=apples,
                         cards=cards))
    return state


def validate(state: State, move: Move, seat: int) -> None:
    """Raise IllegalMove (a reason in words) unless `seat` may make `move` now."""
    if state.over:
        raise IllegalMove("The game is over")
    if isinstance(move, RobotChoice):
        if not state.pending:
            raise IllegalMove("The Robot is not waiting for a colour choice")
        if move.cards not in state.pending:
            raise IllegalMove("The Robot cannot play those cards here; pick one of the offered plays")
        return
    if state.pending:
        raise IllegalMove("First choose which cards the Robot plays")
    if isinstance(move, SpendApple):
        if state.apples[seat] <= 0:
            raise IllegalMove("You have no apple to spend")
        return
    if not isinstance(move, PlayCards):
        raise IllegalMove("That is not a Girafferaffe move")
    if move.tree not in state.tree_names:
        tree = ALL_TREES.get(move.tree)
        name = tree.label if tree else move.tree
        raise IllegalMove(f"There is no {name} tree in this game")
    index = state.tree_index(move.tree)
    cards = tuple(sorted(move.cards))
    _remove(state.hands[seat], cards, "your hand")
    problem = play_problem(state.trees[index], cards, state.top(index))
    if problem:
        raise IllegalMove(problem)


def apply_move(state: State, move: Move, seat: int) -> tuple[State, list[Event]]:
    """Validate and apply one decision of `seat`; never mutates `state`."""
    validate(state, move, seat)  # every refusal is decided there, once
    events: list[Event] = []
    if isinstance(move, RobotChoice):
        index = state.tree_index(state.pending_tree)
        state = replace(state, pending=(), pending_tree="")
        state = _robot_play(state, index, move.cards, events)
        return _after_robot(state, events)
    state = _own_part(state, move, seat, events)
    if state.solo:
        return robot_turn(state, events)
    return _next_turn(state, seat, events)


def before_robot(state: State, move: Move, seat: int = 0) -> State:
    """Solo: the position after the player's own play (and its reward) or apple, before the
    Robot's turn that the same move goes on with: what a table shows while that turn is shown.
    IllegalMove as apply_move; a Robot colour choice is the Robot's turn itself."""
    validate(state, move, seat)
    if isinstance(move, RobotChoice):
        return state
    return _own_part(state, move, seat, [])


def _own_part(state: State, move: Move, seat: int, events: list[Event]) -> State:
    """A validated play or apple of `seat`, with the play's reward (G8, G9)."""
    if isinstance(move, SpendApple):
        owned = list(state.apples)
        owned[seat] -= 1
        events.append(ev("apple_moved", src=f"apples:{seat}", dst="supply", seat=seat))
        return replace(state, apples=tuple(owned), supply=state.supply + 1)
    assert isinstance(move, PlayCards)  # validate() refused anything else
    index = state.tree_index(move.tree)
    cards = tuple(sorted(move.cards))
    hands = list(state.hands)
    hands[seat] = _remove(state.hands[seat], cards, "your hand")
    state = replace(state, hands=tuple(hands))
    state = _place(state, index, cards, f"hand:{seat}", events)
    return _reward(state, index, seat, events)


def _next_turn(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    nxt = (seat + 1) % state.players
    if can_act(state, nxt):
        return replace(state, current=nxt), events
    return _loses(state, nxt, events)


def _loses(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    """G9: the seat cannot act. Standard: game over. G11: a rotten apple and maybe a new deal."""
    if not state.variant:
        state = replace(state, current=seat, loser=seat, over=True)
        winners = [s for s in range(state.players) if s != seat]
        events.append(ev("game_over", loser=seat, winners=winners))
        return state, events
    rotten = list(state.rotten)
    rotten[seat] += 1
    losers = state.round_losers + (seat,)
    events.append(ev("rotten_apple", seat=seat))
    events.append(ev("round_lost", seat=seat, round=state.round, rotten=rotten))
    if rotten[seat] >= 2:
        state = replace(state, current=seat, loser=seat, over=True, rotten=tuple(rotten), round_losers=losers)
        events.append(ev("game_over", loser=seat, winners=[s for s in range(state.players) if s != seat]))
        return state, events
    seed = 0 if state.seed is None else state.seed
    fresh = deal(state.players, True, seed, state.round + 1, seat, tuple(rotten), round_losers=losers)
    events.append(deal_event(fresh))  # G11: the loser deals
    return fresh, events


# ----- the Robot (G13) ------------------------------------------------------------------
def _robot_find(state: State, hand: tuple[int, ...]) -> tuple[int, list[tuple[int, ...]]] | None:
    for index, tree in enumerate(state.trees):
        options = robot_options(tree, hand, state.top(index))
        if options:
            return index, options
    return None


def _robot_draw(state: State, events: list[Event]) -> State:
    top, rest = state.robot_deck[0], state.robot_deck[1:]
    events.append(ev("card_moved", reveals=True, card=card_text(top), src="robot-deck", dst="robot-hand"))
    return replace(state, robot_deck=rest, robot_hand=tuple(sorted(state.robot_hand + (top,))))


def _robot_play(state: State, index: int, cards: tuple[int, ...], events: list[Event]) -> State:
    state = replace(state, robot_hand=_remove(state.robot_hand, cards, "the Robot's hand"))
    state = _place(state, index, cards, "robot-hand", events)
    return _reward(state, index, None, events)


def robot_turn(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """G13 steps 1-5, up to a colour choice the human must make."""
    events.append(ev("robot_turn"))
    while len(state.robot_hand) < HAND_LIMIT_ROBOT and state.robot_deck:  # (1)
        state = _robot_draw(state, events)
    found = _robot_find(state, state.robot_hand)  # (2)
    while found is None and state.robot_deck:  # (3) ignore the hand limit
        state = _robot_draw(state, events)
        found = _robot_find(state, state.robot_hand)
    if found is not None:
        index, options = found
        if len(options) > 1:
            state = replace(state, pending=tuple(options), pending_tree=state.tree_names[index], current=0)
            events.append(ev("robot_choice", tree=state.tree_names[index],
                             options=[[card_text(c) for c in o] for o in options]))
            return state, events
        state = _robot_play(state, index, options[0], events)
        return _after_robot(state, events)
    if state.robot_apples > 0:  # (4)
        state = replace(state, robot_apples=state.robot_apples - 1, supply=state.supply + 1)
        events.append(ev("apple_moved", src="robot", dst="supply", seat=-1))
        return _after_robot(state, events)
    state = replace(state, over=True, loser=None, solo_won=True, current=0)  # (5)
    events.append(ev("game_over", loser=-1, winners=[0], solo_won=True))
    return state, events


def _after_robot(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    if can_act(state, 0):
        return replace(state, current=0), events
    state = replace(state, over=True, loser=0, solo_won=False, current=0)
    events.append(ev("game_over", loser=0, winners=[], solo_won=False))
    return state, events

