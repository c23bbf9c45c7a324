"""The Girafferaffe table: trees across the top, other players or the Robot in the middle,
the supply and Redraw Deck on the right, your hand as a fan at the bottom.

Select cards (click toggles, or a rubber band) and drag them onto a tree; trees that accept
the selection glow, a refused drop snaps back with its reason. Drag an apple to the supply
(or press "Spend an apple") to pass. The rules decide everything: the scene asks
`game.refusal(view, move)` and plays moves through the session.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.contract import Result
from gamebox.core.events import Event
from gamebox.games.girafferaffe.cards import COPY, UNKNOWN, card_text, colour_of, rank_of
from gamebox.games.girafferaffe.moves import PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.state import State
from ui.girafferaffe import layout as L
from ui.girafferaffe.art import card_back, card_face
from ui.girafferaffe.widgets import AppleItem, ButtonItem, PanelItem, SeatPanel, TreeZone
from ui.table.fan import fan_positions
from ui.table.items import CardItem, ZoneItem
from ui.table.painting import draw_text
from ui.table.scene_base import DropTarget, TableScene


def _reward_text(tree: Any) -> str:
    if tree.apples == 2:
        return "+2 apples"
    if tree.apples:
        return "+1 apple"
    if tree.redraw:
        return "+1 card"
    return "no reward"


def _rule_text(tree: Any) -> str:
    if tree.kind == "single":
        letters = "".join("RBYG"[c] for c in tree.colours)
        return f"1 card {'/'.join(letters)}, higher"
    if tree.kind == "kind":
        return f"{tree.size} of a rank, higher"
    return {"straight": "a run", "flush": "1 colour", "any": "any cards"}[tree.kind] + ", more cards"


class GirafferaffeScene(TableScene):
    felt = "#3d6b3a"
    table_size = L.TABLE

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.sort_by = "rank"
        self._items: list[QGraphicsItem] = []
        self.tree_zones: dict[str, TreeZone] = {}
        self.hand_items: list[CardItem] = []
        self.robot_items: list[CardItem] = []
        self.apple_items: list[AppleItem] = []
        self.seat_panels: dict[int, PanelItem] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.supply_zone: ZoneItem | None = None
        self.banner: PanelItem | None = None
        self.rules: Any = session.game  # GAME of gamebox.games.girafferaffe.rules
        self.update_sizes()

    def update_sizes(self) -> None:
        self.small = QSizeF(self.card_size.width() * L.SMALL_SCALE, self.card_size.height() * L.SMALL_SCALE)

    # ----- building ------------------------------------------------------------------
    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        self.addItem(item)
        self._items.append(item)
        return item

    def _card(self, text: str, size: QSizeF, face_up: bool = True) -> CardItem:
        return CardItem(text, card_face(text) if text != "?" else None, card_back, size, face_up and text != "?")

    def rebuild(self) -> None:
        self.clear_table()
        self._items.clear()
        if self.banner is not None:
            self.addItem(self.banner)  # a summary stays until clicked
        self.tree_zones.clear()
        self.hand_items.clear()
        self.robot_items.clear()
        self.apple_items.clear()
        self.seat_panels.clear()
        self.buttons.clear()
        state: State = self.view()
        self._build_trees(state)
        self._build_others(state)
        self._build_supply(state)
        self._build_hand(state)
        self._build_choice(state)

    def _build_trees(self, state: State) -> None:
        for index, (tree, rect) in enumerate(zip(state.trees, L.tree_rects(len(state.trees)))):
            zone = TreeZone(f"tree:{tree.name}", rect.size(), tree.label, _reward_text(tree), _rule_text(tree))
            zone.depth = len(state.stacks[index])
            zone.payload = tree.name
            zone.keyboard = True  # type: ignore[attr-defined]
            self._add(zone, rect.topLeft())
            self.tree_zones[tree.name] = zone
            top = state.top(index) or ()
            for z, (text, pos) in enumerate(zip((card_text(c) for c in top),
                                                L.play_slots(rect, len(top), self.small))):
                item = self._card(text, self.small)
                item.setZValue(1 + z)
                self._add(item, pos)

    def _build_others(self, state: State) -> None:
        if state.solo:
            self._build_robot(state)
            return
        others = [s for s in range(state.players) if s != self.viewer_seat]
        for n, seat in enumerate(others):
            hand = state.hands[seat]
            count = len(hand)
            lines = [self.seat_name(seat), f"{count} card{'s' if count != 1 else ''} in hand"]
            if state.variant:
                lines[1] += f" · {state.rotten[seat]} rotten"
            if state.over and hand:
                lines.append(" ".join(card_text(c) for c in hand))
            panel = SeatPanel(f"seat:{seat}", L.SEAT_PANEL, lines,
                              highlight=(not state.over and state.current == seat))
            panel.apples = state.apples[seat]
            panel.rotten = state.rotten[seat] if state.variant else 0
            self._add(panel, L.seat_panel_pos(n))
            self.seat_panels[seat] = panel

    def _build_robot(self, state: State) -> None:
        area = L.ROBOT_AREA
        lines = ["Robot", f"deck {len(state.robot_deck)} · hand face up"]
        panel = SeatPanel("robot", area.size(), lines, highlight=False, fill=QColor(30, 20, 10, 90))
        panel.apples = state.robot_apples
        self._add(panel, area.topLeft())
        self.seat_panels[-1] = panel
        deck = self._card("?", QSizeF(self.card_size.width() * 0.8, self.card_size.height() * 0.8), False)
        deck.setVisible(bool(state.robot_deck))
        self._add(deck, QPointF(area.right() - deck.size.width() - 14, area.top() + 44))
        self.robot_deck_item = deck
        size = QSizeF(self.card_size.width() * 0.8, self.card_size.height() * 0.8)
        centre = QPointF(area.left() + (area.width() - 120) / 2, area.top() + 60)
        spots = fan_positions(len(state.robot_hand), centre, size.width(), area.width() - 150)
        for c, (pos, _) in zip(state.robot_hand, spots):
            item = self._card(card_text(c), size)
            item.payload = c
            self._add(item, pos)
            self.robot_items.append(item)

    def _build_supply(self, state: State) -> None:
        zone = ZoneItem("supply", L.SUPPLY_AREA.size(), f"Supply: {state.supply}")
        self._add(zone, L.SUPPLY_AREA.topLeft())
        self.supply_zone = zone
        for i in range(min(state.supply, 16)):
            row, col = divmod(i, 4)
            apple = AppleItem(f"supply-apple:{i}", 22)
            apple.setZValue(2)
            self._add(apple, L.SUPPLY_AREA.topLeft() + QPointF(12 + col * 27, 10 + row * 18))
        back = self._card("?", QSizeF(self.card_size.width() * 0.8, self.card_size.height() * 0.8), False)
        back.setVisible(bool(state.redraw))
        self._add(back, L.REDRAW_POS)
        self.redraw_item = back
        label = PanelItem("redraw", QSizeF(108, 30), [f"Redraw: {len(state.redraw)}"], fill=QColor(0, 0, 0, 60))
        self._add(label, L.REDRAW_POS + QPointF(-20, 104))
        if state.variant:
            info = PanelItem("round", QSizeF(270, 52), [f"Round {state.round}", "two rotten apples lose the game"],
                             fill=QColor(0, 0, 0, 60))
            self._add(info, QPointF(1000, L.MIDDLE_TOP + 150))

    def _sorted_hand(self, hand: tuple[int, ...]) -> list[int]:
        if self.sort_by == "colour":
            return sorted(hand, key=lambda c: (colour_of(c), rank_of(c)))
        return sorted(hand, key=lambda c: (c == COPY, rank_of(c), colour_of(c)))

    def _build_hand(self, state: State) -> None:
        seat = self.viewer_seat
        if seat is None:
            return
        hand = [c for c in state.hands[seat] if c != UNKNOWN]
        playing = not state.over
        for c, (pos, angle) in zip(self._sorted_hand(tuple(hand)),
                                   fan_positions(len(hand), L.HAND_CENTRE, self.card_size.width(), L.HAND_WIDTH, arc=4)):
            item = self._card(card_text(c), self.card_size)
            item.payload = c
            item.setRotation(angle)
            item.draggable = playing
            item.make_selectable(playing)
            self._add(item, pos)
            self.hand_items.append(item)
        for i in range(state.apples[seat]):
            apple = AppleItem(f"my-apple:{i}", 30)
            apple.draggable = playing
            self._add(apple, L.MY_APPLES + QPointF((i % 4) * 34, (i // 4) * 34))
            self.apple_items.append(apple)
        mine = f"{self.seat_name(seat)}: {len(hand)} cards"
        if state.variant:
            mine += f" · {state.rotten[seat]} rotten"
        name = SeatPanel("me", QSizeF(230, 30), [mine],
                         highlight=(not state.over and state.current == seat and not state.pending),
                         fill=QColor(0, 0, 0, 60))
        name.rotten = state.rotten[seat] if state.variant else 0
        self._add(name, QPointF(20, 560))
        self._button("sort", f"Sort by {'colour' if self.sort_by == 'rank' else 'rank'}", QPointF(20, 720))
        spend = self._button("apple", "Spend an apple", QPointF(20, 762))
        spend.enabled = playing and state.apples[seat] > 0 and not state.pending

    def _button(self, key: str, label: str, pos: QPointF, payload: Any = None,
                size: QSizeF | None = None) -> ButtonItem:
        button = ButtonItem(key, label, size or L.BUTTON, payload)
        button.keyboard = True  # type: ignore[attr-defined]
        self._add(button, pos)
        self.buttons[key] = button
        return button

    def _build_choice(self, state: State) -> None:
        if not state.pending or self.viewer_seat != 0:
            return
        tree = state.trees[state.tree_index(state.pending_tree)].label
        panel = PanelItem("choice", QSizeF(640, 34), [f"The Robot plays on the {tree} tree: which colour?"],
                          highlight=True, fill=QColor(40, 20, 0, 140))
        self._add(panel, QPointF(20, L.CHOICE_TOP))
        width = min(150.0, 630.0 / max(1, len(state.pending)))
        for n, option in enumerate(state.pending):
            label = " ".join(card_text(c) for c in option)
            self._button(f"choice:{n}", label, QPointF(26 + n * width, L.CHOICE_TOP + 40), payload=option,
                         size=QSizeF(width - 8, 34))

    # ----- gestures ------------------------------------------------------------------
    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        game, state = self.rules, self.view()
        targets: list[DropTarget] = []
        if all(isinstance(i, AppleItem) for i in items):
            reason = game.refusal(state, SpendApple())
            for zone in self.tree_zones.values():
                targets.append(DropTarget(zone, None, "Apples go back to the supply, not onto a tree"))
            if self.supply_zone is not None:
                targets.append(DropTarget(self.supply_zone, SpendApple() if reason is None else None, reason or ""))
            return targets
        cards = tuple(sorted(i.payload for i in items if isinstance(i, CardItem)))
        for name, zone in self.tree_zones.items():
            move = PlayCards(name, cards)
            reason = game.refusal(state, move)
            targets.append(DropTarget(zone, move if reason is None else None, reason or ""))
        if self.supply_zone is not None:
            targets.append(DropTarget(self.supply_zone, None, "Cards go onto a tree; drag an apple here to pass"))
        return targets

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = getattr(item, "key", "")
        if item is self.banner and self.banner is not None:
            self.removeItem(self.banner)
            self.banner = None
            return True
        if key == "sort":
            self.sort_by = "colour" if self.sort_by == "rank" else "rank"
            self.rebuild()
            return True
        if not self.my_turn():
            return False
        if key == "apple":
            self.play(SpendApple())
            return True
        if key.startswith("choice:"):
            self.play(RobotChoice(item.payload))  # type: ignore[union-attr]
            return True
        if isinstance(item, TreeZone):
            chosen = [i for i in self.hand_items if i.isSelected()]
            if not chosen:
                self.refuse("Select cards first (click them), then click a tree or drag them onto it")
                return True
            move = PlayCards(item.payload, tuple(sorted(i.payload for i in chosen)))
            reason = self.rules.refusal(self.view(), move)
            if reason:
                self.refuse(reason)
            else:
                self.play(move)
            return True
        return False

    # ----- animation -----------------------------------------------------------------
    def _zone_point(self, zone: str, n: int = 0) -> QPointF:
        if zone.startswith("tree:") and zone[5:] in self.tree_zones:
            rect = self.tree_zones[zone[5:]].sceneBoundingRect()
            return QPointF(rect.left() + 8 + (n % 5) * 14, rect.top() + 70 + (n // 5) * 20)
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            if seat == self.viewer_seat:
                return L.HAND_CENTRE + QPointF(L.HAND_WIDTH / 2 - self.card_size.width(), 0)
            panel = self.seat_panels.get(seat)
            return panel.pos() + QPointF(20, 10) if panel else L.HAND_CENTRE
        if zone.startswith("apples:"):
            seat = int(zone[7:])
            if seat == self.viewer_seat:
                return L.MY_APPLES
            panel = self.seat_panels.get(seat)
            return panel.pos() + QPointF(12, 60) if panel else L.MY_APPLES
        if zone == "robot-hand":
            return L.ROBOT_AREA.topLeft() + QPointF(80 + n * 30, 60)
        if zone in ("robot-deck", "robot"):
            deck = getattr(self, "robot_deck_item", None)
            return deck.pos() if deck is not None else L.ROBOT_AREA.topLeft()
        if zone == "redraw":
            return L.REDRAW_POS
        if zone == "supply":
            return L.SUPPLY_AREA.topLeft() + QPointF(40, 40)
        return L.HAND_CENTRE

    def _source_item(self, text: str, src: str, used: set[int]) -> CardItem:
        pool = self.hand_items if src == f"hand:{self.viewer_seat}" else self.robot_items if src == "robot-hand" else []
        for item in pool:
            if item.key == text and id(item) not in used:
                used.add(id(item))
                item.setZValue(3000)
                return item
        temp = self._card(text, self.card_size if src.startswith("hand") else self.small)
        temp.setZValue(3000)
        self._add(temp, self._zone_point(src))
        return temp

    def animate_events(self, move: Any, events: list[Event]) -> None:
        """Card by card, in the order the rules report (G13 Robot draws and plays included)."""
        used: set[int] = set()
        placed: dict[str, int] = {}
        for event in events:
            data = event.data
            if event.kind == "card_moved":
                src, dst = str(data["src"]), str(data["dst"])
                n = placed.get(dst, 0)
                placed[dst] = n + 1
                self.queue.call(partial(self._lift_card, str(data["card"]), src, used))
                self.queue.add(partial(self._move_stashed, dst, n, 260))
            elif event.kind == "apple_moved":
                self.queue.call(partial(self._lift_apple, str(data["src"])))
                self.queue.add(partial(self._move_stashed, str(data["dst"]), 0, 200))
            elif event.kind == "round_lost":
                self.queue.call(partial(self._show_round, dict(data)))
                self.queue.pause(700)
            elif event.kind == "robot_turn":
                self.queue.pause(250)
        self.queue.call(self.rebuild)

    def _lift_card(self, text: str, src: str, used: set[int]) -> None:
        self._moving: QGraphicsItem = self._source_item(text, src, used)

    def _lift_apple(self, src: str) -> None:
        self._moving = self._temp_apple(src)

    def _move_stashed(self, dst: str, n: int, ms: int) -> Any:
        return self.queue.move_now(self._moving, self._zone_point(dst, n), ms)  # type: ignore[arg-type]

    def _temp_apple(self, src: str) -> AppleItem:
        apple = AppleItem("moving-apple", 26)
        apple.setZValue(3000)
        if src.startswith("apples:") and int(src[7:]) == self.viewer_seat and self.apple_items:
            return self.apple_items.pop()
        self._add(apple, self._zone_point(src))
        return apple

    # ----- summaries -------------------------------------------------------------------
    def _show_banner(self, lines: list[str]) -> None:
        if self.banner is not None and self.banner.scene() is self:
            self.removeItem(self.banner)
        self.banner = None
        banner = PanelItem("banner", QSizeF(560, 40 + 22 * len(lines)), lines + ["(click to close)"],
                           highlight=True, fill=QColor(25, 20, 10, 215))
        banner.setZValue(4000)
        banner.setPos(QPointF((L.TABLE.width() - 560) / 2, 300))
        self.addItem(banner)
        self.banner = banner

    def _show_round(self, data: dict[str, Any]) -> None:
        seat = int(data["seat"])
        rotten = list(data.get("rotten", []))
        lines = [f"Round {data.get('round')}: {self.seat_name(seat)} could not play or pay",
                 f"{self.seat_name(seat)} takes a rotten apple.",
                 "Rotten apples: " + ", ".join(f"{self.seat_name(s)} {r}" for s, r in enumerate(rotten))]
        if max(rotten, default=0) < 2:
            lines.append(f"New deal: {self.seat_name(seat)} deals.")
        self._show_banner(lines)

    def on_game_over(self, result: Result) -> None:
        lines = [result.summary]
        state: State = self.view()
        if state.variant and "rotten" in result.details:
            lines.append("Rotten apples: " + ", ".join(
                f"{self.seat_name(s)} {r}" for s, r in enumerate(result.details["rotten"])))
        if state.solo:
            lines.append(f"Robot deck left: {len(state.robot_deck)}, Robot hand: {len(state.robot_hand)} cards")
        else:
            lines.append("Winners: " + ", ".join(self.seat_name(s) for s in result.winners))
        self._show_banner(lines)

    def drawForeground(self, painter: Any, rect: Any) -> None:
        super().drawForeground(painter, rect)
        if self.viewer_seat is None:
            draw_text(painter, QRectF(20, 560, 400, 30), "Watching the computer players", QColor("#fdfdf8"), 16)
