"""Engine throughput for every registered game: random playouts through the contract (and
the game's own fast path where it has one). `make bench` runs it after the start-up benchmark."""

from __future__ import annotations

import json
import sys

from gamebox.registry import all_games
from gamebox.selfplay import bench


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    rows = []
    for info in all_games():
        config = info.make_config(info.default_players)
        rows.append(bench(info, config, seconds))
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
