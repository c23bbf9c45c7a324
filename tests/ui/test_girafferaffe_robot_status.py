"""Solo Girafferaffe: the Robot's turn is part of the player's move and flies for a while after
it. Meanwhile the Robot's panel is outlined and the status line says the Robot is playing (it used to keep saying "Your turn",
and a drag then waited for the Robot without a word); once the table is still, it is the
player's turn again, and the status line says what the Robot did."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gamebox.core.describe import Names, join_words
from gamebox.games.girafferaffe.words import RobotTurn
from tests.ui.play import open_window
from ui.girafferaffe.animate import ROBOT_PLAYING
from ui.girafferaffe.widgets import SeatPanel


def outlined(scene: Any) -> list[str]:
    return [item.key for item in scene.items() if isinstance(item, SeatPanel) and item.highlight]


def test_the_status_line_says_the_robot_is_playing(qtbot: Any, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    window.settings.speed = 0.5
    window.start_game("girafferaffe", 1, ["human"], None, 5, {})
    page = window.page
    session = page.session
    said: list[str] = []
    page.statusChanged.connect(said.append)
    game = session.game
    move = next(m for m in game.candidate_moves(session.state)
                if any(e.kind == "robot_turn" for e in game.apply(session.state, m)[1]))
    assert session.play(move)
    qtbot.waitUntil(lambda: window.status.text() == ROBOT_PLAYING, timeout=3000)
    assert page.scene.queue.busy, "said while the Robot's cards fly"
    assert outlined(page.scene) == ["robot"], "the Robot's panel is outlined meanwhile"
    qtbot.waitUntil(lambda: not page.scene.queue.busy, timeout=10000)
    qtbot.wait(20)
    assert said[-1] != ROBOT_PLAYING and window.status.text() == page.scene.status_text()
    # then what the Robot did, and the player's turn (in a narrow window the move log is hidden,
    # and only a changed tree told the Robot's move)
    last = session.history[-1]
    robot = RobotTurn.read(list(last.events), len(last.before.robot_hand)).words(Names.for_table(("human",), 0))
    assert robot and window.status.text().startswith(f"The Robot {join_words(robot)}. Your turn: ")
    assert session.to_move == 0 and outlined(page.scene) == ["me"], "then the player's again"


def test_while_the_robot_plays_the_counts_show_the_players_move(qtbot: Any, tmp_path: Path) -> None:
    """While the Robot's turn flew, the table still counted as before the player's move: "You /
    12 cards" with 9 in the hand, the old supply, "3+ cards ... empty" on a plate under the
    player's three cards, and a "Spend an apple" that looked pressable."""
    from gamebox.games.girafferaffe.engine import before_robot
    from gamebox.games.girafferaffe.moves import PlayCards
    from ui.table.controls import PanelItem

    window = open_window(qtbot, tmp_path)
    window.settings.speed = 0.5
    window.start_game("girafferaffe", 1, ["human"], None, 5, {})
    page = window.page
    scene = page.scene
    session = page.session
    game = session.game
    move = next(m for m in game.candidate_moves(session.state)
                if isinstance(m, PlayCards) and len(m.cards) >= 3 and m.tree in ("straight", "flush", "any"))
    mid = before_robot(session.state, move)
    assert session.play(move)
    qtbot.waitUntil(lambda: window.status.text() == ROBOT_PLAYING, timeout=3000)
    assert scene.queue.busy
    panels = {item.key: item for item in scene.items() if isinstance(item, PanelItem)}
    assert panels["me"].lines[1] == f"{len(mid.hands[0])} cards"
    assert panels["supply-label"].lines == [f"Supply: {mid.supply}"] and mid.supply == 15
    zone = scene.tree_zones[move.tree]
    assert zone.depth == 1 and zone.rule == f"{len(move.cards) + 1}+ cards"
    assert not scene.buttons["apple"].enabled
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=10000)


def test_the_counts_beside_the_piles_follow_each_piece_as_it_lands(qtbot: Any, tmp_path: Path) -> None:
    """While the Robot drew, its panel still read "Deck: 15 cards / Hand: no cards"; the supply
    and the Redraw Deck also kept their counts until the whole move had landed."""
    from ui.table.controls import PanelItem

    window = open_window(qtbot, tmp_path)
    window.start_game("girafferaffe", 1, ["human"], None, 5, {})
    scene = window.page.scene
    window.page.session.pause_ai(True)

    def lines(key: str) -> list[str]:
        return next(i.lines for i in scene.items() if isinstance(i, PanelItem) and i.key == key)

    deck = len(window.page.session.state.robot_deck)
    scene.piece_landed("robot-deck", "robot-hand")
    scene.piece_landed("robot-deck", "robot-hand")
    assert lines("robot")[1:3] == [f"Deck: {deck - 2} cards", "Hand: 2 cards"]
    scene.piece_landed("robot-hand", "tree:single")
    scene.piece_landed("redraw", "robot-deck")
    assert lines("robot")[1:3] == [f"Deck: {deck - 1} cards", "Hand: 1 card"]
    assert lines("redraw") == ["Redraw", "3 left"]
    scene.piece_landed("supply", "robot")
    assert lines("supply-label") == ["Supply: 15"]
