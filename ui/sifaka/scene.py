"""The Sifaka table: drag the card in hand onto the box grid (the boxes a legal place covers are
tinted, a ghost snaps and says whether it fits), turn it with the wheel, a right click or R, then
click where the pawn should walk.

The scene maps gestures to moves only; every legality question goes to the rules
(`legal_moves`, `apply` on the viewer's view, `board.pawn_routes` for the walks to show).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneMouseEvent,
)

from gamebox.core.contract import Result
from gamebox.core.describe import full_stop
from gamebox.core.events import Event
from gamebox.games.sifaka import board
from gamebox.games.sifaka.moves import Face, Leave, Place, Take, Walk
from gamebox.games.sifaka.state import HIDDEN, SEAT_HUTS, SLOTS, State
from gamebox.games.sifaka.words import route_words, sand_box
from ui.sifaka.art import BOX
from ui.sifaka.fit import SLACK_PX, Column, board_room, fit_region, fit_scale
from ui.sifaka.follow import board_in_sight, follow_shift
from ui.sifaka.items import (
    CARD,
    HUT_CELLS,
    PANEL_LINE_PX,
    Caption,
    CounterItem,
    Ghost,
    HandCard,
    HutSquare,
    Marker,
    PawnItem,
    PlaceArea,
    SlotOutline,
    TableCard,
    Tag,
    button,
    cell_centre,
    cell_pos,
    panel,
)
from ui.sifaka.key_places import keyboard_ghost, keyboard_spots, spot_cell, turn_spots
from ui.sifaka.panel import hand_caption, side_lines
from ui.sifaka.snap import moved_over, snap_cell
from ui.table.controls import ButtonItem
from ui.table.keyboard import carry_words, not_here
from ui.table.ownership import is_top_level
from ui.table.scene_base import DropTarget, TableScene
from ui.table.targets import united_rect
from ui.table.theme import REFUSED, SELECTED
from ui.table.view import FIT_MARGIN, TableView

FACING_LABELS = ("North \u2191", "East \u2192", "South \u2193", "West \u2190")
PAN_KEYS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


PANEL_W = 5.5 * BOX  # the side panel's width
PANEL_SMALLEST_PX = min(12.0, PANEL_LINE_PX)  # the panel's smallest text: a 30-high button's label
PANEL_FLOOR_PX = 12.0  # the side texts' lines on screen when they shrink to fit a small window
PANEL_MIN_ZOOM = 11.0 / PANEL_SMALLEST_PX  # zoomed out further, the panel is drawn larger instead
DRAG_PANEL_OPACITY = 0.25  # the side panel while a card is dragged: the board under it shows
PANEL_EDGE = 0.25 * BOX  # between the panel and the window's right edge
PANEL_LEAST_PX = 320.0  # the height four players' side texts need on screen at their smallest
COLUMN = Column(PANEL_W, PANEL_MIN_ZOOM, PANEL_EDGE)  # the panel as the fit sees it
AROUND = BOX  # what a fit shows around the board: a card laid at its edge reaches one box out
LARGEST_BOX_PX = 64.0  # a fit never shows a box larger than this (at the default card size)
REFIT_GROWTH = 1.25  # a board this much smaller than the one fitted (an undo) is fitted again
PAN_STEP = BOX  # scene units an arrow key scrolls
FIT_W, FIT_H = 96.0, 30.0  # the Fit button; the caption of the card in hand sits under it
CAPTION_AT = QPointF(CARD.width() + 0.75 * BOX, 0.5 * BOX + FIT_H + 8)  # from the panel's top-left: beside the card
TURN_WORDS = "turn it with the mouse wheel, a right click or the R key"
# the card in hand pressed while the turn asks for something else first
FIRST_WORDS = {"face": "first choose which way your pawn faces: North, East, South or West",
               "move": "first walk your pawn: click a marked box",
               "take": "first take the counter your pawn stands on, or leave it"}


class SifakaScene(TableScene):
    felt = "#2f6b5a"
    zoomable = True
    REASON_TAG = False  # the ghost on the board and its label say why a place is refused
    carry_keys = "R turns the card"  # said with the keys that place a card lifted with Enter
    # the start layout and what rebuild() keeps around it (2 boxes and a margin on each side,
    # the panel at the right): a new game fits a usual window whole
    table_size = QRectF(-7 * BOX, -7 * BOX, 14 * BOX + PANEL_W, 14 * BOX)

    def __init__(self, session: Any, settings: Any, parent: Any = None) -> None:
        super().__init__(session, settings, parent)
        self.update_sizes()
        self.hand_turn = 0
        self.hand_item: HandCard | None = None
        self.hut_square: HutSquare | None = None  # shown once a card covers a hut
        self.ghost = Ghost()
        self.ghost_label = Tag()
        self.ghost_target = DropTarget(self.ghost)
        self.pawn_items: dict[int, PawnItem] = {}
        self.counter_items: dict[tuple[int, int], CounterItem] = {}
        self.markers: list[Marker] = []
        self._walks_seen = -1  # the move count at which the walk marks were last brought into sight
        self.buttons: dict[str, ButtonItem] = {}
        self.path_item: QGraphicsPathItem | None = None
        self.panel_origin = QPointF(0, 0)
        self.panel_items: list[QGraphicsItem] = []  # pinned to the window's right edge
        self._pins: dict[QGraphicsItem, tuple[QPointF, bool]] = {}  # offset in the panel, grows with it
        self.panel_grow = 1.0  # the panel's size on screen kept readable when zoomed far out
        self._panel_px = 0.0  # the panel's scale on screen at the last fit: the player's zoom keeps it
        self.side_panel: QGraphicsItem | None = None  # the texts; faded while a card is dragged
        self.legal_places: set[Place] = set()
        self.spot_targets: list[DropTarget] = []
        self.ghost_cell: tuple[int, int] | None = None  # the place the keyboard's ring is on, lifted with Enter
        self.caption: Caption | None = None  # names the card in hand
        self.place_area: PlaceArea | None = None  # where the dragged card may go
        self._board = QRectF()  # the boxes on the table and the empty slots (scene units)
        self._followed = QRectF()  # the board the view was last made to show whole

    # ----- layout ---------------------------------------------------------------------

    def update_sizes(self) -> None:
        """The card size setting is how large the board's boxes show at most: a fit never
        makes a box larger than LARGEST_BOX_PX times it (smaller when the whole board needs)."""
        self.largest_scale = LARGEST_BOX_PX * self.settings.card_scale / BOX

    def seat_look(self, seat: int) -> int:
        """The seat's pawn colour: two players sit at the red and the yellow hut."""
        return SEAT_HUTS[self.session.config.players][seat]

    def card_size_note(self) -> str | None:
        return ("Sifaka shows its whole board in the window: a larger card size makes the boxes "
                "larger only while the window has room for all of the board.")

    def _acting(self, phase: str) -> bool:
        """The viewer decides now in this phase (queue state aside: rebuild runs inside it);
        never on a past table shown by the review."""
        state: State = self.view()
        return self.viewer_decides() and state.phase == phase

    def rebuild(self) -> None:
        self.clear_table()
        state: State = self.view()
        self.pawn_items.clear()
        self.counter_items.clear()
        self.markers = []
        self.buttons = {}
        self.path_item = None
        self.hand_item = None
        self.caption = None
        self.place_area = None
        self.spot_targets = []
        self.ghost_cell = None
        xs = [x for x, _y in state.grid] + [SLOTS[s][0] + dx for s in state.slots_left for dx in (0, 1)]
        ys = [y for _x, y in state.grid] + [SLOTS[s][1] + dy for s in state.slots_left for dy in (0, 1)]
        left, right, top, bottom = min(xs), max(xs) + 1, min(ys), max(ys) + 1
        for z, (card, x, y, rotation) in enumerate(state.placed):
            item = TableCard(card, rotation)
            item.setPos(cell_pos(x, y))
            item.setZValue(z)
            self.addItem(item)
        if any(not (box := state.grid.get(cell)) or not box.hut for cell in HUT_CELLS):
            self.hut_square = HutSquare()  # a hut is covered: keep the place in sight
            self.addItem(self.hut_square)
        else:
            self.hut_square = None
        for name in state.slots_left:
            outline = SlotOutline()
            outline.setPos(cell_pos(*SLOTS[name]))
            self.addItem(outline)
        for cell, (colour, value) in state.table_counters.items():
            counter = CounterItem(colour, value)
            counter.place_on(*cell)
            self.addItem(counter)
            self.counter_items[cell] = counter
        marks = self.table_names(self.viewer_seat)
        for seat, (x, y, facing) in enumerate(state.pawns):
            pawn = PawnItem(seat, state.colour_of(seat), facing, marks.mark(seat), marks(seat))
            pawn.setPos(cell_centre(x, y))
            self.addItem(pawn)
            self.pawn_items[seat] = pawn
        # the side panel: the card in hand, the choices, what each player holds; it stays at
        # the right edge of the window whatever is scrolled (view_moved)
        self.panel_items = []
        self._pins = {}
        self.panel_grow = self._panel_grow()
        self.panel_origin = self._pinned_origin(QPointF((right + 1.5) * BOX, (top - 1) * BOX), self.panel_grow)
        self._build_panel(state)
        if self._acting("face"):
            self._offer_facings(state)
        elif self._acting("move"):
            self._offer_walks(state)
        elif self._acting("take"):
            self._offer_take(state)
        self._board = QRectF(cell_pos(left, top), cell_pos(right, bottom))
        needed = QRectF(cell_pos(left - 2, top - 2), cell_pos(right + 2, bottom + 2))
        # the panel and a privacy curtain follow the window: counting them grew the table forever
        pinned = set(self.panel_items) | ({self.curtain} if self.curtain is not None else set())
        for laid in self.items():
            if is_top_level(laid) and laid not in pinned:
                needed = needed.united(laid.sceneBoundingRect())
        needed = needed.adjusted(-BOX, -BOX, PANEL_W + BOX, BOX)  # the board can be panned clear of the panel
        views = [v for v in self.views() if isinstance(v, TableView)]
        for view in views:
            if not view.isVisible() or view.user_zoomed:  # zoomed in by the player: they pan to the growth
                view.extend_scene(needed)
                if view.isVisible() and self._board != self._followed:
                    self._board_in_sight(view)
            elif self._board != self._followed:  # a board just as it was keeps what the player looks at
                self._follow_board(view)
        self._followed = QRectF(self._board)
        if not views:
            self.setSceneRect(needed.united(self.sceneRect()))

    def _board_in_sight(self, view: TableView) -> None:
        board_in_sight(view, self._board.adjusted(-AROUND, -AROUND, AROUND, AROUND), COLUMN)

    def _follow_board(self, view: TableView) -> None:
        """The whole board stays in sight beside the panel as it grows or shrinks: the view
        keeps its zoom and place while all of it (and the box around it) shows, and is fitted
        again when it does not, or when the board is now much smaller than the one fitted."""
        scale = view.transform().m11()
        whole = self._board.adjusted(-AROUND, -AROUND, AROUND, AROUND)
        room = board_room(view.visible_scene_rect(), COLUMN, scale, SLACK_PX / 2)
        best = fit_scale(whole.size(), QSizeF(view.viewport().size()), COLUMN, self.largest_scale)
        if not room.contains(whole) or best > REFIT_GROWTH * scale:
            view.fit()
        elif not self.sceneRect().contains(shown := view.visible_scene_rect()):
            # the panel pinned beyond the scene's rect was cut at its edge on X11 (60% cards)
            self.setSceneRect(self.sceneRect().united(shown))

    def drawn_scale(self, room: QSizeF) -> float:
        """The start board beside the panel, which keeps its width on screen however small the
        board is drawn: beside the table, the result took its width from the board alone, so
        the page chose it where the board below was drawn a third larger. (The start board, not
        the board as it grows: the window alone decides, never a card laid.) A view too short
        for the side texts draws no table worth having (a short window kept the column beside)."""
        if room.height() < PANEL_LEAST_PX:  # the side texts would run off the bottom, however small
            return 0.0
        board = QRectF(self.table_size).adjusted(0, 0, -PANEL_W, 0)
        return fit_scale(board.size(), room, COLUMN, self.largest_scale)

    def fit_rect(self) -> QRectF:
        """What the view fits (Fit table, a resize, the end screen beside the table, a past
        table of the review): the whole board with a box around it (where a card can still go)
        as large as the window allows, in the middle of what the panel at the window's right
        edge leaves free. The scene rect becomes just that: there is nothing to pan to."""
        board = self._board
        if board.isEmpty():  # not laid out yet
            return self.sceneRect()
        whole = board.adjusted(-AROUND, -AROUND, AROUND, AROUND)
        view = next((v for v in self.views() if isinstance(v, TableView) and v.isVisible()), None)
        window = QSizeF(view.viewport().size()) if view is not None else QSizeF()
        if window.isEmpty():
            return whole.adjusted(0, 0, PANEL_W, 0)
        region = fit_region(whole, window, COLUMN, fit_scale(whole.size(), window, COLUMN, self.largest_scale))
        self.setSceneRect(region)
        return region.adjusted(FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -FIT_MARGIN)  # the view adds its margin back

    def _shown(self) -> QRectF:
        """What the first view shows, in scene units (the table rect before there is one)."""
        for view in self.views():
            if hasattr(view, "visible_scene_rect") and view.isVisible():
                return view.visible_scene_rect()  # type: ignore[no-any-return]
        return self.sceneRect()

    def _pinned_origin(self, default: QPointF, grow: float) -> QPointF:
        """The panel's top-left at its own size (it grows from its top-right corner): at the
        right edge of what the first view shows, as far from it on screen however it grows."""
        for view in self.views():
            if hasattr(view, "visible_scene_rect") and view.isVisible():
                shown = view.visible_scene_rect()
                return QPointF(shown.right() - PANEL_W - PANEL_EDGE * grow, shown.top() + PANEL_EDGE * grow)
        return default

    def view_moved(self, view: Any) -> None:
        """The view scrolled or zoomed: keep the panel at its right edge (a card being dragged
        stays under the mouse)."""
        super().view_moved(view)
        # the whole view is drawn again: a scroll copies the pixels already drawn, pinned items
        # with them, and after a new deal the panel's buttons and caption stayed cut in half
        view.viewport().update()
        grow = self._panel_grow()
        new = self._pinned_origin(self.panel_origin, grow)
        if new == self.panel_origin and grow == self.panel_grow:
            return
        self.panel_origin, self.panel_grow = new, grow
        # the card under the mouse stays there; a card lifted with the keys stays in the panel
        # (left behind as the table scrolled to the ring, it lay over its own caption)
        for item in self.panel_items:
            if item.scene() is self:
                self._place_pinned(item)
        self.keyboard.follow()  # the ring on a panel button moves with it, in this same frame

    def _panel_grow(self) -> float:
        """How much larger than its scene size the panel is drawn: fitted, more than 1 only
        when the board is so small that the panel's text would read under 11 px; zoomed by the
        player, as large on screen as at the fit (it grew over the board zoomed in on)."""
        zoom = self._zoom()
        if zoom <= 0:
            return 1.0
        if not (self._panel_px and any(getattr(v, "user_zoomed", False) for v in self.views() if v.isVisible())):
            self._panel_px = max(zoom, PANEL_MIN_ZOOM)
        return self._panel_px / zoom

    def _zoom(self) -> float:
        """The first shown view's scale (1 before there is one)."""
        return next((v.transform().m22() for v in self.views() if v.isVisible()), 1.0)

    def _pin(self, item: QGraphicsItem, offset: QPointF, grows: bool = True) -> None:
        """Add a panel item at `offset` from the panel's top-left (at the panel's own size).
        It is drawn afresh each time, never from a device cache: a cached item is cached only
        where the window showed it, and the panel moves and scales with the window, so a
        tester saw its right third stay faded, its text cut, after a drop."""
        self._pins[item] = (offset, grows)
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        if item.scene() is not self:
            self.addItem(item)
        self.panel_items.append(item)
        self._place_pinned(item)

    def _place_pinned(self, item: QGraphicsItem) -> None:
        """A panel item where the panel puts it now: the panel grows from its top-right corner,
        which stays at the window's right edge; the side texts sit at the window's bottom when
        there is room below the card and the choices."""
        offset, grows = self._pins[item]
        grow = self.panel_grow
        corner = self.panel_origin + QPointF(PANEL_W, 0)
        if item is self.side_panel:
            bottom = self._shown().bottom() - 0.25 * BOX
            height = item.boundingRect().height()
            low = (bottom - height * grow - self.panel_origin.y()) / grow
            offset = QPointF(offset.x(), max(offset.y(), low))
            # big cards in a small window: the texts shrink to end above the window's bottom,
            # never under PANEL_FLOOR_PX on screen
            top = self.panel_origin.y() + offset.y() * grow
            zoom = self._zoom()
            floor = PANEL_FLOOR_PX / (PANEL_LINE_PX * zoom) if zoom > 0 else grow
            scale = max(min(grow, (bottom - top) / height), min(grow, floor))
            item.setScale(scale)
            item.setPos(QPointF(corner.x() - PANEL_W * scale, top))
            return
        item.setScale(grow if grows else min(grow, 1.0))  # the card in hand: never over its board size
        spot = corner + (offset - QPointF(PANEL_W, 0)) * grow
        if self._drag is not None and item in self._drag.origins:  # dragged: it goes back to its new place
            self._drag.origins[item] = spot  # (where the panel had stood before a resize or a zoom)
        else:
            item.setPos(spot)

    def _build_panel(self, state: State) -> None:
        seat = self.viewer_seat
        lines = side_lines(state, seat, self.table_names(self.viewer_seat))
        side = panel("side", PANEL_W, lines, "Sifaka")
        self.side_panel = side
        hand = state.hands[seat] if seat is not None else ""
        shown = bool(hand) and hand != HIDDEN
        # below the card in hand and its caption; with no card shown (watching, the game over)
        # just below the Fit button: 4 players' scores in a small window ran off its bottom
        self._pin(side, QPointF(0, CARD.height() + 2.9 * BOX if shown else 0.5 * BOX + FIT_H + 8))
        if shown:
            item = HandCard(hand)
            item.set_turn(self.hand_turn)
            item.draggable = self._acting("place")
            item.keyboard = item.draggable  # no Tab stop while the pawn faces or walks: Enter there was refused
            item.setZValue(3900)
            self.hand_item = item
            self._pin(item, QPointF(BOX * 0.5, BOX * 0.5), grows=False)  # the card keeps its board size
            self._caption_hand(item.draggable)
        fit = button("fit", "Fit table", width=FIT_W, height=FIT_H)
        self.buttons["fit"] = fit
        self._pin(fit, QPointF(PANEL_W - FIT_W, BOX * 0.5))

    def _caption_hand(self, laying: bool) -> None:
        """The words beside the card in hand, under the Fit button: it is the viewer's, and
        while it is to be laid, where it goes."""
        seat = self.viewer_seat
        whose = self.table_names(seat).possessive(seat) if seat is not None else "Your"
        caption = Caption(hand_caption(laying, whose), PANEL_W - CAPTION_AT.x(), PANEL_LINE_PX)
        self.caption = caption
        self._pin(caption, CAPTION_AT)

    def _choices_origin(self) -> QPointF:
        """Where the panel shows choices (from the panel's top-left): below the card in hand."""
        return QPointF(BOX * 0.5, CARD.height() + BOX * 0.9)

    def _offer_facings(self, state: State) -> None:
        at = self._choices_origin()
        for facing, label in enumerate(FACING_LABELS):
            choice = button(f"face:{facing}", label, Face(facing), width=96, height=30)
            self._pin(choice, at + QPointF((facing % 2) * 104, (facing // 2) * 36))
            self.buttons[f"face:{facing}"] = choice

    def _offer_walks(self, state: State) -> None:
        routes = board.pawn_routes(state, state.current)
        by_end: dict[tuple[int, int], list[board.Route]] = {}
        for route in routes:
            by_end.setdefault(route.end, []).append(route)
        for end, group in by_end.items():
            for index, route in enumerate(group):
                points = [cell_centre(*cell) for cell in route.path]
                move = Walk(route.end, route.turns)
                marker = Marker(f"walk:{self.session.game.move_to_text(move)}", move, route.facing, points,
                                route_words(route, sand_box(state, route.end)))
                size = marker.boundingRect().width()
                if end in state.table_counters:  # along the bottom: the counter it walks onto stays in sight
                    offset = QPointF((BOX - size) * (index / (len(group) - 1) if len(group) > 1 else 0.5), BOX - size)
                elif len(group) == 1:
                    offset = QPointF((BOX - size) / 2, (BOX - size) / 2)
                else:
                    offset = QPointF((index % 2) * (BOX - size), (index // 2) * (BOX - size))
                marker.setPos(cell_pos(*end) + offset)
                marker.on_hover = self._show_path
                self.addItem(marker)
                self.markers.append(marker)
        if self.markers and self._walks_seen != len(self.session.history):  # once a turn (zoomed in, every
            self._walks_seen = len(self.session.history)  # mark lay off the window; a relayout keeps the view)
            self.follow(united_rect(self.markers))

    def _offer_take(self, state: State) -> None:
        at = self._choices_origin()
        # "Take" and "Leave" alone floated with nothing to say what they were about
        for key, label, move, x, width in (("take", "Take the counter", Take(), 0, 140),
                                           ("leave", "Leave it", Leave(), 146, 80)):
            choice = button(key, label, move, width=width, height=30)
            self._pin(choice, at + QPointF(x, 0))
            self.buttons[key] = choice

    def _show_path(self, marker: Marker, on: bool) -> None:
        self._show_path_off()
        if not on or len(marker.path_points) < 2:
            if on:
                self.say(marker.label)
            return
        path = QPainterPath(marker.path_points[0])
        for point in marker.path_points[1:]:
            path.lineTo(point)
        item = QGraphicsPathItem(path)
        item.setPen(QPen(SELECTED, 5.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        item.setZValue(3200)
        self.addItem(item)
        self.path_item = item
        self.say(marker.label)

    # ----- placing the card: drag, ghost, rotation -------------------------------------
    def drag_targets(self, items: list[QGraphicsItem]) -> list[DropTarget]:
        if self.hand_item is None or items != [self.hand_item]:
            return []
        state: State = self.view()
        self.legal_places = {m for m in self.session.game.legal_moves(state) if isinstance(m, Place)}
        if self.keyboard.carried:
            return keyboard_spots(self)
        if self.ghost.scene() is None:
            self.addItem(self.ghost)
            self.addItem(self.ghost_label)
            self._show_place_area()
        self.hand_item.setOpacity(0.6)  # the ghost below stays visible
        if self.side_panel is not None:
            self.side_panel.setOpacity(DRAG_PANEL_OPACITY)  # the boxes under the panel show through
        self.update_ghost()
        return [self.ghost_target]

    def drop_target(self, targets: list[DropTarget], items: list[QGraphicsItem], point: QPointF) -> DropTarget | None:
        """The ghost shows where letting go puts the card (or why not), even when it snapped
        into one of the first four slots away from the card (S3): letting go does just that."""
        if self.ghost.scene() is not None and targets == [self.ghost_target]:
            return self.ghost_target
        return super().drop_target(targets, items, point)

    def _show_place_area(self) -> None:
        """Tint every box some legal place of the card covers (the rules' legal moves): the
        player sees where the card can go before finding it with the ghost."""
        cells = {(m.x + dx, m.y + dy) for m in self.legal_places for dx in (0, 1) for dy in (0, 1)}
        if self.place_area is not None and self.place_area.scene() is self:
            self.removeItem(self.place_area)
        self.place_area = PlaceArea(cells) if cells else None
        if self.place_area is not None:
            self.addItem(self.place_area)

    def update_ghost(self) -> None:
        """The ghost where the dragged card would go (or the keyboard's ring is, lifted with
        Enter), green, or red with the rules' reason for this turn of the card."""
        if self.hand_item is None or self.ghost.scene() is None:
            return
        keys = bool(self.keyboard.carried)
        if keys and self.ghost_cell is None:
            return
        x, y = self.ghost_cell if keys and self.ghost_cell is not None else snap_cell(self)
        move = Place(x, y, self.hand_turn)
        # the listed places answer at once; any other place, the rules say why (never the scene)
        reason = "" if move in self.legal_places else (self.refusal(move) or "")
        if keys:  # the ring's place plays what the ghost shows (Enter), or says why not
            for target in self.spot_targets:
                if spot_cell(target) == (x, y):
                    target.move, target.reason = (None, reason) if reason else (move, "")
        self.ghost.setPos(cell_pos(x, y))
        self.ghost.show_as(self.hand_item.card_id, self.hand_turn, not reason, reason)
        self.ghost_target.move = None if reason else move
        self.ghost_target.reason = reason
        self.ghost_label.set_text(reason, REFUSED.lighter(150))
        self.ghost_label.setScale(self.panel_grow)  # as readable as the panel however far out the board is
        size = self.ghost_label.boundingRect().size() * self.panel_grow
        self.ghost_label.setPos(self._in_sight(cell_pos(x, y + 2) + QPointF(0, 6), size))
        # while it is carried the status line says it as the other tables do, in whole sentences
        if keys:  # as the keyboard says it on each place
            self.say(carry_words(not reason, reason, self.carry_keys))
        else:
            here = "Let go to lay it in the green outline" if moved_over(self, (x, y)) else "Drop the card here"
            self.say(not_here(reason) if reason else full_stop(f"{here}, or {TURN_WORDS}"))

    def _in_sight(self, pos: QPointF, size: QSizeF) -> QPointF:
        """`pos` moved just enough that an item of that size with its top-left there stays
        inside what the view shows (the reason under a spot at the window's edge)."""
        shown = self._shown().adjusted(4, 4, -4 - size.width(), -4 - size.height())
        return QPointF(max(min(pos.x(), shown.right()), shown.left()), max(min(pos.y(), shown.bottom()), shown.top()))

    def _cancel_drag(self) -> None:
        """Escape mid-drag: the ghost, the faded panel and "Drop the card here" go with it."""
        dragging = self._drag is not None and self._drag.started and not self.keyboard.carried
        super()._cancel_drag()
        if dragging:
            self._hide_ghost()
            self.update_status()

    def _hide_ghost(self) -> None:
        if self.hand_item is not None:
            self.hand_item.setOpacity(1.0)
        if self.side_panel is not None:
            self.side_panel.setOpacity(1.0)
        for item in (self.ghost, self.ghost_label, self.place_area):
            if item is not None and item.scene() is not None:
                self.removeItem(item)
        self.place_area = None
        for view in self.views():  # all of it once: a strip of the faded panel stayed at its edge after a drop
            view.viewport().update()

    def rotate_hand(self, step: int = 1) -> bool:
        """Turn the card in hand a quarter (clockwise for step 1)."""
        if self.hand_item is None or not self._acting("place"):
            return False
        self.hand_turn = (self.hand_turn + 90 * step) % 360
        self.hand_item.set_turn(self.hand_turn)
        turn_spots(self)
        self.update_ghost()
        return True

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self.ghost.scene() is not None:
            self.update_ghost()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self._drag is None and not self.keyboard.carried:  # not a right click that turned the card
            self._hide_ghost()  # mid-drag, nor a click while the keys carry it (its ring and outline stayed)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.rotate_hand():
            event.accept()
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: Any) -> None:
        over_hand = self.hand_item is not None and self.hand_item.sceneBoundingRect().contains(event.scenePos())
        plain = not (event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if plain and (over_hand or self.ghost.scene() is not None) and self.rotate_hand(1 if event.delta() > 0 else -1):
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_R and self.rotate_hand():
            event.accept()
            return
        pan = PAN_KEYS.get(event.key())
        if pan is not None and not self.keyboard.carried:  # the arrows look around the table
            for view in self.views():
                if hasattr(view, "pan"):
                    scale = view.transform().m11()
                    view.pan(int(pan[0] * PAN_STEP * scale), int(pan[1] * PAN_STEP * scale))
            event.accept()
            return
        super().keyPressEvent(event)
        if not self.keyboard.carried and self.spot_targets:
            for target in self.spot_targets:  # a keyboard lift was cancelled
                if target.item.scene() is self:
                    self.removeItem(target.item)
            self.spot_targets = []
            keyboard_ghost(self, None)

    # ----- clicks ---------------------------------------------------------------------
    def pick(self, item: QGraphicsItem) -> list[QGraphicsItem] | None:
        """The card in hand lifts only when a card is to be laid; pressed while the turn asks
        for something else first (a facing, a walk, a counter), it says what (it did nothing)."""
        if item is self.hand_item and not getattr(item, "draggable", False):
            first = FIRST_WORDS.get(self.view().phase)
            if first:
                self.refuse(first)
                self.drag_refusal.show_beside(item, first)
            return None
        return super().pick(item)

    def on_click(self, item: QGraphicsItem | None, pos: QPointF) -> bool:
        key = getattr(item, "key", "")
        if key == "fit":
            for view in self.views():
                if hasattr(view, "fit"):
                    view.fit()
            return True
        if isinstance(item, (Marker, ButtonItem)) and item.payload is not None and self.my_turn():
            return self.play(item.payload)
        return False

    # ----- animation (ui/sifaka/animate.py) ---------------------------------------------
    def animate_events(self, move: Any, events: list[Event]) -> None:
        from ui.sifaka.animate import queue_events

        queue_events(self, events)

    def keyboard_focused(self, item: QGraphicsItem | None) -> None:
        """The keyboard's ring went to `item`: scroll it into sight beside the panel (the
        panel's own buttons are always in sight); on a walk marker show its route, as the
        mouse's hover does."""
        if self.path_item is not None and not isinstance(item, Marker):
            self._show_path_off()
        keyboard_ghost(self, item)
        if item is None or item in self.panel_items:
            return
        self._scroll_to(item.sceneBoundingRect())
        if isinstance(item, Marker) and item.on_hover:
            item.on_hover(item, True)

    def _show_path_off(self) -> None:
        if self.path_item is not None and self.path_item.scene() is self:
            self.removeItem(self.path_item)
        self.path_item = None

    def mark_hint(self, move: Any) -> None:
        """A card to lay: the card in hand turns as the hint lays it, and a green ghost shows
        the place (scrolled into sight); a walk draws its path; a facing, a take or leaving a
        counter lights its button."""
        if isinstance(move, Place) and self.hand_item is not None:
            self.hand_turn = move.rotation
            self.hand_item.set_turn(move.rotation)
            turn_spots(self)  # the places the keys walk play the card turned so
            ghost = Ghost()
            ghost.show_as(self.hand_item.card_id, move.rotation, True, "")
            ghost.setPos(cell_pos(move.x, move.y))
            ghost.setZValue(3500)
            self.addItem(ghost)
            self.follow(ghost.sceneBoundingRect())
        elif isinstance(move, Walk):
            for marker in self.markers:
                if marker.payload == move:
                    marker.set_glow(True)
                    self._show_path(marker, True)
                    self.follow(marker.sceneBoundingRect())
        else:
            key = (f"face:{move.facing}" if isinstance(move, Face) else "take" if isinstance(move, Take)
                   else "leave" if isinstance(move, Leave) else "")
            if key in self.buttons:
                self.buttons[key].set_glow(True)

    def hint_focus(self, move: Any) -> QGraphicsItem | None:
        if isinstance(move, Place):
            return self.hand_item  # turned as the hint lays it: Enter lifts it, the ring waits on the place
        if isinstance(move, Walk):
            return next((m for m in self.markers if m.payload == move), None)
        key = (f"face:{move.facing}" if isinstance(move, Face) else "take" if isinstance(move, Take)
               else "leave" if isinstance(move, Leave) else "")
        return self.buttons.get(key)

    def follow(self, rect: QRectF) -> None:
        """Scroll the least that shows `rect` (someone else's card or walk) beside the panel,
        unless the player is carrying something (ui/sifaka/follow.py)."""
        if self._drag is not None or self.keyboard.carried:
            return
        self._scroll_to(rect)

    def _scroll_to(self, rect: QRectF) -> None:
        for view in self.views():
            if not (isinstance(view, TableView) and view.isVisible()):
                continue
            want = rect.adjusted(-BOX / 2, -BOX / 2, BOX / 2, BOX / 2)
            view.extend_scene(want)  # a new card may lie past the table laid out so far
            shown = view.visible_scene_rect()
            # left of the panel as drawn (its texts may be drawn larger than the panel's own size)
            edge = min((i.sceneBoundingRect().left() for i in self.panel_items if i.scene() is self and i.isVisible()),
                       default=shown.right() - PANEL_W * self.panel_grow)
            room = QRectF(shown.topLeft(), QPointF(edge - 0.5 * BOX * self.panel_grow, shown.bottom()))
            shift = follow_shift(room, want)
            if not shift.isNull():
                view.centerOn(shown.center() + shift)

    def on_game_over(self, result: Result) -> None:
        self.say(self.status_text())  # the chair's own words ("You won! ..."), not the record's summary
