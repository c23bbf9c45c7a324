"""Reading a position back from JSON, fully checked (issue 14): every field's type and range,
every card exactly as the deal has it, and the invariants of the state. A refused position
raises RecordError (or NotationError for an unreadable card) naming the first thing wrong.

A view (a seat's picture of the game, with hidden cards written "?") is read too: then the
seed must be absent, and the known cards must be part of the deck with the right total.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gamebox.core.errors import RecordError
from gamebox.core.validate import check_components, field, want_bool, want_dict, want_int, want_list, want_str
from gamebox.games.girafferaffe.cards import ALL_CARDS, UNKNOWN, card_text, card_words, parse_card
from gamebox.games.girafferaffe.choose import robot_options
from gamebox.games.girafferaffe.engine import can_act, hand_size_for
from gamebox.games.girafferaffe.plays import play_problem
from gamebox.games.girafferaffe.state import REDRAW_CARDS, ROTTEN_APPLES, SUPPLY_APPLES, State
from gamebox.games.girafferaffe.trees import ALL_TREES, trees_for

MAX_SEED = 2**63 - 1
Cards = tuple[int, ...]


def _cards(value: Any, what: str, limit: int, unknown: bool) -> Cards:
    items = want_list(value, what, max_len=limit)
    cards = []
    for item in items:
        text = want_str(item, f"a card in {what}", 8)
        cards.append(parse_card(text, allow_unknown=unknown))
    return tuple(cards)


def _seat(value: Any, what: str, players: int) -> int:
    return want_int(value, what, 0, players - 1)


def _card_name(text: str) -> str:
    try:
        return card_words(parse_card(text))
    except ValueError:
        return text


def read_state(data: Any) -> State:
    """A position back from JSON; RecordError/NotationError name the first thing wrong."""
    data = want_dict(data, "a Girafferaffe position")
    players = want_int(field(data, "players"), "the number of players", 1, 5)
    seed = data.get("seed")
    if seed is not None:
        seed = want_int(seed, "the deal number", 0, MAX_SEED)
    view = seed is None
    solo = players == 1
    variant = want_bool(data.get("variant", False), "the rotten-apple option")
    if solo and variant:
        raise RecordError("the rotten-apple rounds need at least 2 players")
    names = tuple(want_str(n, "a tree name", 40) for n in want_list(field(data, "trees"), "the trees", 12))
    expected = tuple(t.name for t in trees_for(players))
    if names != expected:
        raise RecordError(f"the trees for {players} player{'s' if players > 1 else ''} are "
                          f"{', '.join(ALL_TREES[n].label for n in expected)}")
    trees = tuple(ALL_TREES[n] for n in names)
    hand_limit = hand_size_for(players)  # a Redraw card only comes with a Pair: hands never grow
    stacks_raw = want_list(field(data, "stacks"), "the stacks", len(names), len(names))
    stacks: list[tuple[Cards, ...]] = []
    for tree, raw in zip(trees, stacks_raw):
        plays: list[Cards] = []
        for play_raw in want_list(raw, f"the {tree.label} tree", len(ALL_CARDS)):
            play = tuple(sorted(_cards(play_raw, f"a play on the {tree.label} tree", len(ALL_CARDS), False)))
            problem = play_problem(tree, play, plays[-1] if plays else None)
            if problem:
                raise RecordError(f"a play on the {tree.label} tree breaks the rules: {problem}")
            plays.append(play)
        stacks.append(tuple(plays))
    hands_raw = want_list(field(data, "hands"), "the hands", players, players)
    hands = tuple(tuple(sorted(_cards(h, f"hand {n + 1}", hand_limit, view))) for n, h in enumerate(hands_raw))
    apples = tuple(want_int(a, "apples", 0, SUPPLY_APPLES)
                   for a in want_list(field(data, "apples"), "the apples", players, players))
    supply = want_int(field(data, "supply"), "the apple supply", 0, SUPPLY_APPLES)
    redraw = _cards(field(data, "redraw"), "the Redraw Deck", REDRAW_CARDS, view)
    box = tuple(sorted(_cards(data.get("box", []), "the cards out of the game", len(ALL_CARDS), view)))
    current = _seat(field(data, "current"), "the player to move", players)
    dealer = _seat(data.get("dealer", 0), "the dealer", players)
    rotten = tuple(want_int(r, "rotten apples", 0, 2)
                   for r in want_list(data.get("rotten", [0] * players), "the rotten apples", players, players))
    loser = data.get("loser")
    if loser is not None:
        loser = _seat(loser, "the loser", players)
    over = want_bool(data.get("over", False), "whether the game is over")
    round_no = want_int(data.get("round", 1), "the round", 1, 2 * players)
    losers = tuple(_seat(s, "a round's loser", players)
                   for s in want_list(data.get("round_losers", []), "the rounds' losers", 2 * players))
    robot = want_dict(data.get("robot", {}), "the Robot")
    robot_hand = tuple(sorted(_cards(robot.get("hand", []), "the Robot's hand", len(ALL_CARDS), False)))
    robot_deck = _cards(robot.get("deck", []), "the Robot Deck", 45, view)
    robot_apples = want_int(robot.get("apples", 0), "the Robot's apples", 0, SUPPLY_APPLES)
    level = want_int(robot.get("level", 15 if solo else 0), "the Robot Deck size", 15 if solo else 0, 45 if solo else 0)
    pending_raw = want_list(data.get("pending", []), "the Robot's offered plays", 24)
    pending = tuple(tuple(sorted(_cards(p, "an offered Robot play", 4, False))) for p in pending_raw)
    pending_tree = want_str(data.get("pending_tree", ""), "the tree of the Robot's choice", 40)
    solo_won = data.get("solo_won")
    if solo_won is not None:
        solo_won = want_bool(solo_won, "whether the Robot was beaten")

    state = State(players=players, variant=variant, seed=seed, round=round_no, tree_names=names,
                  stacks=tuple(stacks), hands=hands, apples=apples, supply=supply, redraw=redraw, box=box,
                  current=current, dealer=dealer, rotten=rotten, loser=loser, over=over, round_losers=losers,
                  robot_hand=robot_hand, robot_deck=robot_deck, robot_apples=robot_apples, robot_level=level,
                  pending=pending, pending_tree=pending_tree, solo_won=solo_won)
    _check_cards(state, view)
    _check_counters(state)
    _check_turn(state)
    return state


def _check_cards(state: State, view: bool) -> None:
    """Every card exactly as a deal has it; zone sizes as the deal and the plays make them."""
    found: Counter[str] = Counter()
    unknown = 0
    zones: list[Cards] = [*state.hands, state.redraw, state.box, state.robot_hand, state.robot_deck]
    zones.extend(play for stack in state.stacks for play in stack)
    for zone in zones:
        for c in zone:
            if c == UNKNOWN:
                unknown += 1
            else:
                found[card_text(c)] += 1
    deck: Counter[str] = Counter(card_text(c) for c in ALL_CARDS)
    for name in sorted(found):  # a card too many is named before the one it pushed out
        if found[name] > deck[name]:
            check_components(Counter({name: found[name]}), Counter({name: deck[name]}), _card_name)
    total = sum(found.values()) + unknown
    if total != len(ALL_CARDS):
        raise RecordError(f"the position holds {total} cards; the game has {len(ALL_CARDS)}")
    if not unknown:
        check_components(found, deck, _card_name)
    players = state.players
    out = len(ALL_CARDS) - players * hand_size_for(players) - REDRAW_CARDS - state.robot_level
    if len(state.box) != out:
        raise RecordError(f"{out} cards stay out of this deal, not {len(state.box)}")
    pairs = len(state.stacks[state.tree_index("pair")])
    if len(state.redraw) != REDRAW_CARDS - min(REDRAW_CARDS, pairs):
        raise RecordError(f"after {pairs} Pair play{'s' if pairs != 1 else ''} the Redraw Deck holds "
                          f"{REDRAW_CARDS - min(REDRAW_CARDS, pairs)} cards, not {len(state.redraw)}")
    if not state.solo and (state.robot_hand or state.robot_deck or state.robot_apples):
        raise RecordError("only a solo game has a Robot")


def _check_counters(state: State) -> None:
    if sum(state.apples) + state.supply + state.robot_apples != SUPPLY_APPLES:
        raise RecordError(f"the apples add up to {sum(state.apples) + state.supply + state.robot_apples}, "
                          f"not {SUPPLY_APPLES}")
    if not state.variant:
        if any(state.rotten) or state.round_losers or state.round != 1:
            raise RecordError("rotten apples and rounds belong to the rotten-apple option")
        return
    if sum(state.rotten) > ROTTEN_APPLES:
        raise RecordError(f"only {ROTTEN_APPLES} rotten apples exist")
    for seat, count in enumerate(state.rotten):
        if state.round_losers.count(seat) != count:
            raise RecordError(f"player {seat + 1} holds {count} rotten apples but lost "
                              f"{state.round_losers.count(seat)} rounds")
    finished = len(state.round_losers) - (1 if state.over else 0)
    if state.round != finished + 1:
        raise RecordError(f"round {state.round} does not follow {len(state.round_losers)} lost rounds")
    if state.round_losers and not state.over and state.dealer != state.round_losers[-1]:
        raise RecordError("the last round's loser deals the next round")


def _check_turn(state: State) -> None:
    """Whose turn, the end, and the Robot's pending choice agree with the rules."""
    if state.solo and (state.current != 0 or state.dealer != 0):
        raise RecordError("in a solo game you are the only player")
    if state.over:
        if state.solo:
            if state.solo_won is None:
                raise RecordError("a finished solo game says whether the Robot was beaten")
        elif state.loser is None:
            raise RecordError("a finished game names its loser")
        elif state.variant and state.rotten[state.loser] < 2:
            raise RecordError("the game ends when a player holds two rotten apples")
        if state.pending:
            raise RecordError("a finished game has no Robot choice waiting")
        return
    if state.loser is not None or state.solo_won is not None:
        raise RecordError("a game still going has no loser yet")
    if state.variant and max(state.rotten) >= 2:
        raise RecordError("a player with two rotten apples has lost the game")
    if state.pending:
        _check_pending(state)
        return
    if state.pending_tree:
        raise RecordError("no Robot choice is waiting, so no tree is named for it")
    if UNKNOWN not in state.hands[state.current] and not can_act(state, state.current):
        raise RecordError(f"player {state.current + 1} can neither play nor spend an apple, so the "
                          f"game would be over")


def _check_pending(state: State) -> None:
    if not state.solo:
        raise RecordError("only the Robot offers a choice of colours")
    if state.pending_tree not in state.tree_names:
        raise RecordError("the Robot's choice names no tree of this game")
    for index, tree in enumerate(state.trees):
        options = robot_options(tree, state.robot_hand, state.top(index))
        if options:
            if tree.name != state.pending_tree or sorted(options) != sorted(state.pending) or len(options) < 2:
                raise RecordError("the offered Robot plays are not the ones the Robot's rules give")
            return
    raise RecordError("the Robot has no play to offer")

