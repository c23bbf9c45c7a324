"""TableView: shows a TableScene scaled to the window; optional zoom and pan for big tables."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QHideEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ui.table.edge_scroll import EdgeScroll
from ui.table.focus_edge import paint_focus_edge
from ui.table.foreign_self import qt_event

FIT_MARGIN = 10.0  # scene units shown around the table when it is fitted
ZOOM_STEP = 1.15  # one notch of Ctrl+wheel, or View > Zoom in
MODIFIER_KEYS = frozenset({Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr})


class TableView(QGraphicsView):
    """Fits the scene rect by default. A scene with `zoomable = True` (Sifaka) gets
    Ctrl+wheel zoom and panning by dragging empty space; `fit()` shows it all again;
    `extend_scene(rect)` grows the table without moving it; `pan(dx, dy)` scrolls; a scene's
    `view_moved(view)` is called whenever what is shown changes (its curtain, a pinned panel).
    `pressed`: a mouse button or a key (not a lone modifier) was pressed on the table, before
    the table takes it (the page's refusal on the status line is stale then)."""

    pressed = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self._match_scaling()
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.zoomable = bool(getattr(scene, "zoomable", False))
        # no scroll bars: a fitted table never needs them (they flashed up while fitting), and
        # a growing one (Sifaka) is panned by dragging the felt, the arrow keys or the wheel;
        # bars coming and going made its board jump by half their width
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag if self.zoomable
                         else QGraphicsView.DragMode.RubberBandDrag)
        self._user_zoomed = False
        self.setMouseTracking(True)
        self.edge_scroll = EdgeScroll(self, self)  # a card dragged to the edge of a big table scrolls it

    def _match_scaling(self) -> bool:
        """Repaint only what changed, except at a fractional display scale (125%, 150%...):
        there Qt rounds each changed rectangle to whole screen pixels on its own and leaves
        one-pixel trails behind moving cards (QTBUG-96223), so the whole view is repainted
        (the costly items cache their drawing). True when the mode changed."""
        ratio = self.devicePixelRatioF()
        mode = (QGraphicsView.ViewportUpdateMode.FullViewportUpdate if abs(ratio - round(ratio)) > 0.01
                else QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        if self.viewportUpdateMode() == mode:
            return False
        self.setViewportUpdateMode(mode)
        return True

    def viewportEvent(self, event: QEvent) -> bool:
        # the window may have moved to a screen with another scale: checked at each paint
        if not isinstance(self, TableView):  # a view torn down: see foreign_self.py
            return QGraphicsView.viewportEvent(self, event) if isinstance(self, QGraphicsView) else False
        if event.type() == QEvent.Type.Paint and self._match_scaling():
            self.viewport().update()
        if event.type() == QEvent.Type.MouseButtonPress:
            self.pressed.emit()  # before the table takes it, which may refuse it anew
        return super().viewportEvent(event)

    @property
    def user_zoomed(self) -> bool:
        """The player zoomed (Ctrl+wheel) since the last fit: the view keeps that zoom."""
        return self._user_zoomed

    def fit(self) -> None:
        """Show the whole table (the scene's `fit_rect()` when it has one)."""
        self._user_zoomed = False
        scene = self.scene()
        if scene is None:
            return
        own = getattr(scene, "fit_rect", None)  # a scene may say what its whole table is
        if own is not None:
            rect = own()
        else:
            rect = scene.itemsBoundingRect().united(scene.sceneRect()) if self.zoomable else scene.sceneRect()
        self.fitInView(rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN), Qt.AspectRatioMode.KeepAspectRatio)
        self._moved()

    def extend_scene(self, rect: QRectF) -> None:
        """Grow the scene rect to hold `rect` (and what is shown now) without moving what the
        player sees: the player pans to the growth. It never shrinks while a game runs."""
        scene = self.scene()
        if scene is None:
            return
        if scene.sceneRect().contains(rect):
            return
        shown = self.visible_scene_rect()
        centre = shown.center()
        scene.setSceneRect(scene.sceneRect().united(rect).united(shown))
        self.centerOn(centre)
        self._moved()  # a table smaller than the window is re-centred without any scrolling

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self.keys_ring_shown():
            self.viewport().update()  # the ring stays at the edge, not scrolled with the felt
        self._moved()

    def _moved(self) -> None:
        """Tell the scene (`view_moved(view)`: its curtain, Sifaka's pinned panel) that what
        is shown changed (scroll, zoom, fit, resize)."""
        hook = getattr(self.scene(), "view_moved", None)
        if hook is not None:
            hook(self)

    def scroll_position(self) -> tuple[int, int]:
        return self.horizontalScrollBar().value(), self.verticalScrollBar().value()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        super().mouseMoveEvent(event)
        carrying = getattr(self.scene(), "carrying", None)
        if self.zoomable and carrying is not None and carrying() and event.buttons() & Qt.MouseButton.LeftButton:
            self.edge_scroll.moved(event.position().toPoint(), event.modifiers())
        else:
            self.edge_scroll.stop()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        self.edge_scroll.stop()
        super().mouseReleaseEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt's name)
        self.edge_scroll.stop()
        super().hideEvent(event)

    def pan(self, dx: int, dy: int) -> None:
        """Scroll by (dx, dy) pixels (arrow keys on a big table)."""
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if not self._user_zoomed:  # a zoom of the player's own is kept; otherwise the table fits
            self.fit()  # it tells the scene
            return
        self._moved()  # what is shown changed even where nothing scrolled

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
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
        self._user_zoomed = True  # before the scale, which may scroll and tell the scene
        self.scale(target / current, target / current)
        self._moved()

    def zoom_about_centre(self, factor: float) -> None:
        """Zoom keeping the middle of what is shown in the middle (the menu's and keys' zoom)."""
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.zoom(factor)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.zoomable and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
            self.zoom(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            event.accept()
            return
        super().wheelEvent(event)

    def _game_over(self) -> bool:
        session = getattr(self.scene(), "session", None)
        return session is not None and session.to_move is None and not getattr(self.scene(), "read_only", False)

    def event(self, event: QEvent) -> bool:
        """Tab belongs to the table (keyboard play) while the game goes on; once it is over,
        Tab leaves the table for the buttons beside it (the result panel's). A dialog opened
        mid-drag (Settings by its keys) takes the mouse and its release: the scene is told
        (`mouse_taken`), or the dragged cards waited over the table until it closed."""
        if not isinstance(self, TableView):  # a view torn down: see foreign_self.py
            return qt_event(self, event)
        if event.type() == QEvent.Type.WindowBlocked:
            self.edge_scroll.stop()
            hook = getattr(self.scene(), "mouse_taken", None)
            if hook is not None:
                hook()
        if event.type() == QEvent.Type.KeyPress and event.key() not in MODIFIER_KEYS:  # type: ignore[attr-defined]
            self.pressed.emit()
        if event.type() == QEvent.Type.KeyPress and self._game_over():
            key = event.key()  # type: ignore[attr-defined]
            if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                return QWidget.focusNextPrevChild(self, key == Qt.Key.Key_Tab)
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusInEvent(event)
        self.viewport().update()  # the ring of a finished game's table

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        super().focusOutEvent(event)
        self.viewport().update()

    def keys_ring_shown(self) -> bool:
        """Whether the table is ringed as a stop of Tab: the game is over (the keys play no
        more on it; the arrow keys still pan a big table) and the focus is here. Shift+Tab
        from the result had put the keys on the table with nothing to show where they were."""
        return self.hasFocus() and self._game_over()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt's name)
        super().drawForeground(painter, rect)
        if not self.keys_ring_shown():
            return
        paint_focus_edge(painter, self.viewport())

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab belongs to the table (keyboard play), not to widget focus

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()
