"""The Girafferaffe table driven with real mouse events on the view's viewport."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from gamebox.games.girafferaffe.cards import COPY, card_text, rank_of
from gamebox.games.girafferaffe.heuristic import HeuristicPlayer
from gamebox.games.girafferaffe.moves import PlayCards, RobotChoice, SpendApple
from gamebox.games.girafferaffe.rules import GAME
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.girafferaffe.golden_runner import build
from tests.ui.helpers import centre, click, drag, hold_drag, release, show_table
from ui.girafferaffe import layout as L
from ui.girafferaffe.scene import GirafferaffeScene, plate_width
from ui.settings import Settings
from ui.table.painting import measure_text, text_width
from ui.table.view import TableView


def make_table(qtbot: Any, players: int = 1, seed: int = 4,
               seats: tuple[str, ...] = ("human",)) -> tuple[GirafferaffeScene, TableView, GameSession]:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(players), seed, seats)
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    return scene, view, session


def a_pair(scene: GirafferaffeScene) -> list[Any]:
    by_rank: dict[int, list[Any]] = {}
    for item in scene.hand_items:
        if item.payload != COPY:
            by_rank.setdefault(rank_of(item.payload), []).append(item)
    return next(items[:2] for items in by_rank.values() if len(items) >= 2)


def test_drag_two_selected_cards_onto_the_pair_tree(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    first, second = a_pair(scene)
    texts = {first.key, second.key}
    click(view, centre(first))
    click(view, centre(second))
    assert first.isSelected() and second.isSelected()
    drag(view, centre(first), centre(scene.tree_zones["pair"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    step = session.history[0]
    assert step.text.startswith("pair ") and set(step.text.split()[1:]) == texts
    top = session.state.top(session.state.tree_index("pair"))
    assert top is not None and {c for c in top} == {first.payload, second.payload}
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.tree_zones["pair"].depth == 1


def test_an_illegal_drop_snaps_back_and_says_why(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    card = next(item for item in scene.hand_items if item.payload != COPY)
    home = card.pos()
    drag(view, centre(card), centre(scene.tree_zones["pair"]))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons and "Pair tree" in reasons[-1] and "2 cards" in reasons[-1]
    assert card.pos() == home
    assert session.history == []


def test_dragging_a_card_that_is_not_marked_carries_the_marked_ones_with_it(qtbot: Any) -> None:
    """Marked cards and one more dragged are the play being built: a newcomer marked 6, 7 and 8,
    dragged the 9 onto Straight and was told the tree needs three cards, the marks gone. What
    glows is what is carried: the dragged card is marked with the others. An apple dragged
    while cards are marked goes alone, and the marks go."""
    scene, view, session = make_table(qtbot)
    session.state = build({"players": 1, "apples": [1], "hands": [["R6", "G7", "B8", "Y12"]],
                           "robot": {"hand": ["B5", "R4", "R13", "G9", "Y10"]}})
    scene.rebuild()
    card = {card_text(item.payload): item for item in scene.hand_items}
    click(view, centre(card["R6"]))
    click(view, centre(card["G7"]))
    hold = hold_drag(view, centre(card["B8"]), centre(scene.tree_zones["straight"]))
    assert {card_text(i.payload) for i in scene.selectedItems()} == {"R6", "G7", "B8"}
    release(view, hold)
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    move = session.history[0].move
    assert isinstance(move, PlayCards) and move.tree == "straight"
    assert sorted(card_text(c) for c in move.cards) == ["B8", "G7", "R6"]
    # with the Robot's turn done, marks and an apple: the apple is carried alone
    qtbot.waitUntil(lambda: session.to_move == 0 and not scene.queue.busy, timeout=4000)
    scene.rebuild()
    click(view, centre(next(i for i in scene.hand_items if card_text(i.payload) == "Y12")))
    assert scene.selectedItems()
    hold = hold_drag(view, centre(scene.apple_items[0]), centre(scene.tree_zones["pair"]))
    assert scene.selectedItems() == []
    release(view, hold)


def test_cards_carried_together_ride_together_by_the_pointer(qtbot: Any) -> None:
    """The first and last cards of the hand picked, a middle one dragged: the picked ones had
    kept their places in the hand as they rode, the first carried out of sight past the view's
    edge. They ride side by side by the card the drag started on, and fly home if refused."""
    scene, view, _session = make_table(qtbot)
    hand = sorted(scene.hand_items, key=lambda i: i.x())
    first, middle, last = hand[0], hand[len(hand) // 2], hand[-1]
    homes = {item: item.pos() for item in (first, middle, last)}
    click(view, centre(first))
    click(view, centre(last))
    hold = hold_drag(view, centre(middle), centre(scene.supply_zone))
    width = middle.boundingRect().width()
    assert abs(first.x() - middle.x()) <= width and abs(last.x() - middle.x()) <= width
    assert first.x() < middle.x() < last.x(), "in their order"
    assert view.mapFromScene(first.sceneBoundingRect().center()).x() > 0, "in sight"
    release(view, hold)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert all(item.pos() == home for item, home in homes.items()), "a refused drop sends each home"


def test_enter_on_a_card_that_is_not_marked_carries_the_marked_ones_too(qtbot: Any) -> None:
    """The keyboard as the mouse: Enter on an unmarked card lifts it with the marked ones."""
    scene, view, _session = make_table(qtbot)
    first, second = a_pair(scene)
    click(view, centre(first))
    click(view, centre(second))
    other = next(item for item in scene.hand_items if item not in (first, second))
    scene.keyboard.set_focus(other)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert set(scene.keyboard.carried) == {first, second, other}
    assert set(scene.selectedItems()) == {first, second, other}


def test_trees_glow_only_where_the_selection_is_legal(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot)
    first, second = a_pair(scene)
    targets = {t.item.key: t.legal for t in scene.drag_targets([first, second])}
    assert targets["tree:pair"] and not targets["tree:single"] and not targets["tree:any"]


def test_spending_an_apple_by_dragging_it_to_the_supply(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    setup = {"players": 1, "apples": [1], "hands": [["R1", "G14"]],
             "robot": {"hand": ["B5", "R4", "R13", "G9", "Y10"]}}
    session.state = build(setup)
    scene.rebuild()
    apple = scene.apple_items[0]
    drag(view, centre(apple), centre(scene.supply_zone))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "spend apple"


def test_the_human_chooses_the_robots_colour_with_a_click_G13(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    setup = {"players": 1, "apples": [1], "stacks": {"single": [["Y4"]]}, "hands": [["R1", "G14"]],
             "robot": {"hand": ["R5", "B5", "Y12", "G13", "R14"]}}
    session.state = build(setup)
    scene.rebuild()
    click(view, centre(scene.buttons["apple"]))
    qtbot.waitUntil(lambda: bool(session.state.pending), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy and "choice:1" in scene.buttons, timeout=2000)
    click(view, centre(scene.buttons["choice:1"]))
    assert isinstance(session.history[-1].move, RobotChoice)
    assert session.history[-1].text == "robot B5"


def test_a_full_solo_game_against_the_robot_through_the_session(qtbot: Any) -> None:
    scene, _view, session = make_table(qtbot, seed=11)
    results: list[Any] = []
    session.gameOver.connect(results.append)
    player, rng = HeuristicPlayer(), random.Random(3)
    robot_cards = 0
    for _ in range(200):
        if session.to_move is None:
            break
        move = player.choose(GAME, session.view_for(0), 0, rng)
        assert session.play(move)
        robot_cards += sum(1 for e in session.history[-1].events if e.data.get("src") == "robot-hand")
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    assert results and isinstance(results[0].details["solo_won"], bool)
    assert robot_cards > 0
    # the final table: the Robot's deck and hand as the rules left them (the end screen
    # beside the table says who won)
    state = session.view_for(0)
    assert len(scene.robot_items) == len(state.robot_hand)
    assert scene.robot_deck_item is not None and scene.robot_deck_item.isVisible() == bool(state.robot_deck)


@pytest.mark.parametrize("players", [3, 5])
def test_the_table_lays_out_every_tree_in_order_G2(qtbot: Any, players: int) -> None:
    scene, _view, session = make_table(qtbot, players=players, seed=2,
                                      seats=("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    names = list(scene.tree_zones)
    assert names == list(session.state.tree_names)
    xs = [scene.tree_zones[n].pos().x() for n in names]
    assert xs == sorted(xs)
    assert len(scene.seat_panels) == players - 1


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_every_tree_plate_is_wide_enough_for_its_texts(qtbot: Any, players: int) -> None:
    """ "Single blue/green" at 3 players, "4 of a Kind" at 5 stay inside their plates."""
    scene, _view, session = make_table(qtbot, players=players, seed=2,
                                      seats=("human",) + ("computer",) * (players - 1))
    session.pause_ai(True)
    for tree in session.state.trees:
        zone = scene.tree_zones[tree.name]
        assert zone.rect().width() >= min(plate_width(tree), 0.9 * plate_width(tree) if players >= 4 else 1e9)
        for text, px, bold in ((zone.title, 15, True), (zone.rule, 14, False), (zone.reward, 14, False)):
            font = QFont()
            font.setPixelSize(px)
            font.setBold(bold)
            air = (zone.rect().width() - QFontMetricsF(font).horizontalAdvance(text)) / 2
            assert air >= 8, f"{text!r} has {air:.1f} px each side in its plate"  # not touching the frame
    assert max(z.pos().x() + z.rect().width() for z in scene.tree_zones.values()) <= scene.table_size.width()


@pytest.mark.parametrize("players", [1, 3, 5])
def test_plate_texts_keep_clear_of_the_frame_as_a_small_window_draws_them(qtbot: Any, tmp_path: Any,
                                                                          players: int) -> None:
    """At 1024x700 a plate's 14 px lines are drawn at about 11 px, whose hinted glyphs run wider
    than the 14 px ones scaled down: "red/yellow" stood 5.6 px from its dashed frame there and
    read as touching it. Measured as drawn: the font at its size on the screen, against the
    plate's width on the screen; at least 8 px each side."""
    from tests.ui.play import open_window

    window = open_window(qtbot, tmp_path, (1024, 700))
    window.start_game("girafferaffe", players, ["human"] + ["computer"] * (players - 1), None, 7, {})
    page = window.page
    page.session.pause_ai(True)
    scale = page.view.transform().m11()
    assert 0.5 < scale < 0.9, scale  # the small window's zoom: what this test is about
    for tree in page.session.state.trees:
        zone = page.scene.tree_zones[tree.name]
        for text, px, bold in ((zone.title, 15, True), (zone.rule, 14, False), (zone.reward, 14, False)):
            font = QFont()
            font.setPixelSize(max(6, round(px * scale)))
            font.setBold(bold)
            air = (zone.rect().width() * scale - QFontMetricsF(font).horizontalAdvance(text)) / 2
            assert air >= 8, f"{text!r} has {air:.1f} screen px each side of its plate at {players} players"


def test_computer_plays_are_animated_card_by_card(qtbot: Any) -> None:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(3), 11, ("human", "computer", "computer"))
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=0.05))
    moved: list[str] = []
    original = scene.queue.move_now

    def record(item: Any, pos: Any, ms: int = 220, rotation: Any = None) -> Any:
        moved.append(getattr(item, "key", ""))
        return original(item, pos, ms, rotation)

    scene.queue.move_now = record  # type: ignore[method-assign]
    view = TableView(scene)
    qtbot.addWidget(view)
    view.show()
    scene.start()
    session.start()
    qtbot.waitUntil(lambda: session.to_move == 0 and not session.thinking and not scene.queue.busy, timeout=8000)
    cards = [e.data["card"] for step in session.history for e in step.events if e.kind == "card_moved"
             and str(e.data["dst"]).startswith("tree:")]
    assert len(session.history) == 2 and cards
    assert [k for k in moved if k != "moving-apple"][:len(cards)] == cards
    for name, zone in scene.tree_zones.items():
        assert zone.depth == len(session.state.stacks[session.state.tree_index(name)])


def test_hot_seat_shows_each_human_their_own_hand(qtbot: Any) -> None:
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 3, ("human", "human"))
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    view = TableView(scene)
    qtbot.addWidget(view)
    view.show()
    scene.start()
    session.start()
    mover = session.to_move
    assert scene.viewer_seat == mover
    assert scene.curtain is not None and scene.curtain.text.startswith(f"Player {mover + 1}, your turn.")
    click(view, centre(scene.curtain))
    assert scene.curtain is None

    def shown() -> list[int]:
        return sorted(i.payload for i in scene.hand_items)

    assert shown() == sorted(session.state.hands[mover])
    single = next(i for i in scene.hand_items if i.payload != COPY)
    drag(view, centre(single), centre(scene.tree_zones["single"]))
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=3000)
    scene.curtain.opened.emit()
    qtbot.waitUntil(lambda: scene.viewer_seat == 1 - mover, timeout=3000)
    assert shown() == sorted(session.state.hands[1 - mover])


def test_a_rubber_band_over_the_hand_selects_several_cards(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    cards = sorted(scene.hand_items, key=lambda i: i.x())
    start = cards[0].sceneBoundingRect().topLeft() + QPointF(-12, -14)
    end = QPointF(cards[1].sceneBoundingRect().center().x(), cards[1].sceneBoundingRect().center().y())
    drag(view, start, end)
    chosen = [i for i in cards if i.isSelected()]
    assert chosen[:2] == cards[:2] and len(chosen) >= 2
    assert session.history == []


def test_a_refused_tree_turns_red_and_says_why_at_the_pointer_during_the_drag(qtbot: Any) -> None:
    """Issue 12: while one card is dragged over the Pair tree (real mouse events, button held),
    that tree is outlined red and the reason shows next to the pointer; a legal tree glows;
    the drop snaps back and the red outline and the reason go away."""
    from PySide6.QtCore import QEvent, QPoint, Qt
    from PySide6.QtWidgets import QApplication

    from tests.ui.helpers import send_mouse, to_viewport

    scene, view, session = make_table(qtbot)
    card = next(item for item in scene.hand_items if item.payload != COPY)
    pair = scene.tree_zones["pair"]
    start, end = to_viewport(view, centre(card)), to_viewport(view, centre(pair))
    send_mouse(view, QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton)
    for i in range(1, 7):
        p = QPoint(start.x() + (end.x() - start.x()) * i // 6, start.y() + (end.y() - start.y()) * i // 6)
        send_mouse(view, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    assert pair.refused and not pair.glow
    assert scene.tree_zones["single"].glow and not scene.tree_zones["single"].refused
    tag = scene.drag_refusal.tag
    assert tag.isVisible() and "Pair tree" in tag.text and "2 cards" in tag.text
    from tests.ui.test_drag_refusal import assert_tag_placed

    assert_tag_placed(view, tag, card, end)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    send_mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons and "Pair tree" in reasons[-1]
    assert not pair.refused and not tag.isVisible()
    assert session.history == []


def test_trees_show_plays_in_rank_order_and_a_copy_shows_what_it_copies(qtbot: Any) -> None:
    scene, _view, session = make_table(qtbot, players=2, seats=("human", "computer"))
    session.pause_ai(True)
    session.state = build({"players": 2, "stacks": {"straight": [["R14", "B11", "Y13", "G12"]],
                                                     "pair": [["B9", "="]]},
                           "hands": [["R1", "R2"], ["B1"]]})
    scene.rebuild()
    straight = sorted(scene.tree_cards["straight"], key=lambda i: i.x())
    assert [i.key for i in straight] == ["B11", "G12", "Y13", "R14"]
    pair = sorted(scene.tree_cards["pair"], key=lambda i: i.x())
    assert [i.key for i in pair] == ["B9", "="]
    assert "blue 9" in pair[1].toolTip()


@pytest.mark.parametrize("players,options", [(1, {}), (5, {"rotten_apples": True}), (2, {})])
def test_every_text_is_at_least_11_px_at_1024x700_solo_and_five_players(qtbot: Any, tmp_path: Any, players: int,
                                                                        options: dict[str, Any]) -> None:
    """The shared measure (tests/ui/test_text_size.py) on the layouts the default game does not
    show: the Robot with a colour choice waiting, five players with rotten apples."""
    from tests.ui.play import open_window
    from tests.ui.test_text_size import MIN_PX, measure

    window = open_window(qtbot, tmp_path, (1024, 700))
    window.start_game("girafferaffe", players, ["human"] + ["computer"] * (players - 1), None, 7, options)
    page = window.page
    session = page.session
    session.pause_ai(True)
    if players == 1:
        session.state = build({"players": 1, "apples": [1], "stacks": {"single": [["Y4"]]},
                               "hands": [["R1", "G14", "=", "R9", "B9"]],
                               "robot": {"hand": ["R5", "B5", "Y12", "G13", "R14"]}})
        page.scene.rebuild()
        assert session.play(GAME.parse_move(session.state, "spend apple"))
    else:
        rng = random.Random(2)
        for _ in range(6):
            seat = session.to_move
            moves = GAME.candidate_moves(session.state)
            if seat is None or not session.play(moves[rng.randrange(len(moves))]):
                break
    qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=5000)
    if players == 1:
        assert "choice:0" in page.scene.buttons
    texts = measure(page.view)
    small = sorted({(round(h, 1), t) for t, h in texts if h < MIN_PX})
    assert texts and not small, small[:10]


def test_each_move_lands_before_the_table_shows_the_next_issue_11(qtbot: Any) -> None:
    """The computers play on while a move is still flying; the table is laid out after each move
    from the position right after that move, never jumping ahead to a later one."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(3), 11, ("human", "computer", "computer"))
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=0.3))
    built: list[Any] = []
    original = scene.build

    def build_and_note(view: Any) -> None:
        built.append(view.stacks)
        original(view)

    scene.build = build_and_note  # type: ignore[method-assign]
    view = TableView(scene)
    qtbot.addWidget(view)
    view.show()
    scene.start()
    session.start()
    qtbot.waitUntil(lambda: session.to_move == 0 and not session.thinking and not scene.queue.busy, timeout=15000)
    after_each = [step.before.stacks for step in session.history[1:]] + [session.state.stacks]
    assert len(session.history) >= 2
    assert built[-len(after_each):] == after_each


@pytest.mark.parametrize("card_scale", [0.8, 1.0, 1.3, 1.6])
def test_the_robots_panel_never_covers_its_deck_or_its_face_up_hand(qtbot: Any, card_scale: float) -> None:
    """Issue 12, at every card size: the panel, the Robot Deck and the Robot's hand side by side."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0, card_scale=card_scale))
    view = show_table(qtbot, scene)
    session.state = build({"players": 1, "hands": [["R1", "R3"]],
                           "robot": {"hand": ["B9", "Y3", "G12", "R11", "B2"], "deck": ["Y1", "Y2"]}})
    scene.rebuild()
    panel = scene.seat_panels[-1].sceneBoundingRect()
    assert scene.robot_deck_item is not None and scene.robot_deck_item.isVisible()
    others = [scene.robot_deck_item.sceneBoundingRect()] + [i.sceneBoundingRect() for i in scene.robot_items]
    assert len(scene.robot_items) == 5
    assert not any(panel.intersects(rect) for rect in others)
    # every line of the panel whole ("Hand: 4 c…, face up" was cut)
    scene.seat_panels[-1].setCacheMode(QGraphicsItem.CacheMode.NoCache)
    with measure_text() as painted:
        view.viewport().grab()
    lines = [p for p in painted if p.text in scene.seat_panels[-1].lines]
    assert len(lines) == len(scene.seat_panels[-1].lines) >= 3
    assert not [p.text for p in lines if p.clipped or p.elided]


def test_a_click_on_a_card_lying_on_a_tree_plays_on_that_tree(qtbot: Any) -> None:
    """The cards on a tree cover most of it: clicking one is clicking the tree."""
    scene, view, session = make_table(qtbot)
    first, second = a_pair(scene)
    click(view, centre(first))
    click(view, centre(second))
    click(view, centre(scene.tree_zones["pair"]))
    qtbot.waitUntil(lambda: bool(session.history) and scene.my_turn() and not scene.queue.busy, timeout=4000)
    played = len(session.history)
    higher = a_pair(scene)  # deal 4: the 13s, above the 7s now on the Pair tree
    for item in higher:
        click(view, centre(item))
    click(view, centre(scene.tree_cards["pair"][0]))
    qtbot.waitUntil(lambda: len(session.history) > played, timeout=2000)
    assert session.history[played].text.split()[0] == "pair"
    assert set(session.history[played].text.split()[1:]) == {item.key for item in higher}


@pytest.mark.parametrize("scale", [1.0, 1.6])
def test_the_robots_deck_and_hand_are_named_on_the_table(qtbot: Any, scale: float) -> None:
    """The Robot's face-up hand lay in the middle with no word of whose it was, and its deck
    has the Redraw Deck's back; at any card size the words stay in the middle band."""

    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    scene = GirafferaffeScene(session, Settings(speed=0.0, card_scale=scale))
    show_table(qtbot, scene)
    assert session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy and bool(session.state.robot_hand), timeout=5000)
    texts = [text for _, text in scene.captions]
    if scale == 1.0:
        assert texts == ["Robot Deck", "The Robot's hand"]
    band = QRectF(0, L.MIDDLE_TOP, L.TABLE.width(), L.MIDDLE_HEIGHT)
    assert all(band.contains(where) for where, _ in scene.captions)
    assert scene.robot_deck_item is not None and "Robot Deck" in scene.robot_deck_item.toolTip()


def test_watching_is_said_only_while_the_computers_play(qtbot: Any) -> None:
    """ "Watching the computer players" stayed over the final table and the review's."""
    from tests.ui.test_continue import finished_record
    from ui.files import session_from_record

    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(2), 4, ("computer", "computer"))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    show_table(qtbot, scene, start_session=False)
    assert scene.watching_words() == "Watching the computer players"
    over = session_from_record(finished_record("girafferaffe", seed=4))
    ended = GirafferaffeScene(over, Settings(speed=0.0))
    ended.viewer_seat = None
    assert over.to_move is None and ended.watching_words() == ""
    past = scene.past_table(0)
    assert past.watching_words() == ""
    # at a shared screen nobody's chair is shown while the curtain is up: nobody is watching
    shared = GameSession(info, info.make_config(3), 5, ("human", "human", "computer"))
    curtained = GirafferaffeScene(shared, Settings(speed=0.0))
    show_table(qtbot, curtained)
    qtbot.waitUntil(lambda: curtained.curtain is not None, timeout=3000)
    curtained.viewer_seat = None  # between two people's turns
    assert shared.to_move is not None and curtained.watching_words() == ""


def test_the_robots_empty_hand_says_no_cards_not_none_yet(qtbot: Any) -> None:
    """Once the Robot has played its hand empty, its panel must not read as if it had never drawn."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    session.state = build({"players": 1, "hands": [["R1", "R3"]], "robot": {"hand": [], "deck": ["Y1", "Y2"]}})
    scene.rebuild()
    lines = scene.seat_panels[-1].lines
    assert "Hand: no cards" in lines and not any("yet" in line for line in lines)


def test_a_copy_on_a_tree_shows_what_it_counts_as_in_its_corner(qtbot: Any) -> None:
    """The next cards of a play overlap a Copy's middle (a narrow 3 of a Kind tree wraps them):
    its corner says the rank it counts as, not a bare "=" (in the hand it still shows "=")."""
    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    session.pause_ai(True)
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    session.state = build({"players": 1, "hands": [["R1", "="]], "stacks": {"3kind": [["Y13", "=", "G13"]]},
                           "robot": {"hand": ["B9"], "deck": ["Y1"]}})
    scene.rebuild()
    with measure_text() as painted:
        view.viewport().grab()
    texts = [p.text for p in painted]
    assert texts.count("=") == 2, "only the Copy in the hand says '=' (corner and middle)"
    assert texts.count("13") >= 6, "each 13 on the tree, the Copy too, says 13 in its corner and middle"


def test_plates_wider_than_the_table_share_it_instead_of_failing() -> None:
    """When the plates' narrowest widths add up to more than the table (every plate short), each
    gives up the same share; it divided by zero and the table never opened."""

    kinds = ["single"] * 4 + ["kind", "kind", "kind", "straight", "flush", "any"]
    rects = L.tree_rects(kinds, [150.0] * len(kinds))
    assert len(rects) == len(kinds)
    assert rects[-1].right() <= L.TABLE.width() - L.MARGIN + 0.01
    assert max(r.width() for r in rects) - min(r.width() for r in rects) < 0.01


def test_the_rounds_band_fits_whole_and_drops_its_warning_once_the_game_is_over(qtbot: Any) -> None:
    """ "Round 3 · Computer 1 lost rounds 1 and 3 and…und 2. A second rotten apple loses the
    game." was cut in its middle, and still warned of a second rotten apple after the game."""
    from gamebox.games.girafferaffe.state import evolve

    scene, _view, session = make_table(qtbot, players=3, seats=("human", "computer", "computer"))
    session.pause_ai(True)
    playing = evolve(session.state, variant=True, round=3, round_losers=(1, 0), rotten=(1, 1, 0))
    line = scene._round_line(playing, L.SIDE_LEFT - 2 * L.MARGIN - 20)
    assert line.endswith("A second rotten apple loses the game.") and "Computer 1 lost round 1, you round 2" in line
    over = evolve(playing, round_losers=(1, 0, 1), rotten=(2, 1, 0), over=True, loser=1)
    line = scene._round_line(over, L.SIDE_LEFT - 2 * L.MARGIN - 20)
    assert line == "Computer 1 lost rounds 1 and 3, you round 2.", "over: no round to come, no warning"
    # short of room the warning shortens, then goes, but the round stays first
    full = text_width(scene._round_line(playing, 10_000), 15, bold=True)
    bare = text_width("Round 3 · Computer 1 lost round 1, you round 2.", 15, bold=True)
    shown = [scene._round_line(playing, room) for room in (full - 1, (full + bare) / 2, bare)]
    assert [line.split(" · ")[0] for line in shown] == ["Round 3"] * 3
    assert shown[0].endswith("Two rotten apples lose.") and shown[2].endswith("you round 2.")
    room = L.SIDE_LEFT - 2 * L.MARGIN - 20
    five = evolve(playing, players=5, round=5, round_losers=(3, 0, 4, 2), rotten=(1, 0, 1, 1, 1))
    for state in (playing, over, five):
        assert text_width(scene._round_line(state, room), 15, bold=True) <= room  # whole, never cut


def test_the_supply_apples_keep_inside_their_box(qtbot: Any) -> None:
    """The eighth apple of a row touched the Supply box's right edge (at 1024x700 it read as
    running past it)."""
    from ui.girafferaffe import layout as L
    from ui.girafferaffe.widgets import AppleItem

    scene, _view, session = make_table(qtbot, players=2, seats=("human", "computer"))
    session.pause_ai(True)
    area = L.SUPPLY_AREA
    apples = [item for item in scene.items() if isinstance(item, AppleItem) and item.key.startswith("supply-apple")]
    assert len(apples) == 16
    for apple in apples:
        drawn = QRectF(apple.scenePos(), QSizeF(apple.diameter, apple.diameter))
        assert area.adjusted(6, 6, -6, -6).contains(drawn), (drawn, area)
    lefts = sorted({round(a.scenePos().x() - area.left(), 1) for a in apples})
    rights = sorted({round(area.right() - a.scenePos().x() - a.diameter, 1) for a in apples})
    assert abs(lefts[0] - rights[0]) <= 1, "as much room on the right as on the left"


def test_the_robots_choices_show_their_whole_words(qtbot: Any) -> None:
    """Four cards a choice, four choices to a row: "red 1, blue 3…e 5, yellow 7" was cut inside."""
    scene, _view, session = make_table(qtbot)
    setup = {"players": 1, "apples": [2], "hands": [["R2", "G14"]],
             "stacks": {"single": [["Y15"]], "pair": [["R15", "B15"]], "any": [["G2", "G3", "G4"]]},
             "robot": {"hand": ["R1", "B3", "Y5", "B7", "Y7"]}}
    session.state = build(setup)
    scene.rebuild()
    session.play(SpendApple())
    qtbot.waitUntil(lambda: not scene.queue.busy and "choice:1" in scene.buttons, timeout=3000)
    choices = [b for key, b in scene.buttons.items() if key.startswith("choice:")]
    assert len(choices) == 2 and "red 1, blue 3, yellow 5, yellow 7" in [b.label for b in choices]
    for button in choices:
        assert text_width(button.label, button.text_size(), bold=True) <= button.size.width() - 8, button.label
        assert scene.sceneRect().contains(button.sceneBoundingRect())


def test_the_words_on_the_felt_lie_under_a_refused_drags_reason(qtbot: Any) -> None:
    """"The Robot's hand" was painted over everything, and ran through the reason a refused
    drag showed over it (and over cards dragged across it)."""
    from PySide6.QtGui import QColor, QImage, QPainter

    scene, view, session = make_table(qtbot)  # solo: the Robot's captions are on the felt
    for _ in range(4):  # until the Robot holds cards
        if any(t == "The Robot's hand" for _r, t in scene.captions) or session.to_move is None:
            break
        session.play(session.game.candidate_moves(session.state)[0])
        qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    where = next(r for r, t in scene.captions if t == "The Robot's hand")
    tag = scene.drag_refusal.tag
    if tag.scene() is None:
        scene.addItem(tag)
    tag.set_text("3 of a Kind tree: play exactly 3 cards of one rank")
    tag.setPos(where.center() - QPointF(tag.boundingRect().width() / 2, tag.boundingRect().height() / 2))
    plate = tag.sceneBoundingRect().intersected(where)
    image = QImage(int(plate.width()), int(plate.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), plate)
    painter.end()
    light = sum(1 for x in range(image.width()) for y in range(image.height())
                if image.pixelColor(x, y).lightness() > 200 and image.pixelColor(x, y).saturation() < 40)
    assert light == 0, f"{light} pixels of the caption through the plate"


def test_the_keys_words_follow_the_robots_turn_on_the_status_line(qtbot: Any) -> None:
    """"Enter picks it up. The Robot drew 3 cards, …" read as if Enter were the Robot's doing, and
    "The Robot … spent an apple. Enter presses “Spend an apple”" too: the keys' words end the line."""
    scene, view, session = make_table(qtbot)
    session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy and session.to_move == 0, timeout=5000)
    robot = scene.status_preface()
    assert robot.startswith("The Robot ")
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)  # the keyboard's ring comes onto the table
    assert scene.keyboard.focus is not None and scene.keyboard.ring.isVisible()
    text = scene.status_with_keys()
    assert text.startswith(robot + " ") and text.endswith(" Enter picks up the card in the ring; Space marks it, "
                                                          "to play several together."), text
    assert "Your turn" in text[len(robot):] and text.index("Your turn") < text.index("Enter ")
