"""Words for players: how seats are named, and the shape of an end-of-game report.

Every player-facing sentence a game writes (the move log, the status line, the end screen)
names seats through `Names`, so the table, the CLI's replay and the tests agree: "You" for
the person at the screen, "Computer 2" for a computer seat, a hot-seat player's own name.
Never a bare seat number, never a rule id or move notation (tests/text_rules.py checks).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import cached_property
from typing import Sequence

HUMAN = "human"
COMPUTER = "computer"


@dataclass(frozen=True)
class Names:
    """How one chair at the table names every seat.

    labels: one name per seat ("You", "Computer 2", "Ann").
    you: the seat addressed as "you" (second person), or None (hot-seat, spectators, replays
        read by nobody in particular), in which case every seat is named in the third person.
    """

    labels: tuple[str, ...]
    you: int | None = None

    # ----- building ---------------------------------------------------------------------
    @staticmethod
    def default(players: int, seat: int | None) -> "Names":
        """Names when the caller gives none: `seat` is "You", the others "Player N", counted
        from 1 without "You" (`_number`)."""
        labels = tuple("You" if i == seat else f"Player {_number(i, seat)}" for i in range(players))
        return Names(labels, seat)

    @staticmethod
    def for_table(kinds: Sequence[str], viewer: int | None, names: Sequence[str] = ()) -> "Names":
        """The table's naming: with one human seat, that seat (when it is the viewer) is "You";
        computers are "Computer N" ("Computer" alone when there is only one); other humans go
        by their given name (or "Player N"). People and computers are counted apart, each in
        table order from 1: "Player 1, Computer, Player 2", and "You" plays "Computer 1" and
        "Computer 2", never a lone "Computer 2" or "Computer 3" (a seat's number is no name)."""
        humans = [i for i, kind in enumerate(kinds) if kind == HUMAN]
        you = viewer if viewer is not None and len(humans) == 1 and viewer in humans else None
        return Names.seated(kinds, you, names)

    @staticmethod
    def seated(kinds: Sequence[str], you: int | None, names: Sequence[str] = ()) -> "Names":
        """`for_table`'s naming with `you` (or nobody) named "You", whatever kind its seat is
        (a replay told from one chair)."""
        givens = [_bidi_closed(_one_line(names[i])) if i < len(names) and isinstance(names[i], str) else ""
                  for i in range(len(kinds))]
        computers = [i for i, kind in enumerate(kinds) if kind == COMPUTER and i != you]
        people = [i for i, kind in enumerate(kinds) if kind != COMPUTER and i != you]
        labels = []
        for i, kind in enumerate(kinds):
            if i == you:
                labels.append("You")
            elif kind == COMPUTER:
                labels.append("Computer" if len(computers) == 1 else f"Computer {computers.index(i) + 1}")
            else:
                labels.append(givens[i] or f"Player {people.index(i) + 1}")
        return Names(tuple(labels), you)

    def shortened(self, limit: int) -> "Names":
        """The same naming with every name longer than `limit` characters cut to fit with an
        ellipsis (for a table's panels; lists that wrap keep the whole name): the end of the
        name goes, or its middle where cutting the end would make two names look the same."""

        def cut(label: str, tail: int) -> str:
            if len(label) <= limit:
                return label
            head = label[: limit - 1 - tail].rstrip()
            return head + "\u2026" + (label[len(label) - tail:].lstrip() if tail else "")

        labels = tuple(cut(label, 0) for label in self.labels)
        if len(set(labels)) < len(set(self.labels)):
            labels = tuple(cut(label, (limit - 1) // 2) for label in self.labels)
        return Names(labels, self.you)

    # ----- words ------------------------------------------------------------------------
    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.you

    def __call__(self, seat: int | None) -> str:
        """The seat's name at the start of a sentence: "You", "Computer 2"."""
        if seat is None:
            return "Nobody"
        if 0 <= seat < len(self.labels):
            return self.labels[seat]
        return "Someone"

    def obj(self, seat: int | None) -> str:
        """As an object: "you", "Computer 2"."""
        return "you" if self.is_you(seat) else self(seat)

    @cached_property
    def _marks(self) -> tuple[str, ...]:
        return _marks(self.labels, self.you)

    def mark(self, seat: int) -> str:
        """The seat's short mark for a token on the table (a Sifaka pawn), nothing for "You",
        whose token is the one without a mark (`_marks`)."""
        return self._marks[seat] if 0 <= seat < len(self.labels) else ""

    def mark_to_say(self, seat: int) -> str:
        """The seat's mark when its name does not lead to it by itself, else "": the names the
        table makes give their marks ("Computer 1" its 1 or C1, a lone "Computer" its C); a
        given name's number is said ("Ann (red pawn 3)")."""
        made = 0 <= seat < len(self.labels) and (_name_number(self.labels[seat]) or self.labels[seat] == "Computer")
        return "" if made else self.mark(seat)

    def group(self, seats: Sequence[int]) -> str:
        """Several seats as one subject: "Computer 2 and you", "You and Ann" (only a leading
        "You" keeps its capital)."""
        return join_words([self(s) if n == 0 else self.obj(s) for n, s in enumerate(seats)])

    def possessive(self, seat: int | None, capital: bool = True) -> str:
        """ "Your" / "your" / "Computer 2's"."""
        if self.is_you(seat):
            return "Your" if capital else "your"
        name = self(seat)
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def verb(self, seat: int | None, you_form: str, other_form: str) -> str:
        """Agreement: verb(s, "draw", "draws"); verb(s, "have", "has")."""
        return you_form if self.is_you(seat) else other_form

    def says(self, seat: int | None, you_form: str, other_form: str) -> str:
        """Name and verb: says(s, "draw", "draws") -> "You draw" / "Computer 2 draws"."""
        return f"{self(seat)} {self.verb(seat, you_form, other_form)}"


# what the words already call someone: a person named so would read as somebody else
RESERVED_NAMES = ("you", "your", "someone", "nobody", "everyone", "the robot", "robot")


def names_problem(kinds: Sequence[str], names: Sequence[str]) -> str | None:
    """Why the names typed for people would confuse the table (None when they would not):
    two players called alike, a person called "Computer 2" or "You". In words."""
    for name in names:
        given = _looks(name)
        squeezed = given.replace(" ", "")  # "Computer1" beside the table's "Computer" too
        computer = squeezed.startswith("computer") and (squeezed[8:] == "" or squeezed[8:].isdigit())
        if given in RESERVED_NAMES or computer:
            kind = "the computer players" if computer else "someone else"
            return f"“{_one_line(name)}” is how the table names {kind}: choose another name."
    seen: set[str] = set()
    table = Names.for_table(kinds, None, names)
    for seat in range(len(kinds)):
        label = table(seat)
        if _looks(label) in seen:
            return f"Two players would both be called “{label}”: give each a name of their own."
        seen.add(_looks(label))
    return None


def _looks(name: str) -> str:
    """A name as a player reads it: compatibility forms folded ("Ａｎｎ" is "Ann"), accents
    composed, case ignored."""
    return unicodedata.normalize("NFKC", _one_line(name)).casefold()


COUNTER_LETTERS = frozenset({"R", "Y", "G"})  # a mango counter's letters: never a pawn's mark


def _marks(labels: Sequence[str], you: int | None) -> tuple[str, ...]:
    """Every seat's mark, unique, never a letter a mango counter wears (R, Y, G): the number a
    numbered name carries ("2" for "Computer 2"; "P1" and "C1" where people and computers are
    both numbered), "C" for a lone "Computer", a given name's initial ("A" for Ann), or its
    first two letters where the initial is a counter's or another name's too ("Ri" for Rita,
    "Ann" and "Andy" both "An"...), said beside it on the panel (`Names.mark_to_say`); the
    lowest number left only where letters cannot tell the names apart (two Annas, an emoji).
    Numbers for given names had read as seat numbers ("Ann (red pawn 3)"). "You" has none."""
    numbers = {i: _name_number(labels[i]) for i in range(len(labels)) if i != you}
    numbered = {i: n for i, n in numbers.items() if n}
    clash = len(set(numbered.values())) < len(numbered)
    marks = {i: (labels[i][0] + n if clash else n) for i, n in numbered.items()}
    for i in range(len(labels)):
        if i != you and i not in marks and labels[i] == "Computer":
            marks[i] = "C"
    given = [i for i in range(len(labels)) if i != you and i not in marks]
    for size in (1, 2):
        letters = {i: _letters(labels[i], size) for i in given if i not in marks}
        for i, mark in letters.items():
            if mark and mark not in COUNTER_LETTERS and mark not in marks.values() \
                    and list(letters.values()).count(mark) == 1:
                marks[i] = mark
    free = (str(n) for n in range(1, 100) if str(n) not in marks.values())
    for i in range(len(labels)):
        if i != you and i not in marks:
            marks[i] = next(free)
    return tuple(marks.get(i, "") for i in range(len(labels)))


def _letters(label: str, size: int) -> str:
    """A name's first `size` letters as a mark ("A", "An"), or "" when they are not all letters
    of the alphabet (an emoji, a digit, a name too short)."""
    head = label.strip()[:size]
    return head[:1].upper() + head[1:].lower() if len(head) == size and head.isalpha() and head.isascii() else ""


def _name_number(label: str) -> str:
    """The number of a name the table numbered ("2" for "Computer 2" or "Player 2"), else ""."""
    word, _, tail = label.rpartition(" ")
    return tail if word in ("Computer", "Player") and tail.isdigit() else ""


def _number(seat: int, you: int | None) -> int:
    """A seat's number in `Names.default`: its place at the table from 1, "You" not counted."""
    return seat if you is not None and seat > you else seat + 1


def plural(count: int, singular: str, many: str | None = None) -> str:
    """ "1 counter", "3 counters", "1 box", "2 boxes" (many given for irregular plurals)."""
    if count == 1:
        return f"1 {singular}"
    return f"{count} {many if many is not None else singular + 's'}"


def player_span(low: int, high: int) -> str:
    """ "1 player", "2 players", "2 to 4 players": how many players a game (or option) is for."""
    return plural(low, "player") if low == high else f"{low} to {high} players"


def capital(text: str) -> str:
    """The text with its first letter in capitals, to start a sentence ("the deck" -> "The deck")."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """A clause told as a whole sentence: a capital first letter and a full stop."""
    return full_stop(capital(text))


def full_stop(text: str) -> str:
    """A sentence ends with a full stop (or the "!" or "?" it already has, also inside a
    closing quote: 'You called “Gorilla!”')."""
    text = text.rstrip()
    return text if not text or text.rstrip("”").endswith((".", "!", "?")) else text + "."


def first_clause(text: str) -> str:
    """The mover's own action of a log sentence, whose clauses the games join with "; " ("You
    played the red elephant; play turns round." -> "You played the red elephant."): what the
    status line says while the move is still landing, before its effects are shown."""
    return sentence(text.split("; ", 1)[0])


def article(word: str) -> str:
    """ "a tiger", "an elephant"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def number_article(number: int) -> str:
    """ "a 7", "an 8", "an 11", "an 18", "an 80": the article as the number is said aloud."""
    digits = str(abs(number))
    spoken_an = digits[0] == "8" or (len(digits) % 3 == 2 and digits[:2] in ("11", "18"))
    return f"{'an' if spoken_an and number >= 0 else 'a'} {number}"


def join_words(items: Sequence[str], last: str = "and") -> str:
    """ "a", "a and b", "a, b and c"."""
    items = [item for item in items if item]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


@dataclass(frozen=True)
class Standing:
    """One seat's line on the end screen."""

    place: int  # 1 is first; tied seats share a place
    seat: int
    name: str  # as Names gives it
    score: str  # in words: "14 points", "3 TRIO cards", "out of cards"
    note: str = ""  # the tiebreak that decided this place, in words ("more counters than Ann")


@dataclass(frozen=True)
class Reveal:
    """Cards the rules show at the end (a hand, the Redraw Deck...).

    cards: the cards in the game's notation, so a table can draw them; words: the same in
    plain words for anyone who reads ("red 7, blue Joker")."""

    owner: str  # "Computer 2's hand", "The Redraw Deck"
    words: str
    cards: tuple[str, ...] = ()
    known: bool = False  # face up all game (the solo Robot's hand): the end shows nothing new
    seat: int | None = None  # whose it is (their own secret to them); None: nobody's, a deck


@dataclass(frozen=True)
class EndReport:
    """What the end-of-game screen says, filled by the game (`describe_result`).

    outcome is from the chair it was written for: "won", "lost", "draw" or "over" (a
    spectator, or a hot-seat table where several people look)."""

    headline: str  # "You won!", "Computer 3 won", "Draw"
    outcome: str
    standings: tuple[Standing, ...]
    story: str = ""  # one or two sentences: how the game ended
    reveals: tuple[Reveal, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)  # game-specific lines, label -> words


def headline_for(winners: Sequence[int], names: Names, players: int) -> tuple[str, str]:
    """(headline, outcome) from the winners: "You won!" / "Computer 2 won" / "Draw"; when
    all but one of three or more won, that one: "You lost", "You won: Computer 2 lost" (five
    players read "Computer 1, Computer 2, Computer 3 and Computer 4 won" over a loss)."""
    if not winners:
        if players == 1:  # a solitaire deal lost
            return ("You lost", "lost") if names.you is not None else (f"{names(0)} lost", "over")
        return "Draw", "draw"
    if len(winners) == players and players > 1:
        return "Draw", "draw"
    if players >= 3 and len(winners) == players - 1:  # all but one won: the one who lost is the news
        loser = next(s for s in range(players) if s not in winners)
        if names.you == loser:
            return "You lost", "lost"
        if names.you is not None:
            return f"You won: {names.obj(loser)} lost", "won"
        return f"{names(loser)} lost; everyone else won", "over"
    if names.you is not None:
        if names.you in winners:
            if len(winners) == 1:
                return "You won!", "won"
            others = [names(w) for w in winners if w != names.you]
            return f"You won, with {join_words(others)}!", "won"
        if len(winners) == 1:
            return f"{names(winners[0])} won", "lost"
        return f"{join_words([names(w) for w in winners])} won", "lost"
    return f"{join_words([names(w) for w in winners])} won", "over"


def _bidi_closed(name: str) -> str:
    """A name written right to left ends with a left-to-right mark, so what follows it in a
    sentence stays after it: "محمد — 4 cards left" showed as "4 — محمد cards left" (the 4 went
    with the Arabic), "محمد's" kept its letters but not its place. Other names are unchanged."""
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in name):
        return name + "\u200e"
    return name


def _one_line(name: str) -> str:
    """A given name as one line of plain text: control characters dropped, every run of
    spaces, tabs or line breaks made one space (a save edited by hand may hold anything)."""
    return " ".join("".join(ch for ch in name if ch.isspace() or unicodedata.category(ch)[0] != "C").split())
