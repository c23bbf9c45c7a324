"""Sifaka: lay rotated terrain cards, walk your pawn by the palm trees, collect hidden mangos."""
