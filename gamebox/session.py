"""GameSession: the live game. The only Qt (QtCore) in gamebox/.

It holds the state and the move log, applies rule-validated moves and reports them with
signals; computer players think in a worker thread and come back through `play`.

Undo policy (DESIGN.md): undo goes back to the latest earlier moment where a human seat was to
decide, and never back past a move whose events revealed hidden information; `undo_refusal()`
says in words why undo cannot go back now.
"""

from __future__ import annotations

import math
import random
import re
import time
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from gamebox.ai.base import Player, check_level, make_player
from gamebox.core.contract import Config, GameInfo, Result, with_seat_levels
from gamebox.core.describe import EndReport, Names, capital, join_words
from gamebox.core.errors import ConfigError, GameBoxError
from gamebox.core.events import Event
from gamebox.core.records import Record, replay
from gamebox.core.rng import make_rng
from gamebox.review import Review

GATE_RETRY_MS = 30
ASSISTED_LABEL = "With help"
HELP_KINDS = {"hint": "hints", "demo": "the Demo", "solution": "a shown solution"}  # as the player knows them


def assisted_words(kinds: set[str] | frozenset[str]) -> str:
    """Why the statistics count this game apart, naming only the help this game had ("Hints
    helped in this game, ..."; it named Goritaire's Demo and shown solutions in every game)."""
    used = [words for kind, words in HELP_KINDS.items() if kind in kinds]
    helped = f"{capital(join_words(used))} helped" if used else "Help chose moves"  # an older record: no kinds
    return f"{helped} in this game, so the statistics count it separately."


SHOWN_LABEL = "About these moves"
SHOWN_WORDS = ("They are a solution of this deal, shown after your own game ended; your statistics kept "
               "your game as it ended.")


STAND_IN_LENGTH = 40  # the longest stand-in name a record may give ("The solution")
SOLUTION_BY = "The solution"  # the stand-in for a solution shown after the player's game ended
DEMO_BY = "The Demo"  # the stand-in for the Demo: its moves are the player's game, played with help


@dataclass(frozen=True)
class Step:
    """One applied move: the state before it, the move, its text and what it did."""

    before: Any
    move: Any
    text: str
    events: tuple[Event, ...]
    seat: int | None
    by: str = ""  # who made the move for the person in that seat ("The solution"); "" = themselves

    @property
    def reveals(self) -> bool:
        return any(event.reveals for event in self.events)


# What an undo cannot go back past, by the event that showed something hidden (plain words).
_REVEALED = {
    "card_drawn": "a card drawn from the pile",
    "draw": "a card drawn from the deck",
    "counter_taken": "a counter taken from the table",
    "peek": "a look at cards from the deck",
    "reveal": "a card turned face up",
    "bargain": "a card traded in a bargain",
}
_REVEALED_FROM = {"redraw": "a card drawn from the Redraw Deck", "robot-deck": "a card the Robot turned up",
                  "stack": "a card drawn from the stack"}  # Gorilla draws from its stack, not its pile


def revealed_words(events: Sequence[Event]) -> str:
    """ "a card drawn from the pile": what the first revealing event showed, in words."""
    for event in events:
        if not event.reveals:
            continue
        source = event.data.get("src")
        if isinstance(source, str) and source in _REVEALED_FROM:
            return _REVEALED_FROM[source]
        if event.kind in _REVEALED:
            return _REVEALED[event.kind]
        return "a move that showed hidden cards"
    return "a move that showed hidden cards"


def stand_in_words(text: str, by: str) -> str:
    """`text` with the stand-in `by` ("The solution": a description, not a name) written as it
    reads inside a sentence: a game names a seat the same at the start of a sentence and after
    "; " or ":" (a name like "Ann" keeps its capital anywhere), so a joined sentence read "turn 2
    began; The solution drew a Gorilla". Only at the start of the text or of a new sentence
    (after ".", "!" or "?") does the stand-in keep its capital: "...; the solution drew ..."."""
    if not by or not by[:1].isupper():
        return text
    lower = by[:1].lower() + by[1:]
    pattern = re.compile(r"(?<!\w)" + re.escape(by) + r"(?!\w)")

    def fit(match: re.Match[str]) -> str:
        before = text[:match.start()].rstrip()
        return match.group(0) if not before or before.endswith((".", "!", "?")) else lower

    return pattern.sub(fit, text)


class Thinker(QObject):
    """Runs a function in a worker thread that never touches Qt (PySide signals emitted from
    foreign threads have had crash bugs, PYSIDE-3124); a GUI-thread timer collects the answer
    and emits `answered(token, result)` or `failed(token, reason)` from the GUI thread."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gamebox-think")
        self._closed = False
        self._pending: list[tuple[int, Future[Any]]] = []
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._collect)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def ask(self, token: int, fn: Callable[..., Any], *args: Any) -> None:
        """Think `fn(*args)` in the worker; after `close()` nothing is asked and nothing answers
        (a late caller, e.g. a table still settling after its page closed, changes nothing)."""
        if self._closed:
            return
        # a question still waiting its turn is outdone by this one (every caller heeds only its
        # newest answer): Hint pressed over and over had each search wait for the one before,
        # minutes of a full core before the hint came
        self._pending = [(waiting, future) for waiting, future in self._pending if not future.cancel()]
        self._pending.append((token, self._pool.submit(fn, *args)))
        self._timer.start()

    def _collect(self) -> None:
        while self._pending and self._pending[0][1].done():
            token, future = self._pending.pop(0)
            try:
                result = future.result()
            except Exception as exc:  # noqa: BLE001 (reported, never swallowed)
                self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            else:
                self.answered.emit(token, result)
        if not self._pending:
            self._timer.stop()

    def close(self) -> None:
        """Drop pending answers; a running job finishes in the background, unused."""
        self._closed = True
        self._pending.clear()
        self._timer.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)


class GameSession(QObject):
    moveApplied = Signal(object, object)  # move, list[Event]
    turnChanged = Signal(int)  # seat to move, -1 when over
    gameOver = Signal(object)  # Result
    moveRejected = Signal(str)  # reason in words
    stateReset = Signal()  # new state without a move (undo, redo, load, restart)
    thinkingChanged = Signal(bool)

    def __init__(
        self,
        info: GameInfo,
        config: Config,
        seed: int,
        seats: Sequence[str] | None = None,
        levels: Sequence[str] | None = None,
        parent: QObject | None = None,
        names: Sequence[str] | None = None,
        game_id: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.info = info
        self.game = info.load()
        self.config = config
        deal_number = getattr(self.game, "deal_number", None)  # a game may pick the deal itself
        self.seed = deal_number(config, seed) if deal_number is not None else seed
        count = config.players
        self.seats: tuple[str, ...] = tuple(seats) if seats else ("human",) + ("computer",) * (count - 1)
        if len(self.seats) != count or any(s not in ("human", "computer") for s in self.seats):
            raise ConfigError(f"{info.name}: give {count} seats, each human or computer")
        self.levels: tuple[str, ...] = tuple(levels) if levels else (info.default_ai,) * count
        if len(self.levels) != count:
            raise ConfigError(f"{info.name}: give one computer level per seat")
        for level in self.levels:
            check_level(info, level)
        # a game that draws real-time decisions itself learns who sits where (contract.md)
        config = self.config = with_seat_levels(info, config, self.seats, self.levels)
        given = tuple(names or ())
        # hot-seat players' own names ("" for none: the table says "Player N")
        self.names: tuple[str, ...] = tuple(
            (given[i].strip()[:40] if i < len(given) and isinstance(given[i], str) else "") for i in range(count))
        self.game_id: str = game_id or uuid.uuid4().hex  # one game for good (statistics, saves)
        self.assisted = False  # Hint or Demo played for a human seat: kept out of their win rate
        self.helped_by: set[str] = set()  # which help (HELP_KINDS), for the end screen's words
        self._players: dict[int, Player] = {
            seat: make_player(info, self.levels[seat]) for seat in range(count) if self.seats[seat] == "computer"
        }
        self.state: Any = self.game.new_game(config, self.seed)
        self.review: Review | None = None  # each seat's chances over the moves, once computed
        self._end_seen: tuple[Any, bool] = (None, False)  # (final state, its result showed secrets)
        self.history: list[Step] = []
        self._redo: list[Step] = []
        self._generation = 0
        self._thinking = False
        self.ai_delay_ms = 250  # a computer's move waits this long, and as long after the table is still
        self.play_gate: Callable[[], bool] | None = None
        self.ai_paused = False
        self.frozen = False  # a past position to look at: nothing can be played
        self.closed = False  # its table has gone: nothing changes it any more
        # the person whose chair a shared screen's table shows (None: nobody's, or no table has
        # said): their own last move is theirs to take back until another person opens the screen
        self.looking: int | None = None
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._on_answer)
        self._thinker.failed.connect(self._on_failure)
        self._ai_rng = make_rng(seed, "computer-players")

    # ----- queries -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(i for i, kind in enumerate(self.seats) if kind == "human")

    @property
    def thinking(self) -> bool:
        return self._thinking

    def is_human(self, seat: int | None) -> bool:
        """A person sits there; False for None and for the -1 of "nobody's turn" (the game
        is over), which a list would read as the last seat."""
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat] == "human"

    def view_for(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def move_texts(self) -> list[str]:
        return [step.text for step in self.history]

    def names_for(self, viewer: int | None) -> Names:
        """How the table names the seats for `viewer` ("You", "Computer 2", "Ann")."""
        return Names.for_table(self.seats, viewer, self.names)

    def names_of(self, viewer: int | None, by: str) -> Names:
        """`names_for`, or, for what a stand-in did in the person's place, third-person words
        naming the stand-in ("The solution used Walking", not "You used")."""
        if not by:
            return self.names_for(viewer)
        names = tuple(by if kind == "human" else "" for kind in self.seats)
        return Names.for_table(self.seats, None, names)

    @property
    def shown_after_end(self) -> bool:
        """A stand-in (a shown solution) played the deal again after the player's own game had
        ended: its ending is not the player's."""
        return self.assisted and bool(self._finished_by())

    def _finished_by(self) -> str:
        """The stand-in who made the last move of a finished game ("" for none, and for the
        Demo: a deal it finished is the player's own, won or lost with help, and counted so)."""
        by = self.history[-1].by if self.history and self.to_move is None else ""
        return "" if by == DEMO_BY else by

    def describe_turn(self, seat: int | None) -> str:
        by = self._finished_by()
        return stand_in_words(self.game.describe_turn(self.state, seat, self.names_of(seat, by)), by)

    def describe_step(self, step: Step, seat: int | None) -> str:
        """The log sentence of one applied move, from `seat`'s chair."""
        text = self.game.describe_move(step.before, step.move, list(step.events), seat, self.names_of(seat, step.by))
        return stand_in_words(text, step.by)

    def describe_result(self, seat: int | None) -> EndReport | None:
        """The end-of-game report from `seat`'s chair (None while the game goes on)."""
        if self.to_move is not None:
            return None
        by = self._finished_by()
        report: EndReport = self.game.describe_result(self.state, seat, self.names_of(seat, by))
        if self.shown_after_end:  # a stand-in played the deal again after the player's game had ended
            report = replace(report, extra={**report.extra, SHOWN_LABEL: SHOWN_WORDS})
        elif self.assisted:  # "You won!" after the Demo played on said nothing of it
            report = replace(report, extra={**report.extra, ASSISTED_LABEL: assisted_words(self.helped_by)})
        if not by:
            return report
        standings = tuple(replace(s, note=stand_in_words(s.note, by)) for s in report.standings)
        return replace(report, headline=stand_in_words(report.headline, by), story=stand_in_words(report.story, by),
                       standings=standings)

    # ----- playing -------------------------------------------------------------------
    def play(self, move: Any, by: str = "") -> bool:
        """Validate and apply; emits moveApplied/turnChanged/gameOver, or moveRejected. `by`
        names a stand-in playing for the person (a shown solution), for the words: a description
        ("The solution"), written with a small letter inside a sentence (`stand_in_words`)."""
        if self.frozen or self.closed:
            return False
        seat = self.to_move
        try:
            text = self.game.move_to_text(move)
            new_state, events = self.game.apply(self.state, move)
        except GameBoxError as exc:
            self.moveRejected.emit(str(exc))
            return False
        self._generation += 1
        self.history.append(Step(self.state, move, text, tuple(events), seat, by))
        self._redo.clear()
        self.state = new_state
        self.moveApplied.emit(move, list(events))
        self._after_change()
        return True

    def play_text(self, text: str, by: str = "") -> bool:
        try:
            move = self.game.parse_move(self.state, text)
        except GameBoxError as exc:
            self.moveRejected.emit(str(exc))
            return False
        return self.play(move, by)

    def start(self) -> None:
        """Announce the turn and let a computer seat think if it is theirs."""
        self._after_change()

    def _after_change(self) -> None:
        seat = self.to_move
        self.turnChanged.emit(-1 if seat is None else seat)
        if seat is None:
            result = self.result
            if result is not None:
                self.gameOver.emit(result)
            return
        self._maybe_think()

    # ----- computer players ----------------------------------------------------------
    def table_decides(self) -> bool:
        """Whether the next move is settled at the table in real time (Gorilla's tap race with a
        person at the table) rather than chosen by a seat: the game's `realtime_decision` says."""
        realtime = getattr(self.game, "realtime_decision", None)
        return realtime is not None and bool(self.human_seats) and bool(realtime(self.state))

    def _maybe_think(self) -> None:
        seat = self.to_move
        if seat is None or seat not in self._players or self._thinking or self.ai_paused:
            return
        if self.table_decides():
            return  # the table resolves it (e.g. a tap race) and plays the move
        view = self.game.view(self.state, seat)
        player = self._players[seat]
        rng = random.Random(self._ai_rng.random())
        self._set_thinking(True)
        self._thinker.ask(self._generation, player.choose, self.game, view, seat, rng)

    def _on_answer(self, generation: int, move: Any) -> None:
        self._set_thinking(False)
        if generation != self._generation:
            self._maybe_think()  # the position changed while it thought (undo, restart)
            return
        self._play_ai(generation, move, None)

    def _on_failure(self, generation: int, reason: str) -> None:
        self._set_thinking(False)
        self.moveRejected.emit(f"A computer player failed: {reason}")

    def _set_thinking(self, value: bool) -> None:
        if self._thinking != value:
            self._thinking = value
            self.thinkingChanged.emit(value)

    def _play_ai(self, generation: int, move: Any, still_since: float | None) -> None:
        """Play a computer's answer once the table has been still (`play_gate`) for
        `ai_delay_ms`, counted from the answer or from the moment the table was seen still,
        whichever came later (`still_since`). Counted from the answer alone, the wait ran out
        while the move before still flew, and at normal speed the computers' moves followed each
        other with no pause to see them land."""
        if generation != self._generation:
            self._maybe_think()
            return
        now = time.monotonic()
        if self.play_gate is not None and not self.play_gate():
            QTimer.singleShot(GATE_RETRY_MS, lambda: self._play_ai(generation, move, None))
            return
        since = now if still_since is None else still_since
        wait = self.ai_delay_ms - (now - since) * 1000
        if wait > 0:
            QTimer.singleShot(math.ceil(wait), lambda: self._play_ai(generation, move, since))
            return
        self.play(move)

    def set_play_gate(self, gate: Callable[[], bool] | None) -> None:
        """A computer's chosen move waits until `gate()` is True (the table has finished
        showing the moves before it), so the table never shows a later position while it
        still animates an earlier move. The computer still thinks meanwhile."""
        self.play_gate = gate

    def set_player(self, seat: int, player: Player) -> None:
        """Use `player` for a computer seat (e.g. a scripted one in tests or a demo)."""
        if self.seats[seat] != "computer":
            raise ConfigError(f"seat {seat + 1} is not a computer seat")
        self._players[seat] = player

    def pause_ai(self, paused: bool) -> None:
        if self.closed:
            return
        self.ai_paused = paused
        if not paused:
            self._maybe_think()

    def close(self) -> None:
        """Stop computer players (a thinking one finishes in the background, its answer unused);
        from now on no move, undo, redo or restart changes the game."""
        self.closed = True
        self.ai_paused = True
        self._generation += 1
        self._thinker.close()

    def mark_assisted(self, kind: str = "hint") -> None:
        """A helper (a hint, the Demo, a shown solution: a HELP_KINDS key) chose a move for the
        player: this game counts as assisted for good (statistics keep it apart); the mark
        travels in the record."""
        self.assisted = True
        if kind in HELP_KINDS:
            self.helped_by.add(kind)

    # ----- undo / redo ---------------------------------------------------------------
    def _undo_target(self) -> int | None:
        """Index into history to cut back to, or None if undo is not allowed now. At a shared
        screen, a person's move is theirs to take back only until another person has the
        turn: the next player could otherwise undo it (`_undo_crosses_players`)."""
        if not self.human_seats or self._end_showed_hands():
            return None
        index = len(self.history)
        while index > 0:
            step = self.history[index - 1]
            if step.reveals:
                return None
            index -= 1
            if self.is_human(step.seat):
                return None if self._undo_crosses_players(step.seat) else index
        return None

    def _end_showed_hands(self) -> bool:
        """The game is over and its result showed a person what had been hidden from them
        (another player's hand or counters): taking the end back would let them play on
        knowing it. Asked once for each final position (the menu asks at every change)."""
        if self.to_move is not None:
            return False
        if self._end_seen[0] is not self.state:
            report = self.game.describe_result(self.state, None, self.names_of(None, ""))
            secrets = {reveal.seat for reveal in report.reveals if not reveal.known}
            self._end_seen = (self.state, any(secrets - {seat} for seat in self.human_seats))
        return self._end_seen[1]

    def _undo_crosses_players(self, seat: int | None) -> bool:
        """The move to take back is one person's, another person is to move now, and the screen
        no longer shows the mover's own chair (the next person opened it, or nobody's is shown).
        While it still does, the mover may take back a slip before passing the screen on: Undo
        had always been refused at a shared screen, the turn being the next person's at once."""
        return self.is_human(self.to_move) and seat != self.to_move and self.looking != seat

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo_refusal(self) -> str:
        """Why undo cannot go back now, in words ("" when it can)."""
        if self._undo_target() is not None:
            return ""
        if not self.history:
            return "There is nothing to undo yet."
        if not self.human_seats:
            return "Undo takes back a person's moves, and every seat here is a computer."
        if self._end_showed_hands():
            return "Can't undo once the game is over: its result has shown what was hidden during play."
        for step in reversed(self.history):
            if step.reveals:
                return f"Can't undo past {revealed_words(step.events)}."
            if self.is_human(step.seat):
                if self._undo_crosses_players(step.seat):
                    return "Undo takes back only your own moves, and the last one was another player's."
                break
        return "There is no move of yours to take back yet."

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        target = None if self.closed else self._undo_target()
        if target is None:
            return False
        undone = self.history[target:]
        del self.history[target:]
        self._redo.extend(reversed(undone))
        self.state = undone[0].before
        self.review = None
        self._reset()
        return True

    def redo(self) -> bool:
        """Re-apply undone moves up to the next human decision."""
        if not self._redo or self.closed:
            return False
        while self._redo:
            step = self._redo.pop()
            new_state, events = self.game.apply(self.state, step.move)
            self.history.append(Step(self.state, step.move, step.text, tuple(events), step.seat))
            self.state = new_state
            if self.is_human(self.to_move) or self.to_move is None:
                break
        self._reset()
        return True

    def _reset(self) -> None:
        self._generation += 1
        self.stateReset.emit()
        self._after_change()

    def restart(self) -> None:
        """The same deal from the start."""
        if self.closed:
            return
        self.state = self.game.new_game(self.config, self.seed)
        self.history.clear()
        self._redo.clear()
        self.review = None
        self._ai_rng = make_rng(self.seed, "computer-players")  # the computers play the deal as they first did
        self._reset()

    # ----- records -------------------------------------------------------------------
    def to_record(self) -> Record:
        extra: dict[str, Any] = {"assisted": True} if self.assisted else {}
        if self.helped_by:
            extra["help"] = sorted(self.helped_by)
        if self.review is not None:
            extra["review"] = self.review.to_json()
        stand_ins = [step.by for step in self.history]
        if any(stand_ins):  # who made each move for the person ("" themselves): resumed, the log says it still
            extra["by"] = stand_ins
        return Record(self.info.id, self.config.to_json(), self.seed, tuple(self.move_texts()),
                      self.seats, self.levels, extra=extra, names=self.names, id=self.game_id)

    def positions(self) -> list[Any]:
        """The full state after 0, 1, ... every move (the last one is the current state)."""
        return [step.before for step in self.history] + [self.state]

    def at_step(self, count: int) -> GameSession:
        """A copy of this game as it was after `count` moves, to look at (the review): frozen
        (play refuses every move), its computer players never think; never `start()` it."""
        copy = GameSession(self.info, self.config, self.seed, self.seats, self.levels, names=self.names,
                           game_id=self.game_id)
        copy.ai_paused = True
        copy.frozen = True
        copy.history = list(self.history[:count])
        copy.state = self.positions()[max(0, min(count, len(self.history)))]
        return copy

    @classmethod
    def from_record(cls, record: Record, info: GameInfo, parent: QObject | None = None) -> GameSession:
        """A session replayed from a record; RecordError/ConfigError if it does not fit."""
        config = info.config_from_json(record.config)
        seats = record.seats or None
        levels = record.levels or None
        session = cls(info, config, record.seed, seats, levels, parent, names=record.names or None,
                      game_id=record.id or None)
        session.assisted = record.extra.get("assisted") is True
        kinds = record.extra.get("help")
        if session.assisted and isinstance(kinds, list):  # a damaged list names no help, never stops the read
            session.helped_by = {k for k in kinds if isinstance(k, str) and k in HELP_KINDS}
        game = session.game
        state, steps = replay(game, session.state, record.moves)
        for before, move, text, events in steps:
            session.history.append(Step(before, move, text, tuple(events), game.to_move(before)))
        session.state = state
        by = record.extra.get("by")  # a damaged list names no stand-in, never stops the read
        if (isinstance(by, list) and len(by) == len(session.history)
                and all(isinstance(b, str) and len(b) <= STAND_IN_LENGTH for b in by)):
            session.history = [replace(step, by=b) for step, b in zip(session.history, by)]
        review = record.extra.get("review")
        if review is not None and session.to_move is None:
            try:
                session.review = Review.from_json(review, config.players, len(session.history))
            except GameBoxError:
                session.review = None  # a damaged review is computed again, never trusted
        return session
