"""Start-up to a visible launcher window, and its resident memory.

Runs `python -m ui.app --report-startup` N times (under Xvfb when it is installed, like a real
desktop; otherwise the offscreen platform) and prints the median and spread as JSON. The clock
starts before the process is spawned and stops when the window reports its first expose.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def display() -> Iterator[dict[str, str]]:
    env = dict(os.environ)
    if shutil.which("Xvfb") and sys.platform.startswith("linux"):
        number = 77
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        env.update(DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb")
        try:
            yield env
        finally:
            server.terminate()
            server.wait()
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
        yield env


def measure(runs: int, command: list[str]) -> dict[str, object]:
    times, rss = [], []
    with display() as env:
        subprocess.run(command, env=env, capture_output=True, timeout=60)  # warm the file cache
        for _ in range(runs):
            start = time.monotonic()
            proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
            line = next((text for text in proc.stdout.splitlines() if "window-exposed" in text), None)
            if line is None:
                raise SystemExit(f"no window reported: {proc.stderr[-500:]}")
            data = json.loads(line)
            times.append(data["monotonic"] - start)
            rss.append(data["rss_mib"])
        platform = data["platform"]
    return {"benchmark": "startup-to-launcher", "platform": platform, "runs": runs,
            "median_s": round(statistics.median(times), 3), "min_s": round(min(times), 3),
            "max_s": round(max(times), 3), "rss_mib_median": round(statistics.median(rss), 1)}


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    print(json.dumps(measure(runs, [sys.executable, "-m", "ui.app", "--report-startup"]), indent=1))


if __name__ == "__main__":
    main()
