"""Dialogs that go when they close, and that fit the screen.

A dialog made with the window as its parent otherwise stays among the window's children after
it closes, so each Statistics, Settings, New game, Rules or message box opened stayed in
memory until the app quit.

A dialog larger than the screen hides its buttons below the screen's edge (a small or scaled
screen: 1366x768 at 150% leaves 911x512): a dialog keeps its content in `scrolling`, its
buttons below it, and takes at most `screen_room` (`fit_to_screen`). A dialog whose content
changes while it is open (New game: one row per player) fits again with `refit`."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QDialog, QFrame, QLayout, QScrollArea, QWidget

FRAME = QSize(24, 56)  # left around a dialog for its window frame and title bar
SMALLEST_ROOM = QSize(240, 160)


def run_modal(dialog: QDialog) -> int:
    """`dialog.exec()`, then the dialog is deleted (its Python attributes stay readable)."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def open_once(dialog: QDialog) -> None:
    """Open a window-modal dialog that deletes itself once closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def screen_room(dialog: QWidget) -> QSize:
    """The most a dialog can take: the available part of the screen its parent window is on
    (its own screen without a parent), less its window frame and title bar."""
    owner = dialog.parentWidget()
    screen = (owner.window() if owner is not None else dialog).screen()
    if screen is None:
        return QSize(1280, 800)
    room = screen.availableGeometry().size() - FRAME
    return room.expandedTo(SMALLEST_ROOM)


TITLE_BAR_ROOM = 130  # a title bar's icon and its three buttons, about
TITLE_SLACK = 1.1  # a title bar's font may run a little wider than the dialog's own
ROUNDING = QSize(2, 2)  # at a scale like 150% a window manager may round an odd size a pixel down


def fit_to_screen(dialog: QWidget, size: QSize | None = None) -> None:
    """Give `dialog` `size` (by default its size hint) and `ROUNDING` to spare, never more than
    `screen_room`. The size hint alone, once a window manager had rounded it down to whole
    screen pixels at 150%, left New game and Settings a pixel short: they scrolled."""
    dialog.ensurePolished()
    wanted = (size if size is not None else dialog.sizeHint()) + ROUNDING
    wanted.setWidth(max(wanted.width(), title_width(dialog)))
    dialog.resize(wanted.boundedTo(screen_room(dialog)))


def title_width(dialog: QWidget) -> int:
    """About as wide as the window manager needs to show the dialog's whole title, "New game of
    Goritaire — GameBox", beside its icon and buttons: narrower, the title was cut in the middle."""
    title = dialog.windowTitle()
    if not title:
        return 0
    app = QGuiApplication.applicationDisplayName()
    shown = f"{title} — {app}" if app and app not in title else title
    font = QFont(dialog.font())
    font.setBold(True)  # title bars often draw it bold
    return int(QFontMetrics(font).horizontalAdvance(shown) * TITLE_SLACK) + TITLE_BAR_ROOM


def refit(dialog: QWidget, changed: QWidget, shorter: bool = False) -> None:
    """Fit an open dialog again after `changed` (a widget inside it) grew or shrank: as large as
    its size hint from the new content asks, never more than `screen_room`, and its bottom kept
    on the screen. While open it never gets narrower, and shorter only when `shorter` says so
    (seats taken away leave no gap): a refusal that went had taken the dialog's bottom, and
    its Start button, from under the pointer."""
    widget: QWidget | None = changed
    while widget is not None and widget is not dialog:  # each layout on the way up asks again
        widget.updateGeometry()
        widget = widget.parentWidget()
    floor = QSize(dialog.width(), 0 if shorter else dialog.height()) - ROUNDING  # (its spare pixels kept, not added again)
    fit_to_screen(dialog, dialog.sizeHint().expandedTo(floor))
    screen = dialog.screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    frame = dialog.frameGeometry()
    up = min(frame.bottom() - room.bottom(), frame.top() - room.top())  # never above the screen's top
    if up > 0:
        dialog.move(dialog.pos() - QPoint(0, up))


SHORTEST_PLACED = 240  # a window placed lower than its height allows gets no shorter than this


def place_on_screen(window: QWidget, pos: QPoint) -> None:
    """Move a window to `pos` (its frame's top-left) and keep it, frame and title bar (FRAME)
    included, inside its screen's free area: a window that would run off the bottom is made
    shorter (its content scrolls), down to SHORTEST_PLACED, and only then moved up, so windows
    placed a step apart stay apart. The rules placed 40 pixels below the game window's top, at
    the screen's full height, ran off a 1024x600 screen's bottom."""
    screen = window.screen()
    if screen is None:
        window.move(pos)
        return
    room = screen.availableGeometry()
    x = max(room.left(), min(pos.x(), room.right() + 1 - window.width() - FRAME.width()))
    y = max(room.top(), pos.y())
    spare = room.bottom() + 1 - FRAME.height() - y  # the most the window's own height may be
    if window.height() > spare:
        window.resize(window.width(), max(min(SHORTEST_PLACED, window.height()), spare))
        y = max(room.top(), min(y, room.bottom() + 1 - window.height() - FRAME.height()))
    window.move(x, y)


class _Body(QWidget):
    """The content of `scrolling`. A scroll area makes content whose height depends on its width
    (wrapped text) as tall as it would like to be, which scrolled the Statistics charts even on a
    large screen: this content asks only for its minimum height, then grows into the room."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return -1 if layout is None else layout.totalMinimumHeightForWidth(width)


class _WholeArea(QScrollArea):
    """A scroll area that asks for all of its content and room for its scroll bar beside it. A
    plain QScrollArea asks for at most 24 lines of text, and remembers the size its content had
    the first time it was asked, so a dialog fitted to its size hint scrolled on a large screen."""

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return body.sizeHint() + QSize(frame + self.verticalScrollBar().sizeHint().width(), frame)


def scrolling(content: QLayout, whole: bool = False) -> QScrollArea:
    """`content` in a frameless scroll area: it scrolls when the room is below its minimum
    size, and takes all the room there is otherwise. With `whole`, the area asks for its whole
    content, so a dialog fitted to its size hint (`fit_to_screen`) shows it all when the screen
    has the room."""
    body = _Body()
    body.setLayout(content)
    content.setContentsMargins(0, 0, 0, 0)
    area = _WholeArea() if whole else QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(body)
    # the keys go to the first field, not to the area around them (a dialog opened with nothing
    # visibly focused until the first Tab); Tab into a field below scrolls it into sight
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area
