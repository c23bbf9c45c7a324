"""The ring round a scroll area's viewport while the keys are on it: the finished game's table
and the move log, which showed no sign of holding the keys (Shift+Tab from the result seemed to
go nowhere)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

EDGE = 3.0  # px: as wide as the result panel's ring


def paint_focus_edge(painter: QPainter, viewport: QWidget) -> None:
    """Draw the ring just inside `viewport`'s edge, in the highlight colour (the painter may
    carry a transform: the ring is drawn in the viewport's own pixels)."""
    painter.save()
    painter.resetTransform()
    painter.setPen(QPen(viewport.palette().color(QPalette.ColorRole.Highlight), EDGE))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = EDGE / 2
    painter.drawRect(QRectF(viewport.rect()).adjusted(inset, inset, -inset, -inset))
    painter.restore()
