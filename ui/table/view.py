"""TableView: shows a TableScene scaled to the window; optional zoom and pan for big tables."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    """Fits the scene rect by default. A scene with `zoomable = True` (Sifaka) gets
    Ctrl+wheel zoom and panning by dragging empty space; `fit()` shows it all again."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.zoomable = bool(getattr(scene, "zoomable", False))
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag if self.zoomable
                         else QGraphicsView.DragMode.RubberBandDrag)
        self._user_zoomed = False
        self.setMouseTracking(True)

    def fit(self) -> None:
        """Show the whole table."""
        self._user_zoomed = False
        scene = self.scene()
        if scene is None:
            return
        rect = scene.itemsBoundingRect().united(scene.sceneRect()) if self.zoomable else scene.sceneRect()
        self.fitInView(rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if not self._user_zoomed:
            self.fit()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        if not self._user_zoomed:
            self.fit()

    def settings_changed(self) -> None:
        """The scene took new settings (card size, theme): draw it again and refit."""
        self.resetCachedContent()
        self.viewport().update()
        if not self._user_zoomed:
            self.fit()

    def zoom(self, factor: float) -> None:
        current = self.transform().m11()
        target = min(max(current * factor, 0.15), 4.0)
        self.scale(target / current, target / current)
        self._user_zoomed = True

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.zoomable and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        super().wheelEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab belongs to the table (keyboard play), not to widget focus

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()
