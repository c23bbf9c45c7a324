"""GameBox: a desktop box of tabletop games (the model layer)."""

__version__ = "0.1.0"
