"""The TRIO table driven with real mouse events on the view's viewport (press, moves with
the button held, release), against the rules through a real GameSession."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import QRectF

from gamebox.games.trio.cards import card_name, parse_card
from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.trio.trio_positions import build
from tests.ui.helpers import centre, click, drag, show_table
from ui.settings import Settings
from ui.table.items import CardItem
from ui.table.view import TableView
from ui.trio.scene import TrioScene

HAND_1 = ["yellow-sun", "yellow-moon", "green-leaf", "blue-drop", "red-drop"]


def make_table(qtbot: Any, seed: int = 5, seats: tuple[str, ...] = ("human", "computer"),
               position: dict[str, Any] | None = None) -> tuple[TrioScene, TableView, GameSession]:
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), seed, seats)
    session.ai_delay_ms = 0
    if position is not None:
        session.state = build(position)
    scene = TrioScene(session, Settings(speed=0.0))
    view = show_table(qtbot, scene)
    if scene.curtain is not None:  # a hot-seat table opens behind the curtain
        click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.my_turn() or session.to_move is None, timeout=5000)
    return scene, view, session


def hand_item(scene: TrioScene, name: str) -> Any:
    return next(item for item in scene.my_hand if item.key == name)


def test_drag_a_card_onto_one_of_your_columns(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    card = scene.my_hand[0]
    name = card.key
    before = len(session.history)
    drag(view, centre(card), centre(scene.column_zones[(1, 2)]))
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=2000)
    assert session.history[before].text == f"play {name} 3"
    seat = scene.viewer_seat
    assert session.state.columns[seat][2][-1] == parse_card(name)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert scene.column_items[(1, 2)][0].key == name


def test_a_drop_on_the_opponents_column_is_refused_with_its_reason(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    card = scene.my_hand[0]
    home = card.pos()
    before = len(session.history)
    drag(view, centre(card), centre(scene.column_zones[(0, 1)]))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons and "your opponent's" in reasons[-1] and "own columns" in reasons[-1]
    assert card.pos() == home
    assert len(session.history) == before


def test_legal_columns_glow_while_dragging(qtbot: Any) -> None:
    scene, _view, _session = make_table(qtbot)
    targets = scene.drag_targets([scene.my_hand[0]])
    legal = {getattr(t.item, "key", "") for t in targets if t.legal}
    mine = {scene.column_zones[(1, k)].key for k in range(5)} | {scene.bargain_items[1].key}
    assert legal == mine
    refused = [t for t in targets if not t.legal]
    assert refused and all(t.reason for t in refused)


def test_a_trio_empties_the_column_and_gives_a_trio_card(qtbot: Any) -> None:
    position = {"starter": 0, "hands": [["red-star", "blue-leaf", "green-moon", "yellow-drop", "blue-sun"], HAND_1],
                "columns": [[[], [], ["red-sun", "red-moon"], [], []], [[], [], ["green-star", "blue-star"], [], []]]}
    scene, view, session = make_table(qtbot, position=position)
    drag(view, centre(hand_item(scene, "red-star")), centre(scene.column_zones[(1, 2)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert [e.kind for e in session.history[0].events][:5] == [
        "card_played", "trio_made", "cards_discarded", "facing_card_lost", "trio_card_taken"]
    qtbot.waitUntil(lambda: not scene.queue.busy and len(session.history) >= 2, timeout=5000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert len(scene.trophies[1]) == 1
    assert scene.column_items[(1, 2)] == [] or session.state.columns[0][2]  # the computer may replay there
    assert session.state.trios[0] == 1


def test_the_trio_flash_stays_on_the_column_that_made_it(qtbot: Any) -> None:
    """Above your row the "TRIO!" flash stood over the number of the opponent's column across
    from yours; it lies inside the column that made the trio, on either row."""
    position = {"starter": 0, "hands": [["red-star", "blue-leaf", "green-moon", "yellow-drop", "blue-sun"], HAND_1],
                "columns": [[[], [], ["red-sun", "red-moon"], [], []], [[], [], ["green-star", "blue-star"], [], []]]}
    scene, view, session = make_table(qtbot, position=position)
    flashes: list[QRectF] = []
    show = scene.animator._flash

    def flash(items: Any, column_pos: Any) -> None:
        show(items, column_pos)
        assert scene.animator._flash_item is not None
        flashes.append(scene.animator._flash_item.sceneBoundingRect())

    scene.animator._flash = flash  # type: ignore[method-assign]
    drag(view, centre(hand_item(scene, "red-star")), centre(scene.column_zones[(1, 2)]))
    qtbot.waitUntil(lambda: bool(flashes) and not scene.queue.busy, timeout=3000)
    column = scene.column_zones[(1, 2)].sceneBoundingRect()
    assert column.top() <= flashes[0].top() and flashes[0].bottom() <= column.bottom(), (flashes[0], column)
    assert not flashes[0].intersects(scene.column_zones[(0, 2)].sceneBoundingRect())


def test_bargain_by_drag_then_the_card_is_spent(qtbot: Any) -> None:
    position = {"starter": 0, "hands": [["red-star", "blue-leaf", "green-moon", "yellow-drop", "blue-sun"], HAND_1]}
    scene, view, session = make_table(qtbot, seats=("human", "human"), position=position)
    reasons: list[str] = []
    scene.refused.connect(reasons.append)
    drag(view, centre(hand_item(scene, "blue-leaf")), centre(scene.bargain_items[1]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "bargain give blue-leaf"
    assert not session.state.bargains[0]
    # hot seat: open the curtain for player 2, then back to player 1 after their play
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=2000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.my_turn(), timeout=2000)
    assert scene.viewer_seat == 1
    drag(view, centre(scene.my_hand[0]), centre(scene.column_zones[(1, 0)]))
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=2000)
    click(view, centre(scene.curtain))
    qtbot.waitUntil(lambda: scene.my_turn() and scene.viewer_seat == 0, timeout=2000)
    card = scene.my_hand[0]
    drag(view, centre(card), centre(scene.bargain_items[1]))
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    assert reasons and "spent" in reasons[-1]
    assert len(session.history) == 2
    # Tab no longer stops on the spent card: Enter there did nothing
    stops = [getattr(item, "key", "") for item in scene.keyboard.candidates()]
    assert "bargain:0" not in stops and not any(key.startswith("column:") for key in stops)
    scene.my_hand[0].setSelected(True)  # a card marked: the columns take it (with none, Enter was refused)
    stops = [getattr(item, "key", "") for item in scene.keyboard.candidates()]
    assert "bargain:0" not in stops and any(key.startswith("column:") for key in stops)


def test_select_then_click_a_column(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot)
    card = scene.my_hand[1]
    name = card.key
    click(view, centre(card))
    assert card.isSelected()
    assert scene.column_zones[(1, 4)].glow and not scene.column_zones[(0, 4)].glow
    before = len(session.history)
    click(view, scene.column_zones[(1, 4)].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=2000)
    assert session.history[before].text == f"play {name} 5"


def test_pass_button_with_an_empty_hand(qtbot: Any) -> None:
    position = {"starter": 0, "turn": 0, "pile": [], "rest": "discard", "hands": [[], ["yellow-sun", "green-leaf"]]}
    scene, view, session = make_table(qtbot, position=position)
    assert scene.pass_button is not None
    click(view, centre(scene.pass_button))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "pass"


def test_a_past_table_offers_no_pass(qtbot: Any) -> None:
    """The Review's table of a moment when the viewer had to pass showed the Pass button lit,
    though nothing can be played on a past table."""
    position = {"starter": 0, "turn": 0, "pile": [], "rest": "discard", "hands": [[], ["yellow-sun", "green-leaf"]]}
    scene, _view, session = make_table(qtbot, position=position)
    past = scene.past_table(0)
    try:
        assert past.read_only and past.pass_button is None
        assert not [item for item in past.items() if getattr(item, "key", "") == "pass"]
    finally:
        past.session.close()


def test_a_whole_game_with_the_mouse(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, seed=11)
    turns = 0
    while session.to_move is not None:
        qtbot.waitUntil(lambda: scene.my_turn() or session.to_move is None, timeout=5000)
        if session.to_move is None:
            break
        before = len(session.history)
        if scene.pass_button is not None:
            click(view, centre(scene.pass_button))
        else:
            column = turns % 5
            drag(view, centre(scene.my_hand[0]), scene.column_zones[(1, column)].sceneBoundingRect().center())
        qtbot.waitUntil(lambda n=before: len(session.history) > n, timeout=3000)
        turns += 1
        assert turns < 60
    assert session.result is not None
    # the end is told by the shared end screen beside the table, from the rules' report
    report = session.game.describe_result(session.state, 0, session.names_for(0))
    assert report.headline in ("You won!", "Computer won", "Draw")
    assert [s.name for s in report.standings if s.seat == 0] == ["You"]
    # and the opponent's hand lies face up on the table, as the end screen lists it
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=5000)
    scene.rebuild()
    shown = [item.key for item in scene.hand_items[0]]
    assert shown == [card_name(c) for c in session.state.hands[1]] and "?" not in shown


def test_keyboard_play_lifts_a_card_and_drops_it_on_a_column(qtbot: Any) -> None:
    from PySide6.QtCore import Qt

    scene, view, session = make_table(qtbot)
    before = len(session.history)
    for _ in range(20):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Tab)
        if scene.keyboard.focus in scene.my_hand:
            break
    card = scene.keyboard.focus
    assert card in scene.my_hand
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # lift: the ring goes to a legal column
    assert scene.keyboard.carried == [card]
    assert scene.keyboard.focus is scene.column_zones[(1, 0)] and scene.column_zones[(1, 0)].glow
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)  # drop
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=2000)
    assert session.history[before].text == f"play {getattr(card, 'key', '')} 1"


def test_the_table_fits_at_every_card_size(qtbot: Any) -> None:
    info = get_info("trio")
    for scale in (0.6, 1.0, 1.6):
        session = GameSession(info, info.make_config(2), 3, ("human", "computer"))
        scene = TrioScene(session, Settings(speed=0.0, card_scale=scale))
        scene.start()
        table = scene.sceneRect()
        items = list(scene.column_zones.values()) + scene.my_hand + [scene.bargain_items[1]]
        for item in items:
            assert table.contains(item.sceneBoundingRect().adjusted(4, 8, -4, -4)), (scale, item.key)
        zones = [scene.column_zones[(1, k)].sceneBoundingRect() for k in range(5)]
        assert all(not a.intersects(b) for a, b in pairwise(zones))
        assert zones[-1].right() < 700  # clear of the piles and panels on the right


def test_the_bargain_help_speaks_only_to_a_person(qtbot: Any) -> None:
    """With two computers at the table (watching), it told nobody to drop a card from their hand."""
    for seats, told in ((("human", "computer"), True), (("computer", "computer"), False)):
        info = get_info("trio")
        session = GameSession(info, info.make_config(2), 5, seats)
        session.pause_ai(True)
        scene = TrioScene(session, Settings(speed=0.0))
        show_table(qtbot, scene)
        helps = [item for item in scene.items() if getattr(item, "key", "") == "bargain-help"]
        assert bool(helps) == told, seats


def test_the_bargain_help_goes_when_the_game_is_over(qtbot: Any) -> None:
    """How to bargain was still explained beside the final table."""
    from tests.ui.test_continue import finished_record
    from ui.files import session_from_record

    session = session_from_record(finished_record("trio", seed=4))
    scene = TrioScene(session, Settings(speed=0.0))
    show_table(qtbot, scene, start_session=False)
    assert session.to_move is None
    assert not [item for item in scene.items() if getattr(item, "key", "") == "bargain-help"]
    assert any(getattr(item, "key", "") == "bargain:0" for item in scene.items())  # the card itself stays


def test_the_opponents_columns_carry_the_numbers_the_move_log_names(qtbot: Any) -> None:
    """The log says "Computer played the green moon on column 4": the opponent's row must show
    the same numbers as yours, and column 4 is the one that got the card."""
    import re

    scene, view, session = make_table(qtbot)
    if not session.history:  # you went first: play, and the computer answers
        drag(view, centre(scene.my_hand[0]), centre(scene.column_zones[(1, 0)]))
        qtbot.waitUntil(lambda: any(s.seat != scene.viewer_seat for s in session.history), timeout=5000)
    step = next(s for s in session.history if s.seat != scene.viewer_seat)
    line = session.describe_step(step, scene.viewer_seat)
    number = int(re.search(r"on column (\d)", line).group(1))  # type: ignore[union-attr]
    assert [scene.column_zones[(0, k)].label for k in range(5)] == ["1", "2", "3", "4", "5"]
    assert [scene.column_zones[(1, k)].label for k in range(5)] == ["1", "2", "3", "4", "5"]
    opponent = 1 - scene.viewer_seat
    assert session.state.columns[opponent][number - 1], line


def test_the_draw_piles_back_does_not_read_like_a_trio_card(qtbot: Any, monkeypatch: Any) -> None:
    """The pile's back said "TRIO", the word of the gold TRIO cards that lie next to it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from ui.table import painting
    from ui.trio import art

    written: list[str] = []
    real = painting.draw_text
    monkeypatch.setattr(painting, "draw_text", lambda p, r, text, *a, **k: (written.append(text), real(p, r, text, *a, **k)))
    image = QImage(120, 170, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    art.card_back(painter, QRectF(0, 0, 120, 170))
    painter.end()
    assert written and "TRIO" not in written


def test_the_last_turn_note_leaves_the_trio_cards_in_sight(qtbot: Any) -> None:
    """ "Last turn: You" was drawn over the third TRIO card the other player had just won."""
    from gamebox.games.trio.state import LAST_TURN

    position = {"starter": 1, "turn": 0, "phase": LAST_TURN, "trios": [2, 3],
                "hands": [HAND_1, ["red-sun", "red-moon", "green-drop", "blue-sun", "blue-moon"]]}
    scene, _view, session = make_table(qtbot, position=position)
    assert session.state.phase == LAST_TURN
    note = next(item for item in scene.items() if getattr(item, "key", "") == "last-turn")
    covered = [getattr(item, "key", "") for item in scene.items() if isinstance(item, CardItem) and item.isVisible()
               and note.sceneBoundingRect().intersects(item.sceneBoundingRect())]
    assert covered == []


def test_the_starter_goes_first_until_a_card_is_played_then_went_first(qtbot: Any) -> None:
    """"You · went first" stood beside a table where nobody had played yet."""
    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 5, ("human", "computer"))
    session.pause_ai(True)
    scene = TrioScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    starter = session.state.starter

    def starter_line() -> str:
        panel = next(item for item in scene.items() if getattr(item, "key", None) == f"seat:{starter}")
        return str(panel.lines[0])

    assert starter_line() == ("You · go first" if starter == 0 else "Computer · goes first")  # not "You · goes first"
    session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy and starter_line().endswith(" · went first"), timeout=3000)


def test_you_go_first(qtbot: Any) -> None:
    """"You · goes first": the panel's verb did not follow who it spoke of."""
    info = get_info("trio")
    game = info.load()
    seed = next(s for s in range(40) if game.new_game(info.make_config(2), s).starter == 0)
    session = GameSession(info, info.make_config(2), seed, ("human", "computer"))
    session.pause_ai(True)
    scene = TrioScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    panel = next(item for item in scene.items() if getattr(item, "key", None) == "seat:0")
    assert panel.lines[0] == "You · go first"


def test_the_draw_pile_stays_while_a_card_is_drawn_from_it_and_counts_down(qtbot: Any) -> None:
    """The pile vanished under every card drawn ("Draw pile: 29" beside no pile), and its count
    waited for the whole move to land."""
    scene, view, session = make_table(qtbot)
    before = len(session.state.pile)
    scene.queue.speed = 1.0
    seen: list[tuple[bool, str]] = []
    drag(view, centre(scene.my_hand[0]), centre(scene.column_zones[(1, 2)]))
    qtbot.waitUntil(lambda: scene.queue.busy, timeout=2000)
    while scene.queue.busy:
        assert scene.pile_item is not None and scene.pile_label is not None
        seen.append((scene.pile_item.isVisible(), scene.pile_label.lines[0]))
        qtbot.wait(15)
    assert any(e.kind == "card_drawn" for e in session.history[0].events)
    assert all(shown for shown, _label in seen), seen
    assert (True, f"Draw pile: {before - 1}") in seen, seen  # counted down while the card flies


def test_the_counts_under_the_piles_stand_apart(qtbot: Any) -> None:
    """"Discard: 0" ran under "TRIO cards left: 6"."""
    scene, _view, _session = make_table(qtbot)
    keys = ("pile-label", "discard-label", "supply-label")
    panels = [next(i for i in scene.items() if getattr(i, "key", "") == key) for key in keys]
    rects = [QRectF(panel.scenePos(), panel.size) for panel in panels]  # as drawn (their bounds hold a margin)
    for left, right in zip(rects, rects[1:]):
        assert right.left() >= left.right(), (left, right)
    assert scene.sceneRect().contains(rects[-1])


def test_a_long_column_keeps_its_last_three_cards_readable() -> None:
    """Fourteen cards in a column were squeezed evenly: the card above the last showed its
    symbol in a few pixels, and a TRIO is judged on the last three."""
    from PySide6.QtCore import QSizeF

    from ui.trio import layout as L

    card = QSizeF(84.0, 120.0)
    for row_index in (0, 1):
        room = L.bottom(row_index, card) - L.TOP[row_index] - card.height()
        for count in (2, 5, 9, 14, 20):
            spots = [L.offset(i, count, row_index, card) for i in range(count)]
            steps = [b - a for a, b in zip(spots, spots[1:])]
            assert all(step > 0 for step in steps), (count, steps)
            if room >= 2 * L.KEEP_STEP + (count - 3) * L.LEAST_STEP:
                assert min(steps[-2:]) >= L.KEEP_STEP - 1e-9, (count, steps)
            if count <= 14:
                assert spots[-1] <= room + 1e-9, (count, spots[-1], room)  # the column ends above its bottom


def test_the_hand_over_screen_says_it_is_the_last_turn(qtbot: Any) -> None:
    """Two people at one screen: the curtain before a last turn (T6) says so, as the status
    line does once it opens (the hand-over screen had said only "Ann, your turn")."""
    from gamebox.games.trio.state import LAST_TURN

    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 5, ("human", "human"))
    session.state = build({"starter": 1, "turn": 0, "phase": LAST_TURN, "trios": [2, 3],
                           "hands": [HAND_1, ["red-sun", "red-moon", "green-drop", "blue-sun", "blue-moon"]]})
    scene = TrioScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    qtbot.waitUntil(lambda: scene.curtain is not None, timeout=2000)
    assert scene.curtains.seat == 0
    assert scene.curtain.text.split("\n")[1] == "This is your last turn."
    assert scene.status_text().endswith(" This is your last turn.")
    scene.curtains.show(1)  # not the mover: no such words for them
    assert "last turn" not in scene.curtain.text


def test_a_past_table_gives_no_advice_on_bargaining(qtbot: Any) -> None:
    """The Review's table said "Once a game, instead of playing, drop a card … on your bargaining
    card" (or that it was spent) over a position nobody could play any more."""
    scene, _view, session = make_table(qtbot)
    assert any(getattr(item, "key", "") == "bargain-help" for item in scene.items())
    past = scene.past_table(len(session.history))
    try:
        assert not any(getattr(item, "key", "") == "bargain-help" for item in past.items())
        assert past.bargain_items, "the bargaining cards themselves are still shown"
    finally:
        past.shutdown()
        past.session.close()
