"""The Qt binding keeps Python's reference counts right (PySide6 6.12.0 on CPython 3.11 did
not: every call returning None dropped a reference to None until the app aborted)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter


def test_calls_returning_none_keep_none_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setPen(QColor("red"))
        painter.drawLine(QPointF(0, 0), QPointF(5, 5))
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50, f"None lost {before - after} references: use a fixed PySide6"
