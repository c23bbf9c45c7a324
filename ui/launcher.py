"""The launcher: a gallery of the registered games with a picture, player counts and pitch."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from gamebox.core.contract import GameInfo
from gamebox.registry import all_games
from ui.continue_list import ContinueList
from ui.spatial import ARROWS, nearest_towards

PICTURE = QSize(320, 200)
SMALLEST_PICTURE = 0.45  # the pictures shrink to this share of PICTURE so every game fits the window


def players_text(info: GameInfo) -> str:
    if info.solitaire or info.max_players == 1:
        return "Solitaire"
    low = 1 if info.min_players == 1 else info.min_players
    span = f"{info.min_players}" if info.min_players == info.max_players else f"{max(low, 2)}-{info.max_players}"
    solo = " or solo" if info.min_players == 1 else ""
    return f"{span} players{solo}"


def launcher_picture(game_id: str, size: QSize = PICTURE, ratio: float = 1.0) -> QPixmap:
    """The game's drawn table picture (resources/<id>/launcher.svg), or a plain felt card;
    drawn at `ratio` screen pixels per logical pixel, so it stays sharp on a scaled display."""
    from importlib import resources

    pixmap = QPixmap(QSize(round(size.width() * ratio), round(size.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor("#2e6b4f"))
    try:
        data = (resources.files("resources") / game_id / "launcher.svg").read_bytes()
    except (FileNotFoundError, OSError):
        data = b""
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if data:
        from PySide6.QtSvg import QSvgRenderer

        renderer = QSvgRenderer(data)
        renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
    else:
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(0, 0, size.width(), size.height()), int(Qt.AlignmentFlag.AlignCenter), game_id.title())
    painter.end()
    return pixmap


class GameTile(QFrame):
    chosen = Signal(str)
    rulesWanted = Signal(str)  # its Rules button: the game's rules in their window

    def __init__(self, info: GameInfo) -> None:
        super().__init__()
        self.info = info
        self.setObjectName("gameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.column = layout
        self.picture = QLabel()
        self.picture.setFixedSize(PICTURE)
        self.picture.setStyleSheet("background: #2e6b4f")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setScaledContents(True)
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        name = QLabel(f"<b style='font-size:15pt'>{info.name}</b>")
        layout.addWidget(name)
        layout.addWidget(QLabel(players_text(info)))
        pitch = QLabel(info.pitch)
        pitch.setWordWrap(True)
        layout.addWidget(pitch)
        layout.addStretch(1)  # the Play buttons of a row line up at its foot
        self.button = QPushButton(f"Play {info.name}")
        self.button.clicked.connect(lambda: self.chosen.emit(info.id))
        # the title above says each game's Rules page tells how to play by keys: one a click away
        self.rules_button = QPushButton("Rules")
        self.rules_button.setToolTip(f"How to play {info.name}, in a window of its own")
        self.rules_button.setAccessibleName(f"Rules of {info.name}")
        self.rules_button.clicked.connect(lambda: self.rulesWanted.emit(info.id))
        layout.addWidget(self.button)
        layout.addWidget(self.rules_button)  # below Play, not beside it: side by side they were wider
        # than a small picture, and the box of games scrolled sideways at 1024x600

    def set_picture_size(self, size: QSize) -> bool:
        """Resize the picture (its old drawing stretched until `load_picture` draws it again);
        True when the size changed."""
        if size == self.picture.size():
            return False
        self.picture.setFixedSize(size)
        return True

    def load_picture(self) -> None:
        self.picture.setPixmap(launcher_picture(self.info.id, self.picture.size(), self.picture.devicePixelRatioF()))


class Launcher(QScrollArea):
    """Emits gameChosen(id) when a tile's Play button is pressed; its Continue list
    (`continue_list`) emits resumeRequested(id) and discardRequested(id)."""

    gameChosen = Signal(str)
    rulesWanted = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        inner = QWidget()
        outer = QVBoxLayout(inner)
        self.page = outer
        title = QLabel("<h1>GameBox</h1>Choose a game. Play with the mouse, or with the keys Tab, Enter and "
                       "Escape: each game's Rules tell how. Stuck? Ctrl+H gives a hint, as does Hint in the "
                       "Edit menu.")
        title.setWordWrap(True)
        outer.addWidget(title)
        self.notice = QLabel()
        self.notice.setObjectName("launcherNotice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        outer.addWidget(self.notice)
        self.continue_list = ContinueList()
        self.continue_list.changed.connect(self._order_tabs)
        self.continue_list.changed.connect(self._refit_soon)  # what stands above the games changed
        outer.addWidget(self.continue_list)
        self.grid = QGridLayout()
        self.tiles: list[GameTile] = []
        for info in all_games():
            tile = GameTile(info)
            tile.chosen.connect(self.gameChosen)
            tile.rulesWanted.connect(self.rulesWanted)
            self.tiles.append(tile)
        self.columns = 0
        self._arrange(3)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.setWidget(inner)
        self._pictures_loaded = False
        self.held = False  # True: a game opens at once (gamebox --new): no pictures until `release`
        # drawing the five pictures takes some 40 ms: while the window is being resized they
        # are stretched, and drawn again once it stays still
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(150)
        self._redraw.timeout.connect(self.load_pictures)
        self._order_tabs()

    def _buttons(self) -> list[QPushButton]:
        return [b for pair in self.continue_list.buttons.values() for b in pair] + [
            b for t in self.tiles for b in (t.button, t.rules_button)]

    def _order_tabs(self) -> None:
        """Tab walks the buttons as they read, top to bottom: the Continue list's, made after
        the games' tiles, came last. The arrows go where they point (`eventFilter`)."""
        chain = self._buttons()
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)
        for button in chain:
            button.installEventFilter(self)  # (once: a filter installed again only moves to the front)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """An arrow on a button goes to the nearest button that way (a button's own arrows
        walk the Tab order: Down from Resume went to Discard, beside it)."""
        if event.type() == QEvent.Type.KeyPress and watched in self._buttons():
            way = ARROWS.get(event.key())  # type: ignore[attr-defined]
            if way is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:  # type: ignore[attr-defined]
                here = cast(QWidget, watched)
                stops = [(b, QPointF(b.mapTo(self, b.rect().center()))) for b in self._buttons()
                         if b is not here and b.isVisible() and b.isEnabled()]
                target = nearest_towards(QPointF(here.mapTo(self, here.rect().center())), way, stops)
                if target is not None:
                    target.setFocus(Qt.FocusReason.TabFocusReason)
                    self.ensureWidgetVisible(target)
                return True  # nothing that way: the ring stays
        return super().eventFilter(watched, event)

    def set_notice(self, text: str) -> None:
        """A plain-words note above the games (e.g. a damaged file was kept aside)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._refit_soon()

    def _refit_soon(self) -> None:
        QTimer.singleShot(0, self, self.fit_pictures)  # once the layout has taken the change

    def _arrange(self, columns: int) -> None:
        """Tiles in rows of `columns`."""
        if columns == self.columns:
            return
        self.columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for n, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, n // columns, n % columns)
        for column in range(len(self.tiles)):  # columns of one width, a short last row too
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_pictures()

    def fit_pictures(self) -> None:
        """Lay the games out so that every one and its Play button fit the window without
        scrolling, with the biggest pictures that allow it: three to a row, or all in one row
        on a short, wide window (a 1366x768 laptop at 125%); the pictures shrink down to
        SMALLEST_PICTURE of their size. A window too small for that scrolls, the pictures at
        their smallest, in as many columns as fit side by side (all five in a row where they do)."""
        if not self.tiles or self.widget() is None:
            return
        fits = [(height, -columns) for columns in range(1, len(self.tiles) + 1)
                if (height := self._fitting_height(columns)) >= self._smallest_height()]
        if fits:  # the biggest pictures; on a tie, fewer columns
            height, fewer = max(fits)
            columns = -fewer
        else:
            height = self._smallest_height()
            width = round(PICTURE.width() * height / PICTURE.height())
            # as many to a row as fit side by side: a short window's rows of three hid Gorilla
            # and TRIO below a long Continue list, where one row showed all five
            columns = max(1, min(len(self.tiles), (self._room().width() + self.grid.spacing())
                                 // (width + self._tile_padding() + self.grid.spacing())))
        self._arrange(columns)
        size = QSize(round(PICTURE.width() * height / PICTURE.height()), height)
        changed = [game_tile.set_picture_size(size) for game_tile in self.tiles]
        if any(changed) and self._pictures_loaded:
            self._redraw.start()

    @staticmethod
    def _smallest_height() -> int:
        return round(PICTURE.height() * SMALLEST_PICTURE)

    def _room(self) -> QSize:
        """The viewport less the page's margins."""
        margins = self.page.contentsMargins()
        return QSize(self.viewport().width() - margins.left() - margins.right(),
                     self.viewport().height() - margins.top() - margins.bottom())

    def _tile_padding(self) -> int:
        """A tile's width beyond its picture (frame and margins)."""
        tile = self.tiles[0]
        margins = tile.column.contentsMargins()
        return margins.left() + margins.right() + 2 * tile.frameWidth()

    def _fitting_height(self, columns: int) -> int:
        """The tallest picture (at most PICTURE's) with which the games in rows of `columns`
        fit the window both ways; 0 when not even a tiny one would."""
        room = self._room()
        spacing = self.grid.spacing()
        cell = (room.width() - (columns - 1) * spacing) // columns
        by_width = (cell - self._tile_padding()) * PICTURE.height() // PICTURE.width()
        rows = -(-len(self.tiles) // columns)
        words = max(tile.heightForWidth(cell) - tile.picture.height() for tile in self.tiles)
        above = self._height_above_grid(room.width())
        by_height = (room.height() - above - rows * words - (rows - 1) * spacing) // rows
        return max(0, min(PICTURE.height(), by_width, by_height))

    def _height_above_grid(self, width: int) -> int:
        """The title, the notice and the Continue list at this width, with their spacing."""
        outer = self.page
        total = 0
        for index in range(outer.count()):
            item = outer.itemAt(index)
            if item is None or item.layout() is self.grid:
                break
            widget = item.widget()
            if widget is not None and widget.isHidden():
                continue
            hint = item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
            total += hint + outer.spacing()
        return total

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._pictures_loaded and not self.held:
            self._pictures_loaded = True
            QTimer.singleShot(0, self, self.load_pictures)  # the window shows first, pictures follow

    def release(self) -> None:
        """The launcher is to be seen after all: draw its pictures if it is on screen."""
        self.held = False
        if self.isVisible() and not self._pictures_loaded:
            self._pictures_loaded = True
            QTimer.singleShot(0, self, self.load_pictures)

    def load_pictures(self) -> None:
        for tile in self.tiles:
            tile.load_picture()
