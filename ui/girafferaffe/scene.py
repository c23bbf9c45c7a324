"""The Girafferaffe table: trees across the top, the other players or the Robot in the
middle with the supply and the Redraw Deck on the right, your hand as a fan at the bottom.

Select cards (click toggles, or a rubber band) and drag them onto a tree: trees that accept
the selection glow; the tree under the pointer that can't take them turns red and says why
next to the pointer; a refused drop snaps back. Drag an apple to the supply (or press
"Spend an apple") to spend it instead of playing. The rules decide everything: the scene asks
(`TableScene.refusal`, from the viewer's view) and plays moves through the session. Animations: animate.py.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event
from gamebox.core.legality import refusal
from gamebox.games.girafferaffe.cards import (
    COPY,
    LETTERS,
    UNKNOWN,
    card_text,
    card_words,
    colour_of,
    parse_card,
    rank_of,
)
from gamebox.games.girafferaffe.engine import before_robot
from gamebox.games.girafferaffe.moves import PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.plays import reading
from gamebox.games.girafferaffe.state import State
from gamebox.games.girafferaffe.words import cards_words as named_cards
from gamebox.games.girafferaffe.words import pending_colours_word, robot_turn_sentence, rounds_story
from ui.girafferaffe import layout as L
from ui.girafferaffe.animate import MoveAnimator
from ui.girafferaffe.art import card_back, card_face
from ui.girafferaffe.plate_words import (
    cards_words,
    hand_words,
    plate_width,
    reward_text,
    reward_tip,
    rule_text,
    title,
    tree_tip,
)
from ui.girafferaffe.round_told import robot_turn_starts, show_own_rotten, show_round
from ui.girafferaffe.tips import marked_keys_words, own_apple_tip, redraw_tip, supply_tip
from ui.girafferaffe.widgets import AppleItem, ButtonItem, PanelItem, SeatPanel, TreeZone
from ui.table.controls import button_text_size
from ui.table.fan import fan_positions
from ui.table.items import CardItem, ZoneItem
from ui.table.keyboard import not_here
from ui.table.painting import draw_text, text_width
from ui.table.scene_base import CardPainter, DropTarget, TableScene
from ui.table.theme import BASE_CARD


class GirafferaffeScene(TableScene):
    felt = "#3d6b3a"
    table_size = L.TABLE
    marks_for = "to play several together"  # the keyboard's words for Space on a card in hand
    mouse_aside = " (click cards first to play several together)"  # the turn's line, for the mouse

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.sort_by = "rank"
        self.tree_zones: dict[str, TreeZone] = {}
        self.tree_cards: dict[str, list[CardItem]] = {}
        self.hand_items: list[CardItem] = []
        self.robot_items: list[CardItem] = []
        self.apple_items: list[AppleItem] = []
        self.seat_panels: dict[int, PanelItem] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.supply_zone: ZoneItem | None = None
        self.redraw_item: CardItem | None = None
        self.robot_deck_item: CardItem | None = None
        self.panels: dict[str, PanelItem] = {}  # every text panel on the table, by key
        self._robot_counts: tuple[int, int] = (0, 0)  # the Robot panel's deck and hand, as shown
        self._supply_shown = 0  # the supply's and the Redraw Deck's counts, as shown
        self._redraw_left = 0
        self.round_panel: PanelItem | None = None
        self.captions: list[tuple[QRectF, str]] = []  # words on the felt (the Robot's deck and hand)
        self.animator = MoveAnimator(self)
        self.update_sizes()

    def card_size_note(self) -> str | None:
        return L.CARD_SIZE_NOTE

    def update_sizes(self) -> None:
        """Card sizes from the card-size setting; the cards on the trees, the Robot's and the
        Redraw Deck grow only as far as their places on the table allow."""
        scale = self.card_size.width() / BASE_CARD.width()
        self.small = BASE_CARD * (L.SMALL_SCALE * min(scale, L.SMALL_MAX))
        self.robot_card = BASE_CARD * (L.ROBOT_SCALE * min(scale, L.ROBOT_MAX))
        self.back_card = BASE_CARD * (L.BACK_SCALE * min(scale, L.BACK_MAX))

    # ----- building ------------------------------------------------------------------
    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        self.addItem(item)
        if isinstance(item, PanelItem):
            self.panels[item.key] = item  # by key: the counts are written again as pieces land
        return item

    def _card(self, text: str, size: QSizeF, face_up: bool = True, copies: str = "") -> CardItem:
        face = card_face(text, copies) if text != "?" else None
        return CardItem(text, face, card_back, size, face_up and text != "?")

    def mark_hint(self, move: Any) -> None:
        """The hinted cards glow and are picked up together (one drag plays them), the tree
        glows too; an apple to spend, or the Robot's play to choose, glows."""
        if isinstance(move, PlayCards):
            wanted = list(move.cards)
            for item in self.hand_items:
                if item.payload in wanted:
                    wanted.remove(item.payload)
                    item.setSelected(True)
                    item.set_glow(True)
            zone = self.tree_zones.get(move.tree)
            if zone is not None:
                zone.set_glow(True)
        elif isinstance(move, SpendApple):
            if "apple" in self.buttons:
                self.buttons["apple"].set_glow(True)
            if self.supply_zone is not None:
                self.supply_zone.set_glow(True)
        elif isinstance(move, RobotChoice):
            for key, button in self.buttons.items():
                if key.startswith("choice:") and tuple(sorted(button.payload)) == tuple(sorted(move.cards)):
                    button.set_glow(True)

    def unmark_hint(self) -> None:
        for card in self.hand_items:
            card.set_glow(False)
        for zone in self.tree_zones.values():
            zone.set_glow(False)

    def hint_focus(self, move: Any) -> QGraphicsItem | None:
        if isinstance(move, PlayCards):  # the hint marked its cards: Enter lifts them together;
            # none marked (where a turn played with the keys starts), the play's first card: no
            # card counted as one that plays, and the ring began a turn on "Spend an apple"
            marked = next((i for i in self.hand_items if i.isSelected()), None)
            return marked or next((i for i in self.hand_items if i.payload in move.cards), None)
        if isinstance(move, SpendApple):
            return self.buttons.get("apple")
        if isinstance(move, RobotChoice):
            return next((b for k, b in self.buttons.items() if k.startswith("choice:")
                         and tuple(sorted(b.payload)) == tuple(sorted(move.cards))), None)
        return None

    def card_painter(self, card: str) -> CardPainter | None:
        """Revealed hands on the end screen, drawn small."""
        try:
            parse_card(card)
        except ValueError:
            return None
        return card_face(card)

    def rebuild(self) -> None:
        self.build(self.view())

    def build(self, state: State) -> None:
        """Lay every item out from `state` (a view of the viewer's chair)."""
        self.clear_table()
        self.tree_zones.clear()
        self.tree_cards.clear()
        self.hand_items.clear()
        self.robot_items.clear()
        self.apple_items.clear()
        self.seat_panels.clear()
        self.panels.clear()
        self.buttons.clear()
        self.robot_deck_item = None
        self.round_panel = None
        self.captions = []
        self._build_trees(state)
        self._build_others(state)
        self._build_supply(state)
        self._build_hand(state)
        self._build_choice(state)

    def _tree_keys_words(self, name: str) -> str:
        """What Enter does on a tree: with no card marked it said "Enter plays the marked cards
        on this tree", and Enter then refused ("Select cards first"); with cards marked that the
        tree refuses, why (every tree said Enter plays them, the Single tree too)."""
        chosen = tuple(sorted(i.payload for i in self.hand_items if i.isSelected()))
        if not chosen:
            return "Space marks cards of your hand, then Enter here plays them on this tree"
        reason = self.refusal(PlayCards(name, chosen))
        if reason:
            return f"{not_here(reason)} Tab goes on to the next tree"
        return "Enter plays the marked cards on this tree"

    def _build_trees(self, state: State) -> None:
        rects = L.tree_rects([t.kind for t in state.trees], [plate_width(t) for t in state.trees])
        for index, (tree, rect) in enumerate(zip(state.trees, rects)):
            zone = TreeZone(f"tree:{tree.name}", rect.size(), title(tree), reward_text(tree),
                            rule_text(tree, state.top(index)))
            zone.depth = len(state.stacks[index])
            if tree.kind == "single" and len(tree.colours) < 4:
                zone.marks = tuple(LETTERS[c] for c in tree.colours)
            top = state.top(index)
            # the cards on top by name: a long play on a narrow plate (four or five players)
            # shows only the corners of all but its last card
            on_top = f" On top: {named_cards(top)}." if top else ""
            zone.setToolTip(f"{tree_tip(tree)}. {reward_tip(tree)}{on_top}")
            zone.payload = tree.name
            zone.keyboard = True
            zone.keys_words = partial(self._tree_keys_words, tree.name)
            self._add(zone, rect.topLeft())
            self.tree_zones[tree.name] = zone
            shown = reading(state.top(index) or ())
            items = []
            for z, ((c, copied), pos) in enumerate(zip(shown, L.play_slots(rect, len(shown), self.small))):
                item = self._card(card_text(c), self.small, copies=card_text(copied) if copied is not None else "")
                if copied is not None:
                    item.setToolTip(f"A Copy, counted as the {card_words(copied)}")
                item.setZValue(1 + z)
                self._add(item, pos)
                items.append(item)
            self.tree_cards[tree.name] = items

    def _build_others(self, state: State) -> None:
        if state.solo:
            self._build_robot(state)
            return
        others = [s for s in range(state.players) if s != self.viewer_seat]
        size = L.seat_panel_size(len(others))
        for n, seat in enumerate(others):
            hand = state.hands[seat]
            count = len(hand)
            lines = [self.seat_name(seat), cards_words(count)]
            if (state.over or self.every_hand_shown) and hand:
                # the cards themselves under their count ("2 cards:" over "blue 3, red 14",
                # "6 cards:" over "3, 3, 10, 10, 12, Copy"; PanelItem paints 10 px in)
                lines[1] += ":"
                lines.append(hand_words(hand, size.width() - 20, 14))
            panel = SeatPanel(f"seat:{seat}", size, lines, highlight=(not state.over and state.current == seat))
            panel.apples = state.apples[seat]
            panel.rotten = state.rotten[seat] if state.variant else 0
            if panel.rotten:
                panel.setToolTip("A rotten apple: a lost round. A second one loses the game.")
            self._add(panel, L.seat_panel_pos(n, len(others)))
            self.seat_panels[seat] = panel

    @staticmethod
    def _robot_lines(deck: int, hand: int) -> list[str]:
        # two lines: "Hand: 12 cards, face up" is wider than the panel at every card size
        return ["Robot", f"Deck: {cards_words(deck)}", *([f"Hand: {cards_words(hand)}", "shown face up"] if hand else ["Hand: no cards"])]

    def piece_landed(self, src: str, dst: str) -> None:
        """A card or an apple of the move has landed: the counts beside the piles follow it
        (the Robot's deck and hand, the Redraw Deck, the supply kept the counts of before the
        move until all of it had landed)."""
        deck, hand = self._robot_counts
        deck += (dst == "robot-deck") - (src == "robot-deck")
        hand += (dst == "robot-hand") - (src == "robot-hand")
        if (deck, hand) != self._robot_counts:
            self._robot_counts = (max(0, deck), max(0, hand))
            self._relabel("robot", self._robot_lines(*self._robot_counts))
        if src == "redraw":
            self._redraw_left = max(0, self._redraw_left - 1)
            self._relabel("redraw", ["Redraw", f"{self._redraw_left} left"])
            for item in (self.redraw_item, self.panels.get("redraw")):
                if item is not None and item.scene() is self:
                    item.setToolTip(redraw_tip(self._redraw_left))
        if "supply" in (src, dst):
            self._supply_shown = max(0, self._supply_shown + (dst == "supply") - (src == "supply"))
            self._relabel("supply-label", [f"Supply: {self._supply_shown}"])
            if self.supply_zone is not None:
                self.supply_zone.setToolTip(supply_tip(self._supply_shown))
        panel = self._apples_panel(dst)
        moving = self.animator.moving
        if panel is not None and isinstance(moving, AppleItem) and moving.key == "moving-apple":
            # the panel draws it among its apples: lying over the panel's first apple place, the
            # flown apple had hidden a rotten apple drawn there
            panel.apples += 1
            panel.update()
            self.removeItem(moving)
            self.animator.moving = None

    def _apples_panel(self, zone: str) -> SeatPanel | None:
        """The panel that draws the apples of `zone` ("apples:2", "robot"); None for your own
        apples (items of their own) and the supply."""
        seat = -1 if zone == "robot" else int(zone[7:]) if zone.startswith("apples:") else None
        if seat is None or seat == self.viewer_seat:
            return None
        panel = self.seat_panels.get(seat)
        return panel if isinstance(panel, SeatPanel) else None

    def _relabel(self, key: str, lines: list[str]) -> None:
        item = self.panels.get(key)
        if item is not None and item.scene() is self:
            item.lines = lines
            item.update()

    def _lay_supply(self, count: int) -> None:
        """The supply's apples, eight a row; an apple that flew there is one of them now (it lay
        over the first row, larger, while a lost round was told)."""
        area = L.SUPPLY_AREA
        for item in list(self.items()):
            key = str(getattr(item, "key", ""))
            if key.startswith("supply-apple:") or (key == "moving-apple" and area.contains(item.sceneBoundingRect().center())):
                self.removeItem(item)
        across, edge = 16.0, 9.0  # eight apples a row, as far from the box's right edge as from its left
        step = (area.width() - 2 * edge - across) / 7
        for i in range(min(count, 16)):
            row, col = divmod(i, 8)
            apple = AppleItem(f"supply-apple:{i}", across)
            apple.setZValue(2)
            self._add(apple, area.topLeft() + QPointF(edge + col * step, 34 + row * 26))

    def _build_robot(self, state: State) -> None:
        panel_rect, deck_pos, hand_band = L.robot_layout(self.robot_card)
        deck_count = len(state.robot_deck)
        self._robot_counts = (deck_count, len(state.robot_hand))
        lines = self._robot_lines(deck_count, len(state.robot_hand))
        panel = SeatPanel("robot", panel_rect.size(), lines, fill=QColor(30, 20, 10, 90))
        panel.apples = state.robot_apples
        self._add(panel, panel_rect.topLeft())
        self.seat_panels[-1] = panel
        deck = self._card("?", self.robot_card, False)
        deck.setVisible(bool(state.robot_deck))
        self._add(deck, deck_pos)
        self.robot_deck_item = deck
        card = self.robot_card
        below = QRectF(deck_pos.x() - 30, deck_pos.y() + card.height() + 4, card.width() + 60, 18)
        above = QRectF(hand_band.left(), hand_band.top() - 24, hand_band.width(), 20)
        band = QRectF(0, L.MIDDLE_TOP, L.TABLE.width(), L.MIDDLE_HEIGHT)  # large cards leave no room for words
        if state.robot_deck:  # its back is the Redraw Deck's: say which pile this is
            deck.setToolTip("The Robot Deck: the Robot draws from it.")
            if band.contains(below):
                self.captions.append((below, "Robot Deck"))
        if state.robot_hand and band.contains(above):
            self.captions.append((above, "The Robot's hand"))
        centre = QPointF(hand_band.center().x(), hand_band.top())
        spots = fan_positions(len(state.robot_hand), centre, self.robot_card.width(), hand_band.width())
        for c, (pos, _) in zip(self._sorted(state.robot_hand, "rank"), spots):
            item = self._card(card_text(c), self.robot_card)
            item.payload = c
            self._add(item, pos)
            self.robot_items.append(item)

    def _build_supply(self, state: State) -> None:
        area = L.SUPPLY_AREA
        zone = ZoneItem("supply", area.size(), "")
        zone.setToolTip(supply_tip(state.supply))
        self._add(zone, area.topLeft())
        self.supply_zone = zone
        self._supply_shown, self._redraw_left = state.supply, len(state.redraw)
        label = PanelItem("supply-label", QSizeF(area.width(), 24), [f"Supply: {state.supply}"],
                          fill=QColor(0, 0, 0, 0), title_size=15)
        self._add(label, area.topLeft())
        self._lay_supply(state.supply)
        back = self._card("?", self.back_card, False)
        back.setVisible(bool(state.redraw))
        back.setToolTip(redraw_tip(len(state.redraw)))
        self._add(back, L.REDRAW_POS)
        self.redraw_item = back
        label = PanelItem("redraw", QSizeF(area.width() - self.back_card.width() - 6, 52),
                          ["Redraw", f"{len(state.redraw)} left"], fill=QColor(0, 0, 0, 60), title_size=15,
                          line_size=14)
        label.setToolTip(back.toolTip())  # the words beside the deck say the same
        self._add(label, L.REDRAW_POS + QPointF(self.back_card.width() + 6, 4))
        if state.variant:
            size = QSizeF(L.SIDE_LEFT - 2 * L.MARGIN, 28)
            info = PanelItem("round", size, [self._round_line(state, size.width() - 20)], fill=QColor(0, 0, 0, 60),
                             title_size=15)
            self._add(info, QPointF(L.MARGIN, L.MIDDLE_TOP + L.SEAT_PANEL.height() + 18))

    def _round_line(self, state: State, room: float) -> str:
        """The rounds band: the round, who lost which, and while the game goes on the warning
        that a second rotten apple loses it, as much as fits whole (it was cut in its middle:
        "... and…und 2"). The round comes first whenever the game goes on (it was dropped to
        make room for the warning, so round 3 read differently from round 2); the warning
        shortens, then goes. Once the game is over the band tells the rounds played, with no
        round number (no further round is played) and no warning."""
        head = f"Round {state.round}"
        if not state.round_losers:
            return head
        story = rounds_story(state, self.table_names(self.viewer_seat))
        if state.over:
            return story
        lines = (f"{head} · {story} A second rotten apple loses the game.",
                 f"{head} · {story} Two rotten apples lose.", f"{head} · {story}")
        return next((line for line in lines if text_width(line, 15, bold=True) <= room), story)

    def _sorted(self, hand: tuple[int, ...], by: str) -> list[int]:
        if by == "colour":
            return sorted(hand, key=lambda c: (colour_of(c), rank_of(c)))
        return sorted(hand, key=lambda c: (c == COPY, rank_of(c), colour_of(c)))

    def _build_hand(self, state: State) -> None:
        seat = self.viewer_seat
        if seat is None:
            return
        hand = [c for c in state.hands[seat] if c != UNKNOWN]
        playing = self.viewer_decides() and not state.pending
        size = L.hand_card(self.card_size, len(hand))
        centre, width = L.hand_fan(size)
        for c, (pos, angle) in zip(self._sorted(tuple(hand), self.sort_by),
                                   fan_positions(len(hand), centre, size.width(), width, arc=3)):
            item = self._card(card_text(c), size)
            item.payload = c
            item.setRotation(angle)
            item.draggable = playing
            item.make_selectable(playing)
            item.keys_words = partial(marked_keys_words, item, self.hand_items)
            self._add(item, pos)
            self.hand_items.append(item)
        for i in range(state.apples[seat]):
            apple = AppleItem(f"my-apple:{i}", 28)
            apple.draggable = playing
            apple.setToolTip(own_apple_tip(playing))
            self._add(apple, L.MY_APPLES + QPointF((i % 5) * 32, (i // 5) * 32))
            self.apple_items.append(apple)
        show_own_rotten(self, state.rotten[seat] if state.variant else 0)
        mine = [self.seat_name(seat), cards_words(len(hand))]
        name = SeatPanel("me", L.MY_PANEL, mine,
                         highlight=(not state.over and state.current == seat and not state.pending),
                         fill=QColor(0, 0, 0, 60))
        self._add(name, L.NAME_POS)
        sort = self._button("sort", f"Sort by {'colour' if self.sort_by == 'rank' else 'rank'}", L.SORT_POS)
        sort.enabled = len(hand) > 1  # nothing to sort in an empty hand or a single card
        spend = self._button("apple", "Spend an apple", L.SPEND_POS)
        spend.setToolTip("Spend one of your apples instead of playing cards: it goes back to the supply "
                         "and your turn is over")
        spend.enabled = playing and refusal(self.session.game, state, SpendApple()) is None  # the position laid out

    def _button(self, key: str, label: str, pos: QPointF, payload: Any = None,
                size: QSizeF | None = None) -> ButtonItem:
        button = ButtonItem(key, label, size or L.BUTTON, payload)
        button.keyboard = True
        self._add(button, pos)
        self.buttons[key] = button
        return button

    def _build_choice(self, state: State) -> None:
        if not state.pending or self.viewer_seat != 0:
            return
        tree = state.trees[state.tree_index(state.pending_tree)].label
        # up to the Redraw Deck's column, which big card sizes draw down into this band (at 150%
        # the question lay over the deck)
        width = L.SIDE_LEFT - 12 - L.CHOICE_POS.x()
        panel = PanelItem("choice", QSizeF(width, 34), [f"The Robot plays on the {tree} tree: which {pending_colours_word(state)}?"],
                          highlight=True, fill=QColor(40, 20, 0, 160), title_size=16)
        self._add(panel, L.CHOICE_POS)
        labels = [", ".join(card_words(c) for c in sorted(option, key=low_first)) for option in state.pending]
        # as many to a row as their words fit ("red 1, blue 3…e 5, yellow 7" was cut inside)
        need = max(text_width(label, button_text_size(40), bold=True) for label in labels) + 24
        per_row = max(1, min(len(labels), 4, int((width + 8) // (need + 8))))
        size = QSizeF(max(min(240.0, width / per_row - 8), min(need, width)), 40)
        for n, (option, label) in enumerate(zip(state.pending, labels)):
            row, col = divmod(n, per_row)
            pos = L.CHOICE_POS + QPointF(col * (size.width() + 8), 42 + row * (size.height() + 6))
            self._button(f"choice:{n}", label, pos, payload=option, size=size)

    # ----- gestures ------------------------------------------------------------------
    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None:
        """A hand card lifts the marked cards with it: marked ones, then one more dragged,
        are the play the player is building (a lone card had left them behind, and the tree
        said it needs three cards)."""
        lifted = super().pick(item)
        if lifted == [item] and item in self.hand_items and not item.isSelected():
            marked = [i for i in self.selectedItems() if i in self.hand_items and getattr(i, "draggable", False)]
            if marked:
                return sorted([*marked, item], key=lambda i: i.x())
        return lifted

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        targets: list[DropTarget] = []
        if all(isinstance(i, AppleItem) for i in items):
            reason = self.refusal(SpendApple())
            for zone in self.tree_zones.values():
                targets.append(DropTarget(zone, None, "To spend an apple, drop it on the supply, not on a tree"))
            if self.supply_zone is not None:
                targets.append(DropTarget(self.supply_zone, SpendApple() if reason is None else None, reason or ""))
            return targets
        cards = tuple(sorted(i.payload for i in items if isinstance(i, CardItem)))
        for name, zone in self.tree_zones.items():
            move = PlayCards(name, cards)
            reason = self.refusal(move)
            targets.append(DropTarget(zone, move if reason is None else None, reason or ""))
        if self.supply_zone is not None:
            targets.append(DropTarget(self.supply_zone, None, "Cards go onto a tree; drag an apple here to spend it"))
        return targets

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = getattr(item, "key", "")
        if key == "sort" and getattr(item, "enabled", True):
            self.sort_by = "colour" if self.sort_by == "rank" else "rank"
            self.relayout()
            return True
        if not self.my_turn():
            return False
        if key == "apple":
            self.play(SpendApple())
            return True
        if key.startswith("choice:"):
            self.play(RobotChoice(item.payload))  # type: ignore[union-attr]
            return True
        zone = item if isinstance(item, TreeZone) else self._tree_of(item)
        if zone is not None:
            chosen = [i for i in self.hand_items if i.isSelected()]
            if not chosen:
                self.refuse("Select cards first (click them, or Space on the keyboard), "
                            "then click a tree or drag them onto it")
                return True
            move = PlayCards(zone.payload, tuple(sorted(i.payload for i in chosen)))
            reason = self.refusal(move)
            if reason:
                self.refuse(reason)
            else:
                self.play(move)
            return True
        return False

    def _tree_of(self, item: QGraphicsItem | None) -> TreeZone | None:
        """The tree a card lying on it belongs to: a click on that card is a click on the tree."""
        for name, cards in self.tree_cards.items():
            if item in cards:
                return self.tree_zones[name]
        return None

    # ----- animation (animate.py asks these) --------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        """Card by card in the order the rules report (the Robot's turn included); the table
        is laid out from the position right after this move once it has landed."""
        self.animator.animate(events, self.view(), self._own_part(move, events))

    def _own_part(self, move: Any, events: list[Event]) -> State | None:
        """The view after the mover's own part of `move` (just applied), for the counts shown
        while what follows it is told: solo, the Robot's turn; a lost round, its panel (the old
        deal's counts stood under it: "3 cards" beside a hand of one). None elsewhere."""
        history = self.session.history
        lost = any(e.kind == "round_lost" for e in events)
        if not (self.session.state.solo or lost) or not history or not isinstance(move, (PlayCards, SpendApple)):
            return None
        try:
            mid = before_robot(history[-1].before, move, history[-1].seat or 0)
        except IllegalMove:  # not this move's position after all: the counts wait for the landing
            return None
        view: State = self.session.game.view(mid, self.viewer_seat)
        return view

    def zone_point(self, zone: str, n: int = 0) -> QPointF:
        if zone.startswith("tree:") and zone[5:] in self.tree_zones:
            rect = self.tree_zones[zone[5:]].sceneBoundingRect()
            return QPointF(rect.left() + 8 + (n % 4) * 14, rect.top() + L.TREE_CARDS_TOP + (n // 4) * 20)
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            centre, width = L.hand_fan(self.card_size)
            if seat == self.viewer_seat:
                return centre + QPointF(width / 2 - self.card_size.width(), 0)
            panel = self.seat_panels.get(seat)
            return panel.pos() + QPointF(20, 10) if panel else centre
        if zone.startswith("apples:"):
            seat = int(zone[7:])
            if seat == self.viewer_seat:
                return L.MY_APPLES
            panel = self.seat_panels.get(seat)
            return panel.pos() + QPointF(12, L.SEAT_PANEL.height() - 28) if panel else L.MY_APPLES
        if zone in ("robot-hand", "robot-deck", "robot"):
            _panel, deck, band = L.robot_layout(self.robot_card)
            if zone == "robot-hand":
                return QPointF(band.left() + n * self.robot_card.width() * 0.5, band.top())
            if zone == "robot":
                return _panel.topLeft() + QPointF(12, _panel.height() - 28)
            return deck
        if zone == "redraw":
            return L.REDRAW_POS
        if zone == "supply":
            return L.SUPPLY_AREA.topLeft() + QPointF(40, 40)
        return L.hand_fan(self.card_size)[0]

    def landing(self, dst: str, text: str, copy_no: int, after: Any, n: int = 0) -> tuple[QPointF, float] | None:
        """Where a card flying onto a tree ends (its slot in the new top play, as the table
        will show it) and the scale that makes it the tree's card size; None off the trees.
        A play the next table does not show (the round it ended was lost: `after` is the next
        deal) still lands on its tree, the `n`-th card there."""
        name = dst[5:] if dst.startswith("tree:") else ""
        zone = self.tree_zones.get(name)
        if zone is None:
            return None
        moving = self.animator.moving
        scale = self.small.width() / moving.size.width() if isinstance(moving, CardItem) else 1.0
        top = (after.top(after.tree_index(name)) or ()) if name in after.tree_names else ()
        shown = [card_text(c) for c, _ in reading(top)]
        spots = [i for i, t in enumerate(shown) if t == text]
        if copy_no >= len(spots):
            return self.zone_point(dst, n), scale
        slots = L.play_slots(zone.sceneBoundingRect().adjusted(3, 3, -3, -3), len(shown), self.small)
        return slots[spots[copy_no]], scale

    def source_item(self, text: str, src: str, used: set[int]) -> QGraphicsObject:
        pool = self.hand_items if src == f"hand:{self.viewer_seat}" else self.robot_items if src == "robot-hand" else []
        for item in pool:
            if item.key == text and id(item) not in used and item.scene() is self:
                used.add(id(item))
                item.setZValue(3000)
                return item
        size = self.card_size if src.startswith("hand") else self.robot_card if src.startswith("robot") else self.small
        temp = self._card(text, size)
        temp.setZValue(3000)
        self._add(temp, self.zone_point(src))
        return temp

    def temp_apple(self, src: str) -> QGraphicsObject:
        if src.startswith("apples:") and int(src[7:]) == self.viewer_seat and self.apple_items:
            return self.apple_items.pop()
        apple = AppleItem("moving-apple", 24)
        apple.setZValue(3000)
        self._add(apple, self.zone_point(src))
        panel = self._apples_panel(src)
        if panel is not None and panel.apples:  # it leaves the panel's row as it flies
            panel.apples -= 1
            panel.update()
        return apple

    def robot_turn_starts(self, mid: State | None = None) -> None:
        robot_turn_starts(self, mid)

    def show_round(self, data: dict[str, Any], mid: State | None = None) -> None:
        show_round(self, data, mid)

    def status_text(self) -> str:
        """Solo, on the player's turn: what the Robot did just before (in a narrow window the
        move log is hidden, and only a changed tree told it), then what the player can do."""
        text = super().status_text()
        robot = self.status_preface()
        return f"{robot} {text}" if robot else text

    def status_preface(self) -> str:
        """Solo, on the player's turn: the sentence of the Robot's turn just played ("")."""
        history, state = self.session.history, self.view()
        if not state.solo or state.over or self.session.to_move != 0 or not history or state.pending:
            return ""
        last = history[-1]
        return robot_turn_sentence(last.before, list(last.events), self.table_names(self.viewer_seat))

    @property
    def people_play(self) -> bool:
        """A person sits at this table (not only computers, watched)."""
        return bool(self.session.human_seats)

    def watching_words(self) -> str:
        """Where your hand would be, when only computers play and the game goes on (never over
        the final table or a past one shown by the review, nor at a shared screen, where
        nobody's chair is shown while the curtain is up)."""
        if (self.viewer_seat is None and not self.session.human_seats and self.session.to_move is not None
                and not self.read_only):
            return "Watching the computer players"
        return ""

    def drawBackground(self, painter: Any, rect: Any) -> None:
        """Words on the felt, under every card and plate (drawn in the foreground, "The Robot's
        hand" ran through a refused drag's reason and over the cards dragged across it)."""
        super().drawBackground(painter, rect)
        watching = self.watching_words()
        if watching:
            draw_text(painter, QRectF(L.NAME_POS, QSizeF(400, 30)), watching, QColor("#fdfdf8"), 16)
        for where, text in self.captions:
            if where.intersects(rect):
                draw_text(painter, where, text, QColor("#fdfdf8"), 14)


def low_first(card: int) -> tuple[bool, int]:
    """A play's cards in words from the lowest rank up, a Copy last."""
    return card == COPY, rank_of(card)
