"""The Gorilla table: the pile in the centre, the stack, every hand, the direction ring.

Gestures only: legality comes from the rules (`refusal`, `legal_moves`, `playable`). Drag a card
onto the pile (it lights up while the card fits) or double-click it; click the stack to draw
(it glows when drawing is all you can do); buttons call "Gorilla!", stay quiet or catch. In a
tap race (K6) click anywhere on the pile, the Tap! button or press Space (hot-seat: each
human's key); computer seats tap after their reaction time, counted from the moment the
Gorilla has landed on the pile (ui/gorilla/race.py).
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.contract import Result
from gamebox.core.describe import capital
from gamebox.core.events import Event
from gamebox.games.gorilla.cards import CARD_BY_NAME, card_words, is_gorilla
from gamebox.games.gorilla.engine import playable
from gamebox.games.gorilla.moves import CALL_MOVE, DRAW_MOVE, QUIET_MOVE, SOMEONE, Catch, Play, Tap
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State
from gamebox.games.gorilla.words import ORDINALS
from ui.gorilla import layout as L
from ui.gorilla.art import card_back, card_face
from ui.gorilla.race import (
    HOT_SEAT_KEYS,
    Cancel,
    CatchWatch,
    CatchWindow,
    Clock,
    QtClock,
    TapRace,
    reading_rules,
)
from ui.gorilla.widgets import Bubble, DirectionRing, LabelItem, SeatPlate, TapButton
from ui.table.controls import ButtonItem
from ui.table.fan import fan_positions
from ui.table.items import CardItem, ZoneItem
from ui.table.scene_base import DropTarget, TableScene
from ui.table.theme import BASE_CARD

TOO_EARLY = "Not yet: tap as soon as the Gorilla lands on the pile."
GET_READY = "A Gorilla lies on the pile: get ready, the tap race starts in a moment."
TOO_EARLY_READY = "Not yet: the tap race starts in a moment."
RACE_GRACE_MS = 1500  # a game opened with a tap race pending: a moment to see the Gorilla before the clocks run
CLICK_A_CARD = "To play a card, drag it onto the pile or double-click it."
OWN_BUBBLE_X = 140.0  # a bubble about you: its centre this far right of your plate
FAN_BUBBLE_Y = 37.0  # a bubble about an opponent: its centre this far below the top of their fan


class GorillaScene(TableScene):
    felt = "#2f5d62"
    table_size = L.TABLE
    leaves_chair_for_computers = False  # people catch and tap out of turn: the hand is covered instead
    card_scale_floor = 0.85  # smaller, a hand card is drawn as small as an opponent's: its animal's name and effect go

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.hand_items: dict[int, CardItem] = {}
        self.covered_hand: list[CardItem] = []  # the bottom hand's face-down cards, left to right
        self.plates: dict[int, SeatPlate] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.pile_items: list[CardItem] = []
        self.pile_zone: ZoneItem | None = None
        self.stack_item: CardItem | None = None
        self.stack_label: LabelItem | None = None  # "Stack: 27", counted down as cards are drawn
        self.stack_left = 0  # the cards in the stack as the table shows it
        self.ring: DirectionRing | None = None
        self.marks: dict[int, tuple[str, bool]] = {}  # seat -> (badge, bad) until the next move
        self.late_tappers: frozenset[int] = frozenset()  # seats the last race's time limit caught
        self.race: TapRace | None = None
        self.race_limit_ms = 3000
        self.race_clock: Clock = QtClock(self)  # tests put a ManualClock here
        self._grace_due = False  # the table opened on a pending race: it starts after RACE_GRACE_MS
        self._grace: Cancel | None = None  # the grace's clock, while it runs
        self._unshown = 0  # moves applied whose animations have not finished yet
        self.result: Result | None = None
        self._rng = random.Random(session.seed * 7919 + 17)
        self.catch_watch = CatchWatch(session, random.Random(session.seed + 3), self)
        self.catch_window = CatchWindow(session, lambda: self.race_clock)
        # computers wait for the animations, for people to catch a computer's missed call, and
        # while a person reads the rules
        session.set_play_gate(lambda: not self.queue.busy and not self.catch_window.holds()
                              and not (session.human_seats and reading_rules()))
        # hot-seat: the chair's hand was covered (everyone looked at the table) since its person
        # last opened their curtain: it shows again only behind a new one, the log meanwhile
        # read from nobody's chair
        self.hand_unseen = False
        self.update_sizes()

    # ----- seats ------------------------------------------------------------------------
    def _base_seat(self) -> int:
        return self.viewer_seat if self.viewer_seat is not None else 0

    def seat_anchor(self, seat: int) -> QPointF:
        n = self.session.config.players
        base = self._base_seat()
        if seat == base:
            return QPointF(L.OWN_PLATE.x() + L.PLATE.width() / 2, L.OWN_PLATE.y() + L.PLATE.height() / 2)
        return L.anchors(n - 1)[(seat - base) % n - 1]

    def bubble_anchor(self, seat: int) -> QPointF:
        """Where a bubble about `seat` is said: over an opponent's face-down fan, beside your own
        plate, never over a plate (a bubble there hid the seat's card count while it showed)."""
        if seat == self._base_seat():
            return QPointF(L.OWN_PLATE.x() + L.PLATE.width() + OWN_BUBBLE_X, L.OWN_PLATE.y() + L.PLATE.height() / 2)
        anchor = self.seat_anchor(seat)
        return QPointF(anchor.x(), anchor.y() + L.FAN_DROP + FAN_BUBBLE_Y)

    def is_you(self, seat: int) -> bool:
        return self.seat_name(seat) == "You"

    def tap_keys(self) -> dict[int, str]:
        """Hot-seat tap keys, one per human seat (shown on their plates)."""
        return {seat: HOT_SEAT_KEYS[seat] for seat in self.session.human_seats}

    # ----- building -----------------------------------------------------------------------
    def _card(self, card: int, size: QSizeF) -> CardItem:
        known = card >= 0
        item = CardItem(f"card:{card}", card_face(card) if known else None, card_back, size, known)
        item.payload = card
        if known:
            item.setToolTip(capital(card_words(card)))  # its name, for anyone unsure of a colour
        return item

    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        self.addItem(item)
        return item

    def rebuild(self) -> None:
        self.clear_table()
        self.hand_items.clear()
        self.covered_hand.clear()
        self.plates.clear()
        self.buttons.clear()
        self.pile_items.clear()
        state: State = self.view()
        self._build_centre(state)
        self._build_seats(state)
        self._build_hand(state)
        self._build_buttons(state)

    def ring_texts(self, direction: int, players: int) -> tuple[str, str]:
        """The players in the order play goes, from the bottom seat: in full, and only the
        first two for a narrow table."""
        order = [(self._base_seat() + direction * k) % players for k in range(players)]
        names = [self.seat_name(s) for s in order]
        return " → ".join(names), " → ".join(names[:2]) + " → …"

    def _build_centre(self, state: State) -> None:
        self.ring = DirectionRing(L.RING_RADIUS, state.direction, *self.ring_texts(state.direction, state.n))
        self._add(self.ring, L.PILE)
        self.pile_zone = ZoneItem("pile", self.big, "pile")
        self._add(self.pile_zone, L.centred(L.PILE, self.big))
        shown = state.pile[-4:]
        # a Gorilla always closes its pile (K6): the cards up to the last one belong to closed
        # piles, dimmed under the open one so they never read as cards to match
        opened = max((i + 1 for i, card in enumerate(state.pile) if is_gorilla(card)), default=0)
        first = len(state.pile) - len(shown)
        for k, card in enumerate(shown):
            top = k == len(shown) - 1
            item = self._card(card, self.big if top else self.card_size)
            if top:
                item.key = "pile-top"
                item.setToolTip(f"On top of the pile: {card_words(card)}")
                pos = L.centred(L.PILE, self.big)
            else:
                offset = (len(shown) - 1 - k) * 14.0
                pos = L.centred(L.under_pile(offset, self.card_size), self.card_size)
            item.setZValue(k)
            racing = top and state.phase == TAP  # the Gorilla to tap: it looked greyed out, as if not to be touched
            if state.phase == OPEN or (first + k < opened and not racing):  # the new pile opens with any animal card
                item.dimmed = True  # shaded, still opaque: a see-through Gorilla let the cards under it show
            self._add(item, pos)
            self.pile_items.append(item)
        self.stack_item = self._card(-1, self.card_size)
        self.stack_item.key = "stack"
        left = len(state.stack)
        self.stack_item.setToolTip(f"The stack: {'a card' if left == 1 else f'{left} cards'}. Draw from it when no card "
                                   "of yours fits the pile." if left else
                                   "The stack is empty: the pile but its top card is shuffled into a new one.")
        drawing = self.viewer_decides() and state.phase in (PLAY, OPEN) and not playable(state)  # the only move
        # a Tab stop only then: while a player was down to one card, or held a card to play,
        # Tab went to it and Enter was refused
        self.stack_item.keyboard = drawing
        self.stack_item.keys_words = ("Enter passes the opening on" if state.phase == OPEN and not state.stack
                                      else "Enter draws a card")
        self._add(self.stack_item, L.centred(L.STACK, self.card_size))
        label = LabelItem(f"Stack: {len(state.stack)}", QSizeF(self.card_size.width() + 30, 28))
        self.stack_label, self.stack_left = label, len(state.stack)
        self._add(label, L.centred(QPointF(L.STACK.x(), L.STACK.y() + self.card_size.height() / 2 + 16),
                                   label.size))
        if not state.stack:
            self.stack_item.setOpacity(0.35)
        self.stack_item.set_glow(drawing)

    def _build_seats(self, state: State) -> None:
        keys = self.tap_keys() if self.hot_seat else {}
        for seat in range(state.n):
            plate = SeatPlate(seat, self.seat_name(seat), len(state.hands[seat]), L.PLATE)
            # nobody's turn in a tap race: everyone but the one who laid the Gorilla taps (its
            # layer stayed lit, "▶ Computer 2", as if the race were theirs)
            plate.active = state.phase not in (TAP, OVER) and state.seat == seat
            if state.phase == TAP:
                plate.tap_key = keys.get(seat, "") if seat != state.seat else ""
            if seat in self.marks:
                plate.set_badge(*self.marks[seat])
            race = self.race
            if race is not None and not race.done and seat in race.tappers:
                plate.set_badge(f"tapped {ORDINALS[race.taps.index(seat)]}" if seat in race.taps else "tap!",
                                seat not in race.taps)
            anchor = self.seat_anchor(seat)
            self._add(plate, L.centred(anchor, L.PLATE))
            self.plates[seat] = plate
            if seat == self._base_seat():
                continue
            revealed = self._revealed()
            cards = revealed[seat] if revealed is not None else [-1] * min(len(state.hands[seat]), L.FAN_MOST)
            for k, pos in enumerate(fan_positions(len(cards), QPointF(anchor.x(), anchor.y() + L.FAN_DROP),
                                                  self.small.width(), L.fan_width(anchor, self.card_size.width()))):
                back = self._card(cards[k], self.small)
                back.key = f"hand:{seat}:{k}"
                self._add(back, pos[0])

    def _build_hand(self, state: State) -> None:
        seat = self._base_seat()
        revealed = self._revealed()  # the game is over: the bottom hand too (watched from nobody's chair it lay face down)
        hand = tuple(revealed[seat]) if revealed is not None and seat < len(revealed) else state.hands[seat]
        mine = self.viewer_decides() and state.phase in (PLAY, 1)
        lifted = set(playable(state)) if mine else set()
        order = sorted(hand, key=lambda c: (c >= 40, c % 10 if c < 40 else c, c // 10))
        # hot-seat: in a tap race, or while anyone else is to move, every person at the screen
        # looks at it, so no hand lies face up
        covered = revealed is None and self.hot_seat and (
            state.phase == TAP or self.session.game.to_move(state) != seat or self.hand_unseen)
        if covered and not self.read_only:
            self._leave_hand_unseen()
        spots = fan_positions(len(order), L.HAND_CENTRE, self.card_size.width(), L.HAND_WIDTH, arc=L.HAND_ARC)
        for k, (card, (pos, angle)) in enumerate(zip(order, spots)):
            item = self._card(-1 if covered else card, self.card_size)
            item.draggable = mine
            item.setRotation(angle)
            item.setZValue(100 + k)
            if card in lifted:
                item.setProperty("lift", 16.0)  # playable cards stand out (8 px was lost in the fan's tilt)
            self._add(item, pos)
            if card >= 0 and not covered:
                self.hand_items[card] = item
            else:
                self.covered_hand.append(item)

    def _button(self, key: str, label: str, pos: QPointF, fill: str = "#fdf6e3", payload: Any = None,
                size: QSizeF = L.BUTTON) -> None:
        button = ButtonItem(key, label, size, payload, fill=fill)
        self._add(button, pos)
        self.buttons[key] = button

    def _tap_button(self, viewer: int) -> None:
        button = TapButton("tap", "Tap!", L.TAP_SIZE)
        keys = self.tap_keys()
        if len(keys) > 1:  # Space is nobody's key here: the button taps for the viewer alone
            button.hint = f"for {self.seat_name(viewer)}, or press {keys[viewer]}"
        self._add(button, L.centred(L.TAP_BUTTON, L.TAP_SIZE))
        self.buttons["tap"] = button

    def _build_buttons(self, state: State) -> None:
        viewer = self.viewer_seat
        if viewer is None or not self.session.is_human(viewer):
            return
        race = self.race
        if race is not None and race.may_tap(viewer):
            self._tap_button(viewer)
        x, y = L.BUTTONS.x(), L.BUTTONS.y()
        if state.phase == CALL and self.viewer_decides():
            self._button("call", "Gorilla!", QPointF(x, y), "#f4d03f")
            self._button("quiet", "Stay quiet", QPointF(x + L.BUTTON.width() + 15, y), "#d9d4c7")
        humans_who_may_catch = [s for s in self.session.human_seats if s != state.forgot]
        if state.forgot >= 0 and humans_who_may_catch and state.phase in (PLAY, 1):
            self._button("catch", f"Catch {self.seat_name(state.forgot)}!", QPointF(x, y - L.BUTTON.height() - 14), "#e0533d",
                         payload=state.forgot, size=QSizeF(L.BUTTON.width() * 2 + 15, L.BUTTON.height()))

    def _revealed(self) -> list[list[int]] | None:
        """Every hand, face up, once the game is over (K9: the winner and the remaining hands),
        and at every past position of its review."""
        if self.every_hand_shown:
            return [list(hand) for hand in self.view().hands]
        if self.result is None:
            return None
        hands = self.result.details.get("hands", [])
        return [[CARD_BY_NAME[name] for name in hand] for hand in hands]

    # ----- gestures -------------------------------------------------------------------------
    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        if self.pile_zone is None or not items:
            return []
        card = getattr(items[0], "payload", None)
        if not isinstance(card, int) or card < 0:
            return []
        move = Play(card)
        reason = self.refusal(move)
        target = self.pile_items[-1] if self.pile_items else self.pile_zone  # lights up while it fits
        return [DropTarget(target, move if reason is None else None, reason or "")]

    def on_double_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        card = getattr(item, "payload", None)
        if isinstance(card, int) and card in self.hand_items and self.hand_items[card] is item:
            reason = self.refusal(Play(card))
            if reason is not None:
                self.refuse(reason)
            else:
                self.play(Play(card))
            return True
        return False

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = getattr(item, "key", "")
        if self._grace is not None and self.on_pile(pos):  # the race starts in a moment
            self._too_early(self.viewer_seat)
            return True
        if key == "tap" or (self.race is not None and self.on_pile(pos)):
            if self.tap(self.viewer_seat):
                return True
            race, keys = self.race, self.tap_keys()
            if race is not None and not race.done and len(keys) > 1:  # a click cannot tell who made it
                waiting = [seat for seat in keys if race.may_tap(seat)]
                if waiting:
                    self.say(f"Each person taps with their own key ({self._keys_words(waiting)}).")
            return True
        if key == "catch" and item is not None:
            people = self.session.human_seats  # at a shared screen it is not known whose hand clicked
            return self.play(Catch(getattr(item, "payload", -1), people[0] if len(people) == 1 else SOMEONE))
        if not self.my_turn():
            return False
        if key == "stack":
            return self.play(DRAW_MOVE)
        if key == "call":
            return self.play(CALL_MOVE)
        if key == "quiet":
            return self.play(QUIET_MOVE)
        card = getattr(item, "payload", None)
        if isinstance(card, int) and self.hand_items.get(card) is item:  # a click alone did nothing, without a word
            self.say(CLICK_A_CARD)
            return True
        return False

    def on_pile(self, pos: QPointF) -> bool:
        """Whether a scene point lies on the pile (its top card or the cards showing under it)."""
        return L.PILE_AREA.contains(pos)

    def mousePressEvent(self, event: Any) -> None:
        """In a tap race a press on the pile or the Tap! button taps at once, even while the
        Gorilla's arrival is still being shown (the race started when the card landed)."""
        race = self.race
        viewer = self.viewer_seat
        if (race is not None and race.may_tap(viewer) and self.curtain is None
                and event.button() == Qt.MouseButton.LeftButton):
            pos = event.scenePos()
            button = self.buttons.get("tap")
            if self.on_pile(pos) or (button is not None and button.sceneBoundingRect().contains(pos)):
                self.tap(viewer)
                event.accept()
                return
        if (event.button() == Qt.MouseButton.LeftButton and self.curtain is None and self.on_pile(event.scenePos())
                and self._too_early(viewer)):
            event.accept()
            return
        super().mousePressEvent(event)

    def _key_seat(self, event: Any) -> int | None:
        """The person whose tap key this is (Space too when one person plays)."""
        text = event.text().upper()
        keys = self.tap_keys()
        return next((seat for seat, key in keys.items() if text == key or (len(keys) == 1 and text == " ")), None)

    def _keys_words(self, seats: Any) -> str:
        """ "Ann: A, Bob: Z": the tap keys of those people among `seats`, by their whole names (the
        status line has the room a plate lacks)."""
        keys = self.tap_keys()
        return ", ".join(f"{self.full_name(seat)}: {key}" for seat, key in keys.items() if seat in seats)

    def table_key(self, event: Any) -> bool:
        """A person's tap key in a race counts wherever the focus is."""
        race, seat = self.race, self._key_seat(event)
        if race is None or race.done or self.read_only or seat is None:
            return False
        self.tap(seat)
        return True

    def keyPressEvent(self, event: Any) -> None:
        seat = self._key_seat(event)
        if seat is not None and (self.table_key(event) or self._too_early(seat)):
            event.accept()
            return
        super().keyPressEvent(event)

    def _too_early(self, seat: int | None) -> bool:
        """A tap while the Gorilla is still on its way to the pile (the race starts when it
        lands): said in words, where it was ignored without one. True when so."""
        state = self.session.state
        if (self.race is None and (self.queue.busy or self._grace is not None) and state.phase == TAP
                and seat is not None and seat != state.seat and self.session.is_human(seat)):
            self.say(TOO_EARLY_READY if self._grace is not None else TOO_EARLY)
            return True
        return False

    # ----- the tap race (K6) and catches (K7) -----------------------------------------------------
    def tap(self, seat: int | None) -> bool:
        race = self.race
        if race is None or seat is None or not self.session.is_human(seat):
            return False
        return race.tap(seat)

    def _after_change(self) -> None:
        """Start a tap race when one is pending and humans play; let computers catch."""
        if self.read_only:  # a past table shown by the review: nothing runs on it
            self.update_status()
            return
        self.catch_watch.update()
        state = self.session.state
        if self.race is not None and (self.race.done or state.phase != TAP):
            self.race.cancel()
            self.race = None
        self.start_race()
        self.update_status()

    def start_race(self) -> None:
        """Start the race's clocks now: called when a Gorilla has landed on the pile (and after
        a call or a reload that leaves a race pending). Nothing when no race waits for the table."""
        state = self.session.state
        if (self.read_only or self.race is not None or self._grace is not None or state.phase != TAP
                or not self.session.table_decides()):
            return
        if self._grace_due:  # opened (a save, a resume) on a pending race: nobody has seen the Gorilla land
            self._grace_due = False
            self._grace = self.race_clock.later(RACE_GRACE_MS, self._grace_over)
            self.statusChanged.emit(self.status_text())
            return
        levels = {s: self.session.levels[s] for s, kind in enumerate(self.session.seats) if kind == "computer"}
        self._cover_hand()
        race = TapRace(state.n, state.seat, state.direction, levels, self._rng, self.race_clock,
                       self.race_limit_ms, self)
        race.tapped.connect(self._on_tapped)
        race.finished.connect(self._on_race_finished)
        self.race = race
        keys = self.tap_keys() if self.hot_seat else {}
        for seat, plate in self.plates.items():
            if seat in race.tappers:
                plate.tap_key = keys.get(seat, "")  # with the badge: the keys had come 1.5 s later
                plate.set_badge("tap!", True)
        if self.pile_items:
            self.pile_items[-1].set_glow(True)
        viewer = self.viewer_seat
        if viewer is not None and self.session.is_human(viewer) and race.may_tap(viewer):
            self._tap_button(viewer)
        self.statusChanged.emit(self.status_text())

    def _cover_hand(self) -> None:
        """A shared screen: the race starts with the Gorilla on the pile, while the hand of the
        person who laid it still lies face up (the table is laid out anew only after the move):
        it turns face down now, as everyone looks at the screen to tap."""
        if not self.hot_seat or self.read_only or not self.hand_items:
            return
        held = set(self.session.state.hands[self._base_seat()])  # not the Gorilla: it lies on the pile now
        for item in sorted((i for card, i in self.hand_items.items() if card in held), key=lambda i: i.x()):
            back = self._card(-1, self.card_size)
            back.setRotation(item.rotation())
            back.setZValue(item.zValue())
            self.removeItem(item)
            self._add(back, item.pos())
            self.covered_hand.append(back)
        self.hand_items.clear()
        self._leave_hand_unseen()

    def _leave_hand_unseen(self) -> None:
        """The chair's hand lies covered: the table's words and log leave the chair now."""
        if not self.hand_unseen:
            self.hand_unseen = True
            self.viewerChanged.emit()

    def _grace_over(self) -> None:
        self._grace = None
        self.start_race()
        self.update_status()

    def _on_tapped(self, seat: int, place: int) -> None:
        plate = self.plates.get(seat)
        if plate is not None:
            plate.set_badge(f"tapped {ORDINALS[place - 1]}")
        if seat == self.viewer_seat:
            button = self.buttons.pop("tap", None)
            if button is not None and button.scene() is self:
                self.removeItem(button)
        self.statusChanged.emit(self.status_text())

    def _on_race_finished(self, order: tuple[int, ...]) -> None:
        in_time = None
        if self.race is not None:  # who really tapped: the others ran out of time (badges, the log)
            self.late_tappers = frozenset(order) - frozenset(self.race.taps)
            in_time = len(self.race.taps)
        self.race = None
        button = self.buttons.pop("tap", None)
        if button is not None and button.scene() is self:
            self.removeItem(button)
        if self.play(Tap(order, in_time)):  # how it went, while the loser's cards fly (as the log will say it)
            self.say(self.session.describe_step(self.session.history[-1], self.log_seat))

    def status_text(self) -> str:
        race = self.race
        if self._grace is not None and self.session.state.phase == TAP:
            return GET_READY
        if race is not None and not race.done:
            viewer = self.viewer_seat
            keys = self.tap_keys()
            if len(keys) > 1:
                return f"GORILLA! Tap it now ({self._keys_words(race.tappers)}); the last to tap draws 3."
            if viewer is not None and viewer in race.taps:
                return f"You tapped {ORDINALS[race.taps.index(viewer)]}: waiting for the others…"
            if viewer is not None and race.may_tap(viewer):
                return "GORILLA! Click the pile, hit Tap! or press Space, fast: the last to tap draws 3."
            return "GORILLA! The others race to tap it; the last draws 3."
        return super().status_text()

    def start(self) -> None:
        super().start()
        self._grace_due = self.session.state.phase == TAP
        self._after_change()

    @property
    def log_seat(self) -> int | None:
        """While the chair's hand lies covered, everyone at the screen reads the log: from
        nobody's chair (it named the cards that person had drawn)."""
        return None if self.hand_unseen else super().log_seat

    def take_chair(self, seat: int) -> None:
        self.hand_unseen = False
        super().take_chair(seat)

    def _on_turn(self, seat: int) -> None:
        super()._on_turn(seat)
        if self.hot_seat and self.session.is_human(seat) and seat == self.viewer_seat:
            self.queue.call(lambda: self._curtain_if_unseen(seat))

    def _curtain_if_unseen(self, seat: int) -> None:
        """The person in the chair is to move again after others acted at the table (a
        computer's turn, a tap race): their hand shows again only behind their curtain."""
        if (self.hand_unseen and self.curtain is None and self.session.to_move == seat and not self.read_only
                and self.curtain_wanted()):
            self.curtains.show(seat)

    def curtain_wanted(self) -> bool:
        """No curtain in a tap race: the rules hand the race to the seat that laid the Gorilla,
        but everyone races, watching the pile (a curtain for that seat hid the Gorilla)."""
        return self.session.state.phase != TAP

    def _on_reset(self) -> None:
        if self.race is not None:
            self.race.cancel()
            self.race = None
        self.marks.clear()
        if self.session.history:  # the last move's badges ("Gorilla!" on the caller) stay
            from ui.gorilla.animate import badges

            self.marks.update(badges(self.session.history[-1].events))
        self._unshown = 0
        if self.session.result is None:
            self.result = None  # restart or undo after the end
        super()._on_reset()
        self._after_change()

    # ----- animations -------------------------------------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        from ui.gorilla.animate import queue_events

        self.marks.clear()
        self._unshown += 1
        self.queue.call(self._clear_badges)  # the last move's, as this one starts: two "misses a turn" stood at once
        queue_events(self, events, hurry=self._unshown > 1)  # catch up when moves queue up
        self.queue.call(self.rebuild)
        self.queue.call(self._shown)

    def _clear_badges(self) -> None:
        for plate in self.plates.values():
            if plate.scene() is self and plate.badge:
                plate.set_badge("")

    def _shown(self) -> None:
        """A move's animations are over; once the table has caught up with the session,
        real-time moments (tap race, catches) may begin."""
        self._unshown -= 1
        if self._unshown == 0:
            self._after_change()

    def bubble(self, text: str, at: QPointF, bad: bool = False, ms: int = 450, hurry: bool = False) -> None:
        if hurry:
            return
        bubble = Bubble(text, bad)

        def show() -> None:
            # whole inside the table: the part of a bubble beyond the scene's edge was never
            # painted over once it went, and a red end stayed beside a plate for the game
            rect = self.sceneRect()
            x = min(max(at.x(), rect.left() + bubble.half), rect.right() - bubble.half)
            bubble.setPos(QPointF(x, at.y()))
            self.addItem(bubble)

        def hide() -> None:
            if bubble.scene() is not None:
                self.removeItem(bubble)
                for view in self.views():
                    view.viewport().update()

        self.queue.call(show)
        self.queue.pause(ms)
        self.queue.call(hide)

    def shutdown(self) -> None:
        """The tap race and the computers' catch clocks stop with the table."""
        if self._grace is not None:
            self._grace()
            self._grace = None
        if self.race is not None:
            self.race.cancel()
            self.race = None
        self.catch_watch.stop()
        self.catch_window.stop()
        super().shutdown()

    def on_game_over(self, result: Result) -> None:
        self.result = result
        self.rebuild()

    def card_painter(self, card: str) -> Any:
        """How the end screen draws a revealed card (its name in the game's notation)."""
        return card_face(CARD_BY_NAME[card]) if card in CARD_BY_NAME else None

    def table_rect(self) -> QRectF:
        """The table, with room above for a top seat's race badge and, with big cards, below
        for the hand."""
        return self.table_with_hand(L.HAND_CENTRE.y(), L.HAND_ARC, above=L.BADGE_ROOM)

    def update_sizes(self) -> None:
        grow = min(L.PILE_SCALE, L.PILE_MAX * BASE_CARD.width() / self.card_size.width())
        self.big = self.card_size * grow  # big cards: the pile grows less, clear of the seats around it
        self.small = BASE_CARD * min(L.SMALL_SCALE * self.card_size.width() / BASE_CARD.width(), L.SMALL_MAX)

    def hint_refusal(self) -> str | None:
        if self.session.state.phase == TAP:
            return "No hints in a tap race: tap as fast as you can!"
        return None

    def mark_hint(self, move: Any) -> None:
        """The hinted card stands out in the hand; a draw lights the stack; a call, staying
        quiet or a catch lights its button."""
        if isinstance(move, Play) and move.card in self.hand_items:
            self.hand_items[move.card].set_glow(True)
        elif move == DRAW_MOVE and self.stack_item is not None:
            self.stack_item.set_glow(True)
        else:
            key = "call" if move == CALL_MOVE else "quiet" if move == QUIET_MOVE else "catch" if isinstance(move, Catch) else ""
            if key in self.buttons:
                self.buttons[key].set_glow(True)

    def keyboard_items(self) -> list[QGraphicsItem]:
        """The stack first when no card of the hand fits (drawing is the only move): Tab went
        through every card that does not fit before it, each saying Enter picks it up."""
        items = super().keyboard_items()
        stack = self.stack_item
        if stack is not None and getattr(stack, "keyboard", False) and stack in items:
            items.remove(stack)
            items.insert(0, stack)
        return items

    def hint_focus(self, move: Any) -> QGraphicsItem | None:
        if isinstance(move, Play):
            return self.hand_items.get(move.card)
        if move == DRAW_MOVE:
            return self.stack_item
        key = "call" if move == CALL_MOVE else "quiet" if move == QUIET_MOVE else "catch" if isinstance(move, Catch) else ""
        return self.buttons.get(key)

    def card_words(self, name: str) -> str:
        return card_words(CARD_BY_NAME[name])
