"""Smoke check of a frozen GameBox: start it on a virtual screen, open a game, check, quit.

    python packaging/smoke_check.py --app dist/gamebox/gamebox [--cli dist/gamebox/gamebox-cli] [--runs 5] [--platform auto]

Standard library only, so any Python 3.11+ can run it against any build (Linux, Windows, macOS).
Each run starts the app with `--new girafferaffe --seed 1 --seats human,computer` in a throw-away
home folder, with GAMEBOX_SMOKE_REPORT set so the probe built into the bundle
(packaging/smoke_probe.py) reports on the window it sees. A run passes when:
  - a visible window appears (the probe sees it exposed; on X the window is also looked up from
    outside with xdotool when it is installed),
  - text renders: fonts are found, sample glyphs are distinct images in the window's font, text
    widgets show ink, the window capture is not blank (details in smoke_probe.py),
  - the app then quits by itself with exit code 0 after its window is closed, with no Python
    traceback and no Qt plugin error on stderr.
Platform "auto" uses a private Xvfb server (xcb) when Xvfb is installed, else offscreen.
Time to window = from just before the process is started to the probe seeing the window exposed.
Prints a table and the median; exits 1 when any run fails (or the median exceeds --max-window-s).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Self

ROOT = Path(__file__).resolve().parent.parent
# Modules the app imports only on demand; the probe imports them inside the frozen app.
ON_DEMAND_IMPORTS = ["ui.stats", "ui.stats_chart"]

BAD_STDERR = (
    "Traceback (most recent call last)",
    "Could not load the Qt platform plugin",
    "Could not find the Qt platform plugin",
    "This application failed to start",
    "Segmentation fault",
)


class VirtualScreen:
    """A private Xvfb display, started and stopped by this check (never a shared one)."""

    def __init__(self, size: str = "1600x1000x24") -> None:
        self.size = size
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""

    def __enter__(self) -> Self:
        for n in range(90, 160):
            if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
                self.display = f":{n}"
                break
        else:
            raise RuntimeError("no free X display number")
        self.proc = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", self.size, "-nolisten", "tcp", "-noreset"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        socket = Path(f"/tmp/.X11-unix/X{self.display[1:]}")
        for _ in range(200):
            if socket.exists():
                break
            if self.proc.poll() is not None:
                raise RuntimeError("Xvfb exited at start")
            time.sleep(0.025)
        else:
            raise RuntimeError("Xvfb did not start")
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def isolated_env(home: Path, report: Path, platform: str, display: str, title: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            "GAMEBOX_SMOKE_REPORT": str(report),
            "GAMEBOX_SMOKE_EXPECT_TITLE": title,
            "GAMEBOX_SMOKE_IMPORTS": ",".join(ON_DEMAND_IMPORTS),
            "QT_QPA_PLATFORM": platform,
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_STATE_HOME": str(home / "state"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"),
        }
    )
    for key in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORMTHEME", "PYTHONPATH", "PYTHONHOME"):
        env.pop(key, None)
    if display:
        env["DISPLAY"] = display
    return env


def seen_from_outside(pid: int, env: dict[str, str]) -> bool:
    """Ask the X server (via xdotool) whether the process has a visible window."""
    result = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
        env=env,
        check=False,
        capture_output=True,
        text=True,
        timeout=5,
    )
    return bool(result.stdout.strip())


def run_once(
    app: Path, app_args: list[str], title: str, platform: str, display: str, work: Path, index: int
) -> dict:
    report_path = work / f"run{index}.json"
    home = (work / f"home{index}").resolve()  # each run starts as on a fresh machine: an earlier run's
    home.mkdir(exist_ok=True)     # unfinished game would make `--new` ask first
    env = isolated_env(home, report_path, platform, display, title)
    xdotool = shutil.which("xdotool") if platform == "xcb" else None
    launched = time.time()
    proc = subprocess.Popen([str(app), *app_args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    outside = None
    if xdotool:
        # Look from outside only once the probe noted the window (during its settle time), so
        # polling X does not steal CPU from the start-up being timed.
        outside = False
        while proc.poll() is None and time.time() - launched < 30:
            if report_path.exists():
                while not outside and proc.poll() is None:
                    outside = seen_from_outside(proc.pid, env)
                break
            time.sleep(0.005)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return {"run": index, "ok": False, "problems": ["the app did not exit within 60 s"]}
    stderr = err.decode("utf-8", "replace")
    result: dict = {"run": index, "exit_code": proc.returncode, "problems": []}
    if report_path.exists():
        probe = json.loads(report_path.read_text(encoding="utf-8"))
        result["probe"] = probe
        result["problems"] += probe.get("problems", [])
        if "window_shown" in probe:
            result["time_to_window_s"] = round(probe["window_shown"] - launched, 3)
        if {"hook_entered", "probe_started", "event_loop_started", "window_shown"} <= probe.keys():
            result["phases_s"] = {
                "process start to Python running": round(probe["hook_entered"] - launched, 3),
                "importing Qt": round(probe["probe_started"] - probe["hook_entered"], 3),
                "app set-up until its event loop": round(
                    probe["event_loop_started"] - probe["probe_started"], 3
                ),
                "event loop to window exposed": round(probe["window_shown"] - probe["event_loop_started"], 3),
            }
        if "game_shown" in probe:
            result["time_to_game_s"] = round(probe["game_shown"] - launched, 3)
        if not probe.get("ok"):
            result["problems"].append("the probe did not pass")
        shipped = set(probe.get("resource_files", []))
        missing = [name for name in source_resources() if name not in shipped]
        if missing:
            result["problems"].append(
                f"{len(missing)} resource files missing in the bundle, e.g. {missing[:3]}"
            )
    else:
        result["problems"].append("no probe report (was the bundle built with packaging/smoke_probe.py?)")
    if outside is False:
        result["problems"].append("xdotool saw no visible window of the process")
    result["seen_by_x_server"] = outside
    if proc.returncode != 0:
        result["problems"].append(f"exit code {proc.returncode}")
    for bad in BAD_STDERR:
        if bad in stderr:
            result["problems"].append(f"stderr has: {bad}")
    result["stderr_tail"] = stderr[-1500:]
    result["stdout_tail"] = out.decode("utf-8", "replace")[-500:]
    result["ok"] = not result["problems"]
    return result


def check_cli(cli: Path, work: Path) -> list[str]:
    """Run the frozen gamebox-cli: list the games, deal one, list its moves, play the first."""
    env = isolated_env(work / "home", work / "cli-unused.json", "offscreen", "", "")
    (work / "home").mkdir(parents=True, exist_ok=True)

    def run(*args: str, stdin: str = "") -> str:
        done = subprocess.run([str(cli), *args], input=stdin, env=env, capture_output=True, text=True,
                              timeout=60, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"gamebox-cli {' '.join(args)}: exit {done.returncode}: {done.stderr.strip()[-300:]}")
        return done.stdout

    try:
        games = [game["id"] for game in json.loads(run("games"))]
        if not games:
            return ["gamebox-cli games listed no game"]
        position = run("new", games[0], "--seed", "1")
        moves = run("legal", games[0], "--position", "-", stdin=position).splitlines()
        if not moves:
            return [f"gamebox-cli legal listed no move for a new {games[0]} game"]
        played = json.loads(run("play", games[0], "--position", "-", "--moves", moves[0], stdin=position))
        if not played.get("events"):
            return [f"gamebox-cli play {moves[0]!r} reported nothing happening"]
        print(f"  gamebox-cli: ok ({len(games)} games; a new {games[0]} game has {len(moves)} legal moves, "
              f"played {moves[0]!r})")
    except (RuntimeError, ValueError, KeyError, TypeError, subprocess.TimeoutExpired) as exc:
        return [str(exc)]
    return []


def source_resources() -> list[str]:
    """Data files of resources/ in the source tree (empty when the check runs without sources)."""
    base = ROOT / "resources"
    return sorted(
        str(p.relative_to(base)).replace("\\", "/")
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc")
    )


def choose_platform(requested: str) -> tuple[str, bool]:
    """(Qt platform, start our own Xvfb?)"""
    if requested == "offscreen":
        return "offscreen", False
    if sys.platform.startswith("linux") and shutil.which("Xvfb"):
        return "xcb", True
    if requested == "xcb":
        if os.environ.get("DISPLAY"):
            return "xcb", False
        raise SystemExit("smoke_check: --platform xcb needs Xvfb or a DISPLAY")
    return "offscreen", False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Smoke check of a frozen GameBox build")
    parser.add_argument("--app", type=Path, required=True, help="the frozen executable")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", choices=("auto", "xcb", "offscreen"), default="auto")
    parser.add_argument("--game", default="girafferaffe")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--seats", default="human,computer")
    parser.add_argument("--out", type=Path, help="keep reports and screenshots here")
    parser.add_argument(
        "--max-window-s", type=float, default=0.0, help="fail if the median is above (0: off)"
    )
    parser.add_argument("--label", default="", help="name printed with the results")
    parser.add_argument("--cli", type=Path, help="the frozen gamebox-cli, checked too when given")
    args = parser.parse_args(argv)

    app = args.app.resolve()
    if not app.exists():
        print(f"smoke_check: {app} does not exist")
        return 1
    platform, own_x = choose_platform(args.platform)
    app_args = ["--new", args.game, "--seed", args.seed, "--seats", args.seats]
    work = args.out or Path(tempfile.mkdtemp(prefix="gamebox-smoke-"))
    work.mkdir(parents=True, exist_ok=True)
    label = args.label or str(app)
    print(
        f"smoke_check [{label}]: {app.name} {' '.join(app_args)} on {platform}" + (" (Xvfb)" if own_x else "")
    )

    results = []
    screen = VirtualScreen() if own_x else None
    display = ""
    if screen is not None:
        screen.__enter__()
        display = screen.display
    try:
        for i in range(1, args.runs + 1):
            result = run_once(app, app_args, args.game, platform, display, work, i)
            results.append(result)
            probe = result.get("probe", {})
            glyphs = probe.get("glyphs", {})
            print(
                f"  run {i}: {'ok  ' if result['ok'] else 'FAIL'} "
                f"window {result.get('time_to_window_s', '-')} s, game {result.get('time_to_game_s', '-')} s, "
                f"exit {result.get('exit_code')}, table items {probe.get('table_items')}, "
                f"x-server saw it: {result.get('seen_by_x_server')}, "
                f"font {glyphs.get('family', '?')} ({glyphs.get('distinct_glyph_images', 0)}/"
                f"{glyphs.get('chars', 0)} distinct glyphs), "
                f"text widgets with ink {probe.get('text_widgets_with_ink', 0)}, "
                f"title {probe.get('window', {}).get('title', '?')!r}"
            )
            for problem in result["problems"]:
                print(f"      problem: {problem}")
            if not result["ok"] and result.get("stderr_tail"):
                print("      stderr: " + result["stderr_tail"].replace("\n", "\n      "))
    finally:
        if screen is not None:
            screen.__exit__(None, None, None)

    times = [r["time_to_window_s"] for r in results if "time_to_window_s" in r]
    median = statistics.median(times) if times else None
    game_times = [r["time_to_game_s"] for r in results if "time_to_game_s" in r]
    summary = {
        "app": str(app),
        "platform": platform,
        "runs": len(results),
        "passed": sum(r["ok"] for r in results),
        "time_to_window_s": times,
        "median_time_to_window_s": median,
        "median_time_to_game_s": statistics.median(game_times) if game_times else None,
    }
    (work / "summary.json").write_text(
        json.dumps({**summary, "results": results}, indent=2), encoding="utf-8"
    )
    ok = all(r["ok"] for r in results) and bool(results)
    if args.cli is not None:
        for problem in check_cli(args.cli, work):
            print(f"  FAIL: {problem}")
            ok = False
    if median is not None:
        print(
            f"  time to window: median {median:.3f} s over {len(times)} runs (min {min(times):.3f}, max {max(times):.3f})"
        )
        phases = [r["phases_s"] for r in results if "phases_s" in r]
        if phases:
            print(
                "  start-up phases (median): "
                + ", ".join(
                    f"{name} {statistics.median(p[name] for p in phases):.3f} s" for name in phases[0]
                )
            )
        if game_times:
            print(f"  time to the game's table: median {statistics.median(game_times):.3f} s")
        if median > 0.5:
            print("  note: above the 0.5 s target")
        if args.max_window_s and median > args.max_window_s:
            print(f"  FAIL: median above the {args.max_window_s} s limit")
            ok = False
    print(
        f"smoke_check [{label}]: {'PASS' if ok else 'FAIL'} ({summary['passed']}/{summary['runs']} runs); reports in {work}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
