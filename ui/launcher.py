"""The launcher: a gallery of the registered games with a picture, player counts and pitch."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from gamebox.core.contract import GameInfo
from gamebox.registry import all_games
from ui.continue_list import ContinueList

PICTURE = QSize(320, 200)
SMALLEST_PICTURE = 0.6  # the pictures shrink to this share of PICTURE so every game fits the window


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

    def __init__(self, info: GameInfo) -> None:
        super().__init__()
        self.info = info
        self.setObjectName("gameTile")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
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
        self.button = QPushButton(f"Play {info.name}")
        self.button.clicked.connect(lambda: self.chosen.emit(info.id))
        layout.addWidget(self.button)
        layout.addStretch(1)

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

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        inner = QWidget()
        outer = QVBoxLayout(inner)
        title = QLabel("<h1>GameBox</h1>Choose a game. Play with the mouse, or with the keyboard: Tab, Enter "
                       "and Escape (each game's Rules page tells how).")
        title.setWordWrap(True)
        outer.addWidget(title)
        self.notice = QLabel()
        self.notice.setObjectName("launcherNotice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        outer.addWidget(self.notice)
        self.continue_list = ContinueList()
        self.continue_list.changed.connect(self._order_tabs)
        outer.addWidget(self.continue_list)
        self.grid = QGridLayout()
        self.tiles: list[GameTile] = []
        for info in all_games():
            tile = GameTile(info)
            tile.chosen.connect(self.gameChosen)
            self.tiles.append(tile)
        self.columns = 0
        self._arrange(3)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.setWidget(inner)
        self._pictures_loaded = False
        # drawing the five pictures takes some 40 ms: while the window is being resized they
        # are stretched, and drawn again once it stays still
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(150)
        self._redraw.timeout.connect(self.load_pictures)

    def _order_tabs(self) -> None:
        """Tab walks the buttons as they read, top to bottom: the Continue list's, made after
        the games' tiles, came last."""
        chain = [b for pair in self.continue_list.buttons.values() for b in pair] + [t.button for t in self.tiles]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)

    def set_notice(self, text: str) -> None:
        """A plain-words note above the games (e.g. a damaged file was kept aside)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _arrange(self, columns: int) -> None:
        """Tiles in rows of `columns` (fewer on a narrow window, so nothing needs sideways scrolling)."""
        if columns == self.columns:
            return
        self.columns = columns
        for tile in self.tiles:
            self.grid.removeWidget(tile)
        for n, tile in enumerate(self.tiles):
            self.grid.addWidget(tile, n // columns, n % columns)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        tile = self.tiles[0].sizeHint().width() + self.grid.spacing() if self.tiles else 1
        self._arrange(max(1, min(3, (self.viewport().width() - 24) // max(tile, 1))))
        self.fit_pictures()

    def fit_pictures(self) -> None:
        """Shrink the pictures (down to SMALLEST_PICTURE of their size) so that every game and
        its Play button fit the window without scrolling, as on a 1280x720 screen at 150%."""
        inner = self.widget()
        if not self.tiles or inner is None:
            return
        rows = -(-len(self.tiles) // self.columns)
        shown = self.tiles[0].picture.height()
        rest = inner.sizeHint().height() - rows * shown  # all that is not a picture
        height = (self.viewport().height() - rest) // rows
        height = max(round(PICTURE.height() * SMALLEST_PICTURE), min(PICTURE.height(), height))
        size = QSize(round(PICTURE.width() * height / PICTURE.height()), height)
        changed = [game_tile.set_picture_size(size) for game_tile in self.tiles]
        if any(changed) and self._pictures_loaded:
            self._redraw.start()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        if not self._pictures_loaded:
            self._pictures_loaded = True
            QTimer.singleShot(0, self, self.load_pictures)  # the window shows first, pictures follow

    def load_pictures(self) -> None:
        for tile in self.tiles:
            tile.load_picture()
