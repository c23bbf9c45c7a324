"""Girafferaffe's table while a move's consequences are told: the Robot's turn flying (solo)
and a lost round read out over the table (G11), with the counts as the mover's own part left
them and every rotten apple in sight."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor

from gamebox.games.girafferaffe.state import State
from ui.girafferaffe import layout as L
from ui.girafferaffe.animate import ROBOT_PLAYING, round_ends_game
from ui.girafferaffe.plate_words import cards_words, rule_text
from ui.girafferaffe.widgets import AppleItem, PanelItem, SeatPanel

if TYPE_CHECKING:
    from ui.girafferaffe.scene import GirafferaffeScene


def robot_turn_starts(scene: GirafferaffeScene, mid: State | None = None) -> None:
    """The Robot's turn flies after the solo player's move: its panel is outlined now (the
    table is laid out again only once the turn has landed), the status line says so, and
    the counts show `mid`, the position after the player's own part (they showed the
    position before it: "12 cards" with 9 in the hand, an empty plate under its cards)."""
    for panel in scene.panels.values():
        if isinstance(panel, SeatPanel):
            panel.highlight = panel.key == "robot"
            panel.update()
    spend = scene.buttons.get("apple")
    if spend is not None:
        spend.enabled = False
        spend.update()
    if mid is not None:
        show_counts(scene, mid)
        scene._lay_supply(mid.supply)
    scene.say(ROBOT_PLAYING)


def show_counts(scene: GirafferaffeScene, state: State) -> None:
    """The plates' rules and play counts, your card count, the supply and the Redraw Deck
    as `state` has them (the cards themselves are where the animation put them)."""
    for index, tree in enumerate(state.trees):
        zone = scene.tree_zones.get(tree.name)
        if zone is not None:
            zone.rule = rule_text(tree, state.top(index))
            zone.depth = len(state.stacks[index])
            zone.update()
    seat = scene.viewer_seat
    me = scene.panels.get("me")
    if me is not None and seat is not None:
        scene._relabel("me", [me.lines[0], cards_words(len(state.hands[seat])), *me.lines[2:]])
    for other, panel in scene.seat_panels.items():
        if other >= 0 and other != seat and len(panel.lines) > 1:
            scene._relabel(f"seat:{other}", [panel.lines[0], cards_words(len(state.hands[other])), *panel.lines[2:]])
    scene._supply_shown, scene._redraw_left = state.supply, len(state.redraw)
    scene._relabel("supply-label", [f"Supply: {state.supply}"])
    scene._relabel("redraw", ["Redraw", f"{len(state.redraw)} left"])


def show_own_rotten(scene: GirafferaffeScene, count: int) -> None:
    """Your rotten apples, crossed out under your apples, up to `count`."""
    keys = [str(getattr(i, "key", "")) for i in scene.items()]
    shown = sum(key.startswith("my-rotten:") for key in keys)
    row = (sum(key.startswith("my-apple:") for key in keys) + 4) // 5
    for i in range(shown, count):
        bad = AppleItem(f"my-rotten:{i}", 28, rotten=True)
        bad.setToolTip("A rotten apple: you lost a round. A second one loses the game.")
        scene._add(bad, L.MY_APPLES + QPointF(i * 32, row * 32))


def show_round(scene: GirafferaffeScene, data: dict[str, Any], mid: State | None = None) -> None:
    """A lost round (G11): said in words over the middle band while the table waits, the
    counts as the round ended (`mid`). The round that ends the game shows nothing here:
    the shared end screen tells it."""
    seat = int(data["seat"])
    if round_ends_game(data):
        return
    if mid is not None:
        show_counts(scene, mid)
        scene._lay_supply(mid.supply)
    rotten = [int(n) for n in data.get("rotten", [])]
    for other, seat_panel in scene.seat_panels.items():  # the frame on the seat that lost the round
        seat_panel.highlight = other == seat
        if isinstance(seat_panel, SeatPanel) and 0 <= other < len(rotten):  # the loser's new one shows as told
            seat_panel.rotten = rotten[other]
        seat_panel.update()
    if scene.viewer_seat is not None and scene.viewer_seat < len(rotten):
        show_own_rotten(scene, rotten[scene.viewer_seat])
    me = scene.panels.get("me")
    if isinstance(me, SeatPanel):
        me.highlight = seat == scene.viewer_seat
        me.update()
    scene.log_landing_move()  # the panel waits for a click: the log says meanwhile how it came
    names = scene.table_names(scene.viewer_seat)
    lines = [f"Round {data.get('round')}: {names(seat)} could neither play nor spend an apple",
             f"{names(seat)} {names.verb(seat, 'take', 'takes')} a rotten apple."]
    lines.append(f"A second rotten apple loses the game. New deal: {names.obj(seat)} "
                 f"{names.verb(seat, 'deal', 'deals')}.")
    if scene.people_play:  # it waits for its reader (`queue.read`); with only computers it goes on
        lines.append("Click or press Enter to go on.")
    panel = PanelItem("round-lost", QSizeF(L.SIDE_LEFT - L.HAND_LEFT - L.MARGIN, 40 + 22 * len(lines)), lines,
                      highlight=True, fill=QColor(25, 20, 10, 250), title_size=16, line_size=15)
    scene.grey_out_buttons()  # the round is over: "Spend an apple" looked pressable under the panel
    panel.setZValue(4000)
    # over the hand band, where the round's last cards lie: over the middle band it hid the
    # other players' panels and showed the round bar's letters under its edge
    scene._add(panel, QPointF(L.HAND_LEFT, L.HAND_TOP + 24))
    scene.round_panel = panel
