"""The Goritaire table: the pyramid on its lattice in the middle, the hand below, the phases,
counts, deck and discard pile on the left, the action panel on the right.

Drag a card from the hand onto a spot: before a drag the spots a hand card could go to are
faintly marked, and hand cards that cannot go anywhere now are dimmed, saying why on hover
and when pressed. Choose an action, then click the Gorillas that pay (or take the suggested
cheapest payment); choices an effect needs appear as buttons beside the deck or as drags on
the pyramid. The pyramid stays anchored at the Ground's first slot, so a collapse shows as
cards falling. Legality is always the rules' (apply / legal moves); the scene only maps
gestures to moves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.contract import Result
from gamebox.core.describe import Names, sentence
from gamebox.core.events import Event
from gamebox.games.goritaire.actions import BY_NAME, all_payments, cheap_payments, payment_problem
from gamebox.games.goritaire.engine import act_problem
from gamebox.games.goritaire.moves import Act, Arrange, Discard, Flee, Move, Place, Play, Swap, Wander
from gamebox.games.goritaire.options import decision_moves, hand_card_problem
from gamebox.games.goritaire.pyramid import is_gorilla, legal_spots, plants, upper_spots
from gamebox.games.goritaire.rules import would_lose
from gamebox.games.goritaire.state import BANANA, GORILLA, HAND_LIMIT, SLEEPING, Spot, State
from ui.goritaire import layout as L
from ui.goritaire.animate import queue_events
from ui.goritaire.art import card_back, card_face
from ui.goritaire.assist import SOLUTION, STOP_SOLUTION, AssistMixin
from ui.goritaire.click_place import chosen_card, chosen_words, click_spot, keep_one
from ui.goritaire.confirm import ConfirmMixin, build_confirm
from ui.goritaire.hand_pick import (
    PICK_KEYS,
    card_tip,
    choose,
    chosen_cards,
    discard_chosen,
    pick_status,
    picking,
    refresh_button,
)
from ui.goritaire.panels import (
    build_actions,
    build_assist,
    build_choices,
    build_left,
    choices_need_room,
)
from ui.goritaire.putback import PutBack, PutBackStep, board_for, build_putback, drop_targets, putback_button
from ui.goritaire.widgets import ButtonItem, GroundLabel, PanelItem, PhaseBar, SpotZone
from ui.goritaire.worker import SolverRunner
from ui.table.fan import fan_positions
from ui.table.items import CardItem, ZoneItem
from ui.table.scene_base import DropTarget, TableScene
from ui.table.theme import BASE_CARD

DEMO_GAVE_UP = "The Demo stopped: it found no move that keeps the deal alive, so the choice is yours. "


def still_words(pending: str, gorilla: bool) -> str:
    """Why a card of the pyramid does not lift while a choice waits (Fleeing, Swap)."""
    if pending == "flee":
        return ("Fleeing: this Gorilla has no free spot one row down" if gorilla
                else "Fleeing moves a Gorilla one row down, not a Banana")
    if pending == "swap":
        return ("Swap: drag a Banana of row 2 or higher onto a Gorilla of Level 2 or more" if gorilla
                else "Swap: this Banana has no Gorilla of Level 2 or more to swap with")
    return ""


def _payload(item: QGraphicsItem | None) -> Any:
    return getattr(item, "payload", None)


def _visual_rect(item: QGraphicsItem) -> QRectF:
    """The drawn card or spot in scene coordinates (without shadow margins)."""
    rect = getattr(item, "rect", None)
    return item.mapRectToScene(rect()) if callable(rect) else item.sceneBoundingRect()


class GoritaireScene(ConfirmMixin, AssistMixin, TableScene):
    felt = "#3b5e3a"
    table_size = L.TABLE
    report_px = 220  # one player's result: the score and a line or two (the others ask twice that)
    marks_for = "then Enter on a glowing spot puts it there"  # the keyboard's words for Space on a card

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.update_sizes()
        self.spot_items: dict[Spot, CardItem] = {}
        self.fed: set[Spot] = set()  # the Gorillas drawn with the banana badge: they eat at the turn's end
        self.zones: dict[Spot, SpotZone] = {}
        self.hand_items: list[CardItem] = []
        self.buttons: dict[str, ButtonItem] = {}
        self.phase_bar: PhaseBar | None = None
        self.paying: str | None = None  # the action whose payment is being clicked
        self.pay_pick: list[Spot] = []
        self.confirm: Move | None = None  # a losing move waiting for "do it anyway" (R9)
        self.confirm_reason = ""
        self.hint: Move | None = None
        self.hint_text = ""
        self.demo = False
        self.script: list[str] = []  # a stored solution still to play
        self.choices_need_room = False  # a long list of choices takes the room of the piles
        self.putback: PutBack | None = None  # cards looked at being put back in order, by dragging
        self.putback_slots: list[ZoneItem] = []
        self.putback_cards: list[CardItem] = []
        self.hand_pick: tuple[object, str] | None = None  # (position, hand cards chosen to discard)
        self._chosen: CardItem | None = None  # the hand card chosen by a click, to go to a spot clicked next
        self._building = False
        self.selectionChanged.connect(self._on_selection)
        self.runner = SolverRunner(parent=self)
        self.runner.chosen.connect(self._on_solver)
        self.runner.failed.connect(self._on_solver_failed)
        self._asked: tuple[int, Any] | None = None
        self._token = 0
        self.queue.idle.connect(self._demo_next)

    # ----- helpers ---------------------------------------------------------------------
    @property
    def as_printed(self) -> bool:
        """The "As printed" option: every Gorilla eats, on any row (R8)."""
        return bool(self.session.state.as_printed)

    def state(self) -> State:
        return self.view()  # type: ignore[no-any-return]

    def table_rect(self) -> QRectF:
        """The table, taller with big cards: the hand must fit above its bottom edge."""
        return self.table_with_hand(L.HAND_CENTRE.y(), L.HAND_ARC)

    def card_size_note(self) -> str | None:
        return ("Goritaire keeps its pyramid at the size that lets all of it fit: the card size "
                "changes the cards in your hand.")

    def update_sizes(self) -> None:
        self.small = QSizeF(BASE_CARD.width() * L.SMALL_SCALE, BASE_CARD.height() * L.SMALL_SCALE)
        self.lat = L.lattice(self.card_size, [], 1)  # a new card size lays the pyramid out afresh

    def place(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        self.addItem(item)
        return item

    def button(self, key: str, label: str, pos: QPointF, size: QSizeF, payload: Any = None,
               note: str = "", enabled: bool = True, kind: type[ButtonItem] = ButtonItem) -> ButtonItem:
        item = kind(key, label, size, payload, note, enabled)
        self.place(item, pos)
        self.buttons[key] = item
        return item

    def hand_item(self, card: str) -> CardItem | None:
        for item in self.hand_items:
            if item.payload == card and item.scene() is self:
                self.hand_items.remove(item)
                return item
        return None

    def show_phase(self, name: str, turn: int) -> None:
        if self.phase_bar is not None:
            self.phase_bar.set_phase(name, turn)

    def flash(self, text: str) -> None:
        self.queue.call(lambda: self.say(text))

    def viewer_decides(self) -> bool:
        """Not while a stored solution plays the deal: its hand, choices and cards are the
        solution's (a card could be picked or dragged between its moves)."""
        return super().viewer_decides() and not self.script

    def player_names(self) -> Names:
        """Who plays the deal as this table names them: "You", or "Computer" when the computer
        plays it for the player to watch; "The solution" while a stored solution plays it, and
        after (the panel said "You played your card" of the solution's moves)."""
        if self.script or self.session.shown_after_end:
            return self.session.names_of(self.viewer_seat, SOLUTION)
        return self.table_names(self.viewer_seat)

    def _rows(self, st: State) -> int:
        return max((row for row, _slot in st.area), default=0) + 1

    # ----- layout ----------------------------------------------------------------------
    def rebuild(self) -> None:
        self._building = True  # items removed and made again do not change what was chosen
        try:
            self._lay_out()
        finally:
            self._building = False

    def _lay_out(self) -> None:
        self.clear_table()
        self.spot_items.clear()
        self.zones.clear()
        self.hand_items.clear()
        self.buttons.clear()
        self.putback_slots.clear()
        self.putback_cards.clear()
        st = self.state()
        self.putback = board_for(self.putback, st, self.session.state)
        self.lat = L.lattice(self.card_size, st.ground(), self._rows(st), self.lat)
        self.choices_need_room = choices_need_room(st)
        build_left(self, st)
        self._build_pyramid(st)
        self._build_hand(st)
        if self.putback is not None:
            build_putback(self, self.putback)
            build_assist(self, st)
        else:
            build_actions(self, st)
        build_choices(self, st)
        if self.confirm is not None:
            build_confirm(self)
        if self.script:  # a solution plays itself: Hint, Demo and the choices looked pressable
            self.grey_out_buttons(keep=frozenset({STOP_SOLUTION}))

    def relayout(self) -> None:
        """After a move's animations: glide to the new lattice only if the pyramid outgrew its
        room, then lay everything out from the model."""
        st = self.state()
        new = L.lattice(self.card_size, st.ground(), self._rows(st), self.lat)
        if new != self.lat and self.spot_items:
            moves = [(item, new.pos(spot)) for spot, item in self.spot_items.items() if item.scene() is self]
            self.queue.move_many(moves, 200)
        self.queue.call(self.rebuild)

    def _build_pyramid(self, st: State) -> None:
        lat = self.lat
        plant_spots = set(plants(st.area))
        # what the rules let the player move or pay with now: their decisions, never worked out here
        movable = {m.src if isinstance(m, Flee) else m.banana for m in decision_moves(st)
                   if isinstance(m, (Flee, Swap))} if st.pending else set()
        payers = self._payers(st)
        self.fed = set()
        for spot, code in sorted(st.area.items()):
            gorilla = is_gorilla(code)
            eats = st.eats(spot)  # R8: who is fed at the end of the turn
            item = CardItem(f"area:{spot[0]}.{spot[1]}", card_face(code, spot[0] if gorilla else 0,
                                                                  spot in plant_spots, eats),
                            card_back, QSizeF(lat.card))
            item.payload = spot
            if eats:
                self.fed.add(spot)
            if gorilla:
                item.setToolTip(f"Level {spot[0]} Gorilla" + (": eats a banana at the end of the turn" if eats
                                                                 else ": not fed, it eats nothing"))
            item.setTransformOriginPoint(item.rect().center())
            item.setZValue(100 - spot[0])
            if code == SLEEPING:
                item.setRotation(90)  # a sleeping Gorilla lies on its side (R4)
                item.setScale(lat.sleeping_scale)
            item.draggable = spot in movable
            if st.pending and not item.draggable:  # pressed, it says why (it did nothing, without a word)
                item.reason = still_words(st.pending[0][0], gorilla)
            if spot in payers:
                item.set_glow(spot not in self.pay_pick)
                item.keyboard = True
            if spot in self.pay_pick:
                item.set_glow(True)
                item.setOpacity(0.75)
            self.place(item, lat.pos(spot))
            self.spot_items[spot] = item
        where = lat.ground_label_rect(GroundLabel.height_for(L.TEXT))
        self.place(GroundLabel(where.width(), L.TEXT), where.topLeft())
        marked = self._marked_spots(st)
        for spot in self._zone_spots(st):
            zone = SpotZone(spot, QSizeF(lat.card))
            zone.set_marked(spot in marked)
            self.place(zone, lat.pos(spot))
            self.zones[spot] = zone

    def _marked_spots(self, st: State) -> set[Spot]:
        """Where a card of the hand could go now (issue 12: shown before any drag); while
        Fleeing waits, where a Gorilla can flee to (the free spot was not shown)."""
        if not self.viewer_decides():
            return set()
        if st.pending and st.pending[0][0] == "flee":
            return {m.dst for m in decision_moves(st) if isinstance(m, Flee)}
        out: set[Spot] = set()
        for card, count in ((GORILLA, st.hand_g), (BANANA, st.hand_b)):
            if count and hand_card_problem(st, card) is None:
                out.update(legal_spots(st.area, card))
        return out

    def _zone_spots(self, st: State) -> list[Spot]:
        """Every empty spot a drop could aim at: legal ones and near misses (for reasons)."""
        ground = st.ground()
        spots = set(upper_spots(st.area))
        spots.add((1, ground[-1] + 1) if ground else (1, 1))
        if ground:
            spots.add((1, ground[0] - 1))
        for (row, slot) in list(st.area):
            for cand in ((row + 1, slot - 1), (row + 1, slot)):
                if cand not in st.area and cand[1] >= (ground[0] if ground else 1) - row:
                    spots.add(cand)
        return sorted(s for s in spots if s not in st.area and s[1] >= 1)

    def _build_hand(self, st: State) -> None:
        cards = [GORILLA] * st.hand_g + [BANANA] * st.hand_b
        deciding = self.viewer_decides()
        pick = bool(picking(st)) and deciding  # cards to discard are chosen by clicking them
        # reasons are the viewer's only (not a watcher's, nor a shown solution's: viewer_decides)
        problems = {card: hand_card_problem(st, card) if deciding and not pick else None for card in (GORILLA, BANANA)}
        for card, (pos, angle) in zip(cards, fan_positions(len(cards), L.HAND_CENTRE, self.card_size.width(),
                                                           L.HAND_WIDTH, arc=L.HAND_ARC)):
            item = CardItem(f"hand:{card}", card_face(card), card_back, self.card_size)
            item.payload = card
            item.setRotation(angle)
            problem = problems[card]
            item.draggable = deciding and problem is None and not pick  # (chosen by a click, never dragged)
            item.reason = sentence(problem) if problem else ""
            if problem and not st.over:
                item.dimmed = True
                item.setToolTip(item.reason)
            elif item.draggable:
                item.make_selectable()  # click it, then a spot: `click_place`
                item.setToolTip("Drag it onto a marked spot of the pyramid, or click it and then the spot.")
            if pick:
                item.make_selectable()
                item.setToolTip(card_tip(st))
                item.keys_words = PICK_KEYS  # Enter had lifted it, as if to play it
            item.setZValue(200)
            self.place(item, pos)
            self.hand_items.append(item)
        if pick and self.hand_pick is not None and self.hand_pick[0] is self.session.state:
            choose(self, self.hand_pick[1])
        label = f"Hand {st.hand_size}" if st.over else f"Hand {st.hand_size} (at most {HAND_LIMIT} after the turn)"
        self.place(PanelItem("hand-label", QSizeF(330, 28), [label], fill=QColor(0, 0, 0, 90), title_size=L.TEXT,
                             centred=True), QPointF(L.HAND_CENTRE.x() - 165, L.HAND_CENTRE.y() - 36))

    # ----- gestures --------------------------------------------------------------------
    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        st = self.state()
        item = items[0]
        targets: list[DropTarget] = []
        pending = st.pending[0][0] if st.pending else ""
        if item in self.hand_items:
            for spot, zone in self.zones.items():
                move: Move = Place(spot) if pending == "place" else Play(str(_payload(item)), spot)
                targets.append(DropTarget(zone, *self.checked(move)))
        elif item in self.putback_cards:
            targets = drop_targets(self, int(_payload(item)))
        elif pending == "flee":
            for spot, zone in self.zones.items():
                targets.append(DropTarget(zone, *self.checked(Flee(_payload(item), spot))))
        elif pending == "swap":
            for spot, other in self.spot_items.items():
                if other is not item and is_gorilla(st.area.get(spot)):
                    targets.append(DropTarget(other, *self.checked(Swap(_payload(item), spot))))
        return targets

    def best_target(self, targets: list[DropTarget], items: list[QGraphicsItem],  # type: ignore[override]
                    point: QPointF) -> DropTarget | None:
        """The spot or card under the pointer decides (cards sit close in the pyramid);
        only when the pointer is over none does the largest overlap count."""
        under = [t for t in targets if _visual_rect(t.item).contains(point)]
        if under:
            return next((t for t in under if t.legal), under[0])
        return TableScene.best_target(targets, items, point)

    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None:
        """A dimmed hand card does not lift: pressing it says why. Nothing lifts while the
        warning before a losing move waits for its answer."""
        if self.confirm is not None:
            return None
        reason = getattr(item, "reason", "")
        if (item in self.hand_items or item in self.spot_items.values()) and not getattr(item, "draggable", False) \
                and reason:
            self.refuse(reason)
            self.drag_refusal.show_beside(item, reason)
            return None
        return super().pick(item)

    def turn_begins(self, events: list[Event]) -> bool:
        return any(e.kind == "phase" and e.data.get("name") == "action" for e in events)

    def escape_item(self) -> QGraphicsItem | None:
        """Escape cancels paying for an action, as its Cancel does."""
        cancel = self.buttons.get("pay:cancel")
        return cancel if cancel is not None and cancel.scene() is self and cancel.isVisible() else None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (self.script or self.demo) and event.key() == Qt.Key.Key_Escape:  # as Stop here, Stop demo
            if self.script:
                self.stop_solution()
            else:
                self.stop_demo()
            event.accept()
            return
        super().keyPressEvent(event)

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = str(getattr(item, "key", ""))
        st = self.state()
        if self.confirm is not None:  # the warning takes every click until it is answered
            return self.answer_confirm(item)
        if key == "solution":
            self.replay_solution()
            return True
        if key == STOP_SOLUTION:
            self.stop_solution()
            return True
        if key == "hint":
            self._ask_solver()
            return True
        if key == "demo" and self.demo:
            self.stop_demo()
            return True
        if key == "demo":
            self.demo = self.session.to_move is not None  # nothing to demo once over
            self.rebuild()
            self._demo_next()
            return True
        if not self.my_turn():
            return False
        if key.startswith("action:"):
            return self._choose_action(st, str(getattr(item, "payload", "")))
        if key == "pay:cancel":
            name, self.paying, self.pay_pick = self.paying, None, []
            self.rebuild()
            action = self.buttons.get(f"action:{name}")
            if self.keyboard.in_use and action is not None and action.scene() is self:
                self.keyboard.set_focus(action)  # back where the keys were (Escape had left no ring)
            self.update_status()
            return True
        if key == "pay:cheapest" and self.paying:
            pays = cheap_payments(st, BY_NAME[self.paying].cost, 1)
            if pays:
                self.play(Act(self.paying, pays[0]))
            return True
        if key.startswith("area:") and self.paying:
            return self._toggle_payer(st, _payload(item))
        if key.startswith("choice:"):
            self.play(_payload(item))
            return True
        if key.startswith("putback:") and self.putback is not None:
            return putback_button(self, self.putback, key)
        if key == "pick:go":
            discard_chosen(self, st)
            return True
        if isinstance(item, SpotZone):
            return click_spot(self, item)
        if item in self.hand_items and picking(st):  # Enter on a card to discard: chosen, or kept
            item.setSelected(not item.isSelected())
            return True
        return False

    def _on_selection(self) -> None:
        st = self.state()
        if self._building:
            return
        if picking(st):
            self.hand_pick = (self.session.state, chosen_cards(self))
            refresh_button(self, st)
            return
        self._chosen = keep_one(self, self._chosen)
        self.update_status()

    def show_hint(self, move: Move) -> None:
        """A Hint for cards put back, Wandering or keeping 7 lays them out / chooses them as
        suggested."""
        if isinstance(move, Arrange) and self.putback is not None:
            self.putback.show(move)
        if isinstance(move, (Wander, Discard)):
            self.hand_pick = (self.session.state, move.cards)

    def _choose_action(self, st: State, name: str) -> bool:
        spec = BY_NAME[name]
        problem = act_problem(st, spec)
        if problem is not None:
            # the reason may name the action itself ("Walking: Walking needs a card" said it twice)
            self.refuse(problem if problem.split()[:1] == spec.label.split()[:1] else f"{spec.label}: {problem}")
            return True
        self.paying, self.pay_pick = name, []
        self.rebuild()
        self.follow_hint()
        self.update_status()
        return True

    def _payers(self, st: State) -> set[Spot]:
        """The Gorillas that can pay the cost being paid, with those picked so far."""
        if not self.paying:
            return set()
        picked = set(self.pay_pick)
        return {spot for pay in all_payments(st, BY_NAME[self.paying].cost) if picked <= set(pay) for spot in pay}

    def _toggle_payer(self, st: State, spot: Spot) -> bool:
        assert self.paying is not None
        cost = BY_NAME[self.paying].cost
        if spot in self.pay_pick:
            self.pay_pick.remove(spot)
        elif (alone := payment_problem(st, (spot[0],), (spot,))) is not None:  # this card, as the rules see it pay
            self.refuse(alone)
            return True
        elif spot not in self._payers(st):  # not for this action, or not with those picked: they stay
            self.refuse(self._cannot_pay(st, spot))
            return True
        else:
            self.pay_pick.append(spot)
        if len(self.pay_pick) == len(cost):
            pick = tuple(self.pay_pick)
            problem = payment_problem(st, cost, pick)
            if problem:
                self.pay_pick = []
                self.refuse(problem)
            else:
                self.play(Act(self.paying, tuple(sorted(pick, key=lambda s: (-s[0], s[1])))))
                return True
        self.rebuild()
        self.follow_hint()
        self.update_status()
        return True

    def _cannot_pay(self, st: State, spot: Spot) -> str:
        """Why an awake Gorilla cannot join the payment: what the action needs, or that it does
        not go with those picked ("together with those picked" was said with none picked yet)."""
        spec = BY_NAME[str(self.paying)]
        if self.pay_pick and any(spot in pay for pay in all_payments(st, spec.cost)):
            return "that Gorilla cannot pay this cost together with those picked: click a glowing one"
        need = spec.cost_text.removeprefix("put to sleep ").split(", then ")[0]
        return f"that Gorilla cannot pay for {spec.label}, which needs {need}: click a glowing one"

    def play(self, move: Any) -> bool:
        """Warn first when an optional move would lose at once (R9). A card moved on the board of
        cards being put back is not a move yet: the board changes, Done plays it."""
        if isinstance(move, PutBackStep):
            if self.putback is not None:
                self.putback.put(move)
                self.rebuild()
            return True
        if not self.demo:
            reason = would_lose(self.state(), move)
            if reason:
                self.confirm, self.confirm_reason = move, reason
                self.rebuild()
                self.update_status()  # a warning, not a refusal: the move is allowed
                return False
        return self._commit(move)

    def _commit(self, move: Any, by: str = "") -> bool:
        """Play `move`; `by` names who made it for the player ("The Demo"; "" themselves)."""
        self.paying, self.pay_pick, self.hint, self.hint_text = None, [], None, ""
        self.demo_gave_up = False
        self.hand_pick = None
        if not self.session.play(move, by=by):
            self.rebuild()
            return False
        return True

    # ----- events ----------------------------------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        queue_events(self, events)

    def _on_reset(self) -> None:
        self.paying, self.pay_pick, self.confirm, self.hint, self.hint_text = None, [], None, None, ""
        self.putback, self.hand_pick, self.demo_gave_up = None, None, False
        # an undo (or redo) stops the Demo and a shown solution: the Demo played the move taken
        # back again at once, and went on as if nothing had been asked
        self.demo, self.script = False, []
        super()._on_reset()

    def shutdown(self) -> None:
        """Demo and a shown solution stop, and the solver answers no more."""
        self.demo = False
        self.script = []
        self.runner.close()
        super().shutdown()

    def on_game_over(self, result: Result) -> None:
        """The end is said beside the table (the end screen) and in the left panel, never over
        the cards; a lost deal of the catalogue offers its solution."""
        self.demo = False
        self.rebuild()

    def end_screen_actions(self) -> list[tuple[str, Any]]:
        """Extra buttons for the shared end screen: "Show a solution" after a lost catalogue deal."""
        return [("Show a solution", self.replay_solution)] if self.can_show_solution() else []

    def card_painter(self, card: str) -> Any:
        return card_face(card) if card in (GORILLA, BANANA) else None

    def status_text(self) -> str:
        if self.runner.busy:  # (a player never met "the solver": the Demo, or the hint asked for)
            return "The Demo is thinking…" if self.demo else "Looking for a good move…"
        if self.script:
            return "Showing a solution of this deal. Stop here, or Escape, lets you play on from that point."
        if self.confirm is not None:  # the warning speaks first, even over an action being paid
            if self.demo_gave_up:  # the Demo's words and then the warning's, without a second "Careful"
                # on a winnable deal, why the Demo lost it takes the place of the warning's reason,
                # which the warning on the table shows (the three ran past two lines at 1024x600)
                why = self._demo_blind() or sentence(self.confirm_reason) + " "
                return DEMO_GAVE_UP + why + "Do it anyway, or cancel."
            return f"Careful. {sentence(self.confirm_reason)} Do it anyway, or cancel."
        if self.paying:
            spec = BY_NAME[self.paying]
            count = len(spec.cost)
            return (f"{spec.label}: click {'a glowing Gorilla' if count == 1 else f'{count} glowing Gorillas'} "
                    "to put to sleep, or press Pay cheapest.")
        if self.hint_text:
            return self.hint_text
        if self.putback is not None and self.my_turn():
            return (f"Put back the {len(self.putback.seen)} cards you looked at: drag each one to Back on top or"
                    " To the bottom, then press Done.")
        if self.my_turn() and picking(self.state()):
            return pick_status(self.state())
        chosen = chosen_card(self)
        if chosen is not None and self.my_turn():
            return chosen_words("Gorilla" if chosen.payload == GORILLA else "Banana")
        return super().status_text()
