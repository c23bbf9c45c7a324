"""Hovering a card or a pile tells what it is, in every card game (TRIO and Gorilla had no
tooltip at all, Girafferaffe's apples, supply and Redraw Deck none)."""

from __future__ import annotations

from typing import Any

from gamebox.registry import get_info
from gamebox.session import GameSession
from tests.games.girafferaffe.golden_runner import build
from tests.text_rules import assert_plain
from tests.ui.gorilla_table import gorilla_table
from tests.ui.helpers import show_table
from ui.settings import Settings


def _tips(scene: Any) -> dict[str, str]:
    return {str(getattr(item, "key", "")): item.toolTip() for item in scene.items() if item.toolTip()}


def test_trio_cards_piles_and_bargaining_cards_say_what_they_are(qtbot: Any) -> None:
    from ui.trio.scene import TrioScene

    info = get_info("trio")
    session = GameSession(info, info.make_config(2), 3, ("human", "computer"))
    session.pause_ai(True)
    scene = TrioScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    assert scene.hand_items[1]
    for card in scene.hand_items[1]:
        assert card.toolTip() == "The " + str(card.key).replace("-", " "), card.toolTip()
    tips = _tips(scene)
    assert tips["bargain:0"].startswith("Your bargaining card: once a game, drop a card from your hand on it")
    assert tips["bargain:1"].startswith("Computer's bargaining card")
    assert scene.pile_item is not None and scene.pile_item.toolTip().startswith(f"The draw pile: {len(session.state.pile)} cards.")
    for text in tips.values():
        assert_plain(text, "TRIO tooltip", sentence=False)


def test_gorilla_cards_the_pile_and_the_stack_say_what_they_are(qtbot: Any) -> None:
    scene, _view, session = gorilla_table(qtbot, 5, paused=True)
    scene.start()
    session.start()
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    while not session.state.pile:  # the opening card laid: a pile with a top
        session.play(session.game.candidate_moves(session.state)[0])
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=3000)
    tips = _tips(scene)
    hand = [item for item in scene.items() if str(getattr(item, "key", "")).startswith("card:")]
    assert hand and all(item.toolTip()[:4] in ("The ", "") for item in hand)
    assert any(item.toolTip().startswith("The ") for item in hand)
    assert tips["stack"].startswith(f"The stack: {len(session.state.stack)} cards. Draw from it")
    assert tips["pile-top"].startswith("On top of the pile: the ")
    for text in tips.values():
        assert_plain(text, "Gorilla tooltip", sentence=False)


def test_girafferaffe_apples_the_supply_and_the_redraw_deck_say_what_they_are(qtbot: Any) -> None:
    from ui.girafferaffe.scene import GirafferaffeScene

    info = get_info("girafferaffe")
    session = GameSession(info, info.make_config(1), 4, ("human",))
    session.ai_delay_ms = 0
    scene = GirafferaffeScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    session.state = build({"players": 1, "apples": [2], "hands": [["R2", "G14"]], "redraw": ["B9", "G9"],
                           "robot": {"hand": ["R1", "B3"]}})
    scene.rebuild()
    state = session.state
    tips = _tips(scene)
    assert tips["supply"] == (f"The supply: {state.supply} apples. A play on some trees earns one from here, "
                              "while they last; a spent apple comes back here.")
    assert scene.redraw_item is not None
    assert scene.redraw_item.toolTip().startswith(f"The Redraw Deck: {len(state.redraw)} cards.")
    apples = [item for item in scene.apple_items]
    assert apples and all(a.toolTip().startswith("One of your apples: drag it to the supply") for a in apples)
    for text in tips.values():
        assert_plain(text, "Girafferaffe tooltip", sentence=False)


def test_sifaka_pawns_and_counters_say_whose_and_what(qtbot: Any) -> None:
    from ui.sifaka.items import CounterItem
    from ui.sifaka.scene import SifakaScene

    info = get_info("sifaka")
    session = GameSession(info, info.make_config(3), 5, ("human", "computer", "computer"))
    session.pause_ai(True)
    scene = SifakaScene(session, Settings(speed=0.0))
    show_table(qtbot, scene)
    tips = [scene.pawn_items[seat].toolTip() for seat in range(3)]
    assert tips[0].startswith("Your sifaka: it walks the way it faces")
    assert tips[1].startswith("Computer 1's sifaka") and tips[2].startswith("Computer 2's sifaka")
    counter = CounterItem("y", -1)
    counter.place_on(2, 3)
    assert counter.toolTip().startswith("A yellow mango counter: a sifaka that ends its walk here may take it.")
    for text in [*tips, counter.toolTip()]:
        assert_plain(text, "Sifaka tooltip", sentence=False)
