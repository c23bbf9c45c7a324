"""Girafferaffe in plain words, from one chair: the status line, a sentence for every move
(the Robot's whole turn included) and the end-of-game report. Seats are named through
`Names`; a card is named only where that chair can see it (played cards, the Robot's face-up
hand, a Redraw card for the one who drew it)."""

from __future__ import annotations

from dataclasses import dataclass
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
from gamebox.games.girafferaffe.cards import (
    COLOURS,
    COPY,
    card_text,
    card_words,
    colour_of,
    parse_card,
    rank_of,
)
from gamebox.games.girafferaffe.info import next_robot_deck
from gamebox.games.girafferaffe.moves import PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import HAND_LIMIT_ROBOT, State
from gamebox.games.girafferaffe.trees import ALL_TREES, Tree

KIND_WORDS = {2: "a Pair of", 3: "three", 4: "four"}


def count(n: int, word: str, many: str | None = None) -> str:
    """ "no cards", "a card", "3 cards" ("an apple")."""
    if n == 0:
        return f"no {many or word + 's'}"
    if n == 1:
        return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"
    return plural(n, word, many)


def names_for(state: State, seat: int | None, names: Names | None) -> Names:
    return names if names is not None else Names.default(state.players, seat)


def copies_words(count: int) -> str:
    """The Copies inside a set ("a Pair of 13s (one of them a Copy)": "with a Copy" read as a
    card more than the Pair)."""
    return "" if not count else " (one of them a Copy)" if count == 1 else f" ({count} of them Copies)"


def play_words(tree: Tree, cards: tuple[int, ...]) -> str:
    """What a play is, in words: "the red 7", "a Pair of 9s", "a Straight from 4 to 7"."""
    nums = sorted(c for c in cards if c != COPY)
    copies = len(cards) - len(nums)
    if not nums:
        return plural(len(cards), "card")
    if tree.kind == "single":
        return f"the {card_words(nums[0])}"  # "played the red 7", as a draw is "the blue 5"
    if tree.kind == "kind":
        return f"{KIND_WORDS.get(tree.size, str(tree.size))} {rank_of(nums[0])}s{copies_words(copies)}"
    ranks = sorted(rank_of(c) for c in nums)
    if tree.kind == "straight":
        return f"a Straight from {ranks[0]} to {ranks[-1]}"
    if tree.kind == "flush":
        return f"a {COLOURS[colour_of(nums[0])]} Flush of {len(cards)} cards{copies_words(copies)}"
    extra = ["a Copy"] if copies == 1 else [f"{copies} Copies"] if copies else []
    return f"{len(cards)} cards ({join_words([str(r) for r in ranks] + extra)})"  # "6, 7 and a Copy"


def _tree(tree_key: str) -> Tree | None:
    return ALL_TREES.get(tree_key[5:]) if tree_key.startswith("tree:") else None


def _reward_words(apples: int, cards: int, drawn: list[str], you: bool) -> str:
    parts = []
    if apples:
        parts.append(f"took {count(apples, 'apple')}")
    if cards:
        if drawn:
            parts.append(f"drew {join_words(drawn)} from the Redraw Deck")
        else:
            parts.append(f"drew {count(cards, 'card')} from the Redraw Deck")
    return join_words(parts)


def _a_card(c: int) -> str:
    """A drawn card in a sentence: "the yellow 15", "a Copy"."""
    return "a Copy" if c == COPY else f"the {card_words(c)}"


def _mover_play(state: State, seat: int, cards: tuple[int, ...], tree: Tree, events: list[Event],
                names: Names, viewer: int | None) -> str:
    who = names(seat)
    text = f"{who} {'played'} {play_words(tree, cards)} on the {tree.label} tree"
    reward = next((e for e in events if e.kind == "reward" and e.data.get("seat") == seat), None)
    if reward is not None:
        apples, drawn_count = int(reward.data["apples"]), int(reward.data["cards"])
        drawn = [_a_card(c) for c in state.redraw[:drawn_count]] if viewer == seat else []
        words = _reward_words(apples, drawn_count, drawn, names.is_you(seat))
        if words:
            text += f" and {words}"
    return text


@dataclass
class RobotTurn:
    """What the Robot did in one turn (G13), read from the events after the human's move."""

    draws: int = 0  # up to its hand of 5 (G13 step 1)
    more: int = 0  # drawn beyond that because nothing in hand could be played (step 3)
    tree: Tree | None = None
    cards: tuple[int, ...] = ()
    apples: int = 0
    redraw: int = 0
    gave_apple: bool = False
    choice_tree: Tree | None = None
    beaten: bool = False

    @staticmethod
    def read(events: list[Event], hand: int = HAND_LIMIT_ROBOT) -> RobotTurn:
        """`hand`: the cards the Robot held when its turn began (its draws up to 5 are told
        apart from those it made because it had no play)."""
        turn = RobotTurn()
        played = []
        for e in events:
            data = e.data
            if e.kind == "card_moved" and data.get("dst") == "robot-hand":
                turn.draws += 1
            elif e.kind == "card_moved" and data.get("src") == "robot-hand":
                turn.tree = _tree(str(data["dst"]))
                played.append(parse_card(str(data["card"])))
            elif e.kind == "reward" and data.get("seat") == -1:
                turn.apples, turn.redraw = int(data["apples"]), int(data["cards"])
            elif e.kind == "apple_moved" and data.get("src") == "robot":
                turn.gave_apple = True
            elif e.kind == "robot_choice":
                turn.choice_tree = ALL_TREES.get(str(data["tree"]))
            elif e.kind == "game_over" and data.get("solo_won"):
                turn.beaten = True
        turn.cards = tuple(sorted(played))
        filled = min(turn.draws, max(0, HAND_LIMIT_ROBOT - hand))
        turn.draws, turn.more = filled, turn.draws - filled
        return turn

    def words(self, names: Names, named_play: bool = True) -> list[str]:
        """The Robot's deeds as verb phrases ("drew 2 cards", "played a Pair of 9s on ...")."""
        bits = []
        if self.draws:
            bits.append(f"drew {plural(self.draws, 'card')}")
        if self.more:  # "drew 5 cards and played a Straight" when it held 2: where the other 2 came from
            more = plural(self.more, "more card") if self.draws else plural(self.more, "card")
            bits.append(f"had no play, so drew {more}")
        elif self.gave_apple:  # (its deck was already empty)
            bits.append("had no play")
        if self.cards and self.tree is not None and named_play:
            bits.append(f"played {play_words(self.tree, self.cards)} on the {self.tree.label} tree")
        if self.apples:
            bits.append(f"took {count(self.apples, 'apple')}")
        if self.redraw:
            bits.append("put a card from the Redraw Deck face down on its deck")
        if self.gave_apple:
            bits.append("spent an apple, still without a play" if self.more else "spent an apple")
        if self.choice_tree is not None:
            bits.append(f"must play on the {self.choice_tree.label} tree, "
                        f"and {names.obj(0)} {names.verb(0, 'choose', 'chooses')} the "
                        f"{'colour' if self.choice_tree.kind == 'single' else 'colours'}")
        if self.beaten:
            bits.append(f"could neither play nor spend an apple, so {names.obj(0)} "
                        f"{names.verb(0, 'beat', 'beats')} it")
        return bits


def robot_turn_sentence(before: State, events: list[Event], names: Names) -> str:
    """What the Robot did in the turn that followed a solo move, as a sentence ("The Robot drew
    2 cards and played ... on the Pair tree."), or "" when it did nothing (the game was over)."""
    bits = RobotTurn.read(events, len(before.robot_hand)).words(names)
    return f"The Robot {join_words(bits)}." if bits and before.solo else ""


def _ending(before: State, events: list[Event], names: Names) -> str:
    """A lost round or game after a multiplayer move (G9, G11)."""
    for event in events:
        if event.kind == "round_lost":
            seat = int(event.data["seat"])
            rotten = list(event.data.get("rotten", []))
            second = (rotten[seat] if seat < len(rotten) else 1) >= 2
            who = names.obj(seat)  # after "; ": "you", not "You"
            text = f"{who} can neither play nor spend an apple, {names.verb(seat, 'take', 'takes')} "
            if second:
                return text + f"a second rotten apple and {names.verb(seat, 'lose', 'loses')} the game"
            return text + (f"a rotten apple and {names.verb(seat, 'deal', 'deals')} round "
                           f"{int(event.data['round']) + 1}")
        if event.kind == "game_over" and not before.solo:
            seat = int(event.data["loser"])
            return f"{names.obj(seat)} can neither play nor spend an apple and {names.verb(seat, 'lose', 'loses')}"
    return ""


def describe_move(before: State, move: Any, events: list[Event], seat: int | None,
                  names: Names | None = None) -> str:
    """One sentence for one move, from `seat`'s chair (None: a spectator)."""
    names = names_for(before, seat, names)
    mover = 0 if before.pending else before.current
    if isinstance(move, RobotChoice):
        tree = ALL_TREES[before.pending_tree]
        what = play_words(tree, tuple(sorted(move.cards)))
        text = f"{names(mover)} had the Robot play {what} on the {tree.label} tree"
        rest = RobotTurn.read(events, len(before.robot_hand)).words(names, named_play=False)
        if rest:
            text += f"; it {join_words(rest)}"
    elif isinstance(move, SpendApple):
        text = f"{names(mover)} spent an apple"
    elif isinstance(move, PlayCards):
        tree = ALL_TREES[move.tree]
        text = _mover_play(before, mover, tuple(sorted(move.cards)), tree, events, names, seat)
    else:
        text = f"{names(mover)} moved"
    if before.solo:
        if not isinstance(move, RobotChoice):
            robot = RobotTurn.read(events, len(before.robot_hand)).words(names)
            if robot:
                text += f"; the Robot {join_words(robot)}"
        if any(e.kind == "game_over" and e.data.get("solo_won") is False for e in events):
            text += f"; {names.obj(0)} can neither play nor spend an apple, so the Robot wins"
    else:
        ending = _ending(before, events, names)
        if ending:
            text += f"; {ending}"
    return text + "."


def cards_words(cards: tuple[int, ...]) -> str:
    """Cards by name, low to high with the Copies last, as a hint names them: "the red 7 and
    the blue 7", "the red 4, blue 5 and green 6", "the red 13 and a Copy", "2 Copies"."""
    ordered = by_rank(cards)
    nums = [card_words(c) for c in ordered if c != COPY]
    copies = len(ordered) - len(nums)
    if len(nums) <= 2:
        named = [f"the {word}" for word in nums]
    else:
        named = [f"the {nums[0]}", *nums[1:]]
    extra = [count(copies, "Copy", "Copies")] if copies else []
    return join_words(named + extra)


def _reward_hint(view: State, tree: Tree) -> str:
    """What a play on `tree` earns, as far as the view shows it for certain (G8: the supply's
    apples and the Redraw Deck's cards run out): "take an apple", "draw a card from the
    Redraw Deck", or "" when it earns nothing."""
    apples = min(tree.apples, view.supply)
    cards = min(tree.redraw, len(view.redraw))
    parts = []
    if apples:
        parts.append(f"take {count(apples, 'apple')}")
    if cards:
        parts.append(f"draw {count(cards, 'card')} from the Redraw Deck")
    return join_words(parts)


def suggest_move(view: State, move: Any, seat: int, names: Names | None = None) -> str:
    """A Hint's words: what `move` would do, told as advice to `seat`, who is to move in `view`
    (seat's own view: it names only that player's cards, the trees' and the Robot's face-up
    hand). An imperative clause in lower case without a full stop, read alike the move log:
    "play the red 7 and the blue 7 on the Pair tree and draw a card from the Redraw Deck",
    "spend an apple and keep your cards", "have the Robot play the blue 5 on the Single tree".
    The hint speaks to the player at `seat` ("your"), so `names` names nobody."""
    if isinstance(move, RobotChoice):
        tree = ALL_TREES.get(view.pending_tree)
        where = f" on the {tree.label} tree" if tree is not None else ""
        return f"have the Robot play {cards_words(tuple(move.cards))}{where}"
    if isinstance(move, SpendApple):
        apples = view.apples[seat] if 0 <= seat < len(view.apples) else 0
        hand = view.hands[seat] if 0 <= seat < len(view.hands) else ()
        text = "spend your last apple" if apples == 1 else "spend an apple"
        if not hand:
            return f"{text}, since you have no cards left"
        return f"{text} and keep your {'card' if len(hand) == 1 else 'cards'}"
    if isinstance(move, PlayCards):
        played = ALL_TREES.get(move.tree)
        text = f"play {cards_words(tuple(move.cards))}"
        if played is None:
            return text
        text += f" on the {played.label} tree"
        reward = _reward_hint(view, played)
        return f"{text} and {reward}" if reward else text
    return "make this move"


def describe_turn(state: State, seat: int | None, names: Names | None = None) -> str:
    """The status line, a sentence ending in a full stop like every game's."""
    return full_stop(_turn_words(state, seat, names))


def pending_colours_word(state: State) -> str:
    """ "colour" when the Robot's choice is of one card (a Single), "colours" otherwise."""
    return "colour" if all(len(play) == 1 for play in state.pending) else "colours"


def _turn_words(state: State, seat: int | None, names: Names | None = None) -> str:
    """The status line: whose turn it is and what that chair can do now."""
    names = names_for(state, seat, names)
    if state.over:
        return end_line(describe_result(state, seat, names))
    if state.pending:
        tree = ALL_TREES[state.pending_tree].label
        colours = pending_colours_word(state)
        if seat == 0:
            return f"The Robot plays on the {tree} tree: choose which {colours} it plays"
        return f"Waiting for {names.possessive(0, capital=False)} choice of the Robot's {colours} on the {tree} tree"
    current = state.current
    round_note = f"Round {state.round}. " if state.variant else ""
    if seat == current:
        if not state.hands[current]:  # no cards left: an apple is all there is
            return f"{round_note}Your turn: no cards left, so spend an apple"
        # how to play several cards is said at once (the first Pair tried was refused without it)
        if state.apples[current] > 0:
            return f"{round_note}Your turn: drag a card onto a tree (click cards first to play several together), or spend an apple"
        return f"{round_note}Your turn: drag a card onto a tree (click cards first to play several together)"
    return f"{round_note}Waiting for {names.obj(current)} to play"


def end_line(report: EndReport) -> str:
    """The headline and the story as one line: "The Robot won. You could neither ..." """
    headline = full_stop(report.headline)
    return f"{headline} {report.story}".strip()


def _hand_reveal(state: State, seat: int, names: Names) -> Reveal:
    hand = by_rank(state.hands[seat])
    owner = f"{names.possessive(seat)} hand"
    words = join_words([card_words(c) for c in hand]) if hand else "no cards"
    return Reveal(owner, words, tuple(card_text(c) for c in hand), seat=seat)


def by_rank(cards: tuple[int, ...]) -> tuple[int, ...]:
    """Cards low to high, Copies last, as the table fans a hand (the result listed them by
    colour: "yellow 15, green 8, green 10")."""
    return tuple(sorted(cards, key=lambda c: (c == COPY, rank_of(c), colour_of(c))))


def describe_result(state: State, seat: int | None, names: Names | None = None) -> EndReport:
    """The end-of-game report: who lost and why, everyone else's place, the hands shown."""
    names = names_for(state, seat, names)
    if state.solo:
        return _solo_result(state, names)
    loser = state.loser if state.loser is not None else 0
    winners = [s for s in range(state.players) if s != loser]
    headline, outcome = headline_for(winners, names, state.players)
    if seat is not None and names.you is None:
        outcome = "over"
    standings = []
    for s in range(state.players):  # everyone but the loser wins together: no tiebreak
        if s == loser:
            why = "two rotten apples" if state.variant else "could neither play nor spend an apple"
            standings.append(Standing(len(winners) + 1, s, names(s), "lost", why))  # 1, 1, 1, 4
        else:
            note = count(state.rotten[s], "rotten apple") if state.variant else ""
            standings.append(Standing(1, s, names(s), "won", note))
    standings.sort(key=lambda standing: (standing.place, standing.seat))  # the winners, then the loser
    who = names(loser)
    if state.variant:
        story = f"{who} took a second rotten apple. {rounds_story(state, names)}"
        extra = {"Rounds": str(state.round),
                 "Rotten apples": rotten_words(state, names)}
    else:
        if state.players == 2:  # "everyone else" is one player
            other = 1 - loser
            story = f"{who} could neither play nor spend an apple, so {names.obj(other)} {names.verb(other, 'win', 'wins')}."
        else:
            story = f"{who} could neither play nor spend an apple; everyone else wins."
        extra = {}
    reveals = tuple(_hand_reveal(state, s, names) for s in range(state.players))
    return EndReport(headline, outcome, tuple(standings), story, reveals, extra)


def rotten_words(state: State, names: Names) -> str:
    """Who holds how many rotten apples (G11), most first, a count before its names and none in
    words: "2 for Computer 1, 1 each for you and Computer 2, none for Computer 3 or Computer 4"
    (never "Computer 1 2" or "Computer 2 0")."""
    parts = []
    for n in sorted(set(state.rotten), reverse=True):
        seats = [s for s, r in enumerate(state.rotten) if r == n]
        who = [names.obj(s) for s in seats]
        if n == 0:
            parts.append(f"none for {join_words(who, 'or')}")
        else:
            parts.append(f"{n}{' each' if len(seats) > 1 else ''} for {join_words(who)}")
    return ", ".join(parts)


def rounds_story(state: State, names: Names) -> str:
    """ "Computer 3 lost rounds 1 and 4, you round 2, Computer 2 round 3." """
    parts: list[str] = []
    for seat in dict.fromkeys(state.round_losers):
        lost = [str(n + 1) for n, s in enumerate(state.round_losers) if s == seat]
        label = names(seat) if not parts else names.obj(seat)
        parts.append(f"{label} {'lost ' if not parts else ''}{'rounds' if len(lost) > 1 else 'round'} "
                     f"{join_words(lost)}")
    return f"{', '.join(parts)}." if parts else ""  # "rounds 1 and 3, you round 2": one "and" a part


def _robot_left(state: State) -> list[str]:
    """What the Robot has left, in parts: "3 cards in its deck", "2 cards in hand", "an apple"."""
    parts = [f"{count(n, 'card')} {where}" for n, where in
             ((len(state.robot_deck), "in its deck"), (len(state.robot_hand), "in hand")) if n]
    if state.robot_apples:
        parts.append(count(state.robot_apples, "apple"))
    return parts


def _robot_still_had(state: State, names: Names) -> str:
    """What the Robot had left when the human could not act: only what it still had ("3 cards
    in its deck and an apple"), or that it had nothing either (it would have lost next)."""
    parts = _robot_left(state)
    if not parts:
        return f"the Robot had no cards or apples left either, but {names.obj(0)} had to act first"
    return f"the Robot still had {join_words(parts)}"


def _solo_result(state: State, names: Names) -> EndReport:
    won = bool(state.solo_won)
    you = names(0)
    if names.you == 0:
        headline, outcome = ("You won!", "won") if won else ("The Robot won", "lost")
    else:
        headline, outcome = (f"{you} beat the Robot", "over") if won else ("The Robot won", "over")
    left = f"{count(len(state.hands[0]), 'card')} and {count(state.apples[0], 'apple')} left"
    if won:
        standing = Standing(1, 0, you, "beat the Robot", left)
        story = (f"The Robot could neither play nor spend an apple: {names.obj(0)} beat a Robot Deck "
                 f"of {state.robot_level} cards.")
    else:
        standing = Standing(2, 0, you, "lost", f"could neither play nor spend an apple, with {left}")
        story = f"{you} could neither play nor spend an apple; {_robot_still_had(state, names)}."
    extra = {"Robot Deck at the start": f"{state.robot_level} cards",
             # as the story says it: "29 cards" below "25 cards in its deck, 4 cards in hand" read as two counts
             "The Robot still had": join_words(_robot_left(state)) or "no cards and no apples"}
    if won and names.you == 0:  # G12: each win of the player's adds a card to the next deal's Robot Deck, up to
        # the largest (a computer's win, watched, raises nothing: the line promised a deck the dialog did not give)
        after = next_robot_deck(state.robot_level)
        extra["Next deal"] = (f"a Robot Deck of {after} cards, one more" if after > state.robot_level
                              else f"the Robot Deck stays at {after} cards, the largest")
    robot = by_rank(state.robot_hand)
    reveals = (_hand_reveal(state, 0, names),
               Reveal("The Robot's hand", join_words([card_words(c) for c in robot]) or "no cards",
                      tuple(card_text(c) for c in robot), known=True))
    return EndReport(headline, outcome, (standing,), story, reveals, extra)
