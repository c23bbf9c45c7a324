"""Compact Goritaire positions for tests: "1.1G 1.2S 2.1B" areas, "GGB" hands and piles."""

from __future__ import annotations

from typing import Any

from gamebox.core.events import Event
from gamebox.games.goritaire.state import State, Step, spot_text


def area_from_text(text: str) -> dict[tuple[int, int], str]:
    area = {}
    for word in text.split():
        row, rest = word.split(".")
        area[(int(row), int(rest[:-1]))] = rest[-1]
    return area


def area_text(state: State) -> str:
    return " ".join(f"{spot_text(s)}{c}" for s, c in sorted(state.area.items()))


def cards(g: int, b: int) -> str:
    return "G" * g + "B" * b


def build(spec: dict[str, Any]) -> State:
    """A full position from a compact spec (every zone optional)."""
    deck = spec.get("deck", "")
    hand = spec.get("hand", "")
    discard = spec.get("discard", "")
    removed = spec.get("removed", "")
    area = area_from_text(spec.get("area", ""))
    gorillas = sum(t.count("G") for t in (deck, hand, discard, removed))
    gorillas += sum(1 for c in area.values() if c in "GS")
    known = spec.get("known", "0" * len(deck))
    pending: list[Step] = [(k, int(n)) for k, n in spec.get("pending", [])]
    return State(
        gorillas=gorillas, extreme=bool(spec.get("extreme", False)), deck=list(deck),
        known=[c == "1" for c in known], hand_g=hand.count("G"), hand_b=hand.count("B"), area=area,
        disc_g=discard.count("G"), disc_b=discard.count("B"), gone_g=removed.count("G"),
        gone_b=removed.count("B"), turn=int(spec.get("turn", 2)), phase=spec.get("phase", "action"),
        played=bool(spec.get("played", False)), imaginary=int(spec.get("imaginary", 0)),
        banastasia=bool(spec.get("banastasia", False)), pending=pending,
        as_printed=bool(spec.get("as_printed", False)),
    )


def event_text(event: Event) -> str:
    data = event.data
    if event.kind == "fall":
        return f"fall {data['src']}>{data['dst']} {data['card']}"
    if event.kind in ("banana_discarded", "sacrifice"):
        return f"{event.kind} {data['src']}"
    if event.kind == "flee":
        return f"flee {data['src']}>{data['dst']}"
    return event.kind


COLLAPSE_KINDS = ("fall", "banana_discarded", "sacrifice", "flee")


def snapshot(state: State) -> dict[str, Any]:
    """The observable facts a golden scenario may pin down."""
    return {
        "area": area_text(state),
        "hand": cards(state.hand_g, state.hand_b),
        "discard": cards(state.disc_g, state.disc_b),
        "removed": cards(state.gone_g, state.gone_b),
        "deck": "".join(state.deck),
        "deck_size": len(state.deck),
        "hand_size": state.hand_size,
        "phase": state.phase,
        "turn": state.turn,
        "outcome": state.outcome,
        "score": state.score,
        "imaginary": state.imaginary,
        "played": state.played,
        "pending": [list(p) for p in state.pending],
    }
