"""The game page's side column (the moves, at the end the result or the Review) and where it
lies: beside the table in most windows, below it in a tall, narrow one, whichever draws the
table larger."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSizeF, Qt
from PySide6.QtWidgets import QSplitter, QWidget

if TYPE_CHECKING:
    from ui.game_page import GamePage

LOG_WIDTH = 200  # the side column while playing
END_WIDTH = (300, 420)  # the side column with the result panel: at least, at most
MIN_LOG_HEIGHT = 110  # the moves under the result panel keep a few lines
MIN_REVIEW_LOG = 60  # and under the review below a table, at least the move it shows
REVIEW_SHARE = 0.64  # of the side column's height, for the review's graph
MIN_TABLE = 160  # px: the table keeps at least this much when the player moves the line beside or below it
STACK_GAIN = 1.03  # the side column moves below the table (or back beside it) when the table grows this much
STACKED_SHARE = 0.45  # of the page's height, for the result or the review below the table (at most)


def end_width(width: int) -> int:
    """The side column's width beside the table while it holds the result, in a page `width` wide."""
    return max(END_WIDTH[0], min(END_WIDTH[1], int(width * 0.26)))


class SideColumn(QObject):
    """`splitter` holds the table's `view` and `side`; `side` holds `top` (the result or the
    Review) over `log_box` (the moves). `stacked`: the column starts below the table, as the
    page before had it (in a window where beside or below is a near call, a new deal kept its
    layout only when the call came out the same from scratch)."""

    def __init__(self, page: GamePage, view: QWidget, top: QWidget, log_box: QWidget, stacked: bool) -> None:
        super().__init__(page)
        self.page = page
        self.top = top
        self.side = QSplitter(Qt.Orientation.Vertical)
        self.side.setChildrenCollapsible(False)
        self.side.addWidget(top)
        self.side.addWidget(log_box)
        self._split_by_hand = False  # the player moved the line between the result and the moves
        self._side_by_hand = False  # the player moved the line between the table and the side column
        self._stacked = stacked
        self.side.splitterMoved.connect(self._split_moved)
        self.side.installEventFilter(self)  # a new height: the result and the moves share it again
        self.splitter = QSplitter(Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        view.setMinimumSize(MIN_TABLE, MIN_TABLE)  # the line to the side column stops short of hiding it
        self.splitter.addWidget(view)
        self.splitter.addWidget(self.side)
        self.splitter.splitterMoved.connect(self._side_moved)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([1000, LOG_WIDTH])

    @property
    def stacked(self) -> bool:
        """The side column lies below the table."""
        return self._stacked

    def extent(self, stacked: bool) -> int:
        """The side column's width beside the table, or its height below it (0: nothing in it)."""
        page = self.page
        width, height = self.splitter.width(), self.splitter.height()
        if self.side.isHidden():
            return 0
        result = not self.top.isHidden()
        log = not page.log.isHidden()
        if not stacked:
            return end_width(width) if result else LOG_WIDTH
        if result and page.review_panel is not None:  # as much as its graph and words need, if the table keeps a quarter
            least = page.review_panel.least_height(width) + self.side.handleWidth() + (MIN_REVIEW_LOG if log else 0)
            return max(int(height * STACKED_SHARE), min(least, int(height * 0.75)))
        if result:  # as tall as the report and a few moves, else the report scrolls
            below = MIN_LOG_HEIGHT + self.side.handleWidth() if log else 0
            return min(page.end_screen.wanted_height(width) + below, int(height * STACKED_SHARE))
        return max(MIN_LOG_HEIGHT + 40, height // 5)

    def table_scale(self, stacked: bool) -> float:
        """How large the table is drawn with the side column beside it or below it, at the
        room the result takes there: the same answer while playing, at the end, in the
        review and with the result hidden (sized by what the column held, the table grew
        and shrank by half at each of those buttons)."""
        scene = self.page.shown_scene
        width, height = self.splitter.width(), self.splitter.height()
        if stacked:
            height -= min(scene.report_px + MIN_LOG_HEIGHT + self.side.handleWidth(), int(height * STACKED_SHARE))
        else:
            width -= end_width(width)
        return scene.drawn_scale(QSizeF(width, height))

    def lay(self, again: bool = False) -> None:
        """Put the side column where the table is drawn larger: beside it (most windows) or
        below it (a tall, narrow window: beside it the result panel left the table a third of
        the width, its words at 6 px, above and below it empty felt). Which one depends on the
        window alone, never on what the column holds. Its height below the table, and its width
        beside it with the result, are set again at every resize (the window's stretch had left
        the result 535 px wide after a narrow window), unless the player moved the line; the
        moves alone beside the table follow the window's stretch. `again`: what the column
        holds changed, its parts share it out anew."""
        if self.splitter.width() <= 0 or self.splitter.height() <= 0:
            return
        beside, below = self.table_scale(False), self.table_scale(True)
        # a near call stays as it is (a status line wrapping to two lines must not turn it)
        stacked = below * STACK_GAIN >= beside if self._stacked else below > beside * STACK_GAIN
        changed = stacked != self._stacked
        if changed:
            self._stacked = stacked
            self.splitter.setOrientation(Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal)
        if again or changed:
            self._side_by_hand = False
        elif self._side_by_hand:
            return  # a resize leaves the line where the player put it
        elif not stacked and self.top.isHidden():
            return  # the moves alone beside the table follow the window's stretch
        total = (self.splitter.height() if stacked else self.splitter.width()) - self.splitter.handleWidth()
        extent = self.extent(stacked)
        if extent:
            self.splitter.setSizes([max(1, total - extent), extent])
        if not (again or changed):
            return  # a resize only: the side's own resize shares it out again (`eventFilter`)
        width = self.splitter.width() if stacked else extent  # the side's width, before the splitter lays it out
        if self.page.review_panel is not None:
            self.split(width, REVIEW_SHARE)
        elif self.page.end_visible:
            self._split_by_hand = False
            self.split(width)

    def split(self, width: int, share: float = 0.0) -> None:
        """The result panel gets the height its report and buttons need, as far as the moves
        below keep a few lines (then the report scrolls, the buttons still in sight); with a
        `share`, that part of the height (the review's graph), and at least what the review's
        words and smallest graph need at this width (a short window had cut the graph's axis)."""
        height = self.side.height() or 600
        room = height - self.side.handleWidth()
        least_log = max(MIN_LOG_HEIGHT, int(room * 0.2))
        if share:
            panel = self.page.review_panel
            needed = panel.least_height(width) if panel is not None else 0
            # the graph before the moves: in a short column they keep what the review leaves
            wanted, least_log = max(int(room * share), needed), min(MIN_LOG_HEIGHT, max(0, room - needed))
        else:
            wanted = self.page.end_screen.wanted_height(width)
        top = max(min(wanted, room - least_log), room // 3)
        self.side.setSizes([top, room - top])

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._split_by_hand = True

    def _side_moved(self, _pos: int, _index: int) -> None:
        self._side_by_hand = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """The window grew or shrank with the result shown: the result panel gets its height
        again (it kept the share of the old height, and on a window made wider and shorter the
        moves below were squeezed to a few lines under a half-empty result)."""
        if watched is self.side and event.type() == QEvent.Type.Resize and self.top.isVisible() \
                and not self._split_by_hand:
            if self.page.review_panel is not None:
                self.split(self.side.width(), REVIEW_SHARE)
            elif self.page.end_visible:
                self.split(self.side.width())
        return False
