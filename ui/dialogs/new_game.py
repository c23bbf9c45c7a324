"""The new-game dialog: players, each seat human (with a name) or computer (with its level),
deal number, options. What does not fit the screen scrolls (five seats and the options do not
fit 1024x600 with a large font); the error line and the buttons stay below, always on screen."""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gamebox.core.contract import GameInfo, OptionSpec
from gamebox.core.describe import COMPUTER, HUMAN, Names, names_problem
from gamebox.core.errors import ConfigError
from gamebox.core.rng import player_seed, random_seed
from ui.dialogs.lifetime import fit_to_screen, refit, scrolling
from ui.level_names import level_help, level_name, menu_order
from ui.plain_text import visible
from ui.setups import clean_setup

NAME_LENGTH = 40  # as the session keeps them


@dataclass
class Setup:
    """Everything needed to start a game."""

    game: str
    players: int
    seats: list[str]
    levels: list[str]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    names: list[str] = field(default_factory=list)  # each human seat's name ("" for "Player N")

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "seats": self.seats, "levels": self.levels, "options": self.options,
                "names": self.names}


def _only_for(spec: OptionSpec) -> str:
    """Why an option is greyed out: "Only in a solo game.", "Only with 3 to 5 players."."""
    low, high = spec.players or (1, 1)
    if high == 1:
        return "Only in a solo game."
    return f"Only with {low} players." if low == high else f"Only with {low} to {high} players."


class ClampingSpinBox(QSpinBox):
    """A number box that takes any number typed and, as the player leaves it, makes it the
    nearest allowed ("40" for 9 to 27 becomes 27, "4" becomes 9): Qt's refused the "0" of "40"
    and put back the old value without a word."""

    def __init__(self) -> None:
        super().__init__()
        self.setCorrectionMode(QSpinBox.CorrectionMode.CorrectToNearestValue)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        digits = text.strip()
        if digits.isdigit() and digits.isascii() and len(digits) <= 6:
            if not self.minimum() <= int(digits) <= self.maximum():
                return QValidator.State.Intermediate, text, pos
        return super().validate(text, pos)

    def fixup(self, text: str) -> str:
        digits = text.strip()
        if digits.isdigit() and digits.isascii() and len(digits) <= 6:
            return str(min(max(int(digits), self.minimum()), self.maximum()))
        return super().fixup(text)


KEPT_NAME = "keptName"  # a name put away while its person plays alone (the table says "You")


def _keep_name_while_alone(edit: QLineEdit, lone: bool) -> None:
    """The one person at the table is "You": a name typed for them stood greyed in the row the
    dialog labels "You". It is put away meanwhile (and kept in the setup, so it is remembered)
    and comes back when a second person joins."""
    edit.blockSignals(True)  # (its textChanged names the rows again: this is called from there)
    if lone and edit.text():
        edit.setProperty(KEPT_NAME, edit.text())
        edit.clear()
    elif not lone and not edit.text() and edit.property(KEPT_NAME):
        edit.setText(str(edit.property(KEPT_NAME)))
        edit.setProperty(KEPT_NAME, "")
    edit.blockSignals(False)


class NewGameDialog(QDialog):
    def __init__(self, info: GameInfo, remembered: dict[str, Any] | None = None,
                 overrides: dict[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(f"New game of {info.name}")
        remembered = clean_setup(info, remembered)  # a remembered setup of any shape: its sound parts only
        layout = QVBoxLayout()  # all but the error line and the buttons: it scrolls on a small screen
        heading = QLabel(f"<b style='font-size:13pt'>New game of {escape(info.name)}</b>")
        heading.setObjectName("newGameHeading")  # the title bar alone named the game, and not every desktop shows it
        layout.addWidget(heading)
        form = QFormLayout()
        self.players = ClampingSpinBox()
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(int(remembered.get("players", info.default_players)))
        self.players.setEnabled(info.min_players != info.max_players)
        if info.min_players == 1 and not info.solitaire:
            self.players.setSpecialValueText("1 (solo)")
        self.players.setToolTip("How many players sit at the table, people and computers")
        # as wide as its numbers, whatever the dialog's width: a click on its arrows widens the
        # dialog (more seats), and a stretched box had moved the arrows from under the pointer
        self.players.setSizePolicy(QSizePolicy.Policy.Fixed, self.players.sizePolicy().verticalPolicy())
        form.addRow("Players", self.players)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("blank: a new random deal")
        self.seed.setToolTip("Each deal has a number: the same number deals the same cards again, "
                             "to replay a deal or play it with a friend")
        form.addRow("Deal number", self.seed)
        layout.addLayout(form)

        self.seat_box = QGroupBox("Seats")
        self.seat_form = QFormLayout(self.seat_box)
        self.seat_rows: list[tuple[QComboBox, QComboBox]] = []
        self.name_edits: list[QLineEdit] = []
        layout.addWidget(self.seat_box)
        self._seats_waiting = False
        self._remembered_seats = list(remembered.get("seats", []))
        # a solo game's one seat is kept apart: a computer watched against the Robot (a demo)
        # had made the first seat of every later multiplayer table a computer too
        self._solo_kind = "human"
        if remembered.get("players") == 1 and self._remembered_seats:
            self._solo_kind = str(self._remembered_seats[0])
            self._remembered_seats[0] = "human"
        self._remembered_levels = list(remembered.get("levels", []))
        names = remembered.get("names", [])
        self._remembered_names = [n if isinstance(n, str) else "" for n in names] if isinstance(names, list) else []
        self.players.valueChanged.connect(self._players_changed)
        self._build_seats()
        if info.solitaire:  # one player, the person at the screen: nothing to choose
            form.setRowVisible(self.players, False)
            self.seat_box.setVisible(False)

        self.option_widgets: dict[str, QWidget] = {}
        self._unapplied: dict[str, bool] = {}  # a ticked box greyed for this player count: what it held
        self.option_labels: dict[str, QLabel] = {}  # the row's name says what it means as well
        values = {**remembered.get("options", {}), **(overrides or {})}
        shown = [spec for spec in info.options if not spec.hidden]  # hidden ones the program fills
        if shown:
            box = QGroupBox("Options")
            options_form = QFormLayout(box)
            for spec in shown:
                widget = self._option_widget(spec, values.get(spec.name, spec.default))
                widget.setToolTip(spec.help)
                self.option_widgets[spec.name] = widget
                label = QLabel(spec.label)
                label.setBuddy(widget)
                self.option_labels[spec.name] = label
                options_form.addRow(label, widget)
            layout.addWidget(box)
        self.option_note = QLabel()  # the game's hint for the options chosen (Goritaire: difficulty)
        self.option_note.setObjectName("optionNote")
        self.option_note.setWordWrap(True)
        self.option_note.setMinimumHeight(4 * self.option_note.fontMetrics().lineSpacing())  # no relayout
        self.option_note.setVisible(info.option_note is not None)
        layout.addWidget(self.option_note)
        for widget in self.option_widgets.values():
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(self._show_option_note)
            elif isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self._show_option_note)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._show_option_note)
        self._enable_options()
        layout.addStretch(1)  # room left over goes below the options, not between the rows
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b")
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what was typed
        self.error.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText("Start")
        self.rules_button = buttons.addButton("Rules", QDialogButtonBox.ButtonRole.HelpRole)
        self.rules_button.setToolTip(f"How to play {info.name}")
        # Enter starts the game even after the rules were read: a pressed Rules button had
        # become the default, and Enter opened the rules again
        self.rules_button.setAutoDefault(False)
        self.start_button.setDefault(True)
        self.rules_button.clicked.connect(self._show_rules)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        self.area = scrolling(layout, whole=True)  # all of it when the screen has the room
        outer.addWidget(self.area, 1)
        outer.addWidget(self.error)
        outer.addWidget(buttons)
        self.result_setup: Setup | None = None
        self.seed.textEdited.connect(lambda _text: self._set_error(""))
        self.seed.textChanged.connect(self._show_option_note)  # (a number the options would change is said)
        self.players.valueChanged.connect(lambda _value: self._set_error(""))
        fit_to_screen(self)

    def _show_rules(self) -> None:
        from ui.dialogs.lifetime import run_modal
        from ui.dialogs.simple import RulesDialog

        run_modal(RulesDialog(self.info.id, self.info.name, self))

    def _players_changed(self) -> None:
        """The seats and options follow the player count, once the mouse button that changed it
        is up: rebuilding the seats under a pressed arrow of the spin box lost the release, and
        the count ran on to its last number with one click."""
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            if not self._seats_waiting:
                self._seats_waiting = True
                QTimer.singleShot(30, self, self._seats_after_click)
            return
        self._build_seats()
        self._enable_options()

    def _seats_after_click(self) -> None:
        self._seats_waiting = False
        self._players_changed()

    def _build_seats(self) -> None:
        for n, edit in enumerate(self.name_edits):  # keep what was typed when the count changes
            if n < len(self._remembered_names):
                self._remembered_names[n] = edit.text()
            else:
                self._remembered_names.append(edit.text())
        solo_before = len(self.seat_rows) == 1
        for n, (kind_box, level_box) in enumerate(self.seat_rows):  # and what was chosen (a computer stayed one)
            picked = ("human" if kind_box.currentIndex() == 0 else "computer", str(level_box.currentData()))
            if solo_before:
                self._solo_kind = picked[0]
                picked = ("human" if n >= len(self._remembered_seats) else self._remembered_seats[n], picked[1])
            for kept, value in ((self._remembered_seats, picked[0]), (self._remembered_levels, picked[1])):
                if n < len(kept):
                    kept[n] = value
                else:
                    kept.append(value)
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_rows = []
        self.name_edits = []
        self.seat_labels: list[QLabel] = []
        count = self.players.value()
        for seat in range(count):
            kind = QComboBox()
            kind.addItems(["Human", "Computer"])
            default = "human" if seat == 0 else "computer"
            chosen = self._remembered_seats[seat] if seat < len(self._remembered_seats) else default
            if count == 1:
                chosen = self._solo_kind
            if self.info.solitaire:
                chosen = "human"
            kind.setCurrentIndex(0 if chosen == "human" else 1)
            kind.setItemData(0, "A person at this screen", Qt.ItemDataRole.ToolTipRole)
            kind.setItemData(1, "The computer plays this seat", Qt.ItemDataRole.ToolTipRole)
            level = QComboBox()
            for name in menu_order(self.info.ai_levels):
                level.addItem(level_name(name), name)
                level.setItemData(level.count() - 1, level_help(name), Qt.ItemDataRole.ToolTipRole)
            level.currentIndexChanged.connect(lambda _i, lv=level: lv.setToolTip(level_help(str(lv.currentData()))))
            remembered = self._remembered_levels[seat] if seat < len(self._remembered_levels) else self.info.default_ai
            index = level.findData(remembered)
            level.setCurrentIndex(index if index >= 0 else max(0, level.findData(self.info.default_ai)))
            level.setToolTip(level_help(str(level.currentData())))
            level.setEnabled(kind.currentIndex() == 1)
            name_edit = QLineEdit(self._remembered_names[seat][:NAME_LENGTH] if seat < len(self._remembered_names) else "")
            name_edit.setPlaceholderText(f"Player {seat + 1}")
            name_edit.setMaxLength(NAME_LENGTH)
            name_edit.setToolTip("The name the table uses for this player")
            name_edit.setMinimumWidth(name_edit.fontMetrics().horizontalAdvance("Player 10") + 24)
            name_edit.setVisible(kind.currentIndex() == 0)
            level.setVisible(kind.currentIndex() == 1)
            kind.currentIndexChanged.connect(lambda _i: self._name_fields())
            name_edit.textChanged.connect(lambda _t: self._name_fields())  # "Computer" or "Computer 2"
            # a screen reader names each field by its seat (the label's buddy is the row)
            kind.setAccessibleName(f"Player {seat + 1}: a person or the computer")
            level.setAccessibleName(f"Player {seat + 1}: the computer's level")
            name_edit.setAccessibleName(f"Player {seat + 1}: name")
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            h.addWidget(kind)
            h.addWidget(level, 1)
            h.addWidget(name_edit, 1)
            kind.currentIndexChanged.connect(lambda i, lv=level, nm=name_edit, r=row: self._seat_kind(i, lv, nm, r))
            label = QLabel(f"Player {seat + 1}")  # named as the table will name it: `_name_fields`
            # as wide as the widest name a row gets, so the boxes beside it stay put when a seat
            # turns from "Player 1" to "Computer" (a second click aimed at them missed)
            label.setMinimumWidth(2 + max(label.fontMetrics().boundingRect(f"{word} {n}").width()
                                          for word in ("Computer", "Player") for n in range(1, self.players.maximum() + 1)))
            label.setBuddy(row)
            self.seat_labels.append(label)
            self.seat_form.addRow(label, row)
            if self.isVisible():  # Qt shows what joins an open dialog only later: now, to count in `refit`
                label.show()
                row.show()
            self.seat_rows.append((kind, level))
            self.name_edits.append(name_edit)
        self._name_fields()
        self._chain_tab_order()
        if self.isVisible():
            refit(self, self.seat_box, shorter=True)  # more seats show if they fit; fewer leave no gap

    def _chain_tab_order(self) -> None:
        """Tab goes deal number, then the seats row by row, then the options and the buttons:
        seats made anew when the count changed came last in the order, after Start."""
        after = getattr(self, "start_button", None)  # (none yet while the dialog is being made)
        if after is None:
            return
        chain: list[QWidget] = [self.seed]
        for (kind, level), name in zip(self.seat_rows, self.name_edits):
            chain += [kind, level, name]
        chain += list(self.option_widgets.values()) + [after]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _name_fields(self) -> None:
        """Names are for people sharing the screen: the one person at a table is "You" there,
        so a lone human's name field is greyed out and says so (a name typed there was never
        shown anywhere). Each row is labelled with the name the table will use ("You",
        "Computer 1"), so a row is never "Player 2" for a seat the table calls "Computer 1"."""
        self._set_error("")  # a name or seat changed: a refusal about the names is answered
        kinds = [HUMAN if kind.currentIndex() == 0 else COMPUTER for kind, _level in self.seat_rows]
        humans = [n for n, kind in enumerate(kinds) if kind == HUMAN]
        lone = len(humans) == 1
        typed = [edit.text() for edit in self.name_edits]
        table = Names.for_table(kinds, humans[0] if lone else None, typed)
        unnamed = Names.for_table(kinds, humans[0] if lone else None)  # what an empty name field gives
        for n, (label, kind) in enumerate(zip(self.seat_labels, kinds)):
            label.setText(table(n) if kind == COMPUTER else unnamed(n))
        solo = len(kinds) == 1 and not self.info.solitaire  # alone against the Robot
        against = "you" if kinds[:1] == [HUMAN] else "the computer"
        self.seat_box.setTitle(f"Seats: {against} against the Robot" if solo else "Seats")
        for n, edit in enumerate(self.name_edits):
            _keep_name_while_alone(edit, lone)
            edit.setEnabled(not lone)
            edit.setPlaceholderText(unnamed(n))
            edit.setToolTip("The table calls the one person playing “You”; names are for people "
                            "sharing the screen" if lone else "The name the table uses for this player")

    def _seat_kind(self, index: int, level: QComboBox, name: QLineEdit, row: QWidget) -> None:
        """A computer seat shows its level; a human seat its name. The dialog fits the row
        again (a level wider than the name field scrolled a solo dialog both ways)."""
        level.setEnabled(index == 1)
        level.setVisible(index == 1)
        name.setVisible(index == 0)
        if self.isVisible():
            refit(self, row)

    def _enable_options(self) -> None:
        """Options that do not apply to this player count are greyed out (and left default)."""
        count = self.players.value()
        for spec in self.info.options:
            widget = self.option_widgets.get(spec.name)
            if widget is not None:
                if isinstance(widget, QCheckBox):  # greyed and ticked read as on: unticked meanwhile
                    if not spec.applies(count) and widget.isEnabled():
                        self._unapplied[spec.name] = widget.isChecked()
                        widget.setChecked(bool(spec.default))
                    elif spec.applies(count) and not widget.isEnabled() and spec.name in self._unapplied:
                        widget.setChecked(self._unapplied.pop(spec.name))  # as the player left it
                widget.setEnabled(spec.applies(count))
                widget.setToolTip(spec.help + ("" if spec.applies(count) else f" {_only_for(spec)}"))
                label = self.option_labels[spec.name]
                label.setToolTip(widget.toolTip())
                label.setEnabled(spec.applies(count))  # greyed with its box: a dark theme hid the box's grey
        self._show_option_note()

    def _show_option_note(self, *_args: Any) -> None:
        self._set_error("")  # a change answers the last refusal: it goes (it stayed, about a deal number since mended)
        note = self.info.option_note
        if note is not None and hasattr(self, "option_note"):
            before = self.option_note.heightForWidth(self.option_note.width())
            self.option_note.setText(" ".join(part for part in (note(self._option_values()), self._deal_words()) if part))
            if self.isVisible() and self.option_note.heightForWidth(self.option_note.width()) != before:
                refit(self, self.option_note)  # a longer note shows whole where the screen has room

    def _deal_words(self) -> str:
        """Where the options choose the deal itself (Goritaire's "Winnable deals only"), which deal
        a number typed gives: deal 3 opened as "deal 9", and nothing said why."""
        text = self.seed.text().strip()
        pick = getattr(self.info.load(), "deal_number", None)
        if not text or pick is None:
            return ""
        try:
            seed = player_seed(text)
            dealt = pick(self.info.make_config(self.players.value(), self._option_values()), seed)
        except ConfigError:
            return ""
        return "" if dealt == seed else f"Deal {seed} is not among the deals these options allow: deal {dealt} will be dealt instead."

    def _set_error(self, text: str) -> None:
        """The refusal under the form, the dialog fitted to it (it took the room of the form's
        last lines, which then scrolled out of sight)."""
        error = getattr(self, "error", None)
        if error is None or error.text() == text:
            return
        error.setText(text)
        if self.isVisible():
            refit(self, error)

    @staticmethod
    def _option_widget(spec: OptionSpec, value: Any) -> QWidget:
        if spec.kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if spec.kind == "int":
            spin = ClampingSpinBox()
            spin.setRange(spec.minimum if spec.minimum is not None else -10**6,
                          spec.maximum if spec.maximum is not None else 10**6)
            spin.setValue(int(value))
            return spin
        combo = QComboBox()
        combo.addItems(list(spec.choices))
        combo.setCurrentText(str(value))
        return combo

    def _option_values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if not widget.isEnabled():
                continue
            if isinstance(widget, QCheckBox):
                out[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                out[name] = widget.value()
            elif isinstance(widget, QComboBox):
                out[name] = widget.currentText()
        return out

    def setup(self) -> Setup:
        """The chosen setup; ConfigError for a bad deal number or option."""
        text = self.seed.text().strip()
        seed = player_seed(text) if text else random_seed()  # 18 digits, as its refusal says
        seats = ["human" if kind.currentIndex() == 0 else "computer" for kind, _ in self.seat_rows]
        levels = [level.currentData() for _, level in self.seat_rows]
        names = [visible(edit.text() or str(edit.property(KEPT_NAME) or "")).strip() if kind == "human" else ""
                 for edit, kind in zip(self.name_edits, seats)]
        problem = names_problem(seats, names) if seats.count("human") > 1 else None  # one person is "You"
        if problem is not None:
            raise ConfigError(problem, plain=problem)
        options = self._option_values()
        self.info.make_config(self.players.value(), options)  # validates
        return Setup(self.info.id, self.players.value(), seats, levels, seed, options, names)

    def _accept(self) -> None:
        try:
            self.result_setup = self.setup()
        except ConfigError as exc:
            self._set_error(exc.plain or str(exc))
            return
        self.accept()
