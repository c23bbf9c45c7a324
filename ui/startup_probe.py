"""For benchmarks/startup.py and the packaging smoke check: print one JSON line when the
window is first exposed (shown on screen), with the process's resident memory, then quit."""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


def rss_mib() -> float:
    try:
        with open(f"/proc/{os.getpid()}/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
    except ImportError:  # Windows
        return 0.0


class _ExposeWatch(QObject):
    def __init__(self, window: QMainWindow, app: QApplication) -> None:
        super().__init__(window)
        self.window = window
        self.app = app
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Expose and self.window.windowHandle().isExposed():
            self.done = True
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        from PySide6.QtWidgets import QLabel

        texts = [w.text() for w in self.window.findChildren(QLabel)]
        sys.stdout.write(json.dumps({
            "event": "window-exposed",
            "monotonic": time.monotonic(),
            "rss_mib": round(rss_mib(), 1),
            "title": self.window.windowTitle(),
            "platform": self.app.platformName(),
            "text_labels": sum(1 for t in texts if t.strip()),
        }) + "\n")
        sys.stdout.flush()
        QTimer.singleShot(50, self.app.quit)


def report_when_exposed(window: QMainWindow, app: QApplication) -> None:
    watch = _ExposeWatch(window, app)
    handle = window.windowHandle()
    if handle is not None:
        handle.installEventFilter(watch)
        if handle.isExposed():
            watch.done = True
            QTimer.singleShot(0, watch.report)
