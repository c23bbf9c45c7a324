"""The Goritaire table: the pyramid on its lattice in the middle, the hand below, the phases,
counts, deck and discard pile on the left, the action panel on the right.

Drag a card from the hand onto a spot (spots that accept it glow while dragging); choose an
action, then click the Gorillas that pay (or take the suggested cheapest payment); choices an
effect needs appear as buttons beside the deck or as drags on the pyramid. Legality is always
the rules' (apply / legal moves); the scene only maps gestures to moves.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.contract import Result
from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event
from gamebox.games.goritaire.actions import BY_NAME, available_actions, cheap_payments, payment_problem
from gamebox.games.goritaire.engine import action_problem
from gamebox.games.goritaire.flow import eating_needs
from gamebox.games.goritaire.moves import Act, Flee, Move, Place, Play, Swap
from gamebox.games.goritaire.pyramid import is_gorilla, plants, upper_spots
from gamebox.games.goritaire.rules import would_lose
from gamebox.games.goritaire.state import BANANA, GORILLA, SLEEPING, Spot, State
from ui.goritaire import layout as L
from ui.goritaire.animate import queue_events
from ui.goritaire.art import card_back, card_face
from ui.goritaire.choices import choice_buttons, describe_move
from ui.goritaire.widgets import ButtonItem, PanelItem, PhaseBar, SpotZone
from ui.goritaire.worker import SolverRunner
from ui.table.fan import fan_positions
from ui.table.items import CardItem
from ui.table.scene_base import DropTarget, TableScene


def _payload(item: QGraphicsItem | None) -> Any:
    return getattr(item, "payload", None)


def _visual_rect(item: QGraphicsItem) -> QRectF:
    """The drawn card or spot in scene coordinates (without shadow margins)."""
    rect = getattr(item, "rect", None)
    return item.mapRectToScene(rect()) if callable(rect) else item.sceneBoundingRect()


class GoritaireScene(TableScene):
    felt = "#3b5e3a"
    table_size = L.TABLE

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.update_sizes()
        self.lat = L.lattice(self.card_size, [], 1)
        self.spot_items: dict[Spot, CardItem] = {}
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
        self.banner: list[str] | None = None
        self.demo = False
        self.runner = SolverRunner(parent=self)
        self.runner.chosen.connect(self._on_solver)
        self.runner.failed.connect(self._on_solver_failed)
        self._asked: tuple[int, Any] | None = None
        self._token = 0
        self._flash = ""
        self.queue.idle.connect(self._demo_next)

    # ----- helpers ---------------------------------------------------------------------
    def state(self) -> State:
        return self.view()  # type: ignore[no-any-return]

    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        self.addItem(item)
        return item

    def _button(self, key: str, label: str, pos: QPointF, size: QSizeF, payload: Any = None,
                note: str = "", enabled: bool = True) -> ButtonItem:
        button = ButtonItem(key, label, size, payload, note, enabled)
        self._add(button, pos)
        self.buttons[key] = button
        return button

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
        self._flash = text
        self.queue.call(lambda: self.say(text))

    # ----- layout ----------------------------------------------------------------------
    def rebuild(self) -> None:
        self.clear_table()
        self.spot_items.clear()
        self.zones.clear()
        self.hand_items.clear()
        self.buttons.clear()
        st = self.state()
        rows = max((row for row, _slot in st.area), default=0) + 1
        self.lat = L.lattice(self.card_size, st.ground(), rows)
        self._build_left(st)
        self._build_pyramid(st)
        self._build_hand(st)
        self._build_actions(st)
        self._build_choices(st)
        if self.confirm is not None:
            self._build_confirm()
        if self.banner:
            panel = PanelItem("banner", L.BANNER.size(), self.banner, fill=QColor(30, 20, 10, 220), title_size=22)
            panel.setZValue(4000)
            self._add(panel, L.BANNER.topLeft())
            close = self._button("banner:close", "Close", L.BANNER.bottomRight() - QPointF(110, 44), QSizeF(96, 32))
            close.setZValue(4001)

    def relayout(self) -> None:
        """After a move's animations: glide to the new lattice (the Ground may have moved
        after a Sacrifice), then lay everything out from the model."""
        st = self.state()
        rows = max((row for row, _slot in st.area), default=0) + 1
        new = L.lattice(self.card_size, st.ground(), rows)
        if new != self.lat and self.spot_items:
            moves = [(item, new.pos(spot)) for spot, item in self.spot_items.items() if item.scene() is self]
            self.queue.move_many(moves, 200)
        self.queue.call(self.rebuild)

    def _build_left(self, st: State) -> None:
        bar = PhaseBar(L.LEFT_WIDTH)
        bar.set_phase(st.phase if st.phase != "over" else "end", st.turn)
        self._add(bar, L.PHASES_POS)
        self.phase_bar = bar
        needed, plant_count, extra, from_hand = eating_needs(st)
        short = from_hand - st.hand_b
        lines = [
            f"Deck {len(st.deck)} · Discard {st.disc_g + st.disc_b}",
            f"  discard: {st.disc_g} G, {st.disc_b} B · removed: {st.gone_g + st.gone_b}",
            f"Imaginary bananas this turn: {st.imaginary}",
            f"Eating needs {needed}: have {plant_count} Plants",
            f"  + {extra} imaginary + {st.hand_b} in hand",
            f"  → short by {short}!" if short > 0 else "  → enough bananas",
            "Card from hand: " + ("played" if st.played else "1 to play"),
        ]
        if st.over:
            lines = [f"Deck {len(st.deck)} · Discard {st.disc_g + st.disc_b}",
                     "The deal is over:", ("won, score " + str(st.score)) if st.outcome == "won" else "lost"]
        self._add(PanelItem("info", L.INFO_SIZE, lines, title_size=13.5), L.INFO_POS)
        deck = CardItem("deck", None, card_back, self.small, face_up=False)
        deck.setVisible(bool(st.deck))
        self._add(deck, L.DECK_POS)
        discard_top = GORILLA if st.disc_g and not st.disc_b else BANANA
        pile = CardItem("discard", card_face(discard_top), card_back, self.small)
        pile.setOpacity(0.85)
        pile.setVisible(bool(st.disc_g + st.disc_b))
        self._add(pile, L.DISCARD_POS)
        for label, pos in ((f"Deck {len(st.deck)}", L.DECK_POS), ("Discard", L.DISCARD_POS)):
            self._add(PanelItem(f"label:{label}", QSizeF(self.small.width() + 30, 22), [label],
                                fill=QColor(0, 0, 0, 90), title_size=12), pos + QPointF(-4, self.small.height() + 4))

    def _build_pyramid(self, st: State) -> None:
        lat = self.lat
        plant_spots = set(plants(st.area))
        pending = st.pending[0][0] if st.pending else ""
        pay_levels = BY_NAME[self.paying].cost if self.paying else ()
        for spot, code in sorted(st.area.items()):
            level = spot[0] if is_gorilla(code) else 0
            item = CardItem(f"area:{spot[0]}.{spot[1]}", card_face(code, level, spot in plant_spots),
                            card_back, QSizeF(lat.card))
            item.payload = spot
            item.setTransformOriginPoint(item.rect().center())
            item.setZValue(100 - spot[0])
            if code == SLEEPING:
                item.setRotation(90)  # a sleeping Gorilla lies on its side (R4)
            item.draggable = (pending == "flee" and is_gorilla(code) and spot[0] >= 2) or (
                pending == "swap" and code == BANANA)
            if self.paying and code == GORILLA and spot[0] >= min(pay_levels):
                item.set_glow(spot not in self.pay_pick)
                item.keyboard = True  # type: ignore[attr-defined]
            if spot in self.pay_pick:
                item.setSelected(False)
                item.set_glow(True)
                item.setOpacity(0.75)
            self._add(item, lat.pos(spot))
            self.spot_items[spot] = item
        for spot in self._zone_spots(st):
            zone = SpotZone(spot, QSizeF(lat.card))
            self._add(zone, lat.pos(spot))
            self.zones[spot] = zone

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
        return sorted(s for s in spots if s not in st.area)

    def _build_hand(self, st: State) -> None:
        cards = [GORILLA] * st.hand_g + [BANANA] * st.hand_b
        pending = st.pending[0][0] if st.pending else ""
        for card, (pos, angle) in zip(cards, fan_positions(len(cards), L.HAND_CENTRE, self.card_size.width(),
                                                           L.HAND_WIDTH, arc=3)):
            item = CardItem(f"hand:{card}", card_face(card), card_back, self.card_size)
            item.payload = card
            item.setRotation(angle)
            can_play = st.phase == "action" and not st.pending and not st.played
            item.draggable = not st.over and (can_play or (pending == "place" and card == GORILLA))
            item.setZValue(200)
            self._add(item, pos)
            self.hand_items.append(item)
        label = f"Hand {st.hand_size} (limit 7 at the end of the turn)"
        self._add(PanelItem("hand-label", QSizeF(300, 24), [label], fill=QColor(0, 0, 0, 90), title_size=12.5),
                  QPointF(L.HAND_CENTRE.x() - 150, L.HAND_CENTRE.y() - 30))

    def _build_actions(self, st: State) -> None:
        top = L.ACTIONS_POS
        self._add(PanelItem("actions-title", QSizeF(L.ACTION_SIZE.width(), 26),
                            ["Actions · ✓ = payable now"], fill=QColor(0, 0, 0, 90), title_size=13), top)
        free = st.phase == "action" and not st.pending and not st.over
        y = top.y() + 32
        for spec in available_actions(st):
            problem = action_problem(st, spec)
            pays = cheap_payments(st, spec.cost, 1)
            payable = free and problem is None and bool(pays)
            cost = spec.cost_text.replace("Sacrifice ", "Sac").replace("Combustion ", "Comb")
            button = self._button(f"action:{spec.name}", f"{spec.label} {cost}",
                                  QPointF(top.x(), y), L.ACTION_SIZE, spec.name,
                                  note="✓" if payable else "✗", enabled=payable)
            button.chosen = self.paying == spec.name or (isinstance(self.hint, Act) and self.hint.name == spec.name)
            y += L.ACTION_STEP
        y += 6
        if self.paying:
            pay_cost = BY_NAME[self.paying].cost
            self._button("pay:cheapest", "Pay cheapest", QPointF(top.x(), y), QSizeF(150, 30))
            self._button("pay:cancel", "Cancel", QPointF(top.x() + 158, y), QSizeF(92, 30))
            y += 36
            self._add(PanelItem("pay-note", QSizeF(L.ACTION_SIZE.width(), 26),
                                [f"Picked {len(self.pay_pick)} of {len(pay_cost)} Gorillas"], fill=QColor(0, 0, 0, 90), title_size=12),
                      QPointF(top.x(), y))
            y += 32
        self._button("hint", "Hint", QPointF(top.x(), 724), QSizeF(120, 34), enabled=not st.over)
        demo = self._button("demo", "Stop demo" if self.demo else "Demo", QPointF(top.x() + 130, 724),
                            QSizeF(120, 34), enabled=not st.over)
        demo.chosen = self.demo

    def _build_choices(self, st: State) -> None:
        pos = QPointF(L.CHOICE_POS)
        title, moves = choice_buttons(st)
        if title:
            self._add(PanelItem("choice-title", QSizeF(L.CHOICE_WIDTH, 44), title, fill=QColor(0, 0, 0, 110),
                                title_size=13), pos)
            pos += QPointF(0, 50)
        width = (L.CHOICE_WIDTH - 6) / 2 if len(moves) > 4 else L.CHOICE_WIDTH
        for n, (label, move) in enumerate(moves):
            col, row = (n % 2, n // 2) if len(moves) > 4 else (0, n)
            button = self._button(f"choice:{n}", label, pos + QPointF(col * (width + 6), row * 34),
                                  QSizeF(width, 30), move)
            button.chosen = move == self.hint

    def _build_confirm(self) -> None:
        rect = L.BANNER
        panel = PanelItem("confirm", rect.size(), ["This would lose the game", self.confirm_reason],
                          fill=QColor(90, 20, 10, 230), title_size=18)
        panel.setZValue(4000)
        self._add(panel, rect.topLeft())
        for button in (self._button("confirm:yes", "Do it anyway", rect.bottomLeft() + QPointF(16, -46), QSizeF(160, 34)),
                       self._button("confirm:no", "Cancel", rect.bottomRight() + QPointF(-136, -46), QSizeF(120, 34))):
            button.setZValue(4001)

    # ----- gestures --------------------------------------------------------------------
    def _check(self, move: Move) -> tuple[Move | None, str]:
        try:
            self.session.game.apply(self.state(), move)
        except IllegalMove as exc:
            return None, str(exc)
        return move, ""

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        st = self.state()
        item = items[0]
        targets: list[DropTarget] = []
        pending = st.pending[0][0] if st.pending else ""
        if item in self.hand_items:
            for spot, zone in self.zones.items():
                move: Move = Place(spot) if pending == "place" else Play(str(_payload(item)), spot)
                targets.append(DropTarget(zone, *self._check(move)))
        elif pending == "flee":
            for spot, zone in self.zones.items():
                targets.append(DropTarget(zone, *self._check(Flee(_payload(item), spot))))
        elif pending == "swap":
            for spot, other in self.spot_items.items():
                if other is not item and is_gorilla(st.area.get(spot)):
                    targets.append(DropTarget(other, *self._check(Swap(_payload(item), spot))))
        return targets

    def best_target(self, targets: list[DropTarget], items: list[QGraphicsItem],  # type: ignore[override]
                    point: QPointF) -> DropTarget | None:
        """The spot or card under the pointer decides (cards sit close in the pyramid);
        only when the pointer is over none does the largest overlap count."""
        under = [t for t in targets if _visual_rect(t.item).contains(point)]
        if under:
            return next((t for t in under if t.legal), under[0])
        return TableScene.best_target(targets, items, point)

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = str(getattr(item, "key", ""))
        st = self.state()
        if key == "banner:close":
            self.banner = None
            self.rebuild()
            return True
        if key == "confirm:yes" and self.confirm is not None:
            move, self.confirm = self.confirm, None
            self._commit(move)
            return True
        if key == "confirm:no":
            self.confirm = None
            self.rebuild()
            return True
        if key == "hint":
            self._ask_solver()
            return True
        if key == "demo":
            self.demo = not self.demo and self.session.to_move is not None  # nothing to demo once over
            self.rebuild()
            self._demo_next()
            return True
        if not self.my_turn():
            return False
        if key.startswith("action:"):
            return self._choose_action(st, str(getattr(item, "payload", "")))
        if key == "pay:cancel":
            self.paying, self.pay_pick = None, []
            self.rebuild()
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
        return False

    def _choose_action(self, st: State, name: str) -> bool:
        spec = BY_NAME[name]
        problem = action_problem(st, spec) if st.phase == "action" and not st.pending else "not now"
        if problem or not cheap_payments(st, spec.cost, 1):
            self.refuse(f"{spec.label}: {problem or 'no awake Gorillas of the levels this cost needs'}")
            return True
        self.paying, self.pay_pick = name, []
        self.rebuild()
        self.update_status()
        return True

    def _toggle_payer(self, st: State, spot: Spot) -> bool:
        assert self.paying is not None
        cost = BY_NAME[self.paying].cost
        if spot in self.pay_pick:
            self.pay_pick.remove(spot)
        elif st.area.get(spot) != GORILLA:
            self.refuse("that Gorilla is asleep or not a Gorilla: it cannot pay")
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
        self.update_status()
        return True

    def update_sizes(self) -> None:
        self.small = QSizeF(self.card_size.width() * 0.8, self.card_size.height() * 0.8)

    def play(self, move: Any) -> bool:
        """Warn first when an optional move would lose at once (R9)."""
        if not self.demo:
            reason = would_lose(self.state(), move)
            if reason:
                self.confirm, self.confirm_reason = move, reason
                self.rebuild()
                self.refuse(f"careful: {reason}")
                return False
        return self._commit(move)

    def _commit(self, move: Any) -> bool:
        self.paying, self.pay_pick, self.hint, self.hint_text = None, [], None, ""
        if not self.session.play(move):
            self.rebuild()
            return False
        return True

    # ----- events ----------------------------------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        queue_events(self, events)

    def _on_reset(self) -> None:
        self.paying, self.pay_pick, self.confirm, self.hint, self.hint_text = None, [], None, None, ""
        self.banner = None
        super()._on_reset()

    def on_game_over(self, result: Result) -> None:
        st = self.state()
        if st.outcome == "won":
            self.banner = [f"Victory! Score {st.score}", st.reason, "Goritaire complete."]
        else:
            self.banner = ["The deal is lost", st.reason, f"on turn {st.turn}"]
        self.demo = False
        self.rebuild()

    def status_text(self) -> str:
        if self.runner.busy:
            return "The solver is thinking…"
        if self.paying:
            spec = BY_NAME[self.paying]
            return (f"{spec.label} {spec.cost_text}: click {len(spec.cost)} glowing Gorilla"
                    f"{'s' if len(spec.cost) > 1 else ''} to put to sleep, or press Pay cheapest.")
        if self.hint_text:
            return self.hint_text
        return super().status_text()

    # ----- solver: Hint and Demo ---------------------------------------------------------
    def _ask_solver(self) -> None:
        if self.runner.busy or self.session.to_move is None:
            return
        self._token += 1
        self._asked = (self._token, self.session.state)
        self.runner.ask(self.session.game, self.state(), self._token)
        self.update_status()

    def _demo_next(self) -> None:
        if self.demo and not self.queue.busy and self.session.to_move is not None and self.confirm is None:
            self._ask_solver()

    def _on_solver(self, token: int, move: Any) -> None:
        self.runner.busy = False
        fresh = self._asked is not None and self._asked[0] == token and self._asked[1] is self.session.state
        if not fresh:
            self.update_status()
            self._demo_next()
            return
        self.session.mark_assisted()  # Hint or Demo chose for the player: kept apart in statistics
        if self.demo:
            self._commit(move)
            return
        self.hint = move
        self.hint_text = "Hint: " + describe_move(move)
        self.rebuild()
        for spot in getattr(move, "pay", ()):
            if spot in self.spot_items:
                self.spot_items[spot].set_glow(True)
        if isinstance(move, (Play, Place)) and move.spot in self.zones:
            self.zones[move.spot].set_glow(True)
        self.update_status()

    def _on_solver_failed(self, token: int, reason: str) -> None:
        self.runner.busy = False
        self.demo = False
        self.refuse(f"the solver failed: {reason}")


