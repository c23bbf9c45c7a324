"""Asking the rules whether a move may be made, the one way every table asks it.

A game may answer cheaply with its own `refusal(state, move)` (Girafferaffe, Gorilla: the reason
without building the next state); otherwise `apply` answers, its IllegalMove's words being the
reason. The conformance suite checks that both ways agree with `apply` for every game."""

from __future__ import annotations

from typing import Any

from gamebox.core.errors import IllegalMove


def refusal(game: Any, state: Any, move: Any) -> str | None:
    """Why `move` may not be made in `state`, in a player's words; None when it may."""
    own = getattr(game, "refusal", None)
    if own is not None:
        return own(state, move)  # type: ignore[no-any-return]
    try:
        game.apply(state, move)
    except IllegalMove as exc:
        return str(exc)
    return None
