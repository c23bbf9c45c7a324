"""Errors with messages a player can read."""

from __future__ import annotations


class GameBoxError(ValueError):
    """Base of every refusal GameBox reports to a person. The message suits the CLI (it may
    name an option's key or a file's fields); `plain`, when given, says the same from a
    player's seat, for the app (`ui.files.plain_reason`)."""

    def __init__(self, message: str = "", plain: str | None = None) -> None:
        super().__init__(message)
        self.plain = plain


class IllegalMove(GameBoxError):
    """A move the rules refuse; the message says why in words ("Pair tree: 7s don't beat 9s")."""


class NotationError(IllegalMove):
    """A move or position text that cannot be read."""


class ConfigError(GameBoxError):
    """An unknown game, option, player count or seed."""


class RecordError(GameBoxError):
    """A save or position file that is broken, foreign or does not replay."""
