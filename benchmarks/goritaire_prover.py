"""Goritaire's prover over seeded deals, and the catalogue of winnable deals it feeds.

    nice -n 10 python benchmarks/goritaire_prover.py --seeds 0-199 --out build/prover-default.jsonl
    nice -n 10 python benchmarks/goritaire_prover.py --seeds 0-199 --as-printed --out build/prover-printed.jsonl
    python benchmarks/goritaire_prover.py --catalogue resources/goritaire/winnable.json build/prover-*.jsonl

Each deal gives one JSON line: options, seed, status ("won": a winning line was found and
replayed through the engine; "none": every line was searched and none wins; "unknown": the
budget ran out), positions searched, seconds, and for a win the line in the CLI's notation.
An --out file is appended to and deals already in it are skipped, so a run can be resumed.
The closing summary gives the shares of each status and the deals proved per hour.
`--catalogue FILE INPUTS...` writes the catalogue (resources/goritaire/winnable.json) from the
won deals of the inputs, in the format of gamebox/games/goritaire/catalogue.py.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from gamebox.games.goritaire.prover import prove_deal


def seed_range(text: str) -> list[int]:
    out: list[int] = []
    for part in text.split(","):
        low, _sep, high = part.partition("-")
        out.extend(range(int(low), int(high or low) + 1))
    return out


def done_deals(path: Path) -> set[tuple[int, bool, int]]:
    if not path.exists():
        return set()
    seen = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            seen.add((row["options"]["gorillas"], row["options"]["as_printed"], row["seed"]))
    return seen


def run(args: argparse.Namespace) -> None:
    out = Path(args.out) if args.out else None
    skip = done_deals(out) if out else set()
    counts: dict[str, int] = {}
    started = time.perf_counter()
    for gorillas in seed_range(args.gorillas):
        for seed in seed_range(args.seeds):
            if (gorillas, args.as_printed, seed) in skip:
                continue
            proof, line = prove_deal(gorillas, args.as_printed, seed, args.quick, args.nodes, args.seconds)
            row: dict[str, Any] = {"options": {"gorillas": gorillas, "as_printed": args.as_printed},
                                   "seed": seed, "status": proof.status, "nodes": proof.nodes,
                                   "seconds": round(proof.seconds, 2), "moves": line}
            counts[proof.status] = counts.get(proof.status, 0) + 1
            text = json.dumps(row)
            if out:
                with out.open("a", encoding="utf-8") as handle:
                    handle.write(text + "\n")
            print(json.dumps({k: v for k, v in row.items() if k != "moves"}), flush=True)
    elapsed = time.perf_counter() - started
    total = sum(counts.values())
    print(json.dumps({"deals": total, **{k: counts.get(k, 0) for k in ("won", "none", "unknown")},
                      "won_share": round(counts.get("won", 0) / total, 4) if total else 0.0,
                      "seconds": round(elapsed, 1),
                      "deals_per_hour": round(3600 * total / elapsed, 1) if elapsed else 0.0}))


def catalogue(target: str, inputs: list[str]) -> None:
    deals = {}
    for name in inputs:
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            if row["status"] == "won":
                key = (row["options"]["gorillas"], row["options"]["as_printed"], row["seed"])
                deals[key] = {"options": row["options"], "seed": row["seed"], "moves": row["moves"]}
    ordered = [deals[key] for key in sorted(deals, key=lambda k: (k[1], k[0] != 16, k[0], k[2]))]
    text = "{\"deals\": [\n" + ",\n".join(json.dumps(d, separators=(",", ":")) for d in ordered) + "\n]}\n"
    Path(target).write_text(text, encoding="utf-8")
    print(f"{len(ordered)} deals written", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-199", help="deal numbers, e.g. 0-199 or 3,5,10-20")
    parser.add_argument("--gorillas", default="16", help="deck mixes, e.g. 16 or 9-27")
    parser.add_argument("--as-printed", action="store_true")
    parser.add_argument("--quick", type=int, default=4000, help="positions for each quick order")
    parser.add_argument("--nodes", type=int, default=300_000, help="positions for the full search")
    parser.add_argument("--seconds", type=float, default=120.0, help="seconds per deal at most")
    parser.add_argument("--out", default="")
    parser.add_argument("--catalogue", nargs="+", metavar=("FILE", "INPUT"))
    args = parser.parse_args()
    if args.catalogue:
        catalogue(args.catalogue[0], args.catalogue[1:])
    else:
        run(args)


if __name__ == "__main__":
    main()
