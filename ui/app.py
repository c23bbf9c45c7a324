"""The `gamebox` command: parse the command line, open the window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget


MAX_QUIT_AFTER = 86400.0  # a day: Qt's timers count milliseconds in an int
EXPOSE_WAIT_MS = 20  # how often the start looks whether the window is on the screen yet
EXPOSE_TRIES = 50  # and for how long (about a second), before it goes on anyway


def _seconds(text: str) -> float:
    """A number of seconds from 0 to a day (nan, inf and 1e300 are refused, never a crash)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:40]!r}") from None
    if not 0 <= value <= MAX_QUIT_AFTER:  # False for nan
        raise argparse.ArgumentTypeError(f"give 0 to {MAX_QUIT_AFTER:.0f} seconds")
    return value


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gamebox", description="GameBox: five tabletop games")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--new", metavar="GAME", help="open straight into a new game of GAME: Girafferaffe, Sifaka, "
                        "Goritaire, Gorilla or TRIO (any case)")
    parser.add_argument("--seed", help="deal number (a new deal when left out)")
    parser.add_argument("--seats", help="human/computer per seat, e.g. human,computer,computer")
    parser.add_argument("--levels", help="computer level per seat, e.g. normal,normal,random")
    parser.add_argument("--option", action="append", metavar="K=V", help="a game option")
    parser.add_argument("--quit-after", type=_seconds, metavar="SECONDS", help=argparse.SUPPRESS)
    parser.add_argument("--report-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--version", action="store_true", help="print the version and quit")
    args = parser.parse_args(list(argv))
    if args.file is not None and not args.file.strip():
        args.file = None  # an empty name (a launcher's empty %f) names no file: the box opens as usual
    return args


def app_icon() -> "QIcon":
    """The app icon, drawn once as SVG in resources/icons (Qt renders each size from it)."""
    from importlib import resources

    from PySide6.QtGui import QIcon

    with resources.as_file(resources.files("resources") / "icons" / "gamebox.svg") as path:
        return QIcon(str(path))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from gamebox import __version__

        print(f"GameBox {__version__}")
        return 0
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.command_line import asks_anything
    from ui.main_window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("GameBox")
    app.setApplicationDisplayName("GameBox")
    app.setDesktopFileName("gamebox")
    window = MainWindow()
    window.setWindowIcon(app_icon())
    asked = asks_anything(args)
    window.launcher.held = asked  # a game opens at once: the gallery's pictures wait
    window.show()
    if args.report_startup:
        from ui.startup_probe import report_when_exposed

        report_when_exposed(window, app)
    if asked:
        # after the window is up, so start-up shows the window first
        when_exposed(window, lambda: window.open_from_command_line(args))
    if args.quit_after is not None:
        QTimer.singleShot(int(args.quit_after * 1000), app.quit)
    return app.exec()


def when_exposed(window: "QWidget", call: Callable[[], None], tries: int = EXPOSE_TRIES) -> None:
    """`call` once `window` is on the screen (a question it asks then is centred on the
    window: asked before the window manager had placed it, it stood off the window's middle,
    up and to the left), or after about a second at most."""
    from PySide6.QtCore import QTimer

    handle = window.windowHandle()
    if tries <= 0 or (handle is not None and handle.isExposed()):
        QTimer.singleShot(0, call)
        return
    QTimer.singleShot(EXPOSE_WAIT_MS, lambda: when_exposed(window, call, tries - 1))


if __name__ == "__main__":
    sys.exit(main())
