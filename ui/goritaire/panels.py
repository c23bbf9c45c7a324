"""The panels around the Goritaire pyramid: the phases, counts, eating preview, deck and
discard pile on the left; the action list with Hint and Demo on the right; the choices an
effect asks for; the end of the deal (the warning before a losing move is in confirm.py).
Each function lays its part out on the scene from the model (no rules here: words and
legality come from gamebox.games.goritaire)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor

from gamebox.core.describe import Names, plural
from gamebox.games.goritaire.actions import BY_NAME, ActionSpec, available_actions
from gamebox.games.goritaire.engine import act_problem
from gamebox.games.goritaire.moves import Act, Move
from gamebox.games.goritaire.state import State
from gamebox.games.goritaire.words import card_lines, eating_lines
from ui.goritaire import layout as L
from ui.goritaire.art import card_back, card_face
from ui.goritaire.assist import STOP_SOLUTION
from ui.goritaire.choices import MANY, choice_buttons, choice_tip, guess_titles
from ui.goritaire.discard_pile import discard_top
from ui.goritaire.hand_pick import build_pick_button, pick_title, picking
from ui.goritaire.widgets import BUTTON_TEXT, ActionButton, HeadingItem, PanelItem, PhaseBar
from ui.table.controls import LEAST_SQUEEZE
from ui.table.items import CardItem
from ui.table.painting import text_width

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene


def _units(text: str) -> list[str]:
    """The text's words, a number kept with the word after it ("21 Bananas" never breaks) and a
    count that ends the text kept with the word before it ("in hand: 4", "Plants: none")."""
    units: list[str] = []
    words = text.split()
    for n, word in enumerate(words):
        last = n == len(words) - 1
        if units and (units[-1].isdigit() or (last and (word.isdigit() or word == "none"))):
            units[-1] += " " + word
        else:
            units.append(word)
    return units


def fit_lines(texts: list[str], room: float, bold_first: bool = True) -> list[str]:
    """Panel lines that fit `room` pixels (panels do not wrap by themselves), each text starting
    a new line; with `bold_first` the first line is measured bold, as the panel draws it."""
    lines: list[str] = []
    for text in texts:
        start = len(lines)
        for word in _units(text):
            bold = bold_first and len(lines) == 1
            if len(lines) > start and text_width(f"{lines[-1]} {word}", L.TEXT, bold) <= room:
                lines[-1] += " " + word
            else:
                lines.append(word)
    return lines


def fit_title(texts: list[str]) -> list[str]:
    """A choice's title as lines that fit its panel (the first one bold)."""
    return fit_lines(texts, L.CHOICE_WIDTH - 22)


def info_lines(st: State, names: Names | None = None) -> list[str]:
    """The left panel's lines (the first one its title), fitted to the panel; `names`: who
    plays the deal ("You", or "Computer" when it plays the deal)."""
    if st.over:
        return (["The deal is won", f"Score: {st.score}"] if st.outcome == "won"
                else ["The deal is lost", "No score"])
    gone = st.gone_g + st.gone_b
    texts = [*eating_lines(st, names), *card_lines(st, names)] + ([f"Out of the game: {plural(gone, 'card')}"] if gone else [])
    return fit_lines(texts, L.INFO_SIZE.width() - 20)


def ended_in(scene: GoritaireScene) -> str:
    """The phase the deal ended in: the last one its last move went through ("6 End" was
    marked on a deal lost in the Eating or the Draw phase)."""
    history = scene.session.history
    if not history:
        return "end"
    step = history[-1]
    phases = [e.data.get("name") for e in step.events if e.kind == "phase"]
    name = phases[-1] if phases else step.before.phase
    return name if isinstance(name, str) and name != "over" else "end"


def build_left(scene: GoritaireScene, st: State) -> None:
    bar = PhaseBar(L.LEFT_WIDTH)
    bar.set_phase(st.phase if st.phase != "over" else ended_in(scene), st.turn)
    scene.place(bar, L.PHASES_POS)
    scene.phase_bar = bar
    scene.place(PanelItem("info", L.INFO_SIZE, info_lines(st, scene.player_names()), title_size=L.TITLE, line_size=L.TEXT), L.INFO_POS)
    piles = not scene.choices_need_room
    deck = CardItem("deck", None, card_back, scene.small, face_up=False)
    deck.setVisible(bool(st.deck) and piles)
    scene.place(deck, L.DECK_POS)
    pile = CardItem("discard", card_face(discard_top(scene.session.history, st)), card_back, scene.small)
    pile.setOpacity(0.85)
    pile.setVisible(bool(st.disc_g + st.disc_b) and piles)
    scene.place(pile, L.DISCARD_POS)
    if not piles:
        return
    y = L.DECK_POS.y() + scene.small.height() + 3
    half = (L.LEFT_WIDTH - 4) / 2
    for key, label, x in (("deck", f"Deck {len(st.deck)}", L.LEFT),
                          ("discard", f"Discard {st.disc_g + st.disc_b}", L.LEFT + half + 4)):
        scene.place(PanelItem(f"label:{key}", QSizeF(half, 26), [label], fill=QColor(0, 0, 0, 90),
                              title_size=L.TEXT, centred=True, bold_title=False), QPointF(x, y))


ACTIONS_TIP = ("To use an action, put awake Gorillas to sleep: \"Level 2+\" takes a Gorilla of Level 2 or"
               " more (the L badge on its card), \"any\" a Gorilla of any level. Sleeping Gorillas wake"
               " up at the start of the next turn. An action you cannot pay for now is grey, with a dashed edge.")


def cost_note(spec: ActionSpec, room: float) -> str:
    """The Gorillas that pay (`ActionSpec.cost_words`); the button narrows a note a little too
    long ("Level 4+ & more" beside Homesickness had read "Level 4+ …"); "& more" is cut to "…"
    only when even that does not fit (the tooltip tells the Sacrifice or Combustion)."""
    words = spec.cost_words
    if text_width(words, BUTTON_TEXT) * LEAST_SQUEEZE <= room or not words.endswith(" & more"):
        return words
    return words.removesuffix(" & more") + " …"


def action_tip(spec: ActionSpec, why_not: str | None) -> str:
    """What the action does and what it costs, and why it cannot be used now."""
    return f"{spec.label}: {spec.effect}. To use it, {spec.cost_text}." + (f" Not now: {why_not}." if why_not else "")


def build_actions(scene: GoritaireScene, st: State) -> None:
    top = L.ACTIONS_POS
    title = HeadingItem("actions-title", QSizeF(L.ACTION_SIZE.width(), 28), "Actions", "Gorillas to pay", L.TEXT)
    title.setToolTip(ACTIONS_TIP)
    scene.place(title, top)
    free = st.phase == "action" and not st.pending and not st.over
    y = top.y() + 34
    for spec in available_actions(st):
        problem = act_problem(st, spec)
        payable = problem is None and not watching(scene)  # (a watcher's bright actions did nothing)
        label_room = L.ACTION_SIZE.width() - 26 - text_width(spec.label, BUTTON_TEXT, True)
        button = scene.button(f"action:{spec.name}", spec.label, QPointF(top.x(), y), L.ACTION_SIZE, spec.name,
                              note=cost_note(spec, label_room), enabled=payable, kind=ActionButton)
        why_not = problem if free else None  # outside the Action phase every button waits alike
        button.setToolTip(action_tip(spec, why_not))
        button.chosen = scene.paying == spec.name or (isinstance(scene.hint, Act) and scene.hint.name == spec.name)
        y += L.ACTION_STEP
    y += 6
    if scene.paying:
        pay_cost = BY_NAME[scene.paying].cost
        scene.button("pay:cheapest", "Pay cheapest", QPointF(top.x(), y), QSizeF(140, 34))
        scene.button("pay:cancel", "Cancel", QPointF(top.x() + 146, y), QSizeF(94, 34))
        y += 40
        # the whole cost while paying: a button cut "Level 4+ & more" to "Level 4+ …"
        extra = BY_NAME[scene.paying].extra_words
        lines = [f"Picked {len(scene.pay_pick)} of {plural(len(pay_cost), 'Gorilla')}"] + ([f"Then {extra}"] if extra else [])
        scene.place(PanelItem("pay-note", QSizeF(L.ACTION_SIZE.width(), 28 + 20 * (len(lines) - 1)), lines,
                              fill=QColor(0, 0, 0, 90), title_size=L.TEXT, line_size=BUTTON_TEXT, bold_title=False),
                    QPointF(top.x(), y))
    build_assist(scene, st)


def watching(scene: GoritaireScene) -> bool:
    """The computer plays the deal and the player watches: no choice, Hint or Demo is theirs
    (the buttons looked pressable while the computer played)."""
    return not scene.session.is_human(0)


def build_assist(scene: GoritaireScene, st: State) -> None:
    """Hint and Demo, below the action list (or the cards being put back)."""
    if watching(scene):
        return
    top = L.ACTIONS_POS
    scene.button("hint", "Hint", QPointF(top.x(), L.ASSIST_Y), QSizeF(116, 34), enabled=not st.over)
    if scene.script:  # a shown solution plays: the player may take the deal over where it is
        stop = scene.button(STOP_SOLUTION, "Stop here", QPointF(top.x() + 124, L.ASSIST_Y), QSizeF(116, 34))
        stop.setToolTip("Stop the solution and play on yourself from this position")
        stop.acts_while_busy = True  # the solution moves on at once: the table is seldom still
        return
    demo = scene.button("demo", "Stop demo" if scene.demo else "Demo", QPointF(top.x() + 124, L.ASSIST_Y),
                        QSizeF(116, 34), enabled=not st.over)
    demo.chosen = scene.demo
    demo.acts_while_busy = scene.demo  # Stop demo: the Demo moves on at once, the table is seldom still


def choice_height(title: list[str], count: int) -> float:
    rows = count if count <= MANY else (count + 1) // 2
    return (16 + 22 * len(title) if title else 0) + 37 * rows


def _choices(st: State) -> tuple[list[str], list[tuple[str, Move]]]:
    """The title lines (fitted to the panel) and buttons of the choice asked now."""
    title, moves = choice_buttons(st)
    if picking(st):
        return fit_title(pick_title(st)), moves
    fitted = fit_title(title)
    if st.pending and st.pending[0][0] == "guess":  # as tall seen or not: a quick click hit the other guess
        fitted += [""] * (max(len(fit_title(lines)) for lines in guess_titles(st)) - len(fitted))
    return fitted, moves


def build_choices(scene: GoritaireScene, st: State) -> None:
    title, moves = _choices(st) if not watching(scene) else ([], [])
    if (scene.script or scene.demo) and title:  # the title told the player what to do, while the solution or the Demo chose
        title = fit_title(["The solution chooses…" if scene.script else "The Demo chooses…"])
    pos = QPointF(L.CHOICE_POS)
    if scene.choices_need_room:  # a long list (the order of three cards looked at) uses the piles' room
        pos = QPointF(L.LEFT, L.DECK_POS.y())
    if title:
        scene.place(PanelItem("choice-title", QSizeF(L.CHOICE_WIDTH, 12 + 22 * len(title)), title,
                              fill=QColor(0, 0, 0, 110), title_size=L.TEXT, line_size=L.TEXT), pos)
        pos += QPointF(0, 16 + 22 * len(title))
    width = (L.CHOICE_WIDTH - 6) / 2 if len(moves) > MANY else L.CHOICE_WIDTH
    for n, (label, move) in enumerate(moves):
        col, row = (n % 2, n // 2) if len(moves) > MANY else (0, n)
        button = scene.button(f"choice:{n}", label, pos + QPointF(col * (width + 6), row * 37),
                              QSizeF(width, 34), move)
        button.setToolTip(choice_tip(move))
        button.chosen = move == scene.hint
    if picking(st) and scene.viewer_decides():
        build_pick_button(scene, st, pos)
    if st.over and scene.can_show_solution():
        scene.button("solution", "Show a solution", pos, QSizeF(L.CHOICE_WIDTH, 34))


def choices_need_room(st: State) -> bool:
    lines, moves = _choices(st)
    return L.CHOICE_POS.y() + choice_height(lines, len(moves)) > L.TABLE.height() - 8
