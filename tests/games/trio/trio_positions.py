"""Build TRIO positions for tests from a short description (the pile is filled in).

A description has the fields of a TRIO position JSON, except that the pile may be left out:
the cards not placed elsewhere then go, in a fixed order, to the pile, with "pile_top" (in
the order they will be drawn) on top. With "rest": "discard" they go to the discard pile
instead and the pile is "pile" (in the order drawn). Omitted fields take start values.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gamebox.games.trio.cards import card_name, full_deck, parse_card
from gamebox.games.trio.rules import GAME
from gamebox.games.trio.state import TrioState


def build(desc: dict[str, Any]) -> TrioState:
    data: dict[str, Any] = {
        "seed": 7,
        "starter": 0,
        "turn": desc.get("starter", 0),
        "ply": 0,
        "phase": "play",
        "hands": [[], []],
        "columns": [[[] for _ in range(5)] for _ in range(2)],
        "discard": [],
        "trios": [0, 0],
        "bargains": [True, True],
    }
    data.update({k: v for k, v in desc.items() if k not in ("pile", "pile_top", "rest")})
    if "pile" in desc and desc.get("rest") != "discard":
        data["pile"] = desc["pile"]
        return GAME.state_from_json(data)
    top = list(desc.get("pile_top", desc.get("pile", [])))  # in the order they will be drawn
    used: Counter[int] = Counter(parse_card(name) for name in data["hands"][0] + data["hands"][1] + top)
    used.update(parse_card(name) for name in data["discard"])
    for side in data["columns"]:
        for column in side:
            used.update(parse_card(name) for name in column)
    rest: Counter[int] = Counter(full_deck())
    rest.subtract(used)
    assert all(n >= 0 for n in rest.values()), f"a card is used more than twice: {rest}"
    drawn_next = [parse_card(n) for n in reversed(top)]
    if desc.get("rest", "pile") == "discard":
        data["discard"] = list(data["discard"]) + [card_name(c) for c in sorted(rest.elements())]
        pile = drawn_next
    else:
        pile = sorted(rest.elements()) + drawn_next
    data["pile"] = [card_name(c) for c in pile]
    return GAME.state_from_json(data)
