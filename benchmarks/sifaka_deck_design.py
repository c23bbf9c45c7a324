"""Regenerate resources/sifaka/deck.json, the GameBox Sifaka deck (S2, S3), and print its make-up.

    .venv/bin/python benchmarks/sifaka_deck_design.py [--write]

The design (fixed, seeded, so the file is reproducible):
- 48 terrain cards, 192 boxes: 30 mango boxes (15 green, 9 yellow, 6 red), one per mango card;
  80 arrow boxes; 5 blank boxes; 77 boxes with palm trees only.
- 18 of the 30 mango cards carry a "pointer": an arrow in a box beside the mango that turns a
  pawn onto it, so arrows matter for reaching mangos. The other 62 arrows point anywhere (many arrows keep pawns off the edges).
- The 5 blanks (traps: a pawn that stops there stays for good) sit on cards without a mango.
- Every arrow and mango box has 1-3 palm trees; plain boxes have 1-3 (average about 1.8), so
  pawns keep moving. Red mangos sit a little more often on 1-palm boxes.
- The 4 Hut cards: hut box (1 palm) at the card's inner corner, the two boxes beside it carry
  2 palms and an arrow pointing out of the start square, the outer corner 3 palms.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "resources" / "sifaka" / "deck.json"
# Box order: top-left, top-right, bottom-left, bottom-right; neighbours inside a card.
NEIGHBOURS = {0: {1: "W", 2: "N"}, 1: {0: "E", 3: "N"}, 2: {0: "S", 3: "W"}, 3: {1: "S", 2: "E"}}
# NEIGHBOURS[mango][arrow_box] = the direction from arrow_box towards the mango box.


def design(seed: int = 2026) -> dict[str, object]:
    rng = random.Random(seed)
    mango_palms = {
        "g": [1] * 8 + [2] * 7,
        "y": [1] * 5 + [2] * 4,
        "r": [1] * 3 + [2] * 2 + [3],
    }
    arrow_palms = [1] * 31 + [2] * 37 + [3] * 12
    plain_palms = [1] * 30 + [2] * 30 + [3] * 17
    for pool in (*mango_palms.values(), arrow_palms, plain_palms):
        rng.shuffle(pool)
    cards: list[list[str | None]] = []
    mango_colours = ["g"] * 15 + ["y"] * 9 + ["r"] * 6
    pointer = [True] * 18 + [False] * 12
    rng.shuffle(pointer)
    for colour, has_pointer in zip(mango_colours, pointer):
        boxes: list[str | None] = [None] * 4
        spot = rng.randrange(4)
        boxes[spot] = f"{mango_palms[colour].pop()}{colour}"
        if has_pointer:
            beside = rng.choice(sorted(NEIGHBOURS[spot]))
            boxes[beside] = f"{arrow_palms.pop()}{NEIGHBOURS[spot][beside]}"
        cards.append(boxes)
    for index in range(18):
        boxes = [None] * 4
        if index < 5:
            boxes[rng.randrange(4)] = "0"
        cards.append(boxes)
    free = [(c, b) for c, boxes in enumerate(cards) for b in range(4) if boxes[b] is None]
    rng.shuffle(free)
    for c, b in free[: len(arrow_palms)]:
        cards[c][b] = f"{arrow_palms.pop()}{rng.choice('NESW')}"
    for c, boxes in enumerate(cards):
        for b in range(4):
            if boxes[b] is None:
                boxes[b] = str(plain_palms.pop())
    assert not arrow_palms and not plain_palms
    order = list(range(48))
    rng.shuffle(order)
    terrain = [{"id": f"T{n + 1:02d}", "boxes": cards[i]} for n, i in enumerate(order)]
    huts = [{"id": f"H{n}", "boxes": ["3", "2N", "2W", "1H"]} for n in range(1, 5)]
    return {
        "format": "gamebox-sifaka-deck",
        "version": 1,
        "legend": (
            "boxes: top-left, top-right, bottom-left, bottom-right at rotation 0; each box is its"
            " palm count 0-3 then at most one mark: arrow N/E/S/W, mango g/y/r, or H (hut)"
        ),
        "huts": huts,
        "terrain": terrain,
    }


def make_up(deck: dict[str, object]) -> dict[str, object]:
    boxes = [box for card in deck["terrain"] for box in card["boxes"]]  # type: ignore[attr-defined]
    marks = Counter(box[1:] or "plain" for box in boxes)
    palms = Counter(box[0] for box in boxes)
    return {"boxes": len(boxes), "marks": dict(sorted(marks.items())), "palms": dict(sorted(palms.items()))}


def to_text(deck: dict[str, object]) -> str:
    """The deck as JSON with one card a line, so the file reads like a card list."""
    lines = ["{"]
    for key in ("format", "version", "legend"):
        lines.append(f"  {json.dumps(key)}: {json.dumps(deck[key])},")
    for key in ("huts", "terrain"):
        cards = deck[key]
        lines.append(f"  {json.dumps(key)}: [")
        rows = [f"    {json.dumps(card)}" for card in cards]  # type: ignore[attr-defined]
        lines.append(",\n".join(rows))
        lines.append("  ]," if key == "huts" else "  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> None:
    deck = design()
    print(json.dumps(make_up(deck), indent=1))
    if "--write" in sys.argv:
        OUT.write_text(to_text(deck), encoding="utf-8")
        print("wrote", OUT)


if __name__ == "__main__":
    main()
