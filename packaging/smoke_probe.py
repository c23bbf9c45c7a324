"""Frozen-app self-check, shipped as a PyInstaller runtime hook; asleep unless asked for.

Only when the environment variable GAMEBOX_SMOKE_REPORT names a file does this hook do anything:
it wraps QApplication.exec() so that, once the app's event loop runs, it
  1. waits for a visible, exposed top-level window and notes the wall-clock time it appeared;
  2. lets the window settle (GAMEBOX_SMOKE_SETTLE_MS, default 400 ms), then captures it: from the
     X server when the platform is xcb (what a player would see), else by rendering the widget;
  3. checks that text really renders: fonts are found, the glyphs of a sample string in the
     window's own font are distinct images (missing fonts draw identical empty boxes), and each
     visible text widget of the window (labels, buttons, status bar) has ink in its area;
     then imports what the app only loads by name (each game's rules and AI, each table scene,
     and GAMEBOX_SMOKE_IMPORTS such as pyqtgraph), so nothing is missing from the bundle;
  4. writes a JSON report to GAMEBOX_SMOKE_REPORT (and the capture next to it as *.png), then
     closes the windows so the app quits through its own path; if it has not quit 5 s later the
     probe ends the event loop with exit code 4 so the check fails instead of hanging.
packaging/smoke_check.py launches the app, reads the report and decides pass/fail.
The probe only looks; it never changes app state beyond closing the window at the end.
It also runs unfrozen: `runpy.run_path("packaging/smoke_probe.py")` before calling ui.app.main.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

_REPORT = os.environ.get("GAMEBOX_SMOKE_REPORT", "")
_HOOK_ENTERED = time.time()  # before Qt is imported: start-up breakdown in the report
_SAMPLE = "GameBox girafe 0123 ABCDEFG"


def _install() -> None:
    from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTimer
    from PySide6.QtGui import (
        QColor,
        QFont,
        QFontDatabase,
        QFontInfo,
        QFontMetrics,
        QGuiApplication,
        QImage,
        QPainter,
    )
    from PySide6.QtWidgets import (
        QAbstractButton,
        QApplication,
        QGraphicsView,
        QLabel,
        QMainWindow,
        QMessageBox,
        QStatusBar,
        QWidget,
    )

    started = time.time()
    settle_ms = int(os.environ.get("GAMEBOX_SMOKE_SETTLE_MS", "400"))
    deadline_s = float(os.environ.get("GAMEBOX_SMOKE_DEADLINE_S", "30"))
    # The game opened by --new names itself in the title ("GameBox — Girafferaffe (deal 1)").
    expect_title = os.environ.get("GAMEBOX_SMOKE_EXPECT_TITLE", "")
    report: dict[str, Any] = {
        "hook_entered": _HOOK_ENTERED,
        "probe_started": started,
        "ok": False,
        "problems": [],
    }
    state: dict[str, Any] = {"armed": False}

    def write_report() -> None:
        tmp = _REPORT + ".tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(report, fh, indent=2)
        os.replace(tmp, _REPORT)

    def shown_window() -> QWidget | None:
        shown = []
        for widget in QApplication.topLevelWidgets():
            # Ask for windowHandle() only of visible widgets: with Python 3.11, PySide6 6.12's
            # windowHandle() returning None drops a reference to None (seen here as a
            # "none_dealloc" abort after many polls).
            if (
                not widget.isVisible()
                or widget.width() <= 1
                or not widget.testAttribute(Qt.WidgetAttribute.WA_WState_Created)
            ):
                continue
            handle = widget.windowHandle()
            if handle is not None and handle.isExposed():
                shown.append(widget)
        shown.sort(key=lambda w: not isinstance(w, QMainWindow))  # the main window first
        return shown[0] if shown else None

    def glyph_check(font: QFont) -> dict[str, Any]:
        metrics = QFontMetrics(font)
        chars = sorted(set(_SAMPLE.replace(" ", "")))
        images: set[bytes] = set()
        inked = 0
        for ch in chars:
            img = QImage(64, 64, QImage.Format.Format_Grayscale8)
            img.fill(QColor("white"))
            painter = QPainter(img)
            painter.setFont(font)
            painter.setPen(QColor("black"))
            painter.drawText(QRect(0, 0, 64, 64), Qt.AlignmentFlag.AlignCenter, ch)
            painter.end()
            raw = bytes(img.constBits())
            images.add(raw)
            inked += any(b < 128 for b in raw)
        return {
            "family": QFontInfo(font).family(),
            "pixel_size": QFontInfo(font).pixelSize(),
            "chars": len(chars),
            "distinct_glyph_images": len(images),
            "glyphs_with_ink": inked,
            "missing_in_font": [ch for ch in chars if not metrics.inFont(ch)],
        }

    def ink_in(image: QImage, rect: QRect) -> dict[str, int]:
        rect = rect.intersected(image.rect())
        colours: set[int] = set()
        step = 1 if rect.width() * rect.height() < 200_000 else 2
        for y in range(rect.top(), rect.bottom() + 1, step):
            for x in range(rect.left(), rect.right() + 1, step):
                colours.add(image.pixel(x, y) & 0xFFFFFF)
        return {"w": rect.width(), "h": rect.height(), "distinct_colours": len(colours)}

    def capture(window: QWidget) -> tuple[QImage, str]:
        platform = QGuiApplication.platformName()
        if platform == "xcb":
            screen = window.screen() or QGuiApplication.primaryScreen()
            geo = window.frameGeometry()
            pix = screen.grabWindow(0, geo.x(), geo.y(), geo.width(), geo.height())
            offset = window.geometry().topLeft() - geo.topLeft()
            image = pix.toImage().copy(QRect(offset, window.size()))
            return image.convertToFormat(QImage.Format.Format_RGB32), "x-server screen grab"
        return window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32), "widget render"

    def text_widgets(window: QWidget) -> list[tuple[str, QWidget]]:
        found: list[tuple[str, QWidget]] = []
        for widget in window.findChildren(QWidget):
            if not widget.isVisible() or widget.width() < 4 or widget.height() < 4:
                continue
            if (
                isinstance(widget, QLabel)
                and widget.text().strip()
                or isinstance(widget, QAbstractButton)
                and widget.text().strip()
            ):
                found.append((widget.text().strip(), widget))
            elif isinstance(widget, QStatusBar) and widget.currentMessage().strip():
                found.append((widget.currentMessage().strip(), widget))
        return found[:12]

    def bundle_imports() -> dict[str, Any]:
        """Import what the app loads by name (rules, AI, scenes) or only on demand (the stats
        chart), so a module PyInstaller could not see shows up here, not in a player's hands."""
        from importlib import import_module

        names: list[str] = [n for n in os.environ.get("GAMEBOX_SMOKE_IMPORTS", "").split(",") if n]
        failed: dict[str, str] = {}
        try:
            from gamebox.registry import all_games
            from ui.scenes import SCENES

            for info in all_games():
                names += [info.rules_module, info.rules_module.rsplit(".", 1)[0] + ".ai"]
            names += [target.partition(":")[0] for target in SCENES.values()]
        except Exception as exc:  # noqa: BLE001 - reported, not raised
            failed["gamebox.registry / ui.scenes"] = repr(exc)
        t0 = time.time()
        for name in names:
            try:
                import_module(name)
            except Exception as exc:  # noqa: BLE001 - reported, not raised
                failed[name] = repr(exc)
        return {"tried": names, "failed": failed, "seconds": round(time.time() - t0, 3)}

    def resource_files() -> list[str]:
        """Data files of the `resources` package as the app sees them (importlib.resources)."""
        from importlib.resources import files

        found: list[str] = []
        try:
            stack = [(files("resources"), "")]
            while stack:
                node, prefix = stack.pop()
                for child in node.iterdir():
                    if child.is_dir():
                        if child.name != "__pycache__":
                            stack.append((child, f"{prefix}{child.name}/"))
                    elif not child.name.endswith((".py", ".pyc")):
                        found.append(prefix + child.name)
        except Exception as exc:  # noqa: BLE001 - reported, not raised
            report["problems"].append(f"cannot list the resources package: {exc!r}")
        return sorted(found)

    def check() -> None:
        window = shown_window()
        problems: list[str] = report["problems"]
        if window is None:
            problems.append("the window disappeared before the check")
            finish(5)
            return
        report["window"] = {
            "class": type(window).__name__,
            "title": window.windowTitle(),
            "width": window.width(),
            "height": window.height(),
        }
        report["platform"] = QGuiApplication.platformName()
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        for box in dialogs:
            problems.append(f"a message box is open: {box.windowTitle()}: {box.text()}")
        views = [v for v in window.findChildren(QGraphicsView) if v.isVisible() and v.scene() is not None]
        report["table_items"] = [len(v.scene().items()) for v in views]
        if expect_title and not any(report["table_items"]):
            problems.append("the game's table shows no items")
        report["font_families"] = len(QFontDatabase.families())
        if report["font_families"] == 0:
            problems.append("no font families found (fontconfig or fonts missing)")
        glyphs = glyph_check(window.font())
        report["glyphs"] = glyphs
        if (
            glyphs["distinct_glyph_images"] < glyphs["chars"] - 1
            or glyphs["glyphs_with_ink"] < glyphs["chars"]
        ):
            problems.append(f"text draws as boxes or blanks: {glyphs}")
        image, how = capture(window)
        report["capture"] = how
        if image.isNull():
            problems.append("window capture is empty")
        else:
            shot = os.path.splitext(_REPORT)[0] + ".png"
            image.save(shot)
            report["screenshot"] = shot
            whole = ink_in(image, image.rect())
            report["window_pixels"] = whole
            if whole["distinct_colours"] < 16:
                problems.append(f"the window looks blank: {whole}")
        texts = []
        for text, widget in text_widgets(window):
            rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
            stats = ink_in(image, rect) if not image.isNull() else {"distinct_colours": 0}
            texts.append({"text": text[:60], "type": type(widget).__name__, **stats})
        report["text_widgets"] = texts
        if texts and not any(t["distinct_colours"] >= 3 for t in texts):
            problems.append("no visible text widget shows any ink")
        report["text_widgets_with_ink"] = sum(1 for t in texts if t["distinct_colours"] >= 3)
        report["imports"] = bundle_imports()
        report["resource_files"] = resource_files()
        problems += [f"cannot import {name}: {err}" for name, err in report["imports"]["failed"].items()]
        report["ok"] = not problems
        report["closing_at"] = time.time()
        write_report()
        for widget in QApplication.topLevelWidgets():
            widget.close()
        QTimer.singleShot(5000, lambda: finish(4, "the app did not quit within 5 s of closing its window"))

    def finish(code: int, problem: str = "") -> None:
        if problem:
            report["problems"].append(problem)
            report["ok"] = False
        write_report()
        QCoreApplication.exit(code)

    def poll() -> None:
        window = shown_window()
        now = time.time()
        if window is not None and "window_shown" not in report:
            report["window_shown"] = now
            write_report()  # early note: lets the checker look the window up from outside now
        if window is not None and expect_title.lower() in window.windowTitle().lower():
            report["game_shown"] = now
            report["title_expected"] = expect_title
            state["timer"].stop()
            QTimer.singleShot(settle_ms, check)
        elif now - started > deadline_s:
            state["timer"].stop()
            what = "no window" if window is None else f"no window titled with {expect_title!r}"
            finish(3, f"{what} within {deadline_s:.0f} s")

    def arm() -> None:
        if state["armed"]:
            return
        state["armed"] = True
        timer = QTimer(QCoreApplication.instance())
        state["timer"] = timer
        report["event_loop_started"] = time.time()
        timer.setInterval(5)
        timer.timeout.connect(poll)
        timer.start()
        poll()

    for cls in (QApplication, QGuiApplication, QCoreApplication):
        original = cls.exec

        def exec_with_probe(_original: Any = original) -> int:
            arm()
            return _original()  # exec() is static in PySide6: app.exec() passes no self

        cls.exec = staticmethod(exec_with_probe)  # type: ignore[method-assign]
    report["hook"] = "installed"


if _REPORT:
    _install()
