"""The end-of-game screen, the same for every game: a panel beside (or below) the table (a widget of the
game page, never an item over the cards), filled from the game's EndReport.

Headline, every seat's place and score with the tiebreak that decided it, the cards the rules
reveal at the end (drawn small when the scene offers a card painter, always in words), the
story, game-specific lines, and the buttons: Review (once the chances are computed), Hide to
look at the final table, any the game adds, New deal, Play this deal again and Back to all games.
The text part scrolls when it is long; the buttons always stay in sight.

A keyboard player comes to the report first (`focus_report`: ringed, the arrows scroll it, Enter
does nothing), and Tab walks the buttons in the order they show: the ones that only look at
this game before the ones that leave it, so keys still typed in the rhythm of play (Tab,
Enter) never start a new deal by themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamebox.core.describe import EndReport, Standing
from ui.appearance import give_focus
from ui.plain_text import BREAK_CHANCE, LTR_MARK, clean_copy

CardPainter = Callable[[QPainter, QRectF], None]
SMALL_CARD = QSize(34, 49)
RING = 3  # the room around the report for its ring (kept when not shown, so nothing moves)


def place_words(place: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def standing_html(standing: Standing, numbered: bool = True) -> str:
    """One seat's line; a solitaire's only line goes without its place ("1st" says nothing)."""
    line = f"<b>{place_words(standing.place)}</b>&nbsp; {_html(standing.name)}" if numbered else \
        f"<b>{_html(standing.name)}</b>"
    if standing.score:
        line += f" — {_html(standing.score)}"
    if standing.note:
        line += f"<br><i>{_html(standing.note)}</i>"
    return line


class CardStrip(QWidget):
    """A row of small cards (wrapping onto more rows as the width asks)."""

    def __init__(self, painters: Sequence[CardPainter], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_painters = list(painters)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def _per_row(self, width: int) -> int:
        return max(1, (width + 4) // (SMALL_CARD.width() + 4))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = -(-len(self.card_painters) // self._per_row(width))
        return rows * (SMALL_CARD.height() + 4)

    def sizeHint(self) -> QSize:
        return QSize(200, self.heightForWidth(200))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        per_row = self._per_row(self.width())
        for n, paint in enumerate(self.card_painters):
            x = (n % per_row) * (SMALL_CARD.width() + 4)
            y = (n // per_row) * (SMALL_CARD.height() + 4)
            painter.save()
            paint(painter, QRectF(x, y, SMALL_CARD.width(), SMALL_CARD.height()))
            painter.restore()
        painter.end()


class RingFrame(QWidget):
    """Holds `inner` and rings it in the highlight colour while the keyboard is on it."""

    def __init__(self, inner: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = inner
        layout = QVBoxLayout(self)
        layout.setContentsMargins(RING, RING, RING, RING)
        layout.addWidget(inner)
        inner.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.update()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self.inner.hasFocus():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), RING - 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
        painter.end()


class WrappedLabel(QLabel):
    """A line of the report, wrapped to the panel's width and as tall as its words there. Its
    least height is one line: the report's layout gives it its height for the width, and the
    scroll area makes the report that tall. (As tall as it would be at its own narrower
    width, the least height of each line made the report taller than its words: a gap
    under the last line, and a scroll bar where the words fitted.)"""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.fontMetrics().height())

    # what the player copies leaves the invisible marks of `breakable` and `LTR_MARK` behind
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        super().keyPressEvent(event)
        clean_copy(self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        super().mouseReleaseEvent(event)
        clean_copy(self)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt's name)
        super().contextMenuEvent(event)
        clean_copy(self)


# a run of letters with no break of its own: no space, and no hyphen or slash to break after
_LONG_RUN = re.compile(r"[^\s\-\u2010/]{20,}")


def breakable(text: str) -> str:
    """`text` with an invisible break chance every 12 characters of a run too long for a line
    (a 40-letter name without spaces ran past the panel's edge, cut there). Shorter words keep
    their own breaks: a chance every 12 letters had split "Montgomery-F|eatherstonehaugh"
    and "Ångström-Bjö|rklund" where the hyphen was the place to break."""
    return _LONG_RUN.sub(lambda run: BREAK_CHANCE.join(
        run.group(0)[n:n + 12] for n in range(0, len(run.group(0)), 12)), text)


def _html(text: str) -> str:
    return escape(breakable(text))


def _label(text: str, rich: bool = False, size: int = 0, bold: bool = False) -> QLabel:
    label = WrappedLabel(LTR_MARK + (text if rich else breakable(text)))  # read left to right, whatever the first name
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # wrap to the panel
    if size or bold:
        font = QFont(label.font())
        if size:
            font.setPointSizeF(font.pointSizeF() * size / 100)
        font.setBold(bold)
        label.setFont(font)
    return label


class EndScreen(QFrame):
    """The result panel. Signals for the page (and, through it, the main window)."""

    newDeal = Signal()
    playAgain = Signal()
    backToBox = Signal()
    hideRequested = Signal()
    reviewRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        self.setAccessibleName("Result")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.report: EndReport | None = None
        self.texts: list[str] = []  # every text shown, for tests and the text rules
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("endReport")
        self.scroller.setAccessibleName("The result, player by player")
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the keyboard reads the report first
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 4, 0)
        self.body_layout.setSpacing(6)
        self.scroller.setWidget(self.body)
        self._body_width = -1
        self.body.installEventFilter(self)  # a new width: the labels measure their lines again
        outer.addWidget(RingFrame(self.scroller), 1)
        self.buttons = QWidget()
        self.button_grid = QGridLayout(self.buttons)
        self.button_grid.setContentsMargins(0, 4, 0, 0)
        self.button_grid.setSpacing(4)
        outer.addWidget(self.buttons)
        self.review_button = self._button("Review", self.reviewRequested.emit, "reviewButton")
        self.review_state = "absent"  # `set_review_state`'s last word
        self.new_button = self._button("New deal", self.newDeal.emit, "newDealButton")
        self.again_button = self._button("Play this deal again", self.playAgain.emit, "playAgainButton")
        self.back_button = self._button("Back to all games", self.backToBox.emit, "backButton")
        self.hide_button = self._button("Hide", self.hideRequested.emit, "hideButton")
        self.hide_button.setToolTip("Hide this panel to look at the final table")
        self.new_button.setToolTip("Deal new cards, set up as this game was")
        self.again_button.setToolTip("Deal the very same cards again and play them from the first move")
        self.back_button.setToolTip("Close this table and choose a game")
        self.extra_buttons: list[QPushButton] = []
        self.set_review_state("working")

    def _button(self, text: str, slot: Callable[[], None], name: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _=False: slot())
        return button

    # ----- filling ------------------------------------------------------------------------
    def show_report(self, report: EndReport, actions: Sequence[tuple[str, Callable[[], None]]] = (),
                    card_painter: Callable[[str], CardPainter | None] | None = None) -> None:
        """Fill the panel from a report; `actions` adds the game's own buttons."""
        self.report = report
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.texts = []
        self._add(_label(report.headline, size=150, bold=True), report.headline).setObjectName("endHeadline")
        if report.story:
            self._add(_label(report.story), report.story)
        for standing in report.standings:
            label = self._add(_label(standing_html(standing, len(report.standings) > 1), rich=True),
                              standing.name, standing.score, standing.note)
            label.setObjectName(f"standing{standing.seat}")
        for key, words in report.extra.items():
            self._add(_label(f"<b>{_html(key)}:</b> {_html(words)}", rich=True), key, words)
        for reveal in report.reveals:
            self._add(_label(f"<b>{_html(reveal.owner)}:</b> {_html(reveal.words)}", rich=True),
                      reveal.owner, reveal.words)
            painters = [card_painter(card) for card in reveal.cards] if card_painter and reveal.cards else []
            if painters and all(p is not None for p in painters):
                self.body_layout.addWidget(CardStrip([p for p in painters if p is not None]))
        self.body_layout.addStretch(1)
        self._measure_again()
        self._lay_buttons(actions)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.body and event.type() == QEvent.Type.Resize and self.body.width() != self._body_width:
            self._body_width = self.body.width()
            self._measure_again()
        return False

    def _measure_again(self) -> None:
        """A wrapped label keeps the height it measured for the width it had when it was made
        (narrower): each line of the report then stood in a gap of its own height until a
        theme change measured them again. A font change makes each one measure again."""
        for label in self.body.findChildren(QLabel):
            QApplication.sendEvent(label, QEvent(QEvent.Type.FontChange))

    def _add(self, label: QLabel, *texts: str) -> QLabel:
        self.body_layout.addWidget(label)
        self.texts.extend(t for t in texts if t)
        return label

    def _lay_buttons(self, actions: Sequence[tuple[str, Callable[[], None]]]) -> None:
        for button in self.extra_buttons:
            button.deleteLater()
        self.extra_buttons = [self._button(text, fn, f"extraButton{n}") for n, (text, fn) in enumerate(actions)]
        self._grid_buttons()

    def _grid_buttons(self) -> None:
        while self.button_grid.count():
            self.button_grid.takeAt(0)
        order = self.button_order()
        # those that leave the game start a row of their own: "Play this deal again" stays in
        # the same place whether or not the game had a button of its own (a player clicked
        # "Back to all games" where it had stood after another deal)
        leave = self.leave_buttons()
        look = [button for button in order if button not in leave]
        for n, button in enumerate(look):
            self.button_grid.addWidget(button, n // 2, n % 2)
        for n, button in enumerate(leave):
            self.button_grid.addWidget(button, (len(look) + 1) // 2 + n // 2, n % 2)
        for before, after in zip([self.scroller, *order], order):
            QWidget.setTabOrder(before, after)

    def button_order(self) -> list[QPushButton]:
        """The buttons as they show and as Tab walks them: first those that look at this game
        (Review, Hide, the game's own), then those that leave it."""
        review = [self.review_button] if not self.review_button.isHidden() else []
        return [*review, self.hide_button, *self.extra_buttons, *self.leave_buttons()]

    def leave_buttons(self) -> list[QPushButton]:
        """The buttons that leave this game (they start a row of their own)."""
        return [self.new_button, self.again_button, self.back_button]

    def focus_report(self, ring: bool = False) -> None:
        """The keyboard comes to the result: the report, ringed; Tab goes on to the buttons.
        `ring`: the keys brought it here (appearance.give_focus)."""
        give_focus(self.scroller, ring)

    def set_review_state(self, state: str) -> None:
        """ "working" (says so; pressed, the review opens when ready), "ready", "none" (the review could not be made), or
        "absent": the game has no way to judge its chances (Goritaire: playouts by rule of
        thumb never win a deal, so the graph read 0% all the way to a won game's end)."""
        self.review_state = state
        absent = state == "absent"
        if absent != self.review_button.isHidden():
            self.review_button.setHidden(absent)
            self._grid_buttons()
        # pressed while it is worked out, it opens once ready (greyed, a click did nothing)
        self.review_button.setEnabled(state in ("ready", "working"))
        self.review_button.setText({"working": "Review (working…)", "ready": "Review",
                                    "none": "No review"}.get(state, "Review"))
        self.review_button.setToolTip("How each player's chance to win went, move by move"
                                      + (": being worked out, it opens when ready" if state == "working" else ""))

    def wanted_height(self, width: int) -> int:
        """The height that shows the whole report and the buttons without scrolling, when the
        panel is `width` wide."""
        margins, frame = self.outer.contentsMargins(), 2 * self.frameWidth()
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        ring = 2 * RING
        body = self.body_layout.totalHeightForWidth(max(50, width - margins.left() - margins.right() - frame - bar
                                                        - ring))
        return (body + ring + self.outer.spacing() + self.buttons.sizeHint().height()
                + margins.top() + margins.bottom() + frame)

    def button_texts(self) -> list[str]:
        return [self.button_grid.itemAt(i).widget().text() for i in range(self.button_grid.count())]  # type: ignore[union-attr]
