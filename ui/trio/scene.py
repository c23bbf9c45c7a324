"""The TRIO table: two rows of five facing columns, your hand below, piles on the right.

Drag a card from your hand onto one of your columns (the columns you may use glow) or onto
your bargaining card; a click selects a card, then a click on a column or on the bargaining
card plays it. The rules decide everything: each possible drop is tried on the rules with
the viewer's view, and a refusal shows the rules' reason. Moves come back as events, which
`ui.trio.animate` turns into animations; the table then relays out from the view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from gamebox.core.describe import capital
from gamebox.core.errors import IllegalMove
from gamebox.core.events import Event
from gamebox.games.trio.cards import COLUMNS, TRIO_CARDS, card_name, parse_card
from gamebox.games.trio.moves import PASS, Bargain, Play
from gamebox.games.trio.state import LAST_TURN, TrioState
from gamebox.games.trio.words import the_card
from ui.table.controls import PanelItem
from ui.table.fan import fan_positions
from ui.table.items import CardItem, ZoneItem
from ui.table.keyboard import default_keyboard_items
from ui.table.scene_base import DropTarget, TableScene
from ui.table.targets import one_chosen, play_clicked
from ui.trio import layout as L
from ui.trio.animate import EventAnimator
from ui.trio.art import bargain_card, card_back, card_face, trio_card
from ui.trio.widgets import text_panel

BARGAIN_HELP = ("Once a game, instead of playing, drop a card from your hand on your bargaining card: "
                "you give it away and take one of your opponent's cards at random.")


def bargain_tip(owner: str, spent: bool) -> str:
    """A bargaining card's tooltip ("You" or the opponent's name)."""
    if owner == "You":
        return ("Your bargaining card, spent: it works once a game." if spent else
                "Your bargaining card: once a game, drop a card from your hand on it to give that card away "
                "and take one of your opponent's at random.")
    if spent:
        return f"{owner}'s bargaining card, spent: it works once a game."
    return f"{owner}'s bargaining card: once a game, {owner} may give a card away with it and take one of yours at random."


NOT_YOURS = "That column is your opponent's: play on your own columns, the bottom row"


class TrioScene(TableScene):
    felt = "#355e6b"
    table_size = L.TABLE
    marks_for = "then Enter on one of your columns plays it"  # the keyboard's words for Space on a card
    card_scale_cap = L.MAX_SCALE  # five columns must fit

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.update_sizes()
        self.column_items: dict[tuple[int, int], list[CardItem]] = {}
        self.column_zones: dict[tuple[int, int], ZoneItem] = {}
        self.hand_items: dict[int, list[CardItem]] = {0: [], 1: []}  # by row
        self.trophies: dict[int, list[CardItem]] = {0: [], 1: []}
        self.bargain_items: dict[int, CardItem] = {}
        self.supply_items: list[CardItem] = []
        self.pile_item: CardItem | None = None
        self.pile_label: PanelItem | None = None  # "Draw pile: 21", counted down as cards are drawn
        self.pile_left = 0  # the cards in the draw pile as the table shows it
        self.discard_item: CardItem | None = None
        self.pass_button: PanelItem | None = None
        self.animator = EventAnimator(self)
        self.selectionChanged.connect(self._on_selection)

    # ----- seats and rows ----------------------------------------------------------------
    def row_of(self, seat: int) -> int:
        return L.row(seat, self.viewer_seat)

    @property
    def my_hand(self) -> list[CardItem]:
        return self.hand_items[1]

    def keyboard_items(self) -> list[QGraphicsItem]:
        """Your hand first: a turn starts by picking a card (Tab went first to your empty
        column 1), then the rest in reading order; your columns only once a card of your
        hand is marked (Enter on one said "First choose the card in your hand"), and so your
        bargaining card (an arrow past the hand's last card had gone to it, for the same words)."""
        items = default_keyboard_items(self)
        mine = self.my_hand
        hand = [item for item in items if item in mine]
        marked = any(item.isSelected() for item in mine)
        waiting = {*self.column_zones.values(), *self.bargain_items.values()}  # for a marked card
        return hand + [item for item in items if item not in hand and (marked or item not in waiting)]

    def mark_hint(self, move: Any) -> None:
        """The hinted card glows and is picked up, with the column (or bargaining card) it
        goes to."""
        card = getattr(move, "card", None)
        for item in self.my_hand:
            if card is not None and item.payload == card:
                item.setSelected(True)
                item.set_glow(True)
                break
        target = (self.column_zones.get((1, move.column)) if isinstance(move, Play)
                  else self.bargain_items.get(1) if isinstance(move, Bargain) else None)
        for zone in list(self.column_zones.values()) + list(self.bargain_items.values()):
            zone.set_glow(zone is target)  # the hinted place alone, not every place the card may go

    def hint_focus(self, move: Any) -> QGraphicsItem | None:
        card = getattr(move, "card", None)
        return next((i for i in self.my_hand if card is not None and i.payload == card), None)

    # ----- building ------------------------------------------------------------------------
    def card_painter(self, card: str) -> Any:
        """How the end screen draws a revealed card (both hands are shown once the game is over)."""
        try:
            parse_card(card)
        except IllegalMove:  # not a card of the deck: the words alone
            return None
        return card_face(card)

    def card(self, name: str, size: QSizeF | None = None) -> CardItem:
        size = size or self.card_size
        if name == "?":
            return CardItem("?", None, card_back, size, face_up=False)
        item = CardItem(name, card_face(name), card_back, size)
        item.setToolTip(capital(the_card(name)))  # its name, for anyone unsure of a colour or a symbol
        return item

    def _add(self, item: QGraphicsItem, pos: QPointF, z: float = 0.0) -> QGraphicsItem:
        item.setPos(pos)
        item.setZValue(z)
        self.addItem(item)
        return item

    def rebuild(self) -> None:
        self.clear_table()
        state: TrioState = self.view()
        if state.over:  # the game is over: both hands lie face up, as the end screen lists them
            state = self.session.state
        self.column_items = {}
        self.column_zones = {}
        self.hand_items = {0: [], 1: []}
        self.trophies = {0: [], 1: []}
        self.bargain_items = {}
        self.supply_items = []
        for seat in (0, 1):
            self._build_columns(state, seat)
            self._build_hand(state, seat)
            self._build_side(state, seat)
        self._build_middle(state)
        self._on_selection()

    def _build_columns(self, state: TrioState, seat: int) -> None:
        row = self.row_of(seat)
        for k in range(COLUMNS):
            # both rows numbered: the move log names the opponent's columns too
            zone = ZoneItem(f"column:{seat}:{k}", L.zone_rect(row, k, self.card_size).size(), f"{k + 1}")
            zone.payload = (seat, k)
            zone.keyboard = row == 1  # type: ignore[attr-defined]
            zone.keys_words = "Enter plays the marked card on this column"
            self._add(zone, L.zone_rect(row, k, self.card_size).topLeft(), -1)
            self.column_zones[(row, k)] = zone
            column = state.columns[seat][k]
            items = []
            for i, card in enumerate(column):
                item = self.card(card_name(card))  # type: ignore[arg-type]
                item.payload = card
                self._add(item, L.slot(row, k, i, len(column), self.card_size), 10 + i)
                items.append(item)
            self.column_items[(row, k)] = items

    def _build_hand(self, state: TrioState, seat: int) -> None:
        row = self.row_of(seat)
        hand = state.hands[seat]
        mine = seat == self.viewer_seat and self.session.is_human(seat) and not state.over and not self.read_only
        if row == 1 and all(c is not None for c in hand):
            spots = fan_positions(len(hand), L.hand_centre(self.card_size), self.card_size.width(), L.HAND_WIDTH)
            for card, (pos, _) in zip(hand, spots):
                item = self.card(card_name(card))  # type: ignore[arg-type]
                item.payload = card
                item.draggable = mine
                item.make_selectable(mine)
                self._add(item, pos, 20)
                self.hand_items[row].append(item)
            return
        for n, card in enumerate(hand):
            item = self.card("?" if card is None else card_name(card), L.SMALL)
            item.payload = card
            pos = L.opp_hand_pos(n, len(hand), self.card_size)
            if row == 1:
                pos = QPointF(pos.x(), L.hand_y(self.card_size) + 30)
            self._add(item, pos, 20)
            self.hand_items[row].append(item)

    def _build_side(self, state: TrioState, seat: int) -> None:
        row = self.row_of(seat)
        turn = not state.over and state.turn == seat
        names = self.table_names(self.viewer_seat)
        goes = names.verb(seat, "go", "goes")  # "You · goes first"
        started = (" · went first" if state.ply else f" · {goes} first") if state.starter == seat else ""
        words = [f"{self.seat_name(seat)}{started}",
                 f"{len(state.hands[seat]) or 'none'} in hand · TRIO cards: {state.trios[seat]} of 3"]
        panel = text_panel(f"seat:{seat}", L.PANEL, words, highlight=turn)
        self._add(panel, L.OPP_PANEL if row == 0 else L.MY_PANEL)
        for n in range(state.trios[seat]):
            trophy = CardItem(f"trio:{seat}:{n}", trio_card, None, L.TROPHY)
            self._add(trophy, L.trophy_pos(row, n), 5)
            self.trophies[row].append(trophy)
        spent = not state.bargains[seat]
        size = self.card_size if row == 1 else L.TROPHY
        bargain = CardItem(f"bargain:{seat}", bargain_card(spent), None, size)
        bargain.setToolTip(bargain_tip(self.seat_name(seat), spent))
        bargain.payload = seat
        bargain.keyboard = row == 1 and not spent  # type: ignore[attr-defined]  # a spent one does nothing
        bargain.keys_words = "Enter gives the marked card away and takes one of your opponent's at random"
        bargain.drop_words = "Enter gives it away and takes one of your opponent's cards at random"  # carried here
        self._add(bargain, L.MY_BARGAIN if row == 1 else L.OPP_BARGAIN, 5)
        self.bargain_items[row] = bargain
        if row == 1 and self.session.is_human(seat) and not state.over and not self.read_only:  # (not on a past table)
            text = BARGAIN_HELP if not spent else "Your bargaining card is spent: it works once a game."
            self._add(text_panel("bargain-help", L.BARGAIN_TEXT.size(), _wrap(text, 42), bold_first=False),
                      L.BARGAIN_TEXT.topLeft())

    def _build_middle(self, state: TrioState) -> None:
        # the counts sit under the tallest of the three: a card, or the full stack of TRIO cards
        stack = L.TROPHY.height() + (TRIO_CARDS - 1) * L.SUPPLY_STEP.y()
        below = QPointF(-13, max(self.card_size.height(), stack) + 6)
        pile = self.card("?")
        pile.setVisible(bool(state.pile))
        left = len(state.pile)
        pile.setToolTip(f"The draw pile: {'a card' if left == 1 else f'{left} cards'}. A player who plays a card "
                        "draws one from here." if left else "The draw pile is empty.")
        self.pile_item = pile
        self._add(pile, L.PILE, 5)
        self.pile_left = len(state.pile)
        self.pile_label = text_panel("pile-label", L.LABEL, [f"Draw pile: {self.pile_left}"])
        self._add(self.pile_label, L.PILE + below)
        top = state.discard[-1] if state.discard else None
        discard = self.card(card_name(top)) if top is not None else self.card("?")
        discard.setVisible(top is not None)
        self.discard_item = discard
        self._add(discard, L.DISCARD, 5)
        self._add(text_panel("discard-label", L.LABEL, [f"Discard: {len(state.discard)}"]), L.DISCARD + below)
        for n in range(state.trio_supply):
            item = CardItem(f"supply:{n}", trio_card, None, L.TROPHY)
            self._add(item, L.SUPPLY + L.SUPPLY_STEP * n, 5 + n)
            self.supply_items.append(item)
        supply = text_panel("supply-label", L.SUPPLY_LABEL, [f"TRIO cards left: {state.trio_supply}"])
        supply.setToolTip("The TRIO cards nobody has won yet.")
        # right of the discard pile's count, with a gap (7 units left of its cards, it ran under that count)
        self._add(supply, QPointF(L.DISCARD.x() + below.x() + L.LABEL.width() + 4, L.SUPPLY.y() + below.y()))
        row = self.row_of(state.turn)
        if state.phase == LAST_TURN:
            # right of the top player's three TRIO cards (over them, it hid the third)
            self._add(text_panel("last-turn", QSizeF(250, 34), [f"Last turn: {self.seat_name(state.turn)}"],
                                highlight=True), QPointF(L.OPP_TRIOS.x() + 215, L.OPP_TRIOS.y() + 26))
        self.pass_button = None
        seat = self.viewer_seat
        if row == 1 and seat == state.turn and self.session.is_human(seat) and not self.read_only \
                and PASS in self.session.game.legal_moves(state):
            button = text_panel("pass", QSizeF(220, 40), ["Pass (your hand is empty)"],
                               highlight=True, fill=QColor(20, 60, 30, 200))
            button.keyboard = True
            self._add(button, QPointF(L.hand_centre(self.card_size).x() - 110, L.hand_y(self.card_size) + 36), 30)
            self.pass_button = button

    def curtain_note(self, seat: int) -> str:
        """The hand-over screen before a last turn (T6) says so: the status line did, but only
        once the curtain opened."""
        state = self.session.state
        return "This is your last turn." if state.phase == LAST_TURN and state.turn == seat else ""

    def targets_for(self, card: int) -> list[DropTarget]:
        targets: list[DropTarget] = []
        for (row, k), zone in self.column_zones.items():
            if row == 1:
                targets.append(DropTarget(zone, *self.checked(Play(card, k))))
            else:
                targets.append(DropTarget(zone, None, NOT_YOURS))
        if 1 in self.bargain_items:
            targets.append(DropTarget(self.bargain_items[1], *self.checked(Bargain(card))))
        if 0 in self.bargain_items:
            targets.append(DropTarget(self.bargain_items[0], None,
                                      "That is your opponent's bargaining card; yours is at the bottom right"))
        return targets

    # ----- gestures --------------------------------------------------------------------------
    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None:
        return [item] if getattr(item, "draggable", False) else None

    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        card = getattr(items[0], "payload", None) if items else None
        return self.targets_for(card) if isinstance(card, int) else []

    def selected_card(self) -> CardItem | None:
        chosen = [i for i in self.my_hand if i.isSelected()]
        return chosen[0] if chosen else None

    def _on_selection(self) -> None:
        """One hand card at a time; while one is selected, the places it may go glow."""
        chosen = self._last_selected = one_chosen(self.my_hand, getattr(self, "_last_selected", None))
        targets = self.targets_for(chosen.payload) if chosen is not None and self.my_turn() else []
        legal = {id(t.item) for t in targets if t.legal}
        for zone in list(self.column_zones.values()) + list(self.bargain_items.values()):
            zone.set_glow(id(zone) in legal)

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        if not self.my_turn():
            return False
        key = getattr(item, "key", "")
        if item is self.pass_button:
            self.play(PASS)
            return True
        chosen = self.selected_card()
        if item is self.bargain_items.get(1) or (isinstance(item, ZoneItem) and key.startswith("column:")):
            if chosen is None:
                self.refuse("First choose the card in your hand you want to use (click it, or Space on the "
                            "keyboard), or drag it")
                return True
            return play_clicked(self, self.targets_for(chosen.payload), item)
        if item is self.bargain_items.get(0):
            self.refuse("That is your opponent's bargaining card; yours is at the bottom right")
            return True
        return False

    # ----- events ------------------------------------------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        self.animator.queue_events(events)
        self.queue.call(self.rebuild)


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines
