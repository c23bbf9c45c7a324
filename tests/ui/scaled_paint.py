"""Run as `python -m tests.ui.scaled_paint SCALE` with QT_QPA_PLATFORM=offscreen: plays a few
animated computer moves of every game at a display scale of SCALE (QT_SCALE_FACTOR is set
here, before Qt starts), then clicks through the Review of a finished game, and prints, as
JSON, how many screen pixels of each differ from a fresh drawing of the window: pixels a
repaint missed, which a player sees as trails."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

GAMES = [("girafferaffe", 4), ("sifaka", 4), ("goritaire", 1), ("gorilla", 5), ("trio", 2)]
MOVES = 6  # animated moves per game before the check
TIMEOUT = 20.0  # seconds a game may take to make them


def stale_pixels(window) -> int:  # type: ignore[no-untyped-def]
    """Pixels where the window's backing store (what the screen shows) differs from a fresh
    drawing of the whole window."""
    from PySide6.QtGui import QImage

    shown = window.backingStore().paintDevice().copy().convertToFormat(QImage.Format.Format_RGB32)
    fresh = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    if shown.size() != fresh.size():
        return shown.width() * shown.height()
    import numpy

    def pixels(image: QImage) -> numpy.ndarray:
        rows = numpy.frombuffer(image.constBits(), numpy.uint32).reshape(image.height(), -1)
        return rows[:, : image.width()]

    return int(numpy.count_nonzero(pixels(shown) != pixels(fresh)))


def review_stale(app, window) -> int:  # type: ignore[no-untyped-def]
    """Stale pixels after clicking three points of a finished TRIO game's Review graph."""
    from PySide6.QtCore import QEventLoop, QPoint, Qt
    from PySide6.QtTest import QTest

    from tests.ui.play import finished_record, open_finished

    def wait(ready, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
        end = time.monotonic() + seconds
        while not ready() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)

    open_finished(window, Path(tempfile.mkdtemp()), finished_record("trio", 2, ["human", "computer"], seed=3))
    page = window.page
    wait(lambda: page.end_visible and page.end_screen.review_state == "ready")
    page.end_screen.review_button.click()
    graph = page.review_panel.graph
    total = len(page.session.history)
    for count in (total // 3, 2 * total // 3, total // 2):
        target = graph.plot.viewport() if hasattr(graph, "plot") else graph
        point = graph.pixel_of(count, 0)
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(graph, QPoint(round(point.x()), round(point.y()))))
        wait(lambda: False, 0.3)
    return stale_pixels(window)


def main(scale: str) -> None:
    os.environ["QT_SCALE_FACTOR"] = scale
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from ui.main_window import MainWindow
    from ui.settings import SettingsStore

    window = MainWindow(SettingsStore(Path(tempfile.mkdtemp()) / "settings.json"))
    window.settings.speed = 0.5
    window.resize(1000, 560)
    window.show()
    found: dict[str, int] = {}
    for game, players in GAMES:
        seats = ["human"] if players == 1 else ["computer"] * players
        window.start_game(game, players, seats, None, 5, {})
        page = window.page
        moves = [0 if players > 1 else MOVES]  # the solitaire: its deal is the animation
        page.session.moveApplied.connect(lambda *_: moves.__setitem__(0, moves[0] + 1))
        end = time.monotonic() + TIMEOUT
        while (moves[0] < MOVES and page.session.to_move is not None and time.monotonic() < end) \
                or page.scene.queue.busy:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            if moves[0] >= MOVES:
                page.session.pause_ai(True)
        page.session.pause_ai(True)
        for _ in range(10):
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        found[game] = stale_pixels(window)
    found["review"] = review_stale(app, window)
    print(json.dumps({"scale": window.devicePixelRatioF(), "stale": found}))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "1.5")
