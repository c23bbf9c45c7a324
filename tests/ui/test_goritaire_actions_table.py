"""Actions on the Goritaire table, with real mouse events: paying by clicking Gorillas (only those
that can still complete the payment glow), why an action cannot be used, Walking's guess."""

from __future__ import annotations

from typing import Any

from tests.games.goritaire.helpers import build
from tests.ui.helpers import centre, click, drag
from tests.ui.test_goritaire_scene import hand_card, make_table


def test_pay_an_action_by_clicking_gorillas(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 2.1G 2.2G", "hand": "GB", "deck": "BBB"})
    click(view, centre(scene.buttons["action:invitation1"]))
    assert scene.paying == "invitation1"
    assert scene.spot_items[(2, 1)].glow and scene.spot_items[(1, 1)].glow
    click(view, centre(scene.spot_items[(2, 2)]))
    assert scene.pay_pick == [(2, 2)] and not session.history
    click(view, centre(scene.spot_items[(1, 3)]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    assert session.history[0].text == "act invitation1 pay 2.2,1.3"
    assert session.state.pending == [("place", 1)]
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    gorilla = hand_card(scene, "G")
    drag(view, centre(gorilla), centre(scene.zones[(1, 4)]))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.history[1].text == "place @1.4"


def test_only_gorillas_that_can_still_complete_the_payment_glow(qtbot: Any) -> None:
    """The table lit every awake Gorilla of the lowest level the cost names, worked out for
    itself: with a Level 1 Gorilla picked for "Level 2+ & any", the other Level 1s still glowed
    although no payment holds two of them."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 1.3G 2.1G 2.2G", "hand": "GB", "deck": "BBB"})
    click(view, centre(scene.buttons["action:invitation1"]))
    assert all(scene.spot_items[spot].glow for spot in ((1, 1), (1, 2), (1, 3), (2, 1), (2, 2)))
    click(view, centre(scene.spot_items[(1, 1)]))
    assert scene.pay_pick == [(1, 1)]
    assert scene.spot_items[(2, 1)].glow and scene.spot_items[(2, 2)].glow
    assert not scene.spot_items[(1, 2)].glow and not scene.spot_items[(1, 3)].glow
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:  # a Gorilla that does not glow
        click(view, centre(scene.spot_items[(1, 2)]))
    assert "click a glowing one" in blocker.args[0]
    assert scene.pay_pick == [(1, 1)] and not session.history, "the pick made stays"


def test_a_sleeping_gorilla_is_refused_as_a_payer_in_the_rules_words(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2S 2.1G", "hand": "GB", "deck": "BBB"})
    click(view, centre(scene.buttons["action:walking"]))
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        click(view, centre(scene.spot_items[(1, 2)]))
    assert "asleep" in blocker.args[0] and not session.history and scene.pay_pick == []


def test_a_greyed_action_says_why_naming_it_once(qtbot: Any) -> None:
    """"Walking: Walking needs a card in the deck" named the action twice."""
    scene, view, session = make_table(qtbot, {"area": "1.1G 1.2G 2.1G", "hand": "G", "deck": ""})
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        click(view, centre(scene.buttons["action:walking"]))
    assert blocker.args[0] == "Walking needs a card in the deck"
    with qtbot.waitSignal(scene.refused, timeout=2000) as blocker:
        click(view, centre(scene.buttons["action:cooking2"]))
    assert blocker.args[0] == "Cooking needs a Banana card in your hand"
    assert not session.history


def test_the_guess_says_the_top_card_when_the_player_has_seen_it(qtbot: Any) -> None:
    """After Scapulimancy put a Gorilla back on top, Walking's guess said only "Not seen yet"
    and the deck showed a back: the player had to remember what they saw."""
    from ui.goritaire.choices import choice_buttons

    seen = build({"area": "1.1G 1.2G", "hand": "B", "deck": "GBB", "known": "100", "pending": [["guess", 1]]})
    title, _buttons = choice_buttons(seen)
    assert title[-1] == "You saw it: a Gorilla"
    unseen = build({"area": "1.1G 1.2G", "hand": "B", "deck": "GBB", "pending": [["guess", 1]]})
    assert choice_buttons(unseen)[0][-1].startswith("Not seen yet:")


def test_walking_asks_the_guess_in_place(qtbot: Any) -> None:
    scene, view, session = make_table(qtbot, {"area": "1.1G", "hand": "B", "deck": "GBB"})
    click(view, centre(scene.buttons["action:walking"]))
    click(view, centre(scene.buttons["pay:cheapest"]))
    qtbot.waitUntil(lambda: bool(session.history), timeout=2000)
    qtbot.waitUntil(lambda: not scene.queue.busy, timeout=2000)
    guess = next(b for b in scene.buttons.values() if b.label == "Gorilla")
    click(view, centre(guess))
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=2000)
    assert session.history[1].text == "guess G"
    assert session.state.hand_g == 1


def test_paying_for_an_action_tells_its_whole_cost(qtbot: Any) -> None:
    """Homesickness's button read "Level 4+ …": what the "…" hid (Sacrifice 2, Combustion 2)
    showed only in a tooltip. Once the action is chosen, the note under Pay cheapest says it,
    clear of the Hint and Demo buttons."""
    scene, view, _session = make_table(qtbot, {"extreme": True, "hand": "B", "deck": "BGBGG",
                                               "area": "1.1G 1.2G 1.3G 1.4G 2.1B 2.2G 2.3G 3.1G 3.2B 4.1G"})
    click(view, centre(scene.buttons["action:homesickness"]))
    note = next(item for item in scene.items() if getattr(item, "key", "") == "pay-note")
    assert note.lines == ["Picked 0 of 1 Gorilla", "Then Sacrifice 2, Combustion 2"]
    for key in ("hint", "demo"):
        assert not note.sceneBoundingRect().intersects(scene.buttons[key].sceneBoundingRect())
    click(view, centre(scene.buttons["pay:cancel"]))
    click(view, centre(scene.buttons["action:exploration"]))
    note = next(item for item in scene.items() if getattr(item, "key", "") == "pay-note")
    assert note.lines == ["Picked 0 of 1 Gorilla"]
