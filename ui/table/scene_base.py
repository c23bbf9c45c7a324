"""TableScene: the scene owns gestures, the rules own legality (KPatience style).

On press the scene asks the game scene which items a drag lifts; while dragging, the targets
whose move the rules accept glow; on release the drop goes to the legal target with the
largest overlap, otherwise the items animate back and the refusal reason is shown. Items
change only through the animation queue, driven by session events; input waits while it runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from gamebox.core.contract import Result
from gamebox.core.describe import Names, first_clause
from gamebox.core.events import Event
from gamebox.core.legality import refusal
from gamebox.session import GameSession
from ui.settings import Settings
from ui.table.animation import AnimationQueue
from ui.table.controls import ButtonItem
from ui.table.curtain import PrivacyCurtain
from ui.table.drag_refusal import DragRefusal
from ui.table.fan import bunched, fan_bottom
from ui.table.foreign_self import qt_event
from ui.table.hints import TableHints
from ui.table.hot_seat import Curtains
from ui.table.items import SHADOW_MARGIN
from ui.table.keyboard import KeyboardDriver, default_keyboard_items
from ui.table.ownership import is_top_level, parent_item
from ui.table.scene_keys import TableKeys
from ui.table.targets import DropTarget, best_overlap, set_glow, united_rect
from ui.table.theme import BASE_CARD, palette

NAME_ON_TABLE = 16  # characters of a player's name the table's panels show (the rest: "…")

__all__ = ["CardPainter", "DropTarget", "EndAction", "TableScene"]

EndAction = tuple[str, Callable[[], None]]  # a button the end screen adds: (label, what it does)
CardPainter = Callable[[QPainter, QRectF], None]  # draws one card into a rect


@dataclass
class _Drag:
    press: QPointF
    items: list[QGraphicsItem]
    origins: dict[QGraphicsItem, QPointF]
    z: dict[QGraphicsItem, float]
    started: bool = False
    targets: list[DropTarget] = field(default_factory=list)
    carry: dict[QGraphicsItem, QPointF] = field(default_factory=dict)  # where each rides, before the movement


class TableScene(TableHints, TableKeys, QGraphicsScene):
    """Base of every game's scene. Subclasses override the hooks marked "hook"."""

    statusChanged = Signal(str)  # what the player can do now
    refused = Signal(str)  # why something was refused, in words
    moveShown = Signal(int)  # the animation of the move that made the history this long ended
    viewerChanged = Signal()  # the chair the log is read from changed (hot-seat curtain)
    gameEnded = Signal(object)  # Result: the last move has landed, show the end screen
    gestureStarted = Signal()  # the player lifted something (a drag began, a key picked it up)
    felt = "#2e6b4f"  # the game's table colour
    marks_for = ""  # what Space marks a card for, in the keyboard's words ("to play several together")
    table_size = QRectF(0, 0, 1280, 820)
    zoomable = False  # True: the view zooms and pans it, and the scene grows its own table (Sifaka)
    card_scale_cap: float | None = None  # the largest card-size setting the table honours (the Settings say so)
    card_scale_floor: float | None = None  # the smallest one (smaller cards would lose their words)
    # hot-seat: while a computer moves, the table is shown from nobody's chair (no hand face up
    # for the others at the screen); False for a table whose people act out of turn (Gorilla's
    # catches), which keeps the chair and covers the hand itself
    leaves_chair_for_computers = True
    # a typical result report's height (px) below the table: where a tall window puts the side
    # column depends on it (a short report leaves the table more room below)
    report_px = 600
    REASON_TAG = True  # the red reason beside refused drags (False: the table says it its own way, Sifaka's ghost)

    def seat_look(self, seat: int) -> int:
        """The colour and shape slot (ui/table/theme.PLAYER_COLOURS) a seat has on this table:
        the seat's own number unless the table colours its players otherwise."""
        return seat

    def card_size_note(self) -> str | None:
        """What the Settings say beside the card size while this table is open, when it does
        not simply show every size."""
        cap, floor = self.card_scale_cap, self.card_scale_floor
        name = self.session.info.name
        if cap is not None:
            return f"{name}'s table shows its cards at {round(cap * 100)}% at most, so that all of it fits."
        if floor is not None:
            return f"{name}'s table shows its cards at {round(floor * 100)}% at least, so that their words stay readable."
        return None

    def card_scale(self) -> float:
        """The card-size setting as this table honours it (within its floor and cap)."""
        scale = self.settings.card_scale
        if self.card_scale_floor is not None:
            scale = max(scale, self.card_scale_floor)
        return scale if self.card_scale_cap is None else min(scale, self.card_scale_cap)

    def __init__(self, session: GameSession, settings: Settings, parent: Any = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings
        self.queue = AnimationQueue(settings.speed, self)
        self.queue.idle.connect(self.update_status)
        self.queue.idle.connect(self._keyboard_settle)
        self.changed.connect(self._keyboard_follow)
        self.card_size = BASE_CARD * self.card_scale()
        self.table_palette = palette(settings.theme, self.felt)  # (QGraphicsScene.palette() is Qt's)
        self.setBackgroundBrush(self.table_palette.background)
        self.setSceneRect(self.table_rect())
        humans = session.human_seats
        self._viewer_seat: int | None = None
        self.viewer_seat = humans[0] if humans else None
        to_move = session.to_move
        if self.hot_seat and to_move in humans:
            self.viewer_seat = to_move
        self._drag: _Drag | None = None
        self.drag_refusal = DragRefusal(self)  # the reason beside the cards while a drag is aimed wrong
        self._pressed: QGraphicsItem | None = None
        self.curtains = Curtains(self)  # hot-seat: the privacy curtain up between two people's turns
        self.read_only = False  # a past position shown by the review: nothing can be played
        self.landing_count = 0  # the history's length after the move whose animation runs now
        self.every_hand_shown = False  # the review of an ended game: every hand lies face up
        # (the state it was given for, its move, its words, what it selected: `_picked`)
        self._hint: tuple[Any, Any, str, list[str]] | None = None
        self.hint_thinking: Callable[[], bool] = lambda: False  # set by the page: keys wait for its hint
        self.selectionChanged.connect(self._selection_changed)
        self.keyboard = KeyboardDriver(self)
        session.set_play_gate(lambda: not self.queue.busy)  # computers wait for the animations
        session.moveApplied.connect(self._on_move_applied)
        session.stateReset.connect(self._on_reset)
        session.turnChanged.connect(self._on_turn)
        session.moveRejected.connect(self.refuse)
        session.gameOver.connect(self._on_game_over)
        session.thinkingChanged.connect(lambda _: self.update_status())

    # ----- hooks ---------------------------------------------------------------------
    def rebuild(self) -> None:
        """hook: lay every item out from self.view() at once (start, undo, restart)."""
        raise NotImplementedError

    def animate_events(self, move: Any, events: list[Event]) -> None:
        """hook: queue animations for what a move did; the default relays out at once."""
        self.queue.call(self.rebuild)

    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None:
        """hook: the items a press on `item` lifts (None: not a drag). Default: the selected
        draggable items if `item` is one of them, else `item` alone when draggable."""
        if not getattr(item, "draggable", False):
            return None
        if item.isSelected():
            chosen = [i for i in self.selectedItems() if getattr(i, "draggable", False)]
            return sorted(chosen, key=lambda i: i.x()) or [item]
        return [item]

    def carry_marks(self, start: QGraphicsItem, lifted: list[QGraphicsItem]) -> None:
        """What glows is what is carried: an unmarked card that takes the marked ones along
        (`pick`) is marked with them; one lifted alone lets the marked ones go."""
        if start.isSelected() or not self.selectedItems():
            return
        if start in lifted and len(lifted) > 1:
            start.setSelected(True)
        else:
            self.clearSelection()

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        """hook: every place the lifted items could be dropped, with its move or reason."""
        return []

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        """hook: a click that was not a drag (draw from the stack, choose a box...)."""
        return False

    def on_double_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        """hook: a double click (e.g. play a card onto the pile)."""
        return False

    def keyboard_items(self) -> list[QGraphicsItem]:
        """hook: what Tab walks through (default: draggable, selectable and `keyboard = True`
        items, in reading order)."""
        return default_keyboard_items(self)

    def status_text(self) -> str:
        """hook: the status line; default asks the rules what the viewer can do now."""
        seat = self.session.to_move
        if self.session.thinking and seat is not None and not self.session.is_human(seat):
            return f"{self.seat_name(seat)} is thinking…"
        curtained = self.curtains.status(seat)
        if curtained is not None:
            return curtained
        chair = self.viewer_seat
        if self.hot_seat and seat is not None and seat != chair:
            chair = None  # someone else's turn: every person at the screen reads it, none is "you"
        return self.addressed(self.session.describe_turn(chair))

    def addressed(self, text: str) -> str:
        """At a hot-seat table, words for the person whose turn it is ("Your turn: ...") name
        them first: several people read this screen."""
        viewer = self.viewer_seat
        if not self.hot_seat or viewer is None or viewer != self.session.to_move or self.curtain is not None:
            return text
        name = self.full_name(viewer)
        if text.startswith(name):
            return text
        seats = [self.seat_name(seat) for seat in range(self.session.config.players)]
        if any(text.startswith(f"{other} ") for other in seats if other not in ("You", "Your")):
            return f"{name} — {text}"  # a sentence about someone else keeps its capital
        # "Bob, your turn: ...", as the curtain says it; "Bob, no card of yours fits: ..."
        return f"{name}, {text[0].lower()}{text[1:]}"

    def on_game_over(self, result: Result) -> None:
        """hook: show the end of the game on the table; the shared end screen beside the table
        (ui/table/end_screen.py) says who won, so do not repeat it over the cards."""

    def end_screen_actions(self) -> list[EndAction]:
        """hook: extra buttons for the end screen, e.g. [("Show a solution", self.solve)]."""
        return []

    def card_painter(self, card: str) -> CardPainter | None:
        """hook: how to draw a card (given in the game's notation, as in an end report's
        Reveal.cards) small on the end screen; None: the end screen shows the words only."""
        return None

    # ----- helpers for subclasses -----------------------------------------------------
    def view(self) -> Any:
        """What the viewing seat may know (never the full state, but in the review of an ended
        game: every hand face up there explains how the chances went)."""
        if self.every_hand_shown:
            return self.session.state
        return self.session.view_for(self.viewer_seat)

    def full_name(self, seat: int) -> str:
        """A person's whole name, for the lines that have room (the status line, the curtain):
        the panels cut long ones short."""
        return self.session.names_for(None)(seat)

    def table_names(self, viewer: int | None) -> Names:
        """How `viewer`'s chair names the seats on the table: a name longer than NAME_ON_TABLE
        characters is cut short with an ellipsis (the move log keeps it whole)."""
        return self.session.names_for(viewer).shortened(NAME_ON_TABLE)

    def seat_name(self, seat: int | None) -> str:
        """ "You", "Computer 2", a hot-seat player's name: as the viewer's chair names it."""
        return self.table_names(self.viewer_seat)(seat)

    @property
    def log_seat(self) -> int | None:
        """The chair the move log is read from: the viewer's; nobody's while a curtain is up, and
        once a game shared by several people is over (every one of them reads it: it told the last
        chair's draws alone)."""
        if self.curtain is not None or (self.hot_seat and self.session.to_move is None):
            return None
        return self.viewer_seat

    def viewer_decides(self) -> bool:
        """The decision now is the viewer's and no curtain hides the table (animations may
        still run: use this in rebuild(), which itself runs inside the animation queue)."""
        seat = self.session.to_move
        return (seat is not None and seat == self.viewer_seat and self.session.is_human(seat)
                and self.curtain is None and not self.read_only)

    def my_turn(self) -> bool:
        """The viewer may act now: their decision, no animation running, no curtain."""
        return self.viewer_decides() and not self.queue.busy

    def clear_table(self) -> None:
        """Remove every item of the game (keeps the curtain and the keyboard focus ring);
        use this rather than QGraphicsScene.clear() in rebuild()."""
        self.keyboard.forget()  # first: what its hooks take away is still on the table
        self.queue.finish_running()  # a flying card is laid out again: its flight ends first
        keep = {id(self.curtain)} | {id(item) for item in self.keyboard.kept_items()}
        for item in self.items():
            if is_top_level(item) and id(item) not in keep:
                self.removeItem(item)

    def refusal(self, move: Any) -> str | None:
        """Why the viewer may not make `move` now, in the rules' words (None: they may)."""
        return refusal(self.session.game, self.view(), move)

    def checked(self, move: Any) -> tuple[Any, str]:
        """(move, "") when the rules take it from the viewer now, else (None, their reason):
        a DropTarget's move and reason."""
        reason = self.refusal(move)
        return (move, "") if reason is None else (None, reason)

    def play(self, move: Any) -> bool:
        """Ask the session to play a move; a refusal shows its reason."""
        return self.session.play(move)

    def say(self, text: str) -> None:
        self.statusChanged.emit(text)

    def refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    def lifted(self) -> None:
        """The player picked something up (a drag began, a key lifted it): a new try."""
        self.gestureStarted.emit()

    def start(self) -> None:
        """Lay out the table; call once the scene is in its view. At a hot-seat table the first
        hand shown waits behind the curtain too: whoever set the game up or opened it may not
        be the player whose cards it is."""
        if (self.hot_seat and self.session.to_move is not None and not self.read_only and self.viewer_seat is not None
                and self.curtain_wanted()):
            if not self.session.is_human(self.session.to_move):
                if self.leaves_chair_for_computers:
                    self.viewer_seat = None  # computers play first: watched from nobody's chair
                # else the table covers the hand itself; the first person's turn brings their curtain
            else:
                self.curtains.show(self.viewer_seat)  # first: the table below is laid out as it will be seen
        self.rebuild()
        self.update_status()
        if not self.queue.busy:  # a game begun with the keys: its ring shows on the first turn
            self._keyboard_settle()

    def past_table(self, count: int) -> TableScene:
        """A read-only copy of this table as it was after `count` moves, seen from the same
        chair (the review), every hand face up once the game is over: a scene of the same
        class over `session.at_step(count)`, laid out by its own rebuild(). The caller shows it
        in place of this one and closes its session when done."""
        past = type(self)(self.session.at_step(count), self.settings)
        past.viewer_seat = self.viewer_seat
        past.read_only = True
        past.every_hand_shown = self.session.result is not None  # the game is over: no secret is left to keep
        past.start()
        past.grey_out_buttons()
        return past

    def grey_out_buttons(self, keep: frozenset[str] = frozenset()) -> None:
        """A past table's buttons look as dead as they are (Hint, Demo, End the Action phase
        looked pressable in the review); Fit table still fits it, and so do the `keep` keys."""
        for item in self.items():
            if isinstance(item, ButtonItem) and item.key != "fit" and item.key not in keep:
                item.enabled = False
                item.keyboard = False
                item.update()

    def shutdown(self) -> None:
        """The page closes: drop the animations still to run (and the end screen one of them
        would announce); a scene with helpers of its own stops them too."""
        self._cancel_drag()
        self.queue.clear()

    # ----- live settings ----------------------------------------------------------------
    def update_sizes(self) -> None:
        """hook: work out again any size derived from self.card_size (called after a card
        size change, before the table is laid out again)."""

    def table_rect(self) -> QRectF:
        """hook: the table the view fits, at self.card_size: it must hold everything laid out
        at that card size (tests/ui/test_table_bounds.py). A zoomable scene grows its own."""
        return QRectF(self.table_size)

    def drawn_scale(self, room: QSizeF) -> float:
        """hook: how large the table is drawn in a view of `room` pixels (the page puts the side
        column beside the table or below it, where this is larger)."""
        table = self.table_rect()
        if table.isEmpty() or room.width() <= 0 or room.height() <= 0:
            return 0.0
        return min(room.width() / table.width(), room.height() / table.height())

    def table_with_hand(self, hand_top: float, arc: float, above: float = 0.0) -> QRectF:
        """table_size grown to hold a hand fanned from `hand_top` (fan_positions with `arc`) at
        self.card_size, and `above` more at its top."""
        bottom = fan_bottom(hand_top, self.card_size, arc, SHADOW_MARGIN * 1.5)
        return QRectF(self.table_size).adjusted(0, -above, 0, max(0.0, bottom - self.table_size.bottom()))

    def apply_settings(self) -> None:
        """Take self.settings (changed in place) at once: animation speed, card size, theme.
        The table is laid out again in order with any running animation."""
        self.queue.speed = self.settings.speed
        self.card_size = BASE_CARD * self.card_scale()
        self.update_sizes()
        if not self.zoomable:
            self.setSceneRect(self.table_rect())
        self.table_palette = palette(self.settings.theme, self.felt)
        self.setBackgroundBrush(self.table_palette.background)
        self._cancel_drag()
        self.queue.call(self._relayout)

    def _relayout(self) -> None:
        self.keyboard.forget()
        self.rebuild()
        if self.read_only:  # a past table laid out anew keeps its buttons as dead as they are
            self.grey_out_buttons()
        self.update_status()

    # ----- session reactions ----------------------------------------------------------
    def _on_move_applied(self, move: Any, events: list[Event]) -> None:
        self.keyboard.forget()
        history = self.session.history
        if history and (not self.session.is_human(history[-1].seat) or self.turn_begins(events)):
            # a computer moved (or a solitaire's new turn began): the player's next turn starts
            # afresh at the first place (the ring went back near the last button used: Sifaka's
            # Fit table, where Enter zoomed the table instead of lifting the new card; Goritaire's
            # End the Action phase, where a second Enter ended the next turn unplayed)
            self.keyboard.drop_place()
        count = len(history)
        if history:
            # while it lands, the status line says what is moving (it said "Your turn" still);
            # at Instant speed too: a lost round held the table while a hint already played stood
            self.say(first_clause(self.session.describe_step(history[-1], self.log_seat)))
        self.queue.call(lambda: setattr(self, "landing_count", count))
        self.animate_events(move, events)
        # the log line and the status line change together, once the move has landed
        self.queue.call(lambda: self.moveShown.emit(count))
        # emitted even if more animations follow: the status must not wait for the queue to
        # empty while the log already shows this move
        self.queue.call(lambda: self.statusChanged.emit(self.status_text()))

    def turn_begins(self, events: list[Event]) -> bool:
        """hook: the player's own move began a new turn of theirs (a solitaire's next turn)."""
        return False

    def log_landing_move(self) -> None:
        """The move log shows the move landing now before it has landed: words about it
        wait on the table for a click (Girafferaffe's lost round), and the log must say why."""
        self.moveShown.emit(self.landing_count)

    def _on_reset(self) -> None:
        self._hint = None  # an undo or redo is a new try: the hint of that position is asked again
        self.queue.clear()
        seat = self.session.to_move
        if self.curtain is not None and (seat is None or (self.leaves_chair_for_computers
                                                           and not self.session.is_human(seat))):
            # the turn it stood for was played again (a redo): computers move or the game is
            # over, and the curtain had stayed over the finished table
            self.curtains.drop()
        elif self.curtain is not None and seat is not None and seat == self.viewer_seat != self.curtains.seat:
            # the mover took back their move before the next person looked: the turn is theirs
            # again, behind their own curtain (whoever pressed Undo may not be the mover)
            self.curtains.show(seat)
        self._cancel_drag()
        hinted = self.keyboard.prefer is not None  # the ring showed a hint: not brought back as if live
        self.keyboard.forget()
        if hinted:
            self.keyboard.drop_place()
        self.rebuild()
        self.update_status()
        self._keyboard_settle()

    def _on_turn(self, seat: int) -> None:
        if not self.hot_seat:
            return
        if self.session.is_human(seat):
            if (seat != self.viewer_seat or self.curtain is not None) and self.curtain_wanted():
                history = self.session.history
                if self.curtain is None and history and history[-1].seat == self.viewer_seat != seat:
                    # the mover sees their move land (a Sifaka pawn's walk, its counter) before the
                    # screen passes on: the curtain had come down the moment it landed
                    self.curtains.look_back(history[-1].seat, seat)
                self.queue.call(lambda: self.curtains.show(seat))
        elif seat >= 0 and self.leaves_chair_for_computers:
            self.queue.call(self._leave_chair)

    def _leave_chair(self) -> None:
        """A computer is to move at a hot-seat table: everyone at the screen watches it, so
        the table is shown from nobody's chair (no hand face up) until the next person's
        curtain."""
        if self.viewer_seat is None or self.curtain is not None or self.read_only:
            return
        if self.session.is_human(self.session.to_move):
            return  # a person is to move again already: their curtain decides
        self.viewer_seat = None
        self.rebuild()
        self.update_status()
        self.viewerChanged.emit()

    def _on_game_over(self, result: Result) -> None:
        self.queue.call(lambda: self.on_game_over(result))
        self.queue.call(lambda: self.gameEnded.emit(result))

    def curtain_wanted(self) -> bool:
        """hook: whether the seat to move gets its curtain now (hot-seat); False for a moment
        everyone at the screen watches with every hand covered (Gorilla's tap race, where the
        curtain hid the Gorilla from the racers)."""
        return True

    def curtain_note(self, seat: int) -> str:
        """hook: a sentence the curtain for `seat` adds below its own words, told to that
        player (TRIO's "This is your last turn"); "" for none."""
        return ""

    @property
    def hot_seat(self) -> bool:
        """Two or more people share this screen: their hands hide behind the curtain."""
        return len(self.session.human_seats) > 1

    def view_moved(self, view: Any) -> None:
        """The view scrolled, zoomed, was fitted or resized (TableView calls this): a privacy
        curtain still covers all it shows. A scene pinning items to the window extends this."""
        self.curtains.follow_view()
        if self._drag is None or not self._drag.started:
            self.drag_refusal.hide()  # a refused pick-up's reason would stand away from its card

    def take_chair(self, seat: int) -> None:
        """The curtain for `seat` opened: the table is laid out from that player's chair."""
        self.viewer_seat = seat
        self.rebuild()
        self.update_status()
        self.viewerChanged.emit()
        self._keyboard_settle()

    @property
    def viewer_seat(self) -> int | None:
        """The chair the table is laid out from (whose hand shows face up), None for nobody's."""
        return self._viewer_seat

    @viewer_seat.setter
    def viewer_seat(self, seat: int | None) -> None:
        self._viewer_seat = seat
        if not getattr(self, "read_only", False):  # a past table of the review never speaks for the game
            self.session.looking = seat  # Undo asks whose the screen is (GameSession._undo_crosses_players)

    @property
    def curtain(self) -> PrivacyCurtain | None:
        return self.curtains.item

    # ----- gestures -------------------------------------------------------------------
    def _interactive_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.items(pos):
            probe: QGraphicsItem | None = item
            while probe is not None:
                if getattr(probe, "draggable", False) or getattr(probe, "selectable", False) or hasattr(probe, "key"):
                    return probe
                probe = parent_item(probe)
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.curtains.clicked = False  # a new press, not the second half of the curtain's double-click
        self.drag_refusal.hide()  # a refused pick-up's reason goes with the next press
        if self.curtain is not None:
            super().mousePressEvent(event)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.keyboard.mouse_used()
        if self.queue.busy:
            self.queue.skip_reading()  # words shown for reading (a lost round) go with a click
            item = self._interactive_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else None
            if getattr(item, "acts_while_busy", False):  # e.g. Goritaire's Stop here, while a solution's move flies
                self.on_click(item, event.scenePos())
            event.accept()  # input waits while animations run
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        item = self._interactive_at(event.scenePos())
        lifted = self.pick(item) if item is not None and self.my_turn() else None
        if item is not None and (lifted or getattr(item, "selectable", False) or hasattr(item, "key")):
            items = lifted or []
            self._drag = _Drag(event.scenePos(), items, {i: i.pos() for i in items}, {i: i.zValue() for i in items})
            self._pressed = item
            event.accept()
            return
        self._pressed = None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self._drag
        if drag is None or not drag.items:
            super().mouseMoveEvent(event)
            return
        delta = event.scenePos() - drag.press
        if not drag.started:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            drag.started = True
            self.lifted()  # a new try: an earlier refusal has been read
            if self._pressed is not None:
                self.carry_marks(self._pressed, drag.items)
            drag.carry = bunched(drag.items, self._pressed, drag.origins) if self._pressed else dict(drag.origins)
            drag.targets = self.drag_targets(drag.items)
            for target in drag.targets:
                set_glow(target.item, target.legal)
            for n, item in enumerate(drag.items):
                item.setZValue(5000 + n)
        for item in drag.items:
            item.setPos(drag.carry[item] + delta)
        if self.REASON_TAG:
            carried = united_rect(drag.items)
            self.drag_refusal.show(self.drop_target(drag.targets, drag.items, event.scenePos()), event.scenePos(), carried)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None and event.button() != Qt.MouseButton.LeftButton:
            event.accept()  # only the left button lets go (a right click turns Sifaka's card mid-drag)
            return
        drag, self._drag = self._drag, None
        if drag is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        if drag.started:  # (a refused pick-up's reason stays to be read: `show_beside`)
            self.drag_refusal.hide()
        if not drag.started:
            pressed = self._pressed
            if pressed is not None and self.my_turn() and (drag.items or getattr(pressed, "selectable", False)):
                self.lifted()  # a click that marks a card is a new try: a refusal of the last went on being said
            if pressed is not None and getattr(pressed, "selectable", False) and self.my_turn():
                pressed.setSelected(not pressed.isSelected())
                pressed.update()
            elif self.my_turn() or pressed is not None:
                self.on_click(pressed, event.scenePos())
            return
        for candidate in drag.targets:
            set_glow(candidate.item, False)
        best = self.drop_target(drag.targets, drag.items, event.scenePos())
        if best is not None and best.legal:
            for item in drag.items:
                item.setZValue(drag.z[item])
            if self.play(best.move):
                self.clearSelection()
                return
        elif best is not None and best.reason:
            self.refuse(best.reason)
        elif best is None and not self._near_origin(drag):  # let go over no place: it slid back without a word
            self.refuse(self.nowhere_words(any(t.legal for t in drag.targets), len(drag.items)))
        self._snap_back(drag)

    @staticmethod
    def nowhere_words(somewhere: bool, count: int = 1) -> str:
        """Why `count` dragged cards let go over no place at all went back (`somewhere`: some
        place would take them): "It cannot" was said of two cards too."""
        it, be = ("them", "they") if count > 1 else ("it", "it")
        if somewhere:
            return f"Let go over a place that lights up to play {it} there"
        return f"{be.capitalize()} cannot be played anywhere now"

    @staticmethod
    def _near_origin(drag: _Drag) -> bool:
        """The dragged items were let go where they came from (over the hand): a change of mind."""
        home = QRectF()
        for item in drag.items:
            home = home.united(item.sceneBoundingRect().translated(drag.origins[item] - item.pos()))
        return home.isNull() or home.intersects(united_rect(drag.items))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.curtains.clicked:  # its first click opened the curtain: the hand it shows was not seen
            self.curtains.clicked = False
            event.accept()
            return
        if (self.curtain is None and not self.queue.busy and self.my_turn()
                and self.on_double_click(self._interactive_at(event.scenePos()), event.scenePos())):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def drop_target(self, targets: list[DropTarget], items: list[QGraphicsItem], point: QPointF) -> DropTarget | None:
        """hook: where letting go of the dragged items lands (the best-overlapping target; a
        table whose ghost shows the landing place says so)."""
        return self.best_target(targets, items, point)

    @staticmethod
    def best_target(targets: list[DropTarget], items: list[QGraphicsItem], point: QPointF) -> DropTarget | None:
        """The legal target the dragged items overlap most, else the refused one (targets.py)."""
        return best_overlap(targets, items, point)

    def _snap_back(self, drag: _Drag) -> None:
        self.queue.move_many(((item, drag.origins[item]) for item in drag.items), ms=220)  # type: ignore[misc]
        def restore_z() -> None:
            for item in drag.items:
                item.setZValue(drag.z[item])

        self.queue.call(restore_z)

    def carrying(self) -> bool:
        """Cards are being dragged with the mouse (the view scrolls at its edges meanwhile)."""
        return self._drag is not None and self._drag.started and bool(self._drag.items)

    def mouse_taken(self) -> None:
        """A dialog took the mouse mid-drag: the cards go home as after Escape."""
        if self._drag is not None:
            self._cancel_drag()
        self._pressed = None

    def _cancel_drag(self) -> None:
        drag, self._drag = self._drag, None
        self.drag_refusal.hide()
        if drag is not None:
            for target in drag.targets:
                set_glow(target.item, False)
            for item in drag.items:
                item.setPos(drag.origins[item])
                item.setZValue(drag.z[item])

    def event(self, event: QEvent) -> bool:
        # QGraphicsScene spends Tab on item focus chains; the table uses it for keyboard play
        if not isinstance(self, TableScene):  # a scene torn down: see foreign_self.py
            return qt_event(self, event)
        if event.type() == QEvent.Type.KeyPress:
            self.keyPressEvent(event)  # type: ignore[arg-type]
            return True
        return super().event(event)

