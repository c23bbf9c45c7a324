"""The status line: whose turn it is and what they can do, in words."""

from __future__ import annotations

from gamebox.games.gorilla.cards import ANIMALS, COLOURS, GORILLA0, JOKER
from gamebox.games.gorilla.engine import playable
from gamebox.games.gorilla.state import CALL, OPEN, OVER, PLAY, TAP, State


def who(seat: int) -> str:
    return f"Player {seat + 1}"


def describe_turn(state: State, seat: int | None) -> str:
    phase = state.phase
    if phase == OVER:
        return f"{who(state.winner)} has no cards left and wins."
    mover = state.seat
    mine = seat == mover
    if phase == CALL:
        if mine:
            return "You are down to one card: call Gorilla! (or stay quiet and risk being caught)."
        return f"{who(mover)} is down to one card and may call Gorilla!"
    if phase == TAP:
        if seat is not None and seat != mover:
            return "Gorilla! Tap the Gorilla, fast: the last to tap draws 3 cards."
        return f"Gorilla! Everyone but {who(mover)} taps the Gorilla; the last to tap draws 3."
    text: str
    if phase == OPEN:
        if not mine:
            text = f"{who(mover)} opens a new pile."
        elif playable(state):
            text = "Open a new pile: drag any animal card onto it."
        else:
            text = "You hold no animal card: click the stack to draw until you can open."
    else:
        assert phase == PLAY
        top = state.pile[-1]
        if not mine:
            text = f"{who(mover)} to play."
        elif not playable(state):
            text = "You cannot play: click the stack to draw a card."
        elif top == JOKER:
            text = "Play any animal or Gorilla card on the Joker."
        elif top >= GORILLA0:
            text = "Play a card."
        else:
            text = (f"Play a {COLOURS[top // 10]} card or a {ANIMALS[top % 10]}"
                    " (the Joker fits anything but must not be your last card).")
    if state.forgot >= 0 and seat != state.forgot:
        text += f" {who(state.forgot)} did not call Gorilla!: catch them before the next play."
    return text
