"""Help at the Goritaire table: Hint (one suggested move), Demo (the solver plays on by itself)
and "Show a solution" (a stored winning line of a catalogue deal, replayed move by move).

The solver thinks off the GUI thread (worker.SolverRunner); every move goes through the session
like the player's own, so the table animates it the same way and the statistics mark the
game as played with help.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from gamebox.core.describe import capital
from gamebox.games.goritaire.actions import BY_NAME
from gamebox.games.goritaire.catalogue import solution_for
from gamebox.games.goritaire.moves import Act, Arrange, Discard, Flee, Place, Play, Swap, Wander
from gamebox.games.goritaire.rules import would_lose
from gamebox.games.goritaire.solver import sure_loss
from gamebox.games.goritaire.words import suggest
from gamebox.session import DEMO_BY, SOLUTION_BY
from ui.table.hints import HINT_LEAD
from ui.table.keyboard import default_keyboard_items, reading_order

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem

    from gamebox.games.goritaire.state import Spot
    from ui.goritaire.widgets import ButtonItem, SpotZone
    from ui.settings import Settings
    from ui.table.items import CardItem
    from ui.table.keyboard import KeyboardDriver

SOLUTION = SOLUTION_BY  # who the words name for the moves of a shown solution
DEMO = DEMO_BY  # and for the moves the Demo plays
DEMO_BLIND = "Blind to the deck, it can lose a winnable deal such as this one: at the end, Show a solution wins it. "
STOP_SOLUTION = "stop-solution"  # the button that stops a shown solution (a press or Escape, even mid-move)
STOPPED_WORDS = "The solution stopped here: play on from this position."
PAY_KEYS = ("pay:cheapest", "pay:cancel")  # the buttons of a payment under way: Pay cheapest, Cancel


class AssistMixin:
    """Hint, Demo and the stored solution for GoritaireScene (which provides session, queue,
    runner, rebuild, refuse, update_status, spot_items, zones and _commit)."""

    session: Any
    queue: Any
    runner: Any
    demo: bool
    hint: Any
    hint_text: str
    script: list[str]
    confirm: Any
    confirm_reason: str
    demo_gave_up: bool = False  # the Demo stopped at a move that loses: the warning says so
    _script_due: bool = False
    _demo_due: bool = False  # the Demo's next move is asked for after a beat
    _asked: tuple[int, Any] | None
    _token: int

    if TYPE_CHECKING:  # GoritaireScene's and TableScene's: named here for the type checker alone
        keyboard: KeyboardDriver
        settings: Settings
        buttons: dict[str, ButtonItem]
        spot_items: dict[Spot, CardItem]
        zones: dict[Spot, SpotZone]
        hand_items: list[CardItem]
        paying: str | None
        pay_pick: list[Spot]

        def rebuild(self) -> None: ...
        def views(self) -> list[Any]: ...
        def update_status(self) -> None: ...
        def press_waiting_keys(self) -> None: ...
        def drop_waiting_keys(self) -> None: ...
        def refuse(self, reason: str) -> None: ...
        def _commit(self, move: Any, by: str = "") -> bool: ...
        def ring_on_hint(self, start: QGraphicsItem | None, move: Any) -> None: ...

    # ----- the keys while an action is paid for -------------------------------------------
    def keyboard_items(self) -> list[QGraphicsItem]:
        """What Tab and the arrows walk (TableScene's hook). With a hand card marked by Space,
        the spots it can go to come right after it (Enter there puts it). While an action is
        being paid for, only the steps of the payment: the Gorillas that can pay (Enter puts one to sleep, or
        wakes one picked), Pay cheapest and Cancel (Escape cancels too). Tab had walked the
        hand, every other action, End the Action phase, Hint and Demo, none of them a step of
        the payment: Enter on another action began paying for that one instead. The mouse still
        reaches them; with the keys, Escape first."""
        items = default_keyboard_items(self)
        spots: list[QGraphicsItem] = [zone for zone in self.zones.values() if zone.keyboard]  # where the card marked with Space goes
        chosen = next((item for item in items if item in self.hand_items and item.isSelected()), None)
        if spots and chosen is not None:  # right after it (they came after every action)
            items = [item for item in items if item not in spots]
            at = items.index(chosen) + 1
            items[at:at] = reading_order(spots)
        if not self.paying:
            return items
        payers = [item for item in self.spot_items.values() if getattr(item, "keyboard", False)]
        return [item for item in items if item in payers or getattr(item, "key", "") in PAY_KEYS]

    # ----- the stored solution of a catalogue deal ----------------------------------------
    def solution(self) -> list[str] | None:
        """The stored winning line of this deal, if it is in the catalogue of winnable deals."""
        return solution_for(self.session.config, self.session.seed)

    def _demo_blind(self) -> str:
        """Said when the Demo gives up on a deal of the catalogue of winnable deals: the deal
        was winnable, the Demo's own moves (blind to the deck) lost it, and a solution waits at
        the end. The words read as if the deal had never been winnable."""
        return DEMO_BLIND if self.solution() is not None else ""

    def can_show_solution(self) -> bool:
        result = self.session.result
        return result is not None and not result.winners and not self.script and self.solution() is not None

    def replay_solution(self) -> bool:
        """Deal this deal again and play its stored winning line, one animated move at a time."""
        line = self.solution()
        if not line:
            self.refuse("no stored solution for this deal")
            return False
        self.demo = False
        self.session.mark_assisted("solution")  # a shown solution is help: kept apart in the statistics
        self.session.restart()
        self.script = list(line)
        self.rebuild()
        for view in self.views()[:1]:  # Escape stops it: started from the end screen, the keys stayed there
            view.setFocus()
        self._demo_next()
        return True

    def stop_solution(self) -> None:
        """The player takes the deal over from where the shown solution is: the moves left are
        dropped (a move already flying lands, and the table is laid out for the player then)."""
        if not self.script:
            return
        self.script = []
        self.hint_text = STOPPED_WORDS  # the status line, until the player's own first move
        if not self.queue.busy:
            self.rebuild()
            self.update_status()

    def stop_demo(self) -> None:
        """Stop demo (or Escape): the Demo plays no more, even when pressed while its move
        flies (the click was swallowed then, and the Demo played on for turns); a move it is
        still thinking out is dropped, not shown as a hint. A move already flying lands, and
        the table is laid out for the player then."""
        self.demo = False
        self._asked = None
        if not self.queue.busy:
            self.rebuild()
            self.update_status()

    def _play_script_step(self) -> None:
        self._script_due = False
        ready = self.script and not self.queue.busy and self.session.to_move is not None
        if ready and not self.session.play_text(self.script.pop(0), by=SOLUTION):
            self.script = []  # a stored line that no longer fits: stop, the refusal says why

    # ----- Hint and Demo --------------------------------------------------------------------
    def show_hint(self, move: Any) -> None:
        """hook: show a suggested choice on the table (before the table is laid out again)."""

    def ask_hint(self) -> bool:
        """Edit > Hint at this table: the solver's Hint, as its own button gives it. Asked
        again, the hint shown stays and the ring goes back to its next step (a card lifted
        for it stays lifted: it was put back, so Ctrl+H, Enter never got past it). Not while
        the warning before a losing move waits (False: the page says why, `hint_refusal`)."""
        if self.confirm is not None:
            return False
        if self.hint is not None:
            if not self.keyboard.carried:
                self.follow_hint()
            self.update_status()
            return True
        if self.paying:  # (the line kept the paying words: a hint thought out stayed unseen)
            return False
        self._ask_solver()
        return True

    def own_hint_pending(self) -> bool:
        """The solver works out the hint asked for (not the Demo's next move)."""
        return self.runner.busy and not self.demo

    def hint_refusal(self) -> str | None:
        if self.confirm is not None:
            return "First answer the warning: Do it anyway, or Cancel."
        if self.paying:
            return f"First finish paying for {BY_NAME[self.paying].label}, or press Escape to give it up."
        return None

    def _ask_solver(self) -> None:
        if self.runner.busy or self.session.to_move is None:
            return
        self._token += 1
        self._asked = (self._token, self.session.state)
        self.runner.ask(self.session.game, self.session.view_for(0), self._token)
        self.update_status()

    def _demo_next(self) -> None:
        if self.queue.busy or self.session.to_move is None or getattr(self, "confirm", None) is not None:
            return
        # a beat after each move has landed, as a computer's (two moves a second were too fast
        # to learn from); the next stored move waits at least for the event loop to breathe
        beat = self.settings.computer_beat_ms
        if self.script:
            if not self._script_due:
                self._script_due = True
                QTimer.singleShot(beat, self, self._play_script_step)  # type: ignore[call-overload]
            return
        if self.demo and not self._demo_due:
            self._demo_due = True
            QTimer.singleShot(beat, self, self._demo_step)  # type: ignore[call-overload]

    def _demo_step(self) -> None:
        """The Demo's next move is thought out, unless it was stopped (or the table moved) meanwhile."""
        self._demo_due = False
        if self.demo and not self.queue.busy and getattr(self, "confirm", None) is None:
            self._ask_solver()

    def _on_solver(self, token: int, move: Any) -> None:
        self.runner.busy = False
        fresh = self._asked is not None and self._asked[0] == token and self._asked[1] is self.session.state
        if not fresh:
            if not self.demo:  # a hint for a position gone: the keys that waited for it go too
                self.drop_waiting_keys()
            self.update_status()
            self._demo_next()
            return
        self.session.mark_assisted("demo" if self.demo else "hint")  # kept apart in statistics
        # an action that only puts off a sure loss: the loss is faced at once (the Demo put six
        # Gorillas to sleep with Scapulimancy on an empty deck, one after the other, and lost)
        move = sure_loss(self.session.state, move) or move
        if self.demo:
            reason = would_lose(self.session.state, move)
            if reason:  # the solver found no move that keeps the deal alive: the player has the last word
                self.demo = False
                self.demo_gave_up = True
                self.confirm, self.confirm_reason = move, reason
                self.rebuild()
                self.update_status()
                return
            self._commit(move, by=DEMO)  # the log says who played it ("You used Walking" was the Demo)
            return
        asked = self.session.state
        if self.queue.busy:
            # the move asked about still lands: shown after it (a rebuild now took the flying
            # cards from under their animation, and the table jumped to its end)
            self.queue.call(lambda: self._show_solver_hint(move, asked))
            return
        self._show_solver_hint(move, asked)

    def _show_solver_hint(self, move: Any, asked: Any) -> None:
        if self.session.state is not asked:  # played on meanwhile: the hint is for a past position
            self.drop_waiting_keys()
            self.update_status()
            return
        self.hint = move
        self.hint_text = f"{HINT_LEAD}{capital(suggest(move))}."  # as every table says it
        if would_lose(asked, move):  # the solver sees no way on that keeps the deal: said at once
            self.hint_text += " Every way on loses the deal, this one too."
        self.show_hint(move)
        self.rebuild()
        for spot in getattr(move, "pay", ()):
            if spot in self.spot_items:
                self.spot_items[spot].set_glow(True)
        if isinstance(move, (Play, Place)) and move.spot in self.zones:
            self.zones[move.spot].set_glow(True)
        self.ring_on_hint(self.hint_focus(move), move)
        self.update_status()
        self.press_waiting_keys()  # pressed while it was thought out: they follow it

    def hint_focus(self, move: Any) -> Any:
        """The item Enter takes or presses next to make the hinted move, at each of its steps,
        as on the other tables (`TableScene.hint_focus`): the hinted card (Enter lifts it); the
        action's button, then each Gorilla that pays for it (Ctrl+H, Enter went round: the
        ring went back to the action, whose Enter began the payment again); a choice's button
        (a guess); Done under cards put back; the button under cards chosen; the card that
        moves for Fleeing or a Swap."""
        buttons, spots = self.buttons, self.spot_items
        if isinstance(move, (Play, Place)):
            card = move.card if isinstance(move, Play) else None
            return next((item for item in self.hand_items
                         if getattr(item, "draggable", False) and (card is None or getattr(item, "payload", None) == card)),
                        None)
        if isinstance(move, Act):
            if self.paying != move.name:
                return buttons.get(f"action:{move.name}")
            unpaid = [spot for spot in move.pay if spot not in self.pay_pick]
            return spots.get(unpaid[0]) if unpaid else None
        chosen = next((b for key, b in buttons.items() if key.startswith("choice:") and b.payload == move), None)
        if chosen is not None:
            return chosen
        if isinstance(move, Arrange):
            return buttons.get("putback:done")
        if isinstance(move, (Wander, Discard)):
            return buttons.get("pick:go")
        if isinstance(move, Flee):
            return spots.get(move.src)
        if isinstance(move, Swap):
            return spots.get(move.banana)
        return None

    def follow_hint(self) -> None:
        """After a step of the hinted move (its action chosen, a Gorilla put to sleep), the
        keyboard ring goes on to the next one."""
        if self.hint is not None:
            self.ring_on_hint(self.hint_focus(self.hint), self.hint)

    def _on_solver_failed(self, token: int, reason: str) -> None:
        self.runner.busy = False
        self.drop_waiting_keys()
        self.demo = False
        self.refuse("the solver could not decide")
