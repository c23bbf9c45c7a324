"""The panels around the Goritaire pyramid: the phases, counts, eating preview, deck and
discard pile on the left; the action list with Hint and Demo on the right; the choices an
effect asks for; the warning before a losing move; the end of the deal. Each function lays
its part out on the scene from the model (no rules here: words and legality come from
gamebox.games.goritaire)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor

from gamebox.games.goritaire.actions import BY_NAME, available_actions, cheap_payments
from gamebox.games.goritaire.engine import action_problem
from gamebox.games.goritaire.moves import Act
from gamebox.games.goritaire.state import BANANA, GORILLA, State
from gamebox.games.goritaire.words import eating_lines
from ui.goritaire import layout as L
from ui.goritaire.art import card_back, card_face
from ui.goritaire.choices import choice_buttons
from ui.goritaire.widgets import PanelItem, PhaseBar
from ui.table.items import CardItem

if TYPE_CHECKING:
    from ui.goritaire.scene import GoritaireScene


def card_line(st: State) -> str:
    if st.as_printed:
        return "Gorilla card from hand: " + ("played" if st.played else "1 to play") + " · Bananas: any"
    return "Card from hand: " + ("played" if st.played else "1 to play")


def build_left(scene: GoritaireScene, st: State) -> None:
    bar = PhaseBar(L.LEFT_WIDTH)
    bar.set_phase(st.phase if st.phase != "over" else "end", st.turn)
    scene.place(bar, L.PHASES_POS)
    scene.phase_bar = bar
    lines = [f"Deck {len(st.deck)} · Discard {st.disc_g + st.disc_b} · Removed {st.gone_g + st.gone_b}",
             *eating_lines(st), card_line(st)]
    if st.over:
        lines = [f"Deck {len(st.deck)} · Discard {st.disc_g + st.disc_b}", "The deal is over:",
                 f"won, score {st.score}" if st.outcome == "won" else "lost"]
    scene.place(PanelItem("info", L.INFO_SIZE, lines, title_size=13.5), L.INFO_POS)
    deck = CardItem("deck", None, card_back, scene.small, face_up=False)
    deck.setVisible(bool(st.deck))
    scene.place(deck, L.DECK_POS)
    discard_top = GORILLA if st.disc_g and not st.disc_b else BANANA
    pile = CardItem("discard", card_face(discard_top), card_back, scene.small)
    pile.setOpacity(0.85)
    pile.setVisible(bool(st.disc_g + st.disc_b))
    scene.place(pile, L.DISCARD_POS)
    for label, pos in ((f"Deck {len(st.deck)}", L.DECK_POS), ("Discard", L.DISCARD_POS)):
        scene.place(PanelItem(f"label:{label}", QSizeF(scene.small.width() + 30, 22), [label],
                              fill=QColor(0, 0, 0, 90), title_size=12),
                    pos + QPointF(-4, scene.small.height() + 4))


def build_actions(scene: GoritaireScene, st: State) -> None:
    top = L.ACTIONS_POS
    scene.place(PanelItem("actions-title", QSizeF(L.ACTION_SIZE.width(), 26),
                          ["Actions · ✓ = payable now"], fill=QColor(0, 0, 0, 90), title_size=13), top)
    free = st.phase == "action" and not st.pending and not st.over
    y = top.y() + 32
    for spec in available_actions(st):
        problem = action_problem(st, spec)
        payable = free and problem is None and bool(cheap_payments(st, spec.cost, 1))
        cost = spec.cost_text.replace("Sacrifice ", "Sac").replace("Combustion ", "Comb")
        button = scene.button(f"action:{spec.name}", f"{spec.label} {cost}", QPointF(top.x(), y), L.ACTION_SIZE,
                              spec.name, note="✓" if payable else "✗", enabled=payable)
        button.setToolTip(spec.effect + (f". Not now: {problem}" if problem and free else ""))
        button.chosen = scene.paying == spec.name or (isinstance(scene.hint, Act) and scene.hint.name == spec.name)
        y += L.ACTION_STEP
    y += 6
    if scene.paying:
        pay_cost = BY_NAME[scene.paying].cost
        scene.button("pay:cheapest", "Pay cheapest", QPointF(top.x(), y), QSizeF(150, 30))
        scene.button("pay:cancel", "Cancel", QPointF(top.x() + 158, y), QSizeF(92, 30))
        y += 36
        scene.place(PanelItem("pay-note", QSizeF(L.ACTION_SIZE.width(), 26),
                              [f"Picked {len(scene.pay_pick)} of {len(pay_cost)} Gorillas"],
                              fill=QColor(0, 0, 0, 90), title_size=12), QPointF(top.x(), y))
    scene.button("hint", "Hint", QPointF(top.x(), 724), QSizeF(120, 34), enabled=not st.over)
    demo = scene.button("demo", "Stop demo" if scene.demo else "Demo", QPointF(top.x() + 130, 724),
                        QSizeF(120, 34), enabled=not st.over)
    demo.chosen = scene.demo


def build_choices(scene: GoritaireScene, st: State) -> None:
    pos = QPointF(L.CHOICE_POS)
    title, moves = choice_buttons(st)
    if title:
        scene.place(PanelItem("choice-title", QSizeF(L.CHOICE_WIDTH, 44), title, fill=QColor(0, 0, 0, 110),
                              title_size=13), pos)
        pos += QPointF(0, 50)
    width = (L.CHOICE_WIDTH - 6) / 2 if len(moves) > 4 else L.CHOICE_WIDTH
    for n, (label, move) in enumerate(moves):
        col, row = (n % 2, n // 2) if len(moves) > 4 else (0, n)
        button = scene.button(f"choice:{n}", label, pos + QPointF(col * (width + 6), row * 34),
                              QSizeF(width, 30), move)
        button.chosen = move == scene.hint
    if st.over and scene.can_show_solution():
        scene.button("solution", "Show a solution", pos, QSizeF(L.CHOICE_WIDTH, 34))


def build_confirm(scene: GoritaireScene) -> None:
    rect = L.BANNER
    panel = PanelItem("confirm", rect.size(), ["This would lose the deal", scene.confirm_reason],
                      fill=QColor(90, 20, 10, 230), title_size=18)
    panel.setZValue(4000)
    scene.place(panel, rect.topLeft())
    for button in (scene.button("confirm:yes", "Do it anyway", rect.bottomLeft() + QPointF(16, -46), QSizeF(160, 34)),
                   scene.button("confirm:no", "Cancel", rect.bottomRight() + QPointF(-136, -46), QSizeF(120, 34))):
        button.setZValue(4001)
