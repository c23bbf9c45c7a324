"""Proven winnable deals: resources/goritaire/winnable.json, written by
benchmarks/goritaire_catalogue.py from the prover's lines (prover.py).

Format, so any tool can check it: {"deals": [{"options": {...}, "seed": N, "moves": [...]}]},
the moves in the CLI's notation: `gamebox-cli play goritaire --seed N --option K=V ... --moves
"m1; m2; ..."` ends in a win. The options name the deck mix ("gorillas") and "as_printed";
a stored line wins with the Extreme Arts too (they only add actions).

With the option "Winnable deals only" a deal number picks one of the stored deals of the chosen
deck mix and rules (`deal_seed`); after a lost deal that is in the catalogue the end screen can
show its stored line (`solution_for`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from gamebox.core.errors import GameBoxError
from gamebox.core.validate import load_json, want_bool, want_dict, want_int, want_list, want_str


@dataclass(frozen=True)
class Deal:
    gorillas: int
    as_printed: bool
    seed: int
    moves: tuple[str, ...]


def _option(config: Any, name: str, default: Any) -> Any:
    try:
        return config.get(name)
    except (KeyError, AttributeError):
        return default


def parse_catalogue(data: Any) -> tuple[Deal, ...]:
    """The deals of a catalogue document; RecordError names the first thing wrong."""
    out = []
    for n, entry in enumerate(want_list(want_dict(data, "the catalogue").get("deals"), "deals")):
        where = f"deal {n + 1}"
        entry = want_dict(entry, where)
        options = want_dict(entry.get("options", {}), f"{where} options")
        gorillas = want_int(options.get("gorillas", 16), f"{where} gorillas", 9, 27)
        as_printed = want_bool(options.get("as_printed", False), f"{where} as_printed")
        seed = want_int(entry.get("seed"), f"{where} seed", 0, 2**63 - 1)
        moves = tuple(want_str(m, f"{where} move") for m in want_list(entry.get("moves"), f"{where} moves", 2000, 1))
        out.append(Deal(gorillas, as_printed, seed, moves))
    return tuple(out)


@cache
def catalogue() -> tuple[Deal, ...]:
    """The shipped catalogue (empty if it is missing or damaged: then no deal is offered)."""
    try:
        text = resources.files("resources").joinpath("goritaire", "winnable.json").read_bytes()
        return parse_catalogue(load_json(text, "the catalogue of winnable deals"))
    except (OSError, GameBoxError):
        return ()


def deals_for(gorillas: int, as_printed: bool) -> list[Deal]:
    return [d for d in catalogue() if d.gorillas == gorillas and d.as_printed == as_printed]


def deal_seed(config: Any, seed: int) -> int:
    """The deck's shuffle for a deal number: with "Winnable deals only", a stored winnable deal
    of this deck mix and rules (when there are some): the number itself when it is one, else
    one picked by the number. The session starts the game with this number (so saves keep the
    stored deal's own number, whatever later catalogues hold)."""
    if not _option(config, "winnable", False):
        return seed
    deals = deals_for(int(_option(config, "gorillas", 16)), bool(_option(config, "as_printed", False)))
    if not deals or any(deal.seed == seed for deal in deals):
        return seed
    return deals[seed % len(deals)].seed


def solution_for(config: Any, seed: int) -> list[str] | None:
    """The stored winning line of this deal (config and deal number), or None."""
    shuffle = deal_seed(config, seed)
    gorillas, as_printed = int(_option(config, "gorillas", 16)), bool(_option(config, "as_printed", False))
    for deal in catalogue():
        if deal.seed == shuffle and deal.gorillas == gorillas and deal.as_printed == as_printed:
            return list(deal.moves)
    return None
