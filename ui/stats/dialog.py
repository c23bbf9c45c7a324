"""The Statistics window: a table per game, the breakdown of the chosen game, and the charts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gamebox.registry import all_games
from ui.dialogs.lifetime import fit_to_screen, scrolling
from ui.stats.entries import Entry
from ui.stats.figures import goritaire_figure, goritaire_scores, mixes, robot_figure, win_rate_figure
from ui.stats.store import StatsStore, skipped_words
from ui.stats.summary import GameStats, detail_lines, game_stats, percent_text
from ui.stats_chart import make_chart

COLUMNS = ("Game", "Played", "Won", "Win rate", "Current streak", "Best streak", "With help", "With friends")
COLUMN_TIPS = {
    "Played": "Games you finished alone at the screen, without help",
    "Won": "Of those, the games you won (a drawn game is neither won nor lost: told apart)",
    "Win rate": "The share of those games you won",
    "With help": "Games where Hint, Demo or a shown solution chose moves for you: counted here, not in your win rate",
    "With friends": "Games with two or more people at this screen: counted here, not in your win rate",
}
SIZE = QSize(980, 720)  # on a screen with the room
ROBOT_TAB_TIP = "Your solo Girafferaffe games: how many cards the Robot started with, game by game"


def _cell(text: str, align_right: bool = True) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def row_texts(stats: GameStats) -> list[str]:
    drawn = f", {stats.assisted.drawn} drawn" if stats.assisted.drawn else ""
    helped = f"{stats.assisted.played} ({stats.assisted.won} won{drawn})" if stats.assisted.played else "–"
    won = f"{stats.own.won}, {stats.own.drawn} drawn" if stats.own.drawn else str(stats.own.won)
    return [stats.name, str(stats.own.played), won, percent_text(stats.own.percent),
            str(stats.current_streak), str(stats.best_streak), helped, str(stats.hot_seat or "–")]


class StatsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, store: StatsStore | None = None, game: str = "") -> None:
        """`game`: the game being played, whose row is chosen first (else the first game played)."""
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.store = store or StatsStore()
        self.entries: list[Entry] = self.store.load()
        self.infos = all_games()
        self.stats = game_stats(self.entries, self.infos)
        layout = QVBoxLayout()
        notice = self.store.problem or skipped_words(self.store.skipped)
        self.problem = QLabel(notice)
        self.problem.setWordWrap(True)
        self.problem.setVisible(bool(notice))
        layout.addWidget(self.problem)
        kept_from_view = self.store.left or self.store.newer  # statistics it cannot show are not "none"
        if not self.entries and not kept_from_view and not self.store.skipped:
            empty = QLabel("No finished games yet. Play one, and it shows here (a game only computers play is "
                           "not counted).")
            empty.setWordWrap(True)  # a long line widened the dialog on a small screen
            layout.addWidget(empty)
        self.table = self._table()
        layout.addWidget(self.table)
        self.detail = QLabel()
        self.detail.setObjectName("statsDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.detail)
        self.tabs = QTabWidget()
        self.win_chart = make_chart(win_rate_figure(self.entries, self.infos))
        self.tabs.addTab(self.win_chart, "Win rate")
        self.tabs.addTab(self._goritaire_tab(), "Goritaire scores")
        self.robot_chart = make_chart(robot_figure(self.entries))
        self.tabs.addTab(self.robot_chart, "Girafferaffe Robot")
        self.tabs.setTabToolTip(self.tabs.count() - 1, ROBOT_TAB_TIP)
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        # a small screen scrolls the charts, Close staying on it; a large one shows every tab whole
        # (the Goritaire scores tab, taller than the first, scrolled at 1920x1080)
        outer.addWidget(scrolling(layout, whole=True), 1)
        outer.addWidget(buttons)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_detail(row))
        first = next((n for n, s in enumerate(self.stats) if s.game == game),
                     next((n for n, s in enumerate(self.stats) if s.any), 0))
        self.table.setCurrentCell(first, 0)
        self._show_detail(first)
        for part in (self.table, self.detail, self.tabs):  # zeros and "no games yet" under the notice
            part.setVisible(not kept_from_view)
        if kept_from_view:
            layout.addStretch(1)  # the notice at the top, not in the middle of an empty window
        fit_to_screen(self, self.sizeHint().expandedTo(SIZE))

    def _table(self) -> QTableWidget:
        table = QTableWidget(len(self.stats), len(COLUMNS))
        table.setObjectName("statsTable")
        table.setHorizontalHeaderLabels(list(COLUMNS))
        for col, name in enumerate(COLUMNS):
            item = table.horizontalHeaderItem(col)
            if item is not None and name in COLUMN_TIPS:
                item.setToolTip(COLUMN_TIPS[name])
        table.verticalHeader().setVisible(False)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # Tab leaves the table for the tabs and Close (it went cell by cell)
        for row, stats in enumerate(self.stats):
            for col, text in enumerate(row_texts(stats)):
                table.setItem(row, col, _cell(text, col > 0))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 4
        table.setFixedHeight(height)
        return table

    def _show_detail(self, row: int) -> None:
        if 0 <= row < len(self.stats):
            stats = self.stats[row]
            self.detail.setText("\n".join(detail_lines(stats)) if stats.any else f"No {stats.name} games yet.")

    # ----- Goritaire ---------------------------------------------------------------------------
    def _goritaire_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        row = QHBoxLayout()
        mix_label = QLabel("Deck mix:")
        row.addWidget(mix_label)
        self.mix_box = QComboBox()
        self.mixes = mixes(self.entries)
        for mix in self.mixes:
            self.mix_box.addItem(mix.label)
        self.mix_box.setEnabled(bool(self.mixes))
        mix_label.setVisible(bool(self.mixes))  # an empty, greyed choice said nothing
        self.mix_box.setVisible(bool(self.mixes))
        row.addWidget(self.mix_box)
        self.best_label = QLabel()
        self.best_label.setObjectName("bestScores")
        self.best_label.setWordWrap(True)
        row.addWidget(self.best_label, 1)
        layout.addLayout(row)
        self.goritaire_chart = make_chart(goritaire_figure(self.entries, self.mixes[0] if self.mixes else None))
        layout.addWidget(self.goritaire_chart, 1)
        self.mix_box.currentIndexChanged.connect(self._show_mix)
        self._show_mix(0)
        return page

    def _show_mix(self, index: int) -> None:
        mix = self.mixes[index] if 0 <= index < len(self.mixes) else None
        self.goritaire_chart.set_figure(goritaire_figure(self.entries, mix))  # type: ignore[attr-defined]
        scores = goritaire_scores(self.entries, mix) if mix is not None else []
        self.best_label.setText(best_text(scores) if mix is not None else NO_DEAL_YET)


# before any deal counts; the chart under it says that none has, and how many had help
NO_DEAL_YET = "Your best scores will show here, for each deck mix."


def best_text(scores: Sequence[int], count: int = 5) -> str:
    best = sorted((s for s in scores if s > 0), reverse=True)[:count]
    if not best:
        return "No deal won with this mix yet." if scores else ""
    played = f"{len(scores)} deal{'' if len(scores) == 1 else 's'} played"
    return f"Best score{'s' if len(best) > 1 else ''}: {', '.join(str(s) for s in best)} ({played})"
